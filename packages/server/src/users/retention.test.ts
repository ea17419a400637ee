import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getBalance, ledgerSum } from '../credits/ledger';
import {
  createPgliteTestDatabase,
  createPostgresTestDatabase,
  grantCredits,
  POSTGRES_SKIP_REASON,
  seedAccounts,
  TEST_DATABASE_URL,
} from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import type { Db } from '../db/database';
import {
  agentTasks,
  bankAccounts,
  bankTransactions,
  creditLedgerEntries,
  linkedItems,
  paymentSessions,
  supportRequests,
  users,
} from '../db/schema';
import { provisionUser } from './profile';
import {
  ACCOUNT_DATA_RETENTION_DAYS,
  ANALYSIS_RESULTS_RETENTION_DAYS,
  FINANCIAL_DATA_RETENTION_DAYS,
  purgeDeletedAccounts,
  startRetentionJob,
} from './retention';

/**
 * The retention job of deleted accounts (ADR 0033) on PGlite and PostgreSQL, with its clock given:
 * each kind of data stays until its day and is gone on it; a user who did not delete keeps all.
 */

const backends = [
  { name: 'PGlite', available: true, open: () => createPgliteTestDatabase() },
  {
    name: 'PostgreSQL',
    available: TEST_DATABASE_URL !== undefined,
    open: () => createPostgresTestDatabase(TEST_DATABASE_URL ?? '', 2),
  },
] as const;

const DAY_MS = 24 * 60 * 60_000;
const DELETED_AT = new Date('2026-01-10T12:00:00.000Z');
const after = (days: number, ms = 0) => new Date(DELETED_AT.getTime() + days * DAY_MS + ms);

