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

/** Differences smaller than this (in dollars) are not worth a flag: they read as on budget. */
const TRIVIAL_VARIANCE = 1;

/** A variance in words: above the budget, under it, or on it (within a dollar). */
export function varianceDirection(variance: number): 'over' | 'under' | 'on' {
  if (variance >= TRIVIAL_VARIANCE) return 'over';
  if (variance <= -TRIVIAL_VARIANCE) return 'under';
  return 'on';
}

/**
 * A machine key in words, for keys no label map names: 'unusual_amount' -> 'Unusual amount',
 * 'newMerchant' -> 'New merchant'. Text that is already words is returned as given.
 */
export function keyLabel(key: string): string {
  if (!/^[a-z][a-zA-Z0-9]*(?:[_-][a-zA-Z0-9]+)*$/.test(key)) return key;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Friendly names of savings suggestion kinds (product 3: suggestion type). */
export const SUGGESTION_TYPE_LABELS: Readonly<Record<string, string>> = {
  cancel: 'Cancel',
  reduce: 'Cut back',
  switch: 'Switch',
  negotiate: 'Negotiate',
  avoid: 'Avoid',
  review: 'Review',
};

/** The label of a key from a map, else the key in words. */
export function labelOf(labels: Readonly<Record<string, string>>, key: string): string {
  return Object.hasOwn(labels, key) ? (labels[key] ?? key) : keyLabel(key);
}

/** Whether an icon string from a result is an emoji to show as text (not an icon name such as 'utensils'). */
export function isEmojiIcon(icon: string | undefined): icon is string {
  return icon !== undefined && /\p{Extended_Pictographic}/u.test(icon);
}
