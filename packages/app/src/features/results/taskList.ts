import { STATUS_SORT_ORDER, taskAccountIdsOf, taskCostOf } from '@ledgerlight/contract';
import type { AgentTask } from '@ledgerlight/contract';
import { statusLabel, taskIdSuffix } from '@ledgerlight/ui';
import type { AgentResultRow, AgentResultsSort, AgentResultsStatusFilter } from '@ledgerlight/ui';

/** Statuses whose tasks are still moving: the per-agent list polls them (product 2, product 9). */
const ACTIVE_STATUSES: ReadonlySet<string> = new Set(['PENDING', 'PROCESSING']);

/** Whether a task is PENDING or PROCESSING (compared case-insensitively, as product 4 compares statuses). */
export function isActiveTask(task: Pick<AgentTask, 'status'>): boolean {
  return ACTIVE_STATUSES.has(task.status.toUpperCase());
}

/** A status's place in product 4's list order (PROCESSING, PENDING, COMPLETED, FAILED); others last. */
export function statusRank(status: string): number {
  const index = (STATUS_SORT_ORDER as readonly string[]).indexOf(status.toUpperCase());
  return index === -1 ? STATUS_SORT_ORDER.length : index;
}

function newestFirst(a: AgentTask, b: AgentTask): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}

/**
 * The list in the chosen order: 'status' is product 4's order (PROCESSING, PENDING, COMPLETED,
 * FAILED, then any other status), newest first within a status; 'newest' and 'oldest' by createdAt.
 * Stable and non-mutating.
 */
export function sortTasks(tasks: readonly AgentTask[], sort: AgentResultsSort): AgentTask[] {
  const list = [...tasks];
  if (sort === 'newest') return list.sort(newestFirst);
  if (sort === 'oldest') return list.sort((a, b) => newestFirst(b, a));
  return list.sort((a, b) => statusRank(a.status) - statusRank(b.status) || newestFirst(a, b));
}

/** What the search box matches: the task id, its status text, its status line and its error. */
function searchText(task: AgentTask): string {
  return [task.taskId, statusLabel(task), task.status, task.statusText ?? '', task.errorInfo?.message ?? '']
    .join(' ')
    .toLowerCase();
}

/**
 * The tasks that match the status filter ('all' or one status, case-insensitive) and every word of
 * the search (case-insensitive; the task id, 'Analysis #' + its last 8, status and status text).
 */
export function filterTasks(
  tasks: readonly AgentTask[],
  filter: { query: string; status: AgentResultsStatusFilter },
): AgentTask[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  return tasks.filter((task) => {
    if (filter.status !== 'all' && task.status.toUpperCase() !== filter.status) return false;
    const text = `${searchText(task)} analysis #${taskIdSuffix(task.taskId).toLowerCase()}`;
    return words.every((word) => text.includes(word));
  });
}

/** The list with `updated` in place of the task of the same id (the others untouched). */
export function replaceTask(tasks: readonly AgentTask[], updated: AgentTask): AgentTask[] {
  return tasks.map((task) => (task.taskId === updated.taskId ? { ...task, ...updated } : task));
}

/** The list with the next page's tasks after it, leaving out any it already holds. */
export function appendTasks(tasks: readonly AgentTask[], more: readonly AgentTask[]): AgentTask[] {
  const held = new Set(tasks.map((task) => task.taskId));
  return [...tasks, ...more.filter((task) => !held.has(task.taskId))];
}

/** A task as a row of the per-agent list. */
export function agentResultRow(task: AgentTask): AgentResultRow {
  return {
    taskId: task.taskId,
    status: task.status,
    overallStatus: task.overallStatus,
    createdAt: task.createdAt,
    accountCount: taskAccountIdsOf(task).length,
    creditCost: taskCostOf(task),
    statusText: task.statusText,
    errorMessage: task.errorInfo?.message ?? null,
  };
}
