import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BankProvider } from '../providers/bank/bankProvider';
import { accessTokenContext } from '../bank/bankService';
import { loadConfig } from '../config';
import { getBalance } from '../credits/ledger';
import {
  createPgliteTestDatabase,
  createPostgresTestDatabase,
  POSTGRES_SKIP_REASON,
  seedAccounts,
  TEST_DATABASE_URL,
} from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import type { Db } from '../db/database';
import { agentTasks, linkedItems, users } from '../db/schema';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import { createTokenCipher, generateTokenEncryptionKey } from '../providers/tokenCipher';
import type { TokenCipher } from '../providers/tokenCipher';
import { buildServer } from '../server';
import type { LedgerlightServer } from '../server';
import type { IdentityAccounts } from './deletion';

/**
 * Account deletion (ADR 0033) through the API, on PGlite and PostgreSQL: the
 * fault's reproduction (a deleted user's ID token kept working), the repeat, the identity and bank
 * providers' parts, and, on PostgreSQL, a token cached by another API process.
 */

const backends = [
  { name: 'PGlite', available: true, open: () => createPgliteTestDatabase() },
  {
    name: 'PostgreSQL',
    available: TEST_DATABASE_URL !== undefined,
    open: () => createPostgresTestDatabase(TEST_DATABASE_URL ?? '', 4),
  },
] as const;

/** The identity provider's side, recorded; `failing` makes it answer as an unreachable provider. */
function recordingIdentity() {
  const deleted = new Set<string>();
  const state = { failing: false, calls: 0 };
  const accounts: IdentityAccounts = {
    deleteIdentity(accessToken) {
      state.calls += 1;
      if (state.failing) return Promise.reject(new Error('connect ECONNREFUSED'));
      if (deleted.has(accessToken)) return Promise.resolve('gone');
      deleted.add(accessToken);
      return Promise.resolve('deleted');
    },
  };
  return { accounts, deleted, state };
}

/** A bank provider that only removes items (the one call a deletion makes), recording their tokens. */
function removingBank() {
  const removed: string[] = [];
  const state = { failing: false };
  const unused = () => Promise.reject(new Error('not used by account deletion'));
  const provider: BankProvider = {
    kind: 'local',
    createLinkToken: unused,
    exchangePublicToken: unused,
    getAccounts: unused,
    syncTransactions: unused,
    removeItem(accessToken) {
      if (state.failing) return Promise.reject(new Error('bank provider down'));
      removed.push(accessToken);
      return Promise.resolve();
    },
  };
  return { provider, removed, state };
}

