import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthModalProvider, IdentitySessionProvider } from '../features/auth';
import type { IdentityAdapter } from '../features/auth';
import { paths } from '../config/paths';

export interface ProvidersProps {
  /** The identity adapter (Amplify over Cognito or cognito-local). */
  identity: IdentityAdapter;
  /** Local identity mode: the local mailbox, linked from the auth modal's confirm and reset views. */
  localMailboxUrl?: string;
  children: ReactNode;
}

/**
 * Everything the pages read from context: the session and the adapter (useAuth, useIdentity) and
 * the auth modal (useAuthModal). The app router renders it inside the router, so any provider may
 * navigate.
 */
export function Providers({ identity, localMailboxUrl, children }: ProvidersProps) {
  const navigate = useNavigate();
  // Inside the router: the notice of a refused session stays with the page (no reload).
  const toWelcome = useCallback(() => navigate(paths.welcome, { replace: true, flushSync: true }), [navigate]);
  return (
    <IdentitySessionProvider adapter={identity} toWelcome={toWelcome}>
      <AuthModalProvider adapter={identity} localMailboxUrl={localMailboxUrl}>
        {children}
      </AuthModalProvider>
    </IdentitySessionProvider>
  );
}
