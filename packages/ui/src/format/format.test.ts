import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  accountKindLabel,
  accountMaskText,
  accountNameWithMask,
  calendarDay,
  formatCredits,
  formatDate,
  formatDateTime,
  formatDayHeading,
  formatDuration,
  formatPercent,
  formatSignedCredits,
  formatUsd,
  formatUsdFromCents,
  relativeDate,
  taskIdSuffix,
  truncate,
} from './format';

// Dates are built from local components (new Date(y, m, d, h, min)) or from instants plus offsets,
// so every expectation holds in any TZ. June avoids daylight-saving changes inside the windows.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const now = new Date(2025, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatUsd', () => {
  it.each([
    [1234.56, '$1,234.56'],
    [0, '$0.00'],
    [3, '$3.00'],
    [14, '$14.00'],
    [0.5, '$0.50'],
    [1234567.891, '$1,234,567.89'],
    [-12, '-$12.00'],
    [-1234.5, '-$1,234.50'],
    [0.005, '$0.01'],
    [-0.004, '$0.00'],
    [-0, '$0.00'],
  ])('%d -> %s', (amount, expected) => {
    expect(formatUsd(amount)).toBe(expected);
  });

  it('gives the empty value for NaN and infinities', () => {
    expect(formatUsd(Number.NaN)).toBe(EMPTY_VALUE);
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe(EMPTY_VALUE);
  });
});

describe('formatUsdFromCents', () => {
  it.each([
    [123456, '$1,234.56'],
    [300, '$3.00'],
    [1, '$0.01'],
    [0, '$0.00'],
    [-1200, '-$12.00'],
  ])('%d cents -> %s', (cents, expected) => {
    expect(formatUsdFromCents(cents)).toBe(expected);
  });

  it('gives the empty value for NaN', () => {
    expect(formatUsdFromCents(Number.NaN)).toBe(EMPTY_VALUE);
  });
});

describe('formatCredits (product 9: shown rounded)', () => {
  it.each([
    [2.6, '3'],
    [2.4, '2'],
    [2.5, '3'],
    [3, '3'],
    [0, '0'],
    [0.4, '0'],
    [-0.4, '0'],
    [-2.5, '-3'],
    [1234, '1,234'],
    [1234.5, '1,235'],
  ])('%d -> %s', (credits, expected) => {
    expect(formatCredits(credits)).toBe(expected);
  });

  it('gives the empty value for NaN', () => {
    expect(formatCredits(Number.NaN)).toBe(EMPTY_VALUE);
  });
});

describe('formatSignedCredits', () => {
  it.each([
    [3, '+3'],
    [-2, '-2'],
    [0, '0'],
    [2.6, '+3'],
    [-2.6, '-3'],
    [0.2, '0'],
    [-0.2, '0'],
    [1500, '+1,500'],
    [-1500, '-1,500'],
  ])('%d -> %s', (credits, expected) => {
    expect(formatSignedCredits(credits)).toBe(expected);
  });

  it('gives the empty value for NaN', () => {
    expect(formatSignedCredits(Number.NaN)).toBe(EMPTY_VALUE);
  });
});

describe('relativeDate (product 9)', () => {
  it.each([
    ['0s', 0, 'Just now'],
    ['59m 59s', 59 * MINUTE + 59 * SECOND, 'Just now'],
    ['59m 59.999s', HOUR - 1, 'Just now'],
    ['exactly 1h', HOUR, '1h ago'],
    ['1h 59m', HOUR + 59 * MINUTE, '1h ago'],
    ['5h 30m', 5 * HOUR + 30 * MINUTE, '5h ago'],
    ['23h 59m', 23 * HOUR + 59 * MINUTE, '23h ago'],
    ['23h 59m 59.999s', 24 * HOUR - 1, '23h ago'],
    ['exactly 24h', 24 * HOUR, 'Yesterday'],
    ['36h', 36 * HOUR, 'Yesterday'],
    ['47h 59m', 47 * HOUR + 59 * MINUTE, 'Yesterday'],
    ['47h 59m 59.999s', 48 * HOUR - 1, 'Yesterday'],
  ])('%s ago -> %s', (_label, elapsed, expected) => {
    expect(relativeDate(ago(elapsed), now)).toBe(expected);
  });

  it('shows the short month and day from 48 hours on', () => {
    expect(relativeDate(ago(48 * HOUR), now)).toBe('Jun 13');
    expect(relativeDate(new Date(2025, 2, 4, 9, 30), now)).toBe('Mar 4');
    expect(relativeDate(new Date(2024, 11, 25, 18, 0), now)).toBe('Dec 25');
  });

  it('treats future dates (clock skew) as just now', () => {
    expect(relativeDate(new Date(now.getTime() + SECOND), now)).toBe('Just now');
    expect(relativeDate(new Date(now.getTime() + 3 * 24 * HOUR), now)).toBe('Just now');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    const reference = Date.UTC(2025, 5, 15, 12, 0, 0);
    expect(relativeDate('2025-06-15T07:00:00Z', reference)).toBe('5h ago');
    expect(relativeDate(reference - 30 * MINUTE, new Date(reference))).toBe('Just now');
    expect(relativeDate('2025-03-04T12:00:00Z', reference, { timeZone: 'UTC' })).toBe('Mar 4');
  });

  it('uses the given time zone for the calendar date', () => {
    const instant = '2025-03-04T02:00:00Z';
    const later = Date.UTC(2025, 5, 15);
    expect(relativeDate(instant, later, { timeZone: 'UTC' })).toBe('Mar 4');
    expect(relativeDate(instant, later, { timeZone: 'America/Los_Angeles' })).toBe('Mar 3');
  });

  it('gives the empty value for an invalid date', () => {
    expect(relativeDate('not a date', now)).toBe(EMPTY_VALUE);
    expect(relativeDate(now, 'not a date')).toBe(EMPTY_VALUE);
  });
});

