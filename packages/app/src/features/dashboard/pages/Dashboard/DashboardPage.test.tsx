import { AGENT_IDS, DASHBOARD_TASKS_PER_AGENT } from '@ledgerlight/contract';
import type { AgentId, AgentTask } from '@ledgerlight/contract';
import {
  MOCK_ACCOUNTS,
  MOCK_CREDIT_BALANCE,
  MOCK_NOW,
  MOCK_USER,
  endpointHandler,
  errorResponse,
  handlers,
  mockDb,
  resetMockDb,
  scenario,
} from '@ledgerlight/mocks';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { MemoryRouter } from '../../../../routes/MemoryRouter.test-support';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import type { AuthStatus } from '../../../auth/session';
import { clearCache } from '../../../../lib/store/cache';
import { allAnalyses, quickStats, recentAnalyses } from '../../dashboardView';
import type { TasksByAgent } from '../../dashboardView';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { tick, useFakeClock } from '../../../../testing/fakeClock.test-support';
import { DashboardPage } from './DashboardPage';

configure({ asyncUtilTimeout: 5_000 });

const NOW = new Date(MOCK_NOW);
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => clearCache());
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Every API request of the test, as URLs. */
function recordRequests(): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push(new URL(request.url));
  });
  return urls;
}

function mount(status: AuthStatus = 'signedIn') {
  return render(
    <StaticProviders session={status === 'signedIn' ? { status, user: MOCK_USER } : { status }}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage now={NOW} />} />
        </Routes>
      </MemoryRouter>
    </StaticProviders>,
  );
}

/** What the mock server answers for each agent's GET /tasks?limit=5, except the agents left out. */
function expectedTasks(except: readonly AgentId[] = []): TasksByAgent {
  const byAgent: Partial<Record<AgentId, readonly AgentTask[]>> = {};
  for (const agentId of AGENT_IDS) {
    if (!except.includes(agentId)) byAgent[agentId] = mockDb.tasks(agentId, DASHBOARD_TASKS_PER_AGENT);
  }
  return byAgent;
}

const recentSection = () => screen.getByRole('region', { name: 'Recent Analysis' });
const recentItems = () => within(recentSection()).queryAllByRole('listitem');
const loaded = () => screen.findByRole('heading', { level: 2, name: 'Recent Analysis' });
/**
 * Waits for the balance: it is cached (credit_balance) when it arrives, so a test must not end
 * before it does, or the next test would start with a cached balance.
 */
const balanceShown = () =>
  waitFor(() =>
    expect(screen.getByText('Available Credits').parentElement).toHaveTextContent(String(MOCK_CREDIT_BALANCE)),
  );

