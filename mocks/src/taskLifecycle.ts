import { AGENTS, completedStatusText } from '@ledgerlight/contract';
import type { AgentConfig, AgentId, AgentTask, AnalyzedAccount, TaskResultEnvelope } from '@ledgerlight/contract';

/**
 * How a mock task moves: PENDING, then PROCESSING through the progress keywords the processing page
 * infers its steps from (product 2: initialize, fetch accounts, process transactions, analyze), then
 * COMPLETED with the agent's result or FAILED with errorInfo. Each GET of the task's result shows the
 * current stage and moves the task one stage on, so a new task is COMPLETED on its sixth poll.
 */

export const TASK_STAGES = [
  'queued',
  'initializing',
  'fetchingAccounts',
  'processingTransactions',
  'analyzing',
  'finished',
] as const;
export type TaskStage = (typeof TASK_STAGES)[number];

/** The stage index of a finished task. */
export const FINISHED_STAGE = TASK_STAGES.length - 1;

/** GETs of a new task's result until one answers COMPLETED (or FAILED): the sixth. */
export const POLLS_TO_COMPLETE = TASK_STAGES.length;

/** statusText of a queued task. */
export const QUEUED_STATUS_TEXT = 'Queued: waiting for an available analysis worker';

export type TaskOutcome =
  | { readonly status: 'COMPLETED'; readonly result: TaskResultEnvelope; readonly overallStatus?: string }
  | { readonly status: 'FAILED'; readonly message: string; readonly transactionsReviewed: number };

/** A task as the mock store keeps it. */
export interface TaskRecord {
  readonly agentId: AgentId;
  readonly taskId: string;
  readonly createdAt: string;
  updatedAt: string;
  readonly config: AgentConfig;
  readonly cost: number;
  /** Which key carries the cost: product 3 allows credit_cost or cost. */
  readonly costField: 'credit_cost' | 'cost';
  /** Which key carries the result: product 3 allows result or analysisResult. */
  readonly resultField: 'result' | 'analysisResult';
  /** The accounts the run reads, as the Analyzed Accounts panel shows them. */
  readonly accounts: readonly AnalyzedAccount[];
  /** Transactions the run reads. */
  readonly transactionCount: number;
  /** Index into TASK_STAGES. */
  stage: number;
  readonly outcome: TaskOutcome;
}

/** The stage a record is in. */
export function stageOf(record: Pick<TaskRecord, 'stage'>): TaskStage {
  return TASK_STAGES[Math.min(Math.max(record.stage, 0), FINISHED_STAGE)] ?? 'queued';
}

/** The account names of a run, for status text. */
function accountNames(accounts: readonly AnalyzedAccount[]): string {
  const names = accounts.map((account) => account.name);
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/** The task as GET /api/agent/{agentId}/result/{taskId} and the task lists return it. */
export function renderTask(record: TaskRecord): AgentTask {
  const agent = AGENTS[record.agentId];
  const stage = stageOf(record);
  const base: AgentTask = {
    taskId: record.taskId,
    status: 'PROCESSING',
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    agent_config: record.config,
    accountIds: [...record.config.selectedAccounts],
    [record.costField]: record.cost,
    agentId: record.agentId,
    agentName: agent.name,
  };
  const first = record.accounts[0]?.name;
  const last = record.accounts[record.accounts.length - 1]?.name;

  switch (stage) {
    case 'queued':
      return { ...base, status: 'PENDING', statusText: QUEUED_STATUS_TEXT, transactionsReviewed: 0 };
    case 'initializing':
      return { ...base, statusText: agent.progressTemplate.initializing, transactionsReviewed: 0 };
    case 'fetchingAccounts':
      return {
        ...base,
        statusText: `Fetching accounts: ${accountNames(record.accounts)}...`,
        ...(first ? { accountBeingReviewed: first } : {}),
        transactionsReviewed: 0,
      };
    case 'processingTransactions':
      return {
        ...base,
        statusText: `Processing ${record.transactionCount} transactions...`,
        ...(last ? { accountBeingReviewed: last } : {}),
        transactionsReviewed: Math.round(record.transactionCount * 0.4),
      };
    case 'analyzing':
      return { ...base, statusText: agent.progressTemplate.analyzing, transactionsReviewed: record.transactionCount };
    case 'finished':
      if (record.outcome.status === 'FAILED') {
        return {
          ...base,
          status: 'FAILED',
          statusText: agent.progressTemplate.error,
          errorInfo: { message: record.outcome.message },
          transactionsReviewed: record.outcome.transactionsReviewed,
        };
      }
      return {
        ...base,
        status: 'COMPLETED',
        statusText: completedStatusText(record.agentId, record.outcome.result) ?? agent.progressTemplate.completed,
        transactionsReviewed: record.transactionCount,
        ...(record.outcome.overallStatus ? { overallStatus: record.outcome.overallStatus } : {}),
        [record.resultField]: record.outcome.result,
      };
  }
}

/** The envelope a result travels in: analysed accounts and run details next to the agent's fields. */
export function resultEnvelope(
  result: object,
  run: {
    accounts: readonly AnalyzedAccount[];
    transactionCount: number;
    from: string;
    to: string;
    generatedAt: string;
    summary?: string;
  },
): TaskResultEnvelope {
  return {
    ...result,
    ...(run.summary !== undefined && !('summary' in result) ? { summary: run.summary } : {}),
    metadata: { engine: 'ledgerlight-analysis', engineVersion: '2026.11.2', generatedAt: run.generatedAt },
    _metadata: {
      dataProcessed: {
        accountDetails: [...run.accounts],
        transactionCount: run.transactionCount,
        dateRange: { start: run.from, end: run.to },
      },
    },
  };
}
