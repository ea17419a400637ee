import { AGENT_LIST, isAgentId } from '@ledgerlight/contract';
import type { AgentId } from '@ledgerlight/contract';
import { AgentCatalogue } from '@ledgerlight/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { StartAgentFlow } from '../../StartAgentFlow';
import { qualifiesForWelcomeBanner, welcomeBannerMachine } from '../../welcomeBanner.machine';
import { useRemote } from '../../../../lib/store/useRemote';
import { paths, to } from '../../../../config/paths';
import { creditKeys, loadBalance, loadLatestCredit } from '../../../credits';
import { accountKeys, loadPlaidAccounts } from '../../../bankLink';
import { loadPastResults, taskKeys } from '../../../results';
import { LOAD_ACCOUNTS_FAILED_MESSAGE } from '../../queries';

/** Navigation state that opens an agent's start modal on arrival (product 2). */
export interface FinanceAgentsLocationState {
  preSelectAgent?: string;
}

function preSelectedAgent(state: unknown): AgentId | undefined {
  const preSelect = (state as FinanceAgentsLocationState | null)?.preSelectAgent;
  return isAgentId(preSelect) ? preSelect : undefined;
}

/** /finance-agents (product 2): the agents, the balance, the welcome banner, past results and the Start flow. */
export function FinanceAgentsPage() {
  const location = useLocation();
  const [openAgent, setOpenAgent] = useState<AgentId | undefined>(() => preSelectedAgent(location.state));
  const { state: balance, reload: reloadBalance } = useRemote(creditKeys.balance, loadBalance, {
    cache: 'creditBalance',
    cacheMode: 'writeOnly',
  });
  const latest = useRemote(creditKeys.latest, loadLatestCredit).state;
  const accounts = useRemote(accountKeys.all, loadPlaidAccounts, { cache: 'plaidAccounts' }).state;
  const { state: pastResults, reload: reloadPastResults } = useRemote(taskKeys.pastResults, loadPastResults);
  const [banner, sendBanner] = useMachine(welcomeBannerMachine);

  const balanceValue = balance.status === 'ready' ? balance.data.balance : undefined;
  const latestEntry = latest.status === 'ready' ? latest.data : undefined;
  const qualifies = qualifiesForWelcomeBanner(balanceValue, latestEntry);
  useEffect(() => {
    if (qualifies) sendBanner({ type: 'SHOW' });
  }, [qualifies, sendBanner]);

  return (
    <>
      <AgentCatalogue
        agents={AGENT_LIST}
        balance={balanceValue}
        pageDataFailed={balance.status === 'error'}
        onRetryPageData={reloadBalance}
        showWelcomeBanner={banner.matches('shown')}
        onDismissWelcome={() => sendBanner({ type: 'DISMISS' })}
        pastResults={pastResults.status === 'ready' ? pastResults.data : undefined}
        pastResultsFailed={pastResults.status === 'error'}
        onRetryPastResults={reloadPastResults}
        agentHref={to.agent}
        resultHref={to.result}
        resultsHref={paths.results}
        onStartAgent={setOpenAgent}
      />
      {openAgent ? (
        <StartAgentFlow
          key={openAgent}
          agentId={openAgent}
          accounts={accounts.status === 'ready' ? accounts.data.accounts : undefined}
          accountsError={accounts.status === 'error' ? LOAD_ACCOUNTS_FAILED_MESSAGE : undefined}
          balance={balanceValue}
          onClose={() => setOpenAgent(undefined)}
        />
      ) : null}
    </>
  );
}
