import type { Transaction } from '@ledgerlight/contract';

import { categorise } from './categories';
import type { SpendingCategory } from './categories';
import { normaliseMerchant } from './merchant';
import type { ServiceInfo } from './services';
import { addMonthsToDay, dayOf, dayOfDate, isoOfDay, monthOfDay, monthsBetween, weekdayOfDay } from './util';

/**
 * The prepared ledger every analysis starts from (issue 6, shared foundations): the agent's data
 * window (spec 9: 6 or 12 months up to `now`), each transaction classified as expense, income,
 * transfer or refund under Plaid's sign convention (positive = money out), its merchant normalised
 * and its spending category mapped, sorted by date.
 */

export type TransactionKind = 'expense' | 'income' | 'transfer' | 'refund';

export interface PreparedTransaction {
  readonly id: string;
  readonly accountId: string;
  readonly date: string;
  /** UTC day number of `date`. */
  readonly day: number;
  /** `YYYY-MM`. */
  readonly month: string;
  /** 0 = Sunday ... 6 = Saturday. */
  readonly weekday: number;
  /** The bank's description. */
  readonly name: string;
  readonly merchantKey: string;
  readonly merchant: string;
  readonly service: ServiceInfo | undefined;
  readonly category: SpendingCategory;
  readonly kind: TransactionKind;
  /** Plaid amount: positive is money out. */
  readonly amount: number;
  /** Absolute value of amount. */
  readonly magnitude: number;
  readonly pending: boolean;
  /** ISO currency code when the bank reports one. */
  readonly currency: string | null;
  /** Country and region of the location, when present. */
  readonly country: string | null;
  readonly region: string | null;
}

export interface Ledger {
  /** All transactions in the window, oldest first, then by transaction id. */
  readonly transactions: readonly PreparedTransaction[];
  /** First day of the window (exclusive bound + 1). */
  readonly startDay: number;
  /** `now`'s day: the last day of the window. */
  readonly endDay: number;
  readonly windowMonths: number;
  /** Calendar months touched by the window, oldest first. */
  readonly months: readonly string[];
  /**
   * Months of history actually covered: from the first transaction in the window (or the window
   * start) to `now`, at least 1. Monthly averages divide by this, so a new account is not diluted.
   */
  readonly monthsCovered: number;
}

/**
 * The calendar months the window covers whole: a first month the window enters after its 1st (the
 * 25th, say) and a last month it leaves before its end are left out, so a chart of monthly totals
 * never shows part of a month as if it were all of it.
 */
export function wholeMonths(ledger: Pick<Ledger, 'startDay' | 'endDay' | 'months'>): string[] {
  const startsOnFirst = isoOfDay(ledger.startDay).endsWith('-01');
  const endsOnLast = isoOfDay(ledger.endDay + 1).endsWith('-01');
  return ledger.months.slice(startsOnFirst ? 0 : 1, endsOnLast ? undefined : -1);
}

const DAYS_PER_MONTH = 30.4375;

const INCOME_NAME =
  /\b(?:PAYROLL|SALARY|DIRECT DEP|DIR DEP|DIRECT DEPOSIT|PAYCHECK|ADP|GUSTO|INTEREST (?:PAID|EARNED|PAYMENT)|DIVIDEND)\b/;
const TRANSFER_NAME =
  /\b(?:TRANSFER|XFER|PAYMENT THANK YOU|AUTOPAY|AUTO PAY|ONLINE PAYMENT|CREDIT CARD PAYMENT|CARD PAYMENT|EPAYMENT|TO SAVINGS|FROM SAVINGS|TO CHECKING|FROM CHECKING)\b/;
const REFUND_NAME = /\b(?:REFUND|RETURN|REVERSAL|CREDIT ADJ|CHARGEBACK|PURCHASE CREDIT)\b/;

/** Income, transfer, refund or expense (issue 6: income detection, transfers and refunds). */
export function classify(transaction: Transaction): TransactionKind {
  const path = transaction.category;
  const top = (path[0] ?? '').toLowerCase();
  const sub = (path[1] ?? '').toLowerCase();
  const name = transaction.name.toUpperCase();
  const isCardPayment = top === 'payment' && sub === 'credit card';
  if (transaction.amount >= 0) {
    if (top === 'transfer' || isCardPayment || TRANSFER_NAME.test(name)) return 'transfer';
    return 'expense';
  }
  if (
    sub === 'payroll' ||
    top === 'income' ||
    sub === 'deposit' ||
    sub === 'interest earned' ||
    INCOME_NAME.test(name)
  ) {
    return 'income';
  }
  if (REFUND_NAME.test(name)) return 'refund';
  if (top === 'transfer' || isCardPayment || TRANSFER_NAME.test(name)) return 'transfer';
  // Money in without a spending category (interest, tax refunds, uncategorised deposits) is income;
  // money in under a spending category (a shop, a restaurant) is a refund of spending there.
  if (top === '' || top === 'interest' || top === 'tax' || top === 'deposit') return 'income';
  return 'refund';
}

