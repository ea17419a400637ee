import {
  AGENT_IDS,
  CREDIT_HISTORY_PAGE_SIZE,
  endpoints,
  errorBodySchema,
  insufficientCreditsBodySchema,
  isWelcomeBonus,
  taskListOf,
} from '@ledgerlight/contract';
import type { EndpointKey } from '@ledgerlight/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../consoleErrors.test-support';

import {
  MOCK_ACCOUNT_IDS,
  MOCK_CHECKOUT_SESSION_ID,
  MOCK_CREDIT_BALANCE,
  MOCK_ITEM_IDS,
  MOCK_LEDGER,
  MOCK_SPECIAL_TASK_IDS,
  MOCK_TASK_IDS,
  MOCK_USER,
  POLLS_TO_COMPLETE,
  handlers,
  resetMockDb,
  scenarios,
} from '../index';

const server = setupServer(...handlers);
const ORIGIN = 'http://localhost:5173';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function call(
  method: string,
  path: string,
  body?: unknown,
  origin = ORIGIN,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: 'Bearer eyJraWQiOiJDb2duaXRvTG9jYWwifQ.mock.signature',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}

interface Endpoint<T> {
  readonly method: string;
  readonly response: { parse(value: unknown): T };
}

/** Calls an endpoint and parses the 200 body with the contract's response schema. */
async function ok<T>(endpoint: Endpoint<T>, path: string, body?: unknown): Promise<T> {
  const { status, json } = await call(endpoint.method.toUpperCase(), path, body);
  expect(status, `${endpoint.method} ${path}`).toBe(200);
  return endpoint.response.parse(json);
}

const keyOf = (endpoint: object): EndpointKey | undefined =>
  Object.keys(endpoints)
    .filter((key): key is EndpointKey => Object.hasOwn(endpoints, key))
    .find((key) => endpoints[key] === endpoint);

const purchaseBody = {
  priceId: 'credits_5',
  successUrl: `${ORIGIN}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${ORIGIN}/payment/cancel`,
};

