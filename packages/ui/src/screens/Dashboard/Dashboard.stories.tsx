import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENT_LIST } from '@ledgerlight/contract';
import { MOCK_ACCOUNTS, MOCK_LOAN_ACCOUNTS, MOCK_NOW, MOCK_RECURRING_RESULT, MOCK_RUNS } from '@ledgerlight/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatUsd } from '../../format/format';
import {
  BALANCES_TITLE,
  DASHBOARD_LOADING_TEXT,
  Dashboard,
  NO_ANALYSES_TEXT,
  NO_SPENDING_TEXT,
  RUN_RECURRING_TEXT,
  SPENDING_CHART_TITLE,
  UPCOMING_LISTED,
  UPCOMING_TITLE,
} from './Dashboard';
import type { DashboardAnalysis, DashboardRecurring, SpendingMonth } from './Dashboard';
import { moneySummary, upcomingCharges } from './dashboardModel';

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

/** The mock user's latest Recurring Expenses result, its expenses as the recurring renderer reads them. */
const RECURRING_TASK_ID = 'task-recurring-0b4d2e88';
const RECURRING: DashboardRecurring = {
  status: 'ready',
  expenses: MOCK_RECURRING_RESULT.categories.flatMap((category) => category.expenses),
  runAt: MOCK_RUNS.recurring_expenses.createdAt,
  resultHref: `/results/recurring_expenses/${RECURRING_TASK_ID}`,
};
const UPCOMING = upcomingCharges(RECURRING.expenses, MOCK_NOW);

/** Everything loading at once: the balance, the accounts, the task lists and the transactions. */
const LOADING_ARGS = {
  status: 'loading',
  balance: undefined,
  accounts: { status: 'loading' },
  recurring: { status: 'loading' },
  spending: { status: 'loading' },
} as const;

const region = (canvas: HTMLElement, name: string) => within(within(canvas).getByRole('region', { name }));

/** Waits for the chart's code and returns its bars (each named by its month and value). */
async function chartBars(canvasElement: HTMLElement): Promise<SVGRectElement[]> {
  const chart = within(canvasElement).getByRole('region', { name: SPENDING_CHART_TITLE });
  await waitFor(() => expect(chart.querySelector('[data-testid="bar-chart-svg"]')).not.toBeNull(), CHART_LOADED);
  return [...chart.querySelectorAll<SVGRectElement>('rect[role="img"]')];
}

