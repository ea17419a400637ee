import { pluralNoun } from '@ledgerlight/contract';
import type { BarChartDatum, BarChartLabelFit, BarChartSeries } from './types';

/**
 * The geometry of the bar chart, as pure functions of the data and the plot size (in CSS pixels, the
 * SVG's user units). Kept apart from React so that scales, ticks and label thinning are unit-tested.
 */

const LOCALE = 'en-US';
const plainNumber = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const compactNumber = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });

/** The default value format: 1234.5 -> '1,234.5'. */
export function formatChartValue(value: number): string {
  return plainNumber.format(value);
}

/** The default axis format: 1234 -> '1.2K'. */
export function formatChartAxisValue(value: number): string {
  return compactNumber.format(value);
}

/** Average width of one character of axis text (12px Inter), to size margins and thin labels. */
export const CHAR_WIDTH = 7;
/** The fewest pixels an x axis label gets before labels are thinned out. */
export const MIN_LABEL_WIDTH = 44;
/** How many y axis intervals the scale aims at. */
const TARGET_TICKS = 4;
/** The share of a category's band left empty between groups of bars. */
const BAND_PADDING = 0.3;

interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The value of a datum for a series, or undefined when it is missing or not a finite number. */
export function valueOf(datum: BarChartDatum, series: BarChartSeries): number | undefined {
  const value = datum.values[series.key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A step of 1, 2, 2.5 or 5 times a power of ten that splits `range` into about `target` parts. */
export function niceStep(range: number, target: number = TARGET_TICKS): number {
  if (!(range > 0) || !Number.isFinite(range)) return 1;
  const raw = range / target;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalised = raw / magnitude;
  const factor = normalised <= 1 ? 1 : normalised <= 2 ? 2 : normalised <= 2.5 ? 2.5 : normalised <= 5 ? 5 : 10;
  return factor * magnitude;
}

export interface Scale {
  /** Lowest and highest value of the axis; always includes 0. */
  min: number;
  max: number;
  /** Tick values from min to max, evenly spaced by a nice step. */
  ticks: number[];
}

/**
 * The y scale: from the smallest value (or 0) to the largest (or 0), widened to whole steps. With no
 * values, or only zeros, the axis runs from 0 to 1.
 */
export function yScale(data: readonly BarChartDatum[], series: readonly BarChartSeries[]): Scale {
  const values = data.flatMap((datum) =>
    series.map((one) => valueOf(datum, one)).filter((value): value is number => value !== undefined),
  );
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return { min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] };
  const step = niceStep(high - low);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Counting steps (not adding them up) keeps ticks free of floating-point drift.
  for (let index = 0; min + index * step <= max + step / 1e6; index += 1) {
    ticks.push(Number((min + index * step).toPrecision(12)));
  }
  return { min, max, ticks };
}

/** Every how many categories an x axis label is shown, so that labels keep MIN_LABEL_WIDTH. */
export function labelEvery(bandWidth: number): number {
  if (!(bandWidth > 0)) return 1;
  return Math.max(1, Math.ceil(MIN_LABEL_WIDTH / bandWidth));
}

/** Cuts a label to `maxChars` characters with an ellipsis (code points, so emoji are never split). */
export function fitLabel(label: string, maxChars: number): string {
  const characters = Array.from(label);
  if (characters.length <= maxChars) return label;
  if (maxChars <= 1) return '…';
  return `${characters
    .slice(0, maxChars - 1)
    .join('')
    .trimEnd()}…`;
}

/** Lines an axis label may wrap onto. */
const MAX_LABEL_LINES = 2;
/** Height of one line of axis text, in pixels. */
export const LABEL_LINE_HEIGHT = 14;

/**
 * A label in at most `maxLines` lines of `maxChars` characters: words wrap onto the next line
 * ('Dining Out' -> 'Dining', 'Out'); a word longer than a line, or text beyond the last line, is
 * cut with an ellipsis (fitLabel).
 */
export function wrapLabel(label: string, maxChars: number, maxLines: number = MAX_LABEL_LINES): string[] {
  const words = label.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const [index, word] of words.entries()) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (Array.from(candidate).length <= maxChars) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    if (lines.length === maxLines - 1) {
      lines.push(fitLabel(words.slice(index).join(' '), maxChars));
      return lines;
    }
    current = word;
  }
  if (current !== '') lines.push(current);
  return lines.map((line) => fitLabel(line, maxChars));
}

