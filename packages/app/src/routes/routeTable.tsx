import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../auth/session';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';
import { lazyPage } from './lazyPage';
import { paths } from './paths';
import { ProtectedRoute, SessionSpinner } from './ProtectedRoute';

export type RouteAccess = 'public' | 'protected';
export type PageComponent = ComponentType | LazyExoticComponent<ComponentType>;

/**
 * One route of spec 2. `page: null` is a page that a later issue builds: until then its path
 * answers with the not-found page, honestly, and its guard already applies.
 */
export type RouteEntry =
  | { path: string; access: RouteAccess; page: PageComponent | null }
  | { path: string; access: RouteAccess; redirectTo: string };

const MarketingHomePage = lazyPage(() => import('../pages/MarketingHome/MarketingHomePage'), 'MarketingHomePage');

/** `/`: the loading state, then the dashboard when signed in, else the marketing home (spec 2). */
export function HomeRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'signedOut') return <MarketingHomePage />;
  const dashboard = routeTable.find((entry) => entry.path === paths.dashboard);
  const Dashboard = dashboard && 'page' in dashboard ? dashboard.page : null;
  return Dashboard ? <Dashboard /> : <NotFoundPage path={paths.dashboard} />;
}

/**
 * Every route of spec 2 with its guard. Adding a page is one line: replace its `null` with
 * `lazyPage(() => import('../pages/X/XPage'), 'XPage')`.
 */
export const routeTable: readonly RouteEntry[] = [
  // Public (spec 2, Access)
  { path: paths.home, access: 'public', page: HomeRoute },
  {
    path: paths.welcome,
    access: 'public',
    page: lazyPage(() => import('../pages/Welcome/WelcomePage'), 'WelcomePage'),
  },
  {
    path: paths.authCallback,
    access: 'public',
    page: lazyPage(() => import('../pages/AuthCallback/AuthCallbackPage'), 'AuthCallbackPage'),
  },
  { path: paths.terms, access: 'public', page: lazyPage(() => import('../pages/Terms/TermsPage'), 'TermsPage') },
  {
    path: paths.privacy,
    access: 'public',
    page: lazyPage(() => import('../pages/Privacy/PrivacyPage'), 'PrivacyPage'),
  },
  { path: paths.about, access: 'public', page: lazyPage(() => import('../pages/About/AboutPage'), 'AboutPage') },
  // The unnamed redirect route of spec 2 (ADR 0007, decision 2)
  { path: paths.agentsRedirect, access: 'public', redirectTo: paths.financeAgents },

  // Protected (spec 2, Access)
  {
    path: paths.dashboard,
    access: 'protected',
    page: lazyPage(() => import('../pages/Dashboard/DashboardPage'), 'DashboardPage'),
  },
  {
    path: paths.transactions,
    access: 'protected',
    page: lazyPage(() => import('../pages/Transactions/TransactionsPage'), 'TransactionsPage'),
  },
  { path: paths.financialAgent, access: 'protected', redirectTo: paths.financeAgents },
  {
    path: paths.financeAgents,
    access: 'protected',
    page: lazyPage(() => import('../pages/FinanceAgents/FinanceAgentsPage'), 'FinanceAgentsPage'),
  },
  {
    path: paths.agent,
    access: 'protected',
    page: lazyPage(() => import('../pages/AgentDetail/AgentDetailPage'), 'AgentDetailPage'),
  },
  {
    path: paths.credits,
    access: 'protected',
    page: lazyPage(() => import('../pages/Credits/CreditsPage'), 'CreditsPage'),
  },
  {
    path: paths.creditsPurchase,
    access: 'protected',
    page: lazyPage(() => import('../pages/CreditPurchase/CreditPurchasePage'), 'CreditPurchasePage'),
  },
  {
    path: paths.paymentSuccess,
    access: 'protected',
    page: lazyPage(() => import('../pages/PaymentSuccess/PaymentSuccessPage'), 'PaymentSuccessPage'),
  },
  {
    path: paths.paymentCancel,
    access: 'protected',
    page: lazyPage(() => import('../pages/PaymentCancel/PaymentCancelPage'), 'PaymentCancelPage'),
  },
  {
    path: paths.results,
    access: 'protected',
    page: lazyPage(() => import('../pages/Results/ResultsPage'), 'ResultsPage'),
  },
  {
    path: paths.processing,
    access: 'protected',
    page: lazyPage(() => import('../pages/Processing/ProcessingPage'), 'ProcessingPage'),
  },
  {
    path: paths.agentResults,
    access: 'protected',
    page: lazyPage(() => import('../pages/AgentResults/AgentResultsPage'), 'AgentResultsPage'),
  },
  {
    path: paths.result,
    access: 'protected',
    page: lazyPage(() => import('../pages/ResultDetail/ResultDetailPage'), 'ResultDetailPage'),
  },
  {
    path: paths.linkAccount,
    access: 'protected',
    page: lazyPage(() => import('../pages/LinkAccount/LinkAccountPage'), 'LinkAccountPage'),
  },
  { path: paths.help, access: 'protected', page: lazyPage(() => import('../pages/Help/HelpPage'), 'HelpPage') },
  {
    path: paths.profile,
    access: 'protected',
    page: lazyPage(() => import('../pages/Profile/ProfilePage'), 'ProfilePage'),
  },
];

/** The protected paths of the table, as patterns. */
export const protectedRoutePaths: readonly string[] = routeTable
  .filter((entry) => entry.access === 'protected')
  .map((entry) => entry.path);

/** What a route renders: its page (or the not-found page until it exists) behind its guard. */
export function routeElement(entry: RouteEntry): ReactNode {
  let content: ReactNode;
  if ('redirectTo' in entry) {
    content = <Navigate to={entry.redirectTo} replace />;
  } else if (entry.page) {
    const Page = entry.page;
    content = <Page />;
  } else {
    content = <NotFoundPage />;
  }
  return entry.access === 'protected' ? <ProtectedRoute>{content}</ProtectedRoute> : content;
}
