import type { ComponentType, ReactNode } from 'react';
import { matchPath, Navigate } from 'react-router-dom';
import { SessionSpinner, useAuth } from '../features/auth';
import { agentPageTitle, DocumentTitle } from './documentTitle';
import type { RouteTitle } from './documentTitle';
import { lazyPage } from './lazyPage';
import type { PreloadablePage } from './lazyPage';
import { paths } from '../config/paths';
import { ProtectedRoute } from './ProtectedRoute';

type RouteAccess = 'public' | 'protected';
type PageComponent = ComponentType | PreloadablePage;

/** One route of product 2: a page behind its guard, or a redirect. */
export type RouteEntry =
  | { path: string; access: RouteAccess; page: PageComponent; title?: RouteTitle; description?: string }
  | { path: string; access: RouteAccess; redirectTo: string };

const MarketingHomePage = lazyPage(() => import('../pages/MarketingHome/MarketingHomePage'), 'MarketingHomePage');
const WelcomePage = lazyPage(() => import('../features/auth/pages/Welcome/WelcomePage'), 'WelcomePage');
const DashboardPage = lazyPage(() => import('../features/dashboard/pages/Dashboard/DashboardPage'), 'DashboardPage');

/** `/`: the loading state, then the dashboard when signed in, else the marketing home (product 2). */
function HomeRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'signedOut') {
    return (
      <>
        <DocumentTitle title="" description={descriptions.home} />
        <MarketingHomePage />
      </>
    );
  }
  return (
    <>
      <DocumentTitle title="Dashboard" />
      <DashboardPage />
    </>
  );
}

/** What search results say of the public pages. */
const descriptions = {
  home: 'Link your bank accounts and let five AI agents find fraud, build a budget, track subscriptions and uncover savings. Start with 3 free credits, no credit card required.',
  welcome: 'Sign in to Ledgerlight with email, Google or Apple. New accounts get 3 free analysis credits.',
  terms: 'The terms of the Ledgerlight service: credits, payments, acceptable use and changes with 30 days notice.',
  privacy: 'How Ledgerlight collects, protects and keeps your data, and for how long.',
  about: 'About Ledgerlight: AI analyses of your own bank transactions, informational and never financial advice.',
} as const;

/**
 * Every route of product 2 with its guard and its title. Adding a page is one entry with
 * `page: lazyPage(() => import('../features/x/pages/X/XPage'), 'XPage')`.
 */