describe('formatDate and formatDateTime', () => {
  it('formats local dates in en-US', () => {
    const date = new Date(2025, 2, 4, 15, 7);
    expect(formatDate(date)).toBe('Mar 4, 2025');
    expect(formatDateTime(date)).toBe('Mar 4, 2025, 3:07 PM');
    expect(formatDateTime(new Date(2025, 0, 1, 0, 5))).toBe('Jan 1, 2025, 12:05 AM');
  });

  it('formats instants in a given time zone', () => {
    expect(formatDate('2025-03-04T02:00:00Z', { timeZone: 'UTC' })).toBe('Mar 4, 2025');
    expect(formatDate('2025-03-04T02:00:00Z', { timeZone: 'America/New_York' })).toBe('Mar 3, 2025');
    expect(formatDateTime('2025-03-04T15:07:00Z', { timeZone: 'UTC' })).toBe('Mar 4, 2025, 3:07 PM');
  });

  it('uses plain spaces only', () => {
    expect(formatDateTime(new Date(2025, 2, 4, 15, 7))).not.toMatch(/[\u202f\u00a0]/);
  });

  it('gives the empty value for an invalid date', () => {
    expect(formatDate('nope')).toBe(EMPTY_VALUE);
    expect(formatDateTime(Number.NaN)).toBe(EMPTY_VALUE);
  });
});

describe('calendarDay and formatDayHeading (a list grouped by date)', () => {
  it("gives the calendar day of an instant in the viewer's zone or a given one", () => {
    expect(calendarDay(new Date(2025, 5, 15, 0, 30))).toBe('2025-06-15');
    expect(calendarDay(new Date(2025, 5, 15, 23, 30))).toBe('2025-06-15');
    expect(calendarDay('2025-06-15T02:00:00Z', { timeZone: 'America/New_York' })).toBe('2025-06-14');
    expect(calendarDay('2025-06-15T02:00:00Z', { timeZone: 'UTC' })).toBe('2025-06-15');
    expect(calendarDay('not a date')).toBe(EMPTY_VALUE);
  });

  it('says Today and Yesterday, then the weekday and date, and the year only when it differs', () => {
    expect(formatDayHeading('2026-11-23', '2026-11-23')).toBe('Today');
    expect(formatDayHeading('2026-11-22', '2026-11-23')).toBe('Yesterday');
    expect(formatDayHeading('2026-11-21', '2026-11-23')).toBe('Sat, Nov 21');
    expect(formatDayHeading('2026-03-01', '2026-03-02')).toBe('Yesterday');
    expect(formatDayHeading('2025-12-31', '2026-01-01')).toBe('Yesterday');
    expect(formatDayHeading('2025-12-30', '2026-01-01')).toBe('Tue, Dec 30, 2025');
    // A date after today (a bank's pending date, clock skew) is named, not called Today.
    expect(formatDayHeading('2026-11-24', '2026-11-23')).toBe('Tue, Nov 24');
  });

  it('does not move across a daylight-saving change', () => {
    expect(formatDayHeading('2026-03-08', '2026-03-09')).toBe('Yesterday');
    expect(formatDayHeading('2026-11-01', '2026-11-02')).toBe('Yesterday');
  });

  it('refuses what is not a calendar day', () => {
    expect(formatDayHeading('2026-11-23T10:00:00Z', '2026-11-23')).toBe(EMPTY_VALUE);
    expect(formatDayHeading('2026-02-31', '2026-03-01')).toBe(EMPTY_VALUE);
    expect(formatDayHeading('yesterday', '2026-11-23')).toBe(EMPTY_VALUE);
  });
});

