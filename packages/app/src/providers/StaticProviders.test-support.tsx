import type { ReactNode } from 'react';
import { AuthModalContext } from '../features/auth/authModalContext';
import { IdentityProvider } from '../features/auth/IdentitySessionProvider';
import { SOCIAL_SIGN_IN_UNAVAILABLE } from '../features/auth/amplifyIdentity';
import { SessionProvider } from '../features/auth/session';
import type { AuthModalControls } from '../features/auth/authModalContext';
import type { AuthSession } from '../features/auth/session';
import type { IdentityAdapter } from '../features/auth/identity';
import { createFakeIdentity } from '../features/auth/fakeIdentity.test-support';

export interface StaticProvidersProps {
  /** The session as pages see it; signed out unless told otherwise. */
  session?: Partial<AuthSession>;
  /** The identity adapter behind Google and Apple sign-in; local mode (no hosted UI) unless told otherwise. */
  identity?: IdentityAdapter;
  /** What opening the auth modal does. */
  openAuthModal?: AuthModalControls['open'];
  children: ReactNode;
}

const noop = () => undefined;

/** A fixed session, identity adapter and auth modal: what stories and tests render pages with. */
export function StaticProviders({ session, identity, openAuthModal = noop, children }: StaticProvidersProps) {
  const value: AuthSession = { status: 'signedOut', signOut: async () => undefined, ...session };
  const adapter = identity ?? createFakeIdentity({ socialSignInUnavailableReason: SOCIAL_SIGN_IN_UNAVAILABLE });
  return (
    <SessionProvider value={value}>
      <IdentityProvider adapter={adapter}>
        <AuthModalContext.Provider value={{ open: openAuthModal }}>{children}</AuthModalContext.Provider>
      </IdentityProvider>
    </SessionProvider>
  );
}
