import { AGENT_LIST } from '@ledgerlight/contract';
import { Dashboard } from '@ledgerlight/ui';
import type { DashboardAccounts, DashboardRecurring, DashboardSpending } from '@ledgerlight/ui';
import { useMemo } from 'react';
import { useAuth } from '../../../auth';
import { dashboardKeys, loadSpendingTransactions, loadTasksByAgent } from '../../queries';
import { allAnalyses, latestRecurring, quickStats, recentAnalyses, spendingByMonth } from '../../dashboardView';
import { accountKeys, loadPlaidAccounts } from '../../../bankLink';
import { useCreditBalanceState } from '../../../credits';
import { useRemote } from '../../../../lib/store/useRemote';
import { to } from '../../../../config/paths';

export interface DashboardPageProps {
  /** The reference time for relative dates and the chart's months; now by default (stories fix it). */
  now?: Date;
}

const NO_STATS = { completed: 0, creditsUsed: 0, active: 0 } as const;

/**
 * /dashboard, and / when signed in (product 2). Signed out (a visitor the guard has not turned away),
 * only the welcome banner with Sign In and the tools.
 */
export function DashboardPage({ now }: DashboardPageProps) {
  const { status } = useAuth();
  if (status !== 'signedIn') {
    return (
      <Dashboard
        signedIn={false}
        status="ready"
        agents={AGENT_LIST}
        recent={[]}
        stats={NO_STATS}
        agentHref={to.agent}
        resultHref={to.result}
      />
    );
  }
  return <SignedInDashboard now={now} />;
}

/**
 * The balance through the product 9 cache (credit_balance, 5 minutes; a failed fetch hides it), the
 * linked accounts through theirs (plaid_accounts, the read the agent pages already make), the five
 * agents' latest tasks in parallel (a failed list is logged and skipped, and the page names what it
 * left out, with Try again; the newest completed Recurring Expenses result among them gives the
 * upcoming charges), 'Loading your dashboard...' until they and the balance's answer are in (so the
 * balance's arrival moves nothing), and the spending chart from the transactions. Each part that
 * fails says so in its own place, with Try again.
 */
function SignedInDashboard({ now }: DashboardPageProps) {
  const balance = useCreditBalanceState(true);
  const { state: tasks, reload: reloadTasks } = useRemote(dashboardKeys.tasksByAgent, loadTasksByAgent);
  const { state: accountsState, reload: reloadAccounts } = useRemote(accountKeys.all, loadPlaidAccounts, {
    cache: 'plaidAccounts',
  });
  const { state: transactions, reload: reloadTransactions } = useRemote(
    dashboardKeys.spending,
    loadSpendingTransactions,
  );

  const analyses = useMemo(() => (tasks.status === 'ready' ? allAnalyses(tasks.data) : []), [tasks]);
  const recent = useMemo(() => (tasks.status === 'ready' ? recentAnalyses(tasks.data) : []), [tasks]);
  const unavailableAgents = useMemo(
    () =>
      (tasks.status === 'ready' ? AGENT_LIST.filter((agent) => tasks.data[agent.id] === undefined) : []).map(
        (agent) => agent.name,
      ),
    [tasks],
  );
  const accounts = useMemo((): DashboardAccounts => {
    if (accountsState.status === 'loading') return { status: 'loading' };
    if (accountsState.status === 'error') return { status: 'error' };
    return { status: 'ready', accounts: accountsState.data.accounts };
  }, [accountsState]);
  const recurring = useMemo(
    (): DashboardRecurring =>
      tasks.status === 'ready' ? latestRecurring(tasks.data, to.result) : { status: 'loading' },
    [tasks],
  );
  const spending = useMemo((): DashboardSpending => {
    if (transactions.status === 'loading') return { status: 'loading' };
    if (transactions.status === 'error') return { status: 'error' };
    return { status: 'ready', months: spendingByMonth(transactions.data, now ?? new Date()) };
  }, [transactions, now]);

  return (
    <Dashboard
      signedIn
      status={tasks.status === 'loading' || balance.pending ? 'loading' : 'ready'}
      balance={balance.balance}
      agents={AGENT_LIST}
      recent={recent}
      stats={quickStats(analyses)}
      unavailableAgents={unavailableAgents}
      onRetryAnalyses={reloadTasks}
      accounts={accounts}
      onRetryAccounts={reloadAccounts}
      recurring={recurring}
      spending={spending}
      onRetrySpending={reloadTransactions}
      agentHref={to.agent}
      resultHref={to.result}
      now={now}
    />
  );
}
