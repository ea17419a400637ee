import { and, inArray, isNotNull, isNull, lte } from 'drizzle-orm';

import type { Db } from '../db/database';
import {
  agentTasks,
  bankAccounts,
  bankTransactions,
  creditLedgerEntries,
  linkedItems,
  localCheckoutSessions,
  paymentSessions,
  supportRequests,
  users,
} from '../db/schema';

/**
 * The retention job of deleted accounts (ADR 0033): it removes a deleted user's
 * data on the schedule the privacy page states (product 1: "Account data is kept 30 days after
 * deletion; financial data 3-12 months; analysis results up to 2 years"). Each pass is a few
 * set-based statements, safe to run from any number of processes at once and to repeat.
 *
 * - Account data, ACCOUNT_DATA_RETENTION_DAYS after deletion: the profile (email, names, picture),
 *   the credit ledger and balance, payments and checkout sessions, support requests. The users row
 *   stays as a tombstone with no personal data (its id is the identity provider's random `sub`), so
 *   that a token of the deleted identity can never provision the account again, and the data still
 *   kept below keeps its owner.
 * - Financial data, FINANCIAL_DATA_RETENTION_DAYS after deletion: linked items, bank accounts and
 *   transactions (already unlinked at the bank provider by the deletion).
 * - Analysis results, ANALYSIS_RESULTS_RETENTION_DAYS after deletion: the user's agent tasks.
 *
 * Usage logs (90 days) are the log pipeline's retention, not the database's (docs/deploy.md).
 */

/** Account data: "kept 30 days after deletion". */
export const ACCOUNT_DATA_RETENTION_DAYS = 30;
/**
 * Financial data: the privacy page allows 3 to 12 months; the shortest, because nothing needs a
 * deleted user's bank data once the account is gone (ADR 0033).
 */
export const FINANCIAL_DATA_RETENTION_DAYS = 90;
/** Analysis results: "up to 2 years". */
export const ANALYSIS_RESULTS_RETENTION_DAYS = 730;

/** How often a process runs the job. */
const RETENTION_INTERVAL_MS = 60 * 60_000;

const DAY_MS = 24 * 60 * 60_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** What one pass removed. */
export interface RetentionPass {
  /** Users whose account data was removed. */
  readonly accounts: number;
  readonly linkedItems: number;
  readonly bankTransactions: number;
  readonly agentTasks: number;
}

/** One pass of the job at `now`. */
export async function purgeDeletedAccounts(db: Db, now: Date): Promise<RetentionPass> {
  const deletedBefore = (days: number) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(and(isNotNull(users.deletedAt), lte(users.deletedAt, daysBefore(now, days))));

  const accounts = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          isNotNull(users.deletedAt),
          isNull(users.accountDataPurgedAt),
          lte(users.deletedAt, daysBefore(now, ACCOUNT_DATA_RETENTION_DAYS)),
        ),
      )
      .for('update', { skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return 0;
    await tx.delete(supportRequests).where(inArray(supportRequests.userId, ids));
    await tx.delete(creditLedgerEntries).where(inArray(creditLedgerEntries.userId, ids));
    await tx.delete(paymentSessions).where(inArray(paymentSessions.userId, ids));
    await tx.delete(localCheckoutSessions).where(inArray(localCheckoutSessions.userId, ids));
    await tx
      .update(users)
      .set({
        email: null,
        givenName: null,
        familyName: null,
        name: null,
        picture: null,
        balance: 0,
        accountDataPurgedAt: now,
      })
      .where(inArray(users.id, ids));
    return ids.length;
  });

  const financial = await db.transaction(async (tx) => {
    const owners = deletedBefore(FINANCIAL_DATA_RETENTION_DAYS);
    const transactions = await tx
      .delete(bankTransactions)
      .where(inArray(bankTransactions.userId, owners))
      .returning({ id: bankTransactions.id });
    await tx.delete(bankAccounts).where(inArray(bankAccounts.userId, owners));
    const items = await tx
      .delete(linkedItems)
      .where(inArray(linkedItems.userId, owners))
      .returning({ id: linkedItems.id });
    return { items: items.length, transactions: transactions.length };
  });

  const tasks = await db
    .delete(agentTasks)
    .where(inArray(agentTasks.userId, deletedBefore(ANALYSIS_RESULTS_RETENTION_DAYS)))
    .returning({ id: agentTasks.id });

  return {
    accounts,
    linkedItems: financial.items,
    bankTransactions: financial.transactions,
    agentTasks: tasks.length,
  };
}

/** The logger the job writes to. */
interface RetentionLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface RetentionJobOptions {
  readonly db: Db;
  readonly logger: RetentionLogger;
  readonly intervalMs?: number;
  readonly now?: () => Date;
}

/** The job: a pass at start, then every intervalMs, until stopped. A failed pass is logged and retried next time. */
export function startRetentionJob(options: RetentionJobOptions): { stop(): Promise<void> } {
  const now = options.now ?? (() => new Date());
  let current: Promise<void> = Promise.resolve();
  const pass = () => {
    current = purgeDeletedAccounts(options.db, now()).then(
      (removed) => {
        if (removed.accounts + removed.linkedItems + removed.bankTransactions + removed.agentTasks > 0) {
          options.logger.info({ ...removed }, 'retention: data of deleted accounts removed');
        }
      },
      (error: unknown) => options.logger.warn({ err: error }, 'retention pass failed; retried at the next'),
    );
  };
  pass();
  const timer = setInterval(pass, options.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
