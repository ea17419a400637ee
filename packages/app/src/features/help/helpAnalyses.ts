import { AGENT_LIST, HELP_TASKS_PER_AGENT, taskListOf } from '@ledgerlight/contract';
import type { AgentId, AgentTasksResponse } from '@ledgerlight/contract';
import { taskIdSuffix } from '@ledgerlight/ui';

/** One choice of the Help page's Analysis select. */
export interface HelpAnalysis {
  /** The task id, sent as the support request's analysisId. */
  taskId: string;
  agentId: AgentId;
  agentName: string;
  /** Product 2: the agent name plus the last 8 characters of the task id. */
  label: string;
}

/** Reads one agent's task list: `GET /api/agent/{agentId}/tasks?limit=25` through the API client. */
export type FetchAgentTasks = (agentId: AgentId, limit: number) => Promise<AgentTasksResponse>;

/** "Fraud Detection #k9q3m21z". */
export function helpAnalysisLabel(agentName: string, taskId: string): string {
  return `${agentName} #${taskIdSuffix(taskId)}`;
}

/**
 * The analyses the Help form offers (product 2 and 9): up to 25 tasks of each of the five agents, in the
 * catalogue's agent order, each agent's newest first as the server sends them. The list is read as
 * `tasks` or `items` (product 7). A failed agent list is logged and skipped while the others load.
 */
export async function loadHelpAnalyses(
  fetchTasks: FetchAgentTasks,
  logger: Pick<Console, 'error'> = console,
): Promise<HelpAnalysis[]> {
  const lists = await Promise.all(
    AGENT_LIST.map(async (agent): Promise<HelpAnalysis[]> => {
      try {
        const tasks = taskListOf(await fetchTasks(agent.id, HELP_TASKS_PER_AGENT)).slice(0, HELP_TASKS_PER_AGENT);
        return tasks.map((task) => ({
          taskId: task.taskId,
          agentId: agent.id,
          agentName: agent.name,
          label: helpAnalysisLabel(agent.name, task.taskId),
        }));
      } catch (error) {
        logger.error('Failed to fetch tasks', agent.id, error);
        return [];
      }
    }),
  );
  return lists.flat();
}
