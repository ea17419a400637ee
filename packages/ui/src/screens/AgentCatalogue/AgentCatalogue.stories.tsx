import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENT_LIST, PAST_RESULT_DESCRIPTION_MAX } from '@ledgerlight/contract';
import { MOCK_NOW } from '@ledgerlight/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgentCatalogue, PAGE_DATA_FAILED_MESSAGE } from './AgentCatalogue';
import { RESULTS_FETCH_FAILED_MESSAGE } from '../../components/PastResultsList/PastResultsList';
import type { PastResultItem } from '../../components/PastResultsList/PastResultsList';

const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(new Date(MOCK_NOW).getTime() - hoursAgo * HOUR).toISOString();

const LONG_DESCRIPTION =
  'Found 4 recurring subscriptions totalling $86.97 per month, including two streaming services that overlap and a gym membership whose price went up.';

const PAST_RESULTS: PastResultItem[] = [
  {
    taskId: 'task-recurring-0003',
    agentId: 'recurring_expenses',
    agentName: 'Recurring Expenses',
    status: 'COMPLETED',
    createdAt: at(0.5),
    description: LONG_DESCRIPTION,
  },
  {
    taskId: 'task-budget-0002',
    agentId: 'budget_builder',
    agentName: 'Budget Builder',
    status: 'PROCESSING',
    createdAt: at(5),
    description: 'Analyzing income and spending by category...',
  },
  {
    taskId: 'task-fraud-0001',
    agentId: 'fraud_detection',
    agentName: 'Fraud Detection',
    status: 'FAILED',
    createdAt: at(30),
    description: 'Fraud detection failed. Please try again.',
  },
  {
    taskId: 'task-savings-0001',
    agentId: 'savings_finder',
    agentName: 'Savings Finder',
    status: 'PENDING',
    createdAt: at(24 * 9),
    description: 'Queued',
  },
];

const meta = {
  title: 'Screens/AgentCatalogue',
  tags: ['autodocs'],
  component: AgentCatalogue,
  args: {
    agents: AGENT_LIST,
    balance: 14,
    pastResults: PAST_RESULTS,
    agentHref: (agentId) => `/agents/${agentId}`,
    resultHref: (agentId, taskId) => `/results/${agentId}/${taskId}`,
    resultsHref: '/results',
    onStartAgent: fn(),
    onDismissWelcome: fn(),
    now: MOCK_NOW,
  },
} satisfies Meta<typeof AgentCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five agents with their catalogue prices, the balance and the past results. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI Financial Agents' })).toBeVisible();
    await expect(canvas.getByText('14 credits available')).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(5);
    const fraud = within(canvas.getByRole('article', { name: 'Fraud Detection' }));
    await expect(fraud.getByText('Security')).toBeVisible();
    await expect(fraud.getByText('from 2 credits')).toBeVisible();
    await expect(fraud.getByText('1 base + 1 per account, up to 1 account')).toBeVisible();
    await expect(fraud.getByRole('link', { name: 'Fraud Detection' })).toHaveAttribute(
      'href',
      '/agents/fraud_detection',
    );
    const budget = within(canvas.getByRole('article', { name: 'Budget Builder' }));
    await expect(budget.getByText('from 3 credits')).toBeVisible();
    await expect(budget.getByText('2 base + 1 per account, unlimited accounts')).toBeVisible();
    await userEvent.click(budget.getByRole('button', { name: 'Start Budget Builder' }));
    await expect(args.onStartAgent).toHaveBeenCalledWith('budget_builder');
    await expect(canvas.getByRole('link', { name: 'View past results' })).toHaveAttribute('href', '/results');
    await expect(canvas.queryByRole('status', { name: /welcome/i })).toBeNull();

    // One grid: every Start button sits on its card's bottom edge, and the last row of two is
    // centred under the three above (no empty slot).
    for (const card of cards) {
      const start = within(card).getByRole('button', { name: /^Start / });
      const gap = card.getBoundingClientRect().bottom - start.getBoundingClientRect().bottom;
      await expect(gap).toBeCloseTo(Number.parseFloat(getComputedStyle(card).paddingBottom) + 1, 0);
    }
    const [first, , third, fourth, fifth] = cards.map((card) => card.getBoundingClientRect());
    if (!first || !third || !fourth || !fifth) throw new Error('five cards expected');
    await expect(fourth.left - first.left).toBeCloseTo(third.right - fifth.right, 0);
    await expect(fourth.left).toBeGreaterThan(first.left + first.width / 3);
  },
};

/** Past results: status badges, relative dates, descriptions cut at 80 characters (product 2). */
export const PastResults: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: 'Past results' }));
    const cut = list.getByText(/^Found 4 recurring/);
    await expect(cut.textContent).toHaveLength(PAST_RESULT_DESCRIPTION_MAX);
    await expect(cut.textContent?.endsWith('…')).toBe(true);
    await expect(list.getByText('Just now')).toBeVisible();
    await expect(list.getByText('5h ago')).toBeVisible();
    await expect(list.getByText('Yesterday')).toBeVisible();
    await expect(list.getByText('completed')).toBeVisible();
    await expect(list.getByText('failed')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Recurring Expenses' })).toHaveAttribute(
      'href',
      '/results/recurring_expenses/task-recurring-0003',
    );
  },
};

/** Product 4: balance exactly 3 and the latest note says 'Welcome bonus'. */
export const WelcomeBanner: Story = {
  args: { balance: 3, showWelcomeBanner: true, pastResults: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Welcome to Ledgerlight!')).toBeVisible();
    await expect(canvas.getByText(/You have 3 free credits/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss welcome' }));
    await expect(args.onDismissWelcome).toHaveBeenCalledOnce();
  },
};

export const NoPastResults: Story = {
  args: { pastResults: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No analyses yet' })).toBeVisible();
  },
};

/** No agent's results could be loaded: 'Failed to fetch results.' with Try again (product 8), not 'No analyses yet'. */
export const PastResultsFailed: Story = {
  args: { pastResults: undefined, pastResultsFailed: true, onRetryPastResults: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RESULTS_FETCH_FAILED_MESSAGE);
    await expect(canvas.queryByRole('heading', { name: 'No analyses yet' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryPastResults).toHaveBeenCalledOnce();
  },
};

export const LoadingPastResults: Story = {
  args: { pastResults: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading past results')).toBeInTheDocument();
  },
};

/** The balance failed: product 8's 'Failed to load page data' with Try again; the agents stay usable. */
export const PageDataFailed: Story = {
  args: { balance: undefined, pageDataFailed: true, onRetryPageData: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PAGE_DATA_FAILED_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryPageData).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Start Fraud Detection' })).toBeEnabled();
  },
};

/** A failed balance fetch hides the balance (product 7). */
export const BalanceUnknown: Story = {
  args: { balance: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/credits available/)).toBeNull();
  },
};

export const Dark: Story = {
  args: { showWelcomeBanner: true, balance: 3 },
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
