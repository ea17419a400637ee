import { AGENT_LIST, taskListOf } from '@ledgerlight/contract';
import type { AgentDefinition, AgentId, AgentTask } from '@ledgerlight/contract';
import { api } from '../../lib/api/client';

/** Product 8: the log line of a failed task list (logged, not shown). */
export const TASKS_FETCH_FAILED_LOG = 'Failed to fetch tasks';

/** One agent's task list, newest first as the server sends it. */
interface AgentTaskList {
  readonly agent: AgentDefinition;
  readonly tasks: readonly AgentTask[];
}

export interface AgentTaskLists {
  /** The lists that loaded, in the catalogue's agent order. */
  readonly lists: readonly AgentTaskList[];
  /** The agents whose list failed (each logged). */
  readonly failed: readonly AgentId[];
}

/** Reads one agent's list: `GET /api/agent/{agentId}/tasks` (with `?limit=` when given). */
export type FetchAgentTaskList = (agentId: AgentId, limit: number | undefined) => Promise<readonly AgentTask[]>;

const fetchThroughApi: FetchAgentTaskList = async (agentId, limit) =>
  taskListOf(await api('agentTasks', { params: { agentId }, query: { limit } }));

/**
 * Every agent's task list at once (product 7): a list that fails is logged ('Failed to fetch tasks')
 * and skipped while the others still load. The caller decides what "all failed" means for its page.
 */
export async function loadAgentTaskLists(
  limit: number | undefined,
  fetchList: FetchAgentTaskList = fetchThroughApi,
  logger: Pick<Console, 'error'> = console,
): Promise<AgentTaskLists> {
  const settled = await Promise.all(
    AGENT_LIST.map(async (agent) => {
      try {
        const tasks = await fetchList(agent.id, limit);
        return { agent, tasks: limit === undefined ? tasks : tasks.slice(0, limit) };
      } catch (error) {
        logger.error(TASKS_FETCH_FAILED_LOG, agent.id, error);
        return agent.id;
      }
    }),
  );
  return {
    lists: settled.filter((entry): entry is AgentTaskList => typeof entry !== 'string'),
    failed: settled.filter((entry): entry is AgentId => typeof entry === 'string'),
  };
}
