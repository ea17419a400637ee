import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { and, count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getBalance, ledgerSum } from '../credits/ledger';
import { backendTitle, POSTGRES_SKIP_REASON, TEST_BACKENDS, TEST_DATABASE_URL } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import type { Database, Db } from '../db/database';
import { agentTasks, bankTransactions, creditLedgerEntries } from '../db/schema';
import type { AgentTaskRow } from '../db/schema';
import { defaultAnalysisRunner } from './run';
import type { AnalysisRunner } from './run';
import {
  createSharedPostgres,
  memoryLogger,
  newUserWithAccounts,
  seedTransactions,
  startTask,
  TEST_NOW,
  waitFor,
} from './tasks.test-support';
import type { SharedPostgres } from './tasks.test-support';
import { startWorker } from './worker';

/**
 * Graceful shutdown (ADR 0008 "Hardening", ADR 0010): a stopping worker finishes the tasks it holds
 * within the grace, and releases the rest back to PENDING, even a run stuck inside the analysis,
 * whose late writes are then fenced off. worker.test.ts has the basic release; this file adds the
 * finish-within-grace path, the forced release, several claims at once, and a `npm run worker`
 * process stopped by SIGTERM in the middle of its tasks (PostgreSQL).
 */

const LEASE_MS = 5_000;
const now = () => TEST_NOW;

/** A runner that waits at the gate until `open()`; `entered` counts the runs that reached it. */
/** Whether the worker logged `message`. */
function logged(logger: ReturnType<typeof memoryLogger>, message: string): boolean {
  return logger.lines.some((line) => line.message === message);
}

function gatedRunner() {
  let open = (): void => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = { entered: 0 };
  const runner: AnalysisRunner = async (...args) => {
    state.entered += 1;
    await gate;
    return defaultAnalysisRunner(...args);
  };
  return { runner, open: () => open(), state };
}

