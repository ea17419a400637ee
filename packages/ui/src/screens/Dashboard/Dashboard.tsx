import { clsx } from 'clsx';
import { toTaskStatus } from '@ledgerlight/contract';
import type { AgentDefinition, AgentId } from '@ledgerlight/contract';
import { Alert } from '../../components/Alert/Alert';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { LazyBarChart } from '../../components/Chart/LazyBarChart';
import type { BarChartDatum } from '../../components/Chart/LazyBarChart';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { PageSpinner, Spinner } from '../../components/Spinner/Spinner';
import { StatTile } from '../../components/StatTile/StatTile';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { Column, Columns } from '../../components/Columns/Columns';
import { Inline } from '../../components/Inline/Inline';
import {
  LOCALE,
  formatCreditCount,
  formatCredits,
  formatDateTime,
  formatUsd,
  relativeDate,
  taskIdSuffix,
} from '../../format/format';
import type { DateInput } from '../../format/format';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './Dashboard.css';

/** Product 2: what the dashboard says while its data loads. */
export const DASHBOARD_LOADING_TEXT = 'Loading your dashboard...';
/** Product 2: the Recent Analysis empty state. */
export const NO_ANALYSES_TEXT = 'No analyses yet';

/** The fixed destinations of the dashboard's links (product 2). */
export const DASHBOARD_LINKS = {
  purchaseCredits: '/credits/purchase',
  viewAll: '/finance-agents',
  getStarted: '/finance-agents',
  signIn: '/welcome',
  linkAccount: '/link-account',
} as const;

export const dashboardStatuses = ['loading', 'ready'] as const;
export type DashboardStatus = (typeof dashboardStatuses)[number];

/** One item of Recent Analysis: a task with the agent it ran (product 3: the UI adds agentId and agentName). */
export interface DashboardAnalysis {
  taskId: string;
  agentId: AgentId;
  agentName: string;
  status: string;
  overallStatus?: string | null;
  createdAt: string;
  /** Credits charged; shown only when above 0 (product 2). */
  creditCost: number;
}

/** Quick Stats (product 2). */
export interface DashboardStats {
  /** Tasks whose status is COMPLETED. */
  completed: number;
  /** The sum of the tasks' credit costs; shown rounded. */
  creditsUsed: number;
  /** Tasks whose status is PROCESSING. */
  active: number;
}

/** What went out of the linked accounts in one calendar month. */
export interface SpendingMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** US dollars, 0 or more. */
  amount: number;
}

/** The spending chart's data: loading, failed, or the months oldest first. */
export type DashboardSpending =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; months: readonly SpendingMonth[] };

export const SPENDING_CHART_TITLE = 'Spending by month';
export const NO_SPENDING_TEXT = 'No spending to show yet';

export interface DashboardProps {
  /** Signed out: the welcome banner with Sign In, and no personal data (product 2). */
  signedIn: boolean;
  /** loading until the dashboard's fetch finishes (product 4). */
  status: DashboardStatus;
  /** The credit balance; undefined when unknown (a failed fetch hides it, product 7). */
  balance?: number;
  /** The agent catalogue, in display order: the Financial Analysis Tools. */
  agents: readonly AgentDefinition[];
  /** At most 6 tasks, newest first (product 9). */
  recent: readonly DashboardAnalysis[];
  stats: DashboardStats;
  /**
   * The names of the agents whose task lists could not be loaded: they are left out of Recent
   * Analysis and Quick Stats, and the page says so with Try again, never as zeros (product 4: a failed
   * list is logged and skipped).
   */
  unavailableAgents?: readonly string[];
  /** Try again for the task lists. */
  onRetryAnalyses?: () => void;
  /** The spending-by-month chart; undefined hides it (signed out). */
  spending?: DashboardSpending;
  /** Try again for the chart's transactions. */
  onRetrySpending?: () => void;
  /** Links, built by the app's route helpers. */
  agentHref: (agentId: AgentId) => string;
  resultHref: (agentId: AgentId, taskId: string) => string;
  /** The reference time for relative dates (now unless told; stories pass a fixed one). */
  now?: DateInput;
}

/** The View link shows only for a COMPLETED task, compared case-insensitively (product 2, product 4). */
export function canViewResult(analysis: Pick<DashboardAnalysis, 'status'>): boolean {
  return toTaskStatus(analysis.status) === 'COMPLETED';
}

/** '1 credit', '3 credits' (rounded, product 9). */
export function analysisCostText(credits: number): string {
  return formatCreditCount(credits);
}

