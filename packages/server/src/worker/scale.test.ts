import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { and, count, eq, inArray, like } from 'drizzle-orm';
import { AGENTS } from '@ledgerlight/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getBalance, ledgerSum } from '../credits/ledger';
import { POSTGRES_SKIP_REASON, TEST_DATABASE_URL } from '../database.test-support';
import type { Db } from '../db/database';
import { agentTasks, creditLedgerEntries } from '../db/schema';
import {
  memoryLogger,
  newUserWithAccounts,
  recordResultWrites,
  resultWrites,
  seedManyTransactions,
  resultWritesPerTask,
  seedTransactions,
  startTask,
  waitFor,
} from './tasks.test-support';
import type { SharedPostgres } from './tasks.test-support';
import { createSharedPostgres } from './tasks.test-support';
import { startWorker } from './worker';

/**
 * Several workers on one real PostgreSQL: separate worker processes (`worker/main.ts`, as
 * `npm run worker` starts them) and in-process workers on their own pools. A trigger counts every
 * write that completes a task, so "exactly once" is measured in the database, across processes.
 */

const available = TEST_DATABASE_URL !== undefined;
const title = available ? 'Agent workers on PostgreSQL' : `Agent workers on PostgreSQL (${POSTGRES_SKIP_REASON})`;

const WORKER_MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const LEASE_MS = 1_500;

