import type { AgentTask } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';
import { agentResultRow, appendTasks, filterTasks, isActiveTask, replaceTask, sortTasks, statusRank } from './taskList';

const task = (taskId: string, status: string, createdAt: string, extra: Partial<AgentTask> = {}): AgentTask => ({
  taskId,
  status,
  createdAt,
  ...extra,
});

const TASKS = [
  task('t-completed-old', 'COMPLETED', '2026-10-01T10:00:00.000Z'),
  task('t-failed', 'FAILED', '2026-10-05T10:00:00.000Z', { errorInfo: { message: 'Bank timed out' } }),
  task('t-pending', 'pending', '2026-10-03T10:00:00.000Z'),
  task('t-processing', 'PROCESSING', '2026-10-02T10:00:00.000Z', { statusText: 'Analyzing 212 transactions' }),
  task('t-completed-new', 'COMPLETED', '2026-10-06T10:00:00.000Z', { overallStatus: 'Done' }),
  task('t-odd', 'QUEUED_ELSEWHERE', '2026-10-07T10:00:00.000Z'),
];

const ids = (tasks: readonly AgentTask[]) => tasks.map((t) => t.taskId);

describe('statusRank and sortTasks', () => {
  it("orders by product 4's status order, case-insensitively, unknown statuses last", () => {
    expect(['PROCESSING', 'pending', 'Completed', 'FAILED', 'other'].map(statusRank)).toEqual([0, 1, 2, 3, 4]);
  });

  it('sorts by status, newest first within a status', () => {
    expect(ids(sortTasks(TASKS, 'status'))).toEqual([
      't-processing',
      't-pending',
      't-completed-new',
      't-completed-old',
      't-failed',
      't-odd',
    ]);
  });

  it('sorts newest first and oldest first by createdAt', () => {
    expect(ids(sortTasks(TASKS, 'newest'))).toEqual([
      't-odd',
      't-completed-new',
      't-failed',
      't-pending',
      't-processing',
      't-completed-old',
    ]);
    expect(ids(sortTasks(TASKS, 'oldest'))).toEqual([...ids(sortTasks(TASKS, 'newest'))].reverse());
  });

  it('does not change the list it is given', () => {
    const before = ids(TASKS);
    sortTasks(TASKS, 'status');
    expect(ids(TASKS)).toEqual(before);
  });
});

describe('filterTasks', () => {
  it('keeps every task for status all and an empty search', () => {
    expect(filterTasks(TASKS, { query: '', status: 'all' })).toHaveLength(TASKS.length);
  });

  it('filters by status case-insensitively', () => {
    expect(ids(filterTasks(TASKS, { query: '', status: 'PENDING' }))).toEqual(['t-pending']);
    expect(ids(filterTasks(TASKS, { query: '', status: 'COMPLETED' }))).toEqual(['t-completed-old', 't-completed-new']);
  });

  it('searches ids, the shown analysis number, status text and errors, every word, any case', () => {
    expect(ids(filterTasks(TASKS, { query: 'BANK timed', status: 'all' }))).toEqual(['t-failed']);
    expect(ids(filterTasks(TASKS, { query: '212', status: 'all' }))).toEqual(['t-processing']);
    expect(ids(filterTasks(TASKS, { query: 'analysis #eted-new', status: 'all' }))).toEqual(['t-completed-new']);
    expect(ids(filterTasks(TASKS, { query: 'done', status: 'COMPLETED' }))).toEqual(['t-completed-new']);
    expect(filterTasks(TASKS, { query: 'nothing like this', status: 'all' })).toEqual([]);
  });
});

describe('isActiveTask, replaceTask and agentResultRow', () => {
  it('counts PENDING and PROCESSING, in any case, as active', () => {
    expect(TASKS.filter(isActiveTask).map((t) => t.taskId)).toEqual(['t-pending', 't-processing']);
  });

  it('puts a task read back in place of its old version', () => {
    const next = replaceTask(TASKS, task('t-pending', 'COMPLETED', '2026-10-03T10:00:00.000Z'));
    expect(next.find((t) => t.taskId === 't-pending')?.status).toBe('COMPLETED');
    expect(next).toHaveLength(TASKS.length);
  });

  it('builds a row with the account count and the cost, whichever field holds them', () => {
    const row = agentResultRow(
      task('t', 'FAILED', '2026-10-03T10:00:00.000Z', {
        agent_config: { selectedAccounts: ['a', 'b'] },
        cost: 3,
        errorInfo: { message: 'Nope' },
      }),
    );
    expect(row).toMatchObject({ accountCount: 2, creditCost: 3, errorMessage: 'Nope' });
    expect(
      agentResultRow(task('u', 'COMPLETED', '2026-10-03T10:00:00.000Z', { accountIds: ['a'], credit_cost: 2 })),
    ).toMatchObject({ accountCount: 1, creditCost: 2, errorMessage: null });
  });
});

describe('appendTasks (Load More, ADR 0029)', () => {
  it('puts the next page after the list, without repeating a task', () => {
    const first = TASKS.slice(0, 2);
    const next = [TASKS[1], TASKS[2]].filter((one): one is AgentTask => one !== undefined);
    expect(ids(appendTasks(first, next))).toEqual(['t-completed-old', 't-failed', 't-pending']);
    expect(ids(appendTasks(first, []))).toEqual(ids(first));
  });
});
