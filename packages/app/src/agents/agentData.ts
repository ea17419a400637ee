import { PAST_RESULTS_TASKS_PER_AGENT, getAgent, taskResultOf } from '@ledgerlight/contract';
import type {
  Account,
  AgentId,
  AgentTask,
  CreditBalance,
  CreditLedgerItem,
  PlaidAccountsResponse,
} from '@ledgerlight/contract';
import type { PastResultItem } from '@ledgerlight/ui';
import { api } from '../api/client';
import { throughCache } from '../remote/cached';
import { loadAgentTaskLists } from './agentTasks';

/** Product 8, screen errors: the accounts of the start modal could not be loaded. */
export const LOAD_ACCOUNTS_FAILED_MESSAGE = 'Failed to load accounts';

/** GET /api/plaid/accounts; pages read it through the product 9 cache: `useRemote(remoteKeys.plaidAccounts, loadPlaidAccounts, { cache: 'plaidAccounts' })`. */
export function loadPlaidAccounts(): Promise<PlaidAccountsResponse> {
  return api('plaidAccounts', {});
}

/** The linked accounts through the product 9 cache (plaid_accounts, 10 minutes), for loaders that combine reads. */
export async function loadAccounts(): Promise<readonly Account[]> {
  return (await throughCache('plaidAccounts', loadPlaidAccounts)).accounts;
}

/**
 * GET /api/credits/balance. Pages about to spend read it fresh and write the product 9 cache (credit_balance):
 * `useRemote(remoteKeys.creditBalance, loadBalance, { cache: 'creditBalance', cacheMode: 'writeOnly' })`.
 */
export function loadBalance(): Promise<CreditBalance> {
  return api('creditBalance', {});
}

/** The latest credit ledger entry (GET /api/credits/transactions?limit=1), for the welcome banner. */
export async function loadLatestCredit(): Promise<CreditLedgerItem | undefined> {
  const response = await api('creditTransactions', { query: { limit: 1 } });
  return response.items[0];
}

/** What a past result says in one line: its summary, else its error, else its status text. */
export function taskDescription(task: AgentTask): string {
  const summary = taskResultOf(task)?.summary;
  if (typeof summary === 'string' && summary.trim() !== '') return summary;
  const error = task.errorInfo?.message ?? taskResultOf(task)?.error;
  if (error) return error;
  if (task.statusText) return task.statusText;
  return getAgent(task.agentId ?? '')?.description ?? '';
}

/** A task as a row of the past-results lists (/finance-agents, /results). */
export function pastResultItem(task: AgentTask, agentId: AgentId): PastResultItem {
  return {
    taskId: task.taskId,
    agentId,
    agentName: getAgent(agentId).name,
    status: task.status,
    overallStatus: task.overallStatus,
    createdAt: task.createdAt,
    description: taskDescription({ ...task, agentId }),
  };
}

/** Raised when not one agent's task list could be loaded ('Failed to fetch results.', product 8). */
export class PastResultsUnavailableError extends Error {
  constructor() {
    super('Failed to fetch results.');
    this.name = 'PastResultsUnavailableError';
  }
}

/**
 * Every agent's recent tasks (GET /api/agent/{agentId}/tasks?limit=25), merged newest first. A
 * failed list for one agent is logged and skipped while the others still load (product 7); when every
 * list fails, PastResultsUnavailableError.
 */
export async function loadPastResults(): Promise<PastResultItem[]> {
  const { lists, failed } = await loadAgentTaskLists(PAST_RESULTS_TASKS_PER_AGENT);
  if (lists.length === 0 && failed.length > 0) throw new PastResultsUnavailableError();
  return lists
    .flatMap(({ agent, tasks }) => tasks.map((task) => pastResultItem(task, agent.id)))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
