import type { AgentTask } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';
import {
  BACK_TO_AGENTS_AFTER_FAILURES,
  analyzedAccountsOf,
  formatTaskDuration,
  rawTaskJson,
  resultDetailOutcome,
  taskResultError,
  retryAttemptsOf,
  showsBackToAgents,
  taskAccountCount,
  taskDurationMs,
} from './resultDetailModel';

const CREATED = '2026-11-20T14:00:00.000Z';
const ACCOUNT = {
  name: 'Everyday Checking',
  accountId: 'acc-0001-7781',
  type: 'depository',
  subtype: 'checking',
  balance: 1200,
};

function task(overrides: Partial<AgentTask> = {}): AgentTask {
  return { taskId: 'task-0000-1111-2222-abcdef12', status: 'COMPLETED', createdAt: CREATED, ...overrides };
}

describe('taskDurationMs and formatTaskDuration', () => {
  it('measures createdAt to updatedAt as minutes and seconds', () => {
    const done = task({ updatedAt: '2026-11-20T14:02:05.000Z' });
    expect(taskDurationMs(done)).toBe(125_000);
    expect(formatTaskDuration(done)).toBe('2m 5s');
  });

  it('shows seconds under a minute and minutes past an hour', () => {
    expect(formatTaskDuration(task({ updatedAt: '2026-11-20T14:00:45.000Z' }))).toBe('0m 45s');
    expect(formatTaskDuration(task({ updatedAt: '2026-11-20T15:02:05.000Z' }))).toBe('62m 5s');
    expect(formatTaskDuration(task({ updatedAt: CREATED }))).toBe('Under 1s');
    expect(formatTaskDuration(task({ updatedAt: '2026-11-20T14:00:00.420Z' }))).toBe('Under 1s');
  });

  it('rounds to the nearest second', () => {
    expect(formatTaskDuration(task({ updatedAt: '2026-11-20T14:00:59.600Z' }))).toBe('1m 0s');
    expect(formatTaskDuration(task({ updatedAt: '2026-11-20T14:00:59.400Z' }))).toBe('0m 59s');
  });

  it('is unknown without updatedAt, with an invalid date, or when updatedAt is before createdAt', () => {
    expect(formatTaskDuration(task())).toBeUndefined();
    expect(formatTaskDuration(task({ updatedAt: null }))).toBeUndefined();
    expect(taskDurationMs({ createdAt: 'not a date', updatedAt: CREATED })).toBeUndefined();
    expect(taskDurationMs(task({ updatedAt: '2026-11-20T13:59:59.000Z' }))).toBeUndefined();
  });
});

describe('resultDetailOutcome', () => {
  it('shows the renderer for COMPLETED, in any case', () => {
    expect(resultDetailOutcome(task({ result: { summary: 'ok' } }))).toBe('completed');
    expect(resultDetailOutcome(task({ status: 'completed' }))).toBe('completed');
  });

  it("shows 'Analysis Failed' for COMPLETED with an error under result or analysisResult", () => {
    expect(resultDetailOutcome(task({ result: { error: 'Model output was not valid JSON' } }))).toBe(
      'completedWithError',
    );
    expect(resultDetailOutcome(task({ analysisResult: { error: 'Timed out' } }))).toBe('completedWithError');
  });

  it('ignores an empty or null error', () => {
    expect(resultDetailOutcome(task({ result: { error: '  ' } }))).toBe('completed');
    expect(resultDetailOutcome(task({ result: { error: null } }))).toBe('completed');
  });

  it('shows the failure panel for FAILED and the progress panel for anything else', () => {
    expect(resultDetailOutcome(task({ status: 'FAILED' }))).toBe('failed');
    expect(resultDetailOutcome(task({ status: 'Failed' }))).toBe('failed');
    expect(resultDetailOutcome(task({ status: 'PENDING' }))).toBe('inProgress');
    expect(resultDetailOutcome(task({ status: 'PROCESSING' }))).toBe('inProgress');
    expect(resultDetailOutcome(task({ status: 'RETRYING' }))).toBe('inProgress');
  });
});

describe('taskResultError', () => {
  it('prefers analysisResult over result, as the renderer data does', () => {
    expect(taskResultError(task({ analysisResult: { error: 'first' }, result: { error: 'second' } }))).toBe('first');
    expect(taskResultError(task())).toBeUndefined();
  });
});

describe('analyzedAccountsOf and taskAccountCount', () => {
  it('reads _metadata.dataProcessed.accountDetails', () => {
    const withAccounts = task({ result: { _metadata: { dataProcessed: { accountDetails: [ACCOUNT] } } } });
    expect(analyzedAccountsOf(withAccounts)).toEqual([ACCOUNT]);
    expect(analyzedAccountsOf(task())).toEqual([]);
  });

  it('counts accountIds, else the selected accounts, else the analysed accounts', () => {
    expect(taskAccountCount(task({ accountIds: ['a', 'b', 'c'], agent_config: { selectedAccounts: ['a'] } }))).toBe(3);
    expect(taskAccountCount(task({ agent_config: { selectedAccounts: ['a', 'b'] } }))).toBe(2);
    expect(taskAccountCount(task({ result: { _metadata: { dataProcessed: { accountDetails: [ACCOUNT] } } } }))).toBe(1);
    expect(taskAccountCount(task())).toBe(0);
  });
});

describe('the retry counter and Back to Agents (product 4)', () => {
  it('counts retries after the first failure and shows Back to Agents after more than 2 failures', () => {
    expect(BACK_TO_AGENTS_AFTER_FAILURES).toBe(2);
    expect([0, 1, 2, 3, 4].map(retryAttemptsOf)).toEqual([0, 0, 1, 2, 3]);
    expect([1, 2, 3, 4].map(showsBackToAgents)).toEqual([false, false, true, true]);
  });
});

describe('rawTaskJson', () => {
  it('pretty-prints the task as returned', () => {
    const raw = rawTaskJson(task({ credit_cost: 2 }));
    expect(raw).toContain('\n  "taskId": "task-0000-1111-2222-abcdef12"');
    expect(JSON.parse(raw)).toEqual(task({ credit_cost: 2 }));
  });
});