export const routeTable: readonly RouteEntry[] = [
  // Public (product 2, Access)
  { path: paths.home, access: 'public', page: HomeRoute },
  {
    path: paths.welcome,
    access: 'public',
    page: WelcomePage,
    title: 'Sign in',
    description: descriptions.welcome,
  },
  {
    path: paths.authCallback,
    access: 'public',
    page: lazyPage(() => import('../features/auth/pages/AuthCallback/AuthCallbackPage'), 'AuthCallbackPage'),
    title: 'Completing Sign In',
  },
  {
    path: paths.terms,
    access: 'public',
    page: lazyPage(() => import('../pages/Terms/TermsPage'), 'TermsPage'),
    title: 'Terms & Conditions',
    description: descriptions.terms,
  },
  {
    path: paths.privacy,
    access: 'public',
    page: lazyPage(() => import('../pages/Privacy/PrivacyPage'), 'PrivacyPage'),
    title: 'Privacy Policy',
    description: descriptions.privacy,
  },
  {
    path: paths.about,
    access: 'public',
    page: lazyPage(() => import('../pages/About/AboutPage'), 'AboutPage'),
    title: 'About',
    description: descriptions.about,
  },
  // The unnamed redirect route of product 2 (ADR 0007, decision 2)
  { path: paths.agentsRedirect, access: 'public', redirectTo: paths.financeAgents },

  // Protected (product 2, Access)
  {
    path: paths.dashboard,
    access: 'protected',
    page: DashboardPage,
    title: 'Dashboard',
  },
  {
    path: paths.transactions,
    access: 'protected',
    page: lazyPage(() => import('../features/transactions/pages/Transactions/TransactionsPage'), 'TransactionsPage'),
    title: 'Transactions',
  },
  { path: paths.financialAgent, access: 'protected', redirectTo: paths.financeAgents },
  {
    path: paths.financeAgents,
    access: 'protected',
    page: lazyPage(() => import('../features/agents/pages/FinanceAgents/FinanceAgentsPage'), 'FinanceAgentsPage'),
    title: 'AI Financial Agents',
  },
  {
    path: paths.agent,
    access: 'protected',
    page: lazyPage(() => import('../features/agents/pages/AgentDetail/AgentDetailPage'), 'AgentDetailPage'),
    title: agentPageTitle(),
  },
  {
    path: paths.credits,
    access: 'protected',
    page: lazyPage(() => import('../features/credits/pages/Credits/CreditsPage'), 'CreditsPage'),
    title: 'Credits',
  },
  {
    path: paths.creditsPurchase,
    access: 'protected',
    page: lazyPage(() => import('../features/payments/pages/CreditPurchase/CreditPurchasePage'), 'CreditPurchasePage'),
    title: 'Buy Credits',
  },
  {
    path: paths.paymentSuccess,
    access: 'protected',
    page: lazyPage(() => import('../features/payments/pages/PaymentSuccess/PaymentSuccessPage'), 'PaymentSuccessPage'),
    title: 'Confirming Payment',
  },
  {
    path: paths.paymentCancel,
    access: 'protected',
    page: lazyPage(() => import('../features/payments/pages/PaymentCancel/PaymentCancelPage'), 'PaymentCancelPage'),
    title: 'Payment Cancelled',
  },
  {
    path: paths.results,
    access: 'protected',
    page: lazyPage(() => import('../features/results/pages/Results/ResultsPage'), 'ResultsPage'),
    title: 'Results',
  },
  {
    path: paths.processing,
    access: 'protected',
    page: lazyPage(() => import('../features/processing/pages/Processing/ProcessingPage'), 'ProcessingPage'),
    title: agentPageTitle((name) => `Processing ${name}`),
  },
  {
    path: paths.agentResults,
    access: 'protected',
    page: lazyPage(() => import('../features/results/pages/AgentResults/AgentResultsPage'), 'AgentResultsPage'),
    title: agentPageTitle((name) => `${name} Results`),
  },
  {
    path: paths.result,
    access: 'protected',
    page: lazyPage(() => import('../features/results/pages/ResultDetail/ResultDetailPage'), 'ResultDetailPage'),
    title: agentPageTitle((name) => `${name} Result`),
  },
  {
    path: paths.linkAccount,
    access: 'protected',
    page: lazyPage(() => import('../features/bankLink/pages/LinkAccount/LinkAccountPage'), 'LinkAccountPage'),
    title: 'Accounts',
  },
  {
    path: paths.help,
    access: 'protected',
    page: lazyPage(() => import('../features/help/pages/Help/HelpPage'), 'HelpPage'),
    title: 'Help',
  },
  {
    path: paths.profile,
    access: 'protected',
    page: lazyPage(() => import('../features/profile/pages/Profile/ProfilePage'), 'ProfilePage'),
    title: 'Profile Settings',
  },
  {
    path: paths.corrections,
    access: 'protected',
    page: lazyPage(
      () => import('../features/corrections/pages/YourCorrections/YourCorrectionsPage'),
      'YourCorrectionsPage',
    ),
    title: 'Your corrections',
  },
];

/** The protected paths of the table, as patterns. */
export const protectedRoutePaths: readonly string[] = routeTable
  .filter((entry) => entry.access === 'protected')
  .map((entry) => entry.path);

/** What a route renders: its page behind its guard. */
export function routeElement(entry: RouteEntry): ReactNode {
  let content: ReactNode;
  if ('redirectTo' in entry) {
    content = <Navigate to={entry.redirectTo} replace />;
  } else {
    const Page = entry.page;
    content = (
      <>
        {entry.title !== undefined && <DocumentTitle title={entry.title} description={entry.description} />}
        <Page />
      </>
    );
  }
  return entry.access === 'protected' ? <ProtectedRoute>{content}</ProtectedRoute> : content;
}

const preloadPage = (page: PageComponent) => {
  if ('preload' in page) page.preload();
};

/**
 * Starts downloading the page that `pathname` will show, at boot, in parallel with the session check
 * (ADR 0014: the dashboard's chunk was requested only after the session resolved). `mayBeSignedIn`
 * says whether the browser may hold a session: `/` then shows the dashboard, else the marketing
 * home, and a protected page without one redirects to /welcome.
 */
export function preloadRoute(pathname: string, mayBeSignedIn: boolean): void {
  const entry = routeTable.find((candidate) => matchPath(candidate.path, pathname));
  if (!entry || 'redirectTo' in entry) return;
  if (entry.path === paths.home) (mayBeSignedIn ? DashboardPage : MarketingHomePage).preload();
  else if (entry.access === 'protected' && !mayBeSignedIn) WelcomePage.preload();
  else preloadPage(entry.page);
}
