import { CACHE_KEYS } from '@ledgerlight/contract';
import { MOCK_ACCOUNTS, MOCK_CREDIT_BALANCE, MOCK_USER, handlers, resetMockDb, scenario } from '@ledgerlight/mocks';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { MemoryRouter } from '../../../../routes/MemoryRouter.test-support';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { clearCache } from '../../../../lib/store/cache';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { accountsSummary } from '../../accountsSummary';
import { ProfilePage } from './ProfilePage';

configure({ asyncUtilTimeout: 5_000 });

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => clearCache());
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** How many GET /api/plaid/accounts requests the test made. */
function countAccountRequests(): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/plaid/accounts') count += 1;
  });
  return () => count;
}

function mount(user = MOCK_USER) {
  return render(
    <StaticProviders session={{ status: 'signedIn', user }}>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
        </Routes>
      </MemoryRouter>
    </StaticProviders>,
  );
}

const institutionTable = () => screen.findByRole('table', { name: /^By institution/ });
/**
 * Waits for the balance: it is cached (credit_balance) when it arrives, so a test must not end
 * before it does, or the next test would start with a cached balance.
 */
const balanceShown = () =>
  waitFor(() =>
    expect(screen.getByText('Available credits').closest('div')?.parentElement).toHaveTextContent(
      String(MOCK_CREDIT_BALANCE),
    ),
  );

describe('ProfilePage', () => {
  it('shows the account information, the balance card and the accounts summary, caching the accounts', async () => {
    const accountRequests = countAccountRequests();
    mount({ ...MOCK_USER, picture: 'https://images.example.com/maya.jpg' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      'https://images.example.com/maya.jpg',
    );
    expect(screen.getByText(MOCK_USER.name ?? '')).toBeInTheDocument();
    expect(screen.getByText(MOCK_USER.email)).toBeInTheDocument();
    expect(screen.getByText('Premium Member')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credit history' })).toHaveAttribute('href', '/credits');
    expect(screen.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/credits/purchase');

    const summary = accountsSummary(MOCK_ACCOUNTS);
    const rows = within(await institutionTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      summary.institutions.map((institution) => institution.name),
    );
    await balanceShown();
    expect(accountRequests()).toBe(1);
    expect(window.localStorage.getItem(CACHE_KEYS.plaidAccounts)).toContain(MOCK_ACCOUNTS[0]?.account_id);
  });

  it('reads the accounts from the 10-minute cache on the next visit', async () => {
    const accountRequests = countAccountRequests();
    const first = mount();
    await institutionTable();
    first.unmount();
    mount();
    await institutionTable();
    expect(accountRequests()).toBe(1);
    await balanceShown();
  });

  it("shows the default icon without a picture, and 'Not set' without a name", async () => {
    mount({ username: 'u', userId: 'u', email: 'someone@example.com' });
    expect(screen.getByRole('img', { name: 'Default profile picture' })).toBeInTheDocument();
    expect(screen.getByText('Not set')).toBeInTheDocument();
    // Let the accounts and the balance arrive, so that they are not cached after the next test has started.
    await institutionTable();
    await balanceShown();
  });

  it("says 'Failed to fetch accounts...' when the accounts fail, and Try again recovers", async () => {
    expectConsoleErrors([
      /^(API call failed \/api\/(credits\/balance|plaid\/accounts)|Failed to fetch accounts) ApiError: Request failed with status code 500$/,
    ]);
    server.use(scenario('plaidAccounts', 'serverError', { once: true }));
    mount();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch accounts...');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await institutionTable()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await balanceShown();
  });

  it('links the empty state to /link-account', async () => {
    server.use(scenario('plaidAccounts', 'empty'));
    mount();
    expect(await screen.findByRole('link', { name: 'Link an account' })).toHaveAttribute('href', '/link-account');
    await balanceShown();
  });

  it('hides the balance when its fetch fails (product 7)', async () => {
    const logged = expectConsoleErrors([
      /^(API call failed \/api\/(credits\/balance|plaid\/accounts)|Failed to fetch accounts) ApiError: Request failed with status code 500$/,
    ]);
    server.use(scenario('creditBalance', 'serverError'));
    mount();
    await institutionTable();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('API call failed', '/api/credits/balance', expect.anything()),
    );
    expect(screen.queryByText('Available credits')).toBeNull();
  });
});
