import { Layout, ThemeToggle } from '@ledgerlight/ui';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../features/auth';
import { useCreditBalance } from '../features/credits';

/**
 * The build stage shown in the footer (product 9: 'production'), from the build: Vite's mode, so the
 * product built by `npm run build` says 'production' and a dev server or demo build says what it is.
 */
const BUILD_STAGE = import.meta.env.MODE;

/**
 * The shell around every route: the nav wired to the session (items, credit badge, picture,
 * Sign Out), the theme toggle, the page, and the footer with the version and build stage.
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
      stage={BUILD_STAGE}
    >
      {/* Nothing below suspends: a page shows its own spinner while its code downloads (routes/lazyPage.ts). */}
      <Outlet />
    </Layout>
  );
}