for (const backend of backends) {
  const title = backend.available
    ? `Account deletion on ${backend.name}`
    : `Account deletion on ${backend.name} (${POSTGRES_SKIP_REASON})`;

  describe.skipIf(!backend.available)(title, { timeout: 60_000 }, () => {
    let testDb: TestDatabase;
    let identity: TestIdentity;
    let server: LedgerlightServer;
    let db: Db;
    let cipher: TokenCipher;
    const idp = recordingIdentity();
    const bank = removingBank();

    const configFor = (id: TestIdentity) =>
      loadConfig({
        AUTH_ISSUER: id.issuer,
        AUTH_CLIENT_ID: id.clientId,
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
      });

    const build = (database = testDb.database) =>
      buildServer({
        config: configFor(identity),
        database,
        keys: identity.keys,
        identityAccounts: idp.accounts,
        bank: { provider: bank.provider, cipher },
      });

    beforeAll(async () => {
      identity = await createTestIdentity();
      testDb = await backend.open();
      db = testDb.database.db;
      cipher = createTokenCipher({ key: generateTokenEncryptionKey() });
      server = await build();
    }, 120_000);

    afterAll(async () => {
      await server?.app.close();
      await testDb?.drop();
    });

    const call = async (
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      token: string,
      body?: unknown,
      app = server.app,
    ) => {
      const response = await app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      return { status: response.statusCode, json: response.body === '' ? undefined : (response.json() as unknown) };
    };

    const accessTokenOf = (sub: string, claims: Record<string, unknown> = {}) =>
      identity.idToken({
        sub,
        claims: { token_use: 'access', client_id: identity.clientId, aud: undefined, email: undefined, ...claims },
      });

    /** A signed-up user who has called the API (provisioned, welcome credits). */
    const signedUp = async () => {
      const sub = `user-${randomUUID()}`;
      const idToken = await identity.idToken({ sub });
      const accessToken = await accessTokenOf(sub);
      expect((await call('GET', '/api/credits/balance', idToken)).status).toBe(200);
      return { sub, idToken, accessToken };
    };

    const deleteAccount = (idToken: string, accessToken: string, app = server.app) =>
      call('DELETE', '/api/users/me', idToken, { accessToken }, app);

    it('refuses the old ID token on every route once the account is deleted (the fault), a cached one too', async () => {
      const user = await signedUp();
      // Twice: the second answer comes from the verified-token cache.
      expect((await call('GET', '/api/credits/balance', user.idToken)).status).toBe(200);
      const taskBody = { agent_type: 'fraud_detection', selectedAccounts: await seedAccounts(db, user.sub, 1) };
      expect((await call('POST', '/api/agent/initiate', user.idToken, taskBody)).status).toBe(200);

      expect(await deleteAccount(user.idToken, user.accessToken)).toEqual({ status: 200, json: { success: true } });

      const refused = [
        ['GET', '/api/credits/balance', undefined],
        ['GET', '/api/credits/transactions', undefined],
        ['GET', '/api/plaid/accounts', undefined],
        ['POST', '/api/agent/initiate', taskBody],
        ['POST', '/api/support', { analysisId: '', category: 'billing', description: 'Still there?' }],
      ] as const;
      for (const [method, url, body] of refused) {
        expect(await call(method, url, user.idToken, body), `${method} ${url}`).toEqual({
          status: 401,
          json: { error: 'Unauthorized' },
        });
      }
      // A token of the same identity issued later is refused too: the mark is on the user.
      const fresh = await identity.idToken({ sub: user.sub });
      expect((await call('GET', '/api/credits/balance', fresh)).status).toBe(401);
      expect(idp.deleted.has(user.accessToken)).toBe(true);
    });

    it('leaves the charged task and the ledger as they were: the task runs on, nothing is charged or refunded twice', async () => {
      const user = await signedUp();
      const accounts = await seedAccounts(db, user.sub, 1);
      const started = await call('POST', '/api/agent/initiate', user.idToken, {
        agent_type: 'fraud_detection',
        selectedAccounts: accounts,
      });
      const { taskId } = started.json as { taskId: string };
      const balance = await getBalance(db, user.sub);
      expect((await deleteAccount(user.idToken, user.accessToken)).status).toBe(200);
      const [task] = await db.select().from(agentTasks).where(eq(agentTasks.id, taskId));
      expect(task?.status).toBe('PENDING');
      expect(await getBalance(db, user.sub)).toBe(balance);
    });

    it('answers a repeated deletion 200 again and changes nothing', async () => {
      const user = await signedUp();
      expect((await deleteAccount(user.idToken, user.accessToken)).status).toBe(200);
      const [first] = await db.select().from(users).where(eq(users.id, user.sub));
      expect(first?.deletedAt).toBeInstanceOf(Date);
      expect(await deleteAccount(user.idToken, user.accessToken)).toEqual({ status: 200, json: { success: true } });
      const [second] = await db.select().from(users).where(eq(users.id, user.sub));
      expect(second?.deletedAt).toEqual(first?.deletedAt);
    });

    it("refuses another sign-in's or a forged access token, and deletes nothing", async () => {
      const user = await signedUp();
      const other = await signedUp();
      const forged = await accessTokenOf(user.sub, { client_id: 'another-client' });
      for (const accessToken of [other.accessToken, forged, user.idToken]) {
        const answer = await deleteAccount(user.idToken, accessToken);
        expect(answer.status).toBe(400);
        expect(answer.json).toMatchObject({ error: 'Invalid access token' });
      }
      expect((await call('GET', '/api/credits/balance', user.idToken)).status).toBe(200);
      expect((await call('GET', '/api/credits/balance', other.idToken)).status).toBe(200);
    });

    it('ends sign-in at once when the identity provider is down (503), and finishes on the repeat', async () => {
      const user = await signedUp();
      idp.state.failing = true;
      try {
        const answer = await deleteAccount(user.idToken, user.accessToken);
        expect(answer.status).toBe(503);
        expect(answer.json).toMatchObject({ error: 'Service Unavailable' });
      } finally {
        idp.state.failing = false;
      }
      expect((await call('GET', '/api/credits/balance', user.idToken)).status).toBe(401);
      expect(idp.deleted.has(user.accessToken)).toBe(false);
      expect((await deleteAccount(user.idToken, user.accessToken)).status).toBe(200);
      expect(idp.deleted.has(user.accessToken)).toBe(true);
    });

    it('unlinks every bank at the provider once, wipes the access tokens and keeps the rows for retention', async () => {
      const user = await signedUp();
      await seedAccounts(db, user.sub, 1);
      await seedAccounts(db, user.sub, 2);
      const itemIds = (
        await db.select({ id: linkedItems.id }).from(linkedItems).where(eq(linkedItems.userId, user.sub))
      ).map((row) => row.id);
      expect(itemIds).toHaveLength(2);
      const tokens = new Map(itemIds.map((id) => [id, `access-sandbox-${randomUUID()}`]));
      for (const [id, token] of tokens) {
        await db
          .update(linkedItems)
          .set({ accessTokenEncrypted: cipher.encrypt(token, accessTokenContext(id)) })
          .where(eq(linkedItems.id, id));
      }
      bank.state.failing = true;
      try {
        expect((await deleteAccount(user.idToken, user.accessToken)).status).toBe(503);
      } finally {
        bank.state.failing = false;
      }
      expect((await deleteAccount(user.idToken, user.accessToken)).status).toBe(200);
      expect(bank.removed.filter((token) => [...tokens.values()].includes(token)).sort()).toEqual(
        [...tokens.values()].sort(),
      );
      const rows = await db.select().from(linkedItems).where(eq(linkedItems.userId, user.sub));
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.providerRemovedAt).toBeInstanceOf(Date);
        expect(row.accessTokenEncrypted).toBe('');
      }
      const before = bank.removed.length;
      expect((await deleteAccount(user.idToken, user.accessToken)).status).toBe(200);
      expect(bank.removed).toHaveLength(before);
    });

    it.skipIf(backend.name !== 'PostgreSQL')('refuses at once a token another API process had cached', async () => {
      const other = await build(testDb.database);
      try {
        await expect.poll(() => other.taskRows.changes?.listening, { timeout: 20_000 }).toBe(true);
        const user = await signedUp();
        for (let index = 0; index < 2; index += 1) {
          expect((await call('GET', '/api/credits/balance', user.idToken, undefined, other.app)).status).toBe(200);
        }
        expect((await deleteAccount(user.idToken, user.accessToken)).status).toBe(200);
        await expect
          .poll(async () => (await call('GET', '/api/credits/balance', user.idToken, undefined, other.app)).status, {
            timeout: 10_000,
          })
          .toBe(401);
      } finally {
        await other.app.close();
      }
    });
  });
}
