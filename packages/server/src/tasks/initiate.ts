import { randomUUID } from 'node:crypto';

import { AGENTS, creditCost } from '@ledgerlight/contract';
import type { AgentId, AgentInitiateBody } from '@ledgerlight/contract';
import { and, eq, inArray } from 'drizzle-orm';

import { bookLedgerEntry, getBalance, InsufficientCreditsError, usageEntry } from '../credits/ledger';
import type { Db } from '../db/database';
import { agentTasks, bankAccounts } from '../db/schema';

/**
 * Starting an agent run (docs/architecture.md "Agent runs"): a known agent, every selected account owned by
 * the caller, at most maxAccounts accounts, the cost computed here (product 9), and the debit, the usage
 * ledger entry and the PENDING task written in one transaction.
 *
 * Idempotency: a start may carry the client's Idempotency-Key, stored with the
 * task (unique per user, in the database, so it holds across API processes). A start whose key
 * already made a task returns that task and charges nothing, whether the first is long done or
 * still committing on another process (the unique index makes the second transaction fail, and its
 * debit with it). The same key with another agent or other accounts is refused, as Stripe does.
 */

export type InitiateOutcome =
  | { readonly kind: 'started'; readonly taskId: string; readonly cost: number; readonly balance: number }
  | { readonly kind: 'replayed'; readonly taskId: string }
  | { readonly kind: 'key-reused' }
  | { readonly kind: 'too-many-accounts'; readonly maxAccounts: number }
  | { readonly kind: 'unknown-account'; readonly accountId: string }
  | { readonly kind: 'foreign-account'; readonly accountId: string }
  | { readonly kind: 'insufficient'; readonly required: number; readonly current: number };

/** Attempts when a balance grows between a refused debit and reading it (a purchase landing). */
const MAX_ATTEMPTS = 3;

/** The task an earlier start with this key made, as a replay, or a refusal when the request differs. */
async function earlierStart(
  db: Db,
  userId: string,
  key: string,
  body: AgentInitiateBody,
): Promise<InitiateOutcome | undefined> {
  const [row] = await db
    .select({ id: agentTasks.id, agentId: agentTasks.agentId, selectedAccounts: agentTasks.selectedAccounts })
    .from(agentTasks)
    .where(and(eq(agentTasks.userId, userId), eq(agentTasks.idempotencyKey, key)));
  if (row === undefined) return undefined;
  const same =
    row.agentId === body.agent_type &&
    row.selectedAccounts.length === body.selectedAccounts.length &&
    row.selectedAccounts.every((accountId, index) => accountId === body.selectedAccounts[index]);
  return same ? { kind: 'replayed', taskId: row.id } : { kind: 'key-reused' };
}

/** PostgreSQL's unique_violation, as node-postgres or PGlite report it, maybe wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function initiateTask(
  db: Db,
  userId: string,
  body: AgentInitiateBody,
  idempotencyKey?: string,
): Promise<InitiateOutcome> {
  if (idempotencyKey !== undefined) {
    const earlier = await earlierStart(db, userId, idempotencyKey, body);
    if (earlier !== undefined) return earlier;
  }
  const agentId: AgentId = body.agent_type;
  const agent = AGENTS[agentId];
  const selected = body.selectedAccounts;
  if (agent.maxAccounts > 0 && selected.length > agent.maxAccounts) {
    return { kind: 'too-many-accounts', maxAccounts: agent.maxAccounts };
  }

  const owners = new Map(
    (
      await db
        .select({ id: bankAccounts.id, userId: bankAccounts.userId })
        .from(bankAccounts)
        .where(inArray(bankAccounts.id, [...selected]))
    ).map((row) => [row.id, row.userId]),
  );
  for (const accountId of selected) {
    const owner = owners.get(accountId);
    if (owner === undefined) return { kind: 'unknown-account', accountId };
    if (owner !== userId) return { kind: 'foreign-account', accountId };
  }

  const cost = creditCost(agent, selected.length);
  const options = {
    ...(body.annualIncome === undefined ? {} : { annualIncome: body.annualIncome }),
    ...(body.zipcode === undefined ? {} : { zipcode: body.zipcode }),
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const taskId = randomUUID();
        await tx.insert(agentTasks).values({
          id: taskId,
          userId,
          agentId,
          status: 'PENDING',
          statusText: agent.progressTemplate.initializing,
          selectedAccounts: [...selected],
          options,
          cost,
          ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
        });
        const booked = await bookLedgerEntry(
          tx,
          usageEntry({ userId, taskId, agentId, cost, accountCount: selected.length }),
        );
        if (booked === undefined) throw new Error(`Usage of task ${taskId} was booked twice`);
        return { kind: 'started', taskId, cost, balance: booked.balance } as const;
      });
    } catch (error) {
      if (idempotencyKey !== undefined && isUniqueViolation(error)) {
        // The same start committed meanwhile (a retry racing its first attempt): that one counts.
        const earlier = await earlierStart(db, userId, idempotencyKey, body);
        if (earlier !== undefined) return earlier;
      }
      if (!(error instanceof InsufficientCreditsError)) throw error;
      const current = (await getBalance(db, userId)) ?? 0;
      if (current < cost || attempt >= MAX_ATTEMPTS) {
        return { kind: 'insufficient', required: cost, current: Math.min(current, cost - 1) };
      }
    }
  }
}
