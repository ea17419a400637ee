import { CATEGORY_INFO, labelTransactions } from '@ledgerlight/analysis';
import {
  accountSchema,
  bankErrorBodySchema,
  endpoints,
  isLocalLinkToken,
  LOCAL_LINK_TOKEN_PREFIX,
  routePath,
  sandboxInstitutionSchema,
  sandboxLinkEndpoints,
  transactionSchema,
} from '@ledgerlight/contract';
import type { Account, LinkedItem, SandboxLoginResponse, Transaction } from '@ledgerlight/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accessTokenContext, TRANSACTIONS_RESPONSE_LIMIT } from '../bank/bankService';
import type { BankSetup } from '../bank/setup';
import { loadConfig } from '../config';
import { getBalance } from '../credits/ledger';
import { backendTitle, grantCredits, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import type { Db } from '../db/database';
import { agentTasks, bankAccounts, bankTransactions, linkedItems } from '../db/schema';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import { BankProviderError } from '../providers/bank/bankProvider';
import { PlaidBank } from '../providers/bank/plaidBank';
import { SandboxBank } from '@ledgerlight/local-stack';
import { createTokenCipher, generateTokenEncryptionKey } from '../providers/tokenCipher';
import type { TokenCipher } from '../providers/tokenCipher';
import { buildServer } from '../server';
import type { LedgerlightServer } from '../server';
import { claimTask } from '../worker/lease';
import { runTask } from '../worker/run';
import { memoryLogger } from '../worker/tasks.test-support';

/**
 * The bank routes (/api/plaid) and the sandbox Link routes through Fastify's inject, with the local
 * sandbox bank, on PGlite and on PostgreSQL (TEST_DATABASE_URL). Every test uses its own users.
 * Every response and every log line is kept, to show that no access, public or link token leaks.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface CallOptions {
  readonly token?: string | undefined;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly payload?: string;
}

interface User {
  readonly sub: string;
  readonly token: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STALE_AFTER_MS = HOUR;
const PLATYPUS = { institution_id: 'ins_local_platypus', name: 'First Platypus Bank' };
const GINGHAM = { institution_id: 'ins_local_gingham', name: 'Gingham Savings' };
const TARTAN = { institution_id: 'ins_local_tartan', name: 'Tartan Credit Union' };

const linkTokenBody = (userId: string) => ({
  client_name: 'Ledgerlight',
  products: ['transactions'],
  country_codes: ['US'],
  language: 'en',
  user_id: userId,
});

function testConfig(identity: TestIdentity) {
  return loadConfig({
    AUTH_ISSUER: identity.issuer,
    AUTH_CLIENT_ID: identity.clientId,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'trace',
    RATE_LIMIT_INITIATE: '10000',
    BODY_LIMIT_BYTES: '16384',
  });
}

for (const backend of TEST_BACKENDS) {
  const title = backendTitle('Bank routes', backend);

  // Linking syncs and stores 12-24 months of history: slow on a loaded machine, so generous timeouts.
  describe.skipIf(!backend.available)(title, { timeout: 180_000 }, () => {
    let testDb: TestDatabase;
    let identity: TestIdentity;
    let server: LedgerlightServer;
    let db: Db;
    let cipher: TokenCipher;
    let sandbox: SandboxBank;
    let setup: BankSetup;
    /** The clock of the sandbox bank and of sync times; real time at the start, moved by tests. */
    let clock = Date.now();
    const sandboxSecret = generateTokenEncryptionKey();
    const logLines: string[] = [];
    const responses: string[] = [];
    /** Every link, public and access token seen by the tests. None may appear in a log line. */
    const secrets = new Set<string>();

    const newSandbox = () => new SandboxBank({ secret: sandboxSecret, now: () => new Date(clock) });

    beforeAll(async () => {
      identity = await createTestIdentity();
      testDb = await backend.open();
      db = testDb.database.db;
      cipher = createTokenCipher({ key: generateTokenEncryptionKey() });
      sandbox = newSandbox();
      setup = { provider: sandbox, cipher, staleAfterMs: STALE_AFTER_MS, now: () => new Date(clock) };
      server = await buildServer({
        config: testConfig(identity),
        database: testDb.database,
        keys: identity.keys,
        bank: setup,
        logStream: { write: (line) => logLines.push(line) },
      });
    }, 300_000);

    afterAll(async () => {
      await server?.app.close();
      await testDb?.drop();
    });

    const call = async (method: Method, url: string, options: CallOptions = {}, app = server.app) => {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
      const response = await app.inject({
        method,
        url,
        headers,
        ...(options.payload !== undefined
          ? { payload: options.payload }
          : options.body !== undefined
            ? { payload: JSON.stringify(options.body), headers: { 'content-type': 'application/json', ...headers } }
            : {}),
      });
      responses.push(response.body);
      const json: unknown = response.body === '' ? undefined : JSON.parse(response.body);
      return { status: response.statusCode, json };
    };

    const newUser = async (): Promise<User> => {
      const sub = `user-${crypto.randomUUID()}`;
      const token = await identity.idToken({ sub });
      expect((await call('GET', '/api/credits/balance', { token })).status).toBe(200);
      return { sub, token };
    };

    const createLinkToken = async (user: User): Promise<string> => {
      const response = await call('POST', '/api/plaid/create_link_token', {
        token: user.token,
        body: linkTokenBody(user.sub),
      });
      expect(response.status).toBe(200);
      const { link_token } = response.json as { link_token: string };
      secrets.add(link_token);
      return link_token;
    };

    const login = async (user: User, body: Record<string, unknown>) => {
      const response = await call('POST', '/api/sandbox/link/login', { token: user.token, body });
      if (response.status === 200) {
        const result = response.json as SandboxLoginResponse;
        if (result.status === 'select_accounts') secrets.add(result.public_token);
      }
      return response;
    };

    /** Signs in at an institution (no MFA) and selects the accounts of the given subtypes (all when absent). */
    const publicTokenFor = async (user: User, institutionId: string, subtypes?: readonly string[]) => {
      const linkToken = await createLinkToken(user);
      const signedIn = await login(user, {
        link_token: linkToken,
        institution_id: institutionId,
        username: 'user_good',
        password: 'pass_good',
      });
      expect(signedIn.status).toBe(200);
      const result = signedIn.json as SandboxLoginResponse;
      if (result.status !== 'select_accounts') throw new Error(`expected account selection, got ${result.status}`);
      const accountIds = result.accounts
        .filter((account) => subtypes === undefined || subtypes.includes(account.subtype ?? ''))
        .map((account) => account.id);
      const selected = await call('POST', '/api/sandbox/link/select_accounts', {
        token: user.token,
        body: { public_token: result.public_token, account_ids: accountIds },
      });
      expect(selected.status).toBe(200);
      const success = selected.json as { public_token: string; metadata: { institution: typeof PLATYPUS } };
      secrets.add(success.public_token);
      return { publicToken: success.public_token, institution: success.metadata.institution, accountIds };
    };

    const setAccessToken = (user: User, publicToken: string, institution: typeof PLATYPUS, userId = user.sub) =>
      call('POST', '/api/plaid/set_access_token', {
        token: user.token,
        body: { public_token: publicToken, user_id: userId, institution },
      });

    /** The stored access token of an item, opened with the server's cipher. */
    const accessTokenOf = async (itemId: string): Promise<string> => {
      const [row] = await db.select().from(linkedItems).where(eq(linkedItems.id, itemId));
      if (row === undefined) throw new Error(`no item ${itemId}`);
      const accessToken = cipher.decrypt(row.accessTokenEncrypted, accessTokenContext(itemId));
      secrets.add(accessToken);
      secrets.add(row.accessTokenEncrypted);
      return accessToken;
    };

    /** Links an institution through the sandbox routes and set_access_token; returns the item id. */
    const link = async (user: User, institution = GINGHAM, subtypes?: readonly string[]) => {
      const { publicToken, accountIds } = await publicTokenFor(user, institution.institution_id, subtypes);
      const response = await setAccessToken(user, publicToken, institution);
      expect(response.status).toBe(200);
      const { item_id } = response.json as { item_id: string };
      await accessTokenOf(item_id);
      return { itemId: item_id, accountIds, publicToken };
    };

    const counts = async () => {
      const [items] = await db.select({ n: count() }).from(linkedItems);
      const [accounts] = await db.select({ n: count() }).from(bankAccounts);
      const [transactions] = await db.select({ n: count() }).from(bankTransactions);
      return { items: items?.n, accounts: accounts?.n, transactions: transactions?.n };
    };

    const list = async <T>(user: User, what: 'items' | 'accounts' | 'transactions'): Promise<T[]> => {
      const response = await call('GET', `/api/plaid/${what}`, { token: user.token });
      expect(response.status).toBe(200);
      return (response.json as Record<string, T[]>)[what] ?? [];
    };

    it('registers the six /api/plaid calls and the three sandbox Link calls', () => {
      const all = [
        endpoints.plaidTransactions,
        endpoints.plaidAccounts,
        endpoints.plaidItems,
        endpoints.plaidDeleteItem,
        endpoints.plaidCreateLinkToken,
        endpoints.plaidSetAccessToken,
        ...Object.values(sandboxLinkEndpoints),
      ];
      for (const endpoint of all) {
        expect(server.app.hasRoute({ method: endpoint.method.toUpperCase(), url: routePath(endpoint) })).toBe(true);
      }
    });

    it('links a bank through the sandbox Link calls and set_access_token, storing the item, accounts and history', async () => {
      const user = await newUser();
      expect(await list(user, 'items')).toEqual([]);

      const created = await call('POST', '/api/plaid/create_link_token', {
        token: user.token,
        body: linkTokenBody(user.sub),
      });
      expect(created.status).toBe(200);
      const { link_token, expiration } = created.json as { link_token: string; expiration: string };
      secrets.add(link_token);
      expect(link_token.startsWith(LOCAL_LINK_TOKEN_PREFIX)).toBe(true);
      expect(isLocalLinkToken(link_token)).toBe(true);
      expect(Date.parse(expiration)).toBeGreaterThan(clock);

      const institutions = await call('GET', '/api/sandbox/link/institutions', { token: user.token });
      expect(institutions.status).toBe(200);
      const offered = (institutions.json as { institutions: unknown[] }).institutions;
      expect(offered.length).toBeGreaterThanOrEqual(3);
      for (const institution of offered) expect(sandboxInstitutionSchema.parse(institution)).toEqual(institution);

      const signedIn = await login(user, {
        link_token,
        institution_id: PLATYPUS.institution_id,
        username: 'user_good',
        password: 'pass_good',
      });
      expect(signedIn.status).toBe(200);
      const result = signedIn.json as Extract<SandboxLoginResponse, { status: 'select_accounts' }>;
      expect(result).toMatchObject({ status: 'select_accounts', institution: PLATYPUS });
      expect(result.accounts.map((account) => account.subtype)).toEqual(['checking', 'savings', 'credit card']);

      const chosen = result.accounts.filter((account) => account.subtype !== 'savings');
      const selected = await call('POST', '/api/sandbox/link/select_accounts', {
        token: user.token,
        body: { public_token: result.public_token, account_ids: chosen.map((account) => account.id) },
      });
      expect(selected.status).toBe(200);
      const success = selected.json as { public_token: string; metadata: Record<string, unknown> };
      secrets.add(success.public_token);
      expect(success.metadata).toEqual({
        institution: PLATYPUS,
        accounts: chosen,
        link_session_id: expect.any(String),
      });

      const linked = await setAccessToken(user, success.public_token, PLATYPUS);
      expect(linked.status).toBe(200);
      expect(Object.keys(linked.json as object).sort()).toEqual(['item_id', 'success']);
      const { item_id } = linked.json as { item_id: string };

      const [row] = await db.select().from(linkedItems).where(eq(linkedItems.id, item_id));
      expect(row).toMatchObject({
        userId: user.sub,
        provider: 'local',
        institutionId: PLATYPUS.institution_id,
        institutionName: PLATYPUS.name,
        cursor: expect.any(String),
        lastSyncedAt: new Date(clock),
      });
      const accessToken = await accessTokenOf(item_id);
      expect(accessToken.startsWith('access-local-')).toBe(true);
      expect(row?.accessTokenEncrypted).not.toContain(accessToken);
      expect(row?.accessTokenEncrypted.startsWith('v1.')).toBe(true);

      const items = await list<LinkedItem>(user, 'items');
      expect(items).toEqual([{ item: { item_id }, institution: PLATYPUS, createdAt: row?.createdAt.toISOString() }]);

      const accounts = await list<Account>(user, 'accounts');
      expect(accounts.map((account) => account.account_id).sort()).toEqual(chosen.map((account) => account.id).sort());
      for (const account of accounts) {
        expect(accountSchema.parse(account)).toEqual(account);
        expect(account.institution_name).toBe(PLATYPUS.name);
      }
      expect(accounts).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            type: 'credit',
            subtype: 'credit card',
            balances: expect.objectContaining({ limit: expect.any(Number) }),
          }),
        ]),
      );

      const stored = await db.select().from(bankTransactions).where(eq(bankTransactions.itemId, item_id));
      expect(stored.length).toBeGreaterThan(500);
      expect(stored.some((transaction) => transaction.pending)).toBe(true);
      const transactions = await list<Transaction>(user, 'transactions');
      expect(transactions).toHaveLength(Math.min(stored.length, 2_000));
      const dates = transactions.map((transaction) => transaction.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const accountIds = new Set(chosen.map((account) => account.id));
      for (const transaction of transactions) {
        expect(accountIds.has(transaction.account_id)).toBe(true);
        expect(transactionSchema.parse(transaction)).toEqual(transaction);
      }
      // One vocabulary (ADR 0031): each row carries the category the analyses file it under.
      const labels = labelTransactions(transactions, new Date(clock));
      for (const transaction of transactions) {
        const label = labels.get(transaction.transaction_id);
        expect(transaction.display_category).toBe(label?.category);
        // The merchant entity a correction of the row names (ADR 0040).
        expect([transaction.merchantKey, transaction.merchantName]).toEqual([label?.merchantKey, label?.merchantName]);
      }
      const vocabulary = new Set([
        ...Object.values(CATEGORY_INFO).map((info) => info.label),
        'Income',
        'Transfer',
        'Card Payment',
        'Payments from People',
      ]);
      for (const transaction of transactions) expect(vocabulary.has(transaction.display_category ?? '')).toBe(true);
      expect(transactions.some((t) => t.display_category === 'Income')).toBe(true);
    });

    it('asks for the MFA code where the institution has one, in Plaid’s error body when wrong', async () => {
      const user = await newUser();
      const linkToken = await createLinkToken(user);
      const base = {
        link_token: linkToken,
        institution_id: TARTAN.institution_id,
        username: 'user_good',
        password: 'pass_good',
      };
      const challenge = await login(user, base);
      expect(challenge.status).toBe(200);
      expect(challenge.json).toEqual({
        status: 'mfa_required',
        institution: TARTAN,
        mfa: { type: 'code', message: expect.stringContaining('1234') },
      });
      const wrong = await login(user, { ...base, mfa_code: '0000' });
      expect(wrong.status).toBe(400);
      expect(wrong.json).toStrictEqual({
        error_type: 'ITEM_ERROR',
        error_code: 'INVALID_MFA',
        error_message: 'the provided MFA response(s) were not correct',
        display_message: 'The provided code was not correct. Please try again.',
      });
      const done = await login(user, { ...base, mfa_code: '1234' });
      expect(done.status).toBe(200);
      expect(done.json).toMatchObject({
        status: 'select_accounts',
        institution: TARTAN,
        public_token: expect.any(String),
      });
    });

    it('answers every refused sandbox Link call with Plaid’s error body, 400', async () => {
      const user = await newUser();
      const other = await newUser();
      const linkToken = await createLinkToken(user);
      const good = {
        link_token: linkToken,
        institution_id: GINGHAM.institution_id,
        username: 'user_good',
        password: 'pass_good',
      };
      const cases: [string, unknown, string, string][] = [
        ['/api/sandbox/link/login', { ...good, password: 'pass_bad' }, 'ITEM_ERROR', 'INVALID_CREDENTIALS'],
        ['/api/sandbox/link/login', { ...good, username: 'user_bad' }, 'ITEM_ERROR', 'INVALID_CREDENTIALS'],
        ['/api/sandbox/link/login', { ...good, institution_id: 'ins_nowhere' }, 'INVALID_INPUT', 'INVALID_INSTITUTION'],
        ['/api/sandbox/link/login', { ...good, link_token: `${linkToken}x` }, 'INVALID_INPUT', 'INVALID_LINK_TOKEN'],
        ['/api/sandbox/link/login', { ...good, link_token: 'link-sandbox-123' }, 'INVALID_REQUEST', 'INVALID_FIELD'],
        ['/api/sandbox/link/login', { ...good, password: 42 }, 'INVALID_REQUEST', 'INVALID_FIELD'],
        [
          '/api/sandbox/link/login',
          { link_token: linkToken, username: 'user_good', password: 'pass_good' },
          'INVALID_REQUEST',
          'MISSING_FIELDS',
        ],
        ['/api/sandbox/link/login', { ...good, admin: true }, 'INVALID_REQUEST', 'UNKNOWN_FIELDS'],
        ['/api/sandbox/link/login', [good], 'INVALID_REQUEST', 'INVALID_FIELD'],
        [
          '/api/sandbox/link/select_accounts',
          { public_token: 'public-local-nope', account_ids: ['a'] },
          'INVALID_INPUT',
          'INVALID_PUBLIC_TOKEN',
        ],
        [
          '/api/sandbox/link/select_accounts',
          { public_token: 'p', account_ids: [] },
          'INVALID_REQUEST',
          'INVALID_FIELD',
        ],
        ['/api/sandbox/link/select_accounts', { account_ids: ['a'] }, 'INVALID_REQUEST', 'MISSING_FIELDS'],
      ];
      for (const [url, body, errorType, errorCode] of cases) {
        const response = await call('POST', url, { token: user.token, body });
        expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
        expect(bankErrorBodySchema.strict().parse(response.json)).toMatchObject({
          error_type: errorType,
          error_code: errorCode,
        });
      }
      // Another user's link token, and a public token of another user's Link session.
      const stolen = await login(other, good);
      expect(stolen.status).toBe(400);
      expect(stolen.json).toMatchObject({ error_code: 'INVALID_LINK_TOKEN' });
      const { publicToken, accountIds } = await publicTokenFor(user, GINGHAM.institution_id);
      const foreign = await call('POST', '/api/sandbox/link/select_accounts', {
        token: other.token,
        body: { public_token: publicToken, account_ids: accountIds },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.json).toMatchObject({ error_code: 'INVALID_PUBLIC_TOKEN' });
      const unknownAccount = await call('POST', '/api/sandbox/link/select_accounts', {
        token: user.token,
        body: { public_token: publicToken, account_ids: ['acc-of-someone-else'] },
      });
      expect(unknownAccount.json).toMatchObject({ error_code: 'INVALID_ACCOUNT_ID' });
      // Malformed JSON is Plaid's INVALID_BODY; other content types 415 and no token 401, as everywhere.
      const malformed = await call('POST', '/api/sandbox/link/login', {
        token: user.token,
        payload: '{"link_token": ',
        headers: { 'content-type': 'application/json' },
      });
      expect([malformed.status, (malformed.json as { error_code: string }).error_code]).toEqual([400, 'INVALID_BODY']);
      const text = await call('POST', '/api/sandbox/link/login', {
        token: user.token,
        payload: JSON.stringify(good),
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.status).toBe(415);
      expect(text.json).toEqual({ error: 'Unsupported Media Type', message: expect.any(String) });
      for (const [method, url] of [
        ['GET', '/api/sandbox/link/institutions'],
        ['POST', '/api/sandbox/link/login'],
        ['POST', '/api/sandbox/link/select_accounts'],
      ] as const) {
        const response = await call(method, url, method === 'POST' ? { body: good } : {});
        expect([url, response.status, response.json]).toEqual([url, 401, { error: 'Unauthorized' }]);
      }
    });

    it('offers the sandbox Link calls only with the sandbox bank, and /api/plaid only with a bank', async () => {
      const plaidServer = await buildServer({
        config: testConfig(identity),
        database: testDb.database,
        keys: identity.keys,
        bank: { provider: new PlaidBank({ clientId: 'client', secret: 'secret', environment: 'sandbox' }), cipher },
        logStream: { write: (line) => logLines.push(line) },
      });
      const noBank = await buildServer({
        config: testConfig(identity),
        database: testDb.database,
        keys: identity.keys,
        logStream: { write: () => undefined },
      });
      try {
        const user = await newUser();
        for (const endpoint of Object.values(sandboxLinkEndpoints)) {
          const response = await call(
            endpoint.method === 'get' ? 'GET' : 'POST',
            endpoint.path,
            { token: user.token, ...(endpoint.method === 'post' ? { body: {} } : {}) },
            plaidServer.app,
          );
          expect([endpoint.path, response.status]).toEqual([endpoint.path, 404]);
        }
        expect((await call('GET', '/api/plaid/items', { token: user.token }, plaidServer.app)).json).toEqual({
          items: [],
        });
        expect((await call('GET', '/api/plaid/items', { token: user.token }, noBank.app)).status).toBe(404);
      } finally {
        await plaidServer.app.close();
        await noBank.app.close();
      }
    });

    it('creates link tokens only for the caller and only per the contract', async () => {
      const user = await newUser();
      const before = await counts();
      const other = await call('POST', '/api/plaid/create_link_token', {
        token: user.token,
        body: linkTokenBody('someone-else'),
      });
      expect(other.status).toBe(403);
      expect(other.json).toEqual({ error: 'Forbidden', message: 'body.user_id: must be the signed-in user' });
      const valid = linkTokenBody(user.sub);
      const cases: [unknown, RegExp][] = [
        [{ ...valid, products: ['auth'] }, /products/],
        [{ ...valid, products: 'transactions' }, /products/],
        [{ ...valid, country_codes: ['GB'] }, /country_codes/],
        [{ ...valid, language: 'fr' }, /language/],
        [{ ...valid, client_name: '  ' }, /client_name/],
        [{ ...valid, client_name: 7 }, /client_name/],
        [{ ...valid, webhook: 'https://evil.example.test' }, /webhook/],
        [{ client_name: 'Ledgerlight', products: ['transactions'], country_codes: ['US'], language: 'en' }, /user_id/],
        [null, /body/],
      ];
      for (const [body, expected] of cases) {
        const response = await call('POST', '/api/plaid/create_link_token', { token: user.token, body });
        expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
        const error = response.json as { error: string; message: string };
        expect(`${error.error} ${error.message}`).toMatch(expected);
      }
      const text = await call('POST', '/api/plaid/create_link_token', {
        token: user.token,
        payload: JSON.stringify(valid),
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.status).toBe(415);
      expect(await counts()).toEqual(before);
    });

    it('refuses bad set_access_token bodies, another user_id, replays and a second link to one institution, changing nothing', async () => {
      const user = await newUser();
      const { publicToken } = await publicTokenFor(user, GINGHAM.institution_id, ['checking']);
      const before = await counts();
      const valid = { public_token: publicToken, user_id: user.sub, institution: GINGHAM };
      const cases: [unknown, RegExp][] = [
        [{ ...valid, public_token: '' }, /public_token/],
        [{ ...valid, public_token: 12 }, /public_token/],
        [{ user_id: user.sub, institution: GINGHAM }, /public_token/],
        [{ ...valid, institution: { name: 'Gingham Savings' } }, /institution/],
        [{ ...valid, institution: 'Gingham Savings' }, /institution/],
        [{ ...valid, access_token: 'access-local-x' }, /access_token/],
        [{ ...valid, balance: 1_000 }, /balance/],
        [{ ...valid, institution: { ...GINGHAM, extra: true } }, /extra/],
      ];
      for (const [body, expected] of cases) {
        const response = await call('POST', '/api/plaid/set_access_token', { token: user.token, body });
        expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
        const error = response.json as { error: string; message: string };
        expect(`${error.error} ${error.message}`).toMatch(expected);
      }
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
        const response = await call('POST', '/api/plaid/set_access_token', {
          token: user.token,
          payload: JSON.stringify(valid),
          headers: { 'content-type': contentType },
        });
        expect(response.status).toBe(415);
      }
      const otherUser = await setAccessToken(user, publicToken, GINGHAM, 'someone-else');
      expect(otherUser.status).toBe(403);
      const garbage = await setAccessToken(user, 'public-local-garbage', GINGHAM);
      expect(garbage.status).toBe(400);
      expect(garbage.json).toMatchObject({ error: 'Invalid public token' });
      expect(await counts()).toEqual(before);

      // The refusals above did not use the token up: it links now, once.
      const linked = await setAccessToken(user, publicToken, GINGHAM);
      expect(linked.status).toBe(200);
      const { item_id } = linked.json as { item_id: string };
      await accessTokenOf(item_id);
      const afterLink = await counts();
      const replay = await setAccessToken(user, publicToken, GINGHAM);
      expect(replay.status).toBe(409);
      // Another user replaying it: the sandbox refuses a used public token.
      const thief = await newUser();
      const stolen = await setAccessToken(thief, publicToken, GINGHAM);
      expect(stolen.status).toBe(400);
      expect(stolen.json).toMatchObject({ error: 'Invalid public token' });

      // A second link to the same institution is refused before its token is exchanged...
      const second = await publicTokenFor(user, GINGHAM.institution_id, ['savings']);
      const again = await setAccessToken(user, second.publicToken, GINGHAM);
      expect(again.status).toBe(409);
      expect(again.json).toEqual({
        error: 'Institution already linked',
        message: 'Gingham Savings is already linked. Remove it first to link it again.',
      });
      // ...and also when the widget names another institution: the provider's answer counts.
      const disguised = await setAccessToken(user, second.publicToken, PLATYPUS);
      expect(disguised.status).toBe(409);
      expect(await counts()).toEqual(afterLink);
      expect(logLines.join('')).toContain('unstored bank item removed at the provider');
      expect(await list<LinkedItem>(user, 'items')).toHaveLength(1);
    });

    it('refuses a public token replayed after a restart, leaving the stored item working', async () => {
      const owner = await newUser();
      const { publicToken } = await publicTokenFor(owner, GINGHAM.institution_id, ['checking']);
      const linked = await setAccessToken(owner, publicToken, GINGHAM);
      const { item_id } = linked.json as { item_id: string };
      const accessToken = await accessTokenOf(item_id);
      const restartedBank = newSandbox();
      const restarted = await buildServer({
        config: testConfig(identity),
        database: testDb.database,
        keys: identity.keys,
        bank: { ...setup, provider: restartedBank },
        logStream: { write: (line) => logLines.push(line) },
      });
      try {
        const before = await counts();
        const replayer = await newUser();
        const replay = await call(
          'POST',
          '/api/plaid/set_access_token',
          { token: replayer.token, body: { public_token: publicToken, user_id: replayer.sub, institution: GINGHAM } },
          restarted.app,
        );
        expect(replay.status).toBe(409);
        expect(replay.json).toMatchObject({ error: 'Already linked' });
        expect(await counts()).toEqual(before);
        expect(await list<LinkedItem>(replayer, 'items')).toEqual([]);
        expect(await restartedBank.getAccounts(accessToken)).toHaveLength(1);
        expect((await list<LinkedItem>(owner, 'items')).map((item) => item.item.item_id)).toEqual([item_id]);
      } finally {
        await restarted.app.close();
      }
    });

    it('keeps users apart: B gets 403 and no data for A’s item, never sees A’s accounts, cannot run on them', async () => {
      const alice = await newUser();
      const bob = await newUser();
      const { itemId } = await link(alice, GINGHAM, ['checking']);
      await link(bob, PLATYPUS, ['savings']);
      const aliceAccounts = await list<Account>(alice, 'accounts');
      const aliceAccountIds = aliceAccounts.map((account) => account.account_id);
      const before = await counts();

      const forbidden = await call('DELETE', `/api/plaid/items/${itemId}`, { token: bob.token });
      expect(forbidden.status).toBe(403);
      expect(forbidden.json).toEqual({ error: 'Forbidden', message: 'This linked institution is not yours' });
      expect(JSON.stringify(forbidden.json)).not.toContain(GINGHAM.name);
      expect(await counts()).toEqual(before);
      expect(await sandbox.getAccounts(await accessTokenOf(itemId))).toHaveLength(1);

      const bobItems = await list<LinkedItem>(bob, 'items');
      expect(bobItems.map((item) => item.institution.name)).toEqual([PLATYPUS.name]);
      const bobAccounts = await list<Account>(bob, 'accounts');
      expect(bobAccounts.some((account) => aliceAccountIds.includes(account.account_id))).toBe(false);
      const bobTransactions = await list<Transaction>(bob, 'transactions');
      expect(bobTransactions.length).toBeGreaterThan(0);
      expect(bobTransactions.some((transaction) => aliceAccountIds.includes(transaction.account_id))).toBe(false);

      await grantCredits(db, bob.sub, 10);
      const balance = await getBalance(db, bob.sub);
      const run = await call('POST', '/api/agent/initiate', {
        token: bob.token,
        body: { agent_type: 'recurring_expenses', selectedAccounts: [bobAccounts[0]?.account_id, aliceAccountIds[0]] },
      });
      expect(run.status).toBe(403);
      expect(await getBalance(db, bob.sub)).toBe(balance);

      for (const unknown of ['no-such-item', crypto.randomUUID()]) {
        const response = await call('DELETE', `/api/plaid/items/${unknown}`, { token: alice.token });
        expect(response.status).toBe(404);
      }
      const noToken = await call('DELETE', `/api/plaid/items/${itemId}`);
      expect(noToken.status).toBe(401);
      expect(await counts()).toEqual(before);
    });

    it('removes an item at the provider and deletes it with its accounts and transactions', async () => {
      const user = await newUser();
      const kept = await link(user, PLATYPUS, ['credit card']);
      const removed = await link(user, GINGHAM);
      const accessToken = await accessTokenOf(removed.itemId);
      const accountsBefore = await db.select().from(bankAccounts).where(eq(bankAccounts.itemId, removed.itemId));
      expect(accountsBefore).toHaveLength(2);
      expect(await list<LinkedItem>(user, 'items')).toHaveLength(2);

      const response = await call('DELETE', `/api/plaid/items/${removed.itemId}`, { token: user.token });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ success: true });

      expect(await db.select().from(linkedItems).where(eq(linkedItems.id, removed.itemId))).toEqual([]);
      expect(await db.select().from(bankAccounts).where(eq(bankAccounts.itemId, removed.itemId))).toEqual([]);
      const ids = accountsBefore.map((account) => account.id);
      expect(await db.select().from(bankTransactions).where(inArray(bankTransactions.accountId, ids))).toEqual([]);
      const error = await sandbox.getAccounts(accessToken).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BankProviderError);
      expect((error as BankProviderError).errorCode).toBe('ITEM_NOT_FOUND');

      expect((await list<LinkedItem>(user, 'items')).map((item) => item.item.item_id)).toEqual([kept.itemId]);
      const accounts = await list<Account>(user, 'accounts');
      expect(accounts.map((account) => account.account_id)).toEqual(kept.accountIds);
      const transactions = await list<Transaction>(user, 'transactions');
      expect(transactions.every((transaction) => kept.accountIds.includes(transaction.account_id))).toBe(true);

      const again = await call('DELETE', `/api/plaid/items/${removed.itemId}`, { token: user.token });
      expect(again.status).toBe(404);
    });

    it('deletes an item the provider no longer knows, or whose token cannot be opened', async () => {
      const user = await newUser();
      const gone = await link(user, GINGHAM, ['checking']);
      await sandbox.removeItem(await accessTokenOf(gone.itemId));
      expect((await call('DELETE', `/api/plaid/items/${gone.itemId}`, { token: user.token })).status).toBe(200);
      const unreadable = await link(user, PLATYPUS, ['checking']);
      await db
        .update(linkedItems)
        .set({ accessTokenEncrypted: 'v1.00000000.AA.AA.AA' })
        .where(eq(linkedItems.id, unreadable.itemId));
      expect((await call('DELETE', `/api/plaid/items/${unreadable.itemId}`, { token: user.token })).status).toBe(200);
      expect(await list<LinkedItem>(user, 'items')).toEqual([]);
      expect(await db.select().from(bankAccounts).where(eq(bankAccounts.userId, user.sub))).toEqual([]);
    });

    it('syncs stale items on read from the stored cursor: pending transactions post', async () => {
      // The sandbox's history is seeded from the (random) item id and only its last two days are
      // pending, so now and then a checking account has no charge in them (seen once in a full run).
      // This test's precondition is a pending charge: link for a new user until one has it.
      let user = await newUser();
      let { itemId } = await link(user, GINGHAM, ['checking']);
      let pendingBefore: Transaction[] = [];
      for (let attempt = 1; ; attempt += 1) {
        pendingBefore = (await list<Transaction>(user, 'transactions')).filter((transaction) => transaction.pending);
        if (pendingBefore.length > 0 || attempt === 10) break;
        user = await newUser();
        ({ itemId } = await link(user, GINGHAM, ['checking']));
      }
      expect(pendingBefore.length).toBeGreaterThan(0);
      // Read after the first list: a read within the stale window does not sync, so the row is as linked.
      const [linkedRow] = await db.select().from(linkedItems).where(eq(linkedItems.id, itemId));

      const start = clock;
      try {
        clock += STALE_AFTER_MS / 2;
        await list<Transaction>(user, 'transactions');
        const [fresh] = await db.select().from(linkedItems).where(eq(linkedItems.id, itemId));
        expect(fresh?.lastSyncedAt).toEqual(linkedRow?.lastSyncedAt);

        clock = start + 3 * DAY;
        const after = await list<Transaction>(user, 'transactions');
        expect(after.filter((transaction) => transaction.pending)).toEqual([]);
        const afterIds = new Set(after.map((transaction) => transaction.transaction_id));
        for (const transaction of pendingBefore) expect(afterIds.has(transaction.transaction_id)).toBe(false);
        const [synced] = await db.select().from(linkedItems).where(eq(linkedItems.id, itemId));
        expect(synced?.cursor).not.toBe(linkedRow?.cursor);
        expect(synced?.lastSyncedAt).toEqual(new Date(clock));
        const stored = await db
          .select({ n: count() })
          .from(bankTransactions)
          .where(eq(bankTransactions.itemId, itemId));
        // The list is the newest TRANSACTIONS_RESPONSE_LIMIT: a random history can be longer (2,048 once).
        expect(after.length).toBe(Math.min(stored[0]?.n ?? 0, TRANSACTIONS_RESPONSE_LIMIT));

        // A refresh that fails is logged and the stored data served.
        clock += 2 * STALE_AFTER_MS;
        await db
          .update(linkedItems)
          .set({ accessTokenEncrypted: 'v1.00000000.AA.AA.AA' })
          .where(eq(linkedItems.id, itemId));
        const failures = () => logLines.join('').split('bank item refresh failed: serving stored data').length - 1;
        const before = failures();
        const served = await list<Account>(user, 'accounts');
        expect(served).toHaveLength(1);
        expect(failures()).toBe(before + 1);
        // Not tried again at once: the next read is served without calling the bank.
        await list<Transaction>(user, 'transactions');
        expect(failures()).toBe(before + 1);
        clock += 2 * STALE_AFTER_MS;
        await list<Transaction>(user, 'transactions');
        expect(failures()).toBe(before + 2);
      } finally {
        clock = start;
      }
    });

    it('links one item per institution and user under concurrent set_access_token calls', async () => {
      const user = await newUser();
      const tokens = await Promise.all([1, 2, 3].map(() => publicTokenFor(user, GINGHAM.institution_id, ['checking'])));
      const results = await Promise.all(tokens.map((token) => setAccessToken(user, token.publicToken, GINGHAM)));
      expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
      const items = await db.select().from(linkedItems).where(eq(linkedItems.userId, user.sub));
      expect(items).toHaveLength(1);
      await accessTokenOf(items[0]?.id ?? '');
      expect(await db.select().from(bankAccounts).where(eq(bankAccounts.userId, user.sub))).toHaveLength(1);
    });

    it('syncs a stale item once when reads race, in one process and across two', async () => {
      const user = await newUser();
      const { itemId } = await link(user, GINGHAM, ['checking']);
      const accessToken = await accessTokenOf(itemId);
      const other = await buildServer({
        config: testConfig(identity),
        database: testDb.database,
        keys: identity.keys,
        bank: setup,
        logStream: { write: (line) => logLines.push(line) },
      });
      const start = clock;
      try {
        clock = start + 3 * DAY;
        const reads = await Promise.all(
          [server.app, other.app, server.app, other.app].flatMap((app) => [
            call('GET', '/api/plaid/transactions', { token: user.token }, app),
            call('GET', '/api/plaid/accounts', { token: user.token }, app),
          ]),
        );
        expect(reads.map((read) => read.status)).toEqual(Array(reads.length).fill(200));
        const expected = await newSandbox().syncTransactions(accessToken);
        const all = [...expected.added];
        for (let cursor = expected.nextCursor, more = expected.hasMore; more;) {
          const page = await newSandbox().syncTransactions(accessToken, cursor);
          all.push(...page.added);
          cursor = page.nextCursor;
          more = page.hasMore;
        }
        const stored = await db.select().from(bankTransactions).where(eq(bankTransactions.itemId, itemId));
        expect(stored.map((row) => row.id).sort()).toEqual(all.map((transaction) => transaction.transaction_id).sort());
        expect(stored.some((row) => row.pending)).toBe(false);
      } finally {
        clock = start;
        await other.app.close();
      }
    });

    it('gives agent runs the stored accounts and transactions', async () => {
      const user = await newUser();
      const { accountIds } = await link(user, GINGHAM, ['checking']);
      const run = await call('POST', '/api/agent/initiate', {
        token: user.token,
        body: { agent_type: 'fraud_detection', selectedAccounts: accountIds },
      });
      expect(run.status).toBe(200);
      const { taskId } = run.json as { taskId: string };
      const task = await claimTask(db, 'bank-test-worker', 60_000);
      expect(task?.id).toBe(taskId);
      if (task === undefined) return;
      const outcome = await runTask({
        db,
        task,
        claim: { taskId, workerId: 'bank-test-worker', attempt: task.attempts },
        logger: memoryLogger(),
        now: () => new Date(clock),
      });
      expect(outcome).toBe('COMPLETED');
      const [row] = await db.select().from(agentTasks).where(eq(agentTasks.id, taskId));
      const processed = row?.result?._metadata?.dataProcessed;
      expect(processed?.accountDetails).toEqual([
        expect.objectContaining({
          accountId: accountIds[0],
          type: 'depository',
          subtype: 'checking',
          mask: expect.stringMatching(/^\d{4}$/),
        }),
      ]);
      expect(processed?.transactionsAnalyzed).toBeGreaterThan(50);
    });

    it('never writes a link, public or access token to a response or a log line', async () => {
      // Its own link, so that it holds when run alone; the tokens of every earlier test are checked too.
      const user = await newUser();
      await link(user, GINGHAM, ['checking']);
      await list<Transaction>(user, 'transactions');
      server.app.log.info(
        {
          body: { public_token: 'probe-public-1', link_token: 'probe-link-1', password: 'probe-password-1' },
          request: { body: { publicToken: 'probe-public-2', access_token: 'probe-access-2', mfa_code: 'probe-mfa-2' } },
          linkToken: 'probe-link-3',
        },
        'redaction probe',
      );
      const output = logLines.join('');
      expect(output).toContain('redaction probe');
      for (const probe of [
        'probe-public-1',
        'probe-link-1',
        'probe-password-1',
        'probe-public-2',
        'probe-access-2',
        'probe-mfa-2',
        'probe-link-3',
      ]) {
        expect(output).not.toContain(probe);
      }
      expect(output).not.toContain('pass_good');
      expect(secrets.size).toBeGreaterThanOrEqual(5);
      const accessTokens = [...secrets].filter(
        (secret) => secret.startsWith('access-local-') || secret.startsWith('v1.'),
      );
      expect(accessTokens.length).toBeGreaterThanOrEqual(2);
      for (const secret of secrets) expect(output.includes(secret), 'a token in the logs').toBe(false);
      const answered = responses.join('\n');
      for (const secret of accessTokens) expect(answered.includes(secret), 'an access token in a response').toBe(false);
    });
  });
}