const monthFormats = {
  long: new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: 'UTC' }),
};

/** 'YYYY-MM' as the chart's label ('November 2026') and axis label ('Nov'). */
export function spendingDatum({ month, amount }: SpendingMonth): BarChartDatum {
  const [year = Number.NaN, monthNumber = Number.NaN] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, monthNumber - 1, 1));
  if (Number.isNaN(date.getTime())) return { label: month, values: { spending: amount } };
  return {
    label: monthFormats.long.format(date),
    shortLabel: monthFormats.short.format(date),
    values: { spending: amount },
  };
}

/**
 * /dashboard (product 2): Available Credits and Purchase Credits; the Financial Analysis Tools; Recent
 * Analysis (the 6 newest tasks, View only when COMPLETED, 'No analyses yet' with Get Started);
 * Quick Stats; 'Loading your dashboard...' below the tools until the data is in; the welcome banner when
 * signed out.
 */
export function Dashboard({
  signedIn,
  status,
  balance,
  agents,
  recent,
  stats,
  unavailableAgents = [],
  onRetryAnalyses,
  spending,
  onRetrySpending,
  agentHref,
  resultHref,
  now,
}: DashboardProps) {
  const showBalance = signedIn && balance !== undefined;
  const noAnalyses = unavailableAgents.length > 0 && unavailableAgents.length >= agents.length;
  const someLeftOut = unavailableAgents.length > 0 && !noAnalyses;
  return (
    <div className={styles.page}>
      <PageHeader
        title="Dashboard"
        description="Your credits, your analysis tools and what they found, at a glance."
        actions={
          signedIn ? (
            <Inline space="large" alignY="center">
              {showBalance || status === 'loading' ? (
                <p
                  className={clsx(styles.credits, !showBalance && styles.creditsReserved)}
                  aria-hidden={showBalance ? undefined : true}
                >
                  <span className={styles.creditsLabel}>Available Credits</span>
                  <span className={styles.creditsValue}>{showBalance ? formatCredits(balance) : '0'}</span>
                </p>
              ) : null}
              <Link to={DASHBOARD_LINKS.purchaseCredits} variant="primary" icon="credit-card">
                Purchase Credits
              </Link>
            </Inline>
          ) : undefined
        }
      />

      {!signedIn ? (
        <Alert
          tone="info"
          title="Welcome to Ledgerlight"
          actions={
            <Link to={DASHBOARD_LINKS.signIn} variant="primary">
              Sign In
            </Link>
          }
        >
          Sign in to see your credits, run the analysis tools on your accounts and follow your results here.
        </Alert>
      ) : null}

      {/* The tools do not depend on the user's data: shown at once, the largest paint does not wait for it. */}
      <Section title="Financial Analysis Tools" description="Each tool runs on the accounts you choose.">
        <ul className={styles.tools} aria-label="Financial Analysis Tools">
          {agents.map((agent) => (
            <li key={agent.id} className={styles.toolItem}>
              <Card as="article" title={agent.name} titleAs="h3" to={agentHref(agent.id)} className={styles.toolCard}>
                <div className={styles.toolBody}>
                  <div className={styles.toolTop}>
                    <span className={styles.toolIcon}>
                      <Icon name={agent.icon} size="medium" />
                    </span>
                    <Badge tone="neutral">{agent.category}</Badge>
                  </div>
                  <p className={styles.toolDescription}>{agent.description}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      {signedIn && status === 'loading' ? <PageSpinner label={DASHBOARD_LOADING_TEXT} showLabel /> : null}

      {signedIn && status === 'ready' ? (
        <Columns space="xlarge" collapseBelow="desktop" alignY="top">
          <Column width="2/3">
            <Section
              title="Recent Analysis"
              actions={
                <Link to={DASHBOARD_LINKS.viewAll} variant="standalone" iconEnd="chevron-right">
                  View All
                </Link>
              }
            >
              {noAnalyses ? (
                <LoadProblem message="Your analyses could not be loaded." onRetry={onRetryAnalyses} />
              ) : (
                <>
                  {someLeftOut ? (
                    <LoadProblem
                      message={`${listOfNames(unavailableAgents)} runs could not be loaded and are left out here.`}
                      onRetry={onRetryAnalyses}
                    />
                  ) : null}
                  <RecentAnalysis recent={recent} resultHref={resultHref} now={now} />
                </>
              )}
            </Section>
          </Column>
          <Column width="1/3">
            <Section title="Quick Stats" description="From your latest runs of each agent.">
              {noAnalyses ? (
                <LoadProblem message="Your stats could not be counted." onRetry={onRetryAnalyses} />
              ) : (
                <ul className={styles.stats}>
                  <li>
                    <StatTile label="Completed" value={String(stats.completed)} icon="check-circle" tone="success" />
                  </li>
                  <li>
                    <StatTile
                      label="Credits Used"
                      value={formatCredits(stats.creditsUsed)}
                      icon="credit-card"
                      tone="brand"
                    />
                  </li>
                  <li>
                    <StatTile label="Active" value={String(stats.active)} icon="clock" tone="warning" />
                  </li>
                </ul>
              )}
              {someLeftOut ? <p className={styles.chartNote}>Leaves out {listOfNames(unavailableAgents)}.</p> : null}
            </Section>
          </Column>
        </Columns>
      ) : null}

      {signedIn && status === 'ready' && spending !== undefined ? (
        <SpendingChart spending={spending} onRetry={onRetrySpending} />
      ) : null}
    </div>
  );
}

const SPENDING_SERIES = [{ key: 'spending', label: 'Spending' }] as const;

/** 'Fraud Detection', 'Fraud Detection and Budget Builder', 'A, B and C'. */
const listFormat = new Intl.ListFormat(LOCALE, { style: 'long', type: 'conjunction' });
function listOfNames(names: readonly string[]): string {
  return listFormat.format(names);
}

/** A quiet note where data could not be loaded, with Try again (never zeros or an empty state). */
function LoadProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.loadProblem} role="status">
      <Icon name="alert-circle" size="small" className={styles.loadProblemIcon} />
      <p className={styles.loadProblemText}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="small" icon={<Icon name="refresh" size="small" />} onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

function SpendingChart({ spending, onRetry }: { spending: DashboardSpending; onRetry?: () => void }) {
  if (spending.status === 'loading') {
    return (
      <Section title={SPENDING_CHART_TITLE}>
        <Spinner label="Loading your spending" showLabel centered />
      </Section>
    );
  }
  if (spending.status === 'error') {
    return (
      <Section title={SPENDING_CHART_TITLE}>
        <LoadProblem message="Your spending could not be loaded." onRetry={onRetry} />
      </Section>
    );
  }
  const empty = spending.months.every((month) => !(month.amount > 0));
  return (
    <Section title={SPENDING_CHART_TITLE}>
      {empty ? (
        <EmptyState
          bordered
          icon="bank"
          title={NO_SPENDING_TEXT}
          description="Once your linked accounts have spending, each month's total shows here."
          action={
            <Link to={DASHBOARD_LINKS.linkAccount} variant="secondary" icon="plus">
              Link an account
            </Link>
          }
        />
      ) : (
        <LazyBarChart
          title={`Monthly spending, last ${spending.months.length} months`}
          description="Money out of your linked accounts each month. Transfers between your accounts and credit card payments are left out."
          series={SPENDING_SERIES}
          data={spending.months.map(spendingDatum)}
          categoryLabel="Month"
          formatValue={formatUsd}
        />
      )}
    </Section>
  );
}

function RecentAnalysis({ recent, resultHref, now }: Pick<DashboardProps, 'recent' | 'resultHref' | 'now'>) {
  if (recent.length === 0) {
    return (
      <EmptyState
        bordered
        icon="sparkles"
        title={NO_ANALYSES_TEXT}
        description="Run an analysis tool on your accounts and its results will show up here."
        action={
          <Link to={DASHBOARD_LINKS.getStarted} variant="primary">
            Get Started
          </Link>
        }
      />
    );
  }
  return (
    <ul className={styles.recent}>
      {recent.map((item) => (
        <li key={`${item.agentId}-${item.taskId}`} className={styles.recentItem}>
          <div className={styles.recentMain}>
            <p className={styles.recentName}>{item.agentName}</p>
            <div className={styles.recentMeta}>
              <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
                {relativeDate(item.createdAt, now)}
              </time>
              <StatusBadge status={item.status} overallStatus={item.overallStatus} variant="plain" dot />
            </div>
          </div>
          <div className={styles.recentEnd}>
            {item.creditCost > 0 ? (
              <Badge tone="neutral" icon="credit-card">
                {analysisCostText(item.creditCost)}
              </Badge>
            ) : null}
            {canViewResult(item) ? (
              <Link to={resultHref(item.agentId, item.taskId)} variant="standalone" iconEnd="chevron-right">
                View
                <span className={visuallyHidden}>{` ${item.agentName} analysis #${taskIdSuffix(item.taskId)}`}</span>
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
