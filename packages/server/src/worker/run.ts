import { runAnalysis, windowBounds } from '@ledgerlight/analysis';
import type { AnalysisRunOptions } from '@ledgerlight/analysis';
import { enrichResultWithin } from '../providers/llm/narrative';
import type { NarrativeProvider } from '../providers/llm/narrative';
import { agentResultSchemas, completedStatusText, getAgent, pluralNoun } from '@ledgerlight/contract';
import type {
  Account,
  AgentDefinition,
  AgentId,
  AnalyzedAccount,
  TaskResultEnvelope,
  Transaction,
} from '@ledgerlight/contract';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';

import { correctionInputsOf, recordApplied } from '../corrections/store';
import type { Db } from '../db/database';
import { toTransaction } from '../bank/mapping';
import { agentTasks, bankAccounts, bankTransactions, linkedItems } from '../db/schema';
import type { AgentTaskRow, BankTransactionRow } from '../db/schema';
import { failTask, heldBy, TASK_FAILED_MESSAGE } from './lease';
import type { TaskClaim } from './lease';

/**
 * Running one claimed task: load the caller's own selected accounts and their transactions in the
 * agent's data window, report progress with the spec's keywords ('initializ', 'fetch' + 'account',
 * 'process' + 'transaction', 'analyz', 'complet'), run the analysis, validate the result with the
 * contract's produced schema and store it with `_metadata.dataProcessed.accountDetails`. A failure
 * ends the task FAILED with a user-safe errorInfo.message and one refund; details go to the log only.
 */

/** Runs an agent's analysis; `runAnalysis` of @ledgerlight/analysis unless a test injects another. */
export type AnalysisRunner = (
  agentId: AgentId,
  accounts: readonly Account[],
  transactions: readonly Transaction[],
  options: AnalysisRunOptions,
  now: Date,
) => unknown;

export const defaultAnalysisRunner: AnalysisRunner = (agentId, accounts, transactions, options, now) =>
  runAnalysis(agentId, accounts, transactions, options, now);

/** The structured logger the worker writes to (Fastify's and pino's loggers fit). */
export interface WorkerLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** errorInfo.message when none of the selected accounts is linked any more. */
export const ACCOUNTS_UNAVAILABLE_MESSAGE =
  'The selected accounts are no longer linked. Your credits have been refunded.';

/** The claim was lost (lease expired and taken over, or released): the run stops without writing. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
  constructor(readonly taskId: string) {
    super(`The lease of task ${taskId} was lost`);
  }
}

/** The worker is stopping: the run stops at its next step and its task is released. */
export class RunInterruptedError extends Error {
  override readonly name = 'RunInterruptedError';
  constructor(readonly taskId: string) {
    super(`The run of task ${taskId} was interrupted`);
  }
}

/** A failure with a message the user may see. */
class UserFacingError extends Error {
  override readonly name = 'UserFacingError';
}

export interface RunTaskOptions {
  readonly db: Db;
  /** The task as claimed by claimTask. */
  readonly task: AgentTaskRow;
  readonly claim: TaskClaim;
  readonly logger: WorkerLogger;
  readonly runner?: AnalysisRunner;
  /** The analysis clock; the data window ends here. */
  readonly now?: () => Date;
  /** Aborted when the worker stops: the run ends at its next step with RunInterruptedError. */
  readonly signal?: AbortSignal;
  /** True once the lease is known to be lost (a failed renewal): the run ends with LeaseLostError. */
  readonly leaseLost?: () => boolean;
  /**
   * The language model that rewrites the result's narrative from its computed facts (numbers are
   * never taken from it); none by default. See providerFromEnv of providers/llm/narrative.ts.
   */
  readonly narrative?: NarrativeProvider;
  /** How long the run waits for the model before keeping the deterministic text. */
  readonly narrativeTimeoutMs?: number;
}

