import { AUTH_CALLBACK_TIMEOUT_MS } from '@ledgerlight/contract';
import { AuthCallback } from '@ledgerlight/ui';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIdentity } from '../../IdentitySessionProvider';
import { useAuth } from '../../session';
import { paths } from '../../../../config/paths';
import { authCallbackMachine } from '../../authCallback.machine';

export interface AuthCallbackPageProps {
  /** How long to wait for the session (product 9: 5 s); stories shorten it. */
  timeoutMs?: number;
}

/** /auth/callback: where the hosted UI returns after Google or Apple sign-in (product 2 and 4). */
export function AuthCallbackPage({ timeoutMs = AUTH_CALLBACK_TIMEOUT_MS }: AuthCallbackPageProps) {
  const identity = useIdentity();
  const { status } = useAuth();
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(
    authCallbackMachine.provide({
      actions: { goToAgents: () => void navigate(paths.financeAgents, { replace: true }) },
      delays: { AUTH_CALLBACK_TIMEOUT: timeoutMs },
    }),
    { input: { session: status } },
  );

  useEffect(() => identity.onAuthEvent((event) => send({ type: 'AUTH', event })), [identity, send]);
  useEffect(() => {
    send({ type: 'SESSION', status });
  }, [status, send]);

  if (snapshot.matches('failed')) {
    return (
      <AuthCallback
        state="error"
        message={snapshot.context.message}
        onBackToWelcome={() => navigate(paths.welcome, { replace: true })}
      />
    );
  }
  return <AuthCallback state="completing" />;
}
