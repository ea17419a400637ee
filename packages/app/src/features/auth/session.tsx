import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { User } from '@ledgerlight/contract';

/** Product 2: a spinner shows while auth state loads; then the visitor is signed in or out. */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** What the rest of the app knows about the session. The identity adapter provides it. */
export interface AuthSession {
  status: AuthStatus;
  user?: User;
  /** Signed out because the API refused the session (a 401): /welcome says so (product 8). */
  sessionRejected?: boolean;
  /** Signs out, clears the cached data of product 9, and returns the browser to the site origin. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<AuthSession | null>(null);

/** Provides a session value: the Amplify-backed provider in the app, a fixed one in stories and tests. */
export function SessionProvider({ value, children }: { value: AuthSession; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAuth(): AuthSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAuth must be used inside a SessionProvider');
  return session;
}
