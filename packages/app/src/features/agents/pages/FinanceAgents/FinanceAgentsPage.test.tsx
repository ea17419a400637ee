import { CACHE_KEYS, WELCOME_BANNER_MS } from '@ledgerlight/contract';
import type { InsufficientCreditsBody } from '@ledgerlight/contract';
import { MOCK_ACCOUNTS_BY_KEY, endpointHandler, handlers, resetMockDb, scenario, scenarios } from '@ledgerlight/mocks';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useParams } from 'react-router-dom';
import { MemoryRouter } from '../../../../routes/MemoryRouter.test-support';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCache, writeCache } from '../../../../lib/store/cache';
import { FinanceAgentsPage } from './FinanceAgentsPage';

configure({ asyncUtilTimeout: 5_000 });

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  window.localStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());

const CHECKING = MOCK_ACCOUNTS_BY_KEY.platypusChecking;
const SAVINGS = MOCK_ACCOUNTS_BY_KEY.platypusSavings;

function Processing() {
  const { agentId, taskId } = useParams();
  return <p>{`Processing ${agentId} ${taskId}`}</p>;
}

function mount(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/finance-agents', state }]}>
      <Routes>
        <Route path="/finance-agents" element={<FinanceAgentsPage />} />
        <Route path="/processing/:agentId/:taskId" element={<Processing />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function openModal(agentName: string) {
  await screen.findByText(/credits available/);
  await userEvent.click(screen.getByRole('button', { name: `Start ${agentName}` }));
  return within(await screen.findByRole('dialog', { name: `Start ${agentName}` }));
}

describe('FinanceAgentsPage: the start flow', () => {
  it('posts the selection and goes to /processing/{agentId}/{taskId}, invalidating the balance', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/agent/initiate'))
        bodies.push(await request.clone().json());
    });
    mount();
    const modal = await openModal('Savings Finder');
    const before = readCache<{ balance: number }>(CACHE_KEYS.creditBalance)?.balance ?? Number.NaN;
    await userEvent.click(await modal.findByRole('checkbox', { name: CHECKING.name }));
    await userEvent.click(modal.getByRole('checkbox', { name: SAVINGS.name }));
    expect(modal.getByText('Cost:')).toHaveTextContent('Cost: 3 credits');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await userEvent.click(modal.getByRole('button', { name: 'Start Agent' }));
    expect(await screen.findByText(/^Processing savings_finder /)).toBeInTheDocument();
    expect(bodies).toEqual([
      { agent_type: 'savings_finder', selectedAccounts: [CHECKING.account_id, SAVINGS.account_id] },
    ]);
    // The start spent 3 credits: the balance is read again (ADR 0034) and the cache holds the server's new
    // answer, not the balance from before the start.
    await waitFor(() => expect(readCache(CACHE_KEYS.creditBalance)).toEqual({ balance: before - 3 }));
    server.events.removeAllListeners();
  });

  it('sends the budget context for the budget builder only', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') bodies.push(await request.clone().json());
    });
    mount({ preSelectAgent: 'budget_builder' });
    const modal = within(await screen.findByRole('dialog', { name: 'Start Budget Builder' }));
    await userEvent.click(await modal.findByRole('checkbox', { name: CHECKING.name }));
    await userEvent.type(modal.getByRole('textbox', { name: 'Annual income (USD per year)' }), '72500');
    await userEvent.type(modal.getByRole('textbox', { name: 'ZIP code' }), '941');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    expect(modal.getByText('ZIP code must be 5 digits')).toBeInTheDocument();
    await userEvent.type(modal.getByRole('textbox', { name: 'ZIP code' }), '07');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await userEvent.click(modal.getByRole('button', { name: 'Start Agent' }));
    expect(await screen.findByText(/^Processing budget_builder /)).toBeInTheDocument();
    expect(bodies).toEqual([
      { agent_type: 'budget_builder', selectedAccounts: [CHECKING.account_id], annualIncome: 72500, zipcode: '94107' },
    ]);
    server.events.removeAllListeners();
  });

  it('requires an account', async () => {
    mount();
    const modal = await openModal('Recurring Expenses');
    await modal.findByRole('checkbox', { name: CHECKING.name });
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    expect(modal.getByText('Please select at least one account')).toBeInTheDocument();
    expect(modal.queryByRole('button', { name: 'Start Agent' })).toBeNull();
  });

  it('shows the 402 message and stays', async () => {
    server.use(
      endpointHandler('agentInitiate', () =>
        HttpResponse.json<InsufficientCreditsBody>(
          { error: 'Insufficient credits', required: 2, current: 1, shortfall: 1 },
          { status: 402 },
        ),
      ),
    );
    mount();
    const modal = await openModal('Fraud Detection');
    await userEvent.click(await modal.findByRole('radio', { name: CHECKING.name }));
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await userEvent.click(modal.getByRole('button', { name: 'Start Agent' }));
    expect(await modal.findByRole('alert')).toHaveTextContent(
      "Insufficient credits! You need 2 credits but only have 1. You're short 1 credit.",
    );
    await userEvent.click(modal.getByRole('button', { name: 'Back' }));
    expect(modal.getByRole('radio', { name: CHECKING.name })).toBeChecked();
  });

  it('shows the fallback message on a 500', async () => {
    server.use(scenario('agentInitiate', 'serverError'));
    mount();
    const modal = await openModal('Fraud Detection');
    await userEvent.click(await modal.findByRole('radio', { name: CHECKING.name }));
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await userEvent.click(modal.getByRole('button', { name: 'Start Agent' }));
    expect(await modal.findByRole('alert')).toHaveTextContent('Failed to start agent. Please try again.');
  });

  it('disables Continue when the credits do not cover the cost', async () => {
    server.use(...scenarios.brokeUser);
    mount({ preSelectAgent: 'fraud_detection' });
    const modal = within(await screen.findByRole('dialog', { name: 'Start Fraud Detection' }));
    await screen.findByText('0 credits available');
    expect(modal.queryByRole('alert')).toBeNull();
    await userEvent.click(await modal.findByRole('radio', { name: CHECKING.name }));
    expect(await modal.findByRole('alert')).toHaveTextContent(
      'Insufficient credits. You need 2 credits but only have 0',
    );
    expect(modal.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('reads the accounts from the product 9 cache when fresh', async () => {
    writeCache(CACHE_KEYS.plaidAccounts, { accounts: [CHECKING] });
    mount({ preSelectAgent: 'recurring_expenses' });
    const modal = within(await screen.findByRole('dialog', { name: 'Start Recurring Expenses' }));
    await modal.findByRole('checkbox', { name: CHECKING.name });
    expect(modal.getAllByRole('checkbox')).toHaveLength(1);
  });
});

describe('FinanceAgentsPage: the welcome banner (product 4)', () => {
  it('shows for 10 s for a new user, then hides', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(...scenarios.newUser);
    mount();
    expect(await screen.findByText('Welcome to Ledgerlight!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(WELCOME_BANNER_MS - 100);
    });
    expect(screen.getByText('Welcome to Ledgerlight!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(screen.queryByText('Welcome to Ledgerlight!')).toBeNull());
  });

  it('does not show for a balance other than 3', async () => {
    mount();
    await screen.findByText('14 credits available');
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(5));
    expect(screen.queryByText('Welcome to Ledgerlight!')).toBeNull();
  });
});
