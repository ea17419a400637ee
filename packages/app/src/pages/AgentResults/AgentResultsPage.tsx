import { RESULTS_LIST_POLL_MS, getAgent, taskListOf } from '@ledgerlight/contract';
import type { AgentId, AgentTask } from '@ledgerlight/contract';
import { AgentResults } from '@ledgerlight/ui';
import type { AgentResultsSort, AgentResultsStatusFilter, AgentResultsView } from '@ledgerlight/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/client';
import { logFailures, useRemote } from '../../remote/useRemote';
import { paths, to } from '../../routes/paths';
import { agentResultRow, appendTasks, filterTasks, isActiveTask, replaceTask, sortTasks } from '../../results/taskList';
import { startTaskPolling } from '../../results/taskPolling';

/** The pages of the agent's task list read so far, and the state of Load More. */
interface TaskPages {
  tasks: AgentTask[];
  /** The cursor of the next page; undefined on the last one. */
  nextKey?: string;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

/**
 * The agent's task list (GET /api/agent/{agentId}/tasks, read as `tasks`), a page at a time with
 * `loadMore` (issue 14: every run reachable), and `reload`; while tasks are PENDING or PROCESSING
 * each is read again every 3 s and put in place (spec 2, spec 9). The first page is a useRemote read
 * (ADR 0019); the poller and Load More change its data through `update`.
 */
function useAgentTasks(agentId: AgentId | undefined, pollIntervalMs: number) {
  const loadFirstPage = useMemo(
    () =>
      agentId === undefined
        ? undefined
        : logFailures(
            async (): Promise<TaskPages> => {
              const response = await api('agentTasks', { params: { agentId }, query: {} });
              return {
                tasks: taskListOf(response),
                nextKey: response.nextKey,
                loadingMore: false,
                loadMoreFailed: false,
              };
            },
            'Failed to fetch tasks',
            agentId,
          ),
    [agentId],
  );
  const { state, reload, update } = useRemote(loadFirstPage);

  const activeKey = (state.status === 'ready' ? state.data.tasks : [])
    .filter(isActiveTask)
    .map((task) => task.taskId)
    .join(' ');

  useEffect(() => {
    if (!agentId || activeKey === '') return;
    // A task that settles changes activeKey, which restarts the poller with the ones still running.
    const activeIds = activeKey.split(' ');
    return startTaskPolling({
      activeTaskIds: () => activeIds,
      fetchTask: (taskId) => api('agentResult', { params: { agentId, taskId } }),
      onTask: (task) => update((pages) => ({ ...pages, tasks: replaceTask(pages.tasks, task) })),
      intervalMs: pollIntervalMs,
    });
  }, [agentId, activeKey, pollIntervalMs, update]);

  const nextKey = state.status === 'ready' && !state.data.loadingMore ? state.data.nextKey : undefined;
  const loadMore = useCallback(() => {
    if (!agentId || nextKey === undefined) return;
    update((pages) => ({ ...pages, loadingMore: true, loadMoreFailed: false }));
    // An answer for a cursor that is no longer the list's (a reload came between) changes nothing.
    const ifStillNext = (change: (pages: TaskPages) => TaskPages) =>
      update((pages) => (pages.nextKey === nextKey ? change(pages) : pages));
    api('agentTasks', { params: { agentId }, query: { nextKey } }).then(
      (response) =>
        ifStillNext((pages) => ({
          ...pages,
          tasks: appendTasks(pages.tasks, taskListOf(response)),
          nextKey: response.nextKey,
          loadingMore: false,
        })),
      (error: unknown) => {
        console.error('Failed to fetch tasks', agentId, error);
        ifStillNext((pages) => ({ ...pages, loadingMore: false, loadMoreFailed: true }));
      },
    );
  }, [agentId, nextKey, update]);
  return { state, reload, loadMore };
}

/**
 * /results/{agentId} (spec 2): the agent's tasks with search, a status filter, a sort (spec 4's
 * status order first) and a table or cards view. Retry on a FAILED task reloads the list; an
 * unknown agent id is 'Agent Not Found'.
 */
export interface AgentResultsPageProps {
  /** How often running tasks are read again; spec 9's 3000 ms unless a story speeds it up. */
  pollIntervalMs?: number;
}

export function AgentResultsPage({ pollIntervalMs = RESULTS_LIST_POLL_MS }: AgentResultsPageProps) {
  const { agentId = '' } = useParams();
  const navigate = useNavigate();
  const agent = getAgent(agentId);
  const { state, reload, loadMore } = useAgentTasks(agent?.id, pollIntervalMs);
  const [query, setQuery] = useState('');
  const [statusFilter, setStatusFilter] = useState<AgentResultsStatusFilter>('all');
  const [sort, setSort] = useState<AgentResultsSort>('status');
  const [view, setView] = useState<AgentResultsView>('table');

  const tasks = useMemo(() => (state.status === 'ready' ? state.data.tasks : []), [state]);
  const rows = useMemo(
    () => sortTasks(filterTasks(tasks, { query, status: statusFilter }), sort).map(agentResultRow),
    [tasks, query, statusFilter, sort],
  );

  return (
    <AgentResults
      agent={agent}
      status={agent ? state.status : 'ready'}
      rows={rows}
      totalCount={tasks.length}
      query={query}
      statusFilter={statusFilter}
      sort={sort}
      view={view}
      activeCount={tasks.filter(isActiveTask).length}
      resultHref={(taskId) => to.result(agentId, taskId)}
      processingHref={(taskId) => to.processing(agentId, taskId)}
      runHref={to.agent(agentId)}
      allResultsHref={paths.results}
      agentsHref={paths.financeAgents}
      onQueryChange={setQuery}
      onStatusFilterChange={setStatusFilter}
      onSortChange={setSort}
      onViewChange={setView}
      onReload={reload}
      hasMore={state.status === 'ready' && state.data.nextKey !== undefined}
      loadingMore={state.status === 'ready' && state.data.loadingMore}
      loadMoreFailed={state.status === 'ready' && state.data.loadMoreFailed}
      onLoadMore={loadMore}
      onGoBack={() => void navigate(-1)}
    />
  );
}
