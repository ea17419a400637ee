import { clsx } from 'clsx';
import { useId } from 'react';
import { creditCost, toTaskStatus } from '@ledgerlight/contract';
import type { Account, AgentDefinition, AgentId } from '@ledgerlight/contract';
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
import { Skeleton, SkeletonRegion } from '../../components/Skeleton/Skeleton';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { Column, Columns } from '../../components/Columns/Columns';
import { Inline } from '../../components/Inline/Inline';
import {
  LOCALE,
  accountKindLabel,
  accountMaskText,
  formatCreditCount,
  formatCredits,
  formatDate,
  formatDateTime,
  formatUsd,
  relativeDate,
  taskIdSuffix,
} from '../../format/format';
import type { DateInput } from '../../format/format';
import { visuallyHidden } from '../../theme/utilities.css';
import { accountRole, moneySummary, upcomingCharges, UPCOMING_DAYS } from './dashboardModel';
import type { RecurringChargeSource } from './dashboardModel';
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

/** The linked accounts (GET /api/plaid/accounts): loading, failed, or the accounts. */
export type DashboardAccounts =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; accounts: readonly Account[] };

/**
 * The latest COMPLETED Recurring Expenses result, read from the task lists the dashboard already
 * fetches (no new run, no cost): loading, failed, none (no completed run, or one whose result cannot
 * be read), or its expenses as the recurring renderer reads them.
 */
export type DashboardRecurring =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'none' }
  | {
      status: 'ready';
      expenses: readonly RecurringChargeSource[];
      /** When the run was made (its task's createdAt). */
      runAt: string;
      /** Its result page. */
      resultHref: string;
    };

export const BALANCES_TITLE = 'Balances';
export const UPCOMING_TITLE = 'Upcoming charges';
/** Where there is no Recurring Expenses result: the link to that agent says exactly this. */
export const RUN_RECURRING_TEXT = 'Run Recurring Expenses to see your upcoming bills';
/** How many upcoming charges are listed; the rest are counted and one link away. */
export const UPCOMING_LISTED = 5;

export interface DashboardProps {
  /** Signed out: the welcome banner with Sign In, and no personal data (product 2). */
  signedIn: boolean;
  /** loading until the dashboard's task lists and balance are in (product 4). */
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
  /** The linked accounts' balances; undefined hides them (signed out). */
  accounts?: DashboardAccounts;
  /** Try again for the accounts. */
  onRetryAccounts?: () => void;
  /** The upcoming charges' source; undefined hides them (signed out). */
  recurring?: DashboardRecurring;
  /** The spending-by-month chart; undefined hides it (signed out). */
  spending?: DashboardSpending;
  /** Try again for the chart's transactions. */
  onRetrySpending?: () => void;
  /** Links, built by the app's route helpers. */
  agentHref: (agentId: AgentId) => string;
  resultHref: (agentId: AgentId, taskId: string) => string;
  /** The reference time for relative dates and the upcoming window (now unless told; stories pass a fixed one). */
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

/**
 * Whether the balance is short: below what the cheapest tool costs on one account (product 9). Then,
 * and only then, the dashboard offers Purchase Credits beside the balance; the nav's Buy Credits is
 * there at any balance (ADR 0045).
 */
export function creditsShort(balance: number | undefined, agents: readonly AgentDefinition[]): boolean {
  if (balance === undefined || agents.length === 0) return false;
  return balance < Math.min(...agents.map((agent) => creditCost(agent, 1)));
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

const compactUsd = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** The spending axis: dollars, compact ('$0', '$500', '$1.5K', '$10K'). */
export function formatUsdAxis(amount: number): string {
  return compactUsd.format(amount);
}

const dayFormat = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A calendar day ('YYYY-MM-DD') as written, whatever the viewer's zone: 'Dec 3'. */
function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/**
 * /dashboard (product 2), in the order a person reads it (ADR 0045): the balance in the header
 * (Purchase Credits beside it only when it is short); what the linked accounts hold and owe; the
 * charges expected in the next 30 days; spending by month; the Financial Analysis Tools, each with
 * Run; Recent Analysis (the 6 newest tasks, View only when COMPLETED, 'No analyses yet' with Get
 * Started) and Quick Stats. While data loads, each part shows a skeleton of its own shape ('Loading
 * your dashboard...' for the analyses); signed out, the welcome banner and the tools.
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
  accounts,
  onRetryAccounts,
  recurring,
  spending,
  onRetrySpending,
  agentHref,
  resultHref,
  now,
}: DashboardProps) {
  const showBalance = signedIn && balance !== undefined;
  const short = showBalance && creditsShort(balance, agents);
  const noAnalyses = unavailableAgents.length > 0 && unavailableAgents.length >= agents.length;
  const someLeftOut = unavailableAgents.length > 0 && !noAnalyses;
  return (
    <div className={styles.page}>
      <PageHeader
        title="Dashboard"
        actions={
          signedIn && (showBalance || status === 'loading') ? (
            <Inline space="large" alignY="center">
              <p
                className={clsx(styles.credits, !showBalance && styles.creditsReserved)}
                aria-hidden={showBalance ? undefined : true}
              >
                <span className={styles.creditsLabel}>Available Credits</span>
                <span className={styles.creditsValue}>{showBalance ? formatCredits(balance) : '0'}</span>
              </p>
              {short ? (
                <Link to={DASHBOARD_LINKS.purchaseCredits} variant="primary" icon="credit-card">
                  Purchase Credits
                </Link>
              ) : null}
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

      {signedIn && (accounts !== undefined || recurring !== undefined) ? (
        <Columns space="xlarge" collapseBelow="desktop" alignY="top">
          <Column width="1/2">
            {accounts !== undefined ? <Balances accounts={accounts} onRetry={onRetryAccounts} /> : <span />}
          </Column>
          <Column width="1/2">
            {recurring !== undefined ? (
              <Upcoming
                recurring={recurring}
                runHref={agentHref('recurring_expenses')}
                onRetry={onRetryAnalyses}
                now={now}
              />
            ) : (
              <span />
            )}
          </Column>
        </Columns>
      ) : null}

      {signedIn && spending !== undefined ? <SpendingChart spending={spending} onRetry={onRetrySpending} /> : null}

      {/* The tools do not depend on the user's data: shown at once. */}
      <Section title="Financial Analysis Tools" description="Each tool runs on the accounts you choose.">
        <ul className={styles.tools} aria-label="Financial Analysis Tools">
          {agents.map((agent) => (
            <li key={agent.id} className={styles.toolItem}>
              <ToolCard agent={agent} href={agentHref(agent.id)} />
            </li>
          ))}
        </ul>
      </Section>

