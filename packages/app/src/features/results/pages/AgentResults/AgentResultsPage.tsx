import { RESULTS_LIST_POLL_MS, getAgent, taskListOf } from '@ledgerlight/contract';
import type { AgentId, AgentTask } from '@ledgerlight/contract';
import { AgentResults } from '@ledgerlight/ui';
import type { AgentResultsSort, AgentResultsStatusFilter, AgentResultsView } from '@ledgerlight/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../../../lib/api/client';
import { logFailures, useRemote } from '../../../../lib/store/useRemote';
import { paths, to } from '../../../../config/paths';
import { agentResultRow, appendTasks, filterTasks, isActiveTask, replaceTask, sortTasks } from '../../taskList';
import { taskKeys } from '../../queries';

/**
 * Reads one PENDING or PROCESSING task again every `intervalMs` (product 2, product 9: 3 s) under its store
 * key, so that the result page finds what it last read (ADR 0034), and hands each answer to `onTask`.
 * The first read is one interval after the list's; a failed read is skipped (the next one tries
 * again); a hidden tab skips its turn.
 */
function TaskPoller({
  agentId,
  task,
  intervalMs,
  onTask,
}: {
  agentId: AgentId;
  task: AgentTask;
  intervalMs: number;
  onTask: (task: AgentTask) => void;
}) {
  const { taskId } = task;
  const load = useCallback(() => api('agentResult', { params: { agentId, taskId } }), [agentId, taskId]);
  const { state } = useRemote(taskKeys.one(agentId, taskId), load, {
    initialData: task,
    staleTime: intervalMs,
    refetchInterval: intervalMs,
  });
  const polled = state.status === 'ready' ? state.data : undefined;
  useEffect(() => {
    if (polled) onTask(polled);
  }, [polled, onTask]);
  return null;
}

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
 * `loadMore` (ADR 0029: every run reachable), and `reload`; while tasks are PENDING or PROCESSING
 * each is read again every 3 s by its TaskPoller and put in place (product 2, product 9). The first page is
 * a read of the store's agentTasks key (ADR 0034); the pollers and Load More change its data through `update`.
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
  const { state, reload, update } = useRemote(
    agentId === undefined ? undefined : taskKeys.agent(agentId),
    loadFirstPage,
  );

  // A task that settles leaves this list, which unmounts its poller: polling stops by itself.
  const activeTasks = (state.status === 'ready' ? state.data.tasks : []).filter(isActiveTask);
  const putInPlace = useCallback(
    (task: AgentTask) => update((pages) => ({ ...pages, tasks: replaceTask(pages.tasks, task) })),
    [update],
  );
  const pollers =
    agentId === undefined
      ? null
      : activeTasks.map((task) => (
          <TaskPoller key={task.taskId} agentId={agentId} task={task} intervalMs={pollIntervalMs} onTask={putInPlace} />
        ));

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
  return { state, reload, loadMore, pollers };
}

/**
 * /results/{agentId} (product 2): the agent's tasks with search, a status filter, a sort (product 4's
 * status order first) and a table or cards view. Retry on a FAILED task reloads the list; an
 * unknown agent id is 'Agent Not Found'.
 */
export interface AgentResultsPageProps {
  /** How often running tasks are read again; product 9's 3000 ms unless a story speeds it up. */
  pollIntervalMs?: number;
}

export function AgentResultsPage({ pollIntervalMs = RESULTS_LIST_POLL_MS }: AgentResultsPageProps) {
  const { agentId = '' } = useParams();
  const navigate = useNavigate();
  const agent = getAgent(agentId);
  const { state, reload, loadMore, pollers } = useAgentTasks(agent?.id, pollIntervalMs);
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
    <>
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
      {pollers}
    </>
  );
}
