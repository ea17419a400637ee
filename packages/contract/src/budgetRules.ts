/**
 * When a budget category counts as over its suggested budget: one rule for the engine's insights,
 * the result lists' one-line headline and the budget page's summary, so that '3 categories over
 * budget' in a list is '3 of 17' on the page (ADR 0031, one fact per figure).
 */

/** An overrun below this many dollars a month is not worth a red flag. */
export const MEANINGFUL_OVERRUN_USD = 10;
/** Nor is one below this share of the suggested budget. */
export const MEANINGFUL_OVERRUN_SHARE = 0.1;

/** What the rule needs of a budget category. */
export interface BudgetVariance {
  /** Monthly. */
  readonly suggestedBudget: number;
  /** currentSpending - suggestedBudget: positive is over the suggested budget. */
  readonly variance: number;
}

/**
 * Whether a category is over its suggested budget by enough to flag: at least $10 a month and at
 * least a tenth of the budget ($6 over a $261 budget is not; $67 over $610 is).
 */
export function isOverBudget(category: BudgetVariance): boolean {
  return (
    category.variance >= MEANINGFUL_OVERRUN_USD &&
    category.variance >= category.suggestedBudget * MEANINGFUL_OVERRUN_SHARE
  );
}
