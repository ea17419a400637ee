import { getAgent } from '@ledgerlight/contract';
import { AgentDetail } from '@ledgerlight/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LOAD_ACCOUNTS_FAILED_MESSAGE, loadAccounts, loadBalance, useRemote } from '../../agents/agentData';
import { StartAgentFlow } from '../../agents/StartAgentFlow';
import { paths } from '../../routes/paths';

/** /agents/{agentId} (spec 2): the agent's details and the Start flow; an unknown id is 'Agent Not Found'. */
export function AgentDetailPage() {
  const { agentId = '' } = useParams();
  const navigate = useNavigate();
  const agent = getAgent(agentId);
  const [open, setOpen] = useState(false);
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
      {open ? <AgentStart key={agent.id} agentId={agent.id} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** Loads the balance and accounts when the modal opens, not before. */
function AgentStart({ agentId, onClose }: { agentId: string; onClose: () => void }) {
  const balance = useRemote(loadBalance);
  const accounts = useRemote(loadAccounts);
  return (
    <StartAgentFlow
      agentId={agentId}
      accounts={accounts.status === 'ready' ? accounts.data : undefined}
      accountsError={accounts.status === 'error' ? LOAD_ACCOUNTS_FAILED_MESSAGE : undefined}
      balance={balance.status === 'ready' ? balance.data : undefined}
      onClose={onClose}
    />
  );
}
