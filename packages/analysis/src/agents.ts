import type { Account, AgentId, ProducedAgentResult, Transaction } from '@ledgerlight/contract';

import { analyzeBudget } from './budget';
import type { AnalysisRunOptions } from './corrections';
import { analyzeDiscretionary } from './discretionary';
import { analyzeFraud } from './fraud';
import { analyzeRecurring } from './recurring';
import { analyzeSavings } from './savings';

/**
 * One pure function per agent (docs/architecture.md: `(accounts, transactions, options, now) -> result`):
 * no network, no randomness, no clock but `now`. Results are shaped as the contract's produced
 * schemas (product 3).
 */
export type AgentAnalysis<A extends AgentId> = (
  accounts: readonly Account[],
  transactions: readonly Transaction[],
  options: AnalysisRunOptions,
  now: Date,
) => ProducedAgentResult<A>;

export const ANALYSES: { readonly [A in AgentId]: AgentAnalysis<A> } = {
  fraud_detection: analyzeFraud,
  budget_builder: analyzeBudget,
  recurring_expenses: analyzeRecurring,
  savings_finder: analyzeSavings,
  discretionary_spending: analyzeDiscretionary,
};

/**
 * Runs one agent's analysis. `options.corrections` are the user's rules (ADR 0040), newest first; the
 * result's `corrections.applied` lists those that touched the run.
 */
export function runAnalysis<A extends AgentId>(
  agentId: A,
  accounts: readonly Account[],
  transactions: readonly Transaction[],
  options: AnalysisRunOptions,
  now: Date,
): ProducedAgentResult<A> {
  const analysis: AgentAnalysis<A> = ANALYSES[agentId];
  return analysis(accounts, transactions, options, now);
}
