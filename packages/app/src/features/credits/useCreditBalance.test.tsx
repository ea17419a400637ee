import { MOCK_CREDIT_BALANCE, handlers, resetMockDb } from '@ledgerlight/mocks';
import { CACHE_KEYS } from '@ledgerlight/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from '../../routes/MemoryRouter.test-support';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { clearCache, invalidateCache, writeCache } from '../../lib/store/cache';
import { useCreditBalance, useCreditBalanceState } from './useCreditBalance';

const server = setupServer(...handlers);
let balanceRequests = 0;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/credits/balance') balanceRequests += 1;
  });
});
afterEach(() => {
  // Unmounted first: a mounted badge reads the balance again when the cache is cleared.
  cleanup();
  server.resetHandlers();
  resetMockDb();
  clearCache();
  balanceRequests = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function Badge({ name }: { name: string }) {
  const balance = useCreditBalance(true);
  return <p>{`${name}: ${balance ?? 'none'}`}</p>;
}

describe('useCreditBalance', () => {
  it('makes one request when the nav and the page ask at once (ADR 0014: they now mount together)', async () => {
    render(
      <MemoryRouter>
        <Badge name="nav" />
        <Badge name="page" />
      </MemoryRouter>,
    );
    expect(await screen.findByText(`nav: ${MOCK_CREDIT_BALANCE}`)).toBeInTheDocument();
    expect(await screen.findByText(`page: ${MOCK_CREDIT_BALANCE}`)).toBeInTheDocument();
    expect(balanceRequests).toBe(1);
  });

  it('is pending until the answer is in, a failure included (the dashboard keeps the room till then)', async () => {
    expectConsoleErrors([/^API call failed \/api\/credits\/balance ApiError: Request failed with status code 500$/]); // 'API call failed', as product 7 logs
    server.use(http.get('*/api/credits/balance', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    function State() {
      const { balance, pending } = useCreditBalanceState(true);
      return <p>{`${pending ? 'pending' : 'settled'} ${balance ?? 'none'}`}</p>;
    }
    render(
      <MemoryRouter>
        <State />
      </MemoryRouter>,
    );
    expect(screen.getByText('pending none')).toBeInTheDocument();
    expect(await screen.findByText('settled none')).toBeInTheDocument();
  });

  it('shows a change of the balance where it happens, without a navigation (the badge said 1 beside 10 credits added)', async () => {
    render(
      <MemoryRouter>
        <Badge name="nav" />
      </MemoryRouter>,
    );
    expect(await screen.findByText(`nav: ${MOCK_CREDIT_BALANCE}`)).toBeInTheDocument();
    expect(balanceRequests).toBe(1);

    // A page writes the balance it read (the payment page's poll): shown at once, no request.
    act(() => writeCache(CACHE_KEYS.creditBalance, { balance: MOCK_CREDIT_BALANCE + 5 }));
    expect(screen.getByText(`nav: ${MOCK_CREDIT_BALANCE + 5}`)).toBeInTheDocument();
    expect(balanceRequests).toBe(1);

    // A page drops it (a purchase granted, a start, a refunded run): read again from the server.
    server.use(http.get('*/api/credits/balance', () => HttpResponse.json({ balance: MOCK_CREDIT_BALANCE + 10 })));
    act(() => invalidateCache(CACHE_KEYS.creditBalance));
    expect(await screen.findByText(`nav: ${MOCK_CREDIT_BALANCE + 10}`)).toBeInTheDocument();
    expect(balanceRequests).toBe(2);
  });
});
