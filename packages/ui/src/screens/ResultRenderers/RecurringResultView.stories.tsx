import type { RecurringExpense } from '@ledgerlight/contract';
import { MOCK_ERROR_RESULTS, MOCK_RECURRING_RESULT, monthlyAmountOf } from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CORRECTION_SAVED_MESSAGE } from '@ledgerlight/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SaveCorrection } from '../Corrections/CorrectionControl';
import { SaveCorrectionProvider } from '../Corrections/saveCorrectionContext';
import { formatUsd } from '../../format/format';
import { ALREADY_CANCELLED, RecurringResultView } from './RecurringResultView';
import type { RecurringExpenseView, RecurringResultViewModel } from './RecurringResultView';

/** The mocks' normalised result as the app's normaliser hands it over (nulls dropped, monthly added). */
function expenseView(expense: RecurringExpense): RecurringExpenseView {
  const { cancellationUrl, managementUrl, cancellationInfo, ...rest } = expense;
  return {
    ...rest,
    monthlyAmount: monthlyAmountOf(expense),
    variancePercent: expense.averageAmount > 0 ? (expense.variance / expense.averageAmount) * 100 : undefined,
    cancellation: {
      difficulty: cancellationInfo.difficulty,
      url: cancellationUrl ?? cancellationInfo.url ?? undefined,
      managementUrl: managementUrl ?? undefined,
      phone: cancellationInfo.phone ?? undefined,
      note: cancellationInfo.note,
    },
  };
}

const mock = MOCK_RECURRING_RESULT;
const FULL: RecurringResultViewModel = {
  summary: `You have ${mock.expenseCount} recurring expenses costing ${formatUsd(mock.totalMonthlyRecurring)} a month.`,
  totals: {
    monthly: mock.totalMonthlyRecurring,
    annual: mock.totalAnnualRecurring,
    expenseCount: mock.expenseCount,
    averageMonthly: mock.totalMonthlyRecurring / mock.expenseCount,
  },
  categories: mock.categories.map((category) => ({ ...category, expenses: category.expenses.map(expenseView) })),
  insights: {
    duplicateServices: mock.insights.duplicateServices.map((group) => group.map(expenseView)),
    unusualCharges: mock.insights.unusualCharges.map(expenseView),
    cancellationOpportunities: mock.insights.cancellationOpportunities.map(expenseView),
    priceIncreases: mock.insights.priceIncreases.map(expenseView),
  },
  recommendations: mock.recommendations,
};

const EMPTY: RecurringResultViewModel = {
  totals: { monthly: 0, annual: 0, expenseCount: 0, averageMonthly: 0 },
  categories: [],
  insights: { duplicateServices: [], unusualCharges: [], cancellationOpportunities: [], priceIncreases: [] },
  recommendations: [],
};

/** Bare expenses as a flat `transactions` source gives them: name, amount, sometimes a frequency. */
const SPARSE: RecurringResultViewModel = {
  // The cancelled Audible is listed but neither costs nor counts (ADR 0016: one count everywhere).
  totals: { monthly: 11.99, annual: 143.88, expenseCount: 1, averageMonthly: 11.99 },
  categories: [
    {
      category: 'Other',
      totalAmount: 11.99,
      percentage: 100,
      expenses: [
        {
          id: 'a',
          name: 'Spotify',
          category: 'Other',
          amount: 11.99,
          monthlyAmount: 11.99,
          status: 'unknown',
          cancellation: {},
        },
        {
          id: 'b',
          name: 'Audible',
          category: 'Other',
          amount: 15.99,
          frequency: 'monthly',
          monthlyAmount: 15.99,
          status: 'cancelled',
          lastChargeDate: '2026-08-14',
          cancellation: { difficulty: 'Easy', url: 'https://www.audible.com/account/cancel' },
        },
      ],
    },
  ],
  insights: EMPTY.insights,
  recommendations: [],
};

