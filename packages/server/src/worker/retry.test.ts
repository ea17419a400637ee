import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getBalance, ledgerSum } from '../credits/ledger';
import { backendTitle, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import type { Database, Db } from '../db/database';
import { agentTasks, creditLedgerEntries } from '../db/schema';
import { claimTask, nextDueInMs, retryDelayMs, retryLater } from './lease';
import { defaultAnalysisRunner } from './run';
import type { AnalysisRunner } from './run';
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
 * ADR 0030: a failed attempt (the run's database writes failed) is retried after an exponential
 * back-off with a cap, through the task's run_at, instead of after its whole lease.
 */

describe('retryDelayMs', () => {
  it('doubles from the base with each attempt, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => retryDelayMs(attempt, 1_000, 60_000))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
    expect(retryDelayMs(2_000, 1_000, 60_000)).toBe(60_000);
    expect(retryDelayMs(1)).toBe(1_000);
  });
});

/** The database, whose next `count` writes (update, transaction) fail as a dropped connection does. */
function failingWrites(database: Database): { database: Database; failNext(count: number): void } {
  let failures = 0;
  const db = new Proxy(database.db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if ((property === 'update' || property === 'transaction') && failures > 0) {
        return () => {
          failures -= 1;
          throw new Error('Connection terminated unexpectedly');
        };
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as Db;
  return {
    database: { ...database, db },
    failNext: (count) => {
      failures = count;
    },
  };
}

for (const backend of TEST_BACKENDS) {
  const title = backendTitle('Back-off of failed attempts', backend);

  describe.skipIf(!backend.available)(title, () => {
    let testDb: TestDatabase;

    beforeAll(async () => {
      testDb = await backend.open();
    }, 60_000);

    afterAll(async () => {
      await testDb?.drop();
    });

    it('a backed-off task is not claimed before its run_at, and is claimed once it has come', async () => {
      const { db } = testDb.database;
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 5 });
      const taskId = await startTask(db, userId, 'fraud_detection', accountIds);
      const claimed = await claimTask(db, 'first', 60_000);
      expect(claimed?.id).toBe(taskId);
      expect(await retryLater(db, { taskId, workerId: 'first', attempt: 1 }, 800)).toBe(true);
      const [waiting] = await db.select().from(agentTasks).where(eq(agentTasks.id, taskId));
      expect(waiting).toMatchObject({ status: 'PENDING', leaseOwner: null, leaseExpiresAt: null, attempts: 1 });
      expect(await claimTask(db, 'second', 60_000)).toBeUndefined();
      const due = await nextDueInMs(db);
      expect(due).toBeGreaterThan(300);
      expect(due).toBeLessThanOrEqual(800);
      await new Promise((resolve) => setTimeout(resolve, (due ?? 0) + 50));
      expect(await claimTask(db, 'second', 60_000)).toMatchObject({ id: taskId, attempts: 2, leaseOwner: 'second' });
      // Not retried again by an old claim.
      expect(await retryLater(db, { taskId, workerId: 'first', attempt: 1 }, 0)).toBe(false);
      await db.delete(agentTasks).where(eq(agentTasks.id, taskId));
    }, 30_000);

    it('a run whose writes failed is retried after a second, not after its 60 s lease, and completes once', async () => {
      const failing = failingWrites(testDb.database);
      const { db } = testDb.database;
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 5 });
      await seedTransactions(db, userId, accountIds, 4);
      const taskId = await startTask(db, userId, 'fraud_detection', accountIds);
      let runs = 0;
      const runner: AnalysisRunner = (...args) => {
        runs += 1;
        // The first run's result write and its failure write both fail.
        if (runs === 1) failing.failNext(2);
        return defaultAnalysisRunner(...args);
      };
      const logger = memoryLogger();
      const worker = startWorker({
        database: failing.database,
        concurrency: 1,
        pollMs: 30_000,
        fallbackPollMs: 30_000,
        leaseMs: 60_000,
        retryBaseMs: 1_000,
        logger,
        runner,
        now: () => TEST_NOW,
        workerId: 'retrying',
      });
      try {
        await waitFor(
          async () => {
            const [row] = await db.select().from(agentTasks).where(eq(agentTasks.id, taskId));
            return row?.status === 'COMPLETED';
          },
          15_000,
          'the retried task',
        );
      } finally {
        await worker.stop();
      }
      expect(runs).toBe(2);
      const [row] = await db.select().from(agentTasks).where(eq(agentTasks.id, taskId));
      expect(row).toMatchObject({ status: 'COMPLETED', attempts: 2 });
      expect(
        logger.lines.find((line) => line.message === 'agent task run failed; it will be retried')?.fields,
      ).toMatchObject({
        taskId,
        retryInMs: 1_000,
      });
      const refunds = await db
        .select()
        .from(creditLedgerEntries)
        .where(and(eq(creditLedgerEntries.taskId, taskId), eq(creditLedgerEntries.type, 'refund')));
      expect(refunds).toHaveLength(0);
      expect(await ledgerSum(db, userId)).toBe(await getBalance(db, userId));
    }, 60_000);
  });
}
