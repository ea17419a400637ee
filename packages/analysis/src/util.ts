/**
 * Small numeric and calendar helpers shared by every analysis. Dates are handled as UTC day
 * numbers (days since 1970-01-01) so that windows, intervals and weekdays never depend on the
 * machine's time zone or clock: the only "today" is the `now` an analysis is given.
 */

const MS_PER_DAY = 86_400_000;

/** Rounds a ratio or a confidence to two decimals. Never money: money is integer cents (money.ts). */
export function hundredths(value: number): number {
  // eslint-disable-next-line no-restricted-syntax -- a ratio or a probability, not money
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Rounds a share to one decimal. */
function round1(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10;
}

/** Clamps a value into [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** `part` as a percentage of `whole`, one decimal, 0 when whole is 0, always within 0-100. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0 || part <= 0) return 0;
  return clamp(round1((part / whole) * 100), 0, 100);
}

/** Days from 1970-01-01 to the first of each month of a non-leap year (index 0 = January). */
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334] as const;

/** The value of the ASCII digit at `index`, or -1 when it is not a digit. */
function digitAt(text: string, index: number): number {
  const code = text.charCodeAt(index) - 48;
  return code >= 0 && code <= 9 ? code : -1;
}

/**
 * Day number of a `YYYY-MM-DD` date. A well-formed date (four-digit year, month 01-12, day 01-31)
 * is read digit by digit, with no allocation and no lookup: every transaction's date passes here once
 * per run. A day past its month's end rolls into the next month, as `Date.UTC` rolls it. Anything else
 * goes through `Date.UTC` as written.
 */
export function dayOf(isoDate: string): number {
  if (isoDate.length === 10 && isoDate.charCodeAt(4) === 45 && isoDate.charCodeAt(7) === 45) {
    const y0 = digitAt(isoDate, 0);
    const y1 = digitAt(isoDate, 1);
    const y2 = digitAt(isoDate, 2);
    const y3 = digitAt(isoDate, 3);
    const m0 = digitAt(isoDate, 5);
    const m1 = digitAt(isoDate, 6);
    const d0 = digitAt(isoDate, 8);
    const d1 = digitAt(isoDate, 9);
    if ((y0 | y1 | y2 | y3 | m0 | m1 | d0 | d1) >= 0) {
      const y = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
      const m = m0 * 10 + m1;
      const d = d0 * 10 + d1;
      // Years before 100 are left to Date.UTC, which reads them as 19xx.
      if (y >= 100 && m >= 1 && m <= 12 && d >= 1 && d <= 31) {
        // Leap days before this year, counted from 1970 (proleptic Gregorian, as Date.UTC counts).
        const before = y - 1;
        const leaps = Math.floor(before / 4) - Math.floor(before / 100) + Math.floor(before / 400) - 477;
        const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
        return (y - 1970) * 365 + leaps + (DAYS_BEFORE_MONTH[m - 1] ?? 0) + (leap && m > 2 ? 1 : 0) + d - 1;
      }
    }
  }
  return (
    Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / MS_PER_DAY
  );
}

/** `YYYY-MM-DD` of a day number. */
export function isoOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

const MEDIUM_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A `YYYY-MM-DD` date for narrative text, in the one format the app shows dates in: 'Jul 26, 2026'.
 * Anything that is not such a date is returned as given.
 */
export function dateText(isoDate: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? MEDIUM_DATE.format(dayOf(isoDate) * MS_PER_DAY) : isoDate;
}

/** Day number of an instant, in UTC. */
export function dayOfDate(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Adds calendar months to a day, clamping the day of month (Jan 31 + 1 month = Feb 28/29). */
export function addMonthsToDay(day: number, months: number): number {
  const date = new Date(day * MS_PER_DAY);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const d = date.getUTCDate();
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d, last)) / MS_PER_DAY;
}

const monthCache = new Map<number, string>();

/** `YYYY-MM` of a day number (memoised: a ledger has a few hundred distinct days). */
export function monthOfDay(day: number): string {
  let month = monthCache.get(day);
  if (month === undefined) {
    month = isoOfDay(day).slice(0, 7);
    if (monthCache.size > 100_000) monthCache.clear();
    monthCache.set(day, month);
  }
  return month;
}

/** Every `YYYY-MM` from the month of `fromDay` to the month of `toDay`, inclusive. */
export function monthsBetween(fromDay: number, toDay: number): string[] {
  const months: string[] = [];
  if (toDay < fromDay) return months;
  const start = new Date(fromDay * MS_PER_DAY);
  const end = new Date(toDay * MS_PER_DAY);
  let y = start.getUTCFullYear();
  let m = start.getUTCMonth();
  while (y < end.getUTCFullYear() || (y === end.getUTCFullYear() && m <= end.getUTCMonth())) {
    months.push(`${y}-${String(m + 1).padStart(2, '0')}`);
    m += 1;
    if (m === 12) {
      m = 0;
      y += 1;
    }
  }
  return months;
}

/** Lists up to this long are sorted by insertion into a plain array; longer ones as a Float64Array. */
const SHORT_SORT = 48;

/**
 * An ascending copy of `values`, ordered as a Float64Array sorts them. A short list without zeros
 * or NaN (where -0, +0 and NaN would need the typed array's order) is sorted by insertion, with no
 * typed array allocated: medians are taken of many short lists (a merchant's charges, a stream's
 * intervals).
 */
export function sortedCopy(values: readonly number[]): ArrayLike<number> {
  const n = values.length;
  if (n <= SHORT_SORT) {
    const out: number[] = new Array<number>(n);
    let plain = true;
    for (let i = 0; i < n; i += 1) {
      const v = values[i] as number;
      if (v === 0 || v !== v) {
        plain = false;
        break;
      }
      let j = i - 1;
      while (j >= 0 && (out[j] as number) > v) {
        out[j + 1] = out[j] as number;
        j -= 1;
      }
      out[j + 1] = v;
    }
    if (plain) return out;
  }
  return new Float64Array(values).sort();
}

/** Median of a list (0 for an empty list). Does not modify the input. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = sortedCopy(values);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Arithmetic mean (0 for an empty list). */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** The q-quantile (0-1) by linear interpolation on a sorted copy (0 for an empty list). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = sortedCopy(values);
  const pos = clamp(q, 0, 1) * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] ?? 0;
  const b = sorted[hi] ?? a;
  return a + (b - a) * (pos - lo);
}

/** Groups items by a key, keeping insertion order. */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * Groups items by a pair of keys, in the order each pair first occurs: `groupBy` on the two keys
 * joined, without building a string key per item.
 */
export function groupByPair<T, A, B>(items: Iterable<T>, firstOf: (item: T) => A, secondOf: (item: T) => B): T[][] {
  const index = new Map<A, Map<B, T[]>>();
  const groups: T[][] = [];
  for (const item of items) {
    const first = firstOf(item);
    let inner = index.get(first);
    if (inner === undefined) {
      inner = new Map();
      index.set(first, inner);
    }
    const second = secondOf(item);
    const list = inner.get(second);
    if (list) list.push(item);
    else {
      const created = [item];
      inner.set(second, created);
      groups.push(created);
    }
  }
  return groups;
}

/** A stable slug for ids: lower case, alphanumerics and underscores. */
export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'item'
  );
}