for (const backend of TEST_BACKENDS) {
  const title = backendTitle('Worker shutdown', backend);

  describe.skipIf(!backend.available)(title, () => {
    let testDb: TestDatabase;
    let db: Db;

    beforeAll(async () => {
      testDb = await backend.open();
      db = testDb.database.db;
    }, 120_000);

    afterAll(async () => {
      await testDb?.drop();
    });

    const refundsOf = async (ids: readonly string[]) => {
      const [row] = await db
        .select({ n: count() })
        .from(creditLedgerEntries)
        .where(and(inArray(creditLedgerEntries.taskId, [...ids]), eq(creditLedgerEntries.type, 'refund')));
      return row?.n ?? 0;
    };

    const queue = async (n: number) => {
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: n * 2 });
      await seedTransactions(db, userId, accountIds, 3);
      const ids: string[] = [];
      for (let i = 0; i < n; i += 1) ids.push(await startTask(db, userId, 'fraud_detection', accountIds));
      return { userId, ids };
    };

    it('finishes a running task within the grace: stop() resolves after it completed, nothing released', async () => {
      const { userId, ids } = await queue(1);
      const gate = gatedRunner();
      const logger = memoryLogger();
      const worker = startWorker({
        database: testDb.database,
        concurrency: 1,
        pollMs: 20,
        leaseMs: LEASE_MS,
        shutdownGraceMs: 30_000,
        logger,
        runner: gate.runner,
        now,
        workerId: 'worker-finishing',
      });
      await waitFor(async () => gate.state.entered === 1, 10_000, 'the run to start');
      let stopped = false;
      const stopping = worker.stop().then(() => {
        stopped = true;
      });
      // Once stop() says it waits, a stop that did not wait would have settled (waitFor checks a task later).
      await waitFor(async () => logged(logger, 'agent worker stopping: waiting for running tasks'), 10_000, 'the wait');
      expect(stopped).toBe(false); // still waiting for the run
      gate.open();
      await stopping;
      const [row] = await rowsOf(db, ids);
      expect(row).toMatchObject({ status: 'COMPLETED', attempts: 1, leaseOwner: null });
      expect(row?.result).not.toBeNull();
      expect(await refundsOf(ids)).toBe(0);
      expect(await ledgerSum(db, userId)).toBe(await getBalance(db, userId));
    }, 30_000);

    it('releases a run stuck inside the analysis after the grace, and fences off its late writes', async () => {
      const { userId, ids } = await queue(1);
      const gate = gatedRunner();
      const logger = memoryLogger();
      const worker = startWorker({
        database: testDb.database,
        concurrency: 1,
        pollMs: 20,
        leaseMs: LEASE_MS,
        shutdownGraceMs: 20,
        logger,
        runner: gate.runner,
        now,
        workerId: 'worker-stuck',
      });
      await waitFor(async () => gate.state.entered === 1, 10_000, 'the run to start');
      await worker.stop(); // the run ignores the interruption: released by force
      const released = { status: 'PENDING', leaseOwner: null, leaseExpiresAt: null, attempts: 0, result: null };
      expect((await rowsOf(db, ids))[0]).toMatchObject(released);

      gate.open(); // the stuck run wakes up and tries to go on
      await waitFor(
        async () => logged(logger, 'agent task run ended after its release; nothing it wrote was kept'),
        10_000,
        'the stuck run to end',
      );
      expect((await rowsOf(db, ids))[0]).toMatchObject(released);

      const next = startWorker({
        database: testDb.database,
        concurrency: 1,
        pollMs: 20,
        leaseMs: LEASE_MS,
        logger: memoryLogger(),
        now,
        workerId: 'worker-next',
      });
      try {
        await waitFor(async () => (await rowsOf(db, ids))[0]?.status === 'COMPLETED', 10_000, 'the released task');
      } finally {
        await next.stop();
      }
      expect((await rowsOf(db, ids))[0]).toMatchObject({ status: 'COMPLETED', attempts: 1 });
      expect(await refundsOf(ids)).toBe(0);
      expect(await ledgerSum(db, userId)).toBe(await getBalance(db, userId));
    }, 30_000);

    it('releases every claimed task when stopped with no grace, then another worker runs each once', async () => {
      const { userId, ids } = await queue(3);
      const gate = gatedRunner();
      const worker = startWorker({
        database: testDb.database,
        concurrency: 3,
        pollMs: 20,
        leaseMs: LEASE_MS,
        shutdownGraceMs: 0,
        logger: memoryLogger(),
        runner: gate.runner,
        now,
        workerId: 'worker-three',
      });
      await waitFor(async () => gate.state.entered === 3, 10_000, 'three runs to start');
      const stopping = worker.stop();
      setTimeout(gate.open, 100); // the runs reach their next step: interrupted there
      await stopping;
      const rows = await rowsOf(db, ids);
      expect(rows.map((row) => [row.status, row.leaseOwner, row.attempts])).toEqual(
        ids.map(() => ['PENDING', null, 0]),
      );

      const next = startWorker({
        database: testDb.database,
        concurrency: 2,
        pollMs: 20,
        leaseMs: LEASE_MS,
        logger: memoryLogger(),
        now,
      });
      try {
        await waitFor(
          async () => (await rowsOf(db, ids)).every((row) => row.status === 'COMPLETED'),
          15_000,
          'the released tasks',
        );
      } finally {
        await next.stop();
      }
      expect((await rowsOf(db, ids)).every((row) => row.attempts === 1)).toBe(true);
      expect(await refundsOf(ids)).toBe(0);
      expect(await ledgerSum(db, userId)).toBe(await getBalance(db, userId));
    }, 40_000);
  });
}

const WORKER_MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

