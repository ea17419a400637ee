/** Formatting used by the fraud, budget and discretionary result views. All pure. */

const compactCurrency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Dollars for a chart axis: 1200 -> '$1.2K', 350 -> '$350'. */
export function compactUsd(amount: number): string {
  return compactCurrency.format(amount);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A 'YYYY-MM' month in words: '2026-10' -> 'October 2026', short 'Oct'. Anything else as given. */
export function monthLabels(month: string): { label: string; shortLabel: string } {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || name === undefined) return { label: month, shortLabel: month };
  return { label: `${name} ${match[1]}`, shortLabel: name.slice(0, 3) };
}

/** A 0-1 confidence as a whole percentage: 0.934 -> 93. Clamped to 0-100. */
export function confidencePercent(confidence: number): number {
  if (!Number.isFinite(confidence)) return 0;
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100);
}

/** A variance in words: above the budget, under it, or on it. */
export function varianceDirection(variance: number): 'over' | 'under' | 'on' {
  if (variance > 0.005) return 'over';
  if (variance < -0.005) return 'under';
  return 'on';
}
