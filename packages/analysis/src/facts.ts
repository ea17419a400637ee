import { CATEGORY_INFO } from './categories';
import type { SpendingCategory } from './categories';
import { detectFraud } from './fraud';
import type { FraudFinding } from './fraud';
import { isSpending, spendingCents } from './ledger';
import type { Ledger, PreparedTransaction } from './ledger';
import { addMonthsToDay, dayOf } from './util';

/**
 * The facts of a run (ADR 0031, one fact per figure): monthly income, essential and discretionary
 * spending per whole month, and spending per category, computed once from the ledger's understood
 * transactions. Budget Builder, Discretionary Spending and Savings Finder read their figures from
 * here, so two agents run on the same accounts state the same income, the same split and the same
 * category totals, and a monthly chart's average is its headline.
 *
 * Money is in cents (ADR 0041). Totals are whole cents; a per-month average is a rate, kept as
 * computed (fractions of a cent included) so that the sum of the categories' rates is the rate of
 * their sum: each agent rounds it to whole cents (`wholeCents`) where it becomes a figure.
 */

export interface CategoryFacts {
  readonly category: SpendingCategory;
  /** Net spending (expenses minus refunds) per whole month, on average, in cents. */
  readonly monthlyCents: number;
  /** Net spending in each whole month, in whole cents. */
  readonly byMonthCents: ReadonlyMap<string, number>;
  /** The category's posted expenses inside the whole months, newest first. */
  readonly expenses: readonly PreparedTransaction[];
}

export interface RunFacts {
  /** The whole calendar months the figures average over, oldest first. */
  readonly months: readonly string[];
  /**
   * What the averages divide by: the number of whole months, or, when the data covers no whole
   * month, the months of history it does cover.
   */
  readonly monthCount: number;
  /** Income per month in cents: wages, payouts, interest and regular support, never own transfers. */
  readonly incomeMonthlyCents: number;
  readonly essentialMonthlyCents: number;
  readonly discretionaryMonthlyCents: number;
  /** essential + discretionary. */
  readonly spendingMonthlyCents: number;
  /** Discretionary spending in each whole month in whole cents (the discretionary chart). */
  readonly discretionaryByMonthCents: ReadonlyMap<string, number>;
  /** Categories with net spending, largest first. */
  readonly categories: readonly CategoryFacts[];
  /**
   * The discretionary part of each category with some, largest first: a category's charges the user
   * called essential (ADR 0040) are not in it, nor are a needs category's charges unless called wants.
   */
  readonly discretionaryCategories: readonly CategoryFacts[];
  /**
   * Charges that look like fraud (high or critical alerts): left out of the spending figures, since
   * money a thief took is not the household's spending.
   */
  readonly anomalies: readonly FraudFinding[];
}

/** Severities whose charges are taken out of spending. */
const EXCLUDED_SEVERITIES: ReadonlySet<string> = new Set(['HIGH', 'CRITICAL']);

/** The transactions a finding takes out of spending: a duplicate's second charge, every other kind's all. */
function excludedIds(findings: readonly FraudFinding[]): Set<string> {
  const out = new Set<string>();
  for (const f of findings) {
    if (!EXCLUDED_SEVERITIES.has(f.alert.severity)) continue;
    const ids = f.alert.type === 'duplicate_charge' ? f.transactionIds.slice(-1) : f.transactionIds;
    for (const id of ids) out.add(id);
  }
  return out;
}

/**
 * The window the shared monthly figures are computed over: the six months of product 9 that Budget
 * Builder, Recurring Expenses and Discretionary Spending read. Savings Finder reads twelve months
 * for its subscriptions, and these same six for its monthly figures.
 */
export const FACTS_WINDOW_MONTHS = 6;

/** Days of slack before a month counts as covered by the data (a history starting on the 3rd covers it). */
const COVERAGE_SLACK_DAYS = 3;
/** A history starting more than this many days into the window is a new account's. */
const NEW_HISTORY_DAYS = 45;

/**
 * The calendar months inside both the window and the data: a first month that the window or the
 * data enters after its start, and the current month, are partial and left out.
 */
function wholeMonthsOf(ledger: Ledger): string[] {
  // A history that starts well inside the window (a new account) covers only its own months.
  const firstDataDay = ledger.transactions[0]?.day ?? ledger.startDay;
  const from = firstDataDay - ledger.startDay > NEW_HISTORY_DAYS ? firstDataDay - COVERAGE_SLACK_DAYS : ledger.startDay;
  return ledger.months.filter((month) => {
    const first = dayOf(`${month}-01`);
    const last = addMonthsToDay(first, 1) - 1;
    return first >= from && last <= ledger.endDay;
  });
}

