import { DASHBOARD_RECENT_LIMIT } from '@ledgerlight/contract';
import type { AgentTask, Transaction } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';
import { MOCK_RECURRING_RESULT, MOCK_ERROR_RESULTS } from '@ledgerlight/mocks';
import { allAnalyses, isSpending, latestRecurring, quickStats, recentAnalyses, spendingByMonth } from './dashboardView';

function task(taskId: string, createdAt: string, extra: Partial<AgentTask> = {}): AgentTask {
  return { taskId, status: 'COMPLETED', createdAt, ...extra };
}

function txn(date: string, amount: number, category: string[] = ['Shops']): Transaction {
  return { transaction_id: `${date}-${amount}`, account_id: 'acc', date, name: 'x', category, amount, pending: false };
}

describe('recentAnalyses', () => {
  it('merges the agents, newest first, and keeps the 6 newest', () => {
    const recent = recentAnalyses({
      fraud_detection: [task('f1', '2026-11-20T10:00:00.000Z'), task('f2', '2026-11-01T10:00:00.000Z')],
      budget_builder: [task('b1', '2026-11-19T10:00:00.000Z'), task('b2', '2026-10-01T10:00:00.000Z')],
      savings_finder: [task('s1', '2026-11-20T12:00:00.000Z'), task('s2', '2026-11-18T10:00:00.000Z')],
      discretionary_spending: [task('d1', '2026-09-01T10:00:00.000Z')],
    });
    expect(DASHBOARD_RECENT_LIMIT).toBe(6);
    expect(recent.map((item) => item.taskId)).toEqual(['s1', 'f1', 'b1', 's2', 'f2', 'b2']);
  });

  it('adds agentId and agentName and the credit cost from credit_cost or cost', () => {
    const [first, second] = recentAnalyses({
      budget_builder: [task('b1', '2026-11-19T10:00:00.000Z', { cost: 3, overallStatus: 'Done' })],
      recurring_expenses: [task('r1', '2026-11-18T10:00:00.000Z', { credit_cost: 2, status: 'failed' })],
    });
    expect(first).toEqual({
      taskId: 'b1',
      agentId: 'budget_builder',
      agentName: 'Budget Builder',
      status: 'COMPLETED',
      overallStatus: 'Done',
      createdAt: '2026-11-19T10:00:00.000Z',
      creditCost: 3,
    });
    expect(second).toMatchObject({ agentId: 'recurring_expenses', agentName: 'Recurring Expenses', creditCost: 2 });
  });

  it('is empty when no agent has tasks or every list failed', () => {
    expect(recentAnalyses({})).toEqual([]);
    expect(recentAnalyses({ fraud_detection: [] })).toEqual([]);
  });

  it('shows fewer than 6 when there are fewer', () => {
    expect(recentAnalyses({ fraud_detection: [task('f1', '2026-11-20T10:00:00.000Z')] })).toHaveLength(1);
  });
});

describe('quickStats', () => {
  it('counts COMPLETED and PROCESSING case-insensitively and sums the credits spent, a refunded FAILED run not among them', () => {
    const analyses = allAnalyses({
      fraud_detection: [
        task('a', '2026-11-20T10:00:00.000Z', { status: 'completed', credit_cost: 2 }),
        task('b', '2026-11-20T09:00:00.000Z', { status: 'PROCESSING', credit_cost: 3 }),
      ],
      budget_builder: [
        task('c', '2026-11-20T08:00:00.000Z', { status: 'Processing', cost: 4 }),
        task('d', '2026-11-20T07:00:00.000Z', { status: 'FAILED', credit_cost: 2.5 }),
        task('e', '2026-11-20T06:00:00.000Z', { status: 'PENDING' }),
        task('f', '2026-11-20T05:00:00.000Z', { status: 'COMPLETED', credit_cost: 1 }),
      ],
    });
    // 2 + 3 + 4 + 1: the FAILED run's 2.5 credits were refunded.
    expect(quickStats(analyses)).toEqual({ completed: 2, active: 2, creditsUsed: 10 });
  });

  it('is all zeros without tasks', () => {
    expect(quickStats([])).toEqual({ completed: 0, creditsUsed: 0, active: 0 });
  });
});

