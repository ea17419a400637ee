import { forwardRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NavigationProvider } from '@ledgerlight/ui';
import type { LinkComponent, LinkComponentProps } from '@ledgerlight/ui';
import { RemoteStoreProvider } from '../lib/store/useRemote';

/** The design system's in-app links, followed by react-router (no page reload). */
const RouterLink: LinkComponent = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, replace, state, ...anchor },
  ref,
) {
  return <Link ref={ref} to={href} replace={replace} state={state} {...anchor} />;
});

/**
 * Hands the ui the router's link and the current path (ui is router-agnostic: ADR 0002). Mounted
 * inside the router, around every page; stories and page tests mount it inside their memory router.
 * It also holds the server-state store (ADR 0034): one per mount, so no story or test sees another's.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RemoteStoreProvider>
      <NavigationProvider linkComponent={RouterLink} currentPath={pathname}>
        {children}
      </NavigationProvider>
    </RemoteStoreProvider>
  );
}
