import { AGENTS, agentResultSchemas, creditCost, completedStatusText, WELCOME_CREDITS } from '@ledgerlight/contract';
import type { NarrativeProvider } from '../providers/llm/narrative';
import type { Account, AgentId, Transaction } from '@ledgerlight/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getBalance, ledgerKeys, ledgerSum } from '../credits/ledger';
import { backendTitle, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import type { Db } from '../db/database';
import { agentTasks, bankTransactions, creditLedgerEntries } from '../db/schema';
import type { AgentTaskRow } from '../db/schema';
import { claimTask, failTask, TASK_FAILED_MESSAGE } from './lease';
import type { TaskClaim } from './lease';
import {
  ACCOUNTS_UNAVAILABLE_MESSAGE,
  defaultAnalysisRunner,
  LeaseLostError,
  runTask,
  WRITING_SUMMARIES_TEXT,
} from './run';
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
 * The agent-run worker on PGlite and on PostgreSQL (TEST_DATABASE_URL): claims, progress, results,
 * failures with one refund, lease takeover, attempt limits and graceful release. Races between
 * several workers are in scale.test.ts (PostgreSQL only).
 */

const LEASE_MS = 5_000;
const now = () => TEST_NOW;

const claimOf = (task: AgentTaskRow, workerId: string): TaskClaim => ({
  taskId: task.id,
  workerId,
  attempt: task.attempts,
});

for (const backend of TEST_BACKENDS) {
  const title = backendTitle('Agent worker', backend);

  describe.skipIf(!backend.available)(title, () => {
    let testDb: TestDatabase;
    let db: Db;

    beforeAll(async () => {
      testDb = await backend.open();
      db = testDb.database.db;
    }, 60_000);

    afterAll(async () => {
      await testDb?.drop();
    });

    const taskRow = async (taskId: string): Promise<AgentTaskRow> => {
      const [row] = await db.select().from(agentTasks).where(eq(agentTasks.id, taskId));
      if (row === undefined) throw new Error(`No task ${taskId}`);
      return row;
    };

    /** Claims until `taskId` is claimed (other tests' tasks may be older), as `workerId`. */
    const claimThis = async (taskId: string, workerId: string, leaseMs = LEASE_MS): Promise<AgentTaskRow> => {
      const others: AgentTaskRow[] = [];
      try {
        for (;;) {
          const task = await claimTask(db, workerId, leaseMs);
          if (task === undefined) throw new Error(`Task ${taskId} was not claimable`);
          if (task.id === taskId) return task;
          others.push(task);
        }
      } finally {
        for (const other of others) {
          await db
            .update(agentTasks)
            .set({ status: 'PENDING', leaseOwner: null, leaseExpiresAt: null, attempts: other.attempts - 1 })
            .where(eq(agentTasks.id, other.id));
        }
      }
    };

    const refundsOf = (taskId: string) =>
      db
        .select()
        .from(creditLedgerEntries)
        .where(and(eq(creditLedgerEntries.taskId, taskId), eq(creditLedgerEntries.type, 'refund')));

    it('runs a task PENDING -> PROCESSING -> COMPLETED with a valid result and its metadata', async () => {
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 3, credits: 5 });
      const selected = accountIds.slice(0, 2);
      const { inWindow } = await seedTransactions(db, userId, accountIds, 8);
      const agentId: AgentId = 'budget_builder';
      const taskId = await startTask(db, userId, agentId, selected);
      expect((await taskRow(taskId)).status).toBe('PENDING');

      const claimed = await claimThis(taskId, 'worker-a');
      expect(claimed).toMatchObject({
        status: 'PROCESSING',
        leaseOwner: 'worker-a',
        attempts: 1,
        statusText: AGENTS[agentId].progressTemplate.initializing,
      });
      expect(claimed.leaseExpiresAt?.getTime()).toBeGreaterThan(Date.now());

      let seen: { accounts: readonly Account[]; transactions: readonly Transaction[] } | undefined;
      let duringAnalysis: AgentTaskRow | undefined;
      const runner: AnalysisRunner = async (agent, accounts, transactions, options, at) => {
        seen = { accounts, transactions };
        duringAnalysis = await taskRow(taskId);
        return defaultAnalysisRunner(agent, accounts, transactions, options, at);
      };
      const outcome = await runTask({
        db,
        task: claimed,
        claim: claimOf(claimed, 'worker-a'),
        logger: memoryLogger(),
        runner,
        now,
      });
      expect(outcome).toBe('COMPLETED');

      // Only the selected accounts, in the data window.
      expect(seen?.accounts.map((account) => account.account_id)).toEqual(selected);
      const expectedIds = inWindow.filter((id) => selected.some((accountId) => id.startsWith(`txn-${accountId}-`)));
      expect(seen?.transactions.map((t) => t.transaction_id).sort()).toEqual([...expectedIds].sort());
      expect(duringAnalysis).toMatchObject({
        status: 'PROCESSING',
        statusText: AGENTS[agentId].progressTemplate.analyzing,
        accountBeingReviewed: 'Account 2',
        transactionsReviewed: expectedIds.length,
      });

      const done = await taskRow(taskId);
      expect(done).toMatchObject({
        status: 'COMPLETED',
        // ADR 0016: the list line says what the run found.
        statusText: completedStatusText(agentId, done.result),
        errorInfo: null,
        leaseOwner: null,
        leaseExpiresAt: null,
      });
      expect(done.statusText?.toLowerCase()).toContain('complet');
      expect(done.statusText).toMatch(/^Completed: \$[\d,]+\/mo spending/);
      expect(agentResultSchemas[agentId].produced.safeParse(done.result).success).toBe(true);
      expect(agentResultSchemas[agentId].read.safeParse(done.result).success).toBe(true);
      expect(done.result?._metadata?.dataProcessed?.accountDetails).toEqual([
        {
          name: 'Account 1',
          accountId: selected[0],
          type: 'depository',
          subtype: 'checking',
          balance: 1000,
          mask: null,
        },
        {
          name: 'Account 2',
          accountId: selected[1],
          type: 'depository',
          subtype: 'checking',
          balance: 1001,
          mask: null,
        },
      ]);
      expect(await refundsOf(taskId)).toHaveLength(0);
    });

    it('reports the progress keywords in order', async () => {
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 0 });
      await seedTransactions(db, userId, accountIds, 4);
      const taskId = await startTask(db, userId, 'fraud_detection', accountIds);
      const claimed = await claimThis(taskId, 'worker-progress');
      const texts: string[] = [claimed.statusText ?? ''];
      const recorder = memoryLogger();
      const watching = { on: true };
      const watcher = (async () => {
        while (watching.on) {
          const text = (await taskRow(taskId)).statusText ?? '';
          if (texts.at(-1) !== text) texts.push(text);
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      })();
      const runner: AnalysisRunner = async (...args) => {
        await waitFor(async () => texts.some((text) => /analyz/i.test(text)), 5_000, 'the analyzing step');
        return defaultAnalysisRunner(...args);
      };
      await runTask({ db, task: claimed, claim: claimOf(claimed, 'worker-progress'), logger: recorder, runner, now });
      await waitFor(async () => texts.some((text) => /complet/i.test(text)), 5_000, 'the completed step');
      watching.on = false;
      await watcher;
      const step = (pattern: (text: string) => boolean) => texts.findIndex((text) => pattern(text.toLowerCase()));
      const initializing = step((text) => text.includes('initializ'));
      const analyzing = step((text) => text.includes('analyz'));
      const completed = step((text) => text.includes('complet'));
      expect(initializing).toBe(0);
      expect(analyzing).toBeGreaterThan(initializing);
      expect(completed).toBeGreaterThan(analyzing);
    });

    it('rewrites the narrative with a configured model, showing the step, and keeps every number', async () => {
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 5 });
      await seedTransactions(db, userId, accountIds, 6);
      const taskId = await startTask(db, userId, 'budget_builder', accountIds);
      const claimed = await claimThis(taskId, 'worker-n');
      let statusWhileWriting: string | null | undefined;
      const narrative: NarrativeProvider = {
        name: 'test',
        async rewrite(request) {
          statusWhileWriting = (await taskRow(taskId)).statusText;
          const texts = request.items.map((item) =>
            item.key === 'recommendations.longTerm.1'
              ? { key: item.key, text: 'Lift your saving rate towards 20% of income, 1% at a time.' }
              : // A rewrite that invents a figure is dropped.
                { key: item.key, text: `${item.text} That is 99999 dollars.` },
          );
          return { texts, raw: { id: 'msg_test' } };
        },
      };
      const claim = claimOf(claimed, 'worker-n');
      const outcome = await runTask({ db, task: claimed, claim, logger: memoryLogger(), now, narrative });
      expect(outcome).toBe('COMPLETED');
      expect(statusWhileWriting).toBe(WRITING_SUMMARIES_TEXT);
      // The processing page stays on its analyze step (product 2 keywords).
      expect(WRITING_SUMMARIES_TEXT.toLowerCase()).toContain('analyz');
      const done = await taskRow(taskId);
      const result = agentResultSchemas.budget_builder.produced.parse(done.result);
      expect(result.recommendations.longTerm[1]).toBe('Lift your saving rate towards 20% of income, 1% at a time.');
      expect(JSON.stringify(result)).not.toContain('99999');
      expect((done.result as { raw_claude_response?: unknown }).raw_claude_response).toEqual({ id: 'msg_test' });
    });

    it('keeps the deterministic text when the model fails or is too slow', async () => {
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 5 });
      await seedTransactions(db, userId, accountIds, 6);
      const plain = await startTask(db, userId, 'fraud_detection', accountIds);
      const plainClaim = await claimThis(plain, 'worker-p');
      await runTask({ db, task: plainClaim, claim: claimOf(plainClaim, 'worker-p'), logger: memoryLogger(), now });
      const expected = (await taskRow(plain)).result;

      const failing: NarrativeProvider = {
        name: 'failing',
        rewrite: () => Promise.reject(new Error('model unavailable')),
      };
      const hanging: NarrativeProvider = { name: 'hanging', rewrite: () => new Promise(() => undefined) };
      for (const [narrative, workerId] of [
        [failing, 'worker-q'],
        [hanging, 'worker-r'],
      ] as const) {
        const taskId = await startTask(db, userId, 'fraud_detection', accountIds);
        const claimed = await claimThis(taskId, workerId);
        const claim = claimOf(claimed, workerId);
        const outcome = await runTask({
          db,
          task: claimed,
          claim,
          logger: memoryLogger(),
          now,
          narrative,
          narrativeTimeoutMs: 50,
        });
        expect(outcome).toBe('COMPLETED');
        const done = await taskRow(taskId);
        const { _metadata: _a, ...withoutMetadata } = done.result ?? {};
        const { _metadata: _b, ...expectedWithoutMetadata } = expected ?? {};
        expect(withoutMetadata).toEqual(expectedWithoutMetadata);
      }
    });

    it('ends a failing analysis FAILED with a safe message and exactly one refund', async () => {
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 5 });
      await seedTransactions(db, userId, accountIds, 3);
      const taskId = await startTask(db, userId, 'fraud_detection', accountIds);
      const cost = creditCost(AGENTS.fraud_detection, 1);
      expect(await getBalance(db, userId)).toBe(WELCOME_CREDITS + 5 - cost);

      const claimed = await claimThis(taskId, 'worker-f');
      const logger = memoryLogger();
      const failing: AnalysisRunner = () => {
        throw new Error('engine exploded: secret internal detail');
      };
      const claim = claimOf(claimed, 'worker-f');
      expect(await runTask({ db, task: claimed, claim, logger, runner: failing, now })).toBe('FAILED');

      const failed = await taskRow(taskId);
      expect(failed).toMatchObject({
        status: 'FAILED',
        errorInfo: { message: TASK_FAILED_MESSAGE },
        statusText: AGENTS.fraud_detection.progressTemplate.error,
        leaseOwner: null,
      });
      expect(JSON.stringify(failed.errorInfo)).not.toContain('secret');
      expect(logger.lines.some((line) => line.level === 'error' && String(line.fields.err).includes('secret'))).toBe(
        true,
      );

      // A second failure of the same claim changes nothing.
      expect(await failTask(db, claim, 'again')).toBe(false);
      const refunds = await refundsOf(taskId);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ amount: cost, idempotencyKey: ledgerKeys.refund(taskId), userId });
      expect(await getBalance(db, userId)).toBe(WELCOME_CREDITS + 5);
      expect(await ledgerSum(db, userId)).toBe(await getBalance(db, userId));
    });

    it('fails a result that does not match the contract, with one refund', async () => {
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 0 });
      const taskId = await startTask(db, userId, 'savings_finder', accountIds);
      const claimed = await claimThis(taskId, 'worker-bad');
      const invalid: AnalysisRunner = () => ({ totallyWrong: true });
      const outcome = await runTask({
        db,
        task: claimed,
        claim: claimOf(claimed, 'worker-bad'),
        logger: memoryLogger(),
        runner: invalid,
        now,
      });
      expect(outcome).toBe('FAILED');
      expect((await taskRow(taskId)).result).toBeNull();
      expect(await refundsOf(taskId)).toHaveLength(1);
      expect(await getBalance(db, userId)).toBe(WELCOME_CREDITS);
      expect(await ledgerSum(db, userId)).toBe(WELCOME_CREDITS);
    });

    it("hands the engine the bank's enrichment as stored, and a transaction without one as it came", async () => {
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 0 });
      const { inWindow } = await seedTransactions(db, userId, accountIds, 2);
      const [enrichedId, plainId] = inWindow;
      const enrichment = {
        personalFinanceCategory: {
          primary: 'LOAN_PAYMENTS',
          detailed: 'LOAN_PAYMENTS_CAR_PAYMENT',
          confidence_level: 'VERY_HIGH',
        },
        counterparties: [
          { name: 'Westlake Financial', type: 'merchant', entity_id: 'ent-westlake', confidence_level: 'HIGH' },
        ],
        paymentChannel: 'other',
      };
      await db
        .update(bankTransactions)
        .set(enrichment)
        .where(eq(bankTransactions.id, enrichedId ?? ''));
      const taskId = await startTask(db, userId, 'budget_builder', accountIds);
      const claimed = await claimThis(taskId, 'worker-enriched');
      let seen: readonly Transaction[] = [];
      const runner: AnalysisRunner = (agentId, accounts, transactions, options, at) => {
        seen = transactions;
        return defaultAnalysisRunner(agentId, accounts, transactions, options, at);
      };
      const claim = claimOf(claimed, 'worker-enriched');
      expect(await runTask({ db, task: claimed, claim, logger: memoryLogger(), runner, now })).toBe('COMPLETED');
      const byId = new Map(seen.map((t) => [t.transaction_id, t]));
      expect(byId.get(enrichedId ?? '')).toMatchObject({
        personal_finance_category: enrichment.personalFinanceCategory,
        counterparties: enrichment.counterparties,
        payment_channel: 'other',
      });
      const plain = byId.get(plainId ?? '');
      expect(plain).toBeDefined();
      expect(plain).not.toHaveProperty('personal_finance_category');
      expect(plain).not.toHaveProperty('counterparties');
      expect(plain).not.toHaveProperty('payment_channel');
    });

    it("reads only the task owner's accounts: another user's account is never analysed", async () => {
      const owner = await newUserWithAccounts(db, { accounts: 1, credits: 0 });
      const other = await newUserWithAccounts(db, { accounts: 1, credits: 0 });
      const taskId = await startTask(db, owner.userId, 'fraud_detection', owner.accountIds);
      // A row pointing at someone else's account (initiate refuses this; the worker must too).
      await db.update(agentTasks).set({ selectedAccounts: other.accountIds }).where(eq(agentTasks.id, taskId));
      const claimed = await claimThis(taskId, 'worker-own');
      let called = false;
      const runner: AnalysisRunner = (...args) => {
        called = true;
        return defaultAnalysisRunner(...args);
      };
      const claim = claimOf(claimed, 'worker-own');
      expect(await runTask({ db, task: claimed, claim, logger: memoryLogger(), runner, now })).toBe('FAILED');
      expect(called).toBe(false);
      expect((await taskRow(taskId)).errorInfo).toEqual({ message: ACCOUNTS_UNAVAILABLE_MESSAGE });
      expect(await refundsOf(taskId)).toHaveLength(1);
      expect(await getBalance(db, owner.userId)).toBe(WELCOME_CREDITS);
    });

    it("takes over an expired lease; the first worker's late writes are refused and the task completes once", async () => {
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 0 });
      await seedTransactions(db, userId, accountIds, 3);
      const taskId = await startTask(db, userId, 'recurring_expenses', accountIds);
      // Long enough that the next claim, even on a loaded machine, comes while the lease holds.
      const first = await claimThis(taskId, 'worker-crashed', 1_000);
      // Not claimable while the lease holds.
      const early = await claimTask(db, 'worker-early', LEASE_MS);
      if (early !== undefined) {
        expect(early.id).not.toBe(taskId);
        await db
          .update(agentTasks)
          .set({ status: 'PENDING', leaseOwner: null, leaseExpiresAt: null, attempts: early.attempts - 1 })
          .where(eq(agentTasks.id, early.id));
      }
      // Then the lease runs out (the database's clock is this machine's).
      const expiresAt = first.leaseExpiresAt?.getTime() ?? 0;
      await waitFor(async () => Date.now() > expiresAt + 50, 10_000, 'the first lease to expire');
      const second = await claimThis(taskId, 'worker-b');
      expect(second).toMatchObject({ attempts: 2, leaseOwner: 'worker-b', status: 'PROCESSING' });

      let writes = 0;
      const counting: AnalysisRunner = (...args) => {
        writes += 1;
        return defaultAnalysisRunner(...args);
      };
      const logger = memoryLogger();
      await expect(
        runTask({ db, task: first, claim: claimOf(first, 'worker-crashed'), logger, runner: counting, now }),
      ).rejects.toBeInstanceOf(LeaseLostError);
      expect(writes).toBe(0);
      expect(
        await runTask({ db, task: second, claim: claimOf(second, 'worker-b'), logger, runner: counting, now }),
      ).toBe('COMPLETED');
      expect(writes).toBe(1);
      expect(await failTask(db, claimOf(first, 'worker-crashed'), 'late')).toBe(false);
      expect((await taskRow(taskId)).status).toBe('COMPLETED');
      expect(await refundsOf(taskId)).toHaveLength(0);
    });

    it('fails a task with one refund once its leases were lost max attempts times', async () => {
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 0 });
      const taskId = await startTask(db, userId, 'fraud_detection', accountIds);
      await db
        .update(agentTasks)
        .set({
          status: 'PROCESSING',
          attempts: 3,
          leaseOwner: 'worker-dead',
          leaseExpiresAt: sql`clock_timestamp() - interval '1 second'`,
        })
        .where(eq(agentTasks.id, taskId));
      const exhausted: string[] = [];
      const claimed: AgentTaskRow[] = [];
      for (;;) {
        const task = await claimTask(db, 'worker-c', LEASE_MS, {
          maxAttempts: 3,
          onExhausted: (row) => exhausted.push(row.id),
        });
        if (task === undefined) break;
        claimed.push(task);
      }
      for (const other of claimed) {
        await db
          .update(agentTasks)
          .set({ status: 'PENDING', leaseOwner: null, leaseExpiresAt: null, attempts: other.attempts - 1 })
          .where(eq(agentTasks.id, other.id));
      }
      expect(claimed.map((task) => task.id)).not.toContain(taskId);
      expect(exhausted).toEqual([taskId]);
      expect(await taskRow(taskId)).toMatchObject({ status: 'FAILED', errorInfo: { message: TASK_FAILED_MESSAGE } });
      expect(await refundsOf(taskId)).toHaveLength(1);
      expect(await getBalance(db, userId)).toBe(WELCOME_CREDITS);
      expect(await ledgerSum(db, userId)).toBe(WELCOME_CREDITS);
    });

    it('startWorker runs queued tasks to completion and stop() releases an unfinished one', async () => {
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 20 });
      await seedTransactions(db, userId, accountIds, 3);
      const ids: string[] = [];
      for (let index = 0; index < 4; index += 1) ids.push(await startTask(db, userId, 'fraud_detection', accountIds));
      const worker = startWorker({
        database: testDb.database,
        concurrency: 2,
        pollMs: 20,
        leaseMs: LEASE_MS,
        logger: memoryLogger(),
        now,
      });
      try {
        await waitFor(
          async () => (await Promise.all(ids.map(taskRow))).every((row) => row.status === 'COMPLETED'),
          20_000,
          'the queued tasks',
        );
      } finally {
        await worker.stop();
      }

      // A task still running at stop: the run is interrupted at its next step and the task released.
      const taskId = await startTask(db, userId, 'fraud_detection', accountIds);
      let entered = false;
      let resume = (): void => undefined;
      const paused = new Promise<void>((resolve) => {
        resume = resolve;
      });
      const hanging: AnalysisRunner = async (...args) => {
        entered = true;
        await paused;
        return defaultAnalysisRunner(...args);
      };
      const slow = startWorker({
        database: testDb.database,
        concurrency: 1,
        pollMs: 20,
        leaseMs: LEASE_MS,
        shutdownGraceMs: 50,
        logger: memoryLogger(),
        runner: hanging,
        now,
        workerId: 'worker-stopping',
      });
      await waitFor(async () => entered, 10_000, 'the run to start');
      const stopping = slow.stop();
      setTimeout(resume, 200);
      await stopping;
      expect(await taskRow(taskId)).toMatchObject({
        status: 'PENDING',
        leaseOwner: null,
        leaseExpiresAt: null,
        attempts: 0,
        result: null,
      });
      expect(await refundsOf(taskId)).toHaveLength(0);
      expect(await ledgerSum(db, userId)).toBe(await getBalance(db, userId));

      // Another worker later runs the released task.
      const next = startWorker({
        database: testDb.database,
        concurrency: 1,
        pollMs: 20,
        leaseMs: LEASE_MS,
        logger: memoryLogger(),
        now,
      });
      try {
        await waitFor(async () => (await taskRow(taskId)).status === 'COMPLETED', 10_000, 'the released task');
      } finally {
        await next.stop();
      }
      expect((await taskRow(taskId)).attempts).toBe(1);
    }, 30_000);
  });
}
