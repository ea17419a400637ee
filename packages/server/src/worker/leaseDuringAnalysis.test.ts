import { asc, eq, sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backendTitle, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { agentTasks } from '../db/schema';
import { createAnalysisPool } from './analysisPool';
import type { AnalysisPool } from './analysisPool';
import { BUSY_ANALYSIS_MODULE } from './busyAnalysis.test-support';
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
 * ADR 0030: an analysis longer than the lease no longer stops the lease's renewal (ADR 0010), because
 * it runs on a worker thread, not on the worker's event loop. A trigger records every write of the
 * lease's expiry with the database clock; each renewal must land before the previous expiry passed.
 */

/** Filled by a trigger: each write of a task's lease expiry, at the database clock. */
const leaseWrites = pgTable('lease_writes', {
  taskId: text('task_id').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  expires: timestamp('expires', { withTimezone: true }),
});

// Renewals every 400 ms: a loaded test machine may stall the event loop for a few hundred ms.
const LEASE_MS = 1_200;
const ANALYSIS_MS = 4_000;

for (const backend of TEST_BACKENDS) {
  const title = backendTitle('Lease renewal during a long analysis', backend);

  describe.skipIf(!backend.available)(title, () => {
    let testDb: TestDatabase;
    let pool: AnalysisPool;

    beforeAll(async () => {
      testDb = await backend.open();
      const { db } = testDb.database;
      await db.execute(
        sql`CREATE TABLE lease_writes (task_id text NOT NULL, at timestamptz NOT NULL, expires timestamptz)`,
      );
      await db.execute(sql`
        CREATE FUNCTION record_lease_write() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.lease_expires_at IS DISTINCT FROM OLD.lease_expires_at THEN
            INSERT INTO lease_writes (task_id, at, expires) VALUES (NEW.id, clock_timestamp(), NEW.lease_expires_at);
          END IF;
          RETURN NEW;
        END $$`);
      await db.execute(sql`
        CREATE TRIGGER agent_tasks_lease_writes AFTER UPDATE ON agent_tasks
        FOR EACH ROW EXECUTE FUNCTION record_lease_write()`);
      pool = createAnalysisPool({
        size: 1,
        module: BUSY_ANALYSIS_MODULE,
        data: { busyMs: ANALYSIS_MS, outcome: 'result' },
      });
    }, 60_000);

    afterAll(async () => {
      await pool?.close();
      await testDb?.drop();
    });

    it('renews the lease every third of it while the analysis holds its thread for over three leases', async () => {
      const { db } = testDb.database;
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 5 });
      await seedTransactions(db, userId, accountIds, 6);
      const taskId = await startTask(db, userId, 'fraud_detection', accountIds);
      const worker = startWorker({
        database: testDb.database,
        concurrency: 1,
        pollMs: 20,
        leaseMs: LEASE_MS,
        logger: memoryLogger(),
        runner: pool.run,
        now: () => TEST_NOW,
        workerId: 'long-analysis',
      });
      try {
        await waitFor(
          async () => {
            const [row] = await db.select().from(agentTasks).where(eq(agentTasks.id, taskId));
            return row?.status === 'COMPLETED' || row?.status === 'FAILED';
          },
          30_000,
          'the long analysis',
        );
      } finally {
        await worker.stop();
      }
      const [task] = await db.select().from(agentTasks).where(eq(agentTasks.id, taskId));
      expect(task).toMatchObject({ status: 'COMPLETED', attempts: 1 });
      const writes = await db
        .select()
        .from(leaseWrites)
        .where(eq(leaseWrites.taskId, taskId))
        .orderBy(asc(leaseWrites.at));
      const times = writes.map((row) => ({ at: row.at.getTime(), expires: row.expires?.getTime() }));
      // The claim, renewals all through the analysis, and the completion clearing the lease.
      expect(times.length).toBeGreaterThanOrEqual(Math.floor(ANALYSIS_MS / (LEASE_MS / 3)) - 2);
      for (let index = 1; index < times.length; index += 1) {
        const previous = times[index - 1]?.expires;
        expect(previous).toBeDefined();
        expect(times[index]?.at).toBeLessThan(previous ?? 0);
      }
      expect(times.at(-1)?.expires).toBeUndefined();
    }, 60_000);
  });
}