/** statusText while the model writes the narrative (the 'analyz' keyword keeps the analyze step, product 2). */
export const WRITING_SUMMARIES_TEXT = 'Analyzing: writing the summaries...';

export type RunOutcome = 'COMPLETED' | 'FAILED';

/**
 * Runs a claimed task to COMPLETED or FAILED (with one refund).
 * @throws LeaseLostError when the claim was lost; RunInterruptedError when `signal` aborted first.
 *   Neither changes the task: the new owner, or the worker's release, decides what happens to it.
 */
export async function runTask(options: RunTaskOptions): Promise<RunOutcome> {
  const { db, task, claim, logger } = options;
  const runner = options.runner ?? defaultAnalysisRunner;
  const checkpoint = () => {
    if (options.leaseLost?.() === true) throw new LeaseLostError(task.id);
    if (options.signal?.aborted === true) throw new RunInterruptedError(task.id);
  };
  const progress = async (fields: Partial<Pick<AgentTaskRow, ProgressField>>) => {
    checkpoint();
    const updated = await db.update(agentTasks).set(fields).where(heldBy(claim)).returning({ id: agentTasks.id });
    if (updated.length === 0) throw new LeaseLostError(task.id);
  };

  try {
    const agent = getAgent(task.agentId);
    if (agent === undefined) throw new Error(`Unknown agent ${task.agentId}`);
    const now = options.now?.() ?? new Date();
    const window = dataWindow(agent, now);

    await progress({ statusText: `Fetching accounts (${countOf(task.selectedAccounts.length, 'account')})...` });
    const accounts = await loadAccounts(db, task);
    if (accounts.length === 0) throw new UserFacingError(ACCOUNTS_UNAVAILABLE_MESSAGE);

    const transactions: Transaction[] = [];
    for (const account of accounts) {
      const rows = await loadTransactions(db, task.userId, account.account_id, window);
      transactions.push(...rows.map(toTransaction));
      await progress({
        accountBeingReviewed: account.name,
        transactionsReviewed: transactions.length,
        statusText: `Processing ${countOf(transactions.length, 'transaction')}...`,
      });
    }

    // The task owner's corrections, and only theirs (ADR 0040): the engine applies them as an input.
    const corrections = await correctionInputsOf(db, task.userId);
    await progress({ statusText: agent.progressTemplate.analyzing });
    const produced = await runner(agent.id, accounts, transactions, { ...task.options, corrections }, now);
    const parsed = agentResultSchemas[agent.id].produced.safeParse(produced);
    if (!parsed.success) {
      throw new Error(`The ${agent.id} result does not match the contract: ${parsed.error.message}`);
    }
    let narrated = parsed.data;
    let rawModelResponse: unknown;
    if (options.narrative !== undefined) {
      await progress({ statusText: WRITING_SUMMARIES_TEXT });
      const enriched = await enrichResultWithin(agent.id, parsed.data, options.narrative, options.narrativeTimeoutMs);
      narrated = enriched.result;
      rawModelResponse = enriched.raw_claude_response;
      logger.info({ taskId: task.id, agentId: agent.id, enriched: enriched.enriched }, 'narrative enrichment');
    }
    checkpoint();
    const result: TaskResultEnvelope = {
      ...narrated,
      ...(rawModelResponse === undefined ? {} : { raw_claude_response: rawModelResponse }),
      _metadata: {
        agentId: agent.id,
        generatedAt: now.toISOString(),
        dataProcessed: {
          accountDetails: accounts.map(toAnalyzedAccount),
          accountsAnalyzed: accounts.length,
          transactionsAnalyzed: transactions.length,
          dataWindow: { months: agent.dataWindowMonths, startDate: window.startDate, endDate: window.endDate },
        },
      },
    };
    const [completed] = await db
      .update(agentTasks)
      .set({
        status: 'COMPLETED',
        // What the run found, for the result lists ('Completed: 3 alerts, highest high').
        statusText: completedStatusText(agent.id, narrated) ?? agent.progressTemplate.completed,
        overallStatus: 'completed',
        accountBeingReviewed: null,
        transactionsReviewed: transactions.length,
        result,
        errorInfo: null,
        leaseOwner: null,
        leaseExpiresAt: null,
        finishedAt: sql`clock_timestamp()`,
      })
      .where(heldBy(claim))
      .returning({ id: agentTasks.id });
    if (completed === undefined) throw new LeaseLostError(task.id);
    // What each rule touched in this run, for "Your corrections" (the latest run that applied it). The
    // result is stored already: a failure here is logged, never turned into a failed run.
    try {
      await recordApplied(db, task.userId, parsed.data.corrections?.applied ?? []);
    } catch (error) {
      logger.warn({ taskId: task.id, err: error }, 'could not record what the corrections touched');
    }
    logger.info({ taskId: task.id, agentId: agent.id, transactions: transactions.length }, 'agent task completed');
    return 'COMPLETED';
  } catch (error) {
    if (error instanceof LeaseLostError || error instanceof RunInterruptedError) throw error;
    const message = error instanceof UserFacingError ? error.message : TASK_FAILED_MESSAGE;
    logger.error({ taskId: task.id, agentId: task.agentId, err: error }, 'agent task failed');
    if (!(await failTask(db, claim, message))) throw new LeaseLostError(task.id);
    return 'FAILED';
  }
}

