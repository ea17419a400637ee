import { describe, expect, it } from 'vitest';
import {
  CHAR_WIDTH,
  MIN_LABEL_WIDTH,
  chartSummary,
  fitLabel,
  wrapLabel,
  formatChartAxisValue,
  formatChartValue,
  labelEvery,
  layoutBarChart,
  niceStep,
  yScale,
} from './chartModel';
import type { BarChartDatum, BarChartSeries } from './types';

const ONE: BarChartSeries[] = [{ key: 'v', label: 'Value' }];
const data = (...values: (number | undefined)[]): BarChartDatum[] =>
  values.map((value, index) => ({ label: `Item ${index + 1}`, values: { v: value } }));

describe('niceStep', () => {
  it.each([
    [100, 25],
    [80, 20],
    [1000, 250],
    [5210, 2000],
    [3, 1],
    [0.4, 0.1],
  ])('splits a range of %s into steps of %s', (range, step) => {
    expect(niceStep(range)).toBeCloseTo(step, 10);
  });

  it('falls back to 1 for an empty or invalid range', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });
});

describe('yScale', () => {
  it('starts at zero for positive values and ends on a whole step', () => {
    expect(yScale(data(3842.17, 5210.44), ONE)).toEqual({ min: 0, max: 6000, ticks: [0, 2000, 4000, 6000] });
  });

  it('reaches below zero for negative values', () => {
    const scale = yScale(data(1020, -1385.6), ONE);
    expect(scale.min).toBe(-2000);
    expect(scale.max).toBe(2000);
    expect(scale.ticks).toContain(0);
  });

  it('ends at zero when every value is negative', () => {
    expect(yScale(data(-40, -10), ONE)).toEqual({ min: -40, max: 0, ticks: [-40, -30, -20, -10, 0] });
  });

  it('runs from 0 to 1 with no values, only zeros or only missing values', () => {
    const unit = { min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] };
    expect(yScale([], ONE)).toEqual(unit);
    expect(yScale(data(0, 0), ONE)).toEqual(unit);
    expect(yScale(data(undefined, Number.NaN), ONE)).toEqual(unit);
  });

  it('keeps decimal ticks free of floating-point noise', () => {
    expect(yScale(data(0.3), ONE).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });
});

describe('labelEvery', () => {
  it('labels every category while each band is at least MIN_LABEL_WIDTH wide', () => {
    expect(labelEvery(MIN_LABEL_WIDTH)).toBe(1);
    expect(labelEvery(MIN_LABEL_WIDTH - 1)).toBe(2);
    expect(labelEvery(MIN_LABEL_WIDTH / 3)).toBe(3);
    expect(labelEvery(0)).toBe(1);
  });
});

describe('fitLabel', () => {
  it('keeps a label that fits and cuts one that does not, with an ellipsis', () => {
    expect(fitLabel('Groceries', 9)).toBe('Groceries');
    expect(fitLabel('Groceries', 8)).toBe('Groceri…');
    expect(fitLabel('Dining Out', 8)).toBe('Dining…');
    expect(fitLabel('Travel', 1)).toBe('…');
  });

  it('never splits an emoji', () => {
    expect(fitLabel('☕ Coffee Shops', 3)).toBe('☕…');
    expect(fitLabel('🛒 Groceries', 2)).toBe('🛒…');
  });
});

