import { refundEntryWording, usageEntryWording, WELCOME_CREDITS, WELCOME_ENTRY_WORDING } from '@ledgerlight/contract';
import type { AgentId, CreditLedgerItem, CreditLedgerMetadata, LedgerEntryType } from '@ledgerlight/contract';
import { and, eq, sql } from 'drizzle-orm';

import type { Db, Queryable, Tx } from '../db/database';
import { readKeysetPage } from '../db/keysetPage';
import type { KeysetPage } from '../db/keysetPage';
import { creditLedgerEntries, users } from '../db/schema';
import type { LedgerEntryRow } from '../db/schema';

/**
 * The credit ledger. The balance changes only here: `bookLedgerEntry` writes the entry and moves
 * `users.balance` by its amount in the caller's transaction, so the balance always equals the sum of
 * the entries. A debit is a conditional UPDATE that cannot take the balance below zero, and the
 * unique idempotency key books each cause (welcome, purchase session, task usage, task refund) once.
 */

export interface LedgerEntryInput {
  readonly userId: string;
  readonly type: LedgerEntryType;
  /** Positive adds credits, negative spends them. Never 0. */
  readonly amount: number;
  readonly description: string;
  readonly note?: string | undefined;
  readonly packageType?: string | undefined;
  readonly metadata?: CreditLedgerMetadata | undefined;
  /** Books the entry at most once: see ledgerKeys. */
  readonly idempotencyKey: string;
  readonly taskId?: string | undefined;
  readonly paymentSessionId?: string | undefined;
}

/** The idempotency key of each cause of a ledger entry. */
export const ledgerKeys = {
  welcome: (userId: string) => `welcome:${userId}`,
  purchase: (providerSessionId: string) => `purchase:${providerSessionId}`,
  usage: (taskId: string) => `usage:${taskId}`,
  refund: (taskId: string) => `refund:${taskId}`,
} as const;

/** A debit larger than the balance. Thrown inside the transaction, so the transaction rolls back. */
export class InsufficientCreditsError extends Error {
  override readonly name = 'InsufficientCreditsError';
  constructor(readonly required: number) {
    super(`Insufficient credits: ${required} required`);
  }
}

export interface BookedEntry {
  readonly entry: LedgerEntryRow;
  /** The balance after the entry. */
  readonly balance: number;
}

/**
 * Books one entry and moves the balance by its amount, inside `tx`.
 * @returns the entry and the new balance, or undefined when the idempotency key was booked before
 *   (nothing changes then).
 * @throws InsufficientCreditsError when a debit would take the balance below zero; let it propagate
 *   out of the transaction callback so the transaction rolls back.
 */
export async function bookLedgerEntry(tx: Tx, input: LedgerEntryInput): Promise<BookedEntry | undefined> {
  if (!Number.isInteger(input.amount) || input.amount === 0) {
    throw new RangeError(`A ledger amount must be a whole number other than 0, got ${input.amount}`);
  }
  const [entry] = await tx
    .insert(creditLedgerEntries)
    .values({
      userId: input.userId,
      type: input.type,
      amount: input.amount,
      description: input.description,
      note: input.note ?? null,
      packageType: input.packageType ?? null,
      metadata: input.metadata ?? null,
      idempotencyKey: input.idempotencyKey,
      taskId: input.taskId ?? null,
      paymentSessionId: input.paymentSessionId ?? null,
    })
    .onConflictDoNothing({ target: creditLedgerEntries.idempotencyKey })
    .returning();
  if (entry === undefined) return undefined;
  const [updated] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${input.amount}` })
    .where(and(eq(users.id, input.userId), sql`${users.balance} + ${input.amount} >= 0`))
    .returning({ balance: users.balance });
  if (updated === undefined) throw new InsufficientCreditsError(-input.amount);
  return { entry, balance: updated.balance };
}

/** The welcome bonus of a new user (product 1, product 9): once per user. */
export function welcomeBonusEntry(userId: string): LedgerEntryInput {
  return {
    userId,
    type: 'purchase',
    amount: WELCOME_CREDITS,
    ...WELCOME_ENTRY_WORDING,
    idempotencyKey: ledgerKeys.welcome(userId),
  };
}

/** The charge for starting an agent run (negative). */
export function usageEntry(task: {
  userId: string;
  taskId: string;
  agentId: AgentId;
  cost: number;
  accountCount: number;
}): LedgerEntryInput {
  return {
    userId: task.userId,
    type: 'usage',
    amount: -task.cost,
    ...usageEntryWording(task),
    metadata: { agentId: task.agentId, taskId: task.taskId },
    idempotencyKey: ledgerKeys.usage(task.taskId),
    taskId: task.taskId,
  };
}

/** Credits returned once for a run that failed through our fault. */
export function refundEntry(task: {
  userId: string;
  taskId: string;
  agentId: AgentId;
  cost: number;
}): LedgerEntryInput {
  return {
    userId: task.userId,
    type: 'refund',
    amount: task.cost,
    ...refundEntryWording(task),
    metadata: { agentId: task.agentId, taskId: task.taskId },
    idempotencyKey: ledgerKeys.refund(task.taskId),
    taskId: task.taskId,
  };
}

/**
 * The balance read of GET /api/credits/balance as a prepared statement: built once, and on
 * PostgreSQL parsed and planned once per connection (the hot path of ADR 0015).
 */
export function prepareBalanceRead(db: Db): (userId: string) => Promise<number | undefined> {
  const query = db
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('credit_balance');
  return async (userId) => (await query.execute({ userId }))[0]?.balance;
}

/** The user's balance, or undefined for an unknown user. */
export async function getBalance(db: Queryable, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row?.balance;
}

/** The sum of the user's ledger entries (equal to the balance; used by consistency checks). */
export async function ledgerSum(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | number | null>`sum(${creditLedgerEntries.amount})` })
    .from(creditLedgerEntries)
    .where(eq(creditLedgerEntries.userId, userId));
  return Number(row?.sum ?? 0);
}

/**
 * A page of the user's entries, newest first (by createdAt, then id), continuing after `nextKey` when
 * given (db/keysetPage.ts; a key that is not ours is a 400).
 */
export function listLedgerEntries(
  db: Queryable,
  userId: string,
  request: { limit: number; nextKey?: string | undefined },
): Promise<KeysetPage<LedgerEntryRow>> {
  return readKeysetPage(creditLedgerEntries, request, ({ after, orderBy, limit }) =>
    db
      .select()
      .from(creditLedgerEntries)
      .where(and(eq(creditLedgerEntries.userId, userId), after))
      .orderBy(...orderBy)
      .limit(limit),
  );
}

/** A ledger row as the API returns it (product 3). */
export function toLedgerItem(row: LedgerEntryRow): CreditLedgerItem {
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
    ...(row.note === null ? {} : { note: row.note }),
    ...(row.packageType === null ? {} : { packageType: row.packageType }),
    ...(row.metadata === null ? {} : { metadata: row.metadata }),
  };
}
