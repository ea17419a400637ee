import { PAST_RESULTS_TASKS_PER_AGENT, getAgent, taskResultOf } from '@ledgerlight/contract';
import type { AgentId, AgentTask } from '@ledgerlight/contract';
import type { PastResultItem } from '@ledgerlight/ui';
import { loadAgentTaskLists } from './agentTasks';

/**
 * The tasks' keys of the server-state store (ADR 0034, ADR 0036). Every task list starts with `all`
 * (an agent's list, past results, the dashboard's, Help's), so that a start or a refunded run that
 * invalidates `all` reaches each of them; `one` is a single task, as the processing poller, the
 * results list's poller and the result page read it.
 */
export const taskKeys = {
  all: ['tasks'],
  pastResults: ['tasks', 'pastResults'],
  agent: (agentId: AgentId) => ['tasks', 'agent', agentId],
  one: (agentId: string, taskId: string) => ['task', agentId, taskId],
} as const;

/** What a past result says in one line: its summary, else its error, else its status text. */
function taskDescription(task: AgentTask): string {
  const summary = taskResultOf(task)?.summary;
  if (typeof summary === 'string' && summary.trim() !== '') return summary;
  const error = task.errorInfo?.message ?? taskResultOf(task)?.error;
  if (error) return error;
  if (task.statusText) return task.statusText;
  return getAgent(task.agentId ?? '')?.description ?? '';
}

/** A task as a row of the past-results lists (/finance-agents, /results). */
function pastResultItem(task: AgentTask, agentId: AgentId): PastResultItem {
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
class PastResultsUnavailableError extends Error {
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
