import { randomUUID } from 'node:crypto';

import { AGENTS, creditCost } from '@ledgerlight/contract';
import type { AgentId, AgentInitiateBody } from '@ledgerlight/contract';
import { inArray } from 'drizzle-orm';

import { bookLedgerEntry, getBalance, InsufficientCreditsError, usageEntry } from '../credits/ledger';
import type { Db } from '../db/database';
import { agentTasks, bankAccounts } from '../db/schema';

/**
 * Starting an agent run (ARCHITECTURE "Agent runs"): a known agent, every selected account owned by
 * the caller, at most maxAccounts accounts, the cost computed here (spec 9), and the debit, the usage
 * ledger entry and the PENDING task written in one transaction.
 */

export type InitiateOutcome =
  | { readonly kind: 'started'; readonly taskId: string; readonly cost: number; readonly balance: number }
  | { readonly kind: 'too-many-accounts'; readonly maxAccounts: number }
  | { readonly kind: 'unknown-account'; readonly accountId: string }
  | { readonly kind: 'foreign-account'; readonly accountId: string }
  | { readonly kind: 'insufficient'; readonly required: number; readonly current: number };

/** Attempts when a balance grows between a refused debit and reading it (a purchase landing). */
const MAX_ATTEMPTS = 3;

export async function initiateTask(db: Db, userId: string, body: AgentInitiateBody): Promise<InitiateOutcome> {
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
        });
        const booked = await bookLedgerEntry(
          tx,
          usageEntry({ userId, taskId, agentId, cost, accountCount: selected.length }),
        );
        if (booked === undefined) throw new Error(`Usage of task ${taskId} was booked twice`);
        return { kind: 'started', taskId, cost, balance: booked.balance } as const;
      });
    } catch (error) {
      if (!(error instanceof InsufficientCreditsError)) throw error;
      const current = (await getBalance(db, userId)) ?? 0;
      if (current < cost || attempt >= MAX_ATTEMPTS) {
        return { kind: 'insufficient', required: cost, current: Math.min(current, cost - 1) };
      }
    }
  }
}
