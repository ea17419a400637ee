import { getAgent } from '@ledgerlight/contract';
import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';

import { bookLedgerEntry, refundEntry } from '../credits/ledger';
import type { Db, Tx } from '../db/database';
import { agentTasks } from '../db/schema';
import type { AgentTaskRow } from '../db/schema';

/**
 * Claims and leases of agent tasks (docs/architecture.md "Agent runs"). A worker claims the oldest PENDING
 * task, or a PROCESSING one whose lease has expired (its worker crashed or hung), with
 * `SELECT ... FOR UPDATE SKIP LOCKED` in a transaction, so several workers on one PostgreSQL never
 * claim one task together. Every later write of the run is fenced by the claim (status PROCESSING,
 * the same lease owner and the same attempt), so a worker that lost its lease cannot overwrite the
 * work of the worker that took the task over. Lease times use the database clock, which all
 * processes share.
 */

/** The claim a running task is held under; every write of the run is conditioned on it. */
export interface TaskClaim {
  readonly taskId: string;
  readonly workerId: string;
  /** The task's `attempts` after this claim. */
  readonly attempt: number;
}

/** Claims of a task before it fails with a refund (docs/architecture.md: "returns its credits once"). */
export const DEFAULT_MAX_ATTEMPTS = 3;

/**
 * errorInfo.message of a task that failed through our fault: the analysis threw or produced an invalid
 * result, or its claims kept being lost. The details are only logged.
 */
export const TASK_FAILED_MESSAGE =
  'The analysis could not be completed. Your credits have been refunded; please try again.';

export interface ClaimOptions {
  /** Claims of one task before it fails instead of running again. Defaults to DEFAULT_MAX_ATTEMPTS. */
  readonly maxAttempts?: number;
  /** Told about each task failed (and refunded) because it had used up its attempts. */
  readonly onExhausted?: (task: AgentTaskRow) => void;
}

/** Candidates looked at in one claim: exhausted tasks are failed and the next one is tried. */
const CLAIM_SCAN_LIMIT = 10;

const leaseExpiry = (leaseMs: number) => sql`clock_timestamp() + ${leaseMs} * interval '1 millisecond'`;

/** The condition that the claim still holds: any write of a run that lost its lease changes nothing. */
export function heldBy(claim: TaskClaim) {
  return and(
    eq(agentTasks.id, claim.taskId),
    eq(agentTasks.status, 'PROCESSING'),
    eq(agentTasks.leaseOwner, claim.workerId),
    eq(agentTasks.attempts, claim.attempt),
  );
}

/**
 * Claims the oldest runnable task (PENDING and due, or PROCESSING with an expired lease) for `workerId`: status PROCESSING, lease owner and expiry set,
 * attempts + 1. A candidate that has already been claimed `maxAttempts` times ends FAILED with one
 * refund in the same transaction, and the next candidate is tried.
 * @returns the claimed task as stored after the claim, or undefined when there is none.
 */
export async function claimTask(
  db: Db,
  workerId: string,
  leaseMs: number,
  options: ClaimOptions = {},
): Promise<AgentTaskRow | undefined> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  for (let scanned = 0; scanned < CLAIM_SCAN_LIMIT; scanned += 1) {
    const outcome = await db.transaction(async (tx) => {
      const [candidate] = await tx
        .select()
        .from(agentTasks)
        .where(
          or(
            and(eq(agentTasks.status, 'PENDING'), lte(agentTasks.runAt, sql`clock_timestamp()`)),
            and(eq(agentTasks.status, 'PROCESSING'), lt(agentTasks.leaseExpiresAt, sql`clock_timestamp()`)),
          ),
        )
        .orderBy(asc(agentTasks.createdAt), asc(agentTasks.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (candidate === undefined) return { kind: 'none' } as const;
      if (candidate.attempts >= maxAttempts) {
        const failed = await failInTransaction(tx, candidate, TASK_FAILED_MESSAGE, eq(agentTasks.id, candidate.id));
        return { kind: 'exhausted', task: failed ?? candidate } as const;
      }
      const [claimed] = await tx
        .update(agentTasks)
        .set({
          status: 'PROCESSING',
          leaseOwner: workerId,
          leaseExpiresAt: leaseExpiry(leaseMs),
          attempts: sql`${agentTasks.attempts} + 1`,
          startedAt: candidate.startedAt ?? sql`clock_timestamp()`,
          statusText: getAgent(candidate.agentId)?.progressTemplate.initializing ?? 'Initializing analysis...',
          accountBeingReviewed: null,
          transactionsReviewed: 0,
        })
        .where(eq(agentTasks.id, candidate.id))
        .returning();
      return { kind: 'claimed', task: claimed } as const;
    });
    if (outcome.kind === 'none') return undefined;
    if (outcome.kind === 'claimed') return outcome.task;
    options.onExhausted?.(outcome.task);
  }
  return undefined;
}

/** Moves the lease of a held claim forward. @returns false when the claim was lost. */
export async function renewLease(db: Db, claim: TaskClaim, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(agentTasks)
    .set({ leaseExpiresAt: leaseExpiry(leaseMs) })
    .where(heldBy(claim))
    .returning({ id: agentTasks.id });
  return renewed.length > 0;
}

/** The first retry's back-off; each further attempt doubles it, up to DEFAULT_RETRY_MAX_MS. */
export const DEFAULT_RETRY_BASE_MS = 1_000;
export const DEFAULT_RETRY_MAX_MS = 60_000;

/** The back-off after a failed attempt `attempt` (1 for the first): base × 2^(attempt − 1), at most `maxMs`. */
export function retryDelayMs(attempt: number, baseMs = DEFAULT_RETRY_BASE_MS, maxMs = DEFAULT_RETRY_MAX_MS): number {
  const exponent = Math.max(0, attempt - 1);
  // 2^exponent overflows to Infinity long after it passed any cap.
  return Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 52));
}

