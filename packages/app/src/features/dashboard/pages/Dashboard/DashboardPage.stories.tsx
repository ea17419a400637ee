import {
  MOCK_ACCOUNTS,
  MOCK_CREDIT_BALANCE,
  MOCK_LOAN_ACCOUNTS,
  MOCK_NOW,
  MOCK_USER,
  endpointHandler,
  errorResponse,
  handlers,
  scenario,
} from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { clearCache } from '../../../../lib/store/cache';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { DashboardPage } from './DashboardPage';

const LOADED = { timeout: 5_000 };
const NOW = new Date(MOCK_NOW);

const recentItems = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('region', { name: 'Recent Analysis' })).queryAllByRole('listitem');

/**
 * The balance is cached (credit_balance) when it arrives: a story waits for it, so that it is not
 * written after the next story has cleared the cache.
 */
const balanceArrived = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).getByText('Available Credits')).toBeVisible(), LOADED);

const meta = {
  title: 'Pages/Dashboard',
  component: DashboardPage,
  args: { now: NOW },
  parameters: {
    layout: 'padded',
    router: { path: '/dashboard', route: '/dashboard' },
    msw: { handlers },
  },
  beforeEach: () => {
    clearCache();
  },
  decorators: [
    (Story, context) => (
      <StaticProviders
        session={context.parameters.signedOut ? { status: 'signedOut' } : { status: 'signedIn', user: MOCK_USER }}
      >
        <Story />
      </StaticProviders>
    ),
  ],
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: HTMLElement, name: string) => within(within(canvas).getByRole('region', { name }));

/**
 * The balance, the linked accounts' balances, the charges the latest completed Recurring Expenses
 * run expects in the next 30 days (read from the task list: no other call), 5 tasks of each agent
 * (the 6 newest shown), Quick Stats and the spending chart.
 */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Recent Analysis' }, LOADED);
    await expect(recentItems(canvasElement)).toHaveLength(6);
    await waitFor(() => expect(canvas.getByText('Available Credits')).toBeVisible(), LOADED);
    await expect(canvas.getByText(String(MOCK_CREDIT_BALANCE))).toBeVisible();
    const balances = section(canvasElement, 'Balances');
    await waitFor(() => expect(balances.getByText('Cash').nextElementSibling).toHaveTextContent('$26,912.67'), LOADED);
    await expect(balances.getAllByRole('listitem')).toHaveLength(MOCK_ACCOUNTS.length);
    const upcoming = section(canvasElement, 'Upcoming charges');
    await expect(upcoming.getByText(/From your Recurring Expenses run of/)).toHaveTextContent('Nov 16, 2026');
    await expect(upcoming.getAllByRole('listitem').length).toBeGreaterThan(0);
    const chart = canvas.getByRole('region', { name: 'Spending by month' });
    await waitFor(() => expect(chart.querySelector('[data-testid="bar-chart-svg"]')).not.toBeNull(), LOADED);
    await expect(chart.querySelectorAll('table tbody tr')).toHaveLength(12);
  },
};

/** The task lists have not answered: 'Loading your dashboard...' and skeletons (product 2, product 4). */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('agentTasks', 'loading'), ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading your dashboard...')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your upcoming charges')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Recent Analysis' })).not.toBeInTheDocument();
    await balanceArrived(canvasElement);
  },
};

/** No linked accounts: Balances offers to link one. */
export const NoAccounts: Story = {
  parameters: { msw: { handlers: [scenario('plaidAccounts', 'empty'), ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'No linked accounts' }, LOADED)).toBeVisible();
    await balanceArrived(canvasElement);
  },
};

/** Cards and loans: what is owed on each kind is its own figure. */
export const AccountsWithCardsAndLoans: Story = {
  parameters: {
    msw: {
      handlers: [
        endpointHandler('plaidAccounts', () =>
          HttpResponse.json({ accounts: [...MOCK_ACCOUNTS, ...MOCK_LOAN_ACCOUNTS] }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const balances = section(canvasElement, 'Balances');
    await waitFor(
      () => expect(balances.getByText('Owed on loans').nextElementSibling).toHaveTextContent('$36,289.85'),
      LOADED,
    );
    await expect(balances.getByText('Owed on cards').nextElementSibling).toHaveTextContent('$4,037.28');
    await expect(canvas.getByText('Tartan Auto Loan')).toBeVisible();
    await balanceArrived(canvasElement);
  },
};

/** No completed Recurring Expenses run: the way to one, and no figure. */
export const NoRecurringResult: Story = {
  parameters: {
    msw: {
      handlers: [
        endpointHandler('agentTasks', ({ params }) =>
          params.agentId === 'recurring_expenses' ? HttpResponse.json({ tasks: [], items: [] }) : undefined,
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const link = await canvas.findByRole('link', { name: 'Run Recurring Expenses to see your upcoming bills' }, LOADED);
    await expect(link).toHaveAttribute('href', '/agents/recurring_expenses');
    await expect(section(canvasElement, 'Upcoming charges').queryByText(/Due in the next/)).not.toBeInTheDocument();
    await balanceArrived(canvasElement);
  },
};

/** No tasks: 'No analyses yet' with Get Started. */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenario('agentTasks', 'empty'), ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'No analyses yet' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/finance-agents');
    await balanceArrived(canvasElement);
  },
};

/** The balance fails (500): it is hidden and only logged; everything else loads (product 7). */
export const BalanceFailed: Story = {
  parameters: { msw: { handlers: [scenario('creditBalance', 'serverError'), ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Recent Analysis' }, LOADED);
    await expect(recentItems(canvasElement)).toHaveLength(6);
    await expect(canvas.queryByText('Available Credits')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * Fraud Detection's list fails (500): it is logged and skipped while the other agents load (product 7),
 * and the page names what it left out.
 */
export const OneAgentListFails: Story = {
  parameters: {
    msw: {
      handlers: [
        endpointHandler('agentTasks', ({ params }) =>
          params.agentId === 'fraud_detection' ? errorResponse(500, 'InternalServerError') : undefined,
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Recent Analysis' }, LOADED);
    const items = recentItems(canvasElement);
    await expect(items.length).toBeGreaterThan(0);
    await expect(items.some((item) => item.textContent?.includes('Fraud Detection'))).toBe(false);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('Fraud Detection runs could not be loaded and are left out here.')).toBeVisible();
    await balanceArrived(canvasElement);
  },
};

/** A signed-out visitor: the welcome banner with Sign In (product 2). */
export const SignedOutBanner: Story = {
  parameters: { signedOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/welcome');
    await expect(canvas.queryByText('Loading your dashboard...')).not.toBeInTheDocument();
  },
};

/** No transactions: the chart's empty state. */
export const ChartWithoutData: Story = {
  parameters: { msw: { handlers: [scenario('plaidTransactions', 'empty'), ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'No spending to show yet' }, LOADED)).toBeVisible();
    await balanceArrived(canvasElement);
  },
};

/** The transactions fail (500): the chart's place says so, with Try again. */
export const ChartFailed: Story = {
  parameters: { msw: { handlers: [scenario('plaidTransactions', 'serverError'), ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Recent Analysis' }, LOADED);
    const chart = within(canvas.getByRole('region', { name: 'Spending by month' }));
    await expect(await chart.findByText('Your spending could not be loaded.', {}, LOADED)).toBeVisible();
    await expect(chart.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(recentItems(canvasElement)).toHaveLength(6);
    await balanceArrived(canvasElement);
  },
};
