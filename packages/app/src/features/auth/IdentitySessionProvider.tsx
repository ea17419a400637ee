import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { User } from '@ledgerlight/contract';
import { setIdTokenProvider, setUnauthorizedHandler } from '../../lib/api/client';
import { clearCache, setCacheOwner } from '../../lib/store/cache';
import { useOptionalRemoteStore } from '../../lib/store/useRemote';
import type { AuthEvent, IdentityAdapter } from './identity';
import { SessionProvider } from './session';
import type { AuthSession, AuthStatus } from './session';
import { paths } from '../../config/paths';

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

/** The events after which the session is read again (product 4: signedIn, signedOut, token refresh). */
const SESSION_RECHECK_EVENTS: readonly AuthEvent[] = ['signedIn', 'signedOut', 'tokenRefresh'];

export interface IdentitySessionProviderProps {
  adapter: IdentityAdapter;
  children: ReactNode;
  /** Where failures are logged (product 4: failures logged); console by default. */
  logger?: Pick<Console, 'error'>;
  /** Sends the browser to the site origin after sign-out (product 2); tests replace it. */
  leave?: (origin: string) => void;
  /**
   * Sends the browser to /welcome after the API refused the session (product 2: any 401 goes there).
   * The app navigates inside its router, so the session's notice survives; a plain visit otherwise.
   */
  toWelcome?: () => void | Promise<void>;
}

const leaveTo = (origin: string) => window.location.assign(origin);
const visitWelcome = () => window.location.assign(paths.welcome);

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
  toWelcome = visitWelcome,
}: IdentitySessionProviderProps) {
  const [state, setState] = useState<{ status: AuthStatus; user?: User; sessionRejected?: true }>({
    status: 'loading',
  });
  /** Where the answer to a 401 stands: from the first until the next sign-in, later ones change nothing. */
  const refusal = useRef<'none' | 'ending' | 'ended'>('none');
  /** The server-state store (ADR 0034): forgotten with the cache whenever the user changes or leaves. */
  const store = useOptionalRemoteStore();
  const storeOwner = useRef<string | undefined>(undefined);

  useEffect(() => {
    setIdTokenProvider(() => adapter.idToken());
  }, [adapter]);

  // ADR 0027: a token the identity library still holds but the server refuses (revoked, user
  // deleted, keys rotated) must not leave the library thinking someone is signed in, or /welcome sends
  // the "signed-in" user on, the next call answers 401 again, and the browser loops. So the first 401
  // ends the session here (the library's tokens and the cached data), then goes to /welcome, once.
  // Meanwhile the session reads 'loading', so no guard redirects on its own (one navigation, not two).
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (refusal.current !== 'none') return;
      refusal.current = 'ending';
      setCacheOwner(undefined);
      clearCache();
      store?.clear();
      setState({ status: 'loading' });
      adapter
        .signOut()
        .catch((error: unknown) => logger.error('Sign out failed', error))
        .then(() => toWelcome())
        .finally(() => {
          refusal.current = 'ended';
          setState({ status: 'signedOut', sessionRejected: true });
        });
    });
    return () => setUnauthorizedHandler(undefined);
  }, [adapter, logger, toWelcome, store]);

  useEffect(() => {
    let active = true;
    let latest = 0;
    const check = () => {
      const ticket = ++latest;
      const settle = (user: User | undefined) => {
        // While a refused session ends, the library's own sign-out event changes nothing.
        if (!active || ticket !== latest || refusal.current === 'ending') return;
        // Product 9's cache serves this user only; anyone else's entries go.
        setCacheOwner(user?.userId);
        if (user?.userId !== storeOwner.current) {
          storeOwner.current = user?.userId;
          store?.clear();
        }
        if (user) {
          refusal.current = 'none';
          setState({ status: 'signedIn', user });
        } else {
          // Keeps the notice of a refused session while the library reports its own sign-out.
          setState((previous) => (previous.sessionRejected ? previous : { status: 'signedOut' }));
        }
      };
      adapter.currentUser().then(settle, (error: unknown) => {
        logger.error('Failed to read the current user', error);
        settle(undefined);
      });
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
  }, [adapter, logger, store]);

  const signOut = useCallback(async () => {
    try {
      await adapter.signOut();
    } catch (error) {
      logger.error('Sign out failed', error);
    }
    clearCache();
    store?.clear();
    leave(window.location.origin);
  }, [adapter, leave, logger, store]);

  const session = useMemo<AuthSession>(
    () => ({
      status: state.status,
      ...(state.user ? { user: state.user } : {}),
      ...(state.sessionRejected ? { sessionRejected: true } : {}),
      signOut,
    }),
    [state, signOut],
  );

  return (
    <IdentityContext.Provider value={adapter}>
      <SessionProvider value={session}>{children}</SessionProvider>
    </IdentityContext.Provider>
  );
}
