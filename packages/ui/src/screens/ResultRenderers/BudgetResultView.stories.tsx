import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOCK_BUDGET_RESULT, MOCK_ERROR_RESULTS, budgetResultFor } from '@ledgerlight/mocks';
import type { BudgetResult } from '@ledgerlight/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BudgetResultView, NOT_PROVIDED } from './BudgetResultView';
import type { BudgetCategoryView, BudgetResultViewModel } from './BudgetResultView';
import { ANALYSIS_PROCESSING_ERROR, DATA_PROCESSING_ERROR, NO_RESULTS_AVAILABLE } from './ResultParts';

/** The view model of a fixture result, as the app builds it. */
function viewOf(result: BudgetResult): BudgetResultViewModel {
  return {
    totalIncome: result.totalIncome,
    incomeBasis: result.incomeBasis.description,
    totalExpenses: result.totalExpenses,
    categories: result.categories,
    insights: result.insights,
    recommendations: result.recommendations,
    health: result.budgetHealth,
    userContext: result.userContext,
  };
}

const meta = {
  title: 'Screens/ResultRenderers/BudgetResultView',
  tags: ['autodocs'],
  component: BudgetResultView,
  args: { status: 'ready', result: viewOf(MOCK_BUDGET_RESULT) },
} satisfies Meta<typeof BudgetResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full result: income and expenses, health, the chart, nine categories, insights, recommendations, context. */
export const FullResult: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Monthly income')).toBeVisible();
    await expect(canvas.getByText('Left over each month')).toBeVisible();
    // One income basis, named on the page (ADR 0016): the stated income after tax.
    await expect(
      canvas.getByText(/^Based on the income you gave, \$112,000 a year, about \$7,280 a month/),
    ).toBeVisible();
    await expect(canvas.getByText('$7,280.00')).toBeVisible();
    const meter = canvas.getByRole('meter', { name: 'Budget health score' });
    await expect(meter).toHaveAttribute('aria-valuetext', '74 out of 100: Good');
    await expect(canvas.getByText('Adjusted for cost of living')).toBeVisible();
    // The chart arrives lazily, with its table of every value.
    await waitFor(
      () => expect(canvas.getByRole('img', { name: 'Current spending vs suggested budget' })).toBeVisible(),
      { timeout: 10_000 },
    );
    const table = canvas.getByRole('table', { name: 'Current spending vs suggested budget' });
    await expect(within(table).getByRole('rowheader', { name: 'Dining Out' })).toBeInTheDocument();
    const dining = canvas.getByRole('article', { name: 'Dining Out', hidden: true });
    await expect(within(dining).getByText(/over budget$/)).toBeVisible();
    await expect(within(dining).getByText('Share of expenses')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Dining out is your largest flexible expense' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4, name: 'Suggested actions' }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Short term' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Long term' })).toBeVisible();
    await expect(canvas.getByText('94110')).toBeVisible();
    await expect(canvas.getByText('$112,000.00')).toBeVisible();
  },
};

/** A category's transactions open on demand. */
export const CategoryTransactions: Story = {
  play: async ({ canvas }) => {
    const dining = within(canvas.getByRole('article', { name: 'Dining Out' }));
    const toggle = dining.getByText('Show 6 transactions');
    await expect(dining.queryByRole('table')).not.toBeVisible();
    await userEvent.click(toggle);
    const table = dining.getByRole('table', { name: 'Dining Out: 6 transactions' });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
  },
};

/** No optional context was given (product 5): annual income and ZIP code read 'Not provided'. */
export const WithoutUserContext: Story = {
  args: { status: 'ready', result: viewOf(budgetResultFor({})) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(NOT_PROVIDED)).toHaveLength(3);
  },
};

/**
 * Categories whose icons are icon keys ('utensils', 'home') rather than emoji, as the analysis engine
 * writes them, and a variance of a few cents: the keys are drawn as icons (or a generic one), never
 * shown as text, and cents read as on budget (ADR 0016).
 */
