import type { RecurringExpenseRead, RecurringFrequency } from '@ledgerlight/contract';
import { MOCK_ERROR_RESULTS, MOCK_RECURRING_RESULT, MOCK_RECURRING_SOURCE_SHAPES } from '@ledgerlight/mocks';
import type { RecurringResultViewModel, RecurringResultViewProps } from '@ledgerlight/ui';
import { describe, expect, it } from 'vitest';
import {
  UNCATEGORISED,
  monthlyEquivalent,
  normaliseRecurring,
  readRecurringResult,
  recurringSourceKey,
  sortCategories,
  toExpenseView,
} from './recurringModel';

function ready(view: RecurringResultViewProps): RecurringResultViewModel {
  if (view.status !== 'ready') throw new Error(`expected a ready result, got ${view.status}`);
  return view.result;
}

const expense = (overrides: Partial<RecurringExpenseRead> & Pick<RecurringExpenseRead, 'name' | 'amount'>) => overrides;

const mock = MOCK_RECURRING_RESULT;
const mockExpenses = mock.categories.flatMap((category) => category.expenses);
const names = (result: RecurringResultViewModel) =>
  result.categories.flatMap((category) => category.expenses.map((item) => item.name)).sort();

function expectSortedByTotal(result: RecurringResultViewModel) {
  const totals = result.categories.map((category) => category.totalAmount);
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
}

describe('monthlyEquivalent (product 9)', () => {
  it.each<[RecurringFrequency, number]>([
    ['daily', 360],
    ['weekly', 51.96],
    ['monthly', 12],
    ['quarterly', 4],
    ['yearly', 1],
  ])('converts a $12 charge at %s to %d a month', (frequency, monthly) => {
    expect(monthlyEquivalent(12, frequency)).toBeCloseTo(monthly, 10);
  });

  it('counts an unstated frequency as monthly', () => {
    expect(monthlyEquivalent(12, undefined)).toBe(12);
  });

  it('gives every expense of the result its monthly equivalent', () => {
    const result = ready(
      readRecurringResult({
        subscriptions: [
          expense({ name: 'Coffee club', amount: 2, frequency: 'daily' }),
          expense({ name: 'Cleaner', amount: 100, frequency: 'weekly' }),
          expense({ name: 'Gym', amount: 40, frequency: 'monthly' }),
          expense({ name: 'Insurance', amount: 300, frequency: 'quarterly' }),
          expense({ name: 'Domain', amount: 24, frequency: 'yearly' }),
        ],
      }),
    );
    const monthly = Object.fromEntries(
      result.categories.flatMap((category) => category.expenses.map((item) => [item.name, item.monthlyAmount])),
    );
    expect(monthly['Coffee club']).toBeCloseTo(60);
    expect(monthly['Cleaner']).toBeCloseTo(433);
    expect(monthly['Gym']).toBe(40);
    expect(monthly['Insurance']).toBeCloseTo(100);
    expect(monthly['Domain']).toBeCloseTo(2);
  });
});