interface BarGeometry {
  key: string;
  seriesIndex: number;
  datumIndex: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface TickGeometry {
  value: number;
  y: number;
  text: string;
}

interface LabelGeometry {
  key: string;
  x: number;
  /** The label as drawn, its lines joined by a space. */
  text: string;
  /** One or two lines, each within the band. */
  lines: string[];
  /** The datum's full label, given as the label's tooltip when the drawn text shortens it. */
  full: string;
  /** Whether the drawn text is shorter than the full label. */
  abbreviated: boolean;
  /** Drawn slanted, reading up to its band, its end under the band's middle (`labels: 'slant'`). */
  slanted: boolean;
}

export interface ChartLayout {
  margins: Margins;
  plotWidth: number;
  plotHeight: number;
  /** y of the zero line. */
  zeroY: number;
  ticks: TickGeometry[];
  bars: BarGeometry[];
  labels: LabelGeometry[];
}

export interface LayoutInput {
  data: readonly BarChartDatum[];
  series: readonly BarChartSeries[];
  width: number;
  height: number;
  formatAxisValue: (value: number) => string;
  /** How x labels fit when the bands are narrow (BarChartProps.labels); `wrap` unless told. */
  labelFit?: BarChartLabelFit;
}

/** The angle of a slanted label, in degrees (negative: it rises to the right). */
export const SLANT_DEGREES = -45;
const SLANT_COS = Math.cos((Math.abs(SLANT_DEGREES) * Math.PI) / 180);
/** The longest a slanted label gets before it is cut with an ellipsis. */
const SLANT_MAX_CHARS = 18;

/**
 * Slanted labels: every category keeps its label (thinned only when a band is thinner than a line of
 * text), as long as it fits between the left edge of the chart and the band, cut with an ellipsis
 * past SLANT_MAX_CHARS. Chosen only when upright labels would be cut or thinned out: at 320 px a
 * budget's 'Groceries' and 'Transportation' are read whole instead of 'Grocer…'.
 */
function slantedLabels(data: readonly BarChartDatum[], left: number, bandWidth: number): LabelGeometry[] {
  const every = Math.max(1, Math.ceil(LABEL_LINE_HEIGHT / Math.max(bandWidth, 1)));
  return data.flatMap((datum, index) => {
    if (index % every !== 0) return [];
    const x = left + index * bandWidth + bandWidth / 2;
    const room = Math.floor((x - 2) / (CHAR_WIDTH * SLANT_COS));
    const text = fitLabel(datum.shortLabel ?? datum.label, Math.max(1, Math.min(SLANT_MAX_CHARS, room)));
    return [
      { key: `${index}`, x, text, lines: [text], full: datum.label, abbreviated: text !== datum.label, slanted: true },
    ];
  });
}

/** Lays the chart out in a `width` x `height` box: margins, ticks, one bar per datum and series, labels. */
export function layoutBarChart({
  data,
  series,
  width,
  height,
  formatAxisValue,
  labelFit = 'wrap',
}: LayoutInput): ChartLayout {
  const scale = yScale(data, series);
  const tickTexts = scale.ticks.map(formatAxisValue);
  const longestTick = Math.max(...tickTexts.map((text) => Array.from(text).length));
  const left = longestTick * CHAR_WIDTH + 16;
  const right = 8;
  const plotWidth = Math.max(0, width - left - right);
  const bandWidth = data.length === 0 ? plotWidth : plotWidth / data.length;
  const every = labelEvery(bandWidth);
  const maxChars = Math.max(1, Math.floor((bandWidth * every - 4) / CHAR_WIDTH));
  const upright: LabelGeometry[] = data.flatMap((datum, index) => {
    if (index % every !== 0) return [];
    const lines = wrapLabel(datum.shortLabel ?? datum.label, maxChars);
    const text = lines.join(' ');
    return [
      {
        key: `${index}`,
        x: left + index * bandWidth + bandWidth / 2,
        text,
        lines,
        full: datum.label,
        abbreviated: text !== datum.label,
        slanted: false,
      },
    ];
  });
  // Upright labels fit when none is thinned out or cut (wrapping a label onto two lines cuts nothing).
  const uprightFits =
    every === 1 &&
    upright.every(
      (label, index) => label.text === (data[index]?.shortLabel ?? data[index]?.label ?? '').split(/\s+/).join(' '),
    );
  const labels = labelFit === 'slant' && !uprightFits ? slantedLabels(data, left, bandWidth) : upright;

  const labelLines = Math.max(1, ...labels.map((label) => label.lines.length));
  // A slanted label's height is its length times the sine of the slant (45 degrees: the cosine).
  const slantDepth = Math.max(0, ...labels.map((label) => (label.slanted ? Array.from(label.text).length : 0)));
  const bottom =
    slantDepth > 0 ? 20 + Math.ceil(slantDepth * CHAR_WIDTH * SLANT_COS) : 28 + (labelLines - 1) * LABEL_LINE_HEIGHT;
  const margins: Margins = { top: 12, right, bottom, left };
  const plotHeight = Math.max(0, height - margins.top - margins.bottom);
  const span = scale.max - scale.min;
  const yOf = (value: number): number => margins.top + ((scale.max - value) / span) * plotHeight;
  const zeroY = yOf(0);

  const groupWidth = bandWidth * (1 - BAND_PADDING);
  const seriesCount = Math.max(1, series.length);
  const barGap = seriesCount > 1 ? Math.min(2, groupWidth / seriesCount / 4) : 0;
  const barWidth = Math.max(1, (groupWidth - barGap * (seriesCount - 1)) / seriesCount);

  const bars: BarGeometry[] = [];
  data.forEach((datum, datumIndex) => {
    const groupX = margins.left + datumIndex * bandWidth + (bandWidth - groupWidth) / 2;
    series.forEach((one, seriesIndex) => {
      const value = valueOf(datum, one);
      if (value === undefined) return;
      const top = yOf(Math.max(0, value));
      const bottom = yOf(Math.min(0, value));
      bars.push({
        key: `${datumIndex}-${one.key}`,
        seriesIndex,
        datumIndex,
        value,
        x: groupX + seriesIndex * (barWidth + barGap),
        y: top,
        width: barWidth,
        height: bottom - top,
      });
    });
  });

  return {
    margins,
    plotWidth,
    plotHeight,
    zeroY,
    ticks: scale.ticks.map((value, index) => ({ value, y: yOf(value), text: tickTexts[index] ?? '' })),
    bars,
    labels,
  };
}

/** A one-sentence summary of the chart for assistive technology (the table has every value). */
export function chartSummary(
  data: readonly BarChartDatum[],
  series: readonly BarChartSeries[],
  formatValue: (value: number) => string,
): string {
  const values = data.flatMap((datum) =>
    series.flatMap((one) => {
      const value = valueOf(datum, one);
      return value === undefined ? [] : [value];
    }),
  );
  const items = `${data.length} ${pluralNoun(data.length, 'item', 'items')}`;
  const seriesText =
    series.length > 1 ? ` in ${series.length} series (${series.map((one) => one.label).join(', ')})` : '';
  const range =
    values.length > 0 ? `, values from ${formatValue(Math.min(...values))} to ${formatValue(Math.max(...values))}` : '';
  return `Bar chart of ${items}${seriesText}${range}. The table that follows lists every value.`;
}