export const IconKeysAndCents: Story = {
  args: {
    status: 'ready',
    result: {
      ...viewOf(MOCK_BUDGET_RESULT),
      categories: [
        {
          name: 'Housing',
          icon: 'home',
          currentSpending: 2400,
          suggestedBudget: 2400,
          variance: 0,
          percentage: 60,
          transactions: [],
        },
        {
          name: 'Groceries',
          icon: 'shopping-cart',
          currentSpending: 600.39,
          suggestedBudget: 600,
          variance: 0.39,
          percentage: 25,
          transactions: [],
        },
        {
          name: 'Dining Out',
          icon: 'utensils',
          currentSpending: 412.5,
          suggestedBudget: 300,
          variance: 112.5,
          percentage: 15,
          transactions: [],
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    for (const name of ['Housing', 'Groceries', 'Dining Out']) {
      const card = canvas.getByRole('article', { name });
      await expect(card.querySelector('h2, h3')).toHaveTextContent(new RegExp(`^${name}$`));
    }
    await expect(canvas.queryByText(/homeHousing|utensils|shopping-cart/)).toBeNull();
    const housing = canvas.getByRole('article', { name: 'Housing' });
    await expect(housing.querySelector('svg[data-icon="home"]')).not.toBeNull();
    const groceries = within(canvas.getByRole('article', { name: 'Groceries' }));
    await expect(groceries.getByText('On budget')).toBeVisible();
    const dining = within(canvas.getByRole('article', { name: 'Dining Out' }));
    await expect(dining.getByText('$112.50 over budget')).toBeVisible();
  },
};

/** [name, icon, current, suggested] of a category as the analysis engine writes it: 19 of them, most small. */
const ENGINE_CATEGORIES: ReadonlyArray<readonly [string, string, number, number]> = [
  ['Housing', 'home', 2383.33, 2145],
  ['Groceries', 'shopping-cart', 677.45, 610],
  ['Shopping', 'shopping-bag', 546.15, 410],
  ['Dining Out', 'utensils', 267.21, 261],
  ['Transportation', 'car', 198.4, 190],
  ['Phone & Internet', 'wifi', 154.99, 150],
  ['Travel', 'plane', 131.2, 140],
  ['Subscriptions', 'tv', 96.94, 70],
  ['Food Delivery', 'utensils', 88.5, 85],
  ['Utilities', 'lightbulb', 84.1, 85],
  ['Coffee Shops', 'coffee', 62.75, 60],
  ['Health & Fitness', 'heart', 55, 55],
  ['Ride Share & Taxis', 'car', 41.3, 40],
  ['Entertainment', 'film', 38.6, 40],
  ['Healthcare', 'heart', 31.2, 35],
  ['Personal Care', 'user', 24.5, 25],
  ['Education', 'book', 19.99, 20],
  ['Gifts & Donations', 'gift', 15, 15],
  ['Fees & Interest', 'credit-card', 6.5, 0],
];

const engineCategories: BudgetCategoryView[] = ENGINE_CATEGORIES.map(([name, icon, current, suggested]) => ({
  name,
  icon,
  currentSpending: current,
  suggestedBudget: suggested,
  variance: Math.round((current - suggested) * 100) / 100,
  percentage: Math.round((current / 5159.11) * 1000) / 10,
  transactions: [],
}));

/**
 * Nineteen categories, as the analysis engine finds them in a real account: the chart
 * draws the eight largest and 'Everything else'; the meaningful overruns (Housing, Groceries,
 * Shopping, Subscriptions) come first with a red 'Over budget', then the largest; the other
 * thirteen wait behind 'Other categories', which opens from the keyboard. Dining Out, $6.21 over
 * $261, is not flagged.
 */
export const ManyCategories: Story = {
  args: { status: 'ready', result: { ...viewOf(MOCK_BUDGET_RESULT), categories: engineCategories } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Over budget in 4 of 19 categories\.$/)).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('img', { name: 'Current spending vs suggested budget' })).toBeVisible(),
      { timeout: 10_000 },
    );
    const table = canvas.getByRole('table', { name: 'Current spending vs suggested budget' });
    const rows = within(table).getAllByRole('rowheader');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Housing',
      'Groceries',
      'Shopping',
      'Dining Out',
      'Transportation',
      'Phone & Internet',
      'Travel',
      'Subscriptions',
      'Everything else (11 categories)',
    ]);

    const section = within(canvas.getByRole('region', { name: 'Spending by category' }));
    const shown = section.getAllByRole('article');
    await expect(shown.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Housing',
      'Shopping',
      'Groceries',
      'Subscriptions',
    ]);
    for (const name of ['Housing', 'Shopping', 'Groceries', 'Subscriptions']) {
      await expect(within(canvas.getByRole('article', { name })).getByText('Over budget')).toBeVisible();
    }

    const others = canvas.getByRole('button', { name: 'Other categories (15)' });
    await expect(others).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 3, name: /^Other categories \(15\)/ })).toHaveTextContent(
      '$1,219.24 a month',
    );
    const dining = canvas.getByRole('article', { name: 'Dining Out', hidden: true });
    await expect(dining).not.toBeVisible();
    // A disclosure button: Enter opens it, Space closes it (and opens it again for the picture).
    others.focus();
    await expect(others).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(others).toHaveAttribute('aria-expanded', 'true');
    await expect(dining).toBeVisible();
    await expect(within(dining).getByText('$6.21 over budget')).toBeVisible();
    await expect(within(dining).queryByText('Over budget')).toBeNull();
    await expect(
      within(canvas.getByRole('article', { name: 'Fees & Interest' })).queryByText('Over budget'),
    ).toBeNull();
  },
};