describe('readRecurringResult: each source shape of product 3', () => {
  it('reads grouped `categories` with top-level camelCase totals and the narrative summary', () => {
    const source = MOCK_RECURRING_SOURCE_SHAPES.categories;
    expect(recurringSourceKey(source)).toBe('categories');
    const result = ready(readRecurringResult(source));
    expect(result.summary).toBe(source.summary);
    expect(result.totals).toMatchObject({
      monthly: mock.totalMonthlyRecurring,
      annual: mock.totalAnnualRecurring,
      expenseCount: mock.expenseCount,
    });
    expect(result.categories.map((category) => category.category)).toEqual(
      mock.categories.map((category) => category.category),
    );
    expect(names(result)).toEqual(mockExpenses.map((item) => item.name).sort());
    expect(result.recommendations).toEqual(mock.recommendations);
    expectSortedByTotal(result);
  });

  it('reads a flat `subscriptions` list, grouping by category and deriving the category totals', () => {
    const source = MOCK_RECURRING_SOURCE_SHAPES.subscriptions;
    expect(recurringSourceKey(source)).toBe('subscriptions');
    const result = ready(readRecurringResult(source));
    expect(result.summary).toBeUndefined();
    expect(names(result)).toEqual(mockExpenses.map((item) => item.name).sort());
    for (const category of mock.categories) {
      const read = result.categories.find((candidate) => candidate.category === category.category);
      expect(read?.totalAmount).toBeCloseTo(category.totalAmount, 1);
      expect(read?.percentage).toBeCloseTo(category.percentage, 0);
      expect(read?.icon).toBeUndefined();
    }
    expectSortedByTotal(result);
  });

  it('reads a flat `transactions` list of bare expenses under one category, status unknown', () => {
    const source = MOCK_RECURRING_SOURCE_SHAPES.transactions;
    expect(recurringSourceKey(source)).toBe('transactions');
    const result = ready(readRecurringResult(source));
    expect(result.categories).toHaveLength(1);
    const [only] = result.categories;
    expect(only?.category).toBe(UNCATEGORISED);
    expect(only?.expenses).toHaveLength(mockExpenses.length);
    expect(only?.expenses.every((item) => item.status === 'unknown')).toBe(true);
    expect(new Set(only?.expenses.map((item) => item.id)).size).toBe(mockExpenses.length);
    // Within a category, the highest monthly cost first.
    const monthly = only?.expenses.map((item) => item.monthlyAmount) ?? [];
    expect(monthly).toEqual([...monthly].sort((a, b) => b - a));
  });

  it('reads groups under `recurringExpenseCategories` with their insights', () => {
    const source = MOCK_RECURRING_SOURCE_SHAPES.recurringExpenseCategories;
    expect(recurringSourceKey(source)).toBe('recurringExpenseCategories');
    const result = ready(readRecurringResult(source));
    expect(result.categories.map((category) => category.totalAmount)).toEqual(
      mock.categories.map((category) => category.totalAmount),
    );
    expect(result.categories[0]?.icon).toBe(mock.categories[0]?.icon);
    const { duplicateServices, unusualCharges, cancellationOpportunities, priceIncreases } = result.insights;
    expect(duplicateServices.map((group) => group.map((item) => item.name))).toEqual(
      mock.insights.duplicateServices.map((group) => group.map((item) => item.name)),
    );
    expect(unusualCharges.map((item) => item.name)).toEqual(mock.insights.unusualCharges.map((item) => item.name));
    expect(unusualCharges[0]?.status).toBe('unknown');
    expect(cancellationOpportunities.map((item) => item.name)).toEqual(
      mock.insights.cancellationOpportunities.map((item) => item.name),
    );
    expect(priceIncreases.length).toBe(mock.insights.priceIncreases.length);
    for (const increase of priceIncreases) {
      expect(increase.variance).toBeGreaterThan(0);
      expect(increase.variancePercent).toBeCloseTo(((increase.variance ?? 0) / (increase.averageAmount ?? 1)) * 100);
    }
  });
});

