import { AGENTS, creditCost, WELCOME_BONUS_NOTE, WELCOME_CREDITS } from '@ledgerlight/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from './config';
import { getBalance, ledgerSum } from './credits/ledger';
import {
  createPostgresTestDatabase,
  grantCredits,
  POSTGRES_SKIP_REASON,
  seedAccounts,
  TEST_DATABASE_URL,
} from './database.test-support';
import type { TestDatabase } from './database.test-support';
import { agentTasks, creditLedgerEntries, users } from './db/schema';
import { createTestIdentity } from './identity.test-support';
import type { TestIdentity } from './identity.test-support';
import { buildServer } from './server';
import type { LedgerlightServer } from './server';

/**
 * Races on real PostgreSQL with a pool of 8 connections (PGlite has one connection, so races pass
 * trivially there and are not run on it).
 */

const POOL_SIZE = 8;
const available = TEST_DATABASE_URL !== undefined;
const title = available
  ? `Concurrency on PostgreSQL (pool of ${POOL_SIZE})`
  : `Concurrency on PostgreSQL (${POSTGRES_SKIP_REASON})`;

describe.skipIf(!available)(title, () => {
  let testDb: TestDatabase;
  let identity: TestIdentity;
  let server: LedgerlightServer;

  beforeAll(async () => {
    identity = await createTestIdentity();
    testDb = await createPostgresTestDatabase(TEST_DATABASE_URL ?? '', POOL_SIZE);
    server = await buildServer({
      config: loadConfig({
        AUTH_ISSUER: identity.issuer,
        AUTH_CLIENT_ID: identity.clientId,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_INITIATE: '10000',
      }),
      database: testDb.database,
      keys: identity.keys,
    });
  }, 60_000);

  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  const get = (token: string, url: string) =>
    server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('grants exactly one welcome bonus under 20 concurrent first calls', async () => {
    const sub = `racer-${crypto.randomUUID()}`;
    const token = await identity.idToken({ sub });
    const urls = ['/api/credits/balance', '/api/credits/transactions?limit=1', '/api/agent/fraud_detection/tasks'];
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => get(token, urls[i % urls.length] ?? '')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const db = testDb.database.db;
    const entries = await db.select().from(creditLedgerEntries).where(eq(creditLedgerEntries.userId, sub));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: WELCOME_CREDITS, note: WELCOME_BONUS_NOTE });
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.id, sub));
    expect(row?.n).toBe(1);
    expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS);
  });

  it('starts exactly k of 50 concurrent runs with credits for k, never below zero', async () => {
    const db = testDb.database.db;
    const sub = `spender-${crypto.randomUUID()}`;
    const token = await identity.idToken({ sub });
    expect((await get(token, '/api/credits/balance')).statusCode).toBe(200);
    const accounts = await seedAccounts(db, sub, 1);
    const cost = creditCost(AGENTS.fraud_detection, 1);
    const k = 7;
    await grantCredits(db, sub, k * cost - WELCOME_CREDITS + 1); // one credit short of run k + 1

    let lowest = Number.POSITIVE_INFINITY;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        lowest = Math.min(lowest, (await getBalance(db, sub)) ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.app.inject({
          method: 'POST',
          url: '/api/agent/initiate',
          headers: { authorization: `Bearer ${token}` },
          payload: { agent_type: 'fraud_detection', selectedAccounts: accounts },
        }),
      ),
    );
    watching = false;
    await watcher;

    const started = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 402);
    expect(started).toHaveLength(k);
    expect(refused).toHaveLength(50 - k);
    for (const response of refused) {
      expect(response.json()).toStrictEqual({
        error: 'Insufficient credits',
        required: cost,
        current: 1,
        shortfall: cost - 1,
      });
    }
    const [tasks] = await db.select({ n: count() }).from(agentTasks).where(eq(agentTasks.userId, sub));
    expect(tasks?.n).toBe(k);
    const [usage] = await db
      .select({ n: count() })
      .from(creditLedgerEntries)
      .where(and(eq(creditLedgerEntries.userId, sub), eq(creditLedgerEntries.type, 'usage')));
    expect(usage?.n).toBe(k);
    expect(await getBalance(db, sub)).toBe(1);
    expect(await ledgerSum(db, sub)).toBe(1);
    expect(lowest).toBeGreaterThanOrEqual(0);
  });
});
