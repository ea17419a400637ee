import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENT_LIST } from '@ledgerlight/contract';
import { MOCK_NOW } from '@ledgerlight/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DASHBOARD_LOADING_TEXT,
  Dashboard,
  NO_ANALYSES_TEXT,
  NO_SPENDING_TEXT,
  SPENDING_CHART_TITLE,
} from './Dashboard';
import type { DashboardAnalysis, SpendingMonth } from './Dashboard';

const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(new Date(MOCK_NOW).getTime() - hoursAgo * HOUR).toISOString();
const CHART_LOADED = { timeout: 5_000 };

/** Six tasks, newest first: every status, an overallStatus, a free run (no cost shown), every relative-date band. */
const RECENT: DashboardAnalysis[] = [
  {
    taskId: 'task-savings-7f3a9c21',
    agentId: 'savings_finder',
    agentName: 'Savings Finder',
    status: 'PROCESSING',
    createdAt: at(0.2),
    creditCost: 3,
  },
  {
    taskId: 'task-recurring-0b4d2e88',
    agentId: 'recurring_expenses',
    agentName: 'Recurring Expenses',
    status: 'COMPLETED',
    overallStatus: 'Completed with 12 findings',
    createdAt: at(3),
    creditCost: 4,
  },
  {
    taskId: 'task-budget-c19e5a07',
    agentId: 'budget_builder',
    agentName: 'Budget Builder',
    status: 'PENDING',
    createdAt: at(5),
    creditCost: 0,
  },
  {
    taskId: 'task-fraud-e2a7b4f6',
    agentId: 'fraud_detection',
    agentName: 'Fraud Detection',
    status: 'FAILED',
    createdAt: at(30),
    creditCost: 2,
  },
  {
    taskId: 'task-discretionary-93d1c0aa',
    agentId: 'discretionary_spending',
    agentName: 'Discretionary Spending',
    status: 'completed',
    createdAt: at(24 * 5),
    creditCost: 2,
  },
  {
    taskId: 'task-fraud-5c8e1d3b',
    agentId: 'fraud_detection',
    agentName: 'Fraud Detection',
    status: 'COMPLETED',
    createdAt: at(24 * 20),
    creditCost: 2,
  },
];

/** Twelve months, December 2025 to November 2026. */
const SPENDING: SpendingMonth[] = [
  2841.17, 2395.4, 2510.92, 2688.05, 3120.6, 2764.33, 2905.1, 3388.72, 2650.48, 2799.95, 2932.27, 1804.36,
].map((amount, index) => {
  const month = new Date(Date.UTC(2025, 11 + index, 1));
  return { month: `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}`, amount };
});

const NO_SPENDING: SpendingMonth[] = SPENDING.map(({ month }) => ({ month, amount: 0 }));