for (const backend of backends) {
  const title = backend.available
    ? `Retention of deleted accounts on ${backend.name}`
    : `Retention of deleted accounts on ${backend.name} (${POSTGRES_SKIP_REASON})`;

  describe.skipIf(!backend.available)(title, { timeout: 60_000 }, () => {
    let testDb: TestDatabase;
    let db: Db;

    beforeAll(async () => {
      testDb = await backend.open();
      db = testDb.database.db;
    }, 120_000);

    afterAll(async () => {
      await testDb?.drop();
    });

    /** A user with data of every kind: credits, a payment, a support request, a bank with a transaction, a task. */
    const userWithData = async () => {
      const id = `user-${randomUUID()}`;
      await provisionUser(db, { sub: id, email: `${id}@example.test`, givenName: 'Ada', familyName: 'Lovelace' });
      await grantCredits(db, id, 10);
      const [accountId] = await seedAccounts(db, id, 1);
      const [item] = await db.select().from(linkedItems).where(eq(linkedItems.userId, id));
      if (accountId === undefined || item === undefined) throw new Error('no account seeded');
      await db.insert(bankTransactions).values({
        id: `tx-${randomUUID()}`,
        accountId,
        itemId: item.id,
        userId: id,
        date: '2026-01-02',
        name: 'Coffee',
        amount: 4.5,
      });
      const [task] = await db
        .insert(agentTasks)
        .values({ userId: id, agentId: 'fraud_detection', selectedAccounts: [accountId], cost: 1, status: 'COMPLETED' })
        .returning({ id: agentTasks.id });
      await db.insert(paymentSessions).values({
        provider: 'local',
        providerSessionId: `cs_local_${randomUUID()}`,
        userId: id,
        packageId: 'starter',
        credits: 10,
        amountCents: 500,
      });
      await db.insert(supportRequests).values({
        userId: id,
        analysisId: task?.id ?? null,
        category: 'billing',
        description: 'A question',
      });
      return id;
    };

    const countsOf = async (id: string) => {
      const rowsOf = async (table: typeof creditLedgerEntries | typeof paymentSessions | typeof supportRequests) =>
        (await db.select({ userId: table.userId }).from(table).where(eq(table.userId, id))).length;
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return {
        email: user?.email ?? null,
        ledger: await rowsOf(creditLedgerEntries),
        payments: await rowsOf(paymentSessions),
        support: await rowsOf(supportRequests),
        items: (await db.select().from(linkedItems).where(eq(linkedItems.userId, id))).length,
        accounts: (await db.select().from(bankAccounts).where(eq(bankAccounts.userId, id))).length,
        transactions: (await db.select().from(bankTransactions).where(eq(bankTransactions.userId, id))).length,
        tasks: (await db.select().from(agentTasks).where(eq(agentTasks.userId, id))).length,
        tombstone: user !== undefined,
      };
    };

    it('removes account data on day 30, financial data on day 90 and analysis results on day 730, no earlier', async () => {
      const deleted = await userWithData();
      const kept = await userWithData();
      await db.update(users).set({ deletedAt: DELETED_AT }).where(eq(users.id, deleted));
      const everything = {
        email: `${deleted}@example.test`,
        ledger: 2,
        payments: 1,
        support: 1,
        items: 1,
        accounts: 1,
        transactions: 1,
        tasks: 1,
        tombstone: true,
      };
      const keptCounts = await countsOf(kept);

      await purgeDeletedAccounts(db, after(ACCOUNT_DATA_RETENTION_DAYS, -1));
      expect(await countsOf(deleted)).toEqual(everything);

      await purgeDeletedAccounts(db, after(ACCOUNT_DATA_RETENTION_DAYS));
      const withoutAccount = { ...everything, email: null, ledger: 0, payments: 0, support: 0 };
      expect(await countsOf(deleted)).toEqual(withoutAccount);
      const [tombstone] = await db.select().from(users).where(eq(users.id, deleted));
      expect(tombstone).toMatchObject({ givenName: null, familyName: null, name: null, balance: 0 });
      expect(tombstone?.accountDataPurgedAt).toEqual(after(ACCOUNT_DATA_RETENTION_DAYS));
      expect(await getBalance(db, deleted)).toBe(await ledgerSum(db, deleted));

      await purgeDeletedAccounts(db, after(FINANCIAL_DATA_RETENTION_DAYS, -1));
      expect(await countsOf(deleted)).toEqual(withoutAccount);
      await purgeDeletedAccounts(db, after(FINANCIAL_DATA_RETENTION_DAYS));
      const withoutFinance = { ...withoutAccount, items: 0, accounts: 0, transactions: 0 };
      expect(await countsOf(deleted)).toEqual(withoutFinance);

      await purgeDeletedAccounts(db, after(ANALYSIS_RESULTS_RETENTION_DAYS, -1));
      expect(await countsOf(deleted)).toEqual(withoutFinance);
      await purgeDeletedAccounts(db, after(ANALYSIS_RESULTS_RETENTION_DAYS));
      expect(await countsOf(deleted)).toEqual({ ...withoutFinance, tasks: 0 });

      // The user who did not delete the account keeps everything, years later.
      await purgeDeletedAccounts(db, after(ANALYSIS_RESULTS_RETENTION_DAYS * 2));
      expect(await countsOf(kept)).toEqual(keptCounts);
    });

    it('does nothing the second time: a pass is safe to repeat and to run from two processes at once', async () => {
      const deleted = await userWithData();
      await db.update(users).set({ deletedAt: DELETED_AT }).where(eq(users.id, deleted));
      const now = after(ANALYSIS_RESULTS_RETENTION_DAYS);
      const [first, second] = await Promise.all([purgeDeletedAccounts(db, now), purgeDeletedAccounts(db, now)]);
      expect((first?.agentTasks ?? 0) + (second?.agentTasks ?? 0)).toBeGreaterThanOrEqual(1);
      expect(await purgeDeletedAccounts(db, now)).toEqual({
        accounts: 0,
        linkedItems: 0,
        bankTransactions: 0,
        agentTasks: 0,
      });
      expect((await countsOf(deleted)).tasks).toBe(0);
    });

    it('runs a pass when the job starts, on its clock, and logs what it removed', async () => {
      const deleted = await userWithData();
      await db.update(users).set({ deletedAt: DELETED_AT }).where(eq(users.id, deleted));
      const lines: { fields: Record<string, unknown>; message: string }[] = [];
      const logger = {
        info: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
        warn: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
      };
      const job = startRetentionJob({ db, logger, now: () => after(ACCOUNT_DATA_RETENTION_DAYS) });
      await job.stop();
      expect((await countsOf(deleted)).email).toBeNull();
      expect(lines).toContainEqual({
        message: 'retention: data of deleted accounts removed',
        fields: expect.objectContaining({ accounts: 1 }) as Record<string, unknown>,
      });
    });
  });
}
