import { PAYMENT_POLL_MS, PAYMENT_REDIRECT_MS } from '@ledgerlight/contract';
import { PaymentSuccess } from '@ledgerlight/ui';
import { useMachine } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paymentVerificationMachine, paymentVerificationView } from '../../payments/paymentVerification.machine';
import { paths, to } from '../../routes/paths';

export interface PaymentSuccessPageProps {
  /** Balance poll interval (spec 9: 1 s); stories shorten it. */
  pollMs?: number;
  /** Delay before /dashboard after success (spec 9: 3 s); stories shorten it. */
  redirectMs?: number;
}

/** /payment/success?session_id=... (spec 2 and 4): verifies the payment, then goes to /dashboard. */
export function PaymentSuccessPage({
  pollMs = PAYMENT_POLL_MS,
  redirectMs = PAYMENT_REDIRECT_MS,
}: PaymentSuccessPageProps) {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const navigate = useNavigate();
  const [snapshot] = useMachine(
    paymentVerificationMachine.provide({
      actions: { goToDashboard: () => void navigate(paths.dashboard, { replace: true }) },
      delays: { PAYMENT_POLL: pollMs, PAYMENT_REDIRECT: redirectMs },
    }),
    { input: { sessionId } },
  );
  const view = paymentVerificationView(snapshot);

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
          redirectSeconds={Math.ceil(redirectMs / 1000)}
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
