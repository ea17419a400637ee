import type { SavingsOpportunity } from '@ledgerlight/contract';
import { MOCK_ERROR_RESULTS, MOCK_SAVINGS_RESULT, MOCK_SAVINGS_SOURCE_SHAPES } from '@ledgerlight/mocks';
import type { SavingsResultViewModel, SavingsResultViewProps } from '@ledgerlight/ui';
import { describe, expect, it } from 'vitest';
import {
  normaliseSavings,
  readSavingsResult,
  savingsDataOf,
  sortOpportunities,
  toOpportunityView,
} from './savingsModel';

function ready(view: SavingsResultViewProps): SavingsResultViewModel {
  if (view.status !== 'ready') throw new Error(`expected a ready result, got ${view.status}`);
  return view.result;
}

const [first] = MOCK_SAVINGS_RESULT.opportunities;
if (!first) throw new Error('the savings fixture has no opportunity');

function opportunity(overrides: Partial<SavingsOpportunity>): SavingsOpportunity {
  return { ...first, ...overrides } as SavingsOpportunity;
}

const transactions = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    date: `2026-09-${String(index + 1).padStart(2, '0')}`,
    merchant: `Merchant ${index + 1}`,
    amount: 10 + index,
  }));

describe('readSavingsResult: where the data sits (product 3)', () => {
  const expected = ready(readSavingsResult(MOCK_SAVINGS_RESULT));

  it('reads the savings data at the top level', () => {
    expect(expected.opportunities).toHaveLength(MOCK_SAVINGS_RESULT.opportunities.length);
    expect(expected.totalPotentialSavings).toBe(MOCK_SAVINGS_RESULT.totalPotentialSavings);
    expect(expected.score).toEqual({ value: MOCK_SAVINGS_RESULT.savingsScore, band: 'yellow' });
    expect(expected.recommendations).toEqual(MOCK_SAVINGS_RESULT.recommendations);
    expect(expected.metadata).toEqual(MOCK_SAVINGS_RESULT.analysisMetadata);
    expect(expected.summary).toBeUndefined();
  });

  it('reads the savings data nested under summary', () => {
    expect(readSavingsResult(MOCK_SAVINGS_SOURCE_SHAPES.nestedInSummary)).toEqual({
      status: 'ready',
      result: expected,
    });
  });

  it('reads the savings data nested under analysisResult, with the narrative summary', () => {
    const source = MOCK_SAVINGS_SOURCE_SHAPES.nestedInAnalysisResult;
    expect(readSavingsResult(source)).toEqual({ status: 'ready', result: { ...expected, summary: source.summary } });
  });

  it('prefers the top level, then summary, then analysisResult', () => {
    const data = savingsDataOf({
      savingsScore: 10,
      summary: { savingsScore: 20 },
      analysisResult: { savingsScore: 30 },
    });
    expect(data?.savingsScore).toBe(10);
    expect(savingsDataOf({ summary: { savingsScore: 20 }, analysisResult: { savingsScore: 30 } })?.savingsScore).toBe(
      20,
    );
  });

  it('derives the total potential savings from the opportunities when absent', () => {
    const { totalPotentialSavings: _total, ...withoutTotal } = MOCK_SAVINGS_RESULT;
    const sum = MOCK_SAVINGS_RESULT.opportunities.reduce((acc, item) => acc + item.potentialSavings, 0);
    expect(ready(readSavingsResult(withoutTotal)).totalPotentialSavings).toBeCloseTo(sum);
  });
});

describe('opportunities', () => {
  it('sorts by priority High, Medium, Low, then potential savings, highest first', () => {
    const sorted = sortOpportunities([
      { id: 'low-big', priority: 'Low', potentialSavings: 500 },
      { id: 'medium-small', priority: 'Medium', potentialSavings: 5 },
      { id: 'high-small', priority: 'High', potentialSavings: 10 },
      { id: 'medium-big', priority: 'Medium', potentialSavings: 50 },
      { id: 'high-big', priority: 'High', potentialSavings: 20 },
      { id: 'low-small', priority: 'Low', potentialSavings: 1 },
    ] as const);
    expect(sorted.map((item) => item.id)).toEqual([
      'high-big',
      'high-small',
      'medium-big',
      'medium-small',
      'low-big',
      'low-small',
    ]);
  });

  it('sorts the opportunities of a result the same way', () => {
    const shuffled = [...MOCK_SAVINGS_RESULT.opportunities].reverse();
    const result = ready(readSavingsResult({ ...MOCK_SAVINGS_RESULT, opportunities: shuffled }));
    const rank = { High: 0, Medium: 1, Low: 2 } as const;
    const order = result.opportunities.map((item) => [rank[item.priority], -item.potentialSavings] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it.each([
    [0, 0, 0],
    [3, 3, 0],
    [4, 3, 1],
    [8, 3, 5],
  ])('previews %d related transactions as %d with %d more', (count, shown, more) => {
    const view = toOpportunityView(opportunity({ transactions: transactions(count) }));
    expect(view.transactionPreview).toEqual(transactions(count).slice(0, shown));
    expect(view.moreTransactions).toBe(more);
  });

  it('keeps the suggestions with their action links, null links dropped', () => {
    const view = toOpportunityView(
      opportunity({
        suggestions: [
          { type: 'cancel', suggestion: 'Cancel Hulu', estimatedSavings: 7.99, actionUrl: 'https://hulu.com/cancel' },
          { type: 'reduce', suggestion: 'Order less', estimatedSavings: 20, actionUrl: null },
        ],
      }),
    );
    expect(view.suggestions).toEqual([
      { type: 'cancel', suggestion: 'Cancel Hulu', estimatedSavings: 7.99, actionUrl: 'https://hulu.com/cancel' },
      { type: 'reduce', suggestion: 'Order less', estimatedSavings: 20, actionUrl: undefined },
    ]);
  });
});

describe('savings score colour (product 9)', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'orange'],
    [40, 'orange'],
    [39, 'red'],
    [0, 'red'],
  ])('colours a score of %d %s', (savingsScore, band) => {
    expect(normaliseSavings({ savingsScore }).score).toEqual({ value: savingsScore, band });
  });

  it('has no score when the result gives none', () => {
    expect(normaliseSavings({ opportunities: [first] }).score).toBeUndefined();
  });
});

describe('errors and missing data', () => {
  it("shows 'Analysis Processing Error' with the result's error", () => {
    expect(readSavingsResult(MOCK_ERROR_RESULTS.savings_finder)).toEqual({
      status: 'analysisError',
      message: MOCK_ERROR_RESULTS.savings_finder.error,
    });
  });

  it.each([
    ['no result', undefined],
    ['null', null],
    ['an empty object', {}],
    ['only a narrative summary', { summary: 'Nothing to report.' }],
    ['an empty opportunity list', { opportunities: [] }],
    ['empty nested data', { analysisResult: { opportunities: [] }, summary: {} }],
    ['a blank error and nothing else', { error: '  ' }],
    ['data the read schema refuses', { opportunities: [{ id: 'x', priority: 'Urgent' }] }],
  ])("shows 'No Results Available' for %s", (_label, data) => {
    expect(readSavingsResult(data)).toEqual({ status: 'noResults' });
  });

  it('shows a result with a score and no opportunities as an empty result', () => {
    const result = ready(readSavingsResult({ opportunities: [], savingsScore: 12, totalPotentialSavings: 0 }));
    expect(result.opportunities).toEqual([]);
    expect(result.score).toEqual({ value: 12, band: 'red' });
  });
});
