import { MOCK_BUDGET_RESULT, MOCK_ERROR_RESULTS, budgetResultFor } from '@ledgerlight/mocks';
import { describe, expect, it } from 'vitest';
import { readBudgetResult } from './budgetModel';

function ready(data: unknown) {
  const view = readBudgetResult(data);
  if (view.status !== 'ready') throw new Error(`Expected a ready view, got ${view.status}`);
  return view.result;
}

describe('readBudgetResult', () => {
  it('reads the full fixture', () => {
    const result = ready(MOCK_BUDGET_RESULT);
    expect(result.totalIncome).toBe(MOCK_BUDGET_RESULT.totalIncome);
    expect(result.totalExpenses).toBe(MOCK_BUDGET_RESULT.totalExpenses);
    expect(result.categories.map((category) => category.name)).toEqual(
      MOCK_BUDGET_RESULT.categories.map((category) => category.name),
    );
    expect(result.categories[0]?.transactions).toEqual(MOCK_BUDGET_RESULT.categories[0]?.transactions);
    expect(result.insights).toEqual(MOCK_BUDGET_RESULT.insights);
    expect(result.recommendations).toEqual(MOCK_BUDGET_RESULT.recommendations);
    expect(result.health).toEqual(MOCK_BUDGET_RESULT.budgetHealth);
    expect(result.userContext).toEqual({ annualIncome: 112_000, zipcode: '94110', costOfLiving: 'High' });
  });

  it('reads a run without the optional context (nulls)', () => {
    expect(ready(budgetResultFor({})).userContext).toEqual({ annualIncome: null, zipcode: null, costOfLiving: null });
  });

  it('names the one income basis every figure uses (ADR 0016)', () => {
    const stated = ready(MOCK_BUDGET_RESULT);
    expect(stated.incomeBasis).toMatch(/^Based on the income you gave, \$112,000 a year, about \$7,280 a month/);
    expect(stated.totalIncome).toBe(7280);
    const deposits = ready(budgetResultFor({}));
    expect(deposits.incomeBasis).toMatch(/^Based on the deposits seen in these accounts/);
    expect(deposits.totalIncome).toBe(MOCK_BUDGET_RESULT.incomeBasis.depositsSeen);
    // Older results without a basis still read.
    const { incomeBasis: _basis, ...older } = MOCK_BUDGET_RESULT;
    expect(ready(older).incomeBasis).toBeUndefined();
  });

  it('reads the result wrapped under analysisResult', () => {
    expect(ready({ analysisResult: MOCK_BUDGET_RESULT }).categories).toHaveLength(MOCK_BUDGET_RESULT.categories.length);
  });

  it('reads a partial result, filling the missing lists and dropping a blank icon', () => {
    const [first] = MOCK_BUDGET_RESULT.categories;
    if (!first) throw new Error('fixture has no category');
    const result = ready({ totalIncome: 5000, categories: [{ ...first, icon: '' }], summary: 'Short.' });
    expect(result.categories[0]?.icon).toBeUndefined();
    expect(result.insights).toEqual([]);
    expect(result.recommendations).toEqual({ shortTerm: [], longTerm: [] });
    expect(result.health).toBeUndefined();
    expect(result.summary).toBe('Short.');
  });

  it('shows the error the result carries', () => {
    expect(readBudgetResult(MOCK_ERROR_RESULTS.budget_builder)).toEqual({
      status: 'analysisError',
      message: MOCK_ERROR_RESULTS.budget_builder.error,
    });
  });

  it('has no results for an empty result or empty lists only', () => {
    expect(readBudgetResult({})).toEqual({ status: 'noResults' });
    expect(readBudgetResult({ categories: [], insights: [] })).toEqual({ status: 'noResults' });
  });

  it('cannot read a category of the wrong shape', () => {
    const view = readBudgetResult({ ...MOCK_BUDGET_RESULT, categories: [{ name: 'Rent', currentSpending: '2450' }] });
    expect(view).toMatchObject({ status: 'unreadable', detail: expect.stringContaining('categories.0') });
  });
});
