import { getAgent } from '@ledgerlight/contract';
import type { AgentTask } from '@ledgerlight/contract';

import type { AgentTaskRow } from '../db/schema';

/** A task row as the API returns it (spec 3, "Agent task"); the result is under `result`. */
export function toAgentTask(row: AgentTaskRow): AgentTask {
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
