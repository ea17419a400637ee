import { AGENT_IDS, DASHBOARD_TASKS_PER_AGENT, taskListOf } from '@ledgerlight/contract';
import type { AgentId, AgentTask, Transaction } from '@ledgerlight/contract';
import { api } from '../../lib/api/client';
import { accountKeys } from '../bankLink';
import { taskKeys } from '../results';
import type { TasksByAgent } from './dashboardView';

/**
 * The dashboard's keys of the server-state store (ADR 0034, ADR 0036): its task lists under the tasks'
 * prefix, the spending chart's transactions under the linked accounts'.
 */
export const dashboardKeys = {
  tasksByAgent: [...taskKeys.all, 'byAgent'],
  spending: [...accountKeys.all, 'spending'],
} as const;

/** Product 8: the dashboard's internal log message (never displayed). */
const DASHBOARD_LOAD_FAILED_LOG = 'Failed to load dashboard data';

/**
 * Every agent's latest tasks, GET /api/agent/{agentId}/tasks?limit=5, all five in parallel. A list
 * that fails is logged and skipped while the others still load (product 7): its agent is absent from
 * the answer, which therefore never rejects.
 */
export async function loadTasksByAgent(logger: Pick<Console, 'error'> = console): Promise<TasksByAgent> {
  const lists = await Promise.allSettled(
    AGENT_IDS.map(async (agentId): Promise<[AgentId, AgentTask[]]> => {
      const response = await api('agentTasks', { params: { agentId }, query: { limit: DASHBOARD_TASKS_PER_AGENT } });
      return [agentId, taskListOf(response).slice(0, DASHBOARD_TASKS_PER_AGENT)];
    }),
  );
  const tasksByAgent: Partial<Record<AgentId, readonly AgentTask[]>> = {};
  lists.forEach((list, index) => {
    if (list.status === 'fulfilled') {
      const [agentId, tasks] = list.value;
      tasksByAgent[agentId] = tasks;
    } else {
      logger.error(DASHBOARD_LOAD_FAILED_LOG, AGENT_IDS[index], list.reason);
    }
  });
  return tasksByAgent;
}

/** The transactions behind the spending chart (GET /api/plaid/transactions); a failure is logged and rethrown. */
export async function loadSpendingTransactions(logger: Pick<Console, 'error'> = console): Promise<Transaction[]> {
  try {
    const response = await api('plaidTransactions', {});
    return response.transactions;
  } catch (error) {
    logger.error(DASHBOARD_LOAD_FAILED_LOG, 'transactions', error);
    throw error;
  }
}
