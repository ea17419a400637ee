import { randomBytes } from 'node:crypto';

import { recurringResultSchema } from '@ledgerlight/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { POSTGRES_SKIP_REASON, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import type { Db } from '../db/database';
import { agentTasks, bankTransactions, userCorrections } from '../db/schema';
import type { AgentTaskRow } from '../db/schema';
import { claimTask } from './lease';
import { runTask } from './run';
import { memoryLogger, newUserWithAccounts, startTask, TEST_NOW } from './tasks.test-support';

/**
 * ADR 0040 in the worker: a run applies the task owner's corrections and only the owner's, the
 * result lists what shaped it, and the rules' `touched` counts record the latest run that applied them.
 */

/** Six monthly Netflix charges and six of a gym on one account of the user. */
async function seedSubscriptions(db: Db, userId: string, accountId: string): Promise<void> {
  const itemId = accountId.replace(/^acc-/, '').replace(/-\d+$/, '');
  const rows = [0, 1, 2, 3, 4, 5].flatMap((month) => {
    const day = (d: number) => new Date(Date.UTC(2026, month, d)).toISOString().slice(0, 10);
    const base = { accountId, itemId, userId, isoCurrencyCode: 'USD' };
    return [
      {
        ...base,
        id: `n-${randomBytes(6).toString('hex')}`,
        date: day(5),
        name: 'NETFLIX.COM 866-579-7172 CA',
        category: ['Service', 'Subscription'],
        amount: 15.49,
      },
      {
        ...base,
        id: `g-${randomBytes(6).toString('hex')}`,
        date: day(9),
        name: 'CRUNCH FITNESS DUES',
        category: ['Recreation', 'Gyms and Fitness Centers'],
        amount: 29.99,
      },
    ];
  });
  await db.insert(bankTransactions).values(rows);
}

for (const backend of TEST_BACKENDS) {
  const title = backend.available
    ? `Corrections in the worker (${backend.name})`
    : `Corrections in the worker (${backend.name}, ${POSTGRES_SKIP_REASON})`;

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

    /** Starts and runs one Recurring task of the user's to the end; its stored result. */
    const runRecurring = async (userId: string, accountIds: readonly string[]) => {
      const taskId = await startTask(db, userId, 'recurring_expenses', accountIds);
      const claimed: AgentTaskRow | undefined = await claimTask(db, 'corrections-test', 60_000);
      expect(claimed?.id).toBe(taskId);
      if (claimed === undefined) throw new Error('nothing claimed');
      const claim = { taskId, workerId: 'corrections-test', attempt: claimed.attempts };
      expect(await runTask({ db, task: claimed, claim, logger: memoryLogger(), now: () => TEST_NOW })).toBe(
        'COMPLETED',
      );
      const [row] = await db.select().from(agentTasks).where(eq(agentTasks.id, taskId));
      return recurringResultSchema.parse(row?.result);
    };

    it("applies the owner's rule, lists it on the result and records its count; another user's run is untouched", async () => {
      const a = await newUserWithAccounts(db, { accounts: 1, credits: 10 });
      const b = await newUserWithAccounts(db, { accounts: 1, credits: 10 });
      await seedSubscriptions(db, a.userId, a.accountIds[0] ?? '');
      await seedSubscriptions(db, b.userId, b.accountIds[0] ?? '');

      const first = await runRecurring(a.userId, a.accountIds);
      const gym = first.categories.flatMap((c) => c.expenses).find((e) => e.merchant.startsWith('Crunch'));
      expect(gym?.merchantKey).toEqual(expect.any(String));
      expect(first.corrections).toBeUndefined();

      const [rule] = await db
        .insert(userCorrections)
        .values({
          userId: a.userId,
          identity: 'test-not-recurring',
          rule: { kind: 'not_recurring', merchant: { key: gym?.merchantKey ?? '', name: 'Crunch Fitness' } },
        })
        .returning();
      expect(rule?.touched).toBeNull();

      const second = await runRecurring(a.userId, a.accountIds);
      expect(second.categories.flatMap((c) => c.expenses).some((e) => e.merchant.startsWith('Crunch'))).toBe(false);
      expect(second.totalMonthlyRecurring).toBeCloseTo(first.totalMonthlyRecurring - 29.99, 2);
      expect(second.corrections).toEqual({ applied: [{ id: rule?.id, touched: 6 }] });
      const [stored] = await db
        .select()
        .from(userCorrections)
        .where(eq(userCorrections.id, rule?.id ?? ''));
      expect(stored?.touched).toBe(6);
      expect(stored?.touchedAt).toBeInstanceOf(Date);

      // B has the same gym: A's rule is not B's, so B's run keeps it and A's count stays as it was.
      const other = await runRecurring(b.userId, b.accountIds);
      expect(other.categories.flatMap((c) => c.expenses).some((e) => e.merchant.startsWith('Crunch'))).toBe(true);
      expect(other.corrections).toBeUndefined();
      const [after] = await db
        .select()
        .from(userCorrections)
        .where(eq(userCorrections.id, rule?.id ?? ''));
      expect(after?.touchedAt).toEqual(stored?.touchedAt);
    });
  });
}
