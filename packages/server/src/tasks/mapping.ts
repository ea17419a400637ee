import { getAgent } from '@ledgerlight/contract';
import type { AgentTask } from '@ledgerlight/contract';

import { agentTasks } from '../db/schema';
import type { AgentTaskRow } from '../db/schema';

/**
 * The columns a task's answer is made of, and its owner (the poll's ownership check): the task poll
 * reads only these (ADR 0015, hot path), not the worker's bookkeeping (attempts, lease, start and
 * finish times).
 */
export const agentTaskViewColumns = {
  id: agentTasks.id,
  userId: agentTasks.userId,
  agentId: agentTasks.agentId,
  status: agentTasks.status,
  statusText: agentTasks.statusText,
  overallStatus: agentTasks.overallStatus,
  accountBeingReviewed: agentTasks.accountBeingReviewed,
  transactionsReviewed: agentTasks.transactionsReviewed,
  selectedAccounts: agentTasks.selectedAccounts,
  options: agentTasks.options,
  cost: agentTasks.cost,
  result: agentTasks.result,
  errorInfo: agentTasks.errorInfo,
  createdAt: agentTasks.createdAt,
  updatedAt: agentTasks.updatedAt,
};

/** A task row with the columns of agentTaskViewColumns. */
export type AgentTaskView = Pick<AgentTaskRow, keyof typeof agentTaskViewColumns>;

/** A task row as the API returns it (product 3, "Agent task"); the result is under `result`. */
export function toAgentTask(row: AgentTaskView): AgentTask {
  const agentName = getAgent(row.agentId)?.name;
  return {
    taskId: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    agent_config: { selectedAccounts: row.selectedAccounts, ...row.options },
    accountIds: row.selectedAccounts,
    credit_cost: row.cost,
    cost: row.cost,
    overallStatus: row.overallStatus,
    accountBeingReviewed: row.accountBeingReviewed,
    transactionsReviewed: row.transactionsReviewed,
    statusText: row.statusText,
    errorInfo: row.errorInfo,
    result: row.result,
    agentId: row.agentId,
    ...(agentName === undefined ? {} : { agentName }),
  };
}