describe('DashboardPage', () => {
  it('fetches 5 tasks per agent in parallel and shows the 6 newest, newest first, with the stats', async () => {
    const requests = recordRequests();
    const expected = expectedTasks();
    mount();
    expect(screen.getByText('Loading your dashboard...')).toBeInTheDocument();
    await loaded();

    const taskRequests = requests.filter((url) => /^\/api\/agent\/[^/]+\/tasks$/.test(url.pathname));
    expect(taskRequests.map((url) => url.pathname.split('/')[3]).sort()).toEqual([...AGENT_IDS].sort());
    expect(taskRequests.every((url) => url.searchParams.get('limit') === '5')).toBe(true);

    const recent = recentAnalyses(expected);
    expect(recent).toHaveLength(6);
    const items = recentItems();
    expect(items.map((item) => within(item).getByText(/./, { selector: 'p' }).textContent)).toEqual(
      recent.map((analysis) => analysis.agentName),
    );
    items.forEach((item, index) => {
      const analysis = recent[index];
      if (!analysis) throw new Error('one expected analysis per item');
      const view = within(item).queryByRole('link', { name: /^View/ });
      if (analysis.status === 'COMPLETED') {
        expect(view).toHaveAttribute('href', `/results/${analysis.agentId}/${analysis.taskId}`);
      } else {
        expect(view).toBeNull();
      }
    });

    const stats = quickStats(allAnalyses(expected));
    const tiles = within(screen.getByRole('region', { name: 'Quick Stats' })).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      `Completed${stats.completed}`,
      `Credits Used${Math.round(stats.creditsUsed)}`,
      `Active${stats.active}`,
    ]);
    await balanceShown();
    expect(screen.getByRole('region', { name: 'Spending by month' })).toBeInTheDocument();
  });

  it('shows the balances from the accounts and the upcoming charges from the task list, with no other call', async () => {
    const requests = recordRequests();
    mount();
    await loaded();
    const balances = await screen.findByRole('list', { name: 'Account balances' });
    expect(within(balances).getAllByRole('listitem')).toHaveLength(MOCK_ACCOUNTS.length);
    const upcoming = screen.getByRole('region', { name: 'Upcoming charges' });
    const recurring = expectedTasks().recurring_expenses ?? [];
    const latest = recurring.find((task) => task.status === 'COMPLETED');
    if (!latest) throw new Error('the mock user has a completed Recurring Expenses run');
    expect(within(upcoming).getByRole('link', { name: /^See all \d+ in the result$/ })).toHaveAttribute(
      'href',
      `/results/recurring_expenses/${latest.taskId}`,
    );
    expect(within(upcoming).getByText('Due in the next 30 days').nextElementSibling).toHaveTextContent('$2,471.06');
    const paths = requests.map((url) => url.pathname);
    expect(paths.filter((path) => path === '/api/plaid/accounts')).toHaveLength(1);
    expect(paths.some((path) => path.includes('/result/'))).toBe(false);
    expect(paths.some((path) => path === '/api/agent/initiate')).toBe(false);
    await balanceShown();
  });

  it("skips an agent whose list fails, logging 'Failed to load dashboard data', while the others load", async () => {
    const logged = expectConsoleErrors([
      /^(API call failed \/api\/(agent\/\w+\/tasks\?limit=5|plaid\/transactions|credits\/balance)|Failed to load dashboard data \w+) ApiError: Request failed with status code 500$/,
    ]);
    server.use(
      endpointHandler('agentTasks', ({ params }) =>
        params.agentId === 'fraud_detection' ? errorResponse(500, 'InternalServerError') : undefined,
      ),
    );
    mount();
    await loaded();
    const recent = recentAnalyses(expectedTasks(['fraud_detection']));
    expect(recentItems()).toHaveLength(recent.length);
    expect(within(recentSection()).queryByText('Fraud Detection')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Failed to load dashboard data', 'fraud_detection', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(recentSection()).getByRole('status')).toHaveTextContent(
      'Fraud Detection runs could not be loaded and are left out here.',
    );
    await balanceShown();
  });

  it('says the analyses could not be loaded when every list fails, never zeros, and Try again loads them', async () => {
    expectConsoleErrors([
      /^(API call failed \/api\/(agent\/\w+\/tasks\?limit=5|plaid\/transactions|credits\/balance)|Failed to load dashboard data \w+) ApiError: Request failed with status code 500$/,
    ]);
    let failing = true;
    server.use(endpointHandler('agentTasks', () => (failing ? errorResponse(500, 'InternalServerError') : undefined)));
    mount();
    await loaded();
    expect(within(recentSection()).getByRole('status')).toHaveTextContent('Your analyses could not be loaded.');
    expect(screen.queryByText('No analyses yet')).toBeNull();
    const stats = screen.getByRole('region', { name: 'Quick Stats' });
    expect(within(stats).queryByText('Completed')).toBeNull();
    failing = false;
    await userEvent.setup().click(within(recentSection()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(recentItems()).toHaveLength(recentAnalyses(expectedTasks()).length));
    expect(within(recentSection()).queryByRole('status')).toBeNull();
    await balanceShown();
  });

  it('hides the balance when its fetch fails and only logs it (product 7)', async () => {
    const logged = expectConsoleErrors([
      /^(API call failed \/api\/(agent\/\w+\/tasks\?limit=5|plaid\/transactions|credits\/balance)|Failed to load dashboard data \w+) ApiError: Request failed with status code 500$/,
    ]);
    server.use(scenario('creditBalance', 'serverError'));
    mount();
    await loaded();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('API call failed', '/api/credits/balance', expect.anything()),
    );
    expect(screen.queryByText('Available Credits')).toBeNull();
    // Nothing to call short without a balance: no Purchase Credits here (the nav's Buy Credits stays).
    expect(screen.queryByRole('link', { name: 'Purchase Credits' })).toBeNull();
    expect(recentItems()).toHaveLength(6);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says in the chart's place that the transactions failed, and Try again loads them", async () => {
    const logged = expectConsoleErrors([
      /^(API call failed \/api\/(agent\/\w+\/tasks\?limit=5|plaid\/transactions|credits\/balance)|Failed to load dashboard data \w+) ApiError: Request failed with status code 500$/,
    ]);
    server.use(scenario('plaidTransactions', 'serverError'));
    mount();
    await loaded();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to load dashboard data', 'transactions', expect.anything()),
    );
    const chart = () => screen.getByRole('region', { name: 'Spending by month' });
    await waitFor(() => expect(within(chart()).getByText('Your spending could not be loaded.')).toBeInTheDocument());
    expect(recentItems()).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Quick Stats' })).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.setup().click(within(chart()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(chart()).queryByText('Your spending could not be loaded.')).toBeNull());
    await balanceShown();
  });

  it("says 'No analyses yet' with Get Started when there are no tasks", async () => {
    server.use(scenario('agentTasks', 'empty'));
    mount();
    expect(await screen.findByRole('heading', { name: 'No analyses yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/finance-agents');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/finance-agents');
    await balanceShown();
  });

  it('shows the welcome banner with Sign In to a signed-out visitor, and calls nothing', async () => {
    const requests = recordRequests();
    useFakeClock();
    mount('signedOut');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/welcome');
    expect(screen.getByRole('list', { name: 'Financial Analysis Tools' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your dashboard...')).toBeNull();
    await tick(60_000); // a minute: no call, not even a late one
    expect(requests).toEqual([]);
  });
});
