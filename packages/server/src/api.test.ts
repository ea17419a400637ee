import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  ANALYSIS_NOT_FOUND_MESSAGE,
  endpoints,
  FORBIDDEN_ANALYSIS_MESSAGE,
  INVALID_AGENT_MESSAGE,
  routePath,
  SELECT_ACCOUNT_MESSAGE,
  SUPPORT_DESCRIPTION_MAX,
  WELCOME_BONUS_NOTE,
  WELCOME_CREDITS,
} from '@ledgerlight/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from './config';
import { bookLedgerEntry, getBalance, ledgerSum } from './credits/ledger';
import { backendTitle, grantCredits, seedAccounts, TEST_BACKENDS } from './database.test-support';
import type { TestDatabase } from './database.test-support';
import type { Db } from './db/database';
import { agentTasks, creditLedgerEntries, supportRequests, users } from './db/schema';
import { createTestIdentity } from './identity.test-support';
import type { TestIdentity } from './identity.test-support';
import { buildServer } from './server';
import type { LedgerlightServer } from './server';
import { getUser, updateProfile } from './users/profile';

/**
 * The API of this slice through Fastify's inject, on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 * Every test uses its own users, so tests share one database per backend.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface CallOptions {
  readonly token?: string | undefined;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly payload?: string;
}

function testEnv(identity: TestIdentity, extra: Record<string, string> = {}) {
  return loadConfig({
    AUTH_ISSUER: identity.issuer,
    AUTH_CLIENT_ID: identity.clientId,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_INITIATE: '10000',
    RATE_LIMIT_SUPPORT: '10000',
    BODY_LIMIT_BYTES: '16384',
    ...extra,
  });
}

for (const backend of TEST_BACKENDS) {
  const title = backendTitle('API', backend);

  describe.skipIf(!backend.available)(title, () => {
    let testDb: TestDatabase;
    let identity: TestIdentity;
    let server: LedgerlightServer;
    let db: Db;

    beforeAll(async () => {
      identity = await createTestIdentity();
      testDb = await backend.open();
      db = testDb.database.db;
      server = await buildServer({ config: testEnv(identity), database: testDb.database, keys: identity.keys });
    }, 120_000);

    afterAll(async () => {
      await server?.app.close();
      await testDb?.drop();
    });

    const call = async (method: Method, url: string, options: CallOptions = {}) => {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
      const response = await server.app.inject({
        method,
        url,
        headers,
        ...(options.payload !== undefined
          ? { payload: options.payload }
          : options.body !== undefined
            ? { payload: JSON.stringify(options.body), headers: { 'content-type': 'application/json', ...headers } }
            : {}),
      });
      const json: unknown = response.body === '' ? undefined : JSON.parse(response.body);
      return { status: response.statusCode, json, headers: response.headers };
    };

    /** A new signed-in user: its token, id and (after the first call) 3 welcome credits. */
    const newUser = async (claims: Record<string, string> = {}) => {
      const sub = `user-${crypto.randomUUID()}`;
      const token = await identity.idToken({ sub, claims });
      const first = await call('GET', '/api/credits/balance', { token });
      expect(first.status).toBe(200);
      return { sub, token };
    };

    /** Row counts and the user's balance, to show that a refused request changed nothing. */
    const snapshot = async (userId: string) => {
      const [u] = await db.select({ n: count() }).from(users);
      const [l] = await db.select({ n: count() }).from(creditLedgerEntries);
      const [t] = await db.select({ n: count() }).from(agentTasks);
      const [s] = await db.select({ n: count() }).from(supportRequests);
      return { users: u?.n, ledger: l?.n, tasks: t?.n, support: s?.n, balance: await getBalance(db, userId) };
    };

    const initiate = (token: string, body: unknown) => call('POST', '/api/agent/initiate', { token, body });

    describe('routes', () => {
      it('registers every endpoint of this slice from the contract, and no stubs for the others', () => {
        const mine = [
          endpoints.creditBalance,
          endpoints.creditTransactions,
          endpoints.creditHistory,
          endpoints.agentInitiate,
          endpoints.agentTasks,
          endpoints.agentResult,
          endpoints.support,
        ];
        for (const endpoint of mine) {
          expect(server.app.hasRoute({ method: endpoint.method.toUpperCase(), url: routePath(endpoint) })).toBe(true);
        }
        for (const endpoint of [endpoints.plaidItems, endpoints.creditPurchase, endpoints.paymentStatus]) {
          expect(server.app.hasRoute({ method: endpoint.method.toUpperCase(), url: routePath(endpoint) })).toBe(false);
        }
      });

      it('serves the OpenAPI document of the contract without a token', async () => {
        const response = await call('GET', '/api/docs/json');
        expect(response.status).toBe(200);
        const doc = response.json as { openapi: string; paths: Record<string, Record<string, unknown>> };
        expect(doc.openapi).toBe('3.1.0');
        for (const endpoint of Object.values(endpoints)) {
          expect(doc.paths[endpoint.path]?.[endpoint.method], endpoint.path).toBeDefined();
        }
        const initiateOp = doc.paths['/api/agent/initiate']?.post as { responses: Record<string, unknown> };
        expect(Object.keys(initiateOp.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '402', '429']));
      });

      it('answers unknown routes with a JSON 404', async () => {
        const { token } = await newUser();
        const response = await call('GET', '/api/nowhere', { token });
        expect(response.status).toBe(404);
        expect(response.json).toEqual({ error: 'Not Found', message: 'No route for GET /api/nowhere' });
      });

      it('sends security headers, on 401 answers too', async () => {
        for (const token of [undefined, (await newUser()).token]) {
          const response = await call('GET', '/api/credits/balance', { token });
          expect(response.headers['x-content-type-options']).toBe('nosniff');
          expect(response.headers['content-security-policy']).toContain("default-src 'self'");
          expect(response.headers['strict-transport-security']).toBeDefined();
        }
      });
    });

    describe('identity', () => {
      it('provisions a user on first sight with exactly one 3-credit welcome bonus and names from the token', async () => {
        const { sub, token } = await newUser({ given_name: 'Ada', family_name: 'Lovelace', name: 'Ada Lovelace' });
        await call('GET', '/api/credits/balance', { token });
        await call('GET', '/api/credits/transactions?limit=5', { token });
        const balance = await call('GET', '/api/credits/balance', { token });
        expect(balance.json).toEqual({ balance: WELCOME_CREDITS });
        const history = await call('GET', '/api/credits', { token });
        const items = (history.json as { items: { note?: string; amount: number; type: string }[] }).items;
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({ type: 'purchase', amount: WELCOME_CREDITS, note: WELCOME_BONUS_NOTE });
        const user = await getUser(db, sub);
        expect(user).toMatchObject({
          givenName: 'Ada',
          familyName: 'Lovelace',
          name: 'Ada Lovelace',
          email: `${sub}@example.test`,
        });
        expect(await ledgerSum(db, sub)).toBe(user?.balance);
      });

      it('keeps names in the server profile, changeable later', async () => {
        const { sub } = await newUser();
        expect(await getUser(db, sub)).toMatchObject({ givenName: null, familyName: null });
        const updated = await updateProfile(db, sub, { givenName: 'Grace', familyName: 'Hopper' });
        expect(updated).toMatchObject({ givenName: 'Grace', familyName: 'Hopper', name: null });
        expect(await updateProfile(db, 'nobody', { name: 'x' })).toBeUndefined();
      });

      it('answers 401 { error: Unauthorized } to every bad token, and provisions nobody', async () => {
        const before = await snapshot('none');
        for (const { name, sub, token } of await identity.badTokens()) {
          for (const [method, url] of [
            ['GET', '/api/credits/balance'],
            ['GET', '/api/agent/fraud_detection/tasks'],
          ] as const) {
            const response = await call(method, url, { token });
            expect({ name, status: response.status, body: response.json }).toEqual({
              name,
              status: 401,
              body: { error: 'Unauthorized' },
            });
          }
          expect(await getUser(db, sub), name).toBeUndefined();
        }
        expect(await snapshot('none')).toEqual(before);
      });

      it('answers 401 without a bearer token, whatever the route, method or body', async () => {
        const token = await identity.idToken();
        const cases: [Method, string, CallOptions][] = [
          ['GET', '/api/credits/balance', {}],
          ['GET', '/api/credits', { headers: { authorization: `Basic ${token}` } }],
          ['GET', '/api/credits/transactions', { headers: { authorization: token } }],
          ['POST', '/api/agent/initiate', { body: { agent_type: 'fraud_detection', selectedAccounts: ['a'] } }],
          ['POST', '/api/support', { payload: 'x'.repeat(100_000), headers: { 'content-type': 'text/plain' } }],
          ['GET', '/api/agent/nope/result/x', {}],
        ];
        for (const [method, url, options] of cases) {
          const response = await call(method, url, options);
          expect([url, response.status, response.json]).toEqual([url, 401, { error: 'Unauthorized' }]);
        }
      });

      it('fetches the JWKS from the configured URL once and caches it', async () => {
        let fetches = 0;
        const jwksServer = createServer((_request, response) => {
          fetches += 1;
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(identity.jwks));
        });
        await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
        const { port } = jwksServer.address() as AddressInfo;
        const remote = await buildServer({
          config: testEnv(identity, { AUTH_JWKS_URL: `http://127.0.0.1:${port}/.well-known/jwks.json` }),
          database: testDb.database,
        });
        try {
          const token = await identity.idToken();
          for (let i = 0; i < 3; i += 1) {
            const response = await remote.app.inject({
              url: '/api/credits/balance',
              headers: { authorization: `Bearer ${token}` },
            });
            expect(response.statusCode).toBe(200);
          }
          const bad = (await identity.badTokens()).find((entry) => entry.name === 'wrong audience');
          const refused = await remote.app.inject({
            url: '/api/credits/balance',
            headers: { authorization: `Bearer ${bad?.token}` },
          });
          expect(refused.statusCode).toBe(401);
          expect(fetches).toBe(1);
        } finally {
          await remote.app.close();
          await new Promise((resolve) => jwksServer.close(resolve));
        }
      });
    });

    describe('credits', () => {
      it('GET /api/credits/transactions?limit=1 returns the latest entry only', async () => {
        const { sub, token } = await newUser();
        await grantCredits(db, sub, 5);
        const latest = await call('GET', '/api/credits/transactions?limit=1', { token });
        expect(latest.status).toBe(200);
        const items = (latest.json as { items: { amount: number; description: string }[] }).items;
        expect(items).toEqual([expect.objectContaining({ amount: 5, description: 'Test credits' })]);
        const all = await call('GET', '/api/credits/transactions', { token });
        expect((all.json as { items: unknown[] }).items).toHaveLength(2);
      });

      it('pages GET /api/credits by nextKey, staying correct while entries are added', async () => {
        const { sub, token } = await newUser();
        // 12 entries in one transaction share created_at: the id breaks the tie.
        await db.transaction(async (tx) => {
          for (let i = 1; i <= 12; i += 1) {
            await bookLedgerEntry(tx, {
              userId: sub,
              type: 'purchase',
              amount: i,
              description: `batch ${i}`,
              idempotencyKey: `test-batch-${sub}-${i}`,
            });
          }
        });
        for (let i = 0; i < 7; i += 1) await grantCredits(db, sub, 1);
        const original = 1 + 12 + 7;
        const seen: string[] = [];
        let nextKey: string | undefined;
        let pages = 0;
        do {
          const url = `/api/credits?limit=6${nextKey === undefined ? '' : `&nextKey=${encodeURIComponent(nextKey)}`}`;
          const response = await call('GET', url, { token });
          expect(response.status).toBe(200);
          const page = response.json as { items: { id: string }[]; nextKey?: string };
          seen.push(...page.items.map((item) => item.id));
          nextKey = page.nextKey;
          pages += 1;
          await grantCredits(db, sub, 2); // a new entry between pages must not shift the cursor
        } while (nextKey !== undefined);
        expect(pages).toBe(Math.ceil(original / 6));
        expect(seen).toHaveLength(original);
        expect(new Set(seen).size).toBe(original);
        const rows = await db.select().from(creditLedgerEntries).where(eq(creditLedgerEntries.userId, sub));
        expect(rows).toHaveLength(original + pages);
        expect(await ledgerSum(db, sub)).toBe(await getBalance(db, sub));
      });

      it('refuses a nextKey it did not issue, and bad limits', async () => {
        const { token } = await newUser();
        for (const url of [
          '/api/credits?nextKey=not-ours',
          `/api/credits?nextKey=${Buffer.from('{"t":1}').toString('base64url')}`,
          '/api/credits?limit=0',
          '/api/credits?limit=101',
          '/api/credits?limit=abc',
          '/api/credits/transactions?limit=2.5',
          '/api/credits/transactions?limit=-1',
        ]) {
          const response = await call('GET', url, { token });
          expect([url, response.status]).toEqual([url, 400]);
          expect(response.json).toEqual({ error: expect.any(String), message: expect.stringMatching(/querystring/) });
        }
      });
    });

    describe('POST /api/agent/initiate', () => {
      it('debits the server-computed cost and creates a PENDING task with its usage entry', async () => {
        const { sub, token } = await newUser();
        await grantCredits(db, sub, 10);
        const accounts = await seedAccounts(db, sub, 3);
        const response = await initiate(token, {
          agent_type: 'budget_builder',
          selectedAccounts: accounts,
          annualIncome: 85_000,
          zipcode: '94110',
        });
        expect(response.status).toBe(200);
        const { taskId } = response.json as { taskId: string };
        expect(await getBalance(db, sub)).toBe(13 - 5);
        const [usage] = await db.select().from(creditLedgerEntries).where(eq(creditLedgerEntries.taskId, taskId));
        expect(usage).toMatchObject({ type: 'usage', amount: -5, metadata: { taskId, agentId: 'budget_builder' } });
        expect(await ledgerSum(db, sub)).toBe(8);
        const result = await call('GET', `/api/agent/budget_builder/result/${taskId}`, { token });
        expect(result.status).toBe(200);
        expect(result.json).toMatchObject({
          taskId,
          status: 'PENDING',
          cost: 5,
          credit_cost: 5,
          agent_config: { selectedAccounts: accounts, annualIncome: 85_000, zipcode: '94110' },
          accountIds: accounts,
          agentId: 'budget_builder',
          statusText: expect.stringMatching(/initializ/i),
        });
      });

      it('answers 402 with exactly { error, required, current, shortfall } and changes nothing', async () => {
        const { sub, token } = await newUser();
        const accounts = await seedAccounts(db, sub, 3);
        const before = await snapshot(sub);
        const response = await initiate(token, { agent_type: 'budget_builder', selectedAccounts: accounts });
        expect(response.status).toBe(402);
        expect(response.json).toStrictEqual({ error: 'Insufficient credits', required: 5, current: 3, shortfall: 2 });
        expect(await snapshot(sub)).toEqual(before);
      });

      it('caps accounts at maxAccounts and checks that every account is the caller’s', async () => {
        const alice = await newUser();
        const bob = await newUser();
        const aliceAccounts = await seedAccounts(db, alice.sub, 2);
        const bobAccounts = await seedAccounts(db, bob.sub, 1);
        const before = await snapshot(bob.sub);
        const tooMany = await initiate(alice.token, { agent_type: 'fraud_detection', selectedAccounts: aliceAccounts });
        expect(tooMany.status).toBe(400);
        expect(tooMany.json).toMatchObject({
          error: 'Too many accounts selected',
          message: expect.stringContaining('at most 1 account'),
        });
        const foreign = await initiate(bob.token, {
          agent_type: 'recurring_expenses',
          selectedAccounts: [...bobAccounts, aliceAccounts[0]],
        });
        expect(foreign.status).toBe(403);
        const unknown = await initiate(bob.token, {
          agent_type: 'recurring_expenses',
          selectedAccounts: ['acc-nowhere'],
        });
        expect(unknown.status).toBe(404);
        expect(await snapshot(bob.sub)).toEqual(before);
        expect(await getBalance(db, alice.sub)).toBe(WELCOME_CREDITS);
      });

      it('refuses bad bodies with 400 naming the field, and changes nothing', async () => {
        const { sub, token } = await newUser();
        const [account] = await seedAccounts(db, sub, 1);
        const valid = { agent_type: 'fraud_detection', selectedAccounts: [account] };
        const before = await snapshot(sub);
        const cases: [unknown, string | RegExp][] = [
          [{ ...valid, agent_type: 'crystal_ball' }, INVALID_AGENT_MESSAGE],
          [{ ...valid, selectedAccounts: [] }, SELECT_ACCOUNT_MESSAGE],
          [{ ...valid, selectedAccounts: [account, account] }, /selectedAccounts/],
          [{ ...valid, selectedAccounts: account }, /selectedAccounts/],
          [{ ...valid, cost: 0 }, /cost/],
          [{ ...valid, balance: 1000 }, /balance/],
          [{ ...valid, zipcode: '9411' }, /zipcode/],
          [{ ...valid, annualIncome: 'lots' }, /annualIncome/],
          [{ ...valid, annualIncome: 1.5 }, /annualIncome/],
          [{ selectedAccounts: [account] }, /agent_type/],
          [{ agent_type: 'fraud_detection' }, /selectedAccounts/],
          [[valid], /body/],
          ['fraud_detection', /body/],
        ];
        for (const [body, expected] of cases) {
          const response = await initiate(token, body);
          expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
          const error = response.json as { error: string; message: string };
          expect(`${error.error} ${error.message}`).toMatch(expected);
        }
        const invalidAgent = await initiate(token, { ...valid, agent_type: 'crystal_ball' });
        expect((invalidAgent.json as { error: string }).error).toBe(INVALID_AGENT_MESSAGE);
        expect(await snapshot(sub)).toEqual(before);
      });
    });

    describe('tasks and results', () => {
      const startRuns = async (token: string, agent: string, accounts: string[], runs: number) => {
        const ids: string[] = [];
        for (let i = 0; i < runs; i += 1) {
          const response = await initiate(token, { agent_type: agent, selectedAccounts: accounts });
          expect(response.status).toBe(200);
          ids.push((response.json as { taskId: string }).taskId);
        }
        return ids;
      };

      it('lists the caller’s tasks of one agent newest first under tasks and items, honouring limit', async () => {
        const { sub, token } = await newUser();
        await grantCredits(db, sub, 20);
        const [account] = await seedAccounts(db, sub, 1);
        const fraudIds = await startRuns(token, 'fraud_detection', [account ?? ''], 3);
        await startRuns(token, 'savings_finder', [account ?? ''], 1);
        const other = await newUser();
        await seedAccounts(db, other.sub, 1).then((ids) => startRuns(other.token, 'fraud_detection', ids, 1));

        const all = await call('GET', '/api/agent/fraud_detection/tasks', { token });
        expect(all.status).toBe(200);
        const body = all.json as { tasks: { taskId: string }[]; items: { taskId: string }[] };
        expect(body.tasks.map((task) => task.taskId)).toEqual([...fraudIds].reverse());
        expect(body.items).toEqual(body.tasks);

        const limited = await call('GET', '/api/agent/fraud_detection/tasks?limit=2', { token });
        expect((limited.json as { tasks: { taskId: string }[] }).tasks.map((task) => task.taskId)).toEqual(
          [...fraudIds].reverse().slice(0, 2),
        );
        const none = await call('GET', '/api/agent/budget_builder/tasks?limit=5', { token });
        expect(none.json).toEqual({ tasks: [], items: [] });
      });

      it('pages an agent’s tasks by nextKey, so every run is reachable (ADR 0029)', async () => {
        const { sub, token } = await newUser();
        await grantCredits(db, sub, 40);
        const [account] = await seedAccounts(db, sub, 1);
        const runs = await startRuns(token, 'fraud_detection', [account ?? ''], 7);
        const seen: string[] = [];
        let nextKey: string | undefined;
        let pages = 0;
        do {
          const query = nextKey === undefined ? '' : `&nextKey=${encodeURIComponent(nextKey)}`;
          const response = await call('GET', `/api/agent/fraud_detection/tasks?limit=3${query}`, { token });
          expect(response.status).toBe(200);
          const page = response.json as { tasks: { taskId: string }[]; items: unknown[]; nextKey?: string };
          expect(page.items).toEqual(page.tasks);
          seen.push(...page.tasks.map((task) => task.taskId));
          nextKey = page.nextKey;
          pages += 1;
        } while (nextKey !== undefined && pages < 10);
        expect(pages).toBe(3);
        expect(seen).toEqual([...runs].reverse());

        for (const bad of ['not-ours', Buffer.from('{"t":1}').toString('base64url')]) {
          const response = await call('GET', `/api/agent/fraud_detection/tasks?nextKey=${bad}`, { token });
          expect([bad, response.status]).toEqual([bad, 400]);
        }
      });

      it('refuses an unknown agent with 400 Invalid agent selected, and bad limits', async () => {
        const { token } = await newUser();
        const unknown = await call('GET', '/api/agent/crystal_ball/tasks', { token });
        expect(unknown.status).toBe(400);
        expect(unknown.json).toMatchObject({
          error: INVALID_AGENT_MESSAGE,
          message: expect.stringContaining('params.agentId'),
        });
        for (const limit of ['0', '101', 'ten', '']) {
          const response = await call('GET', `/api/agent/fraud_detection/tasks?limit=${limit}`, { token });
          expect([limit, response.status]).toEqual([limit, 400]);
        }
        const unknownResult = await call('GET', '/api/agent/crystal_ball/result/abc', { token });
        expect(unknownResult.status).toBe(400);
      });

      it('gives another user 403 and no data for a task; unknown task or wrong agent 404', async () => {
        const alice = await newUser();
        const bob = await newUser();
        const accounts = await seedAccounts(db, alice.sub, 1);
        const [taskId] = await startRuns(alice.token, 'fraud_detection', accounts, 1);

        const forbidden = await call('GET', `/api/agent/fraud_detection/result/${taskId}`, { token: bob.token });
        expect(forbidden.status).toBe(403);
        expect(forbidden.json).toEqual({ error: 'Forbidden', message: FORBIDDEN_ANALYSIS_MESSAGE });

        const bobList = await call('GET', '/api/agent/fraud_detection/tasks', { token: bob.token });
        expect(bobList.json).toEqual({ tasks: [], items: [] });

        // An id that is nobody's gets the answer another user's gets (ADR 0021).
        for (const url of [
          `/api/agent/fraud_detection/result/${crypto.randomUUID()}`,
          '/api/agent/fraud_detection/result/not-a-uuid',
        ]) {
          const response = await call('GET', url, { token: alice.token });
          expect([url, response.status, response.json]).toEqual([
            url,
            403,
            { error: 'Forbidden', message: FORBIDDEN_ANALYSIS_MESSAGE },
          ]);
        }
        const misfiled = await call('GET', `/api/agent/budget_builder/result/${taskId}`, { token: alice.token });
        expect([misfiled.status, misfiled.json]).toEqual([
          404,
          { error: 'Not Found', message: ANALYSIS_NOT_FOUND_MESSAGE },
        ]);
      });
    });

    describe('POST /api/support', () => {
      it('stores a request with no analysis or with one of the caller’s tasks', async () => {
        const { sub, token } = await newUser();
        const accounts = await seedAccounts(db, sub, 1);
        const started = await initiate(token, { agent_type: 'fraud_detection', selectedAccounts: accounts });
        const { taskId } = started.json as { taskId: string };

        const general = await call('POST', '/api/support', {
          token,
          body: { analysisId: '', category: 'general question', description: 'How do credits work?' },
        });
        expect(general.status).toBe(200);
        expect(general.json).toEqual({ success: true, id: expect.any(String) });
        const about = await call('POST', '/api/support', {
          token,
          body: { analysisId: taskId, category: 'bad analysis', description: '  The totals look off.  ' },
        });
        expect(about.status).toBe(200);

        const rows = await db.select().from(supportRequests).where(eq(supportRequests.userId, sub));
        expect(rows.map(({ analysisId, category, description }) => ({ analysisId, category, description }))).toEqual(
          expect.arrayContaining([
            { analysisId: null, category: 'general question', description: 'How do credits work?' },
            { analysisId: taskId, category: 'bad analysis', description: 'The totals look off.' },
          ]),
        );
      });

      it('refuses another user’s analysisId and an unknown one alike (403), storing nothing', async () => {
        const alice = await newUser();
        const bob = await newUser();
        const accounts = await seedAccounts(db, alice.sub, 1);
        const started = await initiate(alice.token, { agent_type: 'fraud_detection', selectedAccounts: accounts });
        const { taskId } = started.json as { taskId: string };
        const before = await snapshot(bob.sub);
        const foreign = await call('POST', '/api/support', {
          token: bob.token,
          body: { analysisId: taskId, category: 'refund request', description: 'Refund me' },
        });
        expect(foreign.status).toBe(403);
        expect(JSON.stringify(foreign.json)).not.toContain('fraud_detection');
        const unknown = await call('POST', '/api/support', {
          token: bob.token,
          body: { analysisId: 'no-such-task', category: 'other', description: 'Where is it?' },
        });
        expect([unknown.status, unknown.json]).toEqual([403, foreign.json]);
        expect(await snapshot(bob.sub)).toEqual(before);
      });

      it('refuses bad bodies with 400 naming the field, and stores nothing', async () => {
        const { sub, token } = await newUser();
        const valid = { analysisId: '', category: 'other', description: 'Hello' };
        const before = await snapshot(sub);
        const cases: [unknown, RegExp][] = [
          [{ ...valid, category: 'complaint' }, /category/],
          [{ ...valid, description: '   ' }, /Description is required/],
          [{ ...valid, description: 'x'.repeat(SUPPORT_DESCRIPTION_MAX + 1) }, /description/],
          [{ ...valid, description: 42 }, /description/],
          [{ category: 'other', description: 'Hello' }, /analysisId/],
          [{ ...valid, userId: 'someone-else' }, /userId/],
          [{ ...valid, analysisId: null }, /analysisId/],
          [null, /body/],
        ];
        for (const [body, expected] of cases) {
          const response = await call('POST', '/api/support', { token, body });
          expect([JSON.stringify(body)?.slice(0, 60), response.status]).toEqual([
            JSON.stringify(body)?.slice(0, 60),
            400,
          ]);
          const error = response.json as { error: string; message: string };
          expect(`${error.error} ${error.message}`).toMatch(expected);
        }
        expect(await snapshot(sub)).toEqual(before);
      });
    });

    describe('hardening', () => {
      it('accepts JSON only (415), limits body size (413) and reports malformed JSON (400), changing nothing', async () => {
        const { sub, token } = await newUser();
        const before = await snapshot(sub);
        const json = JSON.stringify({ analysisId: '', category: 'other', description: 'Hello' });
        const cases: [CallOptions, number][] = [
          [{ payload: json, headers: { 'content-type': 'text/plain' } }, 415],
          [
            { payload: 'analysisId=&category=other', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
            415,
          ],
          [{ payload: json, headers: { 'content-type': 'application/xml' } }, 415],
          [{ payload: json }, 415],
          [
            {
              payload: JSON.stringify({ analysisId: '', category: 'other', description: 'x'.repeat(20_000) }),
              headers: { 'content-type': 'application/json' },
            },
            413,
          ],
          [{ payload: '{"analysisId": ', headers: { 'content-type': 'application/json' } }, 400],
          [{ payload: '', headers: { 'content-type': 'application/json' } }, 400],
          [{ payload: '{"__proto__": {"admin": true}}', headers: { 'content-type': 'application/json' } }, 400],
        ];
        for (const [options, status] of cases) {
          for (const url of ['/api/support', '/api/agent/initiate']) {
            const response = await call('POST', url, { token, ...options });
            expect([url, options.headers?.['content-type'], response.status]).toEqual([
              url,
              options.headers?.['content-type'],
              status,
            ]);
            expect(response.json).toEqual({ error: expect.any(String), message: expect.any(String) });
          }
        }
        expect(await snapshot(sub)).toEqual(before);
      });

      it('rate-limits initiate and support per user with 429 and Retry-After', async () => {
        const limited = await buildServer({
          config: testEnv(identity, { RATE_LIMIT_SUPPORT: '2', RATE_LIMIT_INITIATE: '1' }),
          database: testDb.database,
          keys: identity.keys,
        });
        try {
          const send = (token: string, url: string, body: unknown) =>
            limited.app.inject({
              method: 'POST',
              url,
              headers: { authorization: `Bearer ${token}` },
              payload: body as object,
            });
          const alice = await newUser();
          const bob = await newUser();
          const help = { analysisId: '', category: 'other', description: 'Hi' };
          expect((await send(alice.token, '/api/support', help)).statusCode).toBe(200);
          expect((await send(alice.token, '/api/support', help)).statusCode).toBe(200);
          const third = await send(alice.token, '/api/support', help);
          expect(third.statusCode).toBe(429);
          expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
          expect(third.json()).toEqual({ error: 'Too Many Requests', message: expect.stringContaining('try again') });
          expect((await send(bob.token, '/api/support', help)).statusCode).toBe(200);

          const accounts = await seedAccounts(db, alice.sub, 1);
          const run = { agent_type: 'fraud_detection', selectedAccounts: accounts };
          expect((await send(alice.token, '/api/agent/initiate', run)).statusCode).toBe(200);
          const again = await send(alice.token, '/api/agent/initiate', run);
          expect(again.statusCode).toBe(429);
          expect(again.headers['retry-after']).toBeDefined();
          expect(await getBalance(db, alice.sub)).toBe(WELCOME_CREDITS - 2);
        } finally {
          await limited.app.close();
        }
      });

      it('allows only configured CORS origins', async () => {
        const withCors = await buildServer({
          config: testEnv(identity, { CORS_ORIGINS: 'https://app.example.test' }),
          database: testDb.database,
          keys: identity.keys,
        });
        try {
          const preflight = (origin: string) =>
            withCors.app.inject({
              method: 'OPTIONS',
              url: '/api/credits/balance',
              headers: {
                origin,
                'access-control-request-method': 'GET',
                'access-control-request-headers': 'authorization',
              },
            });
          const allowed = await preflight('https://app.example.test');
          expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.test');
          const refused = await preflight('https://evil.example.test');
          expect(refused.headers['access-control-allow-origin']).toBeUndefined();
        } finally {
          await withCors.app.close();
        }
      });

      it('redacts the Authorization header and tokens in logs', async () => {
        const lines: string[] = [];
        const logged = await buildServer({
          config: testEnv(identity, { LOG_LEVEL: 'info' }),
          database: testDb.database,
          keys: identity.keys,
          logStream: { write: (line) => lines.push(line) },
        });
        try {
          const token = await identity.idToken();
          await logged.app.inject({ url: '/api/credits/balance', headers: { authorization: `Bearer ${token}` } });
          await logged.app.inject({
            url: '/api/credits/balance',
            headers: { authorization: 'Bearer forged.token.value' },
          });
          logged.app.log.info(
            { req: { headers: { authorization: `Bearer ${token}` } }, access_token: 'access-sandbox-secret' },
            'probe',
          );
          const output = lines.join('');
          expect(output).toContain('probe');
          expect(output).toContain('[Redacted]');
          expect(output).not.toContain(token);
          expect(output).not.toContain('forged.token.value');
          expect(output).not.toContain('access-sandbox-secret');
        } finally {
          await logged.app.close();
        }
      });
    });
  });
}
