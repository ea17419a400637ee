import { FREQUENCY_TO_MONTHLY, RECURRING_SOURCE_KEYS, recurringResultReadSchema } from '@ledgerlight/contract';
import type {
  RecurringCategoryRead,
  RecurringExpenseRead,
  RecurringFrequency,
  RecurringResultRead,
} from '@ledgerlight/contract';
import type {
  RecurringCategoryView,
  RecurringExpenseView,
  RecurringInsightsView,
  RecurringResultViewModel,
  RecurringResultViewProps,
  RecurringTotalsView,
} from '@ledgerlight/ui';
import { describeIssues, resultErrorOf } from '../resultError';

/**
 * The recurring expenses result in any of its source shapes (product 3), normalised into the one view
 * model the renderer draws:
 * - expenses grouped under `categories` or `recurringExpenseCategories`, or listed flat under
 *   `subscriptions` or `transactions` (then grouped by their `category`, 'Other' when absent);
 *   the first key of RECURRING_SOURCE_KEYS that lists any expense is used;
 * - totals at the top level or under `summary`, camelCase or snake_case, derived from the expenses
 *   when absent (cancelled expenses do not count);
 * - every expense with its monthly equivalent (product 9), categories by totalAmount, highest first.
 */

/** The category of an expense that does not name one. */
export const UNCATEGORISED = 'Other';

/**
 * One charge at a frequency as a monthly amount (product 9): daily x30, weekly x4.33, monthly x1,
 * quarterly /3, yearly /12. The rule is the contract's; an unstated frequency counts as monthly.
 */
export function monthlyEquivalent(amount: number, frequency: RecurringFrequency | undefined): number {
  return amount * FREQUENCY_TO_MONTHLY[frequency ?? 'monthly'];
}

const present = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
const text = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value.trim() === '' ? undefined : value;

/** Reads one expense of any source shape. `fallbackId` keys it when the source gives no id. */
export function toExpenseView(
  expense: RecurringExpenseRead,
  fallbackCategory: string,
  fallbackId: string,
): RecurringExpenseView {
  const averageAmount =
    expense.averageAmount ??
    (expense.totalSpent !== undefined && expense.transactionCount !== undefined && expense.transactionCount > 0
      ? expense.totalSpent / expense.transactionCount
      : undefined);
  const variance = expense.variance ?? (averageAmount !== undefined ? expense.amount - averageAmount : undefined);
  const info = expense.cancellationInfo;
  return {
    id: text(expense.id) ?? fallbackId,
    name: expense.name,
    merchant: text(expense.merchant),
    merchantKey: text(expense.merchantKey),
    category: text(expense.category) ?? fallbackCategory,
    amount: expense.amount,
    frequency: expense.frequency,
    monthlyAmount: monthlyEquivalent(expense.amount, expense.frequency),
    status: expense.status ?? 'unknown',
    lastChargeDate: expense.lastChargeDate,
    nextExpectedDate: expense.nextExpectedDate,
    transactionCount: expense.transactionCount,
    totalSpent: expense.totalSpent,
    averageAmount,
    variance,
    variancePercent:
      variance !== undefined && averageAmount !== undefined && averageAmount > 0
        ? (variance / averageAmount) * 100
        : undefined,
    previousAmount: expense.previousAmount,
    estimatedAnnualCost: expense.estimatedAnnualCost,
    notes: text(expense.notes),
    cancellation: {
      difficulty: info?.difficulty,
      url: present(expense.cancellationUrl) ?? present(info?.url),
      managementUrl: present(expense.managementUrl),
      phone: text(info?.phone),
      note: text(info?.note),
    },
  };
}

/** Expenses that still cost money: everything but cancelled ones. */
const counts = (expense: RecurringExpenseView): boolean => expense.status !== 'cancelled';

const monthlySum = (expenses: readonly RecurringExpenseView[]): number =>
  expenses.filter(counts).reduce((sum, expense) => sum + expense.monthlyAmount, 0);

type SourceKey = (typeof RECURRING_SOURCE_KEYS)[number];

/** The source key the expenses are read from: the first that lists any, else the first present. */
export function recurringSourceKey(read: RecurringResultRead): SourceKey | undefined {
  const expenseCount = (key: SourceKey): number | undefined => {
    switch (key) {
      case 'categories':
      case 'recurringExpenseCategories':
        return read[key]?.reduce((sum, group) => sum + group.expenses.length, 0);
      case 'subscriptions':
      case 'transactions':
        return read[key]?.length;
    }
  };
  return (
    RECURRING_SOURCE_KEYS.find((key) => (expenseCount(key) ?? 0) > 0) ??
    RECURRING_SOURCE_KEYS.find((key) => expenseCount(key) !== undefined)
  );
}

