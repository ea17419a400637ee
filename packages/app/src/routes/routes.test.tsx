import type { User } from '@ledgerlight/contract';
import { MOCK_CREDIT_BALANCE, MOCK_USER, handlers, resetMockDb, scenario } from '@ledgerlight/mocks';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { SOCIAL_SIGN_IN_UNAVAILABLE } from '../features/auth/amplifyIdentity';
import type { AuthSession, AuthStatus } from '../features/auth/session';
import type { IdentityAdapter } from '../features/auth/identity';
import { writeCache } from '../lib/store/cache';
import { createFakeIdentity } from '../features/auth/fakeIdentity.test-support';
import { StaticProviders } from '../providers/StaticProviders.test-support';
import { createAppMemoryRouter } from './appRouter';
import { paths } from '../config/paths';
import { protectedRoutePaths } from './routeTable';

// Pages load their own chunk on first visit; on a busy machine that can take more than a second.
configure({ asyncUtilTimeout: 5_000 });

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  window.localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** Product 2's protected routes, written out here so the route table cannot drop one unnoticed. */
const SPEC_PROTECTED_ROUTES = [
  '/dashboard',
  '/transactions',
  '/financial-agent',
  '/finance-agents',
  '/agents/fraud_detection',
  '/credits',
  '/credits/purchase',
  '/payment/success?session_id=cs_test_1',
  '/payment/cancel',
  '/results',
  '/processing/fraud_detection/task-0001',
  '/results/fraud_detection',
  '/results/fraud_detection/task-0001',
  '/link-account',
  '/help',
  '/profile',
  // Your corrections (ADR 0040), beyond product 2's list.
  '/profile/corrections',
] as const;

const WELCOME_TITLE = 'Your money, clearly explained';

interface RenderOptions {
  status?: AuthStatus;
  user?: User;
  identity?: IdentityAdapter;
}

/** The whole app in a memory router, with a fixed session and a spy for the auth modal. */
function renderApp(entries: string[], { status = 'signedOut', user, identity }: RenderOptions = {}) {
  const signOut = vi.fn(async () => undefined);
  const open = vi.fn();
  const session: Partial<AuthSession> = { status, ...(user ? { user } : {}), signOut };
  function Shell({ children }: { children: ReactNode }) {
    return (
      <StaticProviders session={session} identity={identity} openAuthModal={open}>
        {children}
      </StaticProviders>
    );
  }
  const router = createAppMemoryRouter(entries, { Shell });
  render(<RouterProvider router={router} />);
  return { router, signOut, open };
}

/** The Credits link's name with its badge (jsdom drops the space a browser keeps before the hidden text). */
function creditsWithBalance(balance: number): RegExp {
  return new RegExp(`^Credits ?\\(balance ${balance}\\)$`);
}

function pathnameOf(router: ReturnType<typeof renderApp>['router']) {
  return router.state.location.pathname;
}

describe('the route table', () => {
  it('guards exactly the protected routes of product 2', () => {
    const patterns = SPEC_PROTECTED_ROUTES.map((path) =>
      path
        .split('?')[0]
        ?.replace(/^\/agents\/[^/]+$/, paths.agent)
        .replace(/^\/processing\/[^/]+\/[^/]+$/, paths.processing)
        .replace(/^\/results\/[^/]+\/[^/]+$/, paths.result)
        .replace(/^\/results\/fraud_detection$/, paths.agentResults),
    );
    expect([...protectedRoutePaths].sort()).toEqual([...patterns].sort());
  });
});

