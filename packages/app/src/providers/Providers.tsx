import type { ReactNode } from 'react';
import { AuthModalProvider } from '../auth/AuthModal';
import type { IdentityAdapter } from '../auth/identity';
import { IdentitySessionProvider } from '../auth/IdentitySessionProvider';

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
  return (
    <IdentitySessionProvider adapter={identity}>
      <AuthModalProvider adapter={identity} localMailboxUrl={localMailboxUrl}>
        {children}
      </AuthModalProvider>
    </IdentitySessionProvider>
  );
}
