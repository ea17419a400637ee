import { pluralNoun } from '@ledgerlight/contract';
import type { AgentDefinition } from '@ledgerlight/contract';
import { AgentNotFound } from '../../components/AgentNotFound/AgentNotFound';
import { Alert, LoadFailedAlert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Select } from '../../components/Select/Select';
import { Spinner } from '../../components/Spinner/Spinner';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { Table } from '../../components/Table/Table';
import type { TableColumn } from '../../components/Table/Table';
import { TextField } from '../../components/TextField/TextField';
import { Toggle } from '../../components/Toggle/Toggle';
import { EMPTY_VALUE, formatCredits, formatDateTime, relativeDate, taskIdSuffix } from '../../format/format';
import type { DateInput } from '../../format/format';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './AgentResults.css';

/** Product 8, screen errors: the agent's task list could not be loaded. */
export const TASKS_FETCH_FAILED_MESSAGE = 'Failed to fetch tasks';

export const agentResultsStatuses = ['loading', 'error', 'ready'] as const;
export type AgentResultsStatus = (typeof agentResultsStatuses)[number];

/** The status filter: every task, or one status of product 4. */
export const agentResultsStatusFilters = ['all', 'PROCESSING', 'PENDING', 'COMPLETED', 'FAILED'] as const;
export type AgentResultsStatusFilter = (typeof agentResultsStatusFilters)[number];

/** 'status' is product 4's list order (PROCESSING, PENDING, COMPLETED, FAILED). */
export const agentResultsSorts = ['status', 'newest', 'oldest'] as const;
export type AgentResultsSort = (typeof agentResultsSorts)[number];

export const agentResultsViews = ['table', 'cards'] as const;
export type AgentResultsView = (typeof agentResultsViews)[number];

/** One task as the list shows it. */
export interface AgentResultRow {
  taskId: string;
  status: string;
  overallStatus?: string | null;
  createdAt: string;
  /** Accounts the run covers. */
  accountCount: number;
  /** Credits charged (credit_cost or cost). */
  creditCost: number;
  /** The worker's progress line, for tasks still running. */
  statusText?: string | null;
  /** errorInfo.message, for failed tasks. */
  errorMessage?: string | null;
}

export interface AgentResultsProps {
  /** The agent; undefined for an unknown id ('Agent Not Found'). */
  agent: AgentDefinition | undefined;
  status: AgentResultsStatus;
  /** The rows after search, filter and sort. */
  rows: readonly AgentResultRow[];
  /** How many tasks the agent has before search and filter; 0 shows the first-run state. */
  totalCount: number;
  query: string;
  statusFilter: AgentResultsStatusFilter;
  sort: AgentResultsSort;
  view: AgentResultsView;
  /** How many listed tasks are PENDING or PROCESSING, polled every 3 s (product 9). */
  activeCount: number;
  resultHref: (taskId: string) => string;
  processingHref: (taskId: string) => string;
  /** 'Run New Analysis': /agents/{agentId}. */
  runHref: string;
  /** /results: every agent's results. */
  allResultsHref: string;
  /** /finance-agents. */
  agentsHref: string;
  onQueryChange: (query: string) => void;
  onStatusFilterChange: (status: AgentResultsStatusFilter) => void;
  onSortChange: (sort: AgentResultsSort) => void;
  onViewChange: (view: AgentResultsView) => void;
  /** Reloads the list: Try again after an error, and Retry on a FAILED task (product 2). */
  onReload: () => void;
  /** Older tasks are on the server: Load More fetches the next page (ADR 0029). */
  hasMore?: boolean;
  /** The next page is on its way: Load More is busy. */
  loadingMore?: boolean;
  /** The next page failed: the rows stay, 'Failed to fetch tasks' and Try again show under them. */
  loadMoreFailed?: boolean;
  onLoadMore?: () => void;
  onGoBack: () => void;
  /** The reference time for relative dates (now unless told). */
  now?: DateInput;
}

const STATUS_FILTER_LABELS: Record<AgentResultsStatusFilter, string> = {
  all: 'All statuses',
  PROCESSING: 'Processing',
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
};

const SORT_LABELS: Record<AgentResultsSort, string> = {
  status: 'Status',
  newest: 'Newest first',
  oldest: 'Oldest first',
};

const VIEW_OPTIONS = [
  { value: 'table', label: 'Table', icon: 'table' },
  { value: 'cards', label: 'Cards', icon: 'grid' },
] as const;

