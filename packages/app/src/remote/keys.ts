import type { AgentId } from '@ledgerlight/contract';

/**
 * Every key of the server-state store, in one place (ADR 0034). The first part names what the server
 * holds, so that one invalidation reaches every read of it: a start or a refunded run invalidates
 * `creditBalance` and `tasks`, a purchase `creditBalance` and `credits`, a new link `plaidAccounts`.
 * `creditBalance` and `plaidAccounts` are also the names of their product 9 caches (remote/cached.ts).
 */
export const remoteKeys = {
  creditBalance: ['creditBalance'],
  plaidAccounts: ['plaidAccounts'],
  accountsSummary: ['plaidAccounts', 'summary'],
  transactions: ['plaidAccounts', 'transactions'],
  spendingTransactions: ['plaidAccounts', 'spending'],
  credits: ['credits'],
  latestCredit: ['credits', 'latest'],
  tasks: ['tasks'],
  pastResults: ['tasks', 'pastResults'],
  tasksByAgent: ['tasks', 'byAgent'],
  agentTasks: (agentId: AgentId) => ['tasks', 'agent', agentId],
  /** One task, as the processing poller, the results list's poller and the result page read it. */
  task: (agentId: string, taskId: string) => ['task', agentId, taskId],
  helpAnalyses: ['tasks', 'help'],
} as const;
