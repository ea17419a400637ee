import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from './api';
import { ApiError, createHttpClient } from './http';

const BASE = 'https://api.example.co.uk';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const call = createApi(
  createHttpClient({
    baseUrl: () => BASE,
    getIdToken: async () => 'token',
    onUnauthorized: vi.fn(),
    timeoutMs: () => 30000,
    logger: { error: vi.fn() },
  }),
);

describe('typed calls over the contract', () => {
  it('builds path parameters, encoded', async () => {
    server.use(
      http.delete(`${BASE}/api/plaid/items/:itemId`, ({ params }) =>
        HttpResponse.json({ success: true, removed: params.itemId }),
      ),
    );
    await expect(call('plaidDeleteItem', { params: { itemId: 'item/with space' } })).resolves.toMatchObject({
      success: true,
    });
  });

  it('serialises the query', async () => {
    let url = '';
    server.use(
      http.get(`${BASE}/api/credits`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({ items: [], nextKey: undefined });
      }),
    );
    await call('creditHistory', { query: { limit: 25, nextKey: 'abc' } });
    expect(new URL(url).search).toBe('?limit=25&nextKey=abc');
  });

  it('rejects a response that breaks the contract', async () => {
    server.use(http.get(`${BASE}/api/credits/balance`, () => HttpResponse.json({ credits: 3 })));
    await expect(call('creditBalance', {})).rejects.toThrow();
  });

  it('surfaces the 402 body of initiate for the start flow', async () => {
    server.use(
      http.post(`${BASE}/api/agent/initiate`, () =>
        HttpResponse.json({ error: 'Insufficient credits', required: 4, current: 1, shortfall: 3 }, { status: 402 }),
      ),
    );
    const error = await call('agentInitiate', {
      body: { agent_type: 'budget_builder', selectedAccounts: ['acc-1', 'acc-2'] },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual({ error: 'Insufficient credits', required: 4, current: 1, shortfall: 3 });
  });
});
