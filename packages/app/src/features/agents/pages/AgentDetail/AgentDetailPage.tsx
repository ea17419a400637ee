import { getAgent } from '@ledgerlight/contract';
import { AgentDetail } from '@ledgerlight/ui';
import type { StartAgentConfig } from '@ledgerlight/contract';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { clearPendingStart, pendingStartFor } from '../../pendingStart';
import { StartAgentFlow } from '../../StartAgentFlow';
import { useRemote } from '../../../../lib/store/useRemote';
import { paths } from '../../../../config/paths';
import { creditKeys, loadBalance } from '../../../credits';
import { accountKeys, loadPlaidAccounts } from '../../../bankLink';
import { LOAD_ACCOUNTS_FAILED_MESSAGE } from '../../queries';

/**
 * /agents/{agentId} (product 2): the agent's details and the Start flow; an unknown id is 'Agent Not Found'.
 * Back from buying credits for this agent, the Start flow opens again with the selection kept.
 */
export function AgentDetailPage() {
  const { agentId = '' } = useParams();
  const navigate = useNavigate();
  const agent = getAgent(agentId);
  const [resumed] = useState(() => pendingStartFor(agentId));
  const [open, setOpen] = useState(resumed !== undefined);
  useEffect(() => {
    if (resumed) clearPendingStart();
  }, [resumed]);
  if (!agent) {
    return (
      <AgentDetail
        agent={undefined}
        onStart={() => undefined}
        onGoBack={() => void navigate(-1)}
        agentsHref={paths.financeAgents}
      />
    );
  }
  return (
    <>
      <AgentDetail
        agent={agent}
        onStart={() => setOpen(true)}
        onGoBack={() => void navigate(-1)}
        agentsHref={paths.financeAgents}
      />
      {open ? (
        <AgentStart key={agent.id} agentId={agent.id} initialConfig={resumed} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/** Loads the balance and accounts when the modal opens, not before. */
function AgentStart({
  agentId,
  initialConfig,
  onClose,
}: {
  agentId: string;
  initialConfig?: StartAgentConfig;
  onClose: () => void;
}) {
  const balance = useRemote(creditKeys.balance, loadBalance, {
    cache: 'creditBalance',
    cacheMode: 'writeOnly',
  }).state;
  const accounts = useRemote(accountKeys.all, loadPlaidAccounts, { cache: 'plaidAccounts' }).state;
  return (
    <StartAgentFlow
      agentId={agentId}
      accounts={accounts.status === 'ready' ? accounts.data.accounts : undefined}
      accountsError={accounts.status === 'error' ? LOAD_ACCOUNTS_FAILED_MESSAGE : undefined}
      balance={balance.status === 'ready' ? balance.data.balance : undefined}
      initialConfig={initialConfig}
      onClose={onClose}
    />
  );
}