/** 'Analysis #' + the task id's last 8 characters (product 9). */
export function analysisTitle(taskId: string): string {
  return `Analysis #${taskIdSuffix(taskId)}`;
}

function isFailed(row: AgentResultRow): boolean {
  return row.status.toUpperCase() === 'FAILED';
}

/**
 * A row's one line: a failed run's error, else its status text (a running run's progress, a
 * completed run's findings such as 'Completed: 3 alerts, highest high').
 */
function detailLine(row: AgentResultRow): string | null | undefined {
  return isFailed(row) ? row.errorMessage : row.statusText;
}

function isRunning(row: AgentResultRow): boolean {
  const status = row.status.toUpperCase();
  return status === 'PENDING' || status === 'PROCESSING';
}

function accountsText(count: number): string {
  return `${count} ${pluralNoun(count, 'account', 'accounts')}`;
}

function Started({ createdAt, now }: { createdAt: string; now?: DateInput }) {
  return (
    <time dateTime={createdAt} title={formatDateTime(createdAt)}>
      {relativeDate(createdAt, now)}
    </time>
  );
}

/** The row's way in: its progress while it runs, else its result. */
function RowLink({ row, props }: { row: AgentResultRow; props: AgentResultsProps }) {
  const running = isRunning(row);
  return (
    <Link
      to={running ? props.processingHref(row.taskId) : props.resultHref(row.taskId)}
      variant="standalone"
      size="small"
      iconEnd="chevron-right"
    >
      {running ? 'Track progress' : 'View result'}
      <span className={visuallyHidden}>{` for ${analysisTitle(row.taskId)}`}</span>
    </Link>
  );
}

function RetryButton({ row, onReload }: { row: AgentResultRow; onReload: () => void }) {
  return (
    <Button variant="secondary" size="small" icon={<Icon name="refresh" size="small" />} onClick={onReload}>
      Retry
      <span className={visuallyHidden}>{` ${analysisTitle(row.taskId)}`}</span>
    </Button>
  );
}