describe.skipIf(TEST_DATABASE_URL === undefined)(
  TEST_DATABASE_URL === undefined
    ? `A worker process stopped by SIGTERM (${POSTGRES_SKIP_REASON})`
    : 'A worker process stopped by SIGTERM (PostgreSQL)',
  () => {
    let shared: SharedPostgres;
    let database: Database;
    let db: Db;
    let child: ChildProcess | undefined;

    beforeAll(async () => {
      shared = await createSharedPostgres(TEST_DATABASE_URL ?? '', 1, 4);
      const [handle] = shared.handles;
      if (handle === undefined) throw new Error('No database handle');
      database = handle;
      db = handle.db;
    }, 60_000);

    afterAll(async () => {
      if (child !== undefined && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await shared?.drop();
    });

    it('exits 0 holding nothing: each task it had claimed is completed or back to PENDING, and runs once', async () => {
      // Thousands of transactions in the data window, so that a run takes a while and SIGTERM lands
      // while tasks are held.
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 60 });
      await seedDenseTransactions(db, userId, accountIds[0] ?? '', 4_000);
      const ids: string[] = [];
      for (let i = 0; i < 30; i += 1) ids.push(await startTask(db, userId, 'fraud_detection', accountIds));

      const worker = spawn(process.execPath, ['--import', 'tsx', WORKER_MAIN], {
        env: {
          PATH: process.env.PATH ?? '',
          DATABASE_URL: shared.url,
          DATABASE_POOL_SIZE: '4',
          WORKER_CONCURRENCY: '3',
          WORKER_POLL_MS: '20',
          WORKER_LEASE_MS: '60000',
          WORKER_SHUTDOWN_GRACE_MS: '0',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child = worker;
      const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)));
      const owner = `%:${worker.pid ?? 0}:%`;
      const held = () =>
        db
          .select({ id: agentTasks.id })
          .from(agentTasks)
          .where(and(eq(agentTasks.status, 'PROCESSING'), like(agentTasks.leaseOwner, owner)));
      await waitFor(async () => (await held()).length > 0, 60_000, 'the worker to hold a task');
      const heldAtStop = (await held()).map((row) => row.id);
      worker.kill('SIGTERM');
      expect(await exited).toBe(0);

      // A 60 s lease: anything still PROCESSING now would be stuck for a minute. Nothing is.
      const after = await rowsOf(db, ids);
      expect(after.filter((row) => row.status === 'PROCESSING')).toEqual([]);
      const finishedOrReleased = (row: AgentTaskRow) =>
        (row.status === 'COMPLETED' && row.attempts === 1) ||
        (row.status === 'PENDING' && row.leaseOwner === null && row.attempts === 0);
      const heldRows = after.filter((row) => heldAtStop.includes(row.id));
      expect(heldRows.length).toBeGreaterThan(0);
      expect(heldRows.filter((row) => !finishedOrReleased(row))).toEqual([]);

      const survivor = startWorker({
        database,
        concurrency: 3,
        pollMs: 20,
        leaseMs: 60_000,
        logger: memoryLogger(),
        workerId: 'survivor',
      });
      try {
        await waitFor(
          async () => (await rowsOf(db, ids)).every((row) => row.status === 'COMPLETED'),
          60_000,
          'the remaining tasks',
        );
      } finally {
        await survivor.stop();
      }
      expect((await rowsOf(db, ids)).every((row) => row.attempts === 1)).toBe(true);
      const [refunds] = await db
        .select({ n: count() })
        .from(creditLedgerEntries)
        .where(and(inArray(creditLedgerEntries.taskId, ids), eq(creditLedgerEntries.type, 'refund')));
      expect(refunds?.n).toBe(0);
      expect(await ledgerSum(db, userId)).toBe(await getBalance(db, userId));
    }, 150_000);
  },
);

function rowsOf(db: Db, ids: readonly string[]): Promise<AgentTaskRow[]> {
  return db
    .select()
    .from(agentTasks)
    .where(inArray(agentTasks.id, [...ids]));
}

/** `n` transactions on one account within the last 60 days (several a day). */
async function seedDenseTransactions(db: Db, userId: string, accountId: string, n: number): Promise<void> {
  const itemId = accountId.replace(/^acc-/, '').replace(/-\d+$/, '');
  const day = 86_400_000;
  const rows = Array.from({ length: n }, (_, index) => ({
    id: `txn-dense-${accountId}-${index}`,
    accountId,
    itemId,
    userId,
    date: new Date(Date.now() - ((index % 60) + 1) * day).toISOString().slice(0, 10),
    name: `Shop ${index % 40}`,
    merchantName: `Shop ${index % 40}`,
    category: ['Shops'],
    amount: 5 + (index % 97),
    isoCurrencyCode: 'USD',
  }));
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(bankTransactions).values(rows.slice(start, start + 500));
}
