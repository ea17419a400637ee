/**
 * Money inside the engine is integer cents (ADR 0041). A contract Transaction's `amount` (dollars,
 * Plaid's sign) becomes cents once, where the ledger reads it (`toCents`, ledger.ts); a result leaves
 * in dollars once, where it is shaped as the contract's schema (`dollarsOf`). Between the two, sums,
 * medians, bands and thresholds work on cents, so a year of $0.10 and $0.20 charges sums exactly.
 *
 * `Cents` is a branded number: an amount that is known to be whole cents. Only `toCents` (from
 * dollars) and `wholeCents` (from a computed figure: an average, a share, a monthly rate) make one,
 * and `dollarsOf` and `usd` take nothing else, so a dollar figure, or a figure with fractions of a
 * cent, cannot leave the engine or reach narrative text without passing the one rounding point.
 * Arithmetic on cents gives a plain number (a sum of cents, a monthly average of them): it is still
 * in cents, and becomes `Cents` again through `wholeCents` when it is stored or shown.
 */

export type Cents = number & { readonly __unit: 'cents' };

/** A dollar amount (a contract Transaction's, an option's, a dollar threshold) in whole cents. */
export function toCents(dollars: number): Cents {
  return Math.round(dollars * 100) as Cents;
}

/**
 * The one rounding point of computed money: a figure in cents (a sum, an average, a share of one, a
 * monthly rate) to whole cents, a half cent up (as `Math.round`).
 */
export function wholeCents(cents: number): Cents {
  return Math.round(cents) as Cents;
}

/** A figure in cents rounded to whole dollars (suggested budgets are whole dollars), still in cents. */
export function wholeDollarCents(cents: number): Cents {
  return (Math.round(cents / 100) * 100) as Cents;
}

/** Whole cents as the contract's dollars: the one conversion of money leaving the engine. */
export function dollarsOf(cents: Cents): number {
  return cents / 100;
}

// One formatter each, made once: toLocaleString builds a new one on every call, which made money
// formatting the largest single cost of a run at 5k transactions.
const CENTS_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE_FORMAT = new Intl.NumberFormat('en-US');

/** `$1,234.56` for narrative text, from whole cents. */
export function usd(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${CENTS_FORMAT.format(Math.abs(cents) / 100)}`;
}

/**
 * `$1,235` (whole dollars) for narrative text, from a figure in cents. It rounds once, to the dollar,
 * so it takes the figure as computed (a monthly average keeps its fractions of a cent until here).
 */
export function usd0(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${WHOLE_FORMAT.format(Math.round(Math.abs(cents) / 100))}`;
}