const meta = {
  title: 'Screens/Dashboard',
  tags: ['autodocs'],
  component: Dashboard,
  parameters: { layout: 'padded' },
  args: {
    signedIn: true,
    status: 'ready',
    balance: 14.4,
    agents: AGENT_LIST,
    recent: RECENT,
    stats: { completed: 3, creditsUsed: 12.6, active: 1 },
    spending: { status: 'ready', months: SPENDING },
    agentHref: (agentId) => `/agents/${agentId}`,
    resultHref: (agentId, taskId) => `/results/${agentId}/${taskId}`,
    now: MOCK_NOW,
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const recentItems = (canvas: HTMLElement) => {
  const section = within(canvas).getByRole('region', { name: 'Recent Analysis' });
  return within(section).queryAllByRole('listitem');
};

/**
 * Everything loaded: the rounded balance with Purchase Credits, the five tools linking to their
 * pages, the six newest tasks, Quick Stats (Credits Used rounded) and the spending chart (product 2).
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Available Credits')).toBeVisible();
    await expect(canvas.getByText('14')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Purchase Credits' })).toHaveAttribute('href', '/credits/purchase');

    const tools = canvas.getByRole('list', { name: 'Financial Analysis Tools' }).querySelectorAll('a');
    await expect([...tools].map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      AGENT_LIST.map((agent) => [agent.name, `/agents/${agent.id}`]),
    );

    const stats = within(canvas.getByRole('region', { name: 'Quick Stats' })).getAllByRole('listitem');
    await expect(stats.map((stat) => stat.textContent)).toEqual(['Completed3', 'Credits Used13', 'Active1']);
  },
};

/** Recent Analysis: relative dates, status dot and text, cost only above 0, View only when COMPLETED. */
export const RecentAnalysisItems: Story = {
  // Not captured: the same dashboard as Loaded; its play reads the recent analyses.
  parameters: { visual: false },
  play: async ({ canvas, canvasElement }) => {
    const items = recentItems(canvasElement);
    await expect(items).toHaveLength(6);
    const texts = items.map((item) => item.textContent ?? '');
    await expect(texts[0]).toContain('Just now');
    await expect(texts[1]).toContain('3h ago');
    await expect(texts[1]).toContain('Completed with 12 findings');
    await expect(texts[1]).toContain('4 credits');
    const tones = items.map((item) => item.querySelector('[data-tone]')?.getAttribute('data-tone'));
    await expect(tones).toEqual(['warning', 'success', 'info', 'error', 'success', 'success']);
    await expect(texts[2]).toContain('pending');
    await expect(texts[2]).not.toContain('credit');
    await expect(texts[3]).toContain('Yesterday');
    await expect(texts[3]).toContain('failed');
    await expect(texts[5]).toContain('Oct 31');
    const views = items.map((item) => within(item).queryByRole('link', { name: /^View/ }));
    await expect(views.map((view) => view !== null)).toEqual([false, true, false, false, true, true]);
    await expect(views[1]).toHaveAttribute('href', '/results/recurring_expenses/task-recurring-0b4d2e88');
    await expect(canvas.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/finance-agents');
  },
};

/** The spending chart: a bar per month for the last 12 months, with every value in its data table. */
export const ChartWithData: Story = {
  // Not captured: the same dashboard as Loaded; its play reads the chart's table.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('region', { name: SPENDING_CHART_TITLE });
    await waitFor(() => expect(chart.querySelector('[data-testid="bar-chart-svg"]')).not.toBeNull(), CHART_LOADED);
    const rows = [...chart.querySelectorAll('table tbody tr')].map((row) => row.textContent);
    await expect(rows).toHaveLength(12);
    await expect(rows[0]).toBe('December 2025$2,841.17');
    await expect(rows[11]).toBe('November 2026$1,804.36');
  },
};

/**
 * Product 4: a loading state until the dashboard's fetch finishes. The tools, which need no data, show
 * at once (ADR 0014: the largest paint does not wait for the API).
 */
export const Loading: Story = {
  args: { status: 'loading', balance: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(DASHBOARD_LOADING_TEXT);
    await expect(canvas.getByText(DASHBOARD_LOADING_TEXT)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Financial Analysis Tools' })).toBeVisible();
    // The balance's room is kept, unseen, so its arrival does not push the tools down.
    await expect(canvas.getByText('Available Credits')).not.toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Recent Analysis' })).not.toBeInTheDocument();
  },
};

/** No tasks yet: 'No analyses yet' with Get Started; Quick Stats at zero. */
export const Empty: Story = {
  args: { recent: [], stats: { completed: 0, creditsUsed: 0, active: 0 }, balance: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: NO_ANALYSES_TEXT })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/finance-agents');
    await expect(canvas.getByRole('link', { name: 'View All' })).toBeVisible();
  },
};

/** The balance fetch failed: the balance is hidden, Purchase Credits stays (product 7). */
export const BalanceFailed: Story = {
  args: { balance: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Available Credits')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Purchase Credits' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * One agent's list failed: it is skipped (product 4), and the page says so with Try again instead of
 * letting Recent Analysis and Quick Stats pass for the whole picture.
 */
export const OneAgentListFails: Story = {
  args: {
    recent: RECENT.filter((item) => item.agentId !== 'fraud_detection'),
    stats: { completed: 2, creditsUsed: 9, active: 1 },
    unavailableAgents: ['Fraud Detection'],
    onRetryAnalyses: fn(),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(recentItems(canvasElement)).toHaveLength(4);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    const section = within(canvas.getByRole('region', { name: 'Recent Analysis' }));
    await expect(section.getByRole('status')).toHaveTextContent(
      'Fraud Detection runs could not be loaded and are left out here.',
    );
    await expect(
      within(canvas.getByRole('region', { name: 'Quick Stats' })).getByText('Leaves out Fraud Detection.'),
    ).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryAnalyses).toHaveBeenCalledTimes(1);
  },
};

/** Every list failed: no 'No analyses yet' and no zeros, but a note with Try again in both places. */
export const AllAgentListsFail: Story = {
  args: {
    recent: [],
    stats: { completed: 0, creditsUsed: 0, active: 0 },
    unavailableAgents: AGENT_LIST.map((agent) => agent.name),
    onRetryAnalyses: fn(),
  },
  play: async ({ canvas }) => {
    const recent = within(canvas.getByRole('region', { name: 'Recent Analysis' }));
    await expect(recent.getByRole('status')).toHaveTextContent('Your analyses could not be loaded.');
    await expect(canvas.queryByText(NO_ANALYSES_TEXT)).not.toBeInTheDocument();
    const stats = within(canvas.getByRole('region', { name: 'Quick Stats' }));
    await expect(stats.getByRole('status')).toHaveTextContent('Your stats could not be counted.');
    await expect(stats.queryByText('Completed')).not.toBeInTheDocument();
  },
};

/** A signed-out visitor: the welcome banner with Sign In, the tools, and nothing personal (product 2). */
export const SignedOutBanner: Story = {
  args: { signedIn: false, balance: undefined, recent: [], spending: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome to Ledgerlight')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/welcome');
    await expect(canvas.getByRole('list', { name: 'Financial Analysis Tools' })).toBeVisible();
    await expect(canvas.queryByText('Available Credits')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Purchase Credits' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Recent Analysis' })).not.toBeInTheDocument();
  },
};

