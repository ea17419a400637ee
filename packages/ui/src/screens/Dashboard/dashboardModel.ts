import type { Account } from '@ledgerlight/contract';
import { calendarDay } from '../../format/format';
import type { DateInput } from '../../format/format';

/**
 * The money at the top of the dashboard, as pure functions: what the linked accounts hold and owe
 * (from GET /api/plaid/accounts, product 7) and the charges the latest Recurring Expenses result
 * expects in the next 30 days. The dashboard shows each figure once, from these computations.
 */

/** How an account counts: money held (cash), owed on a card, owed on a loan, or neither (investments). */
export type AccountRole = 'cash' | 'card' | 'loan' | 'other';

/**
 * Plaid's types: a depository account's current balance is money held; a credit or loan account's
 * current balance is what is owed on it. Investment and other accounts are listed, not summed.
 */
export function accountRole(account: Pick<Account, 'type'>): AccountRole {
  switch (account.type.trim().toLowerCase()) {
    case 'depository':
      return 'cash';
    case 'credit':
      return 'card';
    case 'loan':
      return 'loan';
    default:
      return 'other';
  }
}

export interface MoneySummary {
  /** The sum of the depository accounts' current balances (US dollars). */
  cash: number;
  /** What is owed on the credit cards. */
  owedOnCards: number;
  /** What is owed on the loans. */
  owedOnLoans: number;
  hasCards: boolean;
  hasLoans: boolean;
}

/** Sums in cents, so that the figures add up exactly. */
export function moneySummary(accounts: readonly Pick<Account, 'type' | 'balances'>[]): MoneySummary {
  const cents = { cash: 0, card: 0, loan: 0, other: 0 };
  const seen = new Set<AccountRole>();
  for (const account of accounts) {
    const role = accountRole(account);
    seen.add(role);
    const current = account.balances.current;
    if (Number.isFinite(current)) cents[role] += Math.round(current * 100);
  }
  return {
    cash: cents.cash / 100,
    owedOnCards: cents.card / 100,
    owedOnLoans: cents.loan / 100,
    hasCards: seen.has('card'),
    hasLoans: seen.has('loan'),
  };
}

/** What the upcoming charges are read from: an expense of the recurring renderer's view model. */
export interface RecurringChargeSource {
  id: string;
  name: string;
  /** One charge, US dollars. */
  amount: number;
  /** 'YYYY-MM-DD'; absent when the result gives none. */
  nextExpectedDate?: string;
  status?: string;
}

export interface UpcomingCharge {
  id: string;
  name: string;
  amount: number;
  /** 'YYYY-MM-DD'. */
  date: string;
}

export interface UpcomingCharges {
  /** Soonest first; equal dates keep the result's order. */
  charges: UpcomingCharge[];
  /** The sum of the charges (US dollars), added in cents. */
  total: number;
  /** The first and last day of the window, 'YYYY-MM-DD'. */
  from: string;
  to: string;
}

/** The days the upcoming charges cover, today included. */
export const UPCOMING_DAYS = 30;

/** 'YYYY-MM-DD' plus `days` calendar days. */
function addDays(day: string, days: number): string {
  const [year = Number.NaN, month = Number.NaN, date = Number.NaN] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * The charges the result expects from today (the viewer's calendar day) through the next `days` - 1
 * days: each expense's own next date and amount, as the recurring renderer shows them ('Next: Dec 3').
 * Cancelled expenses and expenses without a next date are left out.
 */
export function upcomingCharges(
  expenses: readonly RecurringChargeSource[],
  now: DateInput = Date.now(),
  days: number = UPCOMING_DAYS,
): UpcomingCharges {
  const from = calendarDay(now);
  const to = addDays(from, days - 1);
  const charges = expenses
    .filter(
      (expense) =>
        expense.status !== 'cancelled' &&
        expense.nextExpectedDate !== undefined &&
        expense.nextExpectedDate >= from &&
        expense.nextExpectedDate <= to &&
        Number.isFinite(expense.amount),
    )
    .map((expense) => ({
      id: expense.id,
      name: expense.name,
      amount: expense.amount,
      date: expense.nextExpectedDate ?? from,
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const total = charges.reduce((sum, charge) => sum + Math.round(charge.amount * 100), 0) / 100;
  return { charges, total, from, to };
}