describe('a signed-out visitor on a protected route', () => {
  it.each(SPEC_PROTECTED_ROUTES)('%s lands on /welcome with the history entry replaced', async (path) => {
    const { router } = renderApp(['/terms', path]);
    expect(await screen.findByRole('heading', { level: 1, name: WELCOME_TITLE })).toBeInTheDocument();
    expect(pathnameOf(router)).toBe('/welcome');
    expect(router.state.historyAction).toBe('REPLACE');
    // The protected entry was replaced, not pushed: Back leads to the page before it.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(pathnameOf(router)).toBe('/terms'));
  });

  it('sees the spinner, not a redirect, while the session loads', async () => {
    const { router } = renderApp(['/credits'], { status: 'loading' });
    expect(await screen.findByText('Checking your session')).toBeInTheDocument();
    expect(pathnameOf(router)).toBe('/credits');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('redirects to /finance-agents (ADR 0007)', () => {
  it.each(['/agents', '/financial-agent'])('%s leads to /finance-agents when signed in', async (path) => {
    const { router } = renderApp([path], { status: 'signedIn', user: MOCK_USER });
    await waitFor(() => expect(pathnameOf(router)).toBe('/finance-agents'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Financial Agents' })).toBeInTheDocument();
  });

  it.each(['/agents', '/financial-agent'])('%s leads to /welcome when signed out', async (path) => {
    const { router } = renderApp([path]);
    expect(await screen.findByRole('heading', { level: 1, name: WELCOME_TITLE })).toBeInTheDocument();
    expect(pathnameOf(router)).toBe('/welcome');
  });
});

describe('/', () => {
  it('shows the loading state while the session loads', async () => {
    const { router } = renderApp(['/'], { status: 'loading' });
    expect(await screen.findByText('Checking your session')).toBeInTheDocument();
    expect(pathnameOf(router)).toBe('/');
  });

  it('shows the marketing home when signed out', async () => {
    renderApp(['/']);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'AI financial intelligence for the money you already have',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get Started Free/ })).toHaveAttribute('href', '/welcome');
  });

  it('shows the dashboard when signed in', async () => {
    const { router } = renderApp(['/'], { status: 'signedIn', user: MOCK_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Recent Analysis' })).toBeInTheDocument();
    expect(pathnameOf(router)).toBe('/');
  });
});

describe('pages', () => {
  it('answers an unknown path with the not-found page', async () => {
    renderApp(['/reslts/fraud_detection']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no page at \/reslts\/fraud_detection/)).toBeInTheDocument();
  });

  it.each([
    ['/terms', 'Terms & Conditions'],
    ['/privacy', 'Privacy Policy'],
    ['/about', 'About Ledgerlight'],
  ])('%s is public and complete', async (path, title) => {
    renderApp([path]);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toBeInTheDocument();
  });
});

describe('/welcome', () => {
  it('sends a signed-in user to /finance-agents, replacing history', async () => {
    const { router } = renderApp(['/welcome'], { status: 'signedIn', user: MOCK_USER });
    await waitFor(() => expect(pathnameOf(router)).toBe('/finance-agents'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the auth modal on Sign In from Continue with Email, and on Create Account from the final call', async () => {
    const { open } = renderApp(['/welcome']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue with Email' }));
    expect(open).toHaveBeenLastCalledWith('signin');
    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
    expect(open).toHaveBeenLastCalledWith('signup');
  });

  it('shows why Google and Apple are unavailable instead of failing silently', async () => {
    renderApp(['/welcome']);
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(google).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeDisabled();
    expect(google).toHaveAccessibleDescription(SOCIAL_SIGN_IN_UNAVAILABLE);
  });

  it('starts the Google or Apple redirect, and shows the error when it cannot start', async () => {
    const signInWithRedirect = vi
      .fn<IdentityAdapter['signInWithRedirect']>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('The hosted sign-in page is unreachable'));
    const identity: IdentityAdapter = {
      ...createFakeIdentity(),
      socialSignInUnavailableReason: () => undefined,
      signInWithRedirect,
    };
    renderApp(['/welcome'], { identity });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(signInWithRedirect).toHaveBeenLastCalledWith('Google');
    await user.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect(signInWithRedirect).toHaveBeenLastCalledWith('Apple');
    expect(await screen.findByRole('alert')).toHaveTextContent('The hosted sign-in page is unreachable');
  });
});

describe('navigation and footer (product 2)', () => {
  it('offers Home and Sign In when signed out', async () => {
    renderApp(['/terms']);
    await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Sign In']);
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/welcome');
    expect(within(nav).queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('offers every signed-in item, the balance badge, the profile icon and Sign Out', async () => {
    const { signOut } = renderApp(['/profile'], { status: 'signedIn', user: MOCK_USER });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const credits = await within(nav).findByRole('link', { name: creditsWithBalance(MOCK_CREDIT_BALANCE) });
    expect(credits).toHaveAttribute('href', '/credits');
    const expected = [
      ['Dashboard', '/dashboard'],
      ['Agents', '/finance-agents'],
      ['Accounts', '/link-account'],
      ['Help', '/help'],
      ['Buy Credits', '/credits/purchase'],
      ['Profile', '/profile'],
    ] as const;
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it("shows the user's picture when there is one", async () => {
    renderApp(['/help'], {
      status: 'signedIn',
      user: { ...MOCK_USER, picture: 'https://images.example.com/maya.jpg' },
    });
    expect(await screen.findByRole('img', { name: 'Profile' })).toHaveAttribute(
      'src',
      'https://images.example.com/maya.jpg',
    );
  });

  it('caches the balance under credit_balance and uses the cache while it is fresh', async () => {
    renderApp(['/help'], { status: 'signedIn', user: MOCK_USER });
    await screen.findByRole('link', { name: creditsWithBalance(MOCK_CREDIT_BALANCE) });
    expect(JSON.parse(window.localStorage.getItem('credit_balance') ?? '{}')).toMatchObject({
      value: { balance: MOCK_CREDIT_BALANCE },
    });
  });

  it('reads a fresh cached balance without calling the API', async () => {
    writeCache('credit_balance', { balance: 42 });
    server.use(scenario('creditBalance', 'serverError'));
    const logged = expectConsoleErrors([
      /^API call failed \/api\/credits\/balance ApiError: Request failed with status code 500$/,
    ]);
    renderApp(['/help'], { status: 'signedIn', user: MOCK_USER });
    expect(await screen.findByRole('link', { name: creditsWithBalance(42) })).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  it('hides the badge when the balance cannot be fetched, and only logs the failure (product 7)', async () => {
    server.use(scenario('creditBalance', 'serverError'));
    const logged = expectConsoleErrors([
      /^API call failed \/api\/credits\/balance ApiError: Request failed with status code 500$/,
    ]);
    renderApp(['/help'], { status: 'signedIn', user: MOCK_USER });
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('API call failed', '/api/credits/balance', expect.anything()),
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has the footer links, the year and the version', async () => {
    renderApp(['/about']);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(footer).toHaveTextContent(String(new Date().getFullYear()));
    expect(footer).toHaveTextContent(__APP_VERSION__);
  });
});

describe('document titles and descriptions', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="description"]')?.remove();
  });

  function addDescription(content: string) {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = content;
    document.head.append(meta);
    return meta;
  }

  it.each([
    ['/dashboard', 'Dashboard · Ledgerlight'],
    ['/transactions', 'Transactions · Ledgerlight'],
    ['/finance-agents', 'AI Financial Agents · Ledgerlight'],
    ['/agents/savings_finder', 'Savings Finder · Ledgerlight'],
    ['/agents/no_such_agent', 'Agent Not Found · Ledgerlight'],
    ['/results/budget_builder', 'Budget Builder Results · Ledgerlight'],
    ['/results/fraud_detection/task-0001', 'Fraud Detection Result · Ledgerlight'],
    ['/processing/recurring_expenses/task-0001', 'Processing Recurring Expenses · Ledgerlight'],
    ['/credits/purchase', 'Buy Credits · Ledgerlight'],
    ['/link-account', 'Accounts · Ledgerlight'],
    ['/profile', 'Profile Settings · Ledgerlight'],
    ['/', 'Dashboard · Ledgerlight'],
    ['/no/such/page', 'Page Not Found · Ledgerlight'],
  ])('signed in, %s is titled "%s"', async (path, title) => {
    renderApp([path], { status: 'signedIn', user: MOCK_USER });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('titles the public pages and gives each its own description, restoring the default elsewhere', async () => {
    const meta = addDescription('The default description');
    const { router } = renderApp(['/']);
    await waitFor(() => expect(document.title).toBe('Ledgerlight · AI financial intelligence for your bank accounts'));
    expect(meta.content).toMatch(/^Link your bank accounts/);
    await act(() => router.navigate('/terms'));
    await waitFor(() => expect(document.title).toBe('Terms & Conditions · Ledgerlight'));
    expect(meta.content).toMatch(/30 days notice/);
    await act(() => router.navigate('/welcome'));
    await waitFor(() => expect(document.title).toBe('Sign in · Ledgerlight'));
    expect(meta.content).toMatch(/^Sign in to Ledgerlight/);
    await act(() => router.navigate('/no-such-page'));
    await waitFor(() => expect(document.title).toBe('Page Not Found · Ledgerlight'));
    expect(meta.content).toBe('The default description');
  });
});