      {signedIn && status === 'loading' ? <AnalysesSkeleton /> : null}

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
                <QuickStats stats={stats} />
              )}
              {someLeftOut ? <p className={styles.chartNote}>Leaves out {listOfNames(unavailableAgents)}.</p> : null}
            </Section>
          </Column>
        </Columns>
      ) : null}
    </div>
  );
}

/**
 * One tool: its icon, name and category, what it does, and Run (to its page, where it starts). On a
 * phone Run sits beside the name, so a card is no taller than its text; wider, at the card's foot.
 */
function ToolCard({ agent, href }: { agent: AgentDefinition; href: string }) {
  const titleId = useId();
  return (
    <Card as="article" padding="small" aria-labelledby={titleId} className={styles.toolCard}>
      <div className={styles.toolBody}>
        <span className={styles.toolIcon}>
          <Icon name={agent.icon} size="medium" />
        </span>
        <h3 id={titleId} className={styles.toolName}>
          {agent.name}
        </h3>
        <span className={styles.toolCategory}>
          <Badge tone="neutral">{agent.category}</Badge>
        </span>
        <p className={styles.toolDescription}>{agent.description}</p>
        <span className={styles.toolAction}>
          <Link to={href} variant="secondary" size="small" iconEnd="chevron-right">
            Run<span className={visuallyHidden}>{` ${agent.name}`}</span>
          </Link>
        </span>
      </div>
    </Card>
  );
}