type ProgressField = 'statusText' | 'accountBeingReviewed' | 'transactionsReviewed';

const countOf = (count: number, word: string): string => `${count} ${pluralNoun(count, word, `${word}s`)}`;

const MS_PER_DAY = 86_400_000;
const isoDay = (day: number): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** The agent's data window ending at `now`, as ISO dates (inclusive), as the analysis reads it. */
function dataWindow(agent: AgentDefinition, now: Date): { startDate: string; endDate: string } {
  const { startDay, endDay } = windowBounds(now, agent.dataWindowMonths);
  return { startDate: isoDay(startDay), endDate: isoDay(endDay) };
}

/** The task's selected accounts that still exist and belong to the task's user, in the selected order. */
async function loadAccounts(db: Db, task: AgentTaskRow): Promise<Account[]> {
  if (task.selectedAccounts.length === 0) return [];
  const rows = await db
    .select({ account: bankAccounts, institutionName: linkedItems.institutionName })
    .from(bankAccounts)
    .innerJoin(linkedItems, eq(linkedItems.id, bankAccounts.itemId))
    .where(and(eq(bankAccounts.userId, task.userId), inArray(bankAccounts.id, task.selectedAccounts)));
  const byId = new Map(rows.map((row) => [row.account.id, row]));
  return task.selectedAccounts.flatMap((id) => {
    const row = byId.get(id);
    if (row === undefined) return [];
    const { account } = row;
    return [
      {
        account_id: account.id,
        name: account.name,
        type: account.type,
        subtype: account.subtype,
        institution_name: row.institutionName,
        balances: {
          current: account.balanceCurrent,
          available: account.balanceAvailable,
          limit: account.balanceLimit,
          iso_currency_code: account.isoCurrencyCode,
        },
        mask: account.mask,
        official_name: account.officialName,
      },
    ];
  });
}

async function loadTransactions(
  db: Db,
  userId: string,
  accountId: string,
  window: { startDate: string; endDate: string },
): Promise<BankTransactionRow[]> {
  return db
    .select()
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.userId, userId),
        eq(bankTransactions.accountId, accountId),
        gte(bankTransactions.date, window.startDate),
        lte(bankTransactions.date, window.endDate),
      ),
    )
    .orderBy(asc(bankTransactions.date), asc(bankTransactions.id));
}

function toAnalyzedAccount(account: Account): AnalyzedAccount {
  return {
    name: account.name,
    accountId: account.account_id,
    type: account.type,
    subtype: account.subtype,
    balance: account.balances.current,
    mask: account.mask ?? null,
  };
}
