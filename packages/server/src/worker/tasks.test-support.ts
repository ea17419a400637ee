import { randomBytes } from 'node:crypto';

import type { AgentId } from '@ledgerlight/contract';
import { count, inArray, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import pg from 'pg';

import { grantCredits, seedAccounts } from '../database.test-support';
import { IN_MEMORY, openDatabase } from '../db/database';
import type { Database, Db } from '../db/database';
import { bankTransactions } from '../db/schema';
import { initiateTask } from '../tasks/initiate';
import { provisionUser } from '../users/profile';
import type { WorkerLogger } from './run';

/** Test data for the worker: users with a few accounts and transactions, and tasks started as the API does. */

/** The analysis clock of the worker tests. */
export const TEST_NOW = new Date('2026-06-15T12:00:00Z');

/** A logger that keeps its lines, for assertions and quiet test output. */
export function memoryLogger(): WorkerLogger & {
  readonly lines: { level: string; message: string; fields: Record<string, unknown> }[];
} {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => {
    lines.push({ level, message, fields });
  };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/** A provisioned user (3 welcome credits) with `credits` more, and `accounts` accounts. */
export async function newUserWithAccounts(
  db: Db,
  options: { accounts: number; credits: number },
): Promise<{ userId: string; accountIds: string[] }> {
  const userId = `worker-user-${randomBytes(6).toString('hex')}`;
  await provisionUser(db, { sub: userId });
  if (options.credits > 0) await grantCredits(db, userId, options.credits);
  const accountIds = await seedAccounts(db, userId, options.accounts);
  return { userId, accountIds };
}

const MERCHANTS = ['Grocer Co', 'Coffee Corner', 'Streamflix', 'City Power', 'Fuel Stop'] as const;

/**
 * `perAccount` transactions on each account within the last 5 months before `now`, plus one dated
 * 2025-05-01 (outside every agent's data window at TEST_NOW). Returns the ids inside the window.
 */
export async function seedTransactions(
  db: Db,
  userId: string,
  accountIds: readonly string[],
  perAccount: number,
  now: Date = TEST_NOW,
): Promise<{ inWindow: string[]; outOfWindow: string[] }> {
  const inWindow: string[] = [];
  const outOfWindow: string[] = [];
  const rows = accountIds.flatMap((accountId) => {
    const itemId = accountId.replace(/^acc-/, '').replace(/-\d+$/, '');
    const recent = Array.from({ length: perAccount }, (_, index) => {
      const id = `txn-${accountId}-${index}`;
      inWindow.push(id);
      const day = new Date(now.getTime() - (index * 5 + 1) * 86_400_000).toISOString().slice(0, 10);
      return {
        id,
        accountId,
        itemId,
        userId,
        date: day,
        name: MERCHANTS[index % MERCHANTS.length] ?? 'Shop',
        merchantName: MERCHANTS[index % MERCHANTS.length] ?? 'Shop',
        category: ['Shops'],
        amount: 10 + index,
        isoCurrencyCode: 'USD',
      };
    });
    const oldId = `txn-${accountId}-old`;
    outOfWindow.push(oldId);
    return [
      ...recent,
      { id: oldId, accountId, itemId, userId, date: '2025-05-01', name: 'Old Shop', category: ['Shops'], amount: 99 },
    ];
  });
  if (rows.length > 0) await db.insert(bankTransactions).values(rows);
  return { inWindow, outOfWindow };
}

/** Starts a run as POST /api/agent/initiate does (debit and PENDING task in one transaction). */
export async function startTask(
  db: Db,
  userId: string,
  agentId: AgentId,
  accountIds: readonly string[],
): Promise<string> {
  const outcome = await initiateTask(db, userId, { agent_type: agentId, selectedAccounts: [...accountIds] });
  if (outcome.kind !== 'started') throw new Error(`Could not start the task: ${outcome.kind}`);
  return outcome.taskId;
}

/** Resolves when `check` holds, polling every 20 ms, or fails after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A database on the PostgreSQL test server opened through several pools, as several processes would. */
export interface SharedPostgres {
  /** The database's URL, for other processes. */
  readonly url: string;
  readonly handles: readonly Database[];
  drop(): Promise<void>;
}

export async function createSharedPostgres(
  serverUrl: string,
  pools: number,
  poolSize: number,
): Promise<SharedPostgres> {
  const name = `ledgerlight_worker_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handles: Database[] = [];
  for (let index = 0; index < pools; index += 1) {
    handles.push(await openDatabase({ url: url.toString(), poolSize, dataDir: IN_MEMORY }));
  }
  return {
    url: url.toString(),
    handles,
    async drop() {
      await Promise.all(handles.map((handle) => handle.close()));
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** Filled by a trigger: one row per write that leaves a task COMPLETED, with the lease owner that wrote it. */
export const resultWrites = pgTable('result_writes', { taskId: text('task_id').notNull(), worker: text('worker') });

/**
 * Installs a trigger that records every write completing a task (resultWrites), so that "exactly
 * once" is measured in the database, across processes.
 */
export async function recordResultWrites(db: Db): Promise<void> {
  await db.execute(sql`CREATE TABLE result_writes (task_id text NOT NULL, worker text)`);
  await db.execute(sql`
    CREATE FUNCTION count_result_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status = 'COMPLETED' THEN INSERT INTO result_writes (task_id, worker) VALUES (NEW.id, OLD.lease_owner); END IF;
      RETURN NEW;
    END $$`);
  await db.execute(sql`
    CREATE TRIGGER agent_tasks_result_writes AFTER UPDATE ON agent_tasks
    FOR EACH ROW EXECUTE FUNCTION count_result_write()`);
}

/** How many completing writes each of the tasks got (tasks without any are absent). */
export async function resultWritesPerTask(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ taskId: resultWrites.taskId, writes: count() })
    .from(resultWrites)
    .where(inArray(resultWrites.taskId, [...ids]))
    .groupBy(resultWrites.taskId);
  return new Map(rows.map((row) => [row.taskId, row.writes]));
}

/**
 * `count` transactions on one account, spread over the 150 days before `now` (inside every agent's
 * window), written by PostgreSQL itself: enough for an analysis that takes a while.
 */
export async function seedManyTransactions(
  db: Db,
  userId: string,
  accountId: string,
  count: number,
  now: Date = TEST_NOW,
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db.execute(sql`
    INSERT INTO bank_transactions (id, account_id, item_id, user_id, date, name, merchant_name, category, amount, iso_currency_code)
    SELECT ${accountId} || '-many-' || n, a.id, a.item_id, a.user_id, ${day}::date - (n % 150),
           (ARRAY['Grocer Co', 'Coffee Corner', 'Streamflix', 'City Power', 'Fuel Stop'])[1 + n % 5] || ' #' || (n % 400),
           (ARRAY['Grocer Co', 'Coffee Corner', 'Streamflix', 'City Power', 'Fuel Stop'])[1 + n % 5],
           ARRAY['Shops'], 5 + (n * 37 % 20000) / 100.0, 'USD'
    FROM generate_series(1, ${count}) AS n, bank_accounts AS a
    WHERE a.id = ${accountId} AND a.user_id = ${userId}`);
}
