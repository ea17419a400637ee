import { isOverBudget } from '@ledgerlight/contract';

/**
 * How the budget result ranks its categories: a result of the analysis engine holds up to
 * nineteen, most of them small. The few that matter (meaningful overruns and the largest) are shown
 * first, the rest are folded away, and the chart draws the largest with everything else in one bar.
 * All pure.
 */

/** What ranking needs of a category (BudgetCategoryView has more). */
export interface RankedCategory {
  name: string;
  /** Monthly. */
  currentSpending: number;
  /** Monthly. */
  suggestedBudget: number;
  /** currentSpending - suggestedBudget: positive is over the suggested budget. */
  variance: number;
}

/** The largest categories always shown first, whether over budget or not. */
const LARGEST_SHOWN = 3;
/** At most this many categories are shown before 'Other categories'. */
const FEATURED_MAX = 6;
/** The chart draws this many categories by spending; the rest share one 'Everything else' bar. */
const CHART_TOP = 8;
/** The label of the chart's bar for the categories beyond the top ones (with their count in the table). */
const EVERYTHING_ELSE = 'Everything else';
/** Its axis label: short enough for the last slot of a phone's axis, whose labels take two slots each. */
const EVERYTHING_ELSE_SHORT = 'Others';

/** Whether a category is over its suggested budget by enough to flag: the contract's one rule. */
export function isMeaningfulOverrun(category: RankedCategory): boolean {
  return isOverBudget(category);
}

const bySpending = <T extends RankedCategory>(a: T, b: T): number => b.currentSpending - a.currentSpending;

/**
 * The categories that matter first (the meaningful overruns, largest overrun first, then the
 * largest by spending: at least three of those, at most six in all) and the others by spending.
 */
export function rankBudgetCategories<T extends RankedCategory>(
  categories: readonly T[],
): { featured: T[]; others: T[]; overruns: number } {
  const overruns = categories.filter(isMeaningfulOverrun).sort((a, b) => b.variance - a.variance);
  const largest = [...categories].sort(bySpending);
  const featured: T[] = [];
  const add = (category: T) => {
    if (featured.length < FEATURED_MAX && !featured.includes(category)) featured.push(category);
  };
  // Room is kept for the largest: an account with many overruns still sees where its money goes.
  for (const category of overruns.slice(0, FEATURED_MAX - LARGEST_SHOWN)) add(category);
  for (const category of largest.slice(0, LARGEST_SHOWN)) add(category);
  for (const category of overruns) add(category);
  const others = largest.filter((category) => !featured.includes(category));
  return { featured, others, overruns: overruns.length };
}

/** One bar group of the budget chart. */
export interface BudgetChartBar {
  label: string;
  shortLabel?: string;
  current: number;
  suggested: number;
}

/**
 * The chart's bars: every category by spending when there are at most nine, else the eight largest
 * and one 'Everything else' bar holding the sums of the rest (named with their count in the table).
 */
export function budgetChartBars(categories: readonly RankedCategory[]): BudgetChartBar[] {
  const sorted = [...categories].sort(bySpending);
  const bar = (category: RankedCategory): BudgetChartBar => ({
    label: category.name,
    current: category.currentSpending,
    suggested: category.suggestedBudget,
  });
  if (sorted.length <= CHART_TOP + 1) return sorted.map(bar);
  const rest = sorted.slice(CHART_TOP);
  const sum = (pick: (category: RankedCategory) => number) =>
    Math.round(rest.reduce((total, category) => total + pick(category), 0) * 100) / 100;
  return [
    ...sorted.slice(0, CHART_TOP).map(bar),
    {
      label: `${EVERYTHING_ELSE} (${rest.length} categories)`,
      shortLabel: EVERYTHING_ELSE_SHORT,
      current: sum((category) => category.currentSpending),
      suggested: sum((category) => category.suggestedBudget),
    },
  ];
}
