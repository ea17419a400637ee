import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOCK_DISCRETIONARY_RESULT, MOCK_ERROR_RESULTS } from '@ledgerlight/mocks';
import { PATTERN_EXAMPLES_LIMIT, flexibilityLabel } from '@ledgerlight/contract';
import type { DiscretionaryResult } from '@ledgerlight/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DiscretionaryResultView, ratioText } from './DiscretionaryResultView';
import type { DiscretionaryResultViewModel } from './DiscretionaryResultView';
import { ANALYSIS_PROCESSING_ERROR, DATA_PROCESSING_ERROR, NO_RESULTS_AVAILABLE } from './ResultParts';

/** The view model of a fixture result, as the app builds it, with the flexibility score set to `score`. */
function viewOf(result: DiscretionaryResult, score = result.flexibilityScore): DiscretionaryResultViewModel {
  return {
    summary: result.summary,
    totalDiscretionary: result.totalDiscretionary,
    discretionaryPercentage: result.discretionaryPercentage,
    flexibility: { score, label: flexibilityLabel(score) },
    comparison: result.comparisonToEssentials,
    categories: result.categories,
    spendingPatterns: result.spendingPatterns.map((pattern) => ({
      ...pattern,
      examples: pattern.examples.slice(0, PATTERN_EXAMPLES_LIMIT),
      moreExamples: Math.max(0, pattern.examples.length - PATTERN_EXAMPLES_LIMIT),
    })),
    recommendations: {
      quickWins: result.recommendations.quick_wins,
      behavioralChanges: result.recommendations.behavioral_changes,
      longTermStrategies: result.recommendations.long_term_strategies,
    },
    monthlyBreakdown: result.monthlyBreakdown,
  };
}

const meta = {
  title: 'Screens/ResultRenderers/DiscretionaryResultView',
  tags: ['autodocs'],
  component: DiscretionaryResultView,
  args: { status: 'ready', result: viewOf(MOCK_DISCRETIONARY_RESULT) },
} satisfies Meta<typeof DiscretionaryResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectFlexibility(canvasElement: HTMLElement, score: number, label: string, band: string) {
  const canvas = within(canvasElement);
  const meter = canvas.getByRole('meter', { name: 'Flexibility score' });
  await expect(meter).toHaveAttribute('aria-valuetext', `${score} out of 100: ${label}`);
  await expect(meter).toHaveAttribute('data-band', band);
}

/** The full result: totals, flexibility 62 (Moderate), essentials, the monthly chart, categories, patterns, recommendations. */
export const FullResult: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { comparisonToEssentials: comparison } = MOCK_DISCRETIONARY_RESULT;
    await expect(canvas.getByText(/% of your spending is discretionary: yours to adjust\.$/)).toBeVisible();
    await expectFlexibility(canvasElement, 62, 'Moderate', 'fair');
    await expect(canvas.getByText(ratioText(comparison.ratio))).toBeVisible();
    await expect(canvas.getByText(comparison.healthCheck)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Discretionary spending by month' })).toBeVisible(), {
      timeout: 10_000,
    });
    const table = canvas.getByRole('table', { name: 'Discretionary spending by month' });
    await expect(within(table).getByRole('rowheader', { name: 'October 2026' })).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    const dining = within(canvas.getByRole('article', { name: 'Dining Out' }));
    await expect(dining.getByText('High flexibility')).toBeVisible();
    await expect(dining.getByText('Reduction potential')).toBeVisible();
    // Every fixture pattern lists 4 examples: 3 are shown, then '+1 more' (product 9).
    const coffee = within(canvas.getByRole('article', { name: 'Weekday coffee runs' }));
    const examples = coffee.getByRole('heading', { level: 4, name: 'Examples' }).parentElement as HTMLElement;
    await expect(within(examples).getAllByRole('listitem')).toHaveLength(3);
    await expect(coffee.getByText('+1 more')).toBeVisible();
    for (const group of ['Quick wins', 'Behavioral changes', 'Long-term strategies']) {
      await expect(canvas.getByRole('heading', { level: 3, name: group })).toBeVisible();
    }
  },
};

/** A category's transactions open on demand. */
export const CategoryTransactions: Story = {
  play: async ({ canvas }) => {
    const travel = within(canvas.getByRole('article', { name: 'Travel' }));
    await userEvent.click(travel.getByText(/^Show \d+ transactions?$/));
    await expect(travel.getByRole('table')).toBeVisible();
  },
};

/** Flexibility 70, the lowest High. */
export const HighFlexibility: Story = {
  args: { status: 'ready', result: viewOf(MOCK_DISCRETIONARY_RESULT, 70) },
  play: async ({ canvasElement }) => {
    await expectFlexibility(canvasElement, 70, 'High', 'good');
  },
};

/** Flexibility 40, the lowest Moderate. */
export const ModerateFlexibility: Story = {
  args: { status: 'ready', result: viewOf(MOCK_DISCRETIONARY_RESULT, 40) },
  play: async ({ canvasElement }) => {
    await expectFlexibility(canvasElement, 40, 'Moderate', 'fair');
  },
};

/** Flexibility 39: Limited; discretionary spending too high against essentials. */
export const LimitedFlexibility: Story = {
  args: {
    status: 'ready',
    result: {
      ...viewOf(MOCK_DISCRETIONARY_RESULT, 39),
      comparison: { essentialSpending: 2100, discretionarySpending: 1890, ratio: 0.9, healthCheck: 'Too High' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectFlexibility(canvasElement, 39, 'Limited', 'elevated');
    await expect(canvas.getByText('Too high')).toBeVisible();
  },
};

/** No result (product 8: 'No Results Available'). */
export const Empty: Story = {
  args: { status: 'noResults' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: NO_RESULTS_AVAILABLE })).toBeVisible();
  },
};

/** The result carries an error (product 8: 'Analysis Processing Error'). */
export const Error: Story = {
  args: { status: 'analysisError', message: MOCK_ERROR_RESULTS.discretionary_spending.error ?? '' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(ANALYSIS_PROCESSING_ERROR);
    await expect(alert).toHaveTextContent('Not enough spending history');
  },
};

/** The result is not in the discretionary shape. */
export const Unreadable: Story = {
  args: { status: 'unreadable', detail: 'monthlyBreakdown.0.month: Expected a month as YYYY-MM' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(DATA_PROCESSING_ERROR);
  },
};
