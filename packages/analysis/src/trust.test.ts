import { describe, expect, it } from 'vitest';

import { analyzeBudget, TAKE_HOME_SHARE } from './budget';
import { analyzeDiscretionary } from './discretionary';
import { analyzeRecurring } from './recurring';
import { analyzeSavings } from './savings';
import { analyzeFraud } from './fraud';
import { monthly, TEST_ACCOUNT, txn } from './test-support';
import { dateText } from './util';

/**
 * ADR 0016: results that do not contradict themselves. One income basis per budget, no dollar counted
 * twice in the savings headline, one recurring count, cheapest-kept duplicate advice, one date format.
 */

const now = new Date('2026-06-30T00:00:00Z');
const accounts = [TEST_ACCOUNT];

/** Six months of pay ($8,800 a month in two deposits) and rent, groceries and dining ($6,900 a month). */
function household() {
  return [
    ...monthly('2026-01', 1, 6, 'ACME CORP PAYROLL', -4400, ['Transfer', 'Payroll']),
    ...monthly('2026-01', 15, 6, 'ACME CORP PAYROLL', -4400, ['Transfer', 'Payroll']),
    ...monthly('2026-01', 3, 6, 'PARKVIEW APARTMENTS RENT', 4200, ['Payment', 'Rent']),
    ...monthly('2026-01', 8, 6, 'WHOLE FOODS MARKET', 1500, ['Shops', 'Supermarkets and Groceries']),
    ...monthly('2026-01', 20, 6, 'OLIVE GARDEN', 1200, ['Food and Drink', 'Restaurants']),
  ];
}

describe('budget: one income basis per result', () => {
  it('uses the stated income after tax for every figure, and names it', () => {
    const result = analyzeBudget(accounts, household(), { annualIncome: 85_000 }, now);
    const monthlyTakeHome = (85_000 / 12) * TAKE_HOME_SHARE;
    expect(result.totalIncome).toBeCloseTo(monthlyTakeHome, 2);
    expect(result.incomeBasis.source).toBe('stated');
    const deposits = analyzeBudget(accounts, household(), {}, now).totalIncome;
    expect(result.incomeBasis.depositsSeen).toBe(deposits);
    // The income seen is named, and why it is set aside (ADR 0031).
    expect(result.incomeBasis.description).toContain(
      `Income seen in these accounts averages $${Math.round(deposits).toLocaleString('en-US')} a month; the income you gave is used instead`,
    );
    expect(result.incomeBasis.description).toContain('$85,000 a year');
    // Spending ($6,900) is above the stated take-home ($5,525): every figure says so.
    expect(result.totalExpenses).toBeGreaterThan(result.totalIncome);
    expect(result.budgetHealth.incomeAppropriate).toBe(false);
    const overall = result.insights.find((i) => i.category === 'Overall' && i.type !== 'info');
    expect(overall?.title).toBe('Spending exceeds income');
    const gap = Math.round(result.totalExpenses - result.totalIncome).toLocaleString('en-US');
    expect(overall?.description).toContain(`$${gap} a month more`);
    expect(result.budgetHealth.factors[0]).toBe(result.incomeBasis.description);
  });

  it('uses the deposits seen when no income is given, and then spending fits', () => {
    const result = analyzeBudget(accounts, household(), {}, now);
    expect(result.incomeBasis.source).toBe('deposits');
    expect(result.totalIncome).toBe(result.incomeBasis.depositsSeen);
    expect(result.totalIncome).toBeGreaterThan(8700);
    expect(result.budgetHealth.incomeAppropriate).toBe(true);
    expect(result.insights[0]?.title).toBe('You spend less than you earn');
    const left = Math.round(result.totalIncome - result.totalExpenses).toLocaleString('en-US');
    expect(result.insights[0]?.description).toContain(`About $${left} a month`);
  });

  it('says so when there is no income at all, without housing shares of a zero income', () => {
    const spending = household().filter((t) => t.amount > 0);
    const result = analyzeBudget(accounts, spending, {}, now);
    expect(result.incomeBasis.source).toBe('none');
    expect(result.totalIncome).toBe(0);
    expect(result.budgetHealth.factors.join(' ')).not.toMatch(/Housing takes/);
  });

  it('never flags a category under its guideline as over budget by cents', () => {
    const gas = monthly('2026-01', 11, 6, 'SHELL OIL 5744', 61.37, ['Travel', 'Gas Stations']);
    const result = analyzeBudget(accounts, [...household(), ...gas], {}, now);
    const underGuideline = result.categories.filter((c) => c.variance <= 0);
    expect(underGuideline.length).toBeGreaterThan(0);
    for (const c of result.categories) expect(Math.abs(c.variance) === 0 || Math.abs(c.variance) >= 1).toBe(true);
  });
});

