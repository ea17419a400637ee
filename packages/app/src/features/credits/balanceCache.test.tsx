import { CACHE_KEYS, CACHE_TTL_MS } from '@ledgerlight/contract';
import { MOCK_CREDIT_BALANCE, MOCK_USER, handlers, resetMockDb } from '@ledgerlight/mocks';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthModalContext } from '../auth/authModalContext';
import { IdentitySessionProvider } from '../auth/IdentitySessionProvider';
import { createFakeIdentity } from '../auth/fakeIdentity.test-support';
import type { FakeIdentity } from '../auth/fakeIdentity.test-support';
import { createAppMemoryRouter } from '../../routes/appRouter';
import { clearCache, readCache } from '../../lib/store/cache';

/**
 * Acceptance: the credit balance is cached for 5 minutes under credit_balance (product 9), so a
 * second visit within 5 minutes makes no balance request; sign-out clears the cache, so the next
 * visit does. Each visit mounts the whole app afresh at /dashboard (a page that shows the balance, as
 * the nav's badge does), with the real session provider, whose Sign Out clears the cache.
 */

configure({ asyncUtilTimeout: 5_000 });

const server = setupServer(...handlers);
const START = new Date('2026-11-20T15:00:00.000Z').getTime();
let balanceRequests = 0;
let identity: FakeIdentity;
let leave: ReturnType<typeof vi.fn<(origin: string) => void>>;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/credits/balance') balanceRequests += 1;
  });
});
beforeEach(() => {
  // Only Date is faked: the cache's clock moves when the test says, everything else runs in real time.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  clearCache();
  balanceRequests = 0;
  identity = createFakeIdentity({ user: MOCK_USER });
  leave = vi.fn<(origin: string) => void>();
});
afterEach(() => {
  // Unmounted first: a mounted badge reads the balance again when the cache is cleared.
  cleanup();
  vi.useRealTimers();
  server.resetHandlers();
  resetMockDb();
  clearCache();
});
afterAll(() => server.close());

function Shell({ children }: { children: ReactNode }) {
  return (
    <IdentitySessionProvider adapter={identity} leave={leave}>
      <AuthModalContext.Provider value={{ open: () => undefined }}>{children}</AuthModalContext.Provider>
    </IdentitySessionProvider>
  );
}

/** Opens the app at /dashboard and waits until the dashboard shows the balance. */
async function visitDashboard() {
  const view = render(<RouterProvider router={createAppMemoryRouter(['/dashboard'], { Shell })} />);
  // Text queries: role queries over the whole app are slow in jsdom.
  await screen.findByText('Recent Analysis');
  await waitFor(() =>
    expect(screen.getByText('Available Credits').parentElement).toHaveTextContent(String(MOCK_CREDIT_BALANCE)),
  );
  return view;
}

describe('the credit balance cache (product 9)', () => {
  it(
    'makes no balance request on a second visit within 5 minutes; after sign-out it does',
    { timeout: 20_000 },
    async () => {
      const first = await visitDashboard();
      const afterFirstVisit = balanceRequests;
      expect(afterFirstVisit).toBeGreaterThan(0);
      expect(readCache(CACHE_KEYS.creditBalance)).toEqual({ balance: MOCK_CREDIT_BALANCE });
      first.unmount();

      vi.setSystemTime(START + CACHE_TTL_MS[CACHE_KEYS.creditBalance] - 1_000);
      const second = await visitDashboard();
      expect(balanceRequests).toBe(afterFirstVisit);

      await userEvent.setup().click(screen.getByText('Sign Out'));
      await waitFor(() => expect(leave).toHaveBeenCalledWith(window.location.origin));
      expect(readCache(CACHE_KEYS.creditBalance)).toBeUndefined();
      second.unmount();

      // Signed in again, still within the first 5 minutes: the balance is fetched afresh.
      identity.setUser(MOCK_USER);
      await visitDashboard();
      expect(balanceRequests).toBeGreaterThan(afterFirstVisit);
    },
  );

  it('fetches the balance again once the 5 minutes are over', { timeout: 20_000 }, async () => {
    const first = await visitDashboard();
    const afterFirstVisit = balanceRequests;
    first.unmount();

    vi.setSystemTime(START + CACHE_TTL_MS[CACHE_KEYS.creditBalance]);
    await visitDashboard();
    expect(balanceRequests).toBeGreaterThan(afterFirstVisit);
  });

  it(
    "fetches a second user's own balance on the same browser, and drops the first one's",
    { timeout: 20_000 },
    async () => {
      const first = await visitDashboard();
      const afterFirstUser = balanceRequests;
      first.unmount();

      // Another user signs in on this browser within the 5 minutes (another tab, or no sign-out).
      identity.setUser({
        ...MOCK_USER,
        userId: 'another-user',
        username: 'another@example.com',
        email: 'another@example.com',
      });
      await visitDashboard();
      expect(balanceRequests).toBeGreaterThan(afterFirstUser);
      expect(JSON.parse(window.localStorage.getItem(CACHE_KEYS.creditBalance) ?? '{}')).toMatchObject({
        userId: 'another-user',
      });
    },
  );
});