describe('readRecurringResult: each summary variant of the totals', () => {
  const list = [expense({ name: 'Gym', amount: 40, frequency: 'monthly' })];

  it('reads totalMonthlyRecurring, totalAnnualRecurring and expenseCount at the top level', () => {
    const result = ready(
      readRecurringResult({
        subscriptions: list,
        totalMonthlyRecurring: 50,
        totalAnnualRecurring: 610,
        expenseCount: 2,
      }),
    );
    expect(result.totals).toEqual({ monthly: 50, annual: 610, expenseCount: 2, averageMonthly: 25 });
  });

  it('reads total_recurring_monthly, total_recurring_annual and subscription_count at the top level', () => {
    const result = ready(
      readRecurringResult({
        subscriptions: list,
        total_recurring_monthly: 51,
        total_recurring_annual: 612,
        subscription_count: 3,
      }),
    );
    expect(result.totals).toEqual({ monthly: 51, annual: 612, expenseCount: 3, averageMonthly: 17 });
  });

  it('reads the camelCase totals nested under summary', () => {
    const result = ready(
      readRecurringResult({
        subscriptions: list,
        summary: { totalMonthlyRecurring: 52, totalAnnualRecurring: 624, expenseCount: 4 },
      }),
    );
    expect(result.totals).toEqual({ monthly: 52, annual: 624, expenseCount: 4, averageMonthly: 13 });
    expect(result.summary).toBeUndefined();
  });

  it('reads the snake_case totals nested under summary', () => {
    const result = ready(
      readRecurringResult({
        subscriptions: list,
        summary: { total_recurring_monthly: 60, total_recurring_annual: 720, subscription_count: 5 },
      }),
    );
    expect(result.totals).toEqual({ monthly: 60, annual: 720, expenseCount: 5, averageMonthly: 12 });
  });

  it('prefers top-level totals to those under summary', () => {
    const result = ready(
      readRecurringResult({
        subscriptions: list,
        total_recurring_monthly: 70,
        summary: { totalMonthlyRecurring: 1, totalAnnualRecurring: 12, expenseCount: 1 },
      }),
    );
    expect(result.totals).toMatchObject({ monthly: 70, annual: 12, expenseCount: 1 });
  });

  it('derives absent totals from the expenses, leaving cancelled ones out', () => {
    const result = ready(
      readRecurringResult({
        subscriptions: [
          expense({ name: 'Gym', amount: 40, frequency: 'monthly', status: 'active' }),
          expense({ name: 'Insurance', amount: 300, frequency: 'quarterly', status: 'paused' }),
          expense({ name: 'Old magazine', amount: 9, frequency: 'monthly', status: 'cancelled' }),
        ],
      }),
    );
    expect(result.totals.monthly).toBeCloseTo(140);
    expect(result.totals.annual).toBeCloseTo(1680);
    // One count everywhere (ADR 0016): the cancelled one is listed but neither costs nor counts.
    expect(result.totals.expenseCount).toBe(2);
    expect(result.totals.averageMonthly).toBeCloseTo(140 / 2);
  });
});

describe('sorting', () => {
  it('sorts categories by totalAmount, highest first, whatever the source order', () => {
    const result = ready(
      readRecurringResult({
        categories: [
          { category: 'Small', totalAmount: 5, expenses: [expense({ name: 'A', amount: 5 })] },
          { category: 'Large', totalAmount: 500, expenses: [expense({ name: 'B', amount: 500 })] },
          { category: 'Medium', totalAmount: 50, expenses: [expense({ name: 'C', amount: 50 })] },
        ],
      }),
    );
    expect(result.categories.map((category) => category.category)).toEqual(['Large', 'Medium', 'Small']);
  });

  it('sorts derived category totals too, and keeps the source order of equal totals', () => {
    expect(sortCategories([{ totalAmount: 1 }, { totalAmount: 3 }, { totalAmount: 2 }])).toEqual([
      { totalAmount: 3 },
      { totalAmount: 2 },
      { totalAmount: 1 },
    ]);
    const tied = sortCategories([
      { id: 'first', totalAmount: 10 },
      { id: 'second', totalAmount: 10 },
    ]);
    expect(tied.map((category) => category.id)).toEqual(['first', 'second']);
    const result = ready(
      readRecurringResult({
        transactions: [
          expense({ name: 'Spotify', amount: 11.99, category: 'Music' }),
          expense({ name: 'Domain', amount: 120, frequency: 'yearly', category: 'Software' }),
          expense({ name: 'Rent', amount: 2000, category: 'Housing' }),
        ],
      }),
    );
    expect(result.categories.map((category) => category.category)).toEqual(['Housing', 'Music', 'Software']);
    expect(result.categories.map((category) => category.percentage.toFixed(1))).toEqual(['98.9', '0.6', '0.5']);
  });
});

