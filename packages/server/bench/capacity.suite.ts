import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { creditCost } from '@ledgerlight/contract';
import { inArray, sql } from 'drizzle-orm';

import type { BenchSuite, BenchTable } from '../../analysis/bench/table';
import { createPostgresTestDatabase } from '../src/database.test-support';
import type { Db } from '../src/db/database';
import { agentTasks } from '../src/db/schema';
import { initiateTask } from '../src/tasks/initiate';
import { newUserWithAccounts, seedManyTransactions } from '../src/worker/tasks.test-support';
import { percentile } from './api.suite';

/**
 * The capacity suite of `npm run bench` (ADR 0030): a burst of BENCH_CAPACITY_TASKS initiates
 * (default 1,000) from BENCH_CAPACITY_USERS users (default 200) on PostgreSQL, run by 1, 2 and 4
 * worker processes (`npm run worker`'s entry, default settings: WORKER_CONCURRENCY 2, an analysis
 * thread per task slot), each count on a fresh database. Each user has one account with
 * BENCH_CAPACITY_TRANSACTIONS transactions (default 500) in the window; each run is a fraud
 * detection. The initiates are the API's transaction (initiateTask: the debit and the PENDING task,
 * whose insert notifies the workers), 50 at a time, without HTTP. Times are the database's
 * (created_at to finished_at), so the client's own load does not count.
 */

const positive = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

const TASKS = positive('BENCH_CAPACITY_TASKS', 1_000);
const USERS = positive('BENCH_CAPACITY_USERS', 200);
const TRANSACTIONS = positive('BENCH_CAPACITY_TRANSACTIONS', 500);
const WORKER_COUNTS = (process.env.BENCH_CAPACITY_WORKERS ?? '1,2,4').split(',').map(Number);
const BURST = 50;
const AGENT = 'fraud_detection';
const WORKER_MAIN = fileURLToPath(new URL('../src/worker/main.ts', import.meta.url));
const DEFAULT_DATABASE_URL = 'postgresql://postgres:postgres@127.0.0.1:5432/postgres';

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** A worker process; resolves once its queue listener listens. */
function startWorkerProcess(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_MAIN], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: url, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    if (child.stdout === null) throw new Error('The worker has no stdout');
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('worker queue listener listening')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`A worker process exited (${code}) before listening`)));
  });
}

async function stopWorkerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function seedUsers(db: Db): Promise<{ userId: string; accountIds: string[] }[]> {
  const perUser = Math.ceil(TASKS / USERS);
  const users: { userId: string; accountIds: string[] }[] = [];
  for (let index = 0; index < USERS; index += 1) {
    const user = await newUserWithAccounts(db, { accounts: 1, credits: perUser * creditCost(AGENT, 1) });
    const [accountId] = user.accountIds;
    if (accountId === undefined) throw new Error('No account seeded');
    await seedManyTransactions(db, user.userId, accountId, TRANSACTIONS, new Date());
    users.push(user);
  }
  return users;
}

interface Measured {
  readonly workers: number;
  readonly runsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly completed: number;
  readonly failed: number;
  readonly attemptsAboveOne: number;
}

