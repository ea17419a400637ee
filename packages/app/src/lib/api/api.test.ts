import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { accountEndpoints, endpoints, sandboxLinkEndpoints } from '@ledgerlight/contract';
import type {
  EndpointRequest,
  RequestOf,
  ResponseOf,
  SandboxLinkSuccess,
  SandboxLoginBody,
  SandboxLoginResponse,
} from '@ledgerlight/contract';
import { apiEndpoints, createApi } from './api';
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

describe("the sandbox bank's Link calls through the same client", () => {
  const institution = { institution_id: 'ins_local_tartan', name: 'Tartan Credit Union' };
  const account = { id: 'acc-1', name: 'Share Savings', mask: '0051', type: 'depository', subtype: 'savings' };

  it('merges both maps, with no key in both', () => {
    const specKeys = Object.keys(endpoints);
    const sandboxKeys = Object.keys(sandboxLinkEndpoints);
    const accountKeys = Object.keys(accountEndpoints);
    expect(specKeys.filter((key) => sandboxKeys.includes(key) || accountKeys.includes(key))).toEqual([]);
    expect(Object.keys(apiEndpoints).sort()).toEqual([...specKeys, ...sandboxKeys, ...accountKeys].sort());
    expect(apiEndpoints.deleteAccount).toBe(accountEndpoints.deleteAccount);
    expect(apiEndpoints.sandboxLogin).toBe(sandboxLinkEndpoints.sandboxLogin);
    expect(apiEndpoints.plaidItems).toBe(endpoints.plaidItems);
  });

  it("types a call of either map with the contract's request and response types", () => {
    expectTypeOf<keyof EndpointRequest<'plaidDeleteItem'>>().toEqualTypeOf<'params'>();
    expectTypeOf<keyof EndpointRequest<'creditHistory'>>().toEqualTypeOf<'query'>();
    expectTypeOf<RequestOf<typeof sandboxLinkEndpoints.sandboxLogin>>().toEqualTypeOf<{ body: SandboxLoginBody }>();
    expectTypeOf<ResponseOf<typeof sandboxLinkEndpoints.sandboxLogin>>().toEqualTypeOf<SandboxLoginResponse>();
  });

  it('posts the login and returns the validated MFA challenge', async () => {
    let sent: unknown;
    server.use(
      http.post(`${BASE}/api/sandbox/link/login`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          status: 'mfa_required',
          institution,
          mfa: { type: 'code', message: 'Enter the code' },
        });
      }),
    );
    const body = {
      link_token: 'link-local-abc',
      institution_id: institution.institution_id,
      username: 'user_good',
      password: 'pass_good',
    };
    const response = await call('sandboxLogin', { body });
    expect(sent).toEqual(body);
    expect(response).toEqual({ status: 'mfa_required', institution, mfa: { type: 'code', message: 'Enter the code' } });
  });

  it("surfaces Plaid's 400 error body of a failed login", async () => {
    const bankError = {
      error_type: 'ITEM_ERROR',
      error_code: 'INVALID_CREDENTIALS',
      error_message: 'the provided credentials were not correct',
      display_message: 'The provided credentials were not correct. Please try again.',
    };
    server.use(http.post(`${BASE}/api/sandbox/link/login`, () => HttpResponse.json(bankError, { status: 400 })));
    const error = await call('sandboxLogin', {
      body: { link_token: 'link-local-abc', institution_id: 'ins_local_tartan', username: 'user_good', password: 'x' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(bankError);
  });

  it('validates the select_accounts answer against the contract', async () => {
    const success: SandboxLinkSuccess = {
      public_token: 'public-local-xyz',
      metadata: { institution, accounts: [account], link_session_id: 'session-1' },
    };
    server.use(
      http.post(`${BASE}/api/sandbox/link/select_accounts`, () => HttpResponse.json(success)),
      http.get(`${BASE}/api/sandbox/link/institutions`, () => HttpResponse.json({ institutions: [{ name: 'x' }] })),
    );
    await expect(
      call('sandboxSelectAccounts', { body: { public_token: 'public-local-abc', account_ids: ['acc-1'] } }),
    ).resolves.toEqual(success);
    await expect(call('sandboxInstitutions', {})).rejects.toThrow();
  });

  it('takes another endpoint map', async () => {
    const onlySandbox = createApi(
      createHttpClient({
        baseUrl: () => BASE,
        getIdToken: async () => undefined,
        onUnauthorized: vi.fn(),
        timeoutMs: () => 30000,
        logger: { error: vi.fn() },
      }),
      sandboxLinkEndpoints,
    );
    server.use(
      http.get(`${BASE}/api/sandbox/link/institutions`, () =>
        HttpResponse.json({ institutions: [{ ...institution, mfa: 'code', accountTypes: ['savings'] }] }),
      ),
    );
    await expect(onlySandbox('sandboxInstitutions', {})).resolves.toEqual({
      institutions: [{ ...institution, mfa: 'code', accountTypes: ['savings'] }],
    });
    expectTypeOf(onlySandbox)
      .parameter(0)
      .toEqualTypeOf<'sandboxInstitutions' | 'sandboxLogin' | 'sandboxSelectAccounts'>();
    const untyped = onlySandbox as (key: string, request: object) => Promise<unknown>;
    await expect(untyped('plaidItems', {})).rejects.toThrow("Unknown endpoint 'plaidItems'");
  });
});