describe('formatDuration (minutes and seconds, seconds not padded)', () => {
  it.each([
    [0, 'Under 1s'],
    [480, 'Under 1s'],
    [999, 'Under 1s'],
    [1000, '0m 1s'],
    [1499, '0m 1s'],
    [45 * SECOND, '0m 45s'],
    [59 * SECOND, '0m 59s'],
    [60 * SECOND, '1m 0s'],
    [125 * SECOND, '2m 5s'],
    [125 * SECOND + 400, '2m 5s'],
    [59 * MINUTE + 59 * SECOND + 600, '60m 0s'],
    [62 * MINUTE + 5 * SECOND, '62m 5s'],
    [-5 * SECOND, 'Under 1s'],
  ])('%d ms -> %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });

  it('gives the empty value for NaN', () => {
    expect(formatDuration(Number.NaN)).toBe(EMPTY_VALUE);
  });
});

describe('formatPercent (input in percent, 0-100)', () => {
  it.each([
    [25.6, undefined, '25.6%'],
    [25, undefined, '25%'],
    [25.64, undefined, '25.6%'],
    [0, undefined, '0%'],
    [100, undefined, '100%'],
    [7.5, 0, '8%'],
    [12.345, 2, '12.35%'],
    [-3.2, undefined, '-3.2%'],
    [-0.01, undefined, '0%'],
    [1250, undefined, '1,250%'],
  ])('%d (max %s digits) -> %s', (value, digits, expected) => {
    expect(formatPercent(value, digits === undefined ? {} : { maximumFractionDigits: digits })).toBe(expected);
  });

  it('gives the empty value for NaN', () => {
    expect(formatPercent(Number.NaN)).toBe(EMPTY_VALUE);
  });
});

describe('id suffixes (product 9)', () => {
  it('keeps the last 8 characters of a task id', () => {
    expect(taskIdSuffix('3f2a9c1e-7b4d-4e21-9a6f-0c8d2b7e51aa')).toBe('2b7e51aa');
    expect(taskIdSuffix('12345678')).toBe('12345678');
    expect(taskIdSuffix('abc')).toBe('abc');
    expect(taskIdSuffix('')).toBe('');
  });
});

describe('truncate', () => {
  const eighty = 'x'.repeat(80);

  it('keeps text at or under the limit as it is', () => {
    expect(truncate('Short description', 80)).toBe('Short description');
    expect(truncate(eighty, 80)).toBe(eighty);
    expect(truncate('', 80)).toBe('');
  });

  it('cuts longer text to the limit, ellipsis included', () => {
    const result = truncate(`${eighty}y`, 80);
    expect(result).toBe(`${'x'.repeat(79)}…`);
    expect(Array.from(result)).toHaveLength(80);
  });

  it('drops trailing spaces before the ellipsis', () => {
    expect(truncate('Spending by category is   higher this month', 13)).toBe('Spending by…');
  });

  it('never splits an emoji', () => {
    expect(truncate('Savings 💰💰💰 found', 10)).toBe('Savings 💰…');
  });

  it('handles tiny limits', () => {
    expect(truncate('abc', 1)).toBe('…');
    expect(truncate('abc', 0)).toBe('');
  });
});

describe('account labels (ADR 0016)', () => {
  it('names the kind of account as people do, never type/subtype', () => {
    expect(accountKindLabel({ type: 'depository', subtype: 'checking' })).toBe('Checking');
    expect(accountKindLabel({ type: 'credit', subtype: 'credit card' })).toBe('Credit card');
    expect(accountKindLabel({ type: 'loan', subtype: 'student' })).toBe('Student loan');
    expect(accountKindLabel({ type: 'investment', subtype: '401k' })).toBe('401(k)');
    expect(accountKindLabel({ type: 'depository', subtype: 'club' })).toBe('Club');
    expect(accountKindLabel({ type: 'credit', subtype: null })).toBe('Credit card');
    expect(accountKindLabel({ type: 'depository', subtype: null })).toBe('Bank account');
    expect(accountKindLabel({ type: 'crypto' })).toBe('Crypto');
  });

  it("shows the bank's mask, or nothing", () => {
    expect(accountMaskText('1694')).toBe('••1694');
    expect(accountMaskText(null)).toBe('');
    expect(accountNameWithMask({ name: 'Everyday Checking', mask: '1694' })).toBe('Everyday Checking ••1694');
    expect(accountNameWithMask({ name: 'Everyday Checking', mask: undefined })).toBe('Everyday Checking');
  });
});
