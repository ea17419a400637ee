import { SAVINGS_TRANSACTIONS_PREVIEW } from '@ledgerlight/contract';
import type { SavingsScoreColour } from '@ledgerlight/contract';
import { MOCK_ERROR_RESULTS, MOCK_SAVINGS_RESULT } from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatUsd } from '../../format/format';
import { SAVINGS_SCORE_BANDS, SavingsResultView } from './SavingsResultView';
import type { SavingsResultViewModel } from './SavingsResultView';

const mock = MOCK_SAVINGS_RESULT;

/** The mocks' result as the app hands it over: first transactions previewed, null links dropped. */
const FULL: SavingsResultViewModel = {
  score: { value: mock.savingsScore, band: 'yellow' },
  totalPotentialSavings: mock.totalPotentialSavings,
  opportunities: mock.opportunities.map(({ transactions, suggestions, ...opportunity }) => ({
    ...opportunity,
    suggestions: suggestions.map((suggestion) => ({ ...suggestion, actionUrl: suggestion.actionUrl ?? undefined })),
    transactionPreview: transactions.slice(0, SAVINGS_TRANSACTIONS_PREVIEW),
    moreTransactions: Math.max(0, transactions.length - SAVINGS_TRANSACTIONS_PREVIEW),
  })),
  recommendations: mock.recommendations,
  metadata: mock.analysisMetadata,
};

const withScore = (value: number, band: SavingsScoreColour): SavingsResultViewModel => ({
  ...FULL,
  score: { value, band },
});

const meta = {
  title: 'Screens/ResultRenderers/SavingsResultView',
  tags: ['autodocs'],
  component: SavingsResultView,
  parameters: { layout: 'padded' },
  args: { status: 'ready', result: FULL },
} satisfies Meta<typeof SavingsResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Score, totals, every opportunity with suggestions and related transactions, recommendations, metadata. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Savings score' })).toHaveAttribute(
      'aria-valuenow',
      String(mock.savingsScore),
    );
    await expect(canvas.getByText(formatUsd(mock.totalPotentialSavings))).toBeVisible();

    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(mock.opportunities.length);
    const [first] = mock.opportunities;
    if (!first) throw new Error('the fixture has no opportunity');
    const card = within(cards[0] as HTMLElement);
    await expect(card.getByRole('heading', { level: 3, name: first.title })).toBeVisible();
    await expect(card.getByText(`${first.priority} priority`)).toBeVisible();
    await expect(card.getByText(`${first.effort} effort`)).toBeVisible();

    // Three related transactions, then '+N more'.
    const related = card.getByRole('heading', { level: 4, name: 'Related transactions' }).parentElement;
    if (!related) throw new Error('no related transactions');
    await expect(within(related).getAllByRole('listitem')).toHaveLength(SAVINGS_TRANSACTIONS_PREVIEW);
    await expect(
      within(related).getByText(`+${first.transactions.length - SAVINGS_TRANSACTIONS_PREVIEW} more`),
    ).toBeVisible();

    // Suggestion kinds read as words, never as keys such as 'cancel' or 'reduce' (ADR 0016).
    await expect(card.getAllByText('Cancel', { exact: true }).length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/^(cancel|reduce|switch|negotiate)$/)).toBeNull();

    // Action links open in a new tab, safely.
    const action = card.getByRole('link', { name: /^Go to secure\.hulu\.com/ });
    await expect(action).toHaveAttribute('href', 'https://secure.hulu.com/account/cancel');
    await expect(action).toHaveAttribute('target', '_blank');
    await expect(action).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await expect(canvas.getByRole('heading', { level: 2, name: 'Recommendations' })).toBeVisible();
    await expect(canvas.getByText('Transactions analyzed').nextElementSibling).toHaveTextContent(
      mock.analysisMetadata.transactionsAnalyzed.toLocaleString('en-US'),
    );
    await expect(canvas.getByText(mock.analysisMetadata.timeframeAnalyzed)).toBeVisible();
  },
};

function scoreStory(value: number, band: SavingsScoreColour): Story {
  return {
    args: { status: 'ready', result: withScore(value, band) },
    play: async ({ canvas }) => {
      const meter = canvas.getByRole('meter', { name: 'Savings score' });
      await expect(meter).toHaveAttribute('data-band', SAVINGS_SCORE_BANDS[band].band);
      await expect(meter).toHaveAttribute('aria-valuenow', String(value));
      await expect(canvas.getByText(SAVINGS_SCORE_BANDS[band].level)).toBeVisible();
    },
  };
}

/** 80 and above: green. */
export const ScoreGreen = scoreStory(80, 'green');
/** 60 to 79: yellow. */
export const ScoreYellow = scoreStory(79, 'yellow');
/** 40 to 59: orange. */
export const ScoreOrange = scoreStory(40, 'orange');
/** Below 40: red. */
export const ScoreRed = scoreStory(39, 'red');

/** A score but no opportunities. */
export const Empty: Story = {
  args: {
    status: 'ready',
    result: { score: { value: 12, band: 'red' }, totalPotentialSavings: 0, opportunities: [], recommendations: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No savings opportunities found' })).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'About this analysis' })).not.toBeInTheDocument();
  },
};

/** The result carries an error (product 8). */
export const AnalysisError: Story = {
  args: { status: 'analysisError', message: MOCK_ERROR_RESULTS.savings_finder.error ?? '' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Analysis Processing Error');
    await expect(alert).toHaveTextContent(MOCK_ERROR_RESULTS.savings_finder.error ?? '');
  },
};

/** Nothing usable in the result (product 8). */
export const NoResults: Story = {
  args: { status: 'noResults' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No Results Available' })).toBeVisible();
  },
};