describe.skipIf(!available)(title, () => {
  let shared: SharedPostgres;
  let db: Db;
  let url: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    shared = await createSharedPostgres(TEST_DATABASE_URL ?? '', 2, 4);
    const [first] = shared.handles;
    if (first === undefined) throw new Error('No database handle');
    db = first.db;
    url = shared.url;
    await recordResultWrites(db);
  }, 60_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await shared?.drop();
  });

  /** Starts `npm run worker`'s entry point as its own process on the test database. */
  const spawnWorker = (): ChildProcess => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER_MAIN], {
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '5',
        WORKER_CONCURRENCY: '4',
        WORKER_POLL_MS: '20',
        WORKER_LEASE_MS: String(LEASE_MS),
        WORKER_SHUTDOWN_GRACE_MS: '2000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };

  const exited = (child: ChildProcess): Promise<number | null> =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve(child.exitCode)
      : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

  const writesPerTask = (ids: readonly string[]) => resultWritesPerTask(db, ids);

  const finished = async (ids: readonly string[]): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(agentTasks)
      .where(and(inArray(agentTasks.id, [...ids]), inArray(agentTasks.status, ['COMPLETED', 'FAILED'])));
    return row?.n ?? 0;
  };

  /** `n` fraud-detection tasks of one user on one account with a few transactions. */
  const queueTasks = async (n: number): Promise<{ userId: string; ids: string[] }> => {
    const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: n * 2 });
    await seedTransactions(db, userId, accountIds, 6, new Date());
    const ids: string[] = [];
    for (let start = 0; start < n; start += 10) {
      const batch = Math.min(10, n - start);
      ids.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () => startTask(db, userId, 'fraud_detection', accountIds)),
        )),
      );
    }
    return { userId, ids };
  };

  it('two worker processes run 200 tasks, each exactly once', async () => {
    const { userId, ids } = await queueTasks(200);
    const workers = [spawnWorker(), spawnWorker()];
    await waitFor(async () => (await finished(ids)) === ids.length, 45_000, '200 tasks');
    for (const worker of workers) worker.kill('SIGTERM');
    expect(await Promise.all(workers.map(exited))).toEqual([0, 0]);

    const rows = await db
      .select({ id: agentTasks.id, status: agentTasks.status, attempts: agentTasks.attempts })
      .from(agentTasks)
      .where(inArray(agentTasks.id, ids));
    expect(rows.every((row) => row.status === 'COMPLETED')).toBe(true);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    const writes = await writesPerTask(ids);
    expect(writes.size).toBe(200);
    expect([...writes.values()].every((n) => n === 1)).toBe(true);
    const byWorker = await db
      .selectDistinct({ worker: resultWrites.worker })
      .from(resultWrites)
      .where(inArray(resultWrites.taskId, ids));
    expect(byWorker).toHaveLength(2);
    expect(await ledgerSum(db, userId)).toBe(await getBalance(db, userId));
  }, 60_000);

  it('a worker process killed mid-task: its task is taken over after the lease and completes once', async () => {
    const { userId, ids } = await queueTasks(20);
    const victim = spawnWorker();
    const owner = `%:${victim.pid ?? 0}:%`;
    const held = async () =>
      db
        .select({ id: agentTasks.id })
        .from(agentTasks)
        .where(and(eq(agentTasks.status, 'PROCESSING'), like(agentTasks.leaseOwner, owner)));
    await waitFor(async () => (await held()).length > 0, 20_000, 'the worker to hold a task');
    victim.kill('SIGKILL');
    await exited(victim);
    const orphans = (await held()).map((row) => row.id);
    expect(orphans.length).toBeGreaterThan(0);

    const [, second] = shared.handles;
    if (second === undefined) throw new Error('No second database handle');
    const survivor = startWorker({
      database: second,
      concurrency: 2,
      pollMs: 50,
      leaseMs: LEASE_MS,
      logger: memoryLogger(),
      workerId: 'survivor',
    });
    try {
      await waitFor(async () => (await finished(ids)) === ids.length, 30_000, 'the remaining tasks');
    } finally {
      await survivor.stop();
    }
    const orphanRows = await db.select().from(agentTasks).where(inArray(agentTasks.id, orphans));
    for (const row of orphanRows) {
      expect(row.status).toBe('COMPLETED');
      expect(row.attempts).toBe(2);
    }
    const writes = await writesPerTask(ids);
    expect(writes.size).toBe(ids.length);
    expect([...writes.values()].every((n) => n === 1)).toBe(true);
    const refunds = await db
      .select({ n: count() })
      .from(creditLedgerEntries)
      .where(and(inArray(creditLedgerEntries.taskId, ids), eq(creditLedgerEntries.type, 'refund')));
    expect(refunds[0]?.n).toBe(0);
    expect(await ledgerSum(db, userId)).toBe(await getBalance(db, userId));
  }, 60_000);

  /**
   * ADR 0030: SIGKILL while the task's analysis is running (its progress shows the analyze step), not
   * while it is merely claimed. The task is taken over after the lease and ends finished, or, when
   * that was its last attempt, failed with exactly one refund.
   */
  for (const survivorMaxAttempts of [3, 1] as const) {
    const ending = survivorMaxAttempts === 1 ? 'FAILED with one refund (last attempt)' : 'COMPLETED once, no refund';
    it(`a worker process killed -9 inside a running analysis: the task ends ${ending}`, async () => {
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 5 });
      const [accountId] = accountIds;
      if (accountId === undefined) throw new Error('No account');
      await seedManyTransactions(db, userId, accountId, 60_000, new Date());
      const taskId = await startTask(db, userId, 'fraud_detection', accountIds);
      const balanceAfterCharge = (await getBalance(db, userId)) ?? Number.NaN;
      const victim = spawnWorker();
      const owner = `%:${victim.pid ?? 0}:%`;
      await waitFor(
        async () => {
          const [row] = await db
            .select({ statusText: agentTasks.statusText })
            .from(agentTasks)
            .where(
              and(eq(agentTasks.id, taskId), eq(agentTasks.status, 'PROCESSING'), like(agentTasks.leaseOwner, owner)),
            );
          return row?.statusText === AGENTS.fraud_detection.progressTemplate.analyzing;
        },
        30_000,
        'the analysis to be running in the worker process',
      );
      victim.kill('SIGKILL');
      await exited(victim);
      const [killed] = await db.select().from(agentTasks).where(eq(agentTasks.id, taskId));
      expect(killed).toMatchObject({ status: 'PROCESSING', attempts: 1, result: null });

      const [, second] = shared.handles;
      if (second === undefined) throw new Error('No second database handle');
      const survivor = startWorker({
        database: second,
        concurrency: 1,
        pollMs: 50,
        leaseMs: LEASE_MS,
        maxAttempts: survivorMaxAttempts,
        logger: memoryLogger(),
        workerId: `survivor-${survivorMaxAttempts}`,
      });
      try {
        await waitFor(async () => (await finished([taskId])) === 1, 45_000, 'the killed task to end');
      } finally {
        await survivor.stop();
      }
      const [row] = await db.select().from(agentTasks).where(eq(agentTasks.id, taskId));
      const refunds = await db
        .select({ n: count() })
        .from(creditLedgerEntries)
        .where(and(eq(creditLedgerEntries.taskId, taskId), eq(creditLedgerEntries.type, 'refund')));
      const writes = await writesPerTask([taskId]);
      if (survivorMaxAttempts === 1) {
        expect(row).toMatchObject({ status: 'FAILED', attempts: 1, result: null });
        expect(refunds[0]?.n).toBe(1);
        expect(writes.get(taskId)).toBeUndefined();
        expect(await getBalance(db, userId)).toBe(balanceAfterCharge + (row?.cost ?? 0));
      } else {
        expect(row).toMatchObject({ status: 'COMPLETED', attempts: 2 });
        expect(refunds[0]?.n).toBe(0);
        expect(writes.get(taskId)).toBe(1);
        expect(await getBalance(db, userId)).toBe(balanceAfterCharge);
      }
      expect(await ledgerSum(db, userId)).toBe(await getBalance(db, userId));
    }, 120_000);
  }
});