/** Quick Stats: three figures side by side, each label whole on one line or wrapped between words. */
function QuickStats({ stats }: { stats: DashboardStats }) {
  const items = [
    { label: 'Completed', value: String(stats.completed), tone: 'success' },
    { label: 'Credits Used', value: formatCredits(stats.creditsUsed), tone: 'brand' },
    { label: 'Active', value: String(stats.active), tone: 'warning' },
  ] as const;
  return (
    <ul className={styles.stats}>
      {items.map((item) => (
        <li key={item.label} className={styles.stat}>
          <span className={styles.statLabel}>{item.label}</span>
          <span className={styles.statValue[item.tone]}>{item.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the linked accounts hold and owe, and each account's balance. */
function Balances({ accounts, onRetry }: { accounts: DashboardAccounts; onRetry?: () => void }) {
  const manage = (
    <Link to={DASHBOARD_LINKS.linkAccount} variant="standalone" iconEnd="chevron-right">
      Accounts
    </Link>
  );
  if (accounts.status === 'loading') {
    return (
      <Section title={BALANCES_TITLE} actions={manage}>
        <SkeletonRegion label="Loading your balances">
          <div className={styles.moneyBody}>
            <div className={styles.figures}>
              {[0, 1].map((key) => (
                <div key={key} className={styles.figure}>
                  <Skeleton size="small" width="8ch" />
                  <Skeleton size="xxlarge" leading="tight" width="9ch" />
                </div>
              ))}
            </div>
            <ul className={styles.accountList}>
              {[0, 1, 2, 3].map((key) => (
                <li key={key} className={styles.accountRow}>
                  <span className={styles.accountName}>
                    <Skeleton width="16ch" />
                  </span>
                  <span className={styles.accountMeta}>
                    <Skeleton size="small" width="22ch" />
                  </span>
                  <span className={styles.accountBalance}>
                    <Skeleton width="9ch" />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </SkeletonRegion>
      </Section>
    );
  }
  if (accounts.status === 'error') {
    return (
      <Section title={BALANCES_TITLE} actions={manage}>
        <LoadProblem message="Your balances could not be loaded." onRetry={onRetry} />
      </Section>
    );
  }
  if (accounts.accounts.length === 0) {
    return (
      <Section title={BALANCES_TITLE}>
        <EmptyState
          bordered
          icon="bank"
          title="No linked accounts"
          description="Link a bank to see your cash, what you owe on cards and loans, and each account's balance."
          action={
            <Link to={DASHBOARD_LINKS.linkAccount} variant="primary" icon="plus">
              Link an account
            </Link>
          }
        />
      </Section>
    );
  }
  const summary = moneySummary(accounts.accounts);
  const figures = [
    { key: 'cash', label: 'Cash', value: summary.cash },
    ...(summary.hasCards || !summary.hasLoans
      ? [{ key: 'cards', label: 'Owed on cards', value: summary.owedOnCards }]
      : []),
    ...(summary.hasLoans ? [{ key: 'loans', label: 'Owed on loans', value: summary.owedOnLoans }] : []),
  ] as const;
  return (
    <Section title={BALANCES_TITLE} actions={manage}>
      <div className={styles.moneyBody}>
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.key} className={styles.figure}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{formatUsd(figure.value)}</dd>
            </div>
          ))}
        </dl>
        <ul className={styles.accountList} aria-label="Account balances">
          {accounts.accounts.map((account) => {
            const role = accountRole(account);
            const owed = role === 'card' || role === 'loan';
            const mask = accountMaskText(account.mask);
            return (
              <li key={account.account_id} className={styles.accountRow}>
                <span className={styles.accountName}>{account.name}</span>
                <span className={styles.accountMeta}>
                  {[accountKindLabel(account), mask, account.institution_name].filter(Boolean).join(' · ')}
                </span>
                <span className={styles.accountBalance}>
                  {formatUsd(account.balances.current)}
                  {owed ? <span className={styles.owedNote}> owed</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}

/** The charges the latest Recurring Expenses result expects in the next 30 days. */
function Upcoming({
  recurring,
  runHref,
  onRetry,
  now,
}: {
  recurring: DashboardRecurring;
  runHref: string;
  onRetry?: () => void;
  now?: DateInput;
}) {
  if (recurring.status === 'loading') {
    return (
      <Section title={UPCOMING_TITLE}>
        <SkeletonRegion label="Loading your upcoming charges">
          <div className={styles.moneyBody}>
            <div className={styles.figure}>
              <Skeleton size="small" width="14ch" />
              <Skeleton size="xxlarge" leading="tight" width="9ch" />
            </div>
            <ul className={styles.chargeList}>
              {[0, 1, 2, 3].map((key) => (
                <li key={key} className={styles.chargeRow}>
                  <Skeleton width="6ch" />
                  <Skeleton width="18ch" />
                  <Skeleton width="7ch" />
                </li>
              ))}
            </ul>
          </div>
        </SkeletonRegion>
      </Section>
    );
  }
  if (recurring.status === 'error') {
    return (
      <Section title={UPCOMING_TITLE}>
        <LoadProblem message="Your Recurring Expenses results could not be loaded." onRetry={onRetry} />
      </Section>
    );
  }
  if (recurring.status === 'none') {
    return (
      <Section title={UPCOMING_TITLE}>
        <div className={styles.runPrompt}>
          <Icon name="calendar" size="medium" className={styles.runPromptIcon} />
          <p className={styles.runPromptText}>
            <Link to={runHref} variant="inline">
              {RUN_RECURRING_TEXT}
            </Link>
            <span className={styles.runPromptNote}>
              {' '}
              It finds the bills and subscriptions that repeat, and when each is due next.
            </span>
          </p>
        </div>
      </Section>
    );
  }
  const upcoming = upcomingCharges(recurring.expenses, now);
  const listed = upcoming.charges.slice(0, UPCOMING_LISTED);
  const more = upcoming.charges.length - listed.length;
  const source = (
    <p className={styles.upcomingSource}>
      From your Recurring Expenses run of <span className={styles.nowrap}>{formatDate(recurring.runAt)}</span>.{' '}
      <span className={styles.nowrap}>
        <Link to={recurring.resultHref} variant="inline">
          {more > 0 ? `See all ${upcoming.charges.length} in the result` : 'See the result'}
        </Link>
      </span>
    </p>
  );
  return (
    <Section title={UPCOMING_TITLE}>
      <div className={styles.moneyBody}>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{`Due in the next ${UPCOMING_DAYS} days`}</dt>
            <dd className={styles.figureValue}>{formatUsd(upcoming.total)}</dd>
          </div>
        </dl>
        {upcoming.charges.length === 0 ? (
          <p className={styles.upcomingSource}>No charges are expected between today and {shortDay(upcoming.to)}.</p>
        ) : (
          <ul className={styles.chargeList} aria-label={`Charges due by ${shortDay(upcoming.to)}`}>
            {listed.map((charge) => (
              <li key={charge.id} className={styles.chargeRow}>
                <time dateTime={charge.date} className={styles.chargeDate}>
                  {shortDay(charge.date)}
                </time>
                <span className={styles.chargeName}>{charge.name}</span>
                <span className={styles.chargeAmount}>{formatUsd(charge.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        {source}
      </div>
    </Section>
  );
}

/** Recent Analysis and Quick Stats while the task lists load: their shapes, 'Loading your dashboard...'. */
function AnalysesSkeleton() {
  return (
    <SkeletonRegion label={DASHBOARD_LOADING_TEXT}>
      <Columns space="xlarge" collapseBelow="desktop" alignY="top">
        <Column width="2/3">
          <div className={styles.skeletonSection}>
            <Skeleton size="xlarge" leading="tight" width="12ch" />
            <ul className={styles.recent}>
              {[0, 1, 2, 3, 4, 5].map((key) => (
                <li key={key} className={styles.recentItem}>
                  <span className={styles.recentMain}>
                    <Skeleton width="14ch" />
                    <Skeleton size="small" width="18ch" />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </Column>
        <Column width="1/3">
          <div className={styles.skeletonSection}>
            <Skeleton size="xlarge" leading="tight" width="10ch" />
            <Skeleton size="small" width="24ch" />
            <ul className={styles.stats}>
              {[0, 1, 2].map((key) => (
                <li key={key} className={styles.stat}>
                  <Skeleton size="small" width="7ch" />
                  <Skeleton size="xxlarge" leading="tight" width="3ch" />
                </li>
              ))}
            </ul>
          </div>
        </Column>
      </Columns>
    </SkeletonRegion>
  );
}

const SPENDING_SERIES = [{ key: 'spending', label: 'Spending' }] as const;

/** The plot's height in the chart (BarChart's medium height), so the chart's arrival moves nothing. */
const CHART_SKELETON_HEIGHT = styles.chartPlotHeight;

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
        <SkeletonRegion label="Loading your spending">
          <div className={styles.chartSkeleton}>
            <span className={styles.chartSkeletonCaption}>
              <Skeleton width="24ch" />
              <Skeleton size="small" width="60%" />
            </span>
            <span className={styles.chartSkeletonToolbar}>
              <Skeleton shape="block" width="14ch" height={styles.chartSkeletonButtonHeight} />
            </span>
            <Skeleton shape="block" height={CHART_SKELETON_HEIGHT} />
          </div>
        </SkeletonRegion>
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
          description="Money out of your accounts each month; transfers between them and card payments are left out."
          series={SPENDING_SERIES}
          data={spending.months.map(spendingDatum)}
          categoryLabel="Month"
          formatValue={formatUsd}
          formatAxisValue={formatUsdAxis}
          inspectable
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