describe('layoutBarChart', () => {
  const series: BarChartSeries[] = [
    { key: 'current', label: 'Current' },
    { key: 'suggested', label: 'Suggested' },
  ];
  const twoSeries: BarChartDatum[] = [
    { label: 'Housing', values: { current: 200, suggested: 100 } },
    { label: 'Dining', values: { current: -50, suggested: undefined } },
  ];
  const layout = layoutBarChart({
    data: twoSeries,
    series,
    width: 600,
    height: 300,
    formatAxisValue: formatChartAxisValue,
  });

  it('draws a bar per datum and series with a value, and none for a missing value', () => {
    expect(layout.bars.map((bar) => bar.key)).toEqual(['0-current', '0-suggested', '1-current']);
  });

  it('grows positive bars up from the zero line and negative bars down from it', () => {
    const [current, suggested, negative] = layout.bars;
    expect(current?.y).toBeLessThan(layout.zeroY);
    expect((current?.y ?? 0) + (current?.height ?? 0)).toBeCloseTo(layout.zeroY, 6);
    expect(current?.height).toBeCloseTo((suggested?.height ?? 0) * 2, 6);
    expect(negative?.y).toBeCloseTo(layout.zeroY, 6);
    expect(negative?.height).toBeGreaterThan(0);
  });

  it('keeps every bar inside the plot area', () => {
    for (const bar of layout.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(layout.margins.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(600 - layout.margins.right);
      expect(bar.y).toBeGreaterThanOrEqual(layout.margins.top);
      expect(bar.y + bar.height).toBeLessThanOrEqual(300 - layout.margins.bottom + 1e-9);
    }
  });

  it('sizes the left margin for the longest tick label', () => {
    const longest = Math.max(...layout.ticks.map((tick) => tick.text.length));
    expect(layout.margins.left).toBe(longest * CHAR_WIDTH + 16);
  });

  it('thins out x labels when the bars are many, and labels the first one', () => {
    const many = layoutBarChart({
      data: data(...Array.from({ length: 40 }, (_, index) => index + 1)),
      series: ONE,
      width: 600,
      height: 300,
      formatAxisValue: formatChartAxisValue,
    });
    expect(many.bars).toHaveLength(40);
    expect(many.labels.length).toBeLessThan(40);
    expect(many.labels[0]?.text.startsWith('Item')).toBe(true);
    const gap = (many.labels[1]?.x ?? 0) - (many.labels[0]?.x ?? 0);
    expect(gap).toBeGreaterThanOrEqual(MIN_LABEL_WIDTH);
  });

  it('uses the short label on the axis', () => {
    const short = layoutBarChart({
      data: [{ label: 'October 2026', shortLabel: 'Oct', values: { v: 1 } }],
      series: ONE,
      width: 600,
      height: 300,
      formatAxisValue: formatChartAxisValue,
    });
    expect(short.labels.map((label) => label.text)).toEqual(['Oct']);
  });
});

describe('chartSummary', () => {
  it('names the count, the series and the range', () => {
    expect(chartSummary(data(5, -2, undefined), ONE, formatChartValue)).toBe(
      'Bar chart of 3 items, values from -2 to 5. The table that follows lists every value.',
    );
    expect(
      chartSummary(
        [{ label: 'A', values: { a: 1, b: 2 } }],
        [
          { key: 'a', label: 'Current' },
          { key: 'b', label: 'Suggested' },
        ],
        formatChartValue,
      ),
    ).toBe(
      'Bar chart of 1 item in 2 series (Current, Suggested), values from 1 to 2. The table that follows lists every value.',
    );
  });
});

describe('wrapLabel (ADR 0016: full chart labels)', () => {
  it('wraps words onto a second line before cutting anything', () => {
    expect(wrapLabel('Dining Out', 8)).toEqual(['Dining', 'Out']);
    expect(wrapLabel('Phone & Internet', 9)).toEqual(['Phone &', 'Internet']);
    expect(wrapLabel('Groceries', 12)).toEqual(['Groceries']);
  });

  it('cuts a word longer than a line, and what does not fit on the last line', () => {
    expect(wrapLabel('Entertainment', 8)).toEqual(['Enterta…']);
    expect(wrapLabel('Health and Fitness Clubs', 8)).toEqual(['Health', 'and Fit…']);
  });
});

describe('layoutBarChart labels', () => {
  const series = [{ key: 'v', label: 'Value' }];
  const data = ['Housing', 'Dining Out', 'Entertainment'].map((label) => ({ label, values: { v: 100 } }));

  it('gives a shortened label its full name and makes room for a second line', () => {
    const narrow = layoutBarChart({ data, series, width: 260, height: 200, formatAxisValue: String });
    const dining = narrow.labels.find((label) => label.full === 'Dining Out');
    expect(dining?.lines.length).toBe(2);
    expect(narrow.margins.bottom).toBeGreaterThan(28);
    const entertainment = narrow.labels.find((label) => label.full === 'Entertainment');
    expect(entertainment?.abbreviated).toBe(true);
    const wide = layoutBarChart({ data, series, width: 1200, height: 200, formatAxisValue: String });
    expect(wide.labels.every((label) => !label.abbreviated && label.lines.length === 1)).toBe(true);
    expect(wide.margins.bottom).toBe(28);
  });
});

describe('layoutBarChart slanted labels', () => {
  const series = [{ key: 'v', label: 'Value' }];
  const names = ['Groceries', 'Transportation', 'Dining Out', 'Entertainment', 'Utilities', 'Shopping', 'Healthcare'];
  const data = names.map((label) => ({ label, values: { v: 100 } }));
  const phone = { data, series, width: 280, height: 288, formatAxisValue: String } as const;

  it('slants every label, whole, where upright ones would be cut or thinned out', () => {
    const upright = layoutBarChart(phone);
    expect(upright.labels.some((label) => label.abbreviated) || upright.labels.length < names.length).toBe(true);
    const slanted = layoutBarChart({ ...phone, labelFit: 'slant' });
    expect(slanted.labels.map((label) => label.text)).toEqual(names);
    expect(slanted.labels.every((label) => label.slanted && !label.abbreviated)).toBe(true);
    // Room below the plot for the longest slanted label.
    expect(slanted.margins.bottom).toBeGreaterThan(upright.margins.bottom);
    expect(slanted.margins.bottom).toBe(20 + Math.ceil('Transportation'.length * CHAR_WIDTH * Math.SQRT1_2));
  });

  it('keeps upright labels where they fit whole', () => {
    const wide = layoutBarChart({ ...phone, width: 1200, labelFit: 'slant' });
    expect(wide.labels.every((label) => !label.slanted && !label.abbreviated)).toBe(true);
    expect(wide.margins.bottom).toBe(28);
  });

  it('cuts a slanted label that would run off the left edge', () => {
    const first = layoutBarChart({
      ...phone,
      data: [{ label: 'Transportation and Parking Fees', values: { v: 1 } }, ...data],
      labelFit: 'slant',
    }).labels[0];
    expect(first?.abbreviated).toBe(true);
    expect(first?.text.endsWith('…')).toBe(true);
    expect(Array.from(first?.text ?? '').length * CHAR_WIDTH * Math.SQRT1_2).toBeLessThanOrEqual(first?.x ?? 0);
  });
});