describe('expenses', () => {
  it('reads status, last charge and cancellation details, taking the cancellation url from either place', () => {
    const view = toExpenseView(
      expense({
        id: 'x',
        name: 'Gym',
        amount: 40,
        frequency: 'monthly',
        status: 'paused',
        lastChargeDate: '2026-09-03',
        nextExpectedDate: '2026-10-03',
        cancellationUrl: null,
        managementUrl: 'https://members.example.com',
        cancellationInfo: {
          difficulty: 'Hard',
          url: 'https://example.com/cancel',
          phone: '555-0100',
          note: 'In person',
        },
      }),
      'Fitness',
      'fallback',
    );
    expect(view).toMatchObject({
      id: 'x',
      category: 'Fitness',
      status: 'paused',
      lastChargeDate: '2026-09-03',
      nextExpectedDate: '2026-10-03',
      cancellation: {
        difficulty: 'Hard',
        url: 'https://example.com/cancel',
        managementUrl: 'https://members.example.com',
        phone: '555-0100',
        note: 'In person',
      },
    });
  });

  it('gives an expense without a status the status unknown and derives its average and variance', () => {
    const view = toExpenseView(
      expense({ name: 'Netflix', amount: 17.99, totalSpent: 95.94, transactionCount: 6 }),
      'Streaming',
      'fallback',
    );
    expect(view.id).toBe('fallback');
    expect(view.status).toBe('unknown');
    expect(view.averageAmount).toBeCloseTo(15.99);
    expect(view.variance).toBeCloseTo(2);
    expect(view.variancePercent).toBeCloseTo(12.51, 1);
  });

  it('lists expenses with a positive variance as price increases when the result names none', () => {
    const result = ready(
      readRecurringResult({
        subscriptions: [
          expense({ name: 'Netflix', amount: 17.99, averageAmount: 15.99 }),
          expense({ name: 'Hulu', amount: 7.99, averageAmount: 7.99 }),
        ],
      }),
    );
    expect(result.insights.priceIncreases.map((item) => item.name)).toEqual(['Netflix']);
    expect(result.insights.duplicateServices).toEqual([]);
  });

  it('keeps row keys unique when the source repeats an id', () => {
    const result = ready(
      readRecurringResult({
        subscriptions: [expense({ id: 'same', name: 'A', amount: 1 }), expense({ id: 'same', name: 'B', amount: 2 })],
      }),
    );
    expect(result.categories[0]?.expenses.map((item) => item.id).sort()).toEqual(['same', 'same-2']);
  });
});

describe('errors and empty results', () => {
  it("shows 'Analysis Processing Error' with the result's error", () => {
    expect(readRecurringResult(MOCK_ERROR_RESULTS.recurring_expenses)).toEqual({
      status: 'analysisError',
      message: MOCK_ERROR_RESULTS.recurring_expenses.error,
    });
    expect(readRecurringResult({ error: { message: 'Model timed out' } })).toEqual({
      status: 'analysisError',
      message: 'Model timed out',
    });
  });

  it("fails the transform with 'Data Processing Error' on data no shape fits", () => {
    const view = readRecurringResult({ subscriptions: [{ name: 'Netflix', amount: '17.99' }] });
    expect(view.status).toBe('unreadable');
    expect(view.status === 'unreadable' && view.detail).toMatch(/^subscriptions\.0\.amount: /);
    expect(readRecurringResult({ categories: 'Streaming' }).status).toBe('unreadable');
    expect(readRecurringResult(null).status).toBe('unreadable');
    expect(readRecurringResult('not a result').status).toBe('unreadable');
  });

  it("fails the transform with 'Data Processing Error' when reading the data throws", () => {
    const hostile = {};
    Object.defineProperty(hostile, 'subscriptions', {
      enumerable: true,
      get() {
        throw new Error('unreadable subscriptions');
      },
    });
    expect(readRecurringResult(hostile)).toEqual({ status: 'unreadable', detail: 'unreadable subscriptions' });
  });

  it('reads a result with no expenses as an empty result, not an error', () => {
    const result = ready(readRecurringResult({ summary: 'No recurring charges found.', subscriptions: [] }));
    expect(result.categories).toEqual([]);
    expect(result.totals).toEqual({ monthly: 0, annual: 0, expenseCount: 0, averageMonthly: 0 });
    expect(normaliseRecurring({}).categories).toEqual([]);
  });

  it('uses the first source key that lists any expense', () => {
    expect(recurringSourceKey({ categories: [], subscriptions: [expense({ name: 'A', amount: 1 })] })).toBe(
      'subscriptions',
    );
    expect(recurringSourceKey({ categories: [], transactions: [] })).toBe('categories');
    expect(recurringSourceKey({})).toBeUndefined();
  });
});
