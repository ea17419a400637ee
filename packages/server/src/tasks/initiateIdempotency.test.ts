import { buildPath, endpoints } from '@ledgerlight/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getBalance } from '../credits/ledger';
import { POSTGRES_SKIP_REASON, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { agentTasks, creditLedgerEntries } from '../db/schema';
import { buildFullServer, send } from '../http/hardening.test-support';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import type { LedgerlightServer } from '../server';
import { newUserWithAccounts } from '../worker/tasks.test-support';

/**
 * POST /api/agent/initiate with an Idempotency-Key. A repeat with the same key,
 * after the first answered or racing it, returns the same task and charges once; another key is
 * another start; the same key for another request is refused; keys are per user.
 */

const AGENT = 'recurring_expenses';
const CREDITS = 20;

for (const backend of TEST_BACKENDS) {
  const title = backend.available
    ? `Initiate with an Idempotency-Key (${backend.name})`
    : `Initiate with an Idempotency-Key (${backend.name}, ${POSTGRES_SKIP_REASON})`;

  describe.skipIf(!backend.available)(title, () => {
    let testDb: TestDatabase;
    let identity: TestIdentity;
    let server: LedgerlightServer;

    beforeAll(async () => {
      identity = await createTestIdentity();
      testDb = await backend.open();
      server = await buildFullServer(identity, testDb.database);
    }, 120_000);

    afterAll(async () => {
      await server?.app.close();
      await testDb?.drop();
    });

    const newUser = async () => {
      const { userId, accountIds } = await newUserWithAccounts(server.database.db, { accounts: 2, credits: CREDITS });
      return { userId, accountIds, token: await identity.idToken({ sub: userId }) };
    };
    const initiate = (token: string, body: object, key?: string) =>
      send(server, 'POST', buildPath(endpoints.agentInitiate), {
        token,
        body,
        ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
      });
    const tasksOf = async (userId: string) =>
      (await server.database.db.select({ n: count() }).from(agentTasks).where(eq(agentTasks.userId, userId)))[0]?.n;
    const ledgerOf = async (userId: string) =>
      (
        await server.database.db
          .select({ n: count() })
          .from(creditLedgerEntries)
          .where(eq(creditLedgerEntries.userId, userId))
      )[0]?.n;

    it('a repeat with the same key returns the same task and charges once', async () => {
      const { userId, accountIds, token } = await newUser();
      const body = { agent_type: AGENT, selectedAccounts: accountIds };
      const key = crypto.randomUUID();
      const first = await initiate(token, body, key);
      expect(first.status).toBe(200);
      const balance = await getBalance(server.database.db, userId);
      const ledger = await ledgerOf(userId);
      for (let retry = 0; retry < 3; retry += 1) {
        const again = await initiate(token, body, key);
        expect([again.status, again.json]).toEqual([200, first.json]);
      }
      expect(await tasksOf(userId)).toBe(1);
      expect(await getBalance(server.database.db, userId)).toBe(balance);
      expect(await ledgerOf(userId)).toBe(ledger);
      // Another key is another start.
      const other = await initiate(token, body, crypto.randomUUID());
      expect(other.status).toBe(200);
      expect(other.json).not.toEqual(first.json);
      expect(await tasksOf(userId)).toBe(2);
    });

    it('starts racing with one key make one task and one charge, and all get it', async () => {
      const { userId, accountIds, token } = await newUser();
      const before = await getBalance(server.database.db, userId);
      const key = `start-${crypto.randomUUID()}`;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => initiate(token, { agent_type: AGENT, selectedAccounts: accountIds }, key)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => JSON.stringify(answer.json))).size).toBe(1);
      expect(await tasksOf(userId)).toBe(1);
      const [task] = await server.database.db
        .select({ cost: agentTasks.cost })
        .from(agentTasks)
        .where(eq(agentTasks.userId, userId));
      expect(await getBalance(server.database.db, userId)).toBe((before ?? 0) - (task?.cost ?? 0));
    });

    it('refuses a key reused for another request, and a key that is not one, writing nothing', async () => {
      const { userId, accountIds, token } = await newUser();
      const key = crypto.randomUUID();
      expect((await initiate(token, { agent_type: AGENT, selectedAccounts: accountIds }, key)).status).toBe(200);
      const balance = await getBalance(server.database.db, userId);
      for (const body of [
        { agent_type: AGENT, selectedAccounts: accountIds.slice(0, 1) },
        { agent_type: 'savings_finder', selectedAccounts: accountIds },
      ]) {
        const reused = await initiate(token, body, key);
        expect([reused.status, reused.json]).toEqual([
          400,
          { error: 'Idempotency-Key reused', message: expect.stringContaining('headers.idempotency-key') },
        ]);
      }
      for (const bad of ['', ' ', 'x'.repeat(256), 'key with spaces', 'ключ']) {
        const refused = await initiate(token, { agent_type: AGENT, selectedAccounts: accountIds }, bad);
        expect([JSON.stringify(bad), refused.status]).toEqual([JSON.stringify(bad), 400]);
      }
      expect(await tasksOf(userId)).toBe(1);
      expect(await getBalance(server.database.db, userId)).toBe(balance);
    });

    it("keys are per user: another user's same key is their own start", async () => {
      const alice = await newUser();
      const bob = await newUser();
      const key = crypto.randomUUID();
      const forAlice = await initiate(alice.token, { agent_type: AGENT, selectedAccounts: alice.accountIds }, key);
      const forBob = await initiate(bob.token, { agent_type: AGENT, selectedAccounts: bob.accountIds }, key);
      expect([forAlice.status, forBob.status]).toEqual([200, 200]);
      expect(forBob.json).not.toEqual(forAlice.json);
      expect([await tasksOf(alice.userId), await tasksOf(bob.userId)]).toEqual([1, 1]);
    });
  });
}
