import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { bookLedgerEntry, ledgerKeys } from './credits/ledger';
import { IN_MEMORY, openDatabase } from './db/database';
import type { Database, Db } from './db/database';
import { bankAccounts, linkedItems } from './db/schema';

/**
 * Databases for tests. PGlite runs in memory. PostgreSQL is used when TEST_DATABASE_URL is set: each
 * test file creates its own database on that server and drops it afterwards, so runs are isolated.
 */

/** The PostgreSQL server of the PostgreSQL test variants, e.g. postgresql://postgres@127.0.0.1:5432/postgres. */
export const TEST_DATABASE_URL: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** The Redis of the multi-process suite, e.g. redis://127.0.0.1:6379 (scripts/test.mjs sets it when one answers). */
export const TEST_REDIS_URL: string | undefined = process.env.TEST_REDIS_URL || undefined;

/** Why the PostgreSQL variants are skipped, for test names. */
export const POSTGRES_SKIP_REASON = 'skipped: TEST_DATABASE_URL is not set';

export interface TestDatabase {
  readonly database: Database;
  /** Closes and deletes the database. */
  drop(): Promise<void>;
}

export async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const database = await openDatabase({ url: undefined, poolSize: 1, dataDir: IN_MEMORY });
  return { database, drop: () => database.close() };
}

export async function createPostgresTestDatabase(serverUrl: string, poolSize: number): Promise<TestDatabase> {
  const name = `ledgerlight_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize, dataDir: IN_MEMORY });
  return {
    database,
    async drop() {
      await database.close();
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

/** A database the server suites run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export interface TestBackend {
  readonly name: 'PGlite' | 'PostgreSQL';
  readonly available: boolean;
  open(): Promise<TestDatabase>;
}

/** Every suite that talks to a database runs once per backend (the PostgreSQL one with a pool of 4). */
export const TEST_BACKENDS: readonly TestBackend[] = [
  { name: 'PGlite', available: true, open: () => createPgliteTestDatabase() },
  {
    name: 'PostgreSQL',
    available: TEST_DATABASE_URL !== undefined,
    open: () => createPostgresTestDatabase(TEST_DATABASE_URL ?? '', 4),
  },
];

/** "<subject> on <backend>", with the reason when the backend is skipped. */
export function backendTitle(subject: string, backend: TestBackend): string {
  return backend.available
    ? `${subject} on ${backend.name}`
    : `${subject} on ${backend.name} (${POSTGRES_SKIP_REASON})`;
}

/** Links an institution with `count` accounts for the user; returns the account ids. */
export async function seedAccounts(db: Db, userId: string, count: number): Promise<string[]> {
  const itemId = `item-${randomBytes(6).toString('hex')}`;
  await db.insert(linkedItems).values({
    id: itemId,
    userId,
    provider: 'local',
    institutionId: 'ins_test',
    institutionName: 'Test Bank',
    accessTokenEncrypted: 'not-a-real-token',
  });
  const ids = Array.from({ length: count }, (_, index) => `acc-${itemId}-${index}`);
  if (ids.length > 0) {
    await db.insert(bankAccounts).values(
      ids.map((id, index) => ({
        id,
        itemId,
        userId,
        name: `Account ${index + 1}`,
        type: 'depository',
        subtype: 'checking',
        balanceCurrent: 1000 + index,
        balanceAvailable: 900 + index,
      })),
    );
  }
  return ids;
}

/** Adds purchased credits to a provisioned user, as a payment grant would. */
export async function grantCredits(db: Db, userId: string, amount: number): Promise<void> {
  await db.transaction(async (tx) => {
    await bookLedgerEntry(tx, {
      userId,
      type: 'purchase',
      amount,
      description: 'Test credits',
      idempotencyKey: ledgerKeys.purchase(`test-${randomBytes(8).toString('hex')}`),
    });
  });
}
