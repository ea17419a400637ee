import { describe, expect, it } from 'vitest';
import { budgetChartBars, isMeaningfulOverrun, rankBudgetCategories } from './budgetCategories';
import type { RankedCategory } from './budgetCategories';

/** A category spending `current` a month against a suggested `suggested`. */
function category(name: string, current: number, suggested: number): RankedCategory {
  return { name, currentSpending: current, suggestedBudget: suggested, variance: current - suggested };
}

const names = (categories: readonly RankedCategory[]) => categories.map((one) => one.name);

describe('isMeaningfulOverrun', () => {
  it('flags an overrun of at least $10 and a tenth of the budget', () => {
    expect(isMeaningfulOverrun(category('Groceries', 677.45, 610))).toBe(true);
    expect(isMeaningfulOverrun(category('Fees', 12, 0))).toBe(true);
  });

  it('leaves small overruns, on-budget and under-budget categories unflagged', () => {
    // $6.21 over $261: 2.4%.
    expect(isMeaningfulOverrun(category('Dining Out', 267.21, 261))).toBe(false);
    // 50% over, but $5.
    expect(isMeaningfulOverrun(category('Personal Care', 15, 10))).toBe(false);
    // $20 over $2,145: under a tenth.
    expect(isMeaningfulOverrun(category('Housing', 2165, 2145))).toBe(false);
    expect(isMeaningfulOverrun(category('Travel', 100, 100))).toBe(false);
    expect(isMeaningfulOverrun(category('Coffee', 50, 80))).toBe(false);
  });
});

describe('rankBudgetCategories', () => {
  it('puts overruns first, largest overrun first, then the largest categories; the rest by spending', () => {
    const { featured, others, overruns } = rankBudgetCategories([
      category('Travel', 90, 100),
      category('Housing', 2383.33, 2383.33),
      category('Shopping', 546.15, 410),
      category('Coffee', 40, 25),
      category('Groceries', 677.45, 610),
      category('Dining Out', 267.21, 261),
      category('Utilities', 150, 150),
      category('Fees', 4, 0),
    ]);
    expect(overruns).toBe(3);
    // Groceries and Shopping are among the three largest already: Housing completes them.
    expect(names(featured)).toEqual(['Shopping', 'Groceries', 'Coffee', 'Housing']);
    expect(names(others)).toEqual(['Dining Out', 'Utilities', 'Travel', 'Fees']);
  });

  it('keeps room for the three largest when many categories overrun, and at most six in all', () => {
    const many = Array.from({ length: 10 }, (_, index) => category(`Over ${index}`, 100 + index * 10, 50));
    const big = [category('Housing', 2000, 2000), category('Groceries', 600, 600), category('Car', 500, 500)];
    const { featured, others, overruns } = rankBudgetCategories([...many, ...big]);
    expect(overruns).toBe(10);
    expect(names(featured)).toEqual(['Over 9', 'Over 8', 'Over 7', 'Housing', 'Groceries', 'Car']);
    expect(others).toHaveLength(7);
    expect(names(others)[0]).toBe('Over 6');
  });

  it('shows every category first when there are few', () => {
    const { featured, others } = rankBudgetCategories([category('Housing', 2000, 2000), category('Food', 500, 600)]);
    expect(names(featured)).toEqual(['Housing', 'Food']);
    expect(others).toEqual([]);
  });
});

describe('budgetChartBars', () => {
  it('draws nine categories or fewer as they are, largest first', () => {
    const bars = budgetChartBars(Array.from({ length: 9 }, (_, index) => category(`C${index}`, index * 10, 5)));
    expect(bars).toHaveLength(9);
    expect(bars[0]).toEqual({ label: 'C8', current: 80, suggested: 5 });
  });

  it('draws the eight largest and one bar with the sums of the rest', () => {
    const categories = Array.from({ length: 19 }, (_, index) => category(`C${index}`, 100 + index, 90.1));
    const bars = budgetChartBars(categories);
    expect(bars).toHaveLength(9);
    expect(bars.slice(0, 8).map((bar) => bar.label)).toEqual(['C18', 'C17', 'C16', 'C15', 'C14', 'C13', 'C12', 'C11']);
    // C0..C10: 100 + ... + 110 and eleven budgets of 90.10.
    expect(bars[8]).toEqual({
      label: 'Everything else (11 categories)',
      shortLabel: 'Others',
      current: 1155,
      suggested: 991.1,
    });
  });
});