type CategoryTally = Map<
  SpendingCategory,
  { total: number; byMonth: Map<string, number>; expenses: PreparedTransaction[] }
>;

/** Adds a spending transaction to its category's running totals (whole cents). */
function tally(into: CategoryTally, t: PreparedTransaction, months: readonly string[]): void {
  let entry = into.get(t.category);
  if (!entry) {
    entry = { total: 0, byMonth: new Map(months.map((m) => [m, 0])), expenses: [] };
    into.set(t.category, entry);
  }
  const value = spendingCents(t);
  entry.total += value;
  entry.byMonth.set(t.month, (entry.byMonth.get(t.month) ?? 0) + value);
  if (t.kind === 'expense') entry.expenses.push(t);
}

/** The categories with net spending, in first-seen order (the order the totals are summed in). */
function categoryFactsOf(tallied: CategoryTally, monthCount: number): CategoryFacts[] {
  const out: CategoryFacts[] = [];
  for (const [category, entry] of tallied) {
    if (entry.total <= 0) continue;
    out.push({
      category,
      monthlyCents: entry.total / monthCount,
      byMonthCents: entry.byMonth,
      expenses: entry.expenses.reverse(),
    });
  }
  return out;
}

/** Largest first; ties by category name. */
const largestFirst = (a: CategoryFacts, b: CategoryFacts) =>
  b.monthlyCents - a.monthlyCents || a.category.localeCompare(b.category);

const cache = new WeakMap<Ledger, RunFacts>();

/** The facts of a ledger (memoised per ledger). Linear in the number of transactions. */
export function factsOf(ledger: Ledger): RunFacts {
  const hit = cache.get(ledger);
  if (hit) return hit;
  const whole = wholeMonthsOf(ledger);
  const inWhole = new Set(whole);
  // With no whole month of data, the partial history is all there is: average over what it covers.
  const useAll = whole.length === 0;
  const months = useAll ? [...ledger.months] : whole;
  const monthCount = useAll ? ledger.monthsCovered : whole.length;
  const anomalies = detectFraud(ledger);
  const excluded = excludedIds(anomalies);
  const counts = (t: PreparedTransaction) => (useAll || inWhole.has(t.month)) && !excluded.has(t.id);

  let income = 0;
  // All spending per category, and its needs and wants parts. A transaction is essential by its
  // category unless the user said otherwise of its merchant (PreparedTransaction.essential, ADR 0040):
  // only then are the parts tallied apart; otherwise they are the whole categories of each kind.
  const split = ledger.corrections !== undefined;
  const perCategory: CategoryTally = new Map();
  const needsPerCategory: CategoryTally = new Map();
  const wantsPerCategory: CategoryTally = new Map();
  for (const t of ledger.transactions) {
    if (!counts(t)) continue;
    if (t.kind === 'income' && !t.pending) {
      income += t.magnitudeCents;
      continue;
    }
    if (!isSpending(t)) continue;
    tally(perCategory, t, months);
    if (split) tally(t.essential ? needsPerCategory : wantsPerCategory, t, months);
  }

  const categories = categoryFactsOf(perCategory, monthCount);
  const needs = split
    ? categoryFactsOf(needsPerCategory, monthCount)
    : categories.filter((c) => CATEGORY_INFO[c.category].essential);
  const discretionaryCategories = split
    ? categoryFactsOf(wantsPerCategory, monthCount)
    : categories.filter((c) => !CATEGORY_INFO[c.category].essential);
  let essential = 0;
  let discretionary = 0;
  const discretionaryByMonth = new Map<string, number>(months.map((m) => [m, 0]));
  for (const entry of needs) essential += entry.monthlyCents;
  for (const entry of discretionaryCategories) {
    discretionary += entry.monthlyCents;
    for (const [m, v] of entry.byMonthCents) discretionaryByMonth.set(m, (discretionaryByMonth.get(m) ?? 0) + v);
  }
  categories.sort(largestFirst);
  discretionaryCategories.sort(largestFirst);
  const facts: RunFacts = {
    months,
    monthCount,
    incomeMonthlyCents: income / monthCount,
    essentialMonthlyCents: essential,
    discretionaryMonthlyCents: discretionary,
    spendingMonthlyCents: essential + discretionary,
    discretionaryByMonthCents: discretionaryByMonth,
    categories,
    discretionaryCategories,
    anomalies,
  };
  cache.set(ledger, facts);
  return facts;
}
