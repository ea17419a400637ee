import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backendTitle, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import type { Database } from '../db/database';
import { agentTasks } from '../db/schema';
import { TASK_CHANGED_CHANNEL } from '../tasks/taskChangeListener';
import { TASK_QUEUED_CHANNEL } from './queueWakeup';
import {
  memoryLogger,
  newUserWithAccounts,
  seedTransactions,
  startTask,
  TEST_NOW,
  waitFor,
} from './tasks.test-support';
import { startWorker } from './worker';

/**
 * ADR 0030: a new task wakes the workers (drizzle/0004_task_queued_notify.sql and queueWakeup.ts)
 * instead of waiting for their idle poll, on PGlite and on PostgreSQL; the task cache's channel is
 * unchanged (no notification on insert).
 */

/** Collects the payloads of `channel` until stopped. */
async function collect(database: Database, channel: string): Promise<{ payloads: string[]; stop(): Promise<void> }> {
  const payloads: string[] = [];
  if (database.kind === 'pglite') {
    const stop = await database.listen(channel, (payload) => payloads.push(payload));
    return { payloads, stop };
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  client.on('notification', (message) => {
    if (message.channel === channel) payloads.push(message.payload ?? '');
  });
  await client.query(`LISTEN ${channel}`);
  return { payloads, stop: () => client.end() };
}

/** Lets notifications sent so far arrive: a NOTIFY of our own on the channel makes the round trip. */
async function settle(database: Database, listened: { payloads: string[] }, channel: string): Promise<void> {
  const marker = `settle:${crypto.randomUUID()}`;
  await database.db.execute(sql`SELECT pg_notify(${channel}, ${marker})`);
  await waitFor(async () => listened.payloads.includes(marker), 5_000, 'the settle notification');
  listened.payloads.splice(listened.payloads.indexOf(marker), 1);
}

for (const backend of TEST_BACKENDS) {
  const title = backendTitle('New tasks wake the workers', backend);

  describe.skipIf(!backend.available)(title, () => {
    let testDb: TestDatabase;

    beforeAll(async () => {
      testDb = await backend.open();
    }, 60_000);

    afterAll(async () => {
      await testDb?.drop();
    });

    it('notifies agent_task_queued on insert and on a return to PENDING only; the cache channel hears no insert', async () => {
      const { database } = testDb;
      const { db } = database;
      const queued = await collect(database, TASK_QUEUED_CHANNEL);
      const changed = await collect(database, TASK_CHANGED_CHANNEL);
      try {
        const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 5 });
        const taskId = await startTask(db, userId, 'fraud_detection', accountIds);
        await settle(database, queued, TASK_QUEUED_CHANNEL);
        await settle(database, changed, TASK_CHANGED_CHANNEL);
        expect(queued.payloads).toEqual([taskId]);
        expect(changed.payloads).toEqual([]);

        await db.update(agentTasks).set({ status: 'PROCESSING' }).where(eq(agentTasks.id, taskId));
        await db.update(agentTasks).set({ statusText: 'Working...' }).where(eq(agentTasks.id, taskId));
        await db.update(agentTasks).set({ status: 'PENDING' }).where(eq(agentTasks.id, taskId));
        await db.update(agentTasks).set({ statusText: 'Still waiting' }).where(eq(agentTasks.id, taskId));
        await settle(database, queued, TASK_QUEUED_CHANNEL);
        await settle(database, changed, TASK_CHANGED_CHANNEL);
        expect(queued.payloads).toEqual([taskId, taskId]);
        // The cache still hears every update (drizzle/0002).
        expect(changed.payloads).toEqual([taskId, taskId, taskId, taskId]);
        // The next test starts with an empty queue.
        await db.delete(agentTasks).where(eq(agentTasks.id, taskId));
      } finally {
        await queued.stop();
        await changed.stop();
      }
    }, 30_000);

    it('an idle worker runs a new task at once, long before its next poll', async () => {
      const { database } = testDb;
      const { db } = database;
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 5 });
      await seedTransactions(db, userId, accountIds, 4);
      const worker = startWorker({
        database,
        concurrency: 1,
        pollMs: 60_000,
        fallbackPollMs: 60_000,
        leaseMs: 5_000,
        logger: memoryLogger(),
        now: () => TEST_NOW,
        workerId: 'woken',
      });
      try {
        await waitFor(async () => worker.listening, 15_000, 'the worker to listen');
        // The worker has looked, found nothing, and sleeps until its next poll in a minute.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const taskId = await startTask(db, userId, 'fraud_detection', accountIds);
        await waitFor(
          async () => {
            const [row] = await db.select().from(agentTasks).where(eq(agentTasks.id, taskId));
            return row?.status === 'COMPLETED';
          },
          15_000,
          'the new task, which the worker would otherwise look for in a minute',
        );
      } finally {
        await worker.stop();
      }
    }, 60_000);
  });
}
