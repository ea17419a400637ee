import type { ReactNode } from 'react';

/**
 * The props of the bar chart, apart from its code: `LazyBarChart` (in the main bundle) and
 * `BarChart` (in its own chunk) share them, so importing these types never pulls the SVG code in.
 */

/** Heights of the plot area, from the theme's spacing scale (Chart.css.ts). */
export const barChartHeights = ['small', 'medium', 'large'] as const;
export type BarChartHeight = (typeof barChartHeights)[number];

/** One series of bars (one colour), e.g. 'Current spending' and 'Suggested budget'. At most 6. */
export interface BarChartSeries {
  /** The key of this series' value in each datum's `values`. */
  key: string;
  /** Shown in the legend and as the table's column header. */
  label: string;
}

/** One category on the x axis, with a value per series. */
export interface BarChartDatum {
  /** The full label: the table's row header and the bar's tooltip ('October 2026'). */
  label: string;
  /** A shorter axis label when the full one is long ('Oct'). */
  shortLabel?: string;
  /** Value per series key. A missing or non-finite value draws no bar and reads as missing in the table. */
  values: Readonly<Record<string, number | undefined>>;
}

/**
 * How x labels fit narrow bands: `wrap` onto two lines, cut and thinned out when they must (months,
 * whose short labels fit); `slant` them at 45 degrees when wrapped labels would be cut or thinned,
 * so every category is named whole (the budget's categories on a phone).
 */
export type BarChartLabelFit = 'wrap' | 'slant';

export interface BarChartProps {
  /** What the chart shows: its visible caption, the name of the graphic and of its data table. */
  title: string;
  /** A sentence under the caption (e.g. what the amounts are). */
  description?: ReactNode;
  series: readonly BarChartSeries[];
  data: readonly BarChartDatum[];
  /** The header of the table's first column ('Month', 'Category'). */
  categoryLabel?: string;
  /** Formats a value for the table and the tooltips (e.g. formatUsd). Plain numbers by default. */
  formatValue?: (value: number) => string;
  /** Formats the y axis ticks (shorter, e.g. '$1.2K'). Compact numbers by default. */
  formatAxisValue?: (value: number) => string;
  /** How x labels fit narrow bands; `wrap` by default. */
  labels?: BarChartLabelFit;
  /** Plot height; medium by default. */
  height?: BarChartHeight;
  /** Shown instead of the plot when there is no data. */
  emptyMessage?: string;
  /** Show the 'Show as table' button; the table is always there for assistive technology. True by default. */
  tableToggle?: boolean;
  /**
   * Each bar's value on hover and on keyboard focus: the bars are one tab stop (arrow keys, Home and
   * End move between them), each named by its label and value, and a tip above the bar shows both.
   * False by default (the graphic is then one image).
   */
  inspectable?: boolean;
  className?: string;
}
