import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { SessionSpinner, useAuth } from '../features/auth';
import { paths } from '../config/paths';

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