/**
 * Puts a held task back after a failed attempt (its database writes failed mid-run): PENDING, lease
 * cleared, claimable again `delayMs` from now (database clock). The attempt stays counted, so a task
 * that keeps failing ends FAILED with one refund at its last claim. @returns false when the claim was lost.
 */
export async function retryLater(db: Db, claim: TaskClaim, delayMs: number): Promise<boolean> {
  const requeued = await db
    .update(agentTasks)
    .set({
      status: 'PENDING',
      leaseOwner: null,
      leaseExpiresAt: null,
      runAt: sql`clock_timestamp() + ${delayMs} * interval '1 millisecond'`,
      accountBeingReviewed: null,
      transactionsReviewed: null,
    })
    .where(heldBy(claim))
    .returning({ id: agentTasks.id });
  return requeued.length > 0;
}

/**
 * How long until a task that is not runnable now becomes runnable: the earliest run_at of a waiting
 * task, or the earliest lease expiry of a running one (a crashed worker's). Undefined when neither
 * exists; 0 or less when one is due already.
 */
export async function nextDueInMs(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({
      ms: sql<number | null>`(extract(epoch from least(
        min(${agentTasks.runAt}) filter (where ${agentTasks.status} = 'PENDING'),
        min(${agentTasks.leaseExpiresAt}) filter (where ${agentTasks.status} = 'PROCESSING')
      ) - clock_timestamp()) * 1000)::float8`,
    })
    .from(agentTasks)
    .where(or(eq(agentTasks.status, 'PENDING'), eq(agentTasks.status, 'PROCESSING')));
  return row?.ms ?? undefined;
}

/**
 * Gives a held task back (graceful shutdown): PENDING, lease cleared, and the claim not counted as an
 * attempt, so another worker starts it afresh. @returns false when the claim was already lost.
 */
export async function releaseTask(db: Db, claim: TaskClaim): Promise<boolean> {
  const released = await db
    .update(agentTasks)
    .set({
      status: 'PENDING',
      leaseOwner: null,
      leaseExpiresAt: null,
      attempts: sql`greatest(${agentTasks.attempts} - 1, 0)`,
      accountBeingReviewed: null,
      transactionsReviewed: null,
    })
    .where(heldBy(claim))
    .returning({ id: agentTasks.id });
  return released.length > 0;
}

/**
 * Ends a held task FAILED with `message` and books its refund (idempotency key `refund:<taskId>`) in
 * the same transaction. @returns false when the claim was lost (nothing changes then).
 */
export async function failTask(db: Db, claim: TaskClaim, message: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [task] = await tx.select().from(agentTasks).where(heldBy(claim)).for('update');
    if (task === undefined) return false;
    return (await failInTransaction(tx, task, message, heldBy(claim))) !== undefined;
  });
}

async function failInTransaction(
  tx: Tx,
  task: AgentTaskRow,
  message: string,
  condition: ReturnType<typeof heldBy>,
): Promise<AgentTaskRow | undefined> {
  const agent = getAgent(task.agentId);
  const [failed] = await tx
    .update(agentTasks)
    .set({
      status: 'FAILED',
      statusText: agent?.progressTemplate.error ?? 'Analysis failed. Please try again.',
      errorInfo: { message },
      leaseOwner: null,
      leaseExpiresAt: null,
      finishedAt: sql`clock_timestamp()`,
    })
    .where(condition)
    .returning();
  if (failed === undefined) return undefined;
  if (agent !== undefined && task.cost > 0) {
    await bookLedgerEntry(
      tx,
      refundEntry({ userId: task.userId, taskId: task.id, agentId: agent.id, cost: task.cost }),
    );
  }
  return failed;
}