describe('every call of product 7 answers with the contract response', () => {
  const exercised = new Set<EndpointKey>();
  const check = async <T>(endpoint: Endpoint<T>, path: string, body?: unknown): Promise<T> => {
    const key = keyOf(endpoint);
    if (key) exercised.add(key);
    return ok(endpoint, path, body);
  };

  it('bank linking', async () => {
    expect((await check(endpoints.plaidTransactions, '/api/plaid/transactions')).transactions.length).toBeGreaterThan(
      800,
    );
    expect((await check(endpoints.plaidAccounts, '/api/plaid/accounts')).accounts).toHaveLength(7);
    expect((await check(endpoints.plaidItems, '/api/plaid/items')).items).toHaveLength(3);
    const token = await check(endpoints.plaidCreateLinkToken, '/api/plaid/create_link_token', {
      client_name: 'Ledgerlight',
      products: ['transactions'],
      country_codes: ['US'],
      language: 'en',
      user_id: MOCK_USER.userId,
    });
    expect(token.link_token).toMatch(/^link-local-/);
    const linked = await check(endpoints.plaidSetAccessToken, '/api/plaid/set_access_token', {
      public_token: 'public-sandbox-0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f',
      user_id: MOCK_USER.userId,
      institution: { name: 'Gingham Savings Bank', institution_id: 'ins_215790' },
    });
    expect((await ok(endpoints.plaidItems, '/api/plaid/items')).items.map((item) => item.item.item_id)).toContain(
      linked.item_id,
    );
    expect(await check(endpoints.plaidDeleteItem, `/api/plaid/items/${MOCK_ITEM_IDS.tartan}`)).toEqual({
      success: true,
    });
  });

  it('credits and payments', async () => {
    expect(await check(endpoints.creditBalance, '/api/credits/balance')).toEqual({ balance: MOCK_CREDIT_BALANCE });
    expect((await check(endpoints.creditTransactions, '/api/credits/transactions?limit=1')).items).toEqual([
      MOCK_LEDGER[0],
    ]);
    const page = await check(endpoints.creditHistory, `/api/credits?limit=${CREDIT_HISTORY_PAGE_SIZE}`);
    expect(page.items).toHaveLength(CREDIT_HISTORY_PAGE_SIZE);
    expect(
      (await check(endpoints.creditHistory, `/api/credits?limit=25&nextKey=${page.nextKey ?? ''}`)).items[0],
    ).toEqual(MOCK_LEDGER[25]);
    const { checkoutUrl } = await check(endpoints.creditPurchase, '/api/credits/purchase', purchaseBody);
    const sessionId = new URL(checkoutUrl).searchParams.get('session_id') ?? '';
    expect(await check(endpoints.paymentStatus, `/api/payments/status?session_id=${sessionId}`)).toEqual({
      status: 'succeeded',
      creditStatus: 'granted',
      credits: 5,
      amount: 1400,
    });
  });

  it('agents', async () => {
    const { taskId } = await check(endpoints.agentInitiate, '/api/agent/initiate', {
      agent_type: 'budget_builder',
      selectedAccounts: [MOCK_ACCOUNT_IDS.platypusChecking, MOCK_ACCOUNT_IDS.tartanCard],
      annualIncome: 112000,
      zipcode: '94110',
    });
    expect((await check(endpoints.agentResult, `/api/agent/budget_builder/result/${taskId}`)).status).toBe('PENDING');
    for (const agentId of AGENT_IDS) {
      const overview = await check(endpoints.agentTasks, `/api/agent/${agentId}/tasks?limit=25`);
      expect(overview.items).toEqual(overview.tasks);
      expect(
        taskListOf(await check(endpoints.agentTasks, `/api/agent/${agentId}/tasks`)).length,
      ).toBeGreaterThanOrEqual(4);
      expect(
        taskListOf(await check(endpoints.agentTasks, `/api/agent/${agentId}/tasks?limit=5`)).length,
      ).toBeLessThanOrEqual(5);
      const result = await check(
        endpoints.agentResult,
        `/api/agent/${agentId}/result/${MOCK_TASK_IDS[agentId].COMPLETED}`,
      );
      expect(result.status).toBe('COMPLETED');
    }
  });

  it('support', async () => {
    const response = await check(endpoints.support, '/api/support', {
      analysisId: MOCK_TASK_IDS.fraud_detection.COMPLETED,
      category: 'bad analysis',
      description: 'The Hulu duplicate charge was refunded last week; the alert is out of date.',
    });
    expect(response.success).toBe(true);
  });

  it('corrections', async () => {
    const listed = await check(endpoints.correctionsList, '/api/corrections');
    expect(listed.corrections.length).toBeGreaterThan(0);
    const created = await call('POST', '/api/corrections', {
      kind: 'not_recurring',
      merchant: { key: 'HULU', name: 'Hulu' },
    });
    expect(created.status).toBe(201);
    const { correction } = endpoints.correctionCreate.response.parse(created.json);
    exercised.add('correctionCreate');
    expect(correction.description).toBe('Hulu is not a recurring charge');
    expect(await check(endpoints.correctionDelete, `/api/corrections/${correction.id}`)).toEqual({ success: true });
  });

  it('covered all eighteen endpoints', () => {
    expect([...exercised].sort()).toEqual(Object.keys(endpoints).sort());
  });
});