function tableColumns(props: AgentResultsProps): TableColumn<AgentResultRow>[] {
  return [
    {
      id: 'analysis',
      header: 'Analysis',
      rowHeader: true,
      cell: (row) => analysisTitle(row.taskId),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <StatusBadge status={row.status} overallStatus={row.overallStatus} />,
    },
    { id: 'started', header: 'Started', cell: (row) => <Started createdAt={row.createdAt} now={props.now} /> },
    { id: 'accounts', header: 'Accounts', align: 'end', cell: (row) => row.accountCount },
    { id: 'credits', header: 'Credits', align: 'end', cell: (row) => formatCredits(row.creditCost) },
    {
      id: 'details',
      header: 'Details',
      cell: (row) => {
        const text = detailLine(row);
        if (text) return text;
        return (
          <span className={styles.muted}>
            <span aria-hidden="true">{EMPTY_VALUE}</span>
            <span className={visuallyHidden}>No details</span>
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: <span className={visuallyHidden}>Actions</span>,
      align: 'end',
      cell: (row) => (
        <div className={styles.rowActions}>
          {isFailed(row) ? <RetryButton row={row} onReload={props.onReload} /> : null}
          <RowLink row={row} props={props} />
        </div>
      ),
    },
  ];
}

function ResultCards(props: AgentResultsProps) {
  return (
    <ul className={styles.cards} aria-label="Analyses">
      {props.rows.map((row) => {
        const line = detailLine(row);
        return (
          <li key={row.taskId} className={styles.cardItem}>
            <Card as="article" title={analysisTitle(row.taskId)} titleAs="h2" className={styles.card}>
              <StatusBadge status={row.status} overallStatus={row.overallStatus} />
              <dl className={styles.facts}>
                <dt className={styles.factLabel}>Started</dt>
                <dd className={styles.factValue}>
                  <Started createdAt={row.createdAt} now={props.now} />
                </dd>
                <dt className={styles.factLabel}>Accounts</dt>
                <dd className={styles.factValue}>{accountsText(row.accountCount)}</dd>
                <dt className={styles.factLabel}>Credits</dt>
                <dd className={styles.factValue}>{formatCredits(row.creditCost)}</dd>
              </dl>
              {line ? <p className={styles.statusLine}>{line}</p> : null}
              <div className={styles.cardActions}>
                {isFailed(row) ? <RetryButton row={row} onReload={props.onReload} /> : null}
                <RowLink row={row} props={props} />
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function summaryText(shown: number, total: number, hasMore: boolean): string {
  const noun = pluralNoun(total, 'analysis', 'analyses');
  const loaded = hasMore ? ' loaded' : '';
  return shown === total ? `${total} ${noun}${loaded}` : `Showing ${shown} of ${total} ${noun}${loaded}`;
}

/** Under the list: Load More while older tasks remain, or the failure of the last attempt with Try again. */
function LoadMore({ hasMore = false, loadingMore = false, loadMoreFailed = false, onLoadMore }: AgentResultsProps) {
  if (!onLoadMore) return null;
  if (loadMoreFailed) return <LoadFailedAlert title={TASKS_FETCH_FAILED_MESSAGE} onRetry={onLoadMore} />;
  if (!hasMore) return null;
  return (
    <div className={styles.loadMore}>
      <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
        Load More
      </Button>
    </div>
  );
}

/**
 * /results/{agentId} (product 2): the agent's tasks with a search box, a status filter, a sort (product 4's
 * status order by default) and a table or cards view. Running tasks refresh by themselves (the app
 * polls them every 3 s); Retry on a failed task reloads the list. Props in, events out.
 */
export function AgentResults(props: AgentResultsProps) {
  const { agent, status, rows, totalCount, query, statusFilter, sort, view, activeCount } = props;
  if (!agent) return <AgentNotFound onGoBack={props.onGoBack} agentsHref={props.agentsHref} />;

  const header = (
    <PageHeader
      back={{ to: props.allResultsHref, label: 'All results' }}
      title={`${agent.name} Results`}
      description={agent.description}
      actions={
        <Link to={props.runHref} variant="primary" icon="sparkles">
          Run New Analysis
        </Link>
      }
    />
  );

  if (status === 'loading') {
    return (
      <div className={styles.page} aria-busy="true">
        {header}
        <div className={styles.loading}>
          <Spinner size="large" label={`Loading ${agent.name} results`} showLabel />
        </div>
      </div>
    );
  }

  if (status === 'error') {
    return (
      <div className={styles.page}>
        {header}
        <Alert
          tone="error"
          title={TASKS_FETCH_FAILED_MESSAGE}
          actions={
            <Button variant="secondary" size="small" onClick={props.onReload}>
              Try again
            </Button>
          }
        />
      </div>
    );
  }

  if (totalCount === 0) {
    return (
      <div className={styles.page}>
        {header}
        <EmptyState
          bordered
          titleAs="h2"
          icon={agent.icon}
          title="No analyses yet"
          description={`Run ${agent.name} to see its results here.`}
          action={
            <Link to={props.runHref} variant="primary">
              Run {agent.name}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {header}
      <div className={styles.controls}>
        <TextField
          label="Search"
          type="search"
          value={query}
          placeholder="Analysis number, status or message"
          onChange={(event) => props.onQueryChange(event.target.value)}
        />
        <Select
          label="Status"
          value={statusFilter}
          options={agentResultsStatusFilters.map((value) => ({ value, label: STATUS_FILTER_LABELS[value] }))}
          onChange={(event) => props.onStatusFilterChange(event.target.value as AgentResultsStatusFilter)}
        />
        <Select
          label="Sort by"
          value={sort}
          options={agentResultsSorts.map((value) => ({ value, label: SORT_LABELS[value] }))}
          onChange={(event) => props.onSortChange(event.target.value as AgentResultsSort)}
        />
        <Toggle label="View" options={VIEW_OPTIONS} value={view} onChange={props.onViewChange} />
      </div>
      <p className={styles.summary} role="status">
        {summaryText(rows.length, totalCount, props.hasMore ?? false)}
        {activeCount > 0 ? ` · ${activeCount} in progress, updating every few seconds` : ''}
      </p>
      {rows.length === 0 ? (
        <EmptyState
          bordered
          titleAs="h2"
          icon="search"
          title="No matching analyses"
          description="Try another search or status."
          action={
            <Button
              variant="secondary"
              onClick={() => {
                props.onQueryChange('');
                props.onStatusFilterChange('all');
              }}
            >
              Clear filters
            </Button>
          }
        />
      ) : view === 'table' ? (
        <Table
          caption={`${agent.name} analyses`}
          hideCaption
          columns={tableColumns(props)}
          rows={rows}
          getRowKey={(row) => row.taskId}
        />
      ) : (
        <ResultCards {...props} />
      )}
      <LoadMore {...props} />
    </div>
  );
}