/** Nineteen categories on a phone: the first screen of the section is the chart and the overruns. */
export const ManyCategoriesMobile: Story = {
  args: ManyCategories.args,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Housing' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Dining Out', hidden: true })).not.toBeVisible();
  },
};

/**
 * The chart on a 320 px phone: its category labels slant so that each is read whole ('Groceries',
 * 'Transportation'), never cut to 'Grocer…'; the full names are also the data table's row headers.
 */
export const ChartAt320: Story = {
  args: ManyCategories.args,
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(
      () => expect(canvas.getByRole('img', { name: 'Current spending vs suggested budget' })).toBeVisible(),
      { timeout: 10_000 },
    );
    const labels = [...canvasElement.querySelectorAll('svg text[data-slanted]')].map((label) => label.textContent);
    await expect(labels.length).toBeGreaterThan(5);
    for (const label of labels) await expect(label).not.toMatch(/…/);
  },
};

/** Spending above income, in poor health. */
export const Overspending: Story = {
  args: {
    status: 'ready',
    result: {
      ...viewOf(MOCK_BUDGET_RESULT),
      totalIncome: 4200,
      totalExpenses: 4750.5,
      health: { ...MOCK_BUDGET_RESULT.budgetHealth, score: 28, level: 'Poor', incomeAppropriate: false },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Overspent each month')).toBeVisible();
    await expect(canvas.getByText('$550.50')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Budget health score' })).toHaveAttribute('data-band', 'severe');
  },
};

/** Nothing usable in the result. */
export const Empty: Story = {
  args: { status: 'noResults' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: NO_RESULTS_AVAILABLE })).toBeVisible();
  },
};

/** The result carries an error (product 8: 'Analysis Processing Error'). */
export const Error: Story = {
  args: { status: 'analysisError', message: MOCK_ERROR_RESULTS.budget_builder.error ?? '' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(ANALYSIS_PROCESSING_ERROR);
    await expect(alert).toHaveTextContent('No income was found in the selected accounts');
  },
};

/** The result is not in the budget shape. */
export const Unreadable: Story = {
  args: {
    status: 'unreadable',
    detail: 'categories.0.currentSpending: Invalid input: expected number, received string',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(DATA_PROCESSING_ERROR);
  },
};