/** Nothing on the page is wider than the viewport: it never scrolls sideways. */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/** No stat or figure label is broken inside a word: each word is on one line. */
async function expectWholeWords(labels: readonly Element[]) {
  await expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    const words = (label.textContent ?? '').split(' ');
    const range = label.ownerDocument.createRange();
    const node = label.firstChild;
    if (!node) continue;
    let offset = 0;
    for (const word of words) {
      range.setStart(node, offset);
      range.setEnd(node, offset + word.length);
      // A word drawn on one line is one box.
      await expect({ word, boxes: range.getClientRects().length }).toEqual({ word, boxes: 1 });
      offset += word.length + 1;
    }
  }
}

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
    accounts: { status: 'ready', accounts: MOCK_ACCOUNTS },
    recurring: RECURRING,
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
 * Everything loaded, in the order a person reads it: the balance (no Purchase Credits: 14 credits
 * are not short), Balances, Upcoming charges, the spending chart, the tools with Run, Recent
 * Analysis and Quick Stats.
 */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Available Credits')).toBeVisible();
    await expect(canvas.getByText('14')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Purchase Credits' })).not.toBeInTheDocument();

    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      BALANCES_TITLE,
      UPCOMING_TITLE,
      SPENDING_CHART_TITLE,
      'Financial Analysis Tools',
      'Recent Analysis',
      'Quick Stats',
    ]);

    const runs = within(canvas.getByRole('list', { name: 'Financial Analysis Tools' })).getAllByRole('link');
    await expect(runs.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      AGENT_LIST.map((agent) => [`Run ${agent.name}`, `/agents/${agent.id}`]),
    );
    for (const run of runs) await expect(run).toBeVisible();

    const stats = within(canvas.getByRole('region', { name: 'Quick Stats' })).getAllByRole('listitem');
    await expect(stats.map((stat) => stat.textContent)).toEqual(['Completed3', 'Credits Used13', 'Active1']);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * Balances: cash across the linked accounts, what is owed on the cards, and each account's balance
 * (a card's marked owed), from GET /api/plaid/accounts.
 */
export const AccountsWithCards: Story = {
  // Not captured: the same dashboard as Loaded; its play reads the balances.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const balances = region(canvasElement, BALANCES_TITLE);
    const summary = moneySummary(MOCK_ACCOUNTS);
    await expect(summary.cash).toBe(26912.67);
    await expect(balances.getByText('Cash').nextElementSibling).toHaveTextContent(formatUsd(summary.cash));
    await expect(balances.getByText('Owed on cards').nextElementSibling).toHaveTextContent('$4,037.28');
    await expect(balances.queryByText('Owed on loans')).not.toBeInTheDocument();
    const rows = within(balances.getByRole('list', { name: 'Account balances' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(MOCK_ACCOUNTS.length);
    await expect(rows[0]).toHaveTextContent(
      'Platypus Everyday CheckingChecking · ••4417 · First Platypus Bank$4,286.53',
    );
    await expect(rows[2]).toHaveTextContent('$1,284.66 owed');
  },
};

/** A user who also has loans: what they owe on loans is its own figure, beside the cards. */
export const AccountsWithCardsAndLoans: Story = {
  args: { accounts: { status: 'ready', accounts: [...MOCK_ACCOUNTS, ...MOCK_LOAN_ACCOUNTS] } },
  play: async ({ canvasElement }) => {
    const balances = region(canvasElement, BALANCES_TITLE);
    await expect(balances.getByText('Owed on cards').nextElementSibling).toHaveTextContent('$4,037.28');
    await expect(balances.getByText('Owed on loans').nextElementSibling).toHaveTextContent('$36,289.85');
    const rows = within(balances.getByRole('list', { name: 'Account balances' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(MOCK_ACCOUNTS.length + MOCK_LOAN_ACCOUNTS.length);
    await expect(rows.at(-1)).toHaveTextContent(
      'Tartan Student LoanStudent loan · ••0452 · Tartan Credit Union$21,907.30 owed',
    );
  },
};

/** No linked accounts: Balances says so and links a bank; the rest of the dashboard is there. */
export const NoAccounts: Story = {
  args: { accounts: { status: 'ready', accounts: [] } },
  play: async ({ canvasElement }) => {
    const balances = region(canvasElement, BALANCES_TITLE);
    await expect(balances.getByRole('heading', { name: 'No linked accounts' })).toBeVisible();
    await expect(balances.getByRole('link', { name: 'Link an account' })).toHaveAttribute('href', '/link-account');
    await expect(balances.queryByText('Cash')).not.toBeInTheDocument();
  },
};

/** The accounts failed: Balances says so with Try again; the rest is there. */
export const AccountsFailed: Story = {
  args: { accounts: { status: 'error' }, onRetryAccounts: fn() },
  play: async ({ canvasElement, args }) => {
    const balances = region(canvasElement, BALANCES_TITLE);
    await expect(balances.getByRole('status')).toHaveTextContent('Your balances could not be loaded.');
    await userEvent.click(balances.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryAccounts).toHaveBeenCalledTimes(1);
    await expect(region(canvasElement, UPCOMING_TITLE).getByRole('list')).toBeVisible();
  },
};

/**
 * Upcoming charges: what the latest Recurring Expenses result expects in the next 30 days, soonest
 * first, the first five listed; the total is the sum of all of them, one computation.
 */
export const WithUpcomingCharges: Story = {
  // Not captured: the same dashboard as Loaded; its play reads the upcoming charges.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const upcoming = region(canvasElement, UPCOMING_TITLE);
    await expect(UPCOMING.charges.length).toBeGreaterThan(UPCOMING_LISTED);
    await expect(upcoming.getByText('Due in the next 30 days').nextElementSibling).toHaveTextContent(
      formatUsd(UPCOMING.total),
    );
    const rows = within(upcoming.getByRole('list')).getAllByRole('listitem');
    await expect(rows).toHaveLength(UPCOMING_LISTED);
    const first = UPCOMING.charges[0];
    if (!first) throw new Error('the fixture expects charges in the next 30 days');
    await expect(rows[0]).toHaveTextContent(`${first.name}${formatUsd(first.amount)}`);
    const dates = rows.map((row) => row.querySelector('time')?.getAttribute('dateTime') ?? '');
    await expect([...dates].sort()).toEqual(dates);
    await expect(dates.every((date) => date >= '2026-11-20' && date <= '2026-12-19')).toBe(true);
    await expect(upcoming.getByText(/From your Recurring Expenses run of/)).toHaveTextContent('Nov 16, 2026');
    await expect(
      upcoming.getByRole('link', { name: `See all ${UPCOMING.charges.length} in the result` }),
    ).toHaveAttribute('href', `/results/recurring_expenses/${RECURRING_TASK_ID}`);
  },
};

/** No completed Recurring Expenses run: one line, a link to that agent, and no figure. */
export const NoRecurringResult: Story = {
  args: { recurring: { status: 'none' } },
  play: async ({ canvasElement }) => {
    const upcoming = region(canvasElement, UPCOMING_TITLE);
    await expect(upcoming.getByRole('link', { name: RUN_RECURRING_TEXT })).toHaveAttribute(
      'href',
      '/agents/recurring_expenses',
    );
    await expect(upcoming.queryByText(/Due in the next/)).not.toBeInTheDocument();
    await expect(upcoming.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Hovering a bar shows its month and amount above it; the axis is in dollars. */
export const ChartHover: Story = {
  play: async ({ canvasElement }) => {
    const bars = await chartBars(canvasElement);
    await expect(bars).toHaveLength(12);
    const chart = within(canvasElement).getByRole('region', { name: SPENDING_CHART_TITLE });
    const ticks = [...chart.querySelectorAll('svg text[text-anchor="end"]')].map((tick) => tick.textContent ?? '');
    await expect(ticks.length).toBeGreaterThan(1);
    await expect(ticks.every((tick) => /^\$\d+(\.\d)?K?$/.test(tick))).toBe(true);
    await expect(ticks).toContain('$0');
    const august = bars[8];
    if (!august) throw new Error('twelve bars');
    await userEvent.hover(august);
    const tip = await within(chart).findByTestId('bar-chart-tip');
    await expect(tip).toHaveTextContent('August 2026$2,650.48');
    await expect(tip).toBeVisible();
  },
};

/**
 * The keyboard reaches the values too: Tab lands on the first bar (one tab stop for the chart),
 * arrows move along the bars, and each shows its value and is named by it.
 */
export const ChartFocus: Story = {
  play: async ({ canvasElement }) => {
    const bars = await chartBars(canvasElement);
    const chart = within(canvasElement).getByRole('region', { name: SPENDING_CHART_TITLE });
    await expect(bars.filter((bar) => bar.getAttribute('tabindex') === '0')).toHaveLength(1);
    bars[0]?.focus();
    await expect(bars[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(bars[11]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(bars[10]).toHaveFocus();
    await expect(bars[10]).toHaveAccessibleName('October 2026, Spending: $2,932.27');
    await expect(within(chart).getByTestId('bar-chart-tip')).toHaveTextContent('October 2026$2,932.27');
    await expect(bars.filter((bar) => bar.getAttribute('tabindex') === '0')).toEqual([bars[10]]);
    // Its ring: the focused bar, and only it, is marked.
    await expect(bars.filter((bar) => bar.hasAttribute('data-focused'))).toEqual([bars[10]]);
    const ring = within(chart).getByTestId('bar-chart-focus-ring');
    await expect(Number(ring.getAttribute('x'))).toBeLessThan(Number(bars[10]?.getAttribute('x')));
  },
};

/** The balance is short (below the cheapest run): Purchase Credits shows beside it, and only then. */
export const CreditsShort: Story = {
  args: { balance: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Available Credits').nextElementSibling).toHaveTextContent('1');
    await expect(canvas.getByRole('link', { name: 'Purchase Credits' })).toHaveAttribute('href', '/credits/purchase');
  },
};

/** The dark theme: every part of the loaded dashboard in it. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(await chartBars(canvasElement)).toHaveLength(12);
  },
};

/**
 * A phone (390 x 844): one column, in the same order; stat and figure labels wrap between words,
 * never inside one; dates stay on one line; nothing scrolls sideways; the page is shorter than
 * 3,250 px.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await chartBars(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(390);
    await expectNoSidewaysScroll(canvasElement);
    const stats = within(canvasElement).getByRole('region', { name: 'Quick Stats' });
    await expectWholeWords([...stats.querySelectorAll('li > span:first-child')]);
    await expectWholeWords([...canvasElement.querySelectorAll('dt')]);
    for (const date of canvasElement.querySelectorAll('[aria-label^="Charges due"] time')) {
      const lineHeight = Number.parseFloat(getComputedStyle(date).lineHeight);
      await expect(date.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    }
    await expect(root.scrollHeight).toBeLessThan(3250);
  },
};

/** The narrowest phone (320 px): still no sideways scroll. */
export const NarrowPhone: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await chartBars(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(320);
    await expectNoSidewaysScroll(canvasElement);
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
 * Product 4: a loading state until the dashboard's data is in: each part a skeleton of its own shape,
 * 'Loading your dashboard...' for the analyses. The tools, which need no data, show at once, and the
 * balance's room is kept, unseen, so nothing moves when the data arrives.
 */
export const Loading: Story = {
  args: LOADING_ARGS,
  play: async ({ canvas, canvasElement }) => {
    const statuses = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(statuses).toEqual([
      'Loading your balances',
      'Loading your upcoming charges',
      'Loading your spending',
      DASHBOARD_LOADING_TEXT,
    ]);
    await expect(canvas.getByRole('heading', { name: 'Financial Analysis Tools' })).toBeVisible();
    await expect(canvas.getByText('Available Credits')).not.toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Recent Analysis' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[aria-busy="true"] [data-skeleton]').length).toBeGreaterThan(20);
  },
};

/**
 * The skeleton takes the room of the content: on a phone the tools start where they start once the
 * data is in (no layout shift above them).
 */
export const LoadingPhone: Story = {
  args: LOADING_ARGS,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(4);
    await expectNoSidewaysScroll(canvasElement);
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

/**
 * The balance fetch failed: the balance is hidden and only logged (product 7); with no balance there is
 * nothing to call short, so the page offers no Purchase Credits (the nav's Buy Credits is there).
 */
export const BalanceFailed: Story = {
  args: { balance: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Available Credits')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Purchase Credits' })).not.toBeInTheDocument();
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
