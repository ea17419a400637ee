import { getAgent } from '@ledgerlight/contract';
import type { Account } from '@ledgerlight/contract';
import { StartAgentModal } from '@ledgerlight/ui';
import type { StartAgentConfig } from '@ledgerlight/contract';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api/client';
import { startAgentActors } from './startAgent.actors';
import { useRemoteStore } from '../../lib/store/useRemote';
import { paths, to } from '../../config/paths';
import { savePendingStart } from './pendingStart';
import { startAgentErrors, startAgentMachine } from './startAgent.machine';
import { creditKeys } from '../credits';
import { taskKeys } from '../results';

export interface StartAgentFlowProps {
  agentId: string;
  /** The linked accounts; undefined while they load. */
  accounts?: readonly Account[];
  accountsError?: string;
  balance?: number;
  /** The selection to start from: the one kept while the user bought credits. */
  initialConfig?: StartAgentConfig;
  onClose: () => void;
}

/**
 * The Start modal (product 2) over the start-flow machine, shared by /finance-agents and
 * /agents/{agentId}. Mount it with `key={agentId}` so that each agent starts from a fresh flow.
 */
export function StartAgentFlow({
  agentId,
  accounts,
  accountsError,
  balance,
  initialConfig,
  onClose,
}: StartAgentFlowProps) {
  const navigate = useNavigate();
  const store = useRemoteStore();
  const agent = getAgent(agentId);
  const [snapshot, send] = useMachine(
    startAgentMachine.provide({
      actors: startAgentActors(api),
      actions: {
        goToProcessing: ({ context }) => {
          if (context.taskId) void navigate(to.processing(context.agentId, context.taskId));
        },
        // A start spends a credit and adds a task: every read of either is stale (ADR 0034).
        invalidateBalance: () => {
          store.invalidate(creditKeys.balance);
          store.invalidate(taskKeys.all);
        },
      },
    }),
    { input: { agentId, config: initialConfig, balance } },
  );
  const running = snapshot.status === 'active';
  useEffect(() => {
    // A started run invalidates the balance, and the page reads it again: the finished flow needs no news.
    if (running) send({ type: 'BALANCE', balance });
  }, [send, balance, running]);
  if (!agent) return null;
  const { config, error } = snapshot.context;
  const starting = snapshot.matches('starting') || snapshot.matches('done');
  return (
    <StartAgentModal
      open
      onClose={() => {
        if (!starting) onClose();
      }}
      agent={agent}
      step={snapshot.matches('configure') ? 'configure' : 'confirm'}
      accounts={accounts}
      accountsError={accountsError}
      linkAccountHref={paths.linkAccount}
      balance={balance}
      value={config}
      onChange={(next) => send({ type: 'UPDATE', config: next })}
      errors={startAgentErrors(snapshot)}
      onContinue={() => send({ type: 'CONTINUE' })}
      onBuyCredits={() => {
        // Kept for the way back: payment success returns to this agent with this selection.
        savePendingStart({ agentId, config });
        void navigate(paths.creditsPurchase);
      }}
      onBack={() => send({ type: 'BACK' })}
      onStart={() => send({ type: 'START' })}
      starting={starting}
      error={error}
    />
  );
}
