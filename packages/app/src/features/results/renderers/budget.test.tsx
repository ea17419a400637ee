import { fireEvent, render, screen, within } from '@testing-library/react';
import { MOCK_BUDGET_RESULT, MOCK_ERROR_RESULTS, budgetResultFor } from '@ledgerlight/mocks';
import { describe, expect, it } from 'vitest';
import { BudgetResult } from './budget';

const dining = MOCK_BUDGET_RESULT.categories.find((category) => category.name === 'Dining Out');

// Whole results render in jsdom with a lazy chart: slow on a busy machine, so a generous timeout.
describe('BudgetResult', { timeout: 20_000 }, () => {
  it('renders the full fixture: totals, health, categories with transactions, insights, recommendations, context', async () => {
    if (!dining) throw new Error('fixture has no Dining Out');
    render(<BudgetResult data={MOCK_BUDGET_RESULT} />);
    expect(screen.getByText('Monthly income').parentElement?.parentElement).toHaveTextContent(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(MOCK_BUDGET_RESULT.totalIncome),
    );
    expect(screen.getByRole('meter', { name: 'Budget health score' })).toHaveAttribute(
      'aria-valuetext',
      '74 out of 100: Good',
    );
    for (const factor of MOCK_BUDGET_RESULT.budgetHealth.factors) expect(screen.getByText(factor)).toBeInTheDocument();

    // The chart is lazy, and its table holds every value.
    expect(
      await screen.findByRole('img', { name: 'Current spending vs suggested budget' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Current spending vs suggested budget' });
    expect(within(table).getAllByRole('row')).toHaveLength(MOCK_BUDGET_RESULT.categories.length + 1);

    const card = within(screen.getByRole('article', { name: 'Dining Out' }));
    expect(card.getByText(/over budget$/)).toBeInTheDocument();
    fireEvent.click(card.getByText(`Show ${dining.transactions.length} transactions`));
    const transactions = card.getByRole('table', { name: `Dining Out: ${dining.transactions.length} transactions` });
    expect(within(transactions).getAllByRole('row')).toHaveLength(dining.transactions.length + 1);
    expect(within(transactions).getAllByText(dining.transactions[0]?.description ?? '').length).toBeGreaterThan(0);

    const insights = within(screen.getByRole('region', { name: 'Insights' }));
    expect(insights.getAllByRole('article')).toHaveLength(MOCK_BUDGET_RESULT.insights.length);
    expect(insights.getByText('Limit food delivery to weekends')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Short term' })).toBeInTheDocument();
    expect(screen.getByText(MOCK_BUDGET_RESULT.recommendations.longTerm[0] ?? '')).toBeInTheDocument();
    expect(screen.getByText('94110')).toBeInTheDocument();
    expect(screen.getByText('$112,000.00')).toBeInTheDocument();
  });

  it("renders a run without optional context as 'Not provided'", () => {
    render(<BudgetResult data={budgetResultFor({})} />);
    expect(screen.getAllByText('Not provided')).toHaveLength(3);
  });

  it('renders a result nested under result', () => {
    render(<BudgetResult data={{ result: MOCK_BUDGET_RESULT }} />);
    expect(screen.getByRole('article', { name: 'Housing' })).toBeInTheDocument();
  });

  it("shows 'Analysis Processing Error' with the error text", () => {
    render(<BudgetResult data={MOCK_ERROR_RESULTS.budget_builder} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Analysis Processing Error');
    expect(alert).toHaveTextContent(MOCK_ERROR_RESULTS.budget_builder.error ?? '');
  });

  it('shows a clear error, not a crash, when the result cannot be read', () => {
    render(<BudgetResult data={{ ...MOCK_BUDGET_RESULT, budgetHealth: { score: 'good' } }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Data Processing Error');
    expect(alert).toHaveTextContent('budgetHealth');
  });

  it("shows 'No Results Available' for an empty result", () => {
    render(<BudgetResult data={{ summary: 'Nothing.' }} />);
    expect(screen.getByRole('heading', { name: 'No Results Available' })).toBeInTheDocument();
  });
});