describe('savings: the headline never counts a dollar twice', () => {
  /** Netflix (with a price rise), Hulu and Disney+ (overlapping), plus Spotify and a gym. */
  function subscriptions() {
    return [
      ...monthly('2025-07', 5, 12, 'NETFLIX.COM', [15.49, 15.49, 15.49, 15.49, 15.49, 15.49, 22.99]),
      ...monthly('2025-07', 9, 12, 'HULU 877-8248580', 17.99),
      ...monthly('2025-07', 12, 12, 'DISNEY PLUS', 13.99),
      ...monthly('2025-07', 14, 12, 'SPOTIFY USA', 11.99),
      ...monthly('2025-07', 2, 12, 'PLANET FITNESS', 24.99),
    ];
  }

  it('adds up to no more than the recurring costs it acts on', () => {
    const result = analyzeSavings(accounts, subscriptions(), {}, now);
    const recurring = analyzeRecurring(accounts, subscriptions(), {}, now);
    const streamingCost = recurring.totalMonthlyRecurring;
    expect(result.totalPotentialSavings).toBeLessThanOrEqual(streamingCost);
    const sum = result.opportunities.reduce((acc, o) => acc + o.potentialSavings, 0);
    expect(result.totalPotentialSavings).toBeCloseTo(sum, 2);
    // A service cancelled in the overlap advice is not also counted as "may not use" or a price rise.
    const overlap = result.opportunities.find((o) => o.id.startsWith('opp_overlap'));
    const cancelled = overlap?.suggestions.map((s) => s.suggestion) ?? [];
    expect(cancelled.length).toBeGreaterThan(0);
    for (const other of result.opportunities.filter((o) => o !== overlap)) {
      for (const text of cancelled) {
        const name = /^Cancel (\S+)/.exec(text)?.[1] ?? '';
        expect(other.suggestions.map((s) => s.suggestion).join(' ')).not.toContain(name);
      }
    }
  });

  it('never keeps a service only because it is cheapest, and never asks about one it weighed in an overlap', () => {
    const result = analyzeSavings(accounts, subscriptions(), {}, now);
    const overlap = result.opportunities.find((o) => o.id.startsWith('opp_overlap'));
    expect(overlap?.description).toContain('Your statements cannot tell which one you use');
    expect(overlap?.description).not.toContain('cheapest');
    const overlapping = overlap?.title.replace('Overlapping ', '').split(' and ') ?? [];
    const unused = result.opportunities.find((o) => o.id === 'opp_unused_subscriptions');
    for (const name of overlapping)
      expect(unused?.suggestions.some((s) => s.suggestion.includes(name)) ?? false, name).toBe(false);
  });
});

