import { PAYMENT_POLL_MS, PAYMENT_REDIRECT_MS, getAgent } from '@ledgerlight/contract';
import { DASHBOARD_DESTINATION, PaymentSuccess } from '@ledgerlight/ui';
import type { PaymentDestination } from '@ledgerlight/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { clearPendingStart, readPendingStart } from '../../../agents';
import { api } from '../../../../lib/api/client';
import { paymentVerificationActors } from '../../paymentVerification.actors';
import { paymentVerificationMachine, paymentVerificationView } from '../../paymentVerification.machine';
import { useCountdown } from '../../useCountdown';
import { useRemoteStore } from '../../../../lib/store/useRemote';
import { to } from '../../../../config/paths';
import { creditKeys } from '../../../credits';

export interface PaymentSuccessPageProps {
  /** Balance poll interval (product 9: 1 s); stories shorten it. */
  pollMs?: number;
  /** Delay before /dashboard after success (product 9: 3 s); stories shorten it. */
  redirectMs?: number;
}

/**
 * Where success leads: back to the agent whose start was short of credits, where the Start flow
 * opens again with the same selection; otherwise /dashboard (product 4).
 */
function paymentDestination(): PaymentDestination {
  const pending = readPendingStart();
  const agent = pending ? getAgent(pending.agentId) : undefined;
  if (!agent) return DASHBOARD_DESTINATION;
  return { to: to.agent(agent.id), name: agent.name, linkLabel: `Back to ${agent.name} now` };
}

/** /payment/success?session_id=... (product 2 and 4): verifies the payment, then goes to /dashboard. */
export function PaymentSuccessPage({
  pollMs = PAYMENT_POLL_MS,
  redirectMs = PAYMENT_REDIRECT_MS,
}: PaymentSuccessPageProps) {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const navigate = useNavigate();
  const store = useRemoteStore();
  const [destination] = useState(paymentDestination);
  const [snapshot] = useMachine(
    paymentVerificationMachine.provide({
      actors: paymentVerificationActors(api),
      actions: {
        goToDashboard: () => void navigate(destination.to, { replace: true }),
        // A purchase adds credits and a ledger entry: every read of either is stale (ADR 0034).
        invalidateBalance: () => {
          store.invalidate(creditKeys.balance);
          store.invalidate(creditKeys.all);
        },
      },
      delays: { PAYMENT_POLL: pollMs, PAYMENT_REDIRECT: redirectMs },
    }),
    { input: { sessionId } },
  );
  const view = paymentVerificationView(snapshot);
  useEffect(() => {
    // No successful return: the start kept for it (pendingStart.ts) is dropped, not left for an hour.
    if (view.status === 'warning') clearPendingStart();
  }, [view.status]);
  const redirectSeconds = useCountdown(view.status === 'success', redirectMs);

  switch (view.status) {
    case 'verifying':
      return <PaymentSuccess state="verifying" />;
    case 'waiting':
      return <PaymentSuccess state="waiting" slow={view.slow} />;
    case 'success':
      return (
        <PaymentSuccess
          state="success"
          credits={view.credits}
          amountCents={view.amountCents}
          redirectSeconds={redirectSeconds}
          destination={destination}
        />
      );
    case 'warning':
      return (
        <PaymentSuccess
          state="warning"
          outcome={view.outcome}
          message={view.message}
          helpTo={to.help({
            category: 'other',
            description: sessionId
              ? `My payment could not be verified (checkout session ${sessionId}).`
              : 'My payment could not be verified.',
          })}
        />
      );
  }
}