describe('handlers', () => {
  it('match any origin', async () => {
    for (const origin of ['https://api.ledgerlight.app', 'http://192.168.1.20:3000', 'http://localhost']) {
      expect(await call('GET', '/api/credits/balance', undefined, origin)).toEqual({
        status: 200,
        json: { balance: MOCK_CREDIT_BALANCE },
      });
    }
  });

  it('validate request bodies with the contract and answer 400 with error and message', async () => {
    const invalid: [string, string, unknown][] = [
      ['POST', '/api/support', { analysisId: '', category: 'general question', description: '   ' }],
      ['POST', '/api/support', { analysisId: '', category: 'complaint', description: 'The page is slow.' }],
      [
        'POST',
        '/api/agent/initiate',
        { agent_type: 'tax_optimizer', selectedAccounts: [MOCK_ACCOUNT_IDS.platypusCard] },
      ],
      ['POST', '/api/agent/initiate', { agent_type: 'fraud_detection', selectedAccounts: [] }],
      [
        'POST',
        '/api/agent/initiate',
        { agent_type: 'budget_builder', selectedAccounts: [MOCK_ACCOUNT_IDS.platypusCard], zipcode: '9411' },
      ],
      [
        'POST',
        '/api/agent/initiate',
        { agent_type: 'fraud_detection', selectedAccounts: [MOCK_ACCOUNT_IDS.platypusCard], cost: 0 },
      ],
      ['POST', '/api/credits/purchase', { ...purchaseBody, priceId: 'price_1PqRsT' }],
      ['POST', '/api/credits/purchase', { ...purchaseBody, successUrl: `${ORIGIN}/payment/success` }],
      [
        'POST',
        '/api/plaid/create_link_token',
        { client_name: 'Ledgerlight', products: ['auth'], country_codes: ['US'], language: 'en', user_id: 'u' },
      ],
      ['POST', '/api/plaid/set_access_token', { public_token: 'public-sandbox-1', user_id: MOCK_USER.userId }],
    ];
    for (const [method, path, body] of invalid) {
      const { status, json } = await call(method, path, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(errorBodySchema.parse(json).message).toBeTruthy();
    }
    const unknownAgent = await call('POST', '/api/agent/initiate', {
      agent_type: 'tax_optimizer',
      selectedAccounts: ['a'],
    });
    expect(errorBodySchema.parse(unknownAgent.json).message).toContain('Invalid agent selected');
    const notJson = await fetch(`${ORIGIN}/api/support`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await call('GET', '/api/credits?limit=0')).toMatchObject({ status: 400 });
    expect(await call('GET', '/api/payments/status')).toMatchObject({ status: 400 });
    expect(
      await call('POST', '/api/agent/initiate', {
        agent_type: 'fraud_detection',
        selectedAccounts: ['QpWm7Tn2xLkR9vBz4cYh8dJf3sGa6eNu1iOo5'],
      }),
    ).toMatchObject({
      status: 400,
    });
  });

  it('debit the catalogue cost on initiate', async () => {
    const accounts = [
      MOCK_ACCOUNT_IDS.platypusChecking,
      MOCK_ACCOUNT_IDS.platypusCard,
      MOCK_ACCOUNT_IDS.tartanCard,
      MOCK_ACCOUNT_IDS.houndstoothCard,
    ];
    await ok(endpoints.agentInitiate, '/api/agent/initiate', {
      agent_type: 'savings_finder',
      selectedAccounts: accounts,
    });
    expect(await ok(endpoints.creditBalance, '/api/credits/balance')).toEqual({ balance: MOCK_CREDIT_BALANCE - 5 });
    const [latest] = (await ok(endpoints.creditTransactions, '/api/credits/transactions?limit=1')).items;
    expect(latest).toMatchObject({ type: 'usage', amount: -5, metadata: { agentId: 'savings_finder' } });
  });

  it('answer 402 with the shortfall when credits are short', async () => {
    server.use(...scenarios.brokeUser);
    const { status, json } = await call('POST', '/api/agent/initiate', {
      agent_type: 'budget_builder',
      selectedAccounts: [MOCK_ACCOUNT_IDS.platypusChecking, MOCK_ACCOUNT_IDS.platypusCard],
    });
    expect(status).toBe(402);
    expect(insufficientCreditsBodySchema.parse(json)).toEqual({
      error: 'Insufficient credits',
      message: "Insufficient credits! You need 4 credits but only have 0. You're short 4 credits.",
      required: 4,
      current: 0,
      shortfall: 4,
    });
  });

  it('advance a task to COMPLETED after enough polls', async () => {
    const { taskId } = await ok(endpoints.agentInitiate, '/api/agent/initiate', {
      agent_type: 'recurring_expenses',
      selectedAccounts: [MOCK_ACCOUNT_IDS.platypusChecking, MOCK_ACCOUNT_IDS.platypusCard],
    });
    const statuses: string[] = [];
    for (let poll = 0; poll < POLLS_TO_COMPLETE; poll += 1) {
      statuses.push((await ok(endpoints.agentResult, `/api/agent/recurring_expenses/result/${taskId}`)).status);
    }
    expect(statuses).toEqual(['PENDING', 'PROCESSING', 'PROCESSING', 'PROCESSING', 'PROCESSING', 'COMPLETED']);
    const done = await ok(endpoints.agentResult, `/api/agent/recurring_expenses/result/${taskId}`);
    expect(done.result?._metadata?.dataProcessed?.accountDetails).toHaveLength(2);
    const [listed] = taskListOf(await ok(endpoints.agentTasks, '/api/agent/recurring_expenses/tasks?limit=1'));
    expect(listed?.taskId).toBe(taskId);
    expect(listed?.status).toBe('COMPLETED');
  });

  it('page through the whole ledger, every entry exactly once', async () => {
    const ids: string[] = [];
    let nextKey: string | undefined;
    do {
      const query = nextKey ? `limit=25&nextKey=${encodeURIComponent(nextKey)}` : 'limit=25';
      const page = await ok(endpoints.creditHistory, `/api/credits?${query}`);
      expect(page.items.length).toBeLessThanOrEqual(25);
      ids.push(...page.items.map((entry) => entry.id));
      nextKey = page.nextKey;
    } while (nextKey);
    expect(ids).toEqual(MOCK_LEDGER.map((entry) => entry.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect((await call('GET', '/api/credits?limit=25&nextKey=bm90LWEtY3Vyc29y')).status).toBe(400);
  });

  it('list the newest tasks first under both keys, and 404 an unknown agent', async () => {
    const response = await ok(endpoints.agentTasks, '/api/agent/fraud_detection/tasks?limit=2');
    expect(response.tasks?.map((task) => task.taskId)).toEqual([
      MOCK_TASK_IDS.fraud_detection.PENDING,
      MOCK_TASK_IDS.fraud_detection.PROCESSING,
    ]);
    expect(response.items).toEqual(response.tasks);
    const unknown = await call('GET', '/api/agent/tax_optimizer/tasks?limit=5');
    expect(unknown.status).toBe(404);
    expect(errorBodySchema.parse(unknown.json).message).toBe('Invalid agent selected');
  });

  it('answer 403 for another user task and 404 for unknown tasks and agents', async () => {
    const forbidden = await call('GET', `/api/agent/fraud_detection/result/${MOCK_SPECIAL_TASK_IDS.otherUsersTask}`);
    expect(forbidden.status).toBe(403);
    expect(errorBodySchema.parse(forbidden.json).message).toBe('You do not have permission to view this analysis.');
    expect((await call('GET', '/api/agent/fraud_detection/result/7c1e5a90-2d3b-4f6e-8a4c-9b0d1e2f3a4b')).status).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/agent/tax_optimizer/result/${MOCK_TASK_IDS.fraud_detection.COMPLETED}`)).status,
    ).toBe(404);
  });

  it('grant a checkout once and 404 an unknown session', async () => {
    await ok(endpoints.paymentStatus, `/api/payments/status?session_id=${MOCK_CHECKOUT_SESSION_ID}`);
    await ok(endpoints.paymentStatus, `/api/payments/status?session_id=${MOCK_CHECKOUT_SESSION_ID}`);
    expect(await ok(endpoints.creditBalance, '/api/credits/balance')).toEqual({ balance: MOCK_CREDIT_BALANCE + 5 });
    const [latest] = (await ok(endpoints.creditTransactions, '/api/credits/transactions?limit=1')).items;
    expect(latest).toMatchObject({ type: 'purchase', amount: 5, metadata: { brand: 'visa', last4: '4242' } });
    const unknown = await call('GET', '/api/payments/status?session_id=cs_test_a1NeverCreated');
    expect(unknown.status).toBe(404);
    expect(errorBodySchema.parse(unknown.json).message).toBe('No payment session found');
  });

  it('remove an institution with its accounts and transactions, then 404 it', async () => {
    await ok(endpoints.plaidDeleteItem, `/api/plaid/items/${MOCK_ITEM_IDS.houndstooth}`);
    expect((await ok(endpoints.plaidItems, '/api/plaid/items')).items).toHaveLength(2);
    const { accounts } = await ok(endpoints.plaidAccounts, '/api/plaid/accounts');
    expect(accounts.some((account) => account.institution_name === 'Houndstooth Bank')).toBe(false);
    const { transactions } = await ok(endpoints.plaidTransactions, '/api/plaid/transactions');
    expect(transactions.some((transaction) => transaction.account_id === MOCK_ACCOUNT_IDS.houndstoothCard)).toBe(false);
    expect((await call('DELETE', `/api/plaid/items/${MOCK_ITEM_IDS.houndstooth}`)).status).toBe(404);
  });

  it('keep the welcome bonus findable for a new user', async () => {
    server.use(...scenarios.newUser);
    const [latest] = (await ok(endpoints.creditTransactions, '/api/credits/transactions?limit=1')).items;
    expect(latest && isWelcomeBonus(latest)).toBe(true);
  });

  it('treat unhandled requests as errors', async () => {
    const logged = expectConsoleErrors([/^\[MSW\] Error: intercepted a request without a matching request handler/]);
    await expect(fetch(`${ORIGIN}/api/credits/refund`, { method: 'POST' })).rejects.toThrow();
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