/** The day before the window starts: the window is (start, now], `months` calendar months long. */
export function windowBounds(now: Date, months: number): { startDay: number; endDay: number } {
  const endDay = dayOfDate(now);
  return { startDay: addMonthsToDay(endDay, -months) + 1, endDay };
}

/** Builds the prepared ledger of an agent's data window. Linear in the number of transactions. */
export function prepareLedger(transactions: readonly Transaction[], now: Date, windowMonths: number): Ledger {
  const { startDay, endDay } = windowBounds(now, windowMonths);
  const span = endDay - startDay + 1;
  // Counting sort by day: O(n), stable, and keeps 1M transactions fast.
  const buckets: PreparedTransaction[][] = Array.from({ length: Math.max(span, 0) }, () => []);
  let firstDay = Number.POSITIVE_INFINITY;
  for (const t of transactions) {
    const day = dayOf(t.date);
    if (!(day >= startDay && day <= endDay) || !Number.isFinite(t.amount)) continue;
    const identity = normaliseMerchant(t.name, t.merchant_name, t.location?.city);
    const kind = classify(t);
    const prepared: PreparedTransaction = {
      id: t.transaction_id,
      accountId: t.account_id,
      date: t.date,
      day,
      month: monthOfDay(day),
      weekday: weekdayOfDay(day),
      name: t.name,
      merchantKey: identity.key,
      merchant: identity.display,
      service: identity.service,
      category: categorise(t.category, identity.key, identity.service),
      kind,
      amount: t.amount,
      magnitude: Math.abs(t.amount),
      pending: t.pending,
      currency: t.iso_currency_code ?? null,
      country: t.location?.country ?? null,
      region: t.location?.region ?? null,
    };
    buckets[day - startDay]?.push(prepared);
    if (day < firstDay) firstDay = day;
  }
  const sorted: PreparedTransaction[] = [];
  // Within a day, transaction id order: the result never depends on the input order.
  const byId = (a: PreparedTransaction, b: PreparedTransaction) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  for (const bucket of buckets) {
    if (bucket.length > 1) bucket.sort(byId);
    for (const t of bucket) sorted.push(t);
  }
  const coveredFrom = Number.isFinite(firstDay) ? firstDay : startDay;
  return {
    transactions: sorted,
    startDay,
    endDay,
    windowMonths,
    months: monthsBetween(startDay, endDay),
    monthsCovered: Math.max(1, (endDay - coveredFrom + 1) / DAYS_PER_MONTH),
  };
}

/** Posted expenses and refunds: what spending totals are made of (pending amounts may still change). */
export function isSpending(t: PreparedTransaction): boolean {
  return !t.pending && (t.kind === 'expense' || t.kind === 'refund');
}

/** Signed spending contribution: expenses add, refunds subtract. */
export function spendingAmount(t: PreparedTransaction): number {
  return t.kind === 'refund' ? -t.magnitude : t.kind === 'expense' ? t.magnitude : 0;
}

export interface CategoryTotals {
  readonly category: SpendingCategory;
  /** Net spending over the window (expenses minus refunds), at least 0. */
  readonly total: number;
  /** Net spending per calendar month of the window. */
  readonly byMonth: ReadonlyMap<string, number>;
  /** The category's posted expenses, newest first. */
  readonly expenses: readonly PreparedTransaction[];
}

/** Monthly aggregation per category (issue 6, shared foundations). */
export function aggregateByCategory(ledger: Ledger): Map<SpendingCategory, CategoryTotals> {
  const acc = new Map<
    SpendingCategory,
    { total: number; byMonth: Map<string, number>; expenses: PreparedTransaction[] }
  >();
  for (const t of ledger.transactions) {
    if (!isSpending(t)) continue;
    let entry = acc.get(t.category);
    if (!entry) {
      entry = { total: 0, byMonth: new Map(), expenses: [] };
      acc.set(t.category, entry);
    }
    const value = spendingAmount(t);
    entry.total += value;
    entry.byMonth.set(t.month, (entry.byMonth.get(t.month) ?? 0) + value);
    if (t.kind === 'expense') entry.expenses.push(t);
  }
  const out = new Map<SpendingCategory, CategoryTotals>();
  for (const [category, entry] of acc) {
    if (entry.total <= 0.005) continue;
    out.set(category, { category, total: entry.total, byMonth: entry.byMonth, expenses: entry.expenses.reverse() });
  }
  return out;
}

/** Total income of the window (money in classified as income). */
export function totalIncome(ledger: Ledger): number {
  let total = 0;
  for (const t of ledger.transactions) if (t.kind === 'income' && !t.pending) total += t.magnitude;
  return total;
}

/** Net spending per calendar month of the window, for every month (0 when none). */
export function spendingByMonth(ledger: Ledger, include: (t: PreparedTransaction) => boolean): Map<string, number> {
  const out = new Map<string, number>(ledger.months.map((m) => [m, 0]));
  for (const t of ledger.transactions) {
    if (!isSpending(t) || !include(t)) continue;
    out.set(t.month, (out.get(t.month) ?? 0) + spendingAmount(t));
  }
  return out;
}

/** ISO date of a window's first day, for monitoring periods. */
export function windowStartDate(ledger: Ledger): string {
  return isoOfDay(ledger.startDay);
}
