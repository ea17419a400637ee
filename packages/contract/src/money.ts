/**
 * Money as people type it (ADR 0016): '$65,000.00', '65,000.50', '65000', ' $ 1,234 '. One parser for
 * every money input, so a pasted amount is either read exactly or refused with a message saying why,
 * and never silently changed (stripping everything but digits turned '$65,000.00' into 6,500,000).
 */

/** Why an amount was refused. */
export const MONEY_FORMAT_MESSAGE = 'Enter an amount in dollars, such as 65,000 or 65,000.50';
export const MONEY_NEGATIVE_MESSAGE = 'Enter an amount of zero or more';
export const MONEY_WHOLE_DOLLARS_MESSAGE = 'Enter whole dollars, without cents, such as 65,000';
export const MONEY_TOO_LARGE_MESSAGE = 'Enter an amount below $1,000,000,000';

/** The largest amount accepted: far above any income, and exact as a JavaScript number in cents. */
export const MONEY_MAX = 999_999_999.99;

export type MoneyParse =
  /** Nothing was typed (the field is optional where this is allowed). */
  | { readonly kind: 'empty' }
  /** The amount in dollars, exact to the cent. */
  | { readonly kind: 'amount'; readonly value: number }
  | { readonly kind: 'invalid'; readonly message: string };

export interface MoneyParseOptions {
  /** Refuse a non-zero cents part ('65,000.00' is still 65000); for fields the server takes as integers. */
  readonly wholeDollars?: boolean;
}

// An optional '$' (or 'USD'), then digits either plain or grouped by commas in threes, then up to
// two decimals. '65,00' and '65.000' are refused: they read as decimals in other locales.
const AMOUNT =
  /^(?<minus>-)?\s*(?:\$|usd)?\s*(?<minus2>-)?\s*(?<whole>\d{1,3}(?:,\d{3})+|\d+)?(?:\.(?<cents>\d{1,2}))?\s*(?:usd)?$/i;

/** Reads a typed amount of US dollars. */
export function parseMoney(text: string, options: MoneyParseOptions = {}): MoneyParse {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = AMOUNT.exec(trimmed);
  const groups = match?.groups;
  if (groups === undefined || (groups.whole === undefined && groups.cents === undefined)) {
    return { kind: 'invalid', message: MONEY_FORMAT_MESSAGE };
  }
  if (groups.minus !== undefined || groups.minus2 !== undefined)
    return { kind: 'invalid', message: MONEY_NEGATIVE_MESSAGE };
  const whole = Number((groups.whole ?? '0').replace(/,/g, ''));
  const cents = Number((groups.cents ?? '0').padEnd(2, '0'));
  if (options.wholeDollars && cents !== 0) return { kind: 'invalid', message: MONEY_WHOLE_DOLLARS_MESSAGE };
  const value = (whole * 100 + cents) / 100;
  if (value > MONEY_MAX) return { kind: 'invalid', message: MONEY_TOO_LARGE_MESSAGE };
  return { kind: 'amount', value };
}

/** The message of a refused amount, or undefined when it was read (or left empty). */
export function moneyError(text: string, options: MoneyParseOptions = {}): string | undefined {
  const parsed = parseMoney(text, options);
  return parsed.kind === 'invalid' ? parsed.message : undefined;
}