const meta = {
  title: 'Screens/ResultRenderers/RecurringResultView',
  tags: ['autodocs'],
  component: RecurringResultView,
  parameters: { layout: 'padded' },
  args: { status: 'ready', result: FULL },
} satisfies Meta<typeof RecurringResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every part: totals, categories by monthly cost, the four kinds of insight, recommendations. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recurring costs' })).toBeVisible();
    await expect(canvas.getByText(formatUsd(mock.totalMonthlyRecurring))).toBeVisible();
    // The monthly total leads as the verdict's figure, the annual one beside it.
    await expect(canvas.getByText(`${formatUsd(mock.totalAnnualRecurring)} a year`)).toBeVisible();

    // Categories in the given order (the app sorts them by totalAmount), each with its table.
    const headings = mock.categories.map((category) =>
      canvas.getByRole('heading', { level: 3, name: category.category }),
    );
    for (const [index, heading] of headings.entries()) {
      const next = headings[index + 1];
      if (next) await expect(heading.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }

    // A quarterly bill: its charge, frequency, monthly equivalent and cancellation details.
    const geico = mock.categories
      .flatMap((category) => category.expenses)
      .find((item) => item.frequency === 'quarterly');
    if (!geico) throw new Error('the fixture has no quarterly expense');
    const row = canvas.getByRole('rowheader', { name: new RegExp(`^${geico.name}`) }).closest('tr');
    if (!row) throw new Error('no row for the quarterly expense');
    const cells = within(row);
    await expect(cells.getByText('Quarterly')).toBeVisible();
    await expect(cells.getByText(formatUsd(geico.amount / 3))).toBeVisible();
    await expect(cells.getByText('Active')).toBeVisible();
    await expect(cells.getByText(`${geico.cancellationInfo.difficulty} to cancel`)).toBeVisible();

    // External links open in a new tab without handing over the opener.
    const cancel = canvas.getAllByRole('link', { name: /^Cancel online Netflix/ })[0];
    await expect(cancel).toHaveAttribute('target', '_blank');
    await expect(cancel).toHaveAttribute('rel', expect.stringContaining('noopener'));

    for (const heading of ['Duplicate services', 'Unusual charges', 'Cancellation opportunities', 'Price increases']) {
      await expect(canvas.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    await expect(canvas.getAllByText(/^Variance \+\$/)[0]).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recommendations' })).toBeVisible();
    await expect(canvas.getByText(mock.recommendations[0] ?? '')).toBeVisible();

    // One set of columns: 'Per month' starts at the same x in every category's table, and amounts
    // stay on one line.
    const perMonth = canvas.getAllByRole('columnheader', { name: 'Per month' }).map((th) => th.getBoundingClientRect());
    await expect(perMonth.length).toBeGreaterThan(1);
    for (const rect of perMonth) await expect(rect.left).toBeCloseTo(perMonth[0]?.left ?? 0, 0);
    const amount = canvas.getAllByText(formatUsd(geico.amount / 3))[0];
    if (!amount) throw new Error('no monthly amount');
    const lineHeight = Number.parseFloat(getComputedStyle(amount).lineHeight);
    await expect(amount.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
    // Phone numbers are links in the theme's link colour, not the browser's default blue.
    const phone = canvas.getAllByRole('link', { name: /^\d[\d-]+$/ })[0];
    if (!phone) throw new Error('no phone link');
    const link = canvas.getAllByRole('link', { name: /^Cancel online/ })[0];
    if (!link) throw new Error('no cancel link');
    await expect(getComputedStyle(phone).color).toBe(getComputedStyle(link).color);
  },
};

/** No recurring expenses found: zero totals and the empty state. */
export const Empty: Story = {
  args: { status: 'ready', result: EMPTY },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No recurring expenses found' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Insights' })).not.toBeInTheDocument();
    await expect(canvas.getByText('$0.00')).toBeVisible();
    await expect(canvas.getByText('$0.00 a year')).toBeVisible();
    await expect(canvas.getByText(/^No subscriptions or repeating bills were found/)).toBeVisible();
  },
};