describe('isSpending', () => {
  it('counts money out, but not money in, transfers or card payments', () => {
    expect(isSpending(txn('2026-11-01', 12.5))).toBe(true);
    expect(isSpending(txn('2026-11-01', 1500, ['Payment', 'Rent']))).toBe(true);
    expect(isSpending(txn('2026-11-01', -3000, ['Transfer', 'Payroll']))).toBe(false);
    expect(isSpending(txn('2026-11-01', 500, ['Transfer', 'Account Transfer']))).toBe(false);
    expect(isSpending(txn('2026-11-01', 800, ['Payment', 'Credit Card']))).toBe(false);
    expect(isSpending(txn('2026-11-01', 0))).toBe(false);
    expect(isSpending(txn('2026-11-01', 20, []))).toBe(true);
  });
});

describe('spendingByMonth', () => {
  const now = new Date(2026, 10, 20, 12); // 20 November 2026, local time

  it('covers the last 12 months, the current one included, oldest first, with empty months as 0', () => {
    const months = spendingByMonth([], now);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-12', amount: 0 });
    expect(months[11]).toEqual({ month: '2026-11', amount: 0 });
    expect(months.map((month) => month.month)).toContain('2026-01');
  });

  it('sums each month’s spending exactly and ignores income, transfers and older months', () => {
    const months = spendingByMonth(
      [
        txn('2026-11-02', 0.1),
        txn('2026-11-19', 0.2),
        txn('2026-11-20', -2500, ['Transfer', 'Payroll']),
        txn('2026-10-31', 40),
        txn('2026-10-05', 700, ['Payment', 'Credit Card']),
        txn('2025-12-01', 5),
        txn('2025-11-30', 999),
      ],
      now,
    );
    const byMonth = Object.fromEntries(months.map((month) => [month.month, month.amount]));
    expect(byMonth['2026-11']).toBe(0.3);
    expect(byMonth['2026-10']).toBe(40);
    expect(byMonth['2025-12']).toBe(5);
    expect(byMonth['2025-11']).toBeUndefined();
    expect(months.reduce((sum, month) => sum + month.amount, 0)).toBeCloseTo(45.3);
  });

  it('crosses the year boundary from January', () => {
    const months = spendingByMonth([txn('2026-01-15', 10)], new Date(2026, 0, 15), 3);
    expect(months).toEqual([
      { month: '2025-11', amount: 0 },
      { month: '2025-12', amount: 0 },
      { month: '2026-01', amount: 10 },
    ]);
  });
});

describe('latestRecurring', () => {
  const href = (agentId: string, taskId: string) => `/results/${agentId}/${taskId}`;
  const result = MOCK_RECURRING_RESULT as unknown as AgentTask['result'];

  it('reads the newest COMPLETED run, whatever the list order, as the recurring renderer reads it', () => {
    const recurring = latestRecurring(
      {
        recurring_expenses: [
          task('queued', '2026-11-20T14:57:00.000Z', { status: 'PENDING' }),
          task('older', '2026-11-01T10:00:00.000Z', { result: { ...result, categories: [] } }),
          task('newest', '2026-11-16T21:11:37.000Z', { status: 'completed', result }),
          task('failed', '2026-11-18T10:00:00.000Z', { status: 'FAILED' }),
        ],
      },
      href,
    );
    expect(recurring).toMatchObject({
      status: 'ready',
      runAt: '2026-11-16T21:11:37.000Z',
      resultHref: '/results/recurring_expenses/newest',
    });
    if (recurring.status !== 'ready') throw new Error('ready');
    expect(recurring.expenses).toHaveLength(MOCK_RECURRING_RESULT.expenseCount);
    expect(recurring.expenses.find((expense) => expense.name === 'Rent')).toMatchObject({
      amount: 2150,
      nextExpectedDate: '2026-12-01',
    });
  });

  it('reads a result stored under analysisResult too', () => {
    const recurring = latestRecurring(
      { recurring_expenses: [task('a', '2026-11-16T21:11:37.000Z', { analysisResult: result })] },
      href,
    );
    expect(recurring.status).toBe('ready');
  });

  it("is 'none' without a completed run, or when the latest carries an error", () => {
    expect(latestRecurring({ recurring_expenses: [] }, href)).toEqual({ status: 'none' });
    expect(
      latestRecurring({ recurring_expenses: [task('p', '2026-11-20T10:00:00.000Z', { status: 'PROCESSING' })] }, href),
    ).toEqual({ status: 'none' });
    const withError = MOCK_ERROR_RESULTS.recurring_expenses as unknown as AgentTask['result'];
    expect(
      latestRecurring({ recurring_expenses: [task('e', '2026-11-15T09:48:26.000Z', { result: withError })] }, href),
    ).toEqual({ status: 'none' });
  });

  it("is 'error' when the Recurring Expenses list failed", () => {
    expect(latestRecurring({ fraud_detection: [] }, href)).toEqual({ status: 'error' });
  });
});
