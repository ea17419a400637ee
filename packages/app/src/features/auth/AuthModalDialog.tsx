import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { AuthModalView } from '@ledgerlight/ui';
import { authModalMachine, authModalView } from './authModal.machine';
import type { AuthModalOutput } from './authModal.machine';
import type { AuthView } from './authModalContext';
import type { IdentityAdapter } from './identity';
import { authModalActors } from './authModal.actors';
import { mailboxFor } from './localMailbox';

export interface AuthModalProps {
  adapter: IdentityAdapter;
  initialView?: AuthView;
  initialEmail?: string;
  /** The local mailbox (local identity: codes do not arrive by email); confirm and reset link to it. */
  localMailboxUrl?: string;
  /** Escape, the close button, or a finished sign-in. */
  onClose: () => void;
  /** A sign-in succeeded: the email and the Remember me value. Called before onClose. */
  onSignedIn?: (result: AuthModalOutput) => void;
}

/**
 * The auth modal: the machine over the identity adapter, drawn by the ui's AuthModalView. Its own
 * chunk, with xstate: AuthModalProvider (AuthModal.tsx) loads it when the modal first opens, so the
 * first page of a visit does not download it (ADR 0014).
 */
export function AuthModal({
  adapter,
  initialView,
  initialEmail,
  localMailboxUrl,
  onClose,
  onSignedIn,
}: AuthModalProps) {
  const [snapshot, send, actorRef] = useMachine(authModalMachine.provide({ actors: authModalActors(adapter) }), {
    input: { initialView, email: initialEmail },
  });
  const callbacks = useRef({ onClose, onSignedIn });
  useLayoutEffect(() => {
    callbacks.current = { onClose, onSignedIn };
  }, [onClose, onSignedIn]);

  // The machine ends on a successful sign-in: report it, then close.
  useEffect(() => {
    const subscription = actorRef.subscribe((next) => {
      if (next.status !== 'done') return;
      callbacks.current.onSignedIn?.(next.output);
      callbacks.current.onClose();
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const { view, status } = authModalView(snapshot);
  const { values, fieldErrors, formError, successMessage, rememberMe } = snapshot.context;
  return (
    <AuthModalView
      open={snapshot.status !== 'done'}
      view={view}
      values={values}
      fieldErrors={fieldErrors}
      formError={formError}
      successMessage={successMessage}
      busy={status === 'submitting'}
      resending={status === 'resending'}
      rememberMe={rememberMe}
      localMailboxUrl={localMailboxUrl && mailboxFor(localMailboxUrl, values.email)}
      onFieldChange={(field, value) => send({ type: 'FIELD.CHANGE', field, value })}
      onRememberMeChange={(checked) => send({ type: 'REMEMBER_ME.CHANGE', checked })}
      onSubmit={() => send({ type: 'SUBMIT' })}
      onResend={() => send({ type: 'RESEND' })}
      onNavigate={(target) =>
        send({ type: target === 'signup' ? 'GO.SIGNUP' : target === 'forgot' ? 'GO.FORGOT' : 'GO.SIGNIN' })
      }
      onClose={onClose}
    />
  );
}
