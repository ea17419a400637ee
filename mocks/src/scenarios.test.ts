import { AGENT_IDS, buildPath, endpoints, errorBodySchema, taskListOf } from '@ledgerlight/contract';
import type { EndpointKey } from '@ledgerlight/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  EMPTY_BODIES,
  MOCK_ACCOUNT_IDS,
  MOCK_CREDIT_BALANCE,
  MOCK_TASK_IDS,
  SCENARIO_STATUS,
  SLOW_DELAY_MS,
  everyEndpoint,
  handlers,
  isEmptyableEndpoint,
  resetMockDb,
  scenario,
  scenarios,
} from './index';
import type { ErrorScenarioName } from './index';

const server = setupServer(...handlers);
const ORIGIN = 'https://app.ledgerlight.app';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A request to an endpoint of the contract with realistic parameters (bodies are irrelevant to overrides). */
function requestFor(key: EndpointKey, init: RequestInit = {}): Promise<Response> {
  const endpoint = endpoints[key];
  const path =
    key === 'plaidDeleteItem'
      ? buildPath(endpoints.plaidDeleteItem, { itemId: 'WaBFTXV7a7kqqXplCtdqxBKbhnPKZoELVZP1L' })
      : key === 'agentResult'
        ? buildPath(endpoints.agentResult, {
            agentId: 'fraud_detection',
            taskId: MOCK_TASK_IDS.fraud_detection.COMPLETED,
          })
        : key === 'agentTasks'
          ? buildPath(endpoints.agentTasks, { agentId: 'budget_builder' })
          : endpoint.path;
  return fetch(`${ORIGIN}${path}`, {
    method: endpoint.method.toUpperCase(),
    headers: { 'content-type': 'application/json' },
    ...(endpoint.method === 'post' ? { body: '{}' } : {}),
    ...init,
  });
}

const endpointKeys = Object.keys(endpoints).filter((key): key is EndpointKey => Object.hasOwn(endpoints, key));
const errorScenarios = Object.keys(SCENARIO_STATUS).filter((name): name is ErrorScenarioName =>
  Object.hasOwn(SCENARIO_STATUS, name),
);

describe('scenario(endpoint, name)', () => {
  it.each(errorScenarios)('%s answers its status with an error body on every endpoint', async (name) => {
    for (const key of endpointKeys) {
      server.use(scenario(key, name));
      const response = await requestFor(key);
      expect(response.status, key).toBe(SCENARIO_STATUS[name]);
      expect(errorBodySchema.parse(await response.json()).message).toBeTruthy();
      server.resetHandlers();
    }
  });

  it('empty answers an empty, valid body on every list endpoint', async () => {
    const listKeys = endpointKeys.filter(isEmptyableEndpoint);
    expect(listKeys.sort()).toEqual(Object.keys(EMPTY_BODIES).sort());
    for (const key of listKeys) {
      server.use(scenario(key, 'empty'));
      const response = await requestFor(key);
      expect(response.status).toBe(200);
      const body = endpoints[key].response.parse(await response.json());
      expect(body).toEqual(EMPTY_BODIES[key]());
    }
    expect(EMPTY_BODIES.creditBalance()).toEqual({ balance: 0 });
  });

  it('speaks the messages the screens expect', async () => {
    server.use(
      scenario('agentResult', 'notFound'),
      scenario('agentTasks', 'forbidden'),
      scenario('creditBalance', 'unauthorized'),
    );
    expect(await (await requestFor('agentResult')).json()).toEqual({
      error: 'Not Found',
      message: 'Analysis not found. It may have been deleted or the ID is incorrect.',
    });
    expect(await (await requestFor('agentTasks')).json()).toEqual({
      error: 'Forbidden',
      message: 'You do not have permission to view this analysis.',
    });
    expect(await (await requestFor('creditBalance')).json()).toEqual({
      error: 'Unauthorized',
      message: 'Authentication required. Please log in again.',
    });
  });

  it('slow waits, then gives the normal answer', async () => {
    expect(SLOW_DELAY_MS).toBe(2500);
    server.use(scenario('creditBalance', 'slow', { delayMs: 80 }));
    const started = performance.now();
    const response = await requestFor('creditBalance');
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
    expect(await response.json()).toEqual({ balance: MOCK_CREDIT_BALANCE });
  });

  it('loading never answers', async () => {
    server.use(scenario('plaidAccounts', 'loading'));
    await expect(requestFor('plaidAccounts', { signal: AbortSignal.timeout(150) })).rejects.toThrow();
  });

  it('accepts a path pattern for any method, a custom message and once', async () => {
    server.use(
      scenario('*/api/credits/balance', 'serverError', { message: 'Ledger database unavailable', once: true }),
    );
    const first = await requestFor('creditBalance');
    expect(first.status).toBe(500);
    expect(await first.json()).toEqual({ error: 'Internal Server Error', message: 'Ledger database unavailable' });
    expect((await requestFor('creditBalance')).status).toBe(200);
  });

  it('everyEndpoint applies one scenario to all of product 7', async () => {
    expect(everyEndpoint('serverError')).toHaveLength(endpointKeys.length);
    expect(everyEndpoint('empty')).toHaveLength(Object.keys(EMPTY_BODIES).length);
    server.use(...scenarios.unauthorized);
    for (const key of endpointKeys) expect((await requestFor(key)).status).toBe(401);
  });
});