/** The expense groups of the source, flat lists grouped by category in order of appearance. */
function sourceGroups(read: RecurringResultRead, key: SourceKey | undefined): RecurringCategoryRead[] {
  if (key === undefined) return [];
  if (key === 'categories' || key === 'recurringExpenseCategories') return read[key] ?? [];
  const groups = new Map<string, RecurringExpenseRead[]>();
  for (const expense of read[key] ?? []) {
    const category = text(expense.category) ?? UNCATEGORISED;
    groups.set(category, [...(groups.get(category) ?? []), expense]);
  }
  return [...groups.entries()].map(([category, expenses]) => ({ category, expenses }));
}

/** Gives every expense an id no other expense of the result has (they key table rows). */
function uniqueIds(expenses: RecurringExpenseView[]): RecurringExpenseView[] {
  const seen = new Set<string>();
  return expenses.map((expense) => {
    let id = expense.id;
    for (let n = 2; seen.has(id); n += 1) id = `${expense.id}-${n}`;
    seen.add(id);
    return id === expense.id ? expense : { ...expense, id };
  });
}

/** Totals from the top level, then `summary`; camelCase before snake_case; else from the expenses. */
function recurringTotals(read: RecurringResultRead, expenses: readonly RecurringExpenseView[]): RecurringTotalsView {
  const summary = typeof read.summary === 'object' ? read.summary : undefined;
  const monthly =
    read.totalMonthlyRecurring ??
    read.total_recurring_monthly ??
    summary?.totalMonthlyRecurring ??
    summary?.total_recurring_monthly ??
    monthlySum(expenses);
  const annual =
    read.totalAnnualRecurring ??
    read.total_recurring_annual ??
    summary?.totalAnnualRecurring ??
    summary?.total_recurring_annual ??
    monthly * 12;
  const expenseCount =
    read.expenseCount ??
    read.subscription_count ??
    summary?.expenseCount ??
    summary?.subscription_count ??
    expenses.filter(counts).length;
  return { monthly, annual, expenseCount, averageMonthly: expenseCount > 0 ? monthly / expenseCount : 0 };
}

/** Categories by totalAmount, highest first (product 9); equal totals keep their source order. */
export function sortCategories<T extends { totalAmount: number }>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => b.totalAmount - a.totalAmount);
}

/** Normalises a recurring result that the contract's read schema accepted. */
export function normaliseRecurring(read: RecurringResultRead): RecurringResultViewModel {
  const key = recurringSourceKey(read);
  const groups = sourceGroups(read, key);

  const expensesByGroup = groups.map((group, groupIndex) =>
    group.expenses.map((expense, index) => toExpenseView(expense, group.category, `${key}-${groupIndex}-${index}`)),
  );
  const allExpenses = uniqueIds(expensesByGroup.flat());
  const totals = recurringTotals(read, allExpenses);

  let offset = 0;
  const categories: RecurringCategoryView[] = groups.map((group, groupIndex) => {
    const count = expensesByGroup[groupIndex]?.length ?? 0;
    const expenses = allExpenses.slice(offset, offset + count).sort((a, b) => b.monthlyAmount - a.monthlyAmount);
    offset += count;
    const totalAmount = group.totalAmount ?? monthlySum(expenses);
    return {
      category: group.category,
      icon: text(group.icon),
      totalAmount,
      percentage: group.percentage ?? (totals.monthly > 0 ? (totalAmount / totals.monthly) * 100 : 0),
      expenses,
    };
  });

  const given = read.insights ?? {};
  const listOf = (list: readonly RecurringExpenseRead[] | undefined, name: string): RecurringExpenseView[] =>
    (list ?? []).map((expense, index) => toExpenseView(expense, UNCATEGORISED, `${name}-${index}`));
  const insights: RecurringInsightsView = {
    duplicateServices: (given.duplicateServices ?? []).map((group, index) => listOf(group, `duplicate-${index}`)),
    unusualCharges: listOf(given.unusualCharges, 'unusual'),
    cancellationOpportunities: listOf(given.cancellationOpportunities, 'cancel'),
    priceIncreases:
      given.priceIncreases !== undefined
        ? listOf(given.priceIncreases, 'increase')
        : allExpenses.filter((expense) => expense.variance !== undefined && expense.variance > 0),
  };

  return {
    summary: typeof read.summary === 'string' ? text(read.summary) : undefined,
    totals,
    categories: sortCategories(categories),
    insights,
    recommendations: read.recommendations ?? [],
  };
}

/**
 * What the recurring renderer shows for a task's `analysisResult ?? result`: the error the result
 * carries ('Analysis Processing Error'), data no known shape fits ('Data Processing Error', product 8),
 * or the normalised result.
 */
export function readRecurringResult(data: unknown): RecurringResultViewProps {
  try {
    const error = resultErrorOf(data);
    if (error !== undefined) return { status: 'analysisError', message: error };
    const parsed = recurringResultReadSchema.safeParse(data);
    if (!parsed.success) return { status: 'unreadable', detail: describeIssues(parsed.error) };
    return { status: 'ready', result: normaliseRecurring(parsed.data) };
  } catch (error) {
    return { status: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  }
}
