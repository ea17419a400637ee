import { SAVINGS_TRANSACTIONS_PREVIEW } from '@ledgerlight/contract';
import type { AgentId } from '@ledgerlight/contract';
import {
  MOCK_BUDGET_RESULT,
  MOCK_DISCRETIONARY_RESULT,
  MOCK_ERROR_RESULTS,
  MOCK_FRAUD_RESULT,
  MOCK_RECURRING_RESULT,
  MOCK_RECURRING_SOURCE_SHAPES,
  MOCK_SAVINGS_RESULT,
  MOCK_SAVINGS_SOURCE_SHAPES,
} from '@ledgerlight/mocks';
import { formatUsd } from '@ledgerlight/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AgentResultView } from './AgentResultView';

/** Each renderer is its own chunk: give it time to load on a busy machine. */
const LOADED = { timeout: 10_000 };

const meta = {
  title: 'Pages/AgentResultView',
  component: AgentResultView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AgentResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

const recurringExpenses = MOCK_RECURRING_RESULT.categories.flatMap((category) => category.expenses);
const recurringCategoriesByTotal = [...MOCK_RECURRING_RESULT.categories]
  .sort((a, b) => b.totalAmount - a.totalAmount)
  .map((category) => category.category);

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The categories' headings appear highest monthly total first. */
async function expectCategoryOrder(canvas: Canvas, categories: readonly string[]) {
  const headings = categories.map((category) => canvas.getByRole('heading', { level: 3, name: category }));
  for (const [index, heading] of headings.entries()) {
    const next = headings[index + 1];
    if (next) await expect(heading.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
}

/** The recurring totals: the monthly one leads (the verdict), the annual one beside it, then the count's tile. */
async function expectRecurringTotals(canvas: Canvas) {
  await expect(await canvas.findByRole('heading', { level: 2, name: 'Recurring costs' }, LOADED)).toBeVisible();
  for (const value of [
    formatUsd(MOCK_RECURRING_RESULT.totalMonthlyRecurring),
    `${formatUsd(MOCK_RECURRING_RESULT.totalAnnualRecurring)} a year`,
    String(MOCK_RECURRING_RESULT.expenseCount),
  ]) {
    await expect(canvas.getAllByText(value)[0]).toBeVisible();
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every expense of the fixture has its row. */
async function expectEveryExpense(canvas: Canvas) {
  for (const expense of recurringExpenses) {
    await expect(canvas.getByRole('rowheader', { name: new RegExp(`^${escapeRegExp(expense.name)}`) })).toBeVisible();
  }
}

// ---------------------------------------------------------------------------------------------
// Each agent's full result through the dispatcher
// ---------------------------------------------------------------------------------------------

/** Fraud detection: the fraud renderer, loaded on demand. */
export const Fraud: Story = {
  args: { agentId: 'fraud_detection', data: MOCK_FRAUD_RESULT },
  play: async ({ canvas }) => {
    const [alert] = MOCK_FRAUD_RESULT.alerts;
    if (!alert) throw new Error('the fraud fixture has no alert');
    await expect((await canvas.findAllByText(alert.merchant, {}, LOADED))[0]).toBeVisible();
    await expect(canvas.queryByRole('status', { name: /Loading analysis results/ })).not.toBeInTheDocument();
  },
};

/** Budget builder: the budget renderer. */
export const Budget: Story = {
  args: { agentId: 'budget_builder', data: MOCK_BUDGET_RESULT },
  play: async ({ canvas }) => {
    const [category] = MOCK_BUDGET_RESULT.categories;
    if (!category) throw new Error('the budget fixture has no category');
    await expect((await canvas.findAllByText(category.name, {}, LOADED))[0]).toBeVisible();
  },
};

/** Discretionary spending: the discretionary renderer. */
export const Discretionary: Story = {
  args: { agentId: 'discretionary_spending', data: MOCK_DISCRETIONARY_RESULT },
  play: async ({ canvas }) => {
    const [category] = MOCK_DISCRETIONARY_RESULT.categories;
    if (!category) throw new Error('the discretionary fixture has no category');
    await expect((await canvas.findAllByText(category.name, {}, LOADED))[0]).toBeVisible();
  },
};

/** Recurring expenses, normalised shape: totals, categories by total, insights, recommendations. */
export const Recurring: Story = {
  args: { agentId: 'recurring_expenses', data: MOCK_RECURRING_RESULT },
  play: async ({ canvas }) => {
    await expectRecurringTotals(canvas);
    await expectCategoryOrder(canvas, recurringCategoriesByTotal);
    await expectEveryExpense(canvas);
    for (const heading of ['Duplicate services', 'Unusual charges', 'Cancellation opportunities', 'Price increases']) {
      await expect(canvas.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
  },
};

/** Savings finder: score, opportunities by priority then savings, previews, links, metadata. */
export const Savings: Story = {
  args: { agentId: 'savings_finder', data: MOCK_SAVINGS_RESULT },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('meter', { name: 'Savings score' }, LOADED)).toHaveAttribute(
      'aria-valuenow',
      String(MOCK_SAVINGS_RESULT.savingsScore),
    );
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(MOCK_SAVINGS_RESULT.opportunities.length);
    const rank = { High: 0, Medium: 1, Low: 2 } as const;
    const expected = [...MOCK_SAVINGS_RESULT.opportunities].sort(
      (a, b) => rank[a.priority] - rank[b.priority] || b.potentialSavings - a.potentialSavings,
    );
    for (const [index, card] of cards.entries()) {
      const opportunity = expected[index];
      if (!opportunity) throw new Error('more cards than opportunities');
      await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(opportunity.title);
      const more = opportunity.transactions.length - SAVINGS_TRANSACTIONS_PREVIEW;
      if (more > 0) await expect(within(card).getByText(`+${more} more`)).toBeVisible();
    }
    for (const link of canvas.getAllByRole('link', { name: /^Go to / })) {
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    await expect(canvas.getByText(MOCK_SAVINGS_RESULT.analysisMetadata.timeframeAnalyzed)).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// Recurring: each source shape and summary variant of product 3
// ---------------------------------------------------------------------------------------------

/** Grouped `categories`; totals at the top level in camelCase; a narrative summary. */
export const RecurringCategoriesShape: Story = {
  args: { agentId: 'recurring_expenses', data: MOCK_RECURRING_SOURCE_SHAPES.categories },
  play: async ({ canvas }) => {
    await expectRecurringTotals(canvas);
    const { summary } = MOCK_RECURRING_SOURCE_SHAPES.categories;
    await expect(canvas.getByText(typeof summary === 'string' ? summary : '')).toBeVisible();
    await expectCategoryOrder(canvas, recurringCategoriesByTotal);
    await expectEveryExpense(canvas);
  },
};

/** A flat `subscriptions` list; snake_case totals nested under summary. */
export const RecurringSubscriptionsShape: Story = {
  args: { agentId: 'recurring_expenses', data: MOCK_RECURRING_SOURCE_SHAPES.subscriptions },
  play: async ({ canvas }) => {
    await expectRecurringTotals(canvas);
    await expectCategoryOrder(canvas, recurringCategoriesByTotal);
    await expectEveryExpense(canvas);
    await expect(canvas.getAllByText('Active')).toHaveLength(recurringExpenses.length);
  },
};

/** A flat `transactions` list of bare expenses; snake_case totals at the top level. */
export const RecurringTransactionsShape: Story = {
  args: { agentId: 'recurring_expenses', data: MOCK_RECURRING_SOURCE_SHAPES.transactions },
  play: async ({ canvas }) => {
    await expectRecurringTotals(canvas);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Other' })).toBeVisible();
    await expectEveryExpense(canvas);
    await expect(canvas.getAllByText('Unknown')).toHaveLength(recurringExpenses.length);
    await expect(canvas.getAllByText('Quarterly').length).toBeGreaterThan(0);
  },
};

/** Groups under `recurringExpenseCategories`; camelCase totals nested under summary; insights. */
export const RecurringExpenseCategoriesShape: Story = {
  args: { agentId: 'recurring_expenses', data: MOCK_RECURRING_SOURCE_SHAPES.recurringExpenseCategories },
  play: async ({ canvas }) => {
    await expectRecurringTotals(canvas);
    await expectCategoryOrder(canvas, recurringCategoriesByTotal);
    const duplicates = canvas.getByRole('heading', { level: 3, name: 'Duplicate services' }).closest('section');
    if (!duplicates) throw new Error('no duplicate services block');
    const [group] = MOCK_RECURRING_RESULT.insights.duplicateServices;
    await expect(within(duplicates).getByText(group?.map((item) => item.name).join(', ') ?? '')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Price increases' })).toBeVisible();
  },
};

/** Categories without totals: the totals are derived from the expenses (cancelled ones left out). */
export const RecurringDerivedTotals: Story = {
  args: {
    agentId: 'recurring_expenses',
    data: {
      subscriptions: [
        { name: 'Gym', amount: 40, frequency: 'monthly', status: 'active', category: 'Fitness' },
        { name: 'Car insurance', amount: 300, frequency: 'quarterly', status: 'active', category: 'Insurance' },
        { name: 'Magazine', amount: 9, frequency: 'monthly', status: 'cancelled', category: 'Reading' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Recurring costs' }, LOADED)).toBeVisible();
    await expect(canvas.getAllByText('$140.00').length).toBeGreaterThan(0);
    await expect(canvas.getByText('$1,680.00 a year')).toBeVisible();
    await expectCategoryOrder(canvas, ['Insurance', 'Fitness', 'Reading']);
  },
};

/** The result carries an error. */
export const RecurringAnalysisError: Story = {
  args: { agentId: 'recurring_expenses', data: MOCK_ERROR_RESULTS.recurring_expenses },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LOADED);
    await expect(alert).toHaveTextContent('Analysis Processing Error');
    await expect(alert).toHaveTextContent(MOCK_ERROR_RESULTS.recurring_expenses.error ?? '');
  },
};

/** Data no source shape fits: the transform fails. */
export const RecurringDataProcessingError: Story = {
  args: { agentId: 'recurring_expenses', data: { subscriptions: [{ name: 'Netflix', amount: '17.99' }] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LOADED);
    await expect(alert).toHaveTextContent('Data Processing Error');
    await expect(alert).toHaveTextContent('subscriptions.0.amount');
  },
};

/** No recurring expenses found. */
export const RecurringEmpty: Story = {
  args: { agentId: 'recurring_expenses', data: { subscriptions: [], summary: 'No recurring charges were found.' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'No recurring expenses found' }, LOADED),
    ).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// Savings: where the data sits (product 3), errors
// ---------------------------------------------------------------------------------------------

async function expectSavings(canvas: Canvas) {
  await expect(await canvas.findByRole('meter', { name: 'Savings score' }, LOADED)).toHaveAttribute(
    'aria-valuenow',
    String(MOCK_SAVINGS_RESULT.savingsScore),
  );
  await expect(canvas.getAllByRole('article')).toHaveLength(MOCK_SAVINGS_RESULT.opportunities.length);
  await expect(canvas.getByText(formatUsd(MOCK_SAVINGS_RESULT.totalPotentialSavings))).toBeVisible();
}

/** The savings data nested under summary. */
export const SavingsNestedInSummary: Story = {
  args: { agentId: 'savings_finder', data: MOCK_SAVINGS_SOURCE_SHAPES.nestedInSummary },
  play: async ({ canvas }) => {
    await expectSavings(canvas);
  },
};

/** The savings data nested under analysisResult, with a narrative summary beside it. */
export const SavingsNestedInAnalysisResult: Story = {
  args: { agentId: 'savings_finder', data: MOCK_SAVINGS_SOURCE_SHAPES.nestedInAnalysisResult },
  play: async ({ canvas }) => {
    await expectSavings(canvas);
    const { summary } = MOCK_SAVINGS_SOURCE_SHAPES.nestedInAnalysisResult;
    await expect(canvas.getByText(typeof summary === 'string' ? summary : '')).toBeVisible();
  },
};

/** The result carries an error. */
export const SavingsAnalysisError: Story = {
  args: { agentId: 'savings_finder', data: MOCK_ERROR_RESULTS.savings_finder },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LOADED);
    await expect(alert).toHaveTextContent('Analysis Processing Error');
    await expect(alert).toHaveTextContent(MOCK_ERROR_RESULTS.savings_finder.error ?? '');
  },
};

/** Nothing usable: 'No Results Available'. */
export const SavingsNoResults: Story = {
  args: { agentId: 'savings_finder', data: { summary: 'The analysis found nothing to report.' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No Results Available' }, LOADED)).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// Unknown agent
// ---------------------------------------------------------------------------------------------

/** An agent id outside the catalogue (from a hand-typed URL). */
export const UnknownAgent: Story = {
  args: { agentId: 'tax_optimizer' as AgentId, data: MOCK_SAVINGS_RESULT },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Agent Not Found' })).toBeVisible();
    await expect(canvas.getByText(/Invalid agent selected/)).toBeVisible();
  },
};
