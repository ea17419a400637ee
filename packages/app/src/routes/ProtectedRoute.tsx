import { PageSpinner } from '@ledgerlight/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../auth/session';
import { paths } from './paths';

/** Announced while the session is being checked. */
export const SESSION_LOADING_LABEL = 'Checking your session';

/** The loading state of a page that waits for the session (product 2: a spinner while auth loads). */
export function SessionSpinner() {
  return <PageSpinner label={SESSION_LOADING_LABEL} />;
}

/**
 * Product 2, Access: a spinner while the session loads; signed-out visitors go to /welcome with the
 * history entry replaced (Back does not return to the page they could not see); signed-in users
 * see the page.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'signedOut') return <Navigate to={paths.welcome} replace />;
  return children;
}
