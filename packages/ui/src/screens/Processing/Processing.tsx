import { INVALID_AGENT_MESSAGE, pluralNoun } from '@ledgerlight/contract';
import { Alert } from '../../components/Alert/Alert';
import { Icon } from '../../components/Icon/Icon';
import type { AgentIconName } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ProgressSteps } from '../../components/ProgressSteps/ProgressSteps';
import type { ProgressStep, ProgressStepState } from '../../components/ProgressSteps/ProgressSteps';
import { Spinner } from '../../components/Spinner/Spinner';
import { TaskHeader } from '../../components/TaskHeader/TaskHeader';
import * as styles from './Processing.css';

/**
 * What the processing page shows (product 2, /processing/{agentId}/{taskId}):
 * - loading: the first status request has not been answered yet
 * - pending, processing: the task is queued or running; polling goes on
 * - completed, failed: the task has finished and the page is redirecting to the result
 * - notFound, forbidden: polling stopped on a 404 (after the tolerated polls) or a 403
 * - agentNotFound: the agent id in the address is not one of the five agents
 */
export const processingViews = [
  'loading',
  'pending',
  'processing',
  'completed',
  'failed',
  'notFound',
  'forbidden',
  'agentNotFound',
] as const;
export type ProcessingView = (typeof processingViews)[number];

/** The steps of product 2, in order. */
export const processingStepIds = ['initialize', 'fetchAccounts', 'processTransactions', 'analyze', 'complete'] as const;
export type ProcessingStepId = (typeof processingStepIds)[number];

export const processingStepLabels: Readonly<Record<ProcessingStepId, string>> = {
  initialize: 'Initialize',
  fetchAccounts: 'Fetch accounts',
  processTransactions: 'Process transactions',
  analyze: 'Analyze',
  complete: 'Complete',
};

/** Where the task is in its steps: queued (none started), running or failed at a step, or completed. */
export type ProcessingStepsProgress =
  | { readonly phase: 'queued' }
  | { readonly phase: 'running' | 'failed'; readonly step: ProcessingStepId }
  | { readonly phase: 'completed' };

/** The task fields the screen shows (product 3, Agent task). */
export interface ProcessingTask {
  status: string;
  overallStatus?: string | null;
  statusText?: string | null;
  accountBeingReviewed?: string | null;
  transactionsReviewed?: number | null;
  errorInfo?: { message: string } | null;
}

export interface ProcessingProps {
  view: ProcessingView;
  /** The agent's name and icon; absent only in agentNotFound. */
  agent?: { name: string; icon: AgentIconName };
  taskId: string;
  /** The task as last read; absent until the first answer. */
  task?: ProcessingTask;
  progress?: ProcessingStepsProgress;
  /**
   * In notFound and forbidden, the product 8 message. In the other views, the message of a failed
   * status request while polling goes on (e.g. 'Server error occurred. Please try again later.').
   */
  error?: string;
  /** The result page (/results/{agentId}/{taskId}) the page redirects to. */
  resultHref: string;
  /** 'View Other Results': the agent's results (/results/{agentId}). */
  otherResultsHref: string;
  /** 'Back to Agents': /finance-agents. */
  agentsHref: string;
}

/** The five steps in their states for a progress. */
export function processingSteps(progress: ProcessingStepsProgress = { phase: 'queued' }): ProgressStep[] {
  const at = 'step' in progress ? processingStepIds.indexOf(progress.step) : -1;
  return processingStepIds.map((id, index) => {
    let state: ProgressStepState = 'upcoming';
    if (progress.phase === 'completed' || index < at) state = 'done';
    else if (index === at) state = progress.phase === 'failed' ? 'error' : 'current';
    return { id, label: processingStepLabels[id], state };
  });
}

/** 'Processing 412 transactions' style detail of a running task: the account under review, else the count. */
function runningDetail(task: ProcessingTask | undefined): string | undefined {
  if (task?.accountBeingReviewed) return `Reviewing account: ${task.accountBeingReviewed}`;
  const count = task?.transactionsReviewed ?? 0;
  if (count > 0) return `${count.toLocaleString('en-US')} ${pluralNoun(count, 'transaction', 'transactions')} reviewed`;
  return undefined;
}

