import { MOCK_CREDIT_BALANCE, handlers, resetMockDb } from '@ledgerlight/mocks';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearCache } from '../cache/cache';
import { useCreditBalance } from './useCreditBalance';

const server = setupServer(...handlers);
let balanceRequests = 0;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/credits/balance') balanceRequests += 1;
  });
});
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  clearCache();
  balanceRequests = 0;
});
afterAll(() => server.close());

function Badge({ name }: { name: string }) {
  const balance = useCreditBalance(true);
  return <p>{`${name}: ${balance ?? 'none'}`}</p>;
}

describe('useCreditBalance', () => {
  it('makes one request when the nav and the page ask at once (issue 11: they now mount together)', async () => {
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
});
