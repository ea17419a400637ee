/**
 * Display formatting for the whole product: money, credits, dates, durations, ids, text.
 * All pure, all en-US. Dates are shown in the viewer's time zone unless `timeZone` is given;
 * relative dates compare absolute instants, so they do not depend on the time zone at all.
 * Invalid or non-finite input gives EMPTY_VALUE rather than "NaN" or "Invalid Date".
 */

import { pluralNoun, TASK_ID_SUFFIX } from '@ledgerlight/contract';

export const LOCALE = 'en-US';

/** What a formatter returns for input it cannot format (NaN, Infinity, an invalid date). */
export const EMPTY_VALUE = '—';

export type DateInput = Date | string | number;

export interface TimeZoneOption {
  /** An IANA zone (e.g. 'UTC', 'America/New_York'); the viewer's zone when absent. */
  timeZone?: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const usd = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Recent ICU puts a narrow no-break space before AM/PM; plain spaces read and test the same everywhere. */
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/** Rounds half away from zero (2.5 -> 3, -2.5 -> -3) and never returns -0. */
function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** US dollars with cents: 1234.56 -> '$1,234.56', -12 -> '-$12.00'. Amounts that round to zero are '$0.00'. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return EMPTY_VALUE;
  const cents = roundHalfAwayFromZero(amount * 100);
  return usd.format(cents / 100);
}

/** US dollars from integer cents: 123456 -> '$1,234.56'. */
export function formatUsdFromCents(cents: number): string {
  if (!Number.isFinite(cents)) return EMPTY_VALUE;
  return formatUsd(cents / 100);
}

/** Credits, rounded (product 9 "Credits shown rounded"): 2.6 -> '3', 1234 -> '1,234'. */
export function formatCredits(credits: number): string {
  if (!Number.isFinite(credits)) return EMPTY_VALUE;
  return integer.format(roundHalfAwayFromZero(credits));
}

/**
 * A credit amount with its noun under plural rules: '1 credit', '3 credits', '1,200
 * credits'. Rounded like formatCredits. Every credit amount in a sentence goes through this.
 */
export function formatCreditCount(credits: number): string {
  if (!Number.isFinite(credits)) return EMPTY_VALUE;
  const rounded = roundHalfAwayFromZero(credits);
  return `${integer.format(rounded)} ${pluralNoun(rounded, 'credit', 'credits')}`;
}

/** A credit change with its sign: 3 -> '+3', -2 -> '-2', 0 -> '0'. Rounded like formatCredits. */
export function formatSignedCredits(credits: number): string {
  if (!Number.isFinite(credits)) return EMPTY_VALUE;
  const rounded = roundHalfAwayFromZero(credits);
  if (rounded > 0) return `+${integer.format(rounded)}`;
  if (rounded < 0) return `-${integer.format(-rounded)}`;
  return '0';
}

/**
 * When something happened, relative to `now` (product 9): under 1 hour 'Just now'; under 24 hours
 * 'Nh ago' (whole hours, rounded down); under 48 hours 'Yesterday'; otherwise the short month and
 * day ('Mar 4'). Dates in the future (clock skew) are 'Just now'.
 */
export function relativeDate(date: DateInput, now: DateInput = Date.now(), options: TimeZoneOption = {}): string {
  const then = toDate(date);
  const reference = toDate(now);
  if (!then || !reference) return EMPTY_VALUE;
  const elapsed = reference.getTime() - then.getTime();
  if (elapsed < HOUR) return 'Just now';
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 2 * DAY) return 'Yesterday';
  return new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', timeZone: options.timeZone }).format(then);
}

/** A date: 'Mar 4, 2025'. */
export function formatDate(date: DateInput, options: TimeZoneOption = {}): string {
  const value = toDate(date);
  if (!value) return EMPTY_VALUE;
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: options.timeZone }).format(value);
}

/** The calendar day an instant falls on, 'YYYY-MM-DD', in the viewer's zone unless `timeZone` is given. */
export function calendarDay(date: DateInput, options: TimeZoneOption = {}): string {
  const value = toDate(date);
  if (!value) return EMPTY_VALUE;
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: options.timeZone,
  }).format(value);
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day ('YYYY-MM-DD') as a list's date heading, against the viewer's `today` (also
 * 'YYYY-MM-DD'): 'Today', 'Yesterday', then 'Mon, Nov 23', with the year when it is not today's
 * year ('Sun, Nov 23, 2025'). Calendar days are not instants: no time zone moves them.
 */
