import { render, screen, within } from '@testing-library/react';
import { MOCK_DISCRETIONARY_RESULT, MOCK_ERROR_RESULTS } from '@ledgerlight/mocks';
import { describe, expect, it } from 'vitest';
import { DiscretionaryResult } from './discretionary';

// Whole results render in jsdom with a lazy chart: slow on a busy machine, so a generous timeout.
describe('DiscretionaryResult', { timeout: 20_000 }, () => {
  it('renders the full fixture: totals, flexibility, essentials, chart, categories, patterns, recommendations', async () => {
    render(<DiscretionaryResult data={MOCK_DISCRETIONARY_RESULT} />);
    expect(screen.getByText(MOCK_DISCRETIONARY_RESULT.summary)).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Flexibility score' })).toHaveAttribute(
      'aria-valuetext',
      '62 out of 100: Moderate',
    );
    const comparison = within(screen.getByRole('region', { name: 'Compared with essentials' }));
    expect(comparison.getByText(MOCK_DISCRETIONARY_RESULT.comparisonToEssentials.healthCheck)).toBeInTheDocument();

    expect(
      await screen.findByRole('img', { name: 'Discretionary spending by month' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Discretionary spending by month' });
    expect(within(table).getAllByRole('row')).toHaveLength(MOCK_DISCRETIONARY_RESULT.monthlyBreakdown.length + 1);
    expect(within(table).getByRole('rowheader', { name: 'October 2026' })).toBeInTheDocument();

    const categories = within(screen.getByRole('region', { name: 'Categories' }));
    expect(categories.getAllByRole('article')).toHaveLength(MOCK_DISCRETIONARY_RESULT.categories.length);
    const dining = within(categories.getByRole('article', { name: 'Dining Out' }));
    expect(dining.getByText('High flexibility')).toBeInTheDocument();
    expect(dining.getByText('Reduction potential')).toBeInTheDocument();

    // Each fixture pattern has 4 examples: only 3 show (product 9).
    const patterns = within(screen.getByRole('region', { name: 'Spending patterns' }));
    const coffee = within(patterns.getByRole('article', { name: 'Weekday coffee runs' }));
    const examples = MOCK_DISCRETIONARY_RESULT.spendingPatterns[0]?.examples ?? [];
    expect(examples).toHaveLength(4);
    for (const example of examples.slice(0, 3)) expect(coffee.getByText(example)).toBeInTheDocument();
    expect(coffee.queryByText(examples[3] ?? '')).toBeNull();
    expect(coffee.getByText('+1 more')).toBeInTheDocument();

    const recommendations = within(screen.getByRole('region', { name: 'Recommendations' }));
    for (const group of ['Quick wins', 'Behavioral changes', 'Long-term strategies']) {
      expect(recommendations.getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(
      recommendations.getByText(MOCK_DISCRETIONARY_RESULT.recommendations.quick_wins[0] ?? ''),
    ).toBeInTheDocument();
  });

  it.each([
    [70, 'High'],
    [69, 'Moderate'],
    [40, 'Moderate'],
    [39, 'Limited'],
  ])('labels a flexibility score of %s %s', (flexibilityScore, label) => {
    render(<DiscretionaryResult data={{ ...MOCK_DISCRETIONARY_RESULT, flexibilityScore }} />);
    expect(screen.getByRole('meter', { name: 'Flexibility score' })).toHaveAttribute(
      'aria-valuetext',
      `${flexibilityScore} out of 100: ${label}`,
    );
  });

  it('renders a result nested under analysisResult', () => {
    render(<DiscretionaryResult data={{ analysisResult: MOCK_DISCRETIONARY_RESULT }} />);
    expect(screen.getByRole('region', { name: 'Spending patterns' })).toBeInTheDocument();
  });

  it("shows 'Analysis Processing Error' with the error text", () => {
    render(<DiscretionaryResult data={MOCK_ERROR_RESULTS.discretionary_spending} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Analysis Processing Error');
    expect(alert).toHaveTextContent(MOCK_ERROR_RESULTS.discretionary_spending.error ?? '');
  });

  it("shows 'No Results Available' without a result", () => {
    render(<DiscretionaryResult data={undefined} />);
    expect(screen.getByRole('heading', { name: 'No Results Available' })).toBeInTheDocument();
  });

  it('shows a clear error, not a crash, when the result cannot be read', () => {
    render(<DiscretionaryResult data={{ flexibilityScore: 'high' }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Data Processing Error');
    expect(alert).toHaveTextContent('flexibilityScore');
  });
});
