import { CACHE_KEYS, PAST_RESULTS_TASKS_PER_AGENT, getAgent, taskResultOf } from '@ledgerlight/contract';
import type { Account, AgentId, AgentTask, CreditLedgerItem, PlaidAccountsResponse } from '@ledgerlight/contract';
import type { PastResultItem } from '@ledgerlight/ui';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/client';
import { readCache, writeCache } from '../cache/cache';
import { loadAgentTaskLists } from './agentTasks';

/** Spec 8, screen errors: the accounts of the start modal could not be loaded. */
export const LOAD_ACCOUNTS_FAILED_MESSAGE = 'Failed to load accounts';

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/** Runs `load` on mount (pass a stable function); the answer is dropped if the page has gone. */
export function useRemote<T>(load: () => Promise<T>): Remote<T> {
  return useReloadableRemote(load).state;
}

/**
 * useRemote with `reload`: runs `load` again (showing loading meanwhile), for Try again buttons.
 * An answer that arrives after a newer load started, or after the page has gone, is dropped.
 */
export function useReloadableRemote<T>(load: () => Promise<T>): { state: Remote<T>; reload: () => void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      () => {
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, reload };
}

/** The linked accounts, through the spec 9 cache (plaid_accounts, 10 minutes). */
export async function loadAccounts(): Promise<readonly Account[]> {
  const cached = readCache<PlaidAccountsResponse>(CACHE_KEYS.plaidAccounts);
  if (cached && Array.isArray(cached.accounts)) return cached.accounts;
  const response = await api('plaidAccounts', {});
  writeCache(CACHE_KEYS.plaidAccounts, response);
  return response.accounts;
}

/** The credit balance, fresh from the server, written to the spec 9 cache (credit_balance). */
export async function loadBalance(): Promise<number> {
  const response = await api('creditBalance', {});
  writeCache(CACHE_KEYS.creditBalance, response);
  return response.balance;
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

/** Raised when not one agent's task list could be loaded ('Failed to fetch results.', spec 8). */
export class PastResultsUnavailableError extends Error {
  constructor() {
    super('Failed to fetch results.');
    this.name = 'PastResultsUnavailableError';
  }
}

/**
 * Every agent's recent tasks (GET /api/agent/{agentId}/tasks?limit=25), merged newest first. A
 * failed list for one agent is logged and skipped while the others still load (spec 7); when every
 * list fails, PastResultsUnavailableError.
 */
export async function loadPastResults(): Promise<PastResultItem[]> {
  const { lists, failed } = await loadAgentTaskLists(PAST_RESULTS_TASKS_PER_AGENT);
  if (lists.length === 0 && failed.length > 0) throw new PastResultsUnavailableError();
  return lists
    .flatMap(({ agent, tasks }) => tasks.map((task) => pastResultItem(task, agent.id)))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