export function formatDayHeading(day: string, today: string): string {
  if (!CALENDAR_DAY.test(day) || !CALENDAR_DAY.test(today)) return EMPTY_VALUE;
  const value = toDate(`${day}T00:00:00Z`);
  const reference = toDate(`${today}T00:00:00Z`);
  // A day that does not exist ('2026-02-31') would roll over into the next month.
  if (!value || !reference || value.toISOString().slice(0, 10) !== day) return EMPTY_VALUE;
  const days = Math.round((reference.getTime() - value.getTime()) / DAY);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat(LOCALE, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(value);
}

/** A date and time: 'Mar 4, 2025, 3:07 PM' (plain spaces). */
export function formatDateTime(date: DateInput, options: TimeZoneOption = {}): string {
  const value = toDate(date);
  if (!value) return EMPTY_VALUE;
  return plainSpaces(
    new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: options.timeZone }).format(
      value,
    ),
  );
}

/**
 * A duration as minutes and seconds (product 2 result detail), seconds not zero-padded:
 * 125000 -> '2m 5s', 45000 -> '0m 45s', 3725000 -> '62m 5s'. Rounded to the nearest second.
 * Under a second (negative counts as 0) reads 'Under 1s': '0m 0s' would say the run did nothing.
 */
export function formatDuration(milliseconds: number): string {
  if (!Number.isFinite(milliseconds)) return EMPTY_VALUE;
  if (milliseconds < 1000) return 'Under 1s';
  const totalSeconds = Math.round(Math.max(0, milliseconds) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}m ${seconds}s`;
}

export interface PercentOptions {
  /** Most digits after the point; 1 by default (25.64 -> '25.6%', 25 -> '25%'). */
  maximumFractionDigits?: number;
}

/** A percentage given in percent (0-100, as the contract's percent fields): 25.6 -> '25.6%'. */
export function formatPercent(percent: number, options: PercentOptions = {}): string {
  if (!Number.isFinite(percent)) return EMPTY_VALUE;
  return new Intl.NumberFormat(LOCALE, {
    style: 'percent',
    maximumFractionDigits: options.maximumFractionDigits ?? 1,
    // No sign on a value that rounds to zero ('0%', not '-0%').
    signDisplay: 'negative',
  }).format(percent / 100);
}

/** The last TASK_ID_SUFFIX (8) characters of a task id (product 9), shown after 'Analysis #'. */
export function taskIdSuffix(id: string): string {
  return id.slice(-TASK_ID_SUFFIX);
}

/**
 * At most `max` characters, ending in a single '…' when cut (the ellipsis counts towards `max`),
 * with trailing spaces before the ellipsis removed. Counts code points, so emoji are never split.
 * Past-result descriptions use max 80 (product 2).
 */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  if (max <= 0) return '';
  if (max === 1) return '…';
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** Plaid account subtypes as people name them; other subtypes are capitalised. */
const ACCOUNT_SUBTYPE_LABELS: Readonly<Record<string, string>> = {
  checking: 'Checking',
  savings: 'Savings',
  'money market': 'Money market',
  cd: 'CD',
  hsa: 'Health savings',
  'cash management': 'Cash management',
  prepaid: 'Prepaid card',
  paypal: 'PayPal',
  'credit card': 'Credit card',
  mortgage: 'Mortgage',
  student: 'Student loan',
  auto: 'Auto loan',
  'home equity': 'Home equity loan',
  'line of credit': 'Line of credit',
  brokerage: 'Brokerage',
  ira: 'IRA',
  roth: 'Roth IRA',
  '401k': '401(k)',
  '403b': '403(b)',
};

/** Plaid account types, when an account has no subtype. */
const ACCOUNT_TYPE_LABELS: Readonly<Record<string, string>> = {
  depository: 'Bank account',
  credit: 'Credit card',
  loan: 'Loan',
  investment: 'Investment',
  other: 'Account',
};

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * What kind of account it is, as people say it (ADR 0016): 'Checking', 'Credit card', 'Student
 * loan'; never Plaid's 'depository/checking'.
 */
export function accountKindLabel(account: { type: string; subtype?: string | null }): string {
  const subtype = account.subtype?.trim().toLowerCase();
  if (subtype) return ACCOUNT_SUBTYPE_LABELS[subtype] ?? capitalised(subtype);
  const type = account.type.trim().toLowerCase();
  return ACCOUNT_TYPE_LABELS[type] ?? (type ? capitalised(type) : (ACCOUNT_TYPE_LABELS.other ?? 'Account'));
}

/** The bank's mask as shown: '••1694'; '' when the bank gives none (never a piece of an internal id). */
export function accountMaskText(mask: string | null | undefined): string {
  return mask ? `••${mask}` : '';
}

/** 'Everyday Checking ••1694', or just the name when the bank gives no mask. */
export function accountNameWithMask(account: { name: string; mask?: string | null }): string {
  const mask = accountMaskText(account.mask);
  return mask ? `${account.name} ${mask}` : account.name;
}