function BackLinks({ otherResultsHref, agentsHref }: Pick<ProcessingProps, 'otherResultsHref' | 'agentsHref'>) {
  return (
    <div className={styles.actions}>
      <Link to={otherResultsHref} variant="secondary">
        View Other Results
      </Link>
      <Link to={agentsHref} variant="secondary" icon="arrow-left">
        Back to Agents
      </Link>
    </div>
  );
}

/** The line that says where the task is, announced politely as it changes. */
function CurrentStatus({ view, task, resultHref }: Pick<ProcessingProps, 'view' | 'task' | 'resultHref'>) {
  if (view === 'completed') {
    return (
      <div className={styles.current}>
        <Icon name="check-circle" size="large" className={styles.doneIcon} />
        <div className={styles.currentText} role="status">
          <p className={styles.message}>Analysis complete</p>
          <p className={styles.detail}>Redirecting to your results...</p>
          <Link to={resultHref} variant="primary" iconEnd="arrow-right">
            View Results Now
          </Link>
        </div>
      </div>
    );
  }
  if (view === 'failed') {
    return (
      <div className={styles.current}>
        <Icon name="alert-circle" size="large" className={styles.failedIcon} />
        <div className={styles.currentText} role="status">
          <p className={styles.message}>Analysis failed</p>
          {task?.errorInfo?.message ? <p className={styles.detail}>{task.errorInfo.message}</p> : null}
          <p className={styles.detail}>Redirecting to the analysis details...</p>
          <Link to={resultHref} variant="primary" iconEnd="arrow-right">
            View Details Now
          </Link>
        </div>
      </div>
    );
  }
  const message =
    view === 'loading'
      ? 'Checking the status of your analysis...'
      : view === 'pending'
        ? 'Queuing your analysis...'
        : task?.statusText || 'Analyzing your data...';
  const detail = view === 'processing' ? runningDetail(task) : undefined;
  return (
    <div className={styles.current}>
      <Spinner size="large" label="Analysis in progress" />
      <div className={styles.currentText} role="status">
        <p className={styles.message}>{message}</p>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
        {view === 'processing' && task?.statusText && task.statusText !== message ? (
          <p className={styles.detail}>{task.statusText}</p>
        ) : null}
      </div>
    </div>
  );
}

/** /processing/{agentId}/{taskId}: the status of a running analysis, until it redirects to the result. */
export function Processing(props: ProcessingProps) {
  const { view, agent, taskId, task, progress, error, resultHref, otherResultsHref, agentsHref } = props;

  if (view === 'agentNotFound') {
    return (
      <div className={styles.page}>
        <EmptyState
          titleAs="h1"
          icon="alert-circle"
          title="Agent Not Found"
          description={`${INVALID_AGENT_MESSAGE}. The agent you are looking for does not exist.`}
          action={
            <Link to={agentsHref} variant="primary" icon="arrow-left">
              Back to Agents
            </Link>
          }
        />
      </div>
    );
  }

  if (view === 'notFound' || view === 'forbidden') {
    return (
      <div className={styles.page}>
        <TaskHeader agent={agent} taskId={taskId} size="compact" />
        <Alert tone="error" title={view === 'notFound' ? 'Analysis Not Found' : 'Access Denied'}>
          {error}
        </Alert>
        <BackLinks otherResultsHref={otherResultsHref} agentsHref={agentsHref} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <TaskHeader agent={agent} taskId={taskId} task={task} size="compact" />
      <section className={styles.panel} aria-label="Analysis status" aria-busy={view === 'loading'}>
        <CurrentStatus view={view} task={task} resultHref={resultHref} />
        {error ? (
          <Alert tone="warning" title="Could not check the status">
            {error} We will keep checking.
          </Alert>
        ) : null}
        <ProgressSteps label="Analysis progress" steps={processingSteps(progress)} />
      </section>
      <BackLinks otherResultsHref={otherResultsHref} agentsHref={agentsHref} />
    </div>
  );
}
