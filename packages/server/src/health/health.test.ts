import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { backendTitle, createPgliteTestDatabase, TEST_BACKENDS, TEST_REDIS_URL } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { agentTasks } from '../db/schema';
import { createTestIdentity } from '../identity.test-support';
import { buildServer } from '../server';
import type { LedgerlightServer } from '../server';
import { claimTask, retryLater } from '../worker/lease';
import { newUserWithAccounts, startTask } from '../worker/tasks.test-support';
import { HEALTH_PATH, READY_PATH } from './health';
import type { ReadyBody } from './health';

/**
 * ADR 0030: /healthz (liveness) and /readyz (database and Redis checked, the task queue's depth and
 * the age of its oldest waiting task), outside /api, without a token, with nothing secret in them.
 */

const identity = await createTestIdentity();

async function serverOn(testDb: TestDatabase, env: Record<string, string> = {}): Promise<LedgerlightServer> {
  const config = loadConfig({
    AUTH_ISSUER: identity.issuer,
    AUTH_CLIENT_ID: identity.clientId,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...env,
  });
  return buildServer({ config, database: testDb.database, keys: identity.keys });
}

for (const backend of TEST_BACKENDS) {
  const title = backendTitle('Health and readiness', backend);

  describe.skipIf(!backend.available)(title, () => {
    let testDb: TestDatabase;
    let server: LedgerlightServer;

    beforeAll(async () => {
      testDb = await backend.open();
      server = await serverOn(testDb);
    }, 90_000);

    afterAll(async () => {
      await server?.app.close();
      await testDb?.drop();
    });

    it('/healthz answers 200 without a token and without touching a dependency', async () => {
      const response = await server.app.inject({ method: 'GET', url: HEALTH_PATH });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    }, 30_000);

    it('/readyz answers the checks and the queue: waiting, due, running and the oldest wait', async () => {
      const { db } = testDb.database;
      const empty = await server.app.inject({ method: 'GET', url: READY_PATH });
      expect(empty.statusCode).toBe(200);
      expect(empty.headers['cache-control']).toBe('no-store');
      expect(empty.json()).toMatchObject({
        status: 'ready',
        checks: { database: { ok: true }, redis: 'not configured' },
        queue: { waiting: 0, due: 0, running: 0, oldestWaitingSeconds: null },
      });

      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 10 });
      const ids: string[] = [];
      for (let index = 0; index < 4; index += 1) ids.push(await startTask(db, userId, 'fraud_detection', accountIds));
      // One runs; one waits out a back-off; the oldest waiting task was queued 90 s ago.
      const running = await claimTask(db, 'health-worker', 60_000);
      const retried = await claimTask(db, 'health-worker', 60_000);
      if (running === undefined || retried === undefined) throw new Error('No task claimed');
      expect(await retryLater(db, { taskId: retried.id, workerId: 'health-worker', attempt: 1 }, 60_000)).toBe(true);
      await db
        .update(agentTasks)
        .set({ createdAt: sql`clock_timestamp() - interval '90 seconds'` })
        .where(eq(agentTasks.id, ids[3] ?? ''));

      const response = await server.app.inject({ method: 'GET', url: READY_PATH });
      expect(response.statusCode).toBe(200);
      const body = response.json<ReadyBody>();
      expect(body.queue).toMatchObject({ waiting: 3, due: 2, running: 1 });
      expect(body.queue?.oldestWaitingSeconds).toBeGreaterThanOrEqual(90);
      expect(body.queue?.oldestWaitingSeconds).toBeLessThan(200);
      await db.delete(agentTasks).where(eq(agentTasks.userId, userId));
    }, 30_000);
  });
}

describe('Readiness when a dependency is down', () => {
  let shared: TestDatabase;

  beforeAll(async () => {
    shared = await createPgliteTestDatabase();
  }, 90_000);

  afterAll(async () => {
    await shared?.drop();
  });

  it('answers 503 without queue figures when the database is gone, and says nothing of why', async () => {
    const testDb = await createPgliteTestDatabase();
    const server = await serverOn(testDb);
    try {
      await testDb.database.close();
      const response = await server.app.inject({ method: 'GET', url: READY_PATH });
      expect(response.statusCode).toBe(503);
      const body = response.json<ReadyBody>();
      expect(body).toEqual({
        status: 'unavailable',
        checks: { database: { ok: false, ms: expect.any(Number) as number }, redis: 'not configured' },
      });
      // Liveness does not depend on the database.
      expect((await server.app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode).toBe(200);
    } finally {
      await server.app.close();
    }
  }, 90_000);

  it('stays ready with Redis unreachable, within the check timeout, and shows neither its address nor its password', async () => {
    const server = await serverOn(shared, { REDIS_URL: 'redis://ledgerlight:s3cret-redis-password@127.0.0.1:1/0' });
    try {
      const started = performance.now();
      const response = await server.app.inject({ method: 'GET', url: READY_PATH });
      expect(performance.now() - started).toBeLessThan(4_000);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'ready',
        checks: { database: { ok: true }, redis: { ok: false } },
      });
      expect(response.body).not.toContain('s3cret');
      expect(response.body).not.toContain('127.0.0.1');
      expect(response.body).not.toContain('ledgerlight:');
    } finally {
      await server.app.close();
    }
  }, 30_000);

  it.skipIf(TEST_REDIS_URL === undefined)(
    'reports a reachable Redis as ok',
    async () => {
      const server = await serverOn(shared, { REDIS_URL: TEST_REDIS_URL ?? '' });
      try {
        const response = await server.app.inject({ method: 'GET', url: READY_PATH });
        expect(response.json()).toMatchObject({ status: 'ready', checks: { redis: { ok: true } } });
      } finally {
        await server.app.close();
      }
    },
    30_000,
  );
});
