import { taskResultOf, toTaskStatus } from '@ledgerlight/contract';
import type { AgentTask, AnalyzedAccount } from '@ledgerlight/contract';
import { formatDuration } from '../../format/format';

/**
 * What the result page shows for a loaded task (product 4, Result page):
 * - completed: the agent's renderer
 * - completedWithError: COMPLETED, but the result carries an error: 'Analysis Failed' with it
 * - failed: FAILED: the failure panel with errorInfo.message
 * - inProgress: any other status (PENDING, PROCESSING, or one the client does not know)
 */
export type ResultDetailOutcome = 'completed' | 'completedWithError' | 'failed' | 'inProgress';

/** The error text a result carries, when it carries one (product 3: analysisResult or result `error`). */
export function taskResultError(task: AgentTask): string | undefined {
  const error = taskResultOf(task)?.error;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}

/** Which panel a loaded task gets; status compared case-insensitively (product 4). */
export function resultDetailOutcome(task: AgentTask): ResultDetailOutcome {
  switch (toTaskStatus(task.status)) {
    case 'COMPLETED':
      return taskResultError(task) === undefined ? 'completed' : 'completedWithError';
    case 'FAILED':
      return 'failed';
    default:
      return 'inProgress';
  }
}

/**
 * How long the run took, createdAt to updatedAt, in milliseconds; undefined when updatedAt is
 * missing, either date is invalid, or updatedAt is before createdAt (clock skew: no made-up number).
 */
export function taskDurationMs(task: Pick<AgentTask, 'createdAt' | 'updatedAt'>): number | undefined {
  if (!task.updatedAt) return undefined;
  const start = Date.parse(task.createdAt);
  const end = Date.parse(task.updatedAt);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return undefined;
  return end - start;
}

/** The run's duration as minutes and seconds (product 2): '2m 5s'; undefined when unknown. */
export function formatTaskDuration(task: Pick<AgentTask, 'createdAt' | 'updatedAt'>): string | undefined {
  const ms = taskDurationMs(task);
  return ms === undefined ? undefined : formatDuration(ms);
}

/** The accounts the run analysed (product 3: the result's _metadata.dataProcessed.accountDetails). */
export function analyzedAccountsOf(task: AgentTask): readonly AnalyzedAccount[] {
  return taskResultOf(task)?._metadata?.dataProcessed?.accountDetails ?? [];
}

/**
 * How many accounts the run covers: the task's accountIds, else the accounts chosen at start
 * (agent_config.selectedAccounts), else the analysed accounts of the result.
 */
export function taskAccountCount(task: AgentTask): number {
  return task.accountIds?.length ?? task.agent_config?.selectedAccounts.length ?? analyzedAccountsOf(task).length;
}

/**
 * The retry counter of the error view (product 4): `failures` counts the consecutive failed loads, so
 * the first failure has made no retry yet; the counter shows once this is above 0.
 */
export function retryAttemptsOf(failures: number): number {
  return Math.max(0, failures - 1);
}

/** 'Back to Agents' joins the error view after more than 2 failures (product 4). */
export const BACK_TO_AGENTS_AFTER_FAILURES = 2;

export function showsBackToAgents(failures: number): boolean {
  return failures > BACK_TO_AGENTS_AFTER_FAILURES;
}

/** The raw data the toggle shows and Copy copies: the task as the server returned it, pretty-printed. */
export function rawTaskJson(task: AgentTask): string {
  return JSON.stringify(task, null, 2);
}
