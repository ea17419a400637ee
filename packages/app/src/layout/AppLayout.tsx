import { Layout, PageSpinner, ThemeToggle } from '@ledgerlight/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../auth/session';
import { useCreditBalance } from './useCreditBalance';

/** Announced while a page's code downloads. */
export const PAGE_LOADING_LABEL = 'Loading page';

/**
 * The shell around every route: the nav wired to the session (items, credit badge, picture,
 * Sign Out), the theme toggle, the page, and the footer with the version.
 */
export function AppLayout() {
  const { status, user, signOut } = useAuth();
  const signedIn = status === 'signedIn';
  const creditBalance = useCreditBalance(signedIn);
  return (
    <Layout
      signedIn={signedIn}
      creditBalance={creditBalance}
      userPicture={user?.picture}
      onSignOut={() => void signOut()}
      themeToggle={<ThemeToggle />}
      version={__APP_VERSION__}
    >
      <Suspense fallback={<PageSpinner label={PAGE_LOADING_LABEL} />}>
        <Outlet />
      </Suspense>
    </Layout>
  );
}