async function measure(serverUrl: string, workers: number): Promise<Measured> {
  const testDb = await createPostgresTestDatabase(serverUrl, BURST);
  const { database } = testDb;
  if (database.kind !== 'postgres') throw new Error('The capacity suite runs on PostgreSQL');
  const { db } = database;
  const children: ChildProcess[] = [];
  try {
    const users = await seedUsers(db);
    await db.execute(sql`ANALYZE`);
    children.push(...(await Promise.all(Array.from({ length: workers }, () => startWorkerProcess(database.url)))));
    const ids: string[] = [];
    for (let start = 0; start < TASKS; start += BURST) {
      const batch = Array.from({ length: Math.min(BURST, TASKS - start) }, (_, offset) => {
        const user = users[(start + offset) % users.length];
        if (user === undefined) throw new Error('No user');
        return initiateTask(db, user.userId, { agent_type: AGENT, selectedAccounts: user.accountIds });
      });
      for (const outcome of await Promise.all(batch)) {
        if (outcome.kind !== 'started') throw new Error(`initiate: ${outcome.kind}`);
        ids.push(outcome.taskId);
      }
    }
    const deadline = Date.now() + 30 * 60_000;
    for (;;) {
      const [row] = await db
        .select({
          open: sql<number>`count(*) filter (where ${agentTasks.status} in ('PENDING', 'PROCESSING'))`.mapWith(Number),
        })
        .from(agentTasks);
      if ((row?.open ?? 0) === 0) break;
      if (Date.now() > deadline) throw new Error('The tasks did not finish within 30 minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const rows = await db
      .select({
        status: agentTasks.status,
        attempts: agentTasks.attempts,
        createdMs: sql<number>`extract(epoch from ${agentTasks.createdAt}) * 1000`.mapWith(Number),
        finishedMs: sql<number>`extract(epoch from ${agentTasks.finishedAt}) * 1000`.mapWith(Number),
      })
      .from(agentTasks)
      .where(inArray(agentTasks.id, ids));
    const latencies = rows.map((row) => row.finishedMs - row.createdMs).sort((a, b) => a - b);
    const first = Math.min(...rows.map((row) => row.createdMs));
    const last = Math.max(...rows.map((row) => row.finishedMs));
    return {
      workers,
      runsPerSecond: (rows.length / (last - first)) * 1000,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      completed: rows.filter((row) => row.status === 'COMPLETED').length,
      failed: rows.filter((row) => row.status === 'FAILED').length,
      attemptsAboveOne: rows.filter((row) => row.attempts > 1).length,
    };
  } finally {
    await Promise.all(children.map(stopWorkerProcess));
    await testDb.drop();
  }
}

async function capacityTable(): Promise<BenchTable> {
  const title = `Capacity: a burst of ${TASKS.toLocaleString('en-US')} initiates from ${USERS} users, run by separate worker processes on PostgreSQL`;
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const { hostname, port } = new URL(serverUrl);
  if (!(await reachable(hostname, Number(port || 5432)))) {
    return {
      title,
      columns: ['workers'],
      rows: [],
      notes: [`Skipped: the capacity suite needs PostgreSQL, and nothing answers at ${hostname}:${port || 5432}.`],
    };
  }
  const results: Measured[] = [];
  for (const workers of WORKER_COUNTS) results.push(await measure(serverUrl, workers));
  const base = results[0]?.runsPerSecond ?? 1;
  return {
    title,
    columns: ['workers', 'runs/s', 'ratio to 1', 'p50 s', 'p99 s', 'completed', 'failed', 'retried'],
    rows: results.map((result) => [
      String(result.workers),
      result.runsPerSecond.toFixed(1),
      (result.runsPerSecond / base).toFixed(2),
      (result.p50 / 1000).toFixed(2),
      (result.p99 / 1000).toFixed(2),
      String(result.completed),
      String(result.failed),
      String(result.attemptsAboveOne),
    ]),
    notes: [
      'runs/s: tasks finished per second from the first initiate to the last COMPLETED; p50/p99: initiate (created_at) to COMPLETED (finished_at), database clock.',
      `Each worker process: WORKER_CONCURRENCY 2, two analysis threads, a pool of 10 connections; each run a fraud detection over ${TRANSACTIONS} transactions.`,
      'Initiates: the API’s transaction (debit and PENDING task) 50 at a time from this process, without HTTP; the insert’s NOTIFY wakes the workers.',
      'Override with BENCH_CAPACITY_TASKS, BENCH_CAPACITY_USERS, BENCH_CAPACITY_TRANSACTIONS, BENCH_CAPACITY_WORKERS (e.g. 1,2,4), BENCH_DATABASE_URL.',
    ],
  };
}

export const capacitySuite: BenchSuite = { name: 'capacity', run: async () => [await capacityTable()] };
