import { MOCK_ACCOUNTS, MOCK_LOAN_ACCOUNTS } from '@ledgerlight/mocks';
import { describe, expect, it } from 'vitest';
import { accountRole, moneySummary, upcomingCharges } from './dashboardModel';
import type { RecurringChargeSource } from './dashboardModel';

const account = (type: string, current: number) => ({
  type,
  balances: { current, available: null, iso_currency_code: 'USD', limit: null },
});

describe('accountRole', () => {
  it('reads Plaid types: depository holds cash, credit and loan are owed, the rest neither', () => {
    expect(
      ['depository', 'credit', 'loan', 'investment', 'other', 'Depository '].map((type) => accountRole({ type })),
    ).toEqual(['cash', 'card', 'loan', 'other', 'other', 'cash']);
  });
});

describe('moneySummary', () => {
  it('sums the mock accounts exactly: cash, owed on cards, no loans', () => {
    expect(moneySummary(MOCK_ACCOUNTS)).toEqual({
      cash: 26912.67,
      owedOnCards: 4037.28,
      owedOnLoans: 0,
      hasCards: true,
      hasLoans: false,
    });
  });

  it('counts loans apart from cards, and lists investments without summing them', () => {
    const summary = moneySummary([...MOCK_ACCOUNTS, ...MOCK_LOAN_ACCOUNTS, account('investment', 50_000)]);
    expect(summary).toMatchObject({ cash: 26912.67, owedOnCards: 4037.28, owedOnLoans: 36289.85, hasLoans: true });
  });

  it('adds in cents: 0.1 + 0.2 is 0.3', () => {
    expect(moneySummary([account('depository', 0.1), account('depository', 0.2)]).cash).toBe(0.3);
  });

  it('is all zeros without accounts', () => {
    expect(moneySummary([])).toEqual({ cash: 0, owedOnCards: 0, owedOnLoans: 0, hasCards: false, hasLoans: false });
  });
});

describe('upcomingCharges', () => {
  const now = new Date(2026, 10, 20, 12); // 20 November 2026, the viewer's noon
  const expense = (id: string, nextExpectedDate: string | undefined, amount = 10, status = 'active') =>
    ({ id, name: id, amount, nextExpectedDate, status }) satisfies RecurringChargeSource;

  it('keeps the next dates from today through the 30th day, soonest first, and sums them in cents', () => {
    const upcoming = upcomingCharges(
      [
        expense('late', '2026-12-19', 0.2),
        expense('yesterday', '2026-11-19'),
        expense('today', '2026-11-20', 0.1),
        expense('day31', '2026-12-20'),
        expense('soon', '2026-11-21', 2150),
      ],
      now,
    );
    expect(upcoming.charges.map((charge) => charge.id)).toEqual(['today', 'soon', 'late']);
    expect(upcoming.total).toBe(2150.3);
    expect(upcoming).toMatchObject({ from: '2026-11-20', to: '2026-12-19' });
  });

  it('leaves out cancelled expenses and expenses without a next date', () => {
    const upcoming = upcomingCharges(
      [
        expense('cancelled', '2026-11-25', 10, 'cancelled'),
        expense('undated', undefined),
        expense('kept', '2026-11-25'),
      ],
      now,
    );
    expect(upcoming.charges.map((charge) => charge.id)).toEqual(['kept']);
  });

  it('crosses the year end', () => {
    const upcoming = upcomingCharges([expense('jan', '2027-01-05')], new Date(2026, 11, 20, 12));
    expect(upcoming).toMatchObject({ to: '2027-01-18', total: 10 });
  });

  it('is empty, with a total of 0, when nothing falls due', () => {
    expect(upcomingCharges([], now)).toMatchObject({ charges: [], total: 0 });
  });
});
