import { CACHE_KEYS } from '@ledgerlight/contract';
import { MOCK_ACCOUNTS, MOCK_TRANSACTIONS, MOCK_USER, handlers, resetMockDb, scenario } from '@ledgerlight/mocks';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { MemoryRouter } from '../../../../routes/MemoryRouter.test-support';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { TransactionsPage } from './TransactionsPage';

configure({ asyncUtilTimeout: 5_000 });

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  window.localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function mount() {
  return render(
    <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>
      <MemoryRouter initialEntries={['/transactions']}>
        <Routes>
          <Route path="/transactions" element={<TransactionsPage />} />
        </Routes>
      </MemoryRouter>
    </StaticProviders>,
  );
}

const total = MOCK_TRANSACTIONS.length;
/** The transactions' rows: the items of each day's list. */
const bodyRows = () =>
  within(screen.getByRole('list', { name: 'Transactions by day' }))
    .getAllByRole('list')
    .flatMap((day) => within(day).getAllByRole('listitem'));

describe('TransactionsPage', () => {
  it('lists the newest 25 transactions with their accounts, and caches the accounts (product 9)', async () => {
    mount();
    expect(await screen.findByText(`Showing 1–25 of ${total}`)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
    const newest = [...MOCK_TRANSACTIONS].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))[0];
    expect(bodyRows()[0]).toHaveTextContent(newest?.merchant_name || newest?.name || '');
    const account = screen.getByRole('combobox', { name: 'Account' });
    expect(within(account).getAllByRole('option')).toHaveLength(MOCK_ACCOUNTS.length + 1);
    expect(window.localStorage.getItem(CACHE_KEYS.plaidAccounts)).toContain(MOCK_ACCOUNTS[0]?.account_id);
  });

  it('searches, filters by account and pages', async () => {
    const user = userEvent.setup();
    mount();
    await screen.findByText(`Showing 1–25 of ${total}`);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 26–50 of ${total}`);

    const target = MOCK_ACCOUNTS[2];
    if (!target) throw new Error('The mock bank has three accounts');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), target.account_id);
    const count = MOCK_TRANSACTIONS.filter((t) => t.account_id === target.account_id).length;
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 1–${Math.min(25, count)} of ${count}`);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzzz nothing');
    expect(screen.getByText('No transactions match your search or account filter.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 1–25 of ${total}`);
  });

  it('invites linking an account when there are no transactions', async () => {
    server.use(scenario('plaidTransactions', 'empty'));
    mount();
    expect(await screen.findByRole('link', { name: 'Link an account' })).toHaveAttribute('href', '/link-account');
  });

  it("shows 'Failed to fetch data. Please try again later.' on a 500, and Try again reloads", async () => {
    expectConsoleErrors([
      /^(API call failed \/api\/plaid\/transactions|Failed to fetch transactions) ApiError: Request failed with status code 500$/,
    ]);
    server.use(scenario('plaidTransactions', 'serverError', { once: true }));
    const user = userEvent.setup();
    mount();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText(`Showing 1–25 of ${total}`)).toBeInTheDocument());
  });

  it('shows loading until the server answers', () => {
    server.use(scenario('plaidTransactions', 'loading'));
    mount();
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions');
  });
});