describe('recurring: one count, cancelled streams not cancellable, cheapest kept', () => {
  const streams = () => [
    ...monthly('2026-01', 5, 6, 'NETFLIX.COM', 22.99),
    ...monthly('2026-01', 9, 6, 'HULU 877-8248580', 17.99),
    ...monthly('2026-01', 14, 6, 'SPOTIFY USA', 11.99),
    // Stopped in March: cancelled.
    ...monthly('2026-01', 20, 3, 'AUDIBLE', 14.95),
  ];

  it('counts the same charges in the header and the recommendation', () => {
    const result = analyzeRecurring(accounts, streams(), {}, now);
    const listed = result.categories.flatMap((c) => c.expenses);
    const active = listed.filter((e) => e.status !== 'cancelled');
    expect(listed.some((e) => e.status === 'cancelled')).toBe(true);
    expect(result.expenseCount).toBe(active.length);
    expect(result.recommendations[0]).toContain(`You have ${active.length} recurring charges`);
    expect(result.insights.cancellationOpportunities.every((e) => e.status !== 'cancelled')).toBe(true);
  });

  it('compares two services of one kind without picking the cheapest for the user (ADR 0031)', () => {
    const result = analyzeRecurring(accounts, streams(), {}, now);
    const advice = result.recommendations.find((r) => r.includes('streaming services'));
    expect(advice).toContain('You pay for 2 streaming services (Hulu, Netflix), $40.98 a month together');
    expect(advice).toContain('cannot tell which you use most');
    expect(advice).toContain('saves $17.99 to $22.99 a month');
    expect(advice).not.toContain('cheapest');
  });

  it('writes dates in notes as the app shows them, never ISO', () => {
    const result = analyzeRecurring(accounts, streams(), {}, now);
    const notes = result.categories.flatMap((c) => c.expenses.map((e) => e.notes)).join(' ');
    expect(notes).toContain('No charge since Mar 20, 2026');
    expect(notes).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('dateText', () => {
  it('formats an ISO day as Mon D, YYYY and leaves anything else alone', () => {
    expect(dateText('2026-07-26')).toBe('Jul 26, 2026');
    expect(dateText('2026-01-01')).toBe('Jan 1, 2026');
    expect(dateText('soon')).toBe('soon');
  });
});

/** '2026-01' to '2026-0n'. */
const monthsOf2026 = (count: number): string[] =>
  Array.from({ length: count }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`);

describe('discretionary: partial months are not charted as whole ones', () => {
  it('leaves out a first month entered after its 1st and the current month', () => {
    const dining = monthly('2026-01', 26, 6, 'OLIVE GARDEN', 80, ['Food and Drink', 'Restaurants']);
    const result = analyzeDiscretionary(accounts, dining, {}, new Date('2026-06-24T12:00:00Z'));
    // The window runs Dec 25 to Jun 24: December and June are partial.
    expect(result.monthlyBreakdown.map((m) => m.month)).toEqual(monthsOf2026(5));
  });

  it('keeps the last month when the window ends on its last day', () => {
    const result = analyzeDiscretionary(accounts, [], {}, new Date('2026-06-30T12:00:00Z'));
    expect(result.monthlyBreakdown.map((m) => m.month)).toEqual(monthsOf2026(6));
  });
});

describe('fraud: a large first transfer to a new payee', () => {
  const usual = [
    txn('2026-02-03', 'ZELLE TO ANNA LEE', 40, ['Transfer', 'Third Party']),
    txn('2026-03-03', 'ZELLE TO ANNA LEE', 55, ['Transfer', 'Third Party']),
    txn('2026-04-03', 'VENMO PAYMENT BOB RIVERA', 25, ['Transfer', 'Third Party']),
    txn('2026-05-03', 'ZELLE TO ANNA LEE', 60, ['Transfer', 'Third Party']),
  ];

  it('is flagged, with what makes it risky', () => {
    const scam = txn('2026-06-20', 'ZELLE TO J SMITH HOLDINGS', 2400, ['Transfer', 'Third Party']);
    const result = analyzeFraud(accounts, [...usual, scam], {}, now);
    const alert = result.alerts.find((a) => a.type === 'new_payee_transfer');
    expect(alert).toMatchObject({ amount: 2400, date: '2026-06-20' });
    expect(alert?.riskFactors).toContain('First transfer to this payee');
    expect(['HIGH', 'CRITICAL']).toContain(alert?.severity);
  });

  it('is not flagged for a usual amount, a known payee, or a transfer between own accounts', () => {
    const known = txn('2026-06-20', 'ZELLE TO ANNA LEE', 900, ['Transfer', 'Third Party']);
    const small = txn('2026-06-21', 'VENMO PAYMENT CARLA DIAZ', 80, ['Transfer', 'Third Party']);
    const own = txn('2026-06-22', 'ONLINE TRANSFER TO SAVINGS', 5000, ['Transfer', 'Internal Account Transfer']);
    const result = analyzeFraud(accounts, [...usual, known, small, own], {}, now);
    expect(result.alerts.filter((a) => a.type === 'new_payee_transfer')).toEqual([]);
  });
});
