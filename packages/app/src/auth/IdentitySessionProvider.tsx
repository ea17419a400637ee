import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { User } from '@ledgerlight/contract';
import { setIdTokenProvider } from '../api/client';
import { clearCache } from '../cache/cache';
import type { AuthEvent, IdentityAdapter } from './identity';
import { SessionProvider } from './session';
import type { AuthSession, AuthStatus } from './session';

const IdentityContext = createContext<IdentityAdapter | null>(null);

/** The identity adapter, for code that runs identity operations (the auth modal machine's actors). */
export function useIdentity(): IdentityAdapter {
  const identity = useContext(IdentityContext);
  if (!identity) throw new Error('useIdentity must be used inside an IdentityProvider');
  return identity;
}

/** Provides an adapter without a session (stories and tests that drive the session themselves). */
export function IdentityProvider({ adapter, children }: { adapter: IdentityAdapter; children: ReactNode }) {
  return <IdentityContext.Provider value={adapter}>{children}</IdentityContext.Provider>;
}

/** The events after which the session is read again (spec 4: signedIn, signedOut, token refresh). */
export const SESSION_RECHECK_EVENTS: readonly AuthEvent[] = ['signedIn', 'signedOut', 'tokenRefresh'];

export interface IdentitySessionProviderProps {
  adapter: IdentityAdapter;
  children: ReactNode;
  /** Where failures are logged (spec 4: failures logged); console by default. */
  logger?: Pick<Console, 'error'>;
  /** Sends the browser to the site origin after sign-out (spec 2); tests replace it. */
  leave?: (origin: string) => void;
}

const leaveTo = (origin: string) => window.location.assign(origin);

/**
 * The session from the identity adapter: 'loading' until the first answer, then signed in or out,
 * read again on the adapter's signedIn, signedOut and tokenRefresh events. Registers the ID token
 * for the API client's bearer header, and provides both the session (useAuth) and the adapter
 * (useIdentity).
 */
export function IdentitySessionProvider({
  adapter,
  children,
  logger = console,
  leave = leaveTo,
}: IdentitySessionProviderProps) {
  const [state, setState] = useState<{ status: AuthStatus; user?: User }>({ status: 'loading' });

  useEffect(() => {
    setIdTokenProvider(() => adapter.idToken());
  }, [adapter]);

  useEffect(() => {
    let active = true;
    let latest = 0;
    const check = () => {
      const ticket = ++latest;
      adapter.currentUser().then(
        (user) => {
          if (active && ticket === latest) setState(user ? { status: 'signedIn', user } : { status: 'signedOut' });
        },
        (error: unknown) => {
          logger.error('Failed to read the current user', error);
          if (active && ticket === latest) setState({ status: 'signedOut' });
        },
      );
    };
    const unsubscribe = adapter.onAuthEvent((event) => {
      if (event === 'tokenRefresh_failure') logger.error('Token refresh failed');
      if (event === 'signInWithRedirect_failure') logger.error('Sign-in with redirect failed');
      if (SESSION_RECHECK_EVENTS.includes(event)) check();
    });
    check();
    return () => {
      active = false;
      unsubscribe();
    };
  }, [adapter, logger]);

  const signOut = useCallback(async () => {
    try {
      await adapter.signOut();
    } catch (error) {
      logger.error('Sign out failed', error);
    }
    clearCache();
    leave(window.location.origin);
  }, [adapter, leave, logger]);

  const session = useMemo<AuthSession>(
    () => ({ status: state.status, ...(state.user ? { user: state.user } : {}), signOut }),
    [state, signOut],
  );

  return (
    <IdentityContext.Provider value={adapter}>
      <SessionProvider value={session}>{children}</SessionProvider>
    </IdentityContext.Provider>
  );
}
