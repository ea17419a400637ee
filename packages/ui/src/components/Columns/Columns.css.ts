import { styleVariants } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';

export const columnWidths = ['fluid', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;
export type ColumnWidth = (typeof columnWidths)[number];

/** The breakpoints from which the columns stand side by side; below it they are stacked. */
export type ColumnsBreakpoint = 'tablet' | 'desktop';

/**
 * A column's share of the row, as a flex item with no basis of its own: what the gaps leave is shared
 * out by flex-grow, as CSS grid shares it out by `fr` (a fluid column is `1fr`, a 2/3 column `2/3fr`).
 */
const widthRules: Record<ColumnWidth, StyleRule> = {
  fluid: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  content: { flexGrow: 0, flexShrink: 0, flexBasis: 'auto' },
  '1/2': { flexGrow: 1 / 2, flexShrink: 1, flexBasis: 0 },
  '1/3': { flexGrow: 1 / 3, flexShrink: 1, flexBasis: 0 },
  '2/3': { flexGrow: 2 / 3, flexShrink: 1, flexBasis: 0 },
  '1/4': { flexGrow: 1 / 4, flexShrink: 1, flexBasis: 0 },
  '3/4': { flexGrow: 3 / 4, flexShrink: 1, flexBasis: 0 },
};

/**
 * A column is a one-cell grid: its content is as wide as the column (never wider, like a
 * `minmax(0, 1fr)` track) and, when the row stretches the columns, as tall as the tallest one, so
 * that panels side by side line up at the bottom.
 */
const columnBase = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 } as const;

function widthsFrom(breakpoint: ColumnsBreakpoint) {
  return styleVariants(widthRules, (rule) => ({ ...columnBase, '@media': { [mediaQuery[breakpoint]]: rule } }));
}

export const column: Record<ColumnsBreakpoint, Record<ColumnWidth, string>> = {
  tablet: widthsFrom('tablet'),
  desktop: widthsFrom('desktop'),
};
