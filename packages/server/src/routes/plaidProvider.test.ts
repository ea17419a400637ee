import { isLocalLinkToken } from '@ledgerlight/contract';
import type { Account, LinkedItem, Transaction } from '@ledgerlight/contract';
import { count, eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { accessTokenContext } from '../bank/bankService';
import { loadConfig } from '../config';
import { backendTitle, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import type { Db } from '../db/database';
import { bankAccounts, bankTransactions, linkedItems } from '../db/schema';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import { PlaidBank } from '../providers/bank/plaidBank';
import { createTokenCipher, generateTokenEncryptionKey } from '../providers/tokenCipher';
import type { TokenCipher } from '../providers/tokenCipher';
import { buildServer } from '../server';
import type { LedgerlightServer } from '../server';

/**
 * The bank routes on the real Plaid provider, with Plaid's HTTP API mocked by msw (docs/architecture.md:
 * tests exercise the real implementations too), on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */

const BASE = 'https://sandbox.plaid.com';
const PLAID_SECRET = 'plaid-secret-never-logged';
const INSTITUTION = { institution_id: 'ins_109508', name: 'First Platypus Bank' };
const HOUR = 3_600_000;

let itemSequence = 0;
/** Every request Plaid received. */
const received: { path: string; body: Record<string, unknown> }[] = [];

function plaid(path: string, reply: (body: Record<string, unknown>) => JsonBodyType | Response) {
  return http.post(`${BASE}${path}`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    received.push({ path, body });
    const result = reply(body);
    return result instanceof Response ? result : HttpResponse.json(result);
  });
}

function plaidError(status: number, type: string, code: string, message: string) {
  return HttpResponse.json(
    { error_type: type, error_code: code, error_message: message, display_message: null, request_id: 'req-err' },
    { status },
  );
}

/** Item n: access-sandbox-n, its accounts `<item>-checking` and `<item>-card`. */
const itemIdOf = (accessToken: string) => `item-${accessToken.replace('access-sandbox-', '')}`;

const plaidTransaction = (
  id: string,
  accountId: string,
  date: string,
  amount: number,
  pending = false,
  enrichment: Record<string, unknown> = {},
) => ({
  transaction_id: id,
  account_id: accountId,
  amount,
  iso_currency_code: 'USD',
  unofficial_currency_code: null,
  category: null,
  personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' },
  date,
  name: `PURCHASE ${id}`,
  merchant_name: 'Grocer',
  pending,
  pending_transaction_id: null,
  location: { address: null, city: 'Poway', region: 'CA', postal_code: null, country: 'US', lat: null, lon: null },
  ...enrichment,
});

/** Plaid's enrichment of one grocery purchase: the category with its confidence, the store as a counterparty. */
const grocerEnrichment = (confidence: string) => ({
  personal_finance_category: {
    primary: 'FOOD_AND_DRINK',
    detailed: 'FOOD_AND_DRINK_GROCERIES',
    confidence_level: confidence,
  },
  counterparties: [
    {
      name: 'Grocer',
      type: 'merchant',
      entity_id: 'YzzrzBrO9OSzo6BXwAvVuL5dmMKMqkmOTeD4a',
      website: 'grocer.example',
      logo_url: null,
      confidence_level: confidence,
    },
  ],
  payment_channel: 'in store',
});
/** A transfer Plaid did not enrich. */
const unenriched = { personal_finance_category: null, merchant_name: null, payment_channel: 'other' };

const defaultHandlers = [
  plaid('/link/token/create', () => ({
    link_token: 'link-sandbox-af1a0311-da53-4636-b754-dd15cc058176',
    expiration: '2030-06-15T04:00:00Z',
    request_id: 'req-1',
  })),
  plaid('/item/public_token/exchange', (body) => {
    if (body.public_token === 'public-sandbox-used') {
      return plaidError(400, 'INVALID_INPUT', 'INVALID_PUBLIC_TOKEN', 'provided public token is expired');
    }
    itemSequence += 1;
    const accessToken = `access-sandbox-${itemSequence}-${crypto.randomUUID()}`;
    return { access_token: accessToken, item_id: itemIdOf(accessToken), request_id: 'req-2' };
  }),
  plaid('/item/get', (body) => ({
    item: {
      item_id: itemIdOf(String(body.access_token)),
      institution_id: INSTITUTION.institution_id,
      institution_name: INSTITUTION.name,
    },
    request_id: 'req-3',
  })),
  plaid('/accounts/get', (body) => {
    const itemId = itemIdOf(String(body.access_token));
    return {
      accounts: [
        {
          account_id: `${itemId}-checking`,
          balances: {
            available: 100,
            current: 110,
            limit: null,
            iso_currency_code: 'USD',
            unofficial_currency_code: null,
          },
          mask: '0000',
          name: 'Plaid Checking',
          official_name: 'Plaid Gold Standard 0% Interest Checking',
          subtype: 'checking',
          type: 'depository',
        },
        {
          account_id: `${itemId}-card`,
          balances: {
            available: null,
            current: 410,
            limit: 2000,
            iso_currency_code: 'USD',
            unofficial_currency_code: null,
          },
          mask: '3333',
          name: 'Plaid Credit Card',
          official_name: null,
          subtype: 'credit card',
          type: 'credit',
        },
      ],
      item: { item_id: itemId, institution_id: INSTITUTION.institution_id, institution_name: INSTITUTION.name },
      request_id: 'req-4',
    };
  }),
  plaid('/transactions/sync', (body) => {
    const itemId = itemIdOf(String(body.access_token));
    const checking = `${itemId}-checking`;
    const card = `${itemId}-card`;
    const base = { accounts: [], transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE', request_id: 'req-5' };
    switch (body.cursor) {
      case undefined:
        return {
          ...base,
          added: [
            plaidTransaction(`${itemId}-t1`, checking, '2026-05-01', 12.5, false, grocerEnrichment('MEDIUM')),
            plaidTransaction(`${itemId}-t2`, checking, '2026-05-03', -1500, false, unenriched),
          ],
          modified: [],
          removed: [],
          next_cursor: 'page-2',
          has_more: true,
        };
      case 'page-2':
        return {
          ...base,
          added: [
            plaidTransaction(`${itemId}-t3`, card, '2026-05-04', 40, true),
            plaidTransaction(`${itemId}-elsewhere`, 'unknown-account', '2026-05-04', 1),
          ],
          modified: [
            plaidTransaction(`${itemId}-t1`, checking, '2026-05-01', 13.5, false, grocerEnrichment('VERY_HIGH')),
          ],
          removed: [],
          next_cursor: 'synced-1',
          has_more: false,
        };
      case 'synced-1':
        return {
          ...base,
          added: [plaidTransaction(`${itemId}-t3-posted`, card, '2026-05-05', 40)],
          modified: [],
          removed: [{ transaction_id: `${itemId}-t3`, account_id: card }],
          next_cursor: 'synced-2',
          has_more: false,
        };
      default:
        return { ...base, added: [], modified: [], removed: [], next_cursor: String(body.cursor), has_more: false };
    }
  }),
  plaid('/item/remove', () => ({ request_id: 'req-6' })),
];

const mockPlaid = setupServer(...defaultHandlers);

beforeAll(() => mockPlaid.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockPlaid.resetHandlers());
afterAll(() => mockPlaid.close());

for (const backend of TEST_BACKENDS) {
  const title = backendTitle('Bank routes with Plaid (mocked)', backend);

  describe.skipIf(!backend.available)(title, { timeout: 120_000 }, () => {
    let testDb: TestDatabase;
    let identity: TestIdentity;
    let server: LedgerlightServer;
    let db: Db;
    let cipher: TokenCipher;
    let clock = Date.now();
    const logLines: string[] = [];
    const responses: string[] = [];

    beforeAll(async () => {
      identity = await createTestIdentity();
      testDb = await backend.open();
      db = testDb.database.db;
      cipher = createTokenCipher({ key: generateTokenEncryptionKey() });
      server = await buildServer({
        config: loadConfig({
          AUTH_ISSUER: identity.issuer,
          AUTH_CLIENT_ID: identity.clientId,
          DATA_DIR: 'memory://',
          LOG_LEVEL: 'trace',
        }),
        database: testDb.database,
        keys: identity.keys,
        bank: {
          provider: new PlaidBank({ clientId: 'client-id', secret: PLAID_SECRET, environment: 'sandbox' }),
          cipher,
          staleAfterMs: HOUR,
          now: () => new Date(clock),
        },
        logStream: { write: (line) => logLines.push(line) },
      });
    }, 300_000);

    afterAll(async () => {
      await server?.app.close();
      await testDb?.drop();
    });

    const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, body?: unknown) => {
      const response = await server.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      responses.push(response.body);
      return { status: response.statusCode, json: response.json() as unknown };
    };

    const newUser = async () => {
      const sub = `user-${crypto.randomUUID()}`;
      return { sub, token: await identity.idToken({ sub }) };
    };

    const link = (user: { sub: string; token: string }, publicToken = `public-sandbox-${crypto.randomUUID()}`) =>
      call('POST', '/api/plaid/set_access_token', user.token, {
        public_token: publicToken,
        user_id: user.sub,
        institution: INSTITUTION,
      });

    const counts = async () => {
      const [items] = await db.select({ n: count() }).from(linkedItems);
      const [transactions] = await db.select({ n: count() }).from(bankTransactions);
      return { items: items?.n, transactions: transactions?.n };
    };

    it('creates a Plaid link token for the caller, which the app does not treat as local', async () => {
      const user = await newUser();
      received.length = 0;
      const response = await call('POST', '/api/plaid/create_link_token', user.token, {
        client_name: 'Ledgerlight',
        products: ['transactions'],
        country_codes: ['US'],
        language: 'en',
        user_id: user.sub,
      });
      expect(response.status).toBe(200);
      const { link_token } = response.json as { link_token: string };
      expect(isLocalLinkToken(link_token)).toBe(false);
      expect(received).toEqual([
        {
          path: '/link/token/create',
          body: expect.objectContaining({
            user: { client_user_id: user.sub },
            client_name: 'Ledgerlight',
            products: ['transactions'],
            country_codes: ['US'],
            language: 'en',
          }),
        },
      ]);
    });

    it('links an item: exchange, accounts and every sync page stored in one go, the token sealed', async () => {
      const user = await newUser();
      received.length = 0;
      const response = await link(user);
      expect(response.status).toBe(200);
      const { item_id } = response.json as { item_id: string };
      expect(received.map((request) => request.path)).toEqual([
        '/item/public_token/exchange',
        '/item/get',
        '/accounts/get',
        '/transactions/sync',
        '/transactions/sync',
      ]);
      expect(received.every((request) => !JSON.stringify(request.body).includes(PLAID_SECRET))).toBe(true);
      const [row] = await db.select().from(linkedItems).where(eq(linkedItems.id, item_id));
      expect(row).toMatchObject({ provider: 'plaid', institutionName: INSTITUTION.name, cursor: 'synced-1' });
      const accessToken = cipher.decrypt(row?.accessTokenEncrypted ?? '', accessTokenContext(item_id));
      expect(accessToken).toMatch(/^access-sandbox-/);

      const items = (await call('GET', '/api/plaid/items', user.token)).json as { items: LinkedItem[] };
      expect(items.items).toEqual([{ item: { item_id }, institution: INSTITUTION, createdAt: expect.any(String) }]);
      const accounts = (await call('GET', '/api/plaid/accounts', user.token)).json as { accounts: Account[] };
      expect(accounts.accounts.map((account) => [account.name, account.balances.current])).toEqual([
        ['Plaid Checking', 110],
        ['Plaid Credit Card', 410],
      ]);
      const { transactions } = (await call('GET', '/api/plaid/transactions', user.token)).json as {
        transactions: Transaction[];
      };
      expect(transactions.map((t) => [t.transaction_id, t.amount, t.pending, t.category])).toEqual([
        [`${item_id}-t3`, 40, true, ['Food and Drink', 'Groceries']],
        [`${item_id}-t2`, -1500, false, []],
        [`${item_id}-t1`, 13.5, false, ['Food and Drink', 'Groceries']],
      ]);

      // The bank's enrichment is stored as the last sync page gave it (the modified t1), and read back;
      // a transaction the bank did not enrich has none of it.
      const [stored] = await db
        .select()
        .from(bankTransactions)
        .where(eq(bankTransactions.id, `${item_id}-t1`));
      expect(stored).toMatchObject({
        personalFinanceCategory: {
          primary: 'FOOD_AND_DRINK',
          detailed: 'FOOD_AND_DRINK_GROCERIES',
          confidence_level: 'VERY_HIGH',
        },
        counterparties: [
          {
            name: 'Grocer',
            type: 'merchant',
            entity_id: 'YzzrzBrO9OSzo6BXwAvVuL5dmMKMqkmOTeD4a',
            confidence_level: 'VERY_HIGH',
          },
        ],
        paymentChannel: 'in store',
      });
      const byId = new Map(transactions.map((t) => [t.transaction_id, t]));
      expect(byId.get(`${item_id}-t1`)).toMatchObject({
        personal_finance_category: { detailed: 'FOOD_AND_DRINK_GROCERIES', confidence_level: 'VERY_HIGH' },
        counterparties: [{ name: 'Grocer', entity_id: 'YzzrzBrO9OSzo6BXwAvVuL5dmMKMqkmOTeD4a' }],
        payment_channel: 'in store',
        display_category: 'Groceries',
      });
      const transfer = byId.get(`${item_id}-t2`);
      expect(transfer).toMatchObject({ payment_channel: 'other' });
      expect(transfer).not.toHaveProperty('personal_finance_category');
      expect(transfer).not.toHaveProperty('counterparties');
      // Only what the contract defines leaves the server (no logo or website of a counterparty).
      expect(Object.keys(byId.get(`${item_id}-t1`)?.counterparties?.[0] ?? {}).sort()).toEqual([
        'confidence_level',
        'entity_id',
        'name',
        'type',
      ]);
      expect(logLines.join('')).toContain('transactions of unknown accounts skipped');
    });

    it('syncs a stale item from its stored cursor on read', async () => {
      const user = await newUser();
      const { item_id } = (await link(user)).json as { item_id: string };
      received.length = 0;
      await call('GET', '/api/plaid/transactions', user.token);
      expect(received).toEqual([]);
      const start = clock;
      try {
        clock += 2 * HOUR;
        const { transactions } = (await call('GET', '/api/plaid/transactions', user.token)).json as {
          transactions: Transaction[];
        };
        expect(received.find((request) => request.path === '/transactions/sync')?.body).toMatchObject({
          cursor: 'synced-1',
        });
        expect(transactions.map((t) => [t.transaction_id, t.pending])).toEqual([
          [`${item_id}-t3-posted`, false],
          [`${item_id}-t2`, false],
          [`${item_id}-t1`, false],
        ]);
        const [row] = await db.select().from(linkedItems).where(eq(linkedItems.id, item_id));
        expect(row?.cursor).toBe('synced-2');
      } finally {
        clock = start;
      }
    });

    it('answers Plaid failures with 400 for a bad public token and 502 otherwise, storing nothing', async () => {
      const user = await newUser();
      const before = await counts();
      const used = await link(user, 'public-sandbox-used');
      expect(used.status).toBe(400);
      expect(used.json).toEqual({
        error: 'Invalid public token',
        message: 'body.public_token: provided public token is expired',
      });

      mockPlaid.use(
        plaid('/link/token/create', () =>
          plaidError(400, 'INVALID_INPUT', 'INVALID_API_KEYS', 'invalid client_id or secret provided'),
        ),
      );
      const keys = await call('POST', '/api/plaid/create_link_token', user.token, {
        client_name: 'Ledgerlight',
        products: ['transactions'],
        country_codes: ['US'],
        language: 'en',
        user_id: user.sub,
      });
      expect(keys.status).toBe(502);
      expect(keys.json).toEqual({ error: 'Bad Gateway', message: expect.stringContaining('unavailable') });

      mockPlaid.use(
        plaid('/transactions/sync', () =>
          plaidError(500, 'API_ERROR', 'INTERNAL_SERVER_ERROR', 'an unexpected error occurred'),
        ),
      );
      received.length = 0;
      const failed = await link(user);
      expect(failed.status).toBe(502);
      expect(received.map((request) => request.path)).toContain('/item/remove');
      expect(await counts()).toEqual(before);
    });

    it('removes an item at Plaid before deleting it; keeps it when Plaid fails, deletes it when Plaid no longer knows it', async () => {
      const user = await newUser();
      const { item_id } = (await link(user)).json as { item_id: string };
      const [row] = await db.select().from(linkedItems).where(eq(linkedItems.id, item_id));
      const accessToken = cipher.decrypt(row?.accessTokenEncrypted ?? '', accessTokenContext(item_id));

      mockPlaid.use(plaid('/item/remove', () => plaidError(500, 'API_ERROR', 'INTERNAL_SERVER_ERROR', 'try again')));
      const refused = await call('DELETE', `/api/plaid/items/${item_id}`, user.token);
      expect(refused.status).toBe(502);
      expect(await db.select().from(bankAccounts).where(eq(bankAccounts.itemId, item_id))).toHaveLength(2);

      mockPlaid.resetHandlers();
      received.length = 0;
      const removed = await call('DELETE', `/api/plaid/items/${item_id}`, user.token);
      expect(removed.status).toBe(200);
      expect(received).toEqual([
        { path: '/item/remove', body: expect.objectContaining({ access_token: accessToken }) },
      ]);
      expect(await db.select().from(bankAccounts).where(eq(bankAccounts.itemId, item_id))).toEqual([]);
      expect(await db.select().from(bankTransactions).where(eq(bankTransactions.itemId, item_id))).toEqual([]);

      const gone = (await link(user)).json as { item_id: string };
      mockPlaid.use(
        plaid('/item/remove', () =>
          plaidError(400, 'ITEM_ERROR', 'ITEM_NOT_FOUND', 'the requested item was not found'),
        ),
      );
      expect((await call('DELETE', `/api/plaid/items/${gone.item_id}`, user.token)).status).toBe(200);
      expect(await db.select().from(linkedItems).where(eq(linkedItems.userId, user.sub))).toEqual([]);
    });

    it('never writes the access token or the Plaid secret to a response or a log line', async () => {
      const tokens = received
        .map((request) => request.body.access_token)
        .filter((token): token is string => typeof token === 'string');
      const exchanged = (await db.select().from(linkedItems)).map((row) =>
        cipher.decrypt(row.accessTokenEncrypted, accessTokenContext(row.id)),
      );
      const secrets = [...new Set([...tokens, ...exchanged]), PLAID_SECRET];
      expect(secrets.length).toBeGreaterThan(1);
      const output = logLines.join('');
      const answered = responses.join('\n');
      for (const secret of secrets) {
        expect(output.includes(secret), 'a secret in the logs').toBe(false);
        expect(answered.includes(secret), 'a secret in a response').toBe(false);
      }
    });
  });
}