/** The linked accounts have no spending in the last 12 months: an empty state instead of an empty chart. */
export const ChartWithoutData: Story = {
  args: { spending: { status: 'ready', months: NO_SPENDING } },
  play: async ({ canvas }) => {
    const chart = within(canvas.getByRole('region', { name: SPENDING_CHART_TITLE }));
    await expect(chart.getByRole('heading', { name: NO_SPENDING_TEXT })).toBeVisible();
    await expect(chart.getByRole('link', { name: 'Link an account' })).toHaveAttribute('href', '/link-account');
    await expect(chart.queryByRole('figure')).not.toBeInTheDocument();
  },
};

/** The transactions are on their way: the rest of the dashboard is already there. */
export const ChartLoading: Story = {
  args: { spending: { status: 'loading' } },
  play: async ({ canvas }) => {
    const chart = within(canvas.getByRole('region', { name: SPENDING_CHART_TITLE }));
    await expect(chart.getByRole('status')).toHaveTextContent('Loading your spending');
    await expect(canvas.getByRole('heading', { name: 'Recent Analysis' })).toBeVisible();
  },
};

/** The transactions failed: the chart's place says so, with Try again; the rest is there. */
export const ChartFailed: Story = {
  args: { spending: { status: 'error' }, onRetrySpending: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    const chart = within(canvas.getByRole('region', { name: SPENDING_CHART_TITLE }));
    await expect(chart.getByRole('status')).toHaveTextContent('Your spending could not be loaded.');
    await expect(chart.queryByRole('figure')).not.toBeInTheDocument();
    await userEvent.click(chart.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetrySpending).toHaveBeenCalledTimes(1);
    await expect(recentItems(canvasElement)).toHaveLength(6);
    await expect(canvas.getByText('Available Credits')).toBeVisible();
  },
};