/**
 * Bare expenses: no frequency, no dates, no cancellation details; a cancelled one, which is neither
 * counted nor offered as cancellable.
 */
export const Sparse: Story = {
  args: { status: 'ready', result: SPARSE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Frequency not given')).toBeVisible();
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByText('Unknown')).toBeVisible();
    await expect(canvas.getByText('$12')).toBeVisible();
    await expect(canvas.getByText('still billing; 1 cancelled not counted')).toBeVisible();
    await expect(canvas.getByText(ALREADY_CANCELLED)).toBeVisible();
    await expect(canvas.queryByText('Easy to cancel')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Cancel online Audible/ })).toBeNull();
    await expect(
      canvas.getByText('No duplicate services, unusual charges or price increases were found.'),
    ).toBeVisible();
  },
};

/** The result carries an error (product 8). */
export const AnalysisError: Story = {
  args: { status: 'analysisError', message: MOCK_ERROR_RESULTS.recurring_expenses.error ?? '' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Analysis Processing Error');
    await expect(alert).toHaveTextContent(MOCK_ERROR_RESULTS.recurring_expenses.error ?? '');
  },
};

/** The data fits no known shape, so the transform failed (product 8). */
export const DataError: Story = {
  args: { status: 'unreadable', detail: 'subscriptions.0.amount: Invalid input: expected number, received string' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Data Processing Error');
    await expect(alert).toHaveTextContent('subscriptions.0.amount');
  },
};

/** What the result's correction controls asked to save; reset before each story. */
const saveCorrection = fn<SaveCorrection>(() => Promise.resolve({ saved: true }));

/** The full result as the result page shows it, with a correction control on every stream (ADR 0040). */
const withCorrections: Story['decorators'] = [
  (Story) => (
    <SaveCorrectionProvider value={saveCorrection}>
      <Story />
    </SaveCorrectionProvider>
  ),
];

/** Hulu's stream is the same biller as Disney+: "Same as...", one choice among the other streams, saved. */
export const WithCorrections: Story = {
  decorators: withCorrections,
  beforeEach: () => {
    saveCorrection.mockClear();
  },
  play: async ({ canvas }) => {
    const controls = canvas.getAllByRole('button', { name: /^Correct / });
    await expect(controls).toHaveLength(mock.categories.reduce((sum, category) => sum + category.expenses.length, 0));
    await userEvent.click(canvas.getByRole('button', { name: 'Correct Hulu' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Same as...' }));
    const select = canvas.getByRole('combobox', { name: 'Hulu is the same as' });
    await expect(within(select).queryByRole('option', { name: 'Hulu' })).toBeNull();
    await userEvent.selectOptions(select, 'Disney+');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(CORRECTION_SAVED_MESSAGE);
    await expect(saveCorrection.mock.calls[0]?.[0]).toMatchObject({
      kind: 'merge_streams',
      merchant: { name: 'Hulu' },
      into: { name: 'Disney+' },
    });
  },
};

/** Two categories of the result on a phone: each stream's control under its name; "Not recurring" saved. */
export const WithCorrectionsPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    status: 'ready',
    result: { ...FULL, categories: FULL.categories.slice(0, 2) },
  },
  decorators: withCorrections,
  beforeEach: () => {
    saveCorrection.mockClear();
  },
  play: async ({ canvas, canvasElement }) => {
    const first = FULL.categories[0]?.expenses[0];
    await expect(first).toBeDefined();
    const name = first?.name ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Correct ${name}` }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Not recurring' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(CORRECTION_SAVED_MESSAGE);
    await expect(saveCorrection.mock.calls[0]?.[0]).toMatchObject({ kind: 'not_recurring', merchant: { name } });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
