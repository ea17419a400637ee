import { PATTERN_EXAMPLES_LIMIT } from '@ledgerlight/contract';
import { MOCK_DISCRETIONARY_RESULT, MOCK_ERROR_RESULTS } from '@ledgerlight/mocks';
import { describe, expect, it } from 'vitest';
import { readDiscretionaryResult } from './discretionaryModel';

function ready(data: unknown) {
  const view = readDiscretionaryResult(data);
  if (view.status !== 'ready') throw new Error(`Expected a ready view, got ${view.status}`);
  return view.result;
}

describe('readDiscretionaryResult', () => {
  it('reads the full fixture', () => {
    const result = ready(MOCK_DISCRETIONARY_RESULT);
    expect(result.summary).toBe(MOCK_DISCRETIONARY_RESULT.summary);
    expect(result.totalDiscretionary).toBe(MOCK_DISCRETIONARY_RESULT.totalDiscretionary);
    expect(result.discretionaryPercentage).toBe(MOCK_DISCRETIONARY_RESULT.discretionaryPercentage);
    expect(result.flexibility).toEqual({ score: 62, label: 'Moderate' });
    expect(result.comparison).toEqual(MOCK_DISCRETIONARY_RESULT.comparisonToEssentials);
    expect(result.categories).toHaveLength(MOCK_DISCRETIONARY_RESULT.categories.length);
    expect(result.recommendations).toEqual({
      quickWins: MOCK_DISCRETIONARY_RESULT.recommendations.quick_wins,
      behavioralChanges: MOCK_DISCRETIONARY_RESULT.recommendations.behavioral_changes,
      longTermStrategies: MOCK_DISCRETIONARY_RESULT.recommendations.long_term_strategies,
    });
    expect(result.monthlyBreakdown).toEqual(MOCK_DISCRETIONARY_RESULT.monthlyBreakdown);
  });

  it('keeps at most 3 examples per pattern and counts the rest (product 9)', () => {
    const result = ready(MOCK_DISCRETIONARY_RESULT);
    result.spendingPatterns.forEach((pattern, index) => {
      const source = MOCK_DISCRETIONARY_RESULT.spendingPatterns[index];
      expect(pattern.examples).toEqual(source?.examples.slice(0, PATTERN_EXAMPLES_LIMIT));
      expect(pattern.examples.length).toBeLessThanOrEqual(3);
      expect(pattern.moreExamples).toBe(Math.max(0, (source?.examples.length ?? 0) - 3));
    });
  });

  it.each([
    [39, 'Limited'],
    [40, 'Moderate'],
    [69, 'Moderate'],
    [70, 'High'],
  ])('labels a flexibility score of %s %s', (flexibilityScore, label) => {
    expect(ready({ ...MOCK_DISCRETIONARY_RESULT, flexibilityScore }).flexibility?.label).toBe(label);
  });

  it('puts the monthly breakdown in month order', () => {
    const reversed = [...MOCK_DISCRETIONARY_RESULT.monthlyBreakdown].reverse();
    expect(ready({ monthlyBreakdown: reversed }).monthlyBreakdown).toEqual(MOCK_DISCRETIONARY_RESULT.monthlyBreakdown);
  });

  it('reads the result wrapped under result', () => {
    expect(ready({ result: MOCK_DISCRETIONARY_RESULT }).flexibility?.label).toBe('Moderate');
  });

  it('shows the error the result carries', () => {
    expect(readDiscretionaryResult(MOCK_ERROR_RESULTS.discretionary_spending)).toEqual({
      status: 'analysisError',
      message: MOCK_ERROR_RESULTS.discretionary_spending.error,
    });
  });

  it("has 'No Results Available' without a result, or with a summary only (product 8)", () => {
    expect(readDiscretionaryResult(undefined)).toEqual({ status: 'noResults' });
    expect(readDiscretionaryResult(null)).toEqual({ status: 'noResults' });
    expect(readDiscretionaryResult({})).toEqual({ status: 'noResults' });
    expect(readDiscretionaryResult({ summary: 'Nothing to report.' })).toEqual({ status: 'noResults' });
  });

  it('cannot read a month in the wrong format', () => {
    const view = readDiscretionaryResult({ monthlyBreakdown: [{ month: 'October', totalDiscretionary: 1 }] });
    expect(view).toMatchObject({ status: 'unreadable', detail: expect.stringContaining('monthlyBreakdown.0.month') });
  });
});
