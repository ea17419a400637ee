import { AGENT_LIST } from '@ledgerlight/contract';
import { Dashboard } from '@ledgerlight/ui';
import type { DashboardSpending } from '@ledgerlight/ui';
import { useMemo } from 'react';
import { useAuth } from '../../../auth';
import { dashboardKeys, loadSpendingTransactions, loadTasksByAgent } from '../../queries';
import { allAnalyses, quickStats, recentAnalyses, spendingByMonth } from '../../dashboardView';
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
 * The balance through the product 9 cache (credit_balance, 5 minutes; a failed fetch hides it), the five
 * agents' latest tasks in parallel (a failed list is logged and skipped, and the page names what it
 * left out, with Try again), 'Loading your dashboard...' until they and the balance's answer are in
 * (so the balance's arrival moves nothing), and the spending chart from the transactions (a failure
 * there says so in the chart's place, with Try again).
 */
function SignedInDashboard({ now }: DashboardPageProps) {
  const balance = useCreditBalanceState(true);
  const { state: tasks, reload: reloadTasks } = useRemote(dashboardKeys.tasksByAgent, loadTasksByAgent);
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
      spending={spending}
      onRetrySpending={reloadTransactions}
      agentHref={to.agent}
      resultHref={to.result}
      now={now}
    />
  );
}