describe('scenario bundles', () => {
  const get = async (path: string): Promise<unknown> => (await fetch(`${ORIGIN}${path}`)).json();

  it('newUser: 3 welcome credits, nothing linked, no tasks', async () => {
    server.use(...scenarios.newUser);
    expect(await get('/api/credits/balance')).toEqual({ balance: 3 });
    expect(await get('/api/plaid/items')).toEqual({ items: [] });
    expect(await get('/api/plaid/accounts')).toEqual({ accounts: [] });
    for (const agentId of AGENT_IDS) {
      expect(taskListOf(endpoints.agentTasks.response.parse(await get(`/api/agent/${agentId}/tasks?limit=5`)))).toEqual(
        [],
      );
    }
  });

  it('empty: every list empty and balance 0', async () => {
    server.use(...scenarios.empty);
    expect(await get('/api/credits/balance')).toEqual({ balance: 0 });
    expect(await get('/api/credits?limit=25')).toEqual({ items: [] });
    expect(await get('/api/credits/transactions?limit=1')).toEqual({ items: [] });
    expect(await get('/api/plaid/transactions')).toEqual({ transactions: [] });
    expect(await get('/api/agent/savings_finder/tasks')).toEqual({ tasks: [], items: [] });
  });

  it('brokeUser: banks linked and balance 0', async () => {
    server.use(...scenarios.brokeUser);
    expect(await get('/api/credits/balance')).toEqual({ balance: 0 });
    expect(endpoints.plaidAccounts.response.parse(await get('/api/plaid/accounts')).accounts).toHaveLength(7);
    const response = await fetch(`${ORIGIN}/api/agent/initiate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ agent_type: 'fraud_detection', selectedAccounts: [MOCK_ACCOUNT_IDS.platypusCard] }),
    });
    expect(response.status).toBe(402);
  });

  it('each read of a bundle starts from a fresh store', async () => {
    server.use(...scenarios.newUser);
    await fetch(`${ORIGIN}/api/plaid/set_access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        public_token: 'public-sandbox-3e2d1c0b-9a8f-4e7d-b6c5-a4b3c2d1e0f9',
        user_id: '7229189b-f651-418e-8722-c0c8651f0d49',
        institution: { name: 'Gingham Savings Bank', institution_id: 'ins_215790' },
      }),
    });
    expect(endpoints.plaidItems.response.parse(await get('/api/plaid/items')).items).toHaveLength(1);
    server.resetHandlers(...scenarios.newUser);
    expect(await get('/api/plaid/items')).toEqual({ items: [] });
  });

  it('happy is the full demo on its own store', async () => {
    server.resetHandlers(...scenarios.happy);
    expect(await get('/api/credits/balance')).toEqual({ balance: MOCK_CREDIT_BALANCE });
  });
});
