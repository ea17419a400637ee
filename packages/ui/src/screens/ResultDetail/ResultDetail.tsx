import { pluralNoun, taskCostOf } from '@ledgerlight/contract';
import type { AgentTask, AnalyzedAccount } from '@ledgerlight/contract';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { AgentNotFound } from '../../components/AgentNotFound/AgentNotFound';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Icon } from '../../components/Icon/Icon';
import type { AgentIconName } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { Inline } from '../../components/Inline/Inline';
import { Skeleton, SkeletonRegion } from '../../components/Skeleton/Skeleton';
import { Stack } from '../../components/Stack/Stack';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { TaskHeader } from '../../components/TaskHeader/TaskHeader';
import { Table } from '../../components/Table/Table';
import type { TableColumn } from '../../components/Table/Table';
import {
  accountKindLabel,
  accountMaskText,
  EMPTY_VALUE,
  formatCreditCount,
  formatDateTime,
  formatUsd,
  taskIdSuffix,
} from '../../format/format';
import { vars } from '../../theme/contract.css';
import { disclosureIcon, disclosureSummary, visuallyHidden } from '../../theme/utilities.css';
import { AfterVerdictProvider } from '../ResultRenderers/ResultParts';
import {
  analyzedAccountsOf,
  formatTaskDuration,
  rawTaskJson,
  resultDetailOutcome,
  taskResultError,
  retryAttemptsOf,
  showsBackToAgents,
  taskAccountCount,
} from './resultDetailModel';
import * as styles from './ResultDetail.css';

/**
 * What the result page shows (product 2 /results/{agentId}/{taskId}, product 4 Result page):
 * - loading: the first request for the task has not been answered
 * - ready: the task is loaded; its status picks the panel (see resultDetailOutcome)
 * - error: the request failed: 'Error Loading Result' with the product 8 message (or, without an ID
 *   token, 'Authentication required. Please log in again.')
 * - agentNotFound: the agent id in the address is not one of the five agents
 */
export const resultDetailViews = ['loading', 'ready', 'error', 'agentNotFound'] as const;
export type ResultDetailView = (typeof resultDetailViews)[number];

/** The downloads Export offers (ADR 0007: JSON and CSV). */
export const resultExportFormats = ['json', 'csv'] as const;
export type ResultExportFormat = (typeof resultExportFormats)[number];

/** The outcome of the last Copy of the raw data. */
export type RawCopyStatus = 'copied' | 'failed';

