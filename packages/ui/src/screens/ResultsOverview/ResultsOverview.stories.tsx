import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENT_LIST } from '@ledgerlight/contract';
import { MOCK_NOW } from '@ledgerlight/mocks';
import { expect, fn, within } from 'storybook/test';
import type { PastResultItem } from '../../components/PastResultsList/PastResultsList';
import { RESULTS_FETCH_FAILED_MESSAGE } from '../../components/PastResultsList/PastResultsList';
import { ResultsOverview } from './ResultsOverview';

const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(new Date(MOCK_NOW).getTime() - hoursAgo * HOUR).toISOString();

const RESULTS: PastResultItem[] = [
  {
    taskId: 'task-recurring-0003',
    agentId: 'recurring_expenses',
    agentName: 'Recurring Expenses',
    status: 'COMPLETED',
    createdAt: at(0.5),
    description:
      'Found 4 recurring subscriptions totalling $86.97 per month, including two streaming services that overlap and a gym membership whose price went up.',
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
    taskId: 'task-recurring-0002',
    agentId: 'recurring_expenses',
    agentName: 'Recurring Expenses',
    status: 'COMPLETED',
    createdAt: at(26),
    description: 'Found 3 recurring subscriptions totalling $41.97 per month.',
  },
  {
    taskId: 'task-fraud-0001',
    agentId: 'fraud_detection',
    agentName: 'Fraud Detection',
    status: 'FAILED',
    createdAt: at(30),
    description: 'Fraud detection failed. Please try again.',
  },
];

const meta = {
  title: 'Screens/ResultsOverview',
  tags: ['autodocs'],
  component: ResultsOverview,
  args: {
    status: 'ready',
    agents: AGENT_LIST,
    results: RESULTS,
    agentResultsHref: (agentId) => `/results/${agentId}`,
    resultHref: (agentId, taskId) => `/results/${agentId}/${taskId}`,
    financeAgentsHref: '/finance-agents',
    onRetry: fn(),
    now: MOCK_NOW,
  },
} satisfies Meta<typeof ResultsOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every agent's recent results, newest first, and a card per agent with its count. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analysis Results' })).toBeVisible();
    const recurring = within(canvas.getByRole('article', { name: 'Recurring Expenses' }));
    await expect(recurring.getByText('2 recent analyses')).toBeVisible();
    await expect(recurring.getByRole('link', { name: 'Recurring Expenses' })).toHaveAttribute(
      'href',
      '/results/recurring_expenses',
    );
    const fraud = within(canvas.getByRole('article', { name: 'Fraud Detection' }));
    await expect(fraud.getByText('1 recent analysis')).toBeVisible();
    const savings = within(canvas.getByRole('article', { name: 'Savings Finder' }));
    await expect(savings.getByText('No recent analyses')).toBeVisible();
    const list = within(canvas.getByRole('region', { name: 'Recent results' }));
    const links = list.getAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', '/results/recurring_expenses/task-recurring-0003');
    await expect(list.getByText('Just now')).toBeVisible();
    // Descriptions are cut at 80 characters (product 2).
    await expect(list.getByText(/^Found 4 recurring subscriptions/).textContent?.length).toBeLessThanOrEqual(80);
  },
};

/** While the lists load. */
export const Loading: Story = {
  args: { status: 'loading', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading past results')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Budget Builder' })).toBeVisible();
  },
};

/** No analyses yet: the empty state, and the way to run one. */
export const Empty: Story = {
  args: { results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No analyses yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Run an analysis' })).toHaveAttribute('href', '/finance-agents');
  },
};

/** Every agent's list failed: product 8's message and Try again. */
export const Error: Story = {
  args: { status: 'error', results: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(RESULTS_FETCH_FAILED_MESSAGE)).toBeVisible();
    await expect(RESULTS_FETCH_FAILED_MESSAGE).toBe('Failed to fetch results.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