export interface ResultDetailProps {
  view: ResultDetailView;
  /** The agent's name and icon; absent only in agentNotFound. */
  agent?: { name: string; icon: AgentIconName };
  taskId: string;
  /** The task as loaded (view ready). */
  task?: AgentTask;
  /** The agent's renderer for a COMPLETED task without an error (the app passes it). */
  result?: ReactNode;
  /** The error view's message. */
  error?: string;
  /** Consecutive failed loads (error view): the retry counter shows from the second, Back to Agents from the third. */
  failures?: number;
  /** A reload is in flight (Refresh, Refresh Status, Try Again): their buttons show it. */
  refreshing?: boolean;
  /** The zone dates are shown in; the viewer's by default (stories fix it). */
  timeZone?: string;
  /** Whether the raw data starts open. */
  defaultRawOpen?: boolean;
  /** Shown on the Copy button after a copy of the raw data. */
  rawCopyStatus?: RawCopyStatus;
  /** What Share did ('Link copied'), announced politely. */
  shareMessage?: string;
  /** 'Back to Results' and 'View Other Results': /results/{agentId} (or /finance-agents without an agent). */
  resultsHref: string;
  /** 'Run New Analysis': /agents/{agentId}. */
  newAnalysisHref: string;
  /** 'Back to Agents': /finance-agents. */
  agentsHref: string;
  /** 'Report Issue': the Help page prefilled with category 'bad analysis' and this analysis. */
  reportIssueHref: string;
  /** Refresh and Refresh Status: load the task again. */
  onRefresh: () => void;
  /** Try Again in the error view. */
  onRetry: () => void;
  /** 'Go Back' of 'Agent Not Found': the previous page. */
  onGoBack: () => void;
  onExport: (format: ResultExportFormat) => void;
  onShare: () => void;
  /** Copy of the raw data; receives the text shown. */
  onCopyRaw: (text: string) => void;
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${pluralNoun(count, one, many)}`;
}

/**
 * Duration, account count, transactions reviewed and credit cost (product 2), behind the run line's
 * 'Details' disclosure. A failed run's cost says it was refunded (the server refunds every FAILED run
 * once, ADR 0010).
 */
function Facts({ task }: { task: AgentTask }) {
  const cost = taskCostOf(task);
  const reviewed = task.transactionsReviewed;
  const costText = formatCreditCount(cost);
  const facts: { label: string; value: ReactNode }[] = [
    { label: 'Duration', value: formatTaskDuration(task) ?? EMPTY_VALUE },
    { label: 'Accounts', value: plural(taskAccountCount(task), 'account', 'accounts') },
    {
      label: 'Transactions reviewed',
      value: reviewed === undefined || reviewed === null ? EMPTY_VALUE : reviewed.toLocaleString('en-US'),
    },
    { label: 'Credit cost', value: task.status === 'FAILED' ? `${costText}, refunded` : costText },
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.factLabel}>{fact.label}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The run, under its verdict (product 2's elements, placed to serve the reader rather than lead the
 * page): one line with the analysis number, the status badge and the date, and a 'Details'
 * disclosure (closed at first) with the duration, accounts, transactions and cost; then the page's
 * actions, the way back last.
 */
function RunDetails({
  taskId,
  task,
  timeZone,
  actions,
}: {
  taskId: string;
  task: AgentTask;
  timeZone?: string;
  actions: ReactNode;
}) {
  return (
    <div className={styles.run}>
      <Inline space="small" alignY="center">
        <span className={styles.analysisNumber}>Analysis #{taskIdSuffix(taskId)}</span>
        <StatusBadge status={task.status} overallStatus={task.overallStatus} dot size="small" />
        <time dateTime={task.createdAt} className={styles.runDate}>
          {formatDateTime(task.createdAt, { timeZone })}
        </time>
      </Inline>
      <details className={styles.details}>
        <summary className={disclosureSummary}>
          <Icon name="chevron-down" size="small" className={disclosureIcon} />
          Details
        </summary>
        <div className={styles.detailsBody}>
          <Facts task={task} />
        </div>
      </details>
      {actions}
    </div>
  );
}

const accountColumns: readonly TableColumn<AnalyzedAccount>[] = [
  { id: 'name', header: 'Account', cell: (account) => account.name, rowHeader: true },
  {
    id: 'number',
    header: 'Number',
    cell: (account) =>
      account.mask ? (
        <span className={styles.mono}>
          <span className={visuallyHidden}>ending in </span>
          {accountMaskText(account.mask)}
        </span>
      ) : (
        EMPTY_VALUE
      ),
  },
  { id: 'type', header: 'Type', cell: (account) => accountTypeAndSubtype(account) },
  {
    id: 'balance',
    header: 'Balance',
    align: 'end',
    cell: (account) => balanceText(account),
  },
];

/**
 * Type and subtype as product 2 lists them, in words: 'Bank account · Checking', 'Loan · Mortgage'; one
 * word when they say the same ('Credit card'), the type alone without a subtype.
 */
function accountTypeAndSubtype(account: AnalyzedAccount): string {
  const type = accountKindLabel({ type: account.type });
  const subtype = account.subtype?.trim() ? accountKindLabel(account) : undefined;
  return subtype === undefined || subtype === type ? type : `${type} · ${subtype}`;
}

/** A credit card's or a loan's balance is what is owed, as /profile says it: '$5,405.84 owed'. */
function balanceText(account: AnalyzedAccount): string {
  if (account.balance === null) return EMPTY_VALUE;
  const owed = ['credit', 'loan'].includes(account.type.trim().toLowerCase());
  return owed ? `${formatUsd(account.balance)} owed` : formatUsd(account.balance);
}

/**
 * The accounts the run read (product 2): name, the bank's mask in place of the end of the internal id
 * (ADR 0023), type and subtype in words, and the balance (owed, for credit and loans).
 */
function AnalyzedAccounts({ accounts }: { accounts: readonly AnalyzedAccount[] }) {
  return (
    <Card title="Analyzed Accounts" titleAs="h2" padding="large">
      <Table
        caption="Analyzed accounts"
        hideCaption
        columns={accountColumns}
        rows={accounts}
        getRowKey={(account, index) => `${account.accountId}-${index}`}
      />
    </Card>
  );
}

/**
 * The raw-data toggle (product 2): the task as returned, pretty JSON, with Copy. A quiet disclosure at the
 * page's end, its label on the content's edge, not a card of its own.
 */
function RawData({
  task,
  defaultOpen,
  copyStatus,
  onCopy,
}: {
  task: AgentTask;
  defaultOpen: boolean;
  copyStatus?: RawCopyStatus;
  onCopy: (text: string) => void;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const regionId = useId();
  const text = rawTaskJson(task);
  return (
    <section className={styles.rawSection}>
      <div className={styles.rawHeader}>
        <h2 className={styles.rawTitle}>
          <Button
            variant="ghost"
            className={styles.rawToggle}
            aria-expanded={open}
            aria-controls={regionId}
            icon={<Icon name={open ? 'chevron-up' : 'chevron-down'} size="small" />}
            onClick={() => setOpen((value) => !value)}
          >
            Raw Data
          </Button>
        </h2>
        {open ? (
          <Button
            variant="secondary"
            size="small"
            icon={<Icon name={copyStatus === 'copied' ? 'check' : 'copy'} size="small" />}
            onClick={() => onCopy(text)}
          >
            {copyStatus === 'copied' ? 'Copied' : 'Copy'}
          </Button>
        ) : null}
      </div>
      <p role="status" className={styles.notice}>
        {copyStatus === 'copied'
          ? 'Raw data copied to the clipboard.'
          : copyStatus === 'failed'
            ? 'Could not copy the raw data. Select the text and copy it instead.'
            : ''}
      </p>
      <div id={regionId} className={styles.rawBody} hidden={!open}>
        {open ? (
          <pre className={styles.raw} tabIndex={0} aria-label="Raw data (JSON)">
            <code>{text}</code>
          </pre>
        ) : null}
      </div>
    </section>
  );
}

function RefreshStatusButton({ refreshing, onRefresh }: Pick<ResultDetailProps, 'refreshing' | 'onRefresh'>) {
  return (
    <Button variant="secondary" loading={refreshing} icon={<Icon name="refresh" size="small" />} onClick={onRefresh}>
      Refresh Status
    </Button>
  );
}

/** The panel for the task's status (product 4). */
function Outcome(props: ResultDetailProps & { task: AgentTask }) {
  const { task, result, refreshing, newAnalysisHref, resultsHref, reportIssueHref, onRefresh } = props;
  const titleId = useId();
  switch (resultDetailOutcome(task)) {
    case 'completed':
      return (
        <section className={styles.result} aria-label="Analysis results">
          {result}
        </section>
      );
    case 'completedWithError':
    case 'failed': {
      const message = taskResultError(task) ?? task.errorInfo?.message ?? 'The analysis could not be completed.';
      return (
        <section className={styles.panel.error} aria-labelledby={titleId}>
          <Icon name="alert-circle" size="large" className={styles.panelIcon.error} />
          <div className={styles.panelBody}>
            <h2 id={titleId} className={styles.panelTitle}>
              Analysis Failed
            </h2>
            <p className={styles.panelText}>{message}</p>
            <div className={styles.actions}>
              <Link to={newAnalysisHref} variant="primary">
                Run New Analysis
              </Link>
              <RefreshStatusButton refreshing={refreshing} onRefresh={onRefresh} />
            </div>
          </div>
        </section>
      );
    }
    case 'inProgress':
      return (
        <section className={styles.panel.progress} aria-labelledby={titleId}>
          <Icon name="clock" size="large" className={styles.panelIcon.progress} />
          <div className={styles.panelBody}>
            <h2 id={titleId} className={styles.panelTitle}>
              Analysis in Progress
            </h2>
            <p className={styles.panelText}>
              {task.statusText || 'Your analysis is still running. Refresh to see its latest status.'}
            </p>
            {task.accountBeingReviewed ? (
              <p className={styles.panelText}>Reviewing account: {task.accountBeingReviewed}</p>
            ) : null}
            <div className={styles.actions}>
              <RefreshStatusButton refreshing={refreshing} onRefresh={onRefresh} />
              <Link to={resultsHref} variant="secondary">
                View Other Results
              </Link>
              <Link to={reportIssueHref} variant="secondary" icon="help-circle">
                Report Issue
              </Link>
            </div>
          </div>
        </section>
      );
  }
}

function Loaded(props: ResultDetailProps & { task: AgentTask }) {
  const {
    agent,
    taskId,
    task,
    refreshing,
    timeZone,
    defaultRawOpen = false,
    rawCopyStatus,
    shareMessage,
    resultsHref,
    newAnalysisHref,
    onRefresh,
    onExport,
    onShare,
    onCopyRaw,
  } = props;
  const accounts = analyzedAccountsOf(task);
  // A finished result leads with its verdict (the renderer's first part): the run's line, Run New
  // Analysis and Refresh follow it, and Export and Share wait under the result they export. A failed
  // or running analysis has nothing to export; its panel is its verdict and carries its own Run New
  // Analysis and Refresh Status (product 4), so the page does not offer them twice.
  const completed = resultDetailOutcome(task) === 'completed';
  const backLink = (
    <Link to={resultsHref} variant="standalone" icon="arrow-left" className={styles.backLink}>
      Back to Results
    </Link>
  );
  const run = (
    <RunDetails
      taskId={taskId}
      task={task}
      timeZone={timeZone}
      actions={
        completed ? (
          <Inline space="small" alignY="center">
            <Link to={newAnalysisHref} variant="primary" size="small">
              Run New Analysis
            </Link>
            <Button
              variant="secondary"
              size="small"
              loading={refreshing}
              icon={<Icon name="refresh" size="small" />}
              onClick={onRefresh}
            >
              Refresh
            </Button>
            {backLink}
          </Inline>
        ) : (
          backLink
        )
      }
    />
  );
  return (
    <div className={styles.page}>
      <TaskHeader agent={agent} taskId={taskId} showRun={false} />
      {completed ? (
        <AfterVerdictProvider value={run}>
          <Outcome {...props} task={task} />
        </AfterVerdictProvider>
      ) : (
        <>
          <Outcome {...props} task={task} />
          {run}
        </>
      )}
      {completed ? (
        <div className={styles.actions} role="group" aria-label="Export and share">
          <Button variant="secondary" icon={<Icon name="download" size="small" />} onClick={() => onExport('json')}>
            Export JSON
          </Button>
          <Button variant="secondary" icon={<Icon name="download" size="small" />} onClick={() => onExport('csv')}>
            Export CSV
          </Button>
          <Button variant="secondary" icon={<Icon name="share" size="small" />} onClick={onShare}>
            Share
          </Button>
        </div>
      ) : null}
      <p role="status" className={styles.notice}>
        {shareMessage ?? ''}
      </p>
      {accounts.length > 0 ? <AnalyzedAccounts accounts={accounts} /> : null}
      <RawData task={task} defaultOpen={defaultRawOpen} copyStatus={rawCopyStatus} onCopy={onCopyRaw} />
    </div>
  );
}

/** 'Error Loading Result' (product 4): the message, Try Again, the retry counter, and Back to Agents after 2 failures. */
function LoadError(props: ResultDetailProps) {
  const { agent, taskId, error, failures = 1, refreshing, agentsHref, onRetry } = props;
  const retries = retryAttemptsOf(failures);
  const titleId = useId();
  return (
    <div className={styles.page}>
      <section className={styles.errorPanel} aria-labelledby={titleId}>
        <Icon name="alert-circle" size="large" className={styles.errorIcon} />
        <h1 id={titleId} className={styles.title}>
          Error Loading Result
        </h1>
        {agent ? (
          <p className={styles.analysisId}>
            {agent.name} · Analysis #{taskIdSuffix(taskId)}
          </p>
        ) : null}
        <p role="alert" className={styles.errorText}>
          {error}
        </p>
        {retries > 0 ? <p className={styles.retryCount}>Retry attempt {retries}</p> : null}
        <div className={styles.actions}>
          <Button loading={refreshing} icon={<Icon name="refresh" size="small" />} onClick={onRetry}>
            Try Again
          </Button>
          {showsBackToAgents(failures) ? (
            <Link to={agentsHref} variant="secondary" icon="arrow-left">
              Back to Agents
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}

/** /results/{agentId}/{taskId}: one analysis, its status, its result and its raw data. */
export function ResultDetail(props: ResultDetailProps) {
  const { view, agent, taskId, task, agentsHref, onGoBack } = props;

  if (view === 'agentNotFound') {
    return (
      <div className={styles.page}>
        <AgentNotFound onGoBack={onGoBack} agentsHref={agentsHref} />
      </div>
    );
  }

  if (view === 'error') return <LoadError {...props} />;

  if (view === 'ready' && task) return <Loaded {...props} task={task} />;

  return (
    <div className={styles.page}>
      <TaskHeader agent={agent} taskId={taskId} showRun={false} />
      <ResultSkeleton />
    </div>
  );
}

/**
 * The result page while its task loads: shaped like what comes (the verdict's label, figure and
 * sentence, the run's line and actions, an overview of tiles and a list of cards), under the real
 * title, so the title does not move when the result arrives and the result fills the room the shapes
 * held. At least a screen tall, so nothing below it shows and then jumps (ADR 0014). Assistive
 * technology hears 'Loading analysis results...'. `named`: the region is the page's 'Analysis
 * results' (false inside a region of that name already: a renderer's code on its way).
 */
export function ResultSkeleton({ named = true }: { named?: boolean }) {
  // A stat tile: its padding, label line and figure line; a card of the list below is taller.
  const tile = `calc(2 * ${vars.space.xxxlarge})`;
  return (
    <SkeletonRegion label="Loading analysis results..." aria-label={named ? 'Analysis results' : undefined}>
      <div className={styles.skeleton}>
        <Stack space="xsmall">
          <Skeleton width="45%" />
          <Skeleton size="xxxlarge" leading="tight" width="55%" />
          <Skeleton size="large" width="85%" />
        </Stack>
        <Stack space="small">
          <Skeleton size="small" width="70%" />
          <Inline space="small">
            <Skeleton shape="block" width={vars.size.labelColumn} height={vars.size.controlSmall} />
            <Skeleton shape="block" width={vars.size.controlLarge} height={vars.size.controlSmall} />
          </Inline>
        </Stack>
        <Stack space="medium">
          <Skeleton size="xlarge" leading="tight" width="40%" />
          <div className={styles.skeletonTiles}>
            <Skeleton shape="block" height={tile} />
            <Skeleton shape="block" height={tile} />
          </div>
          <Skeleton shape="block" height={`calc(2 * ${tile})`} />
        </Stack>
      </div>
    </SkeletonRegion>
  );
}
