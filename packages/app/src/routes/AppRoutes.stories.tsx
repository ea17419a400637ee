import { MOCK_CREDIT_BALANCE, MOCK_USER, handlers, scenario } from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { invalidateCache } from '../lib/store/cache';
import { StaticProviders } from '../providers/StaticProviders.test-support';
import { AppRoutes } from './appRouter';

function SignedOutShell({ children }: { children: ReactNode }) {
  return <StaticProviders>{children}</StaticProviders>;
}

function LoadingShell({ children }: { children: ReactNode }) {
  return <StaticProviders session={{ status: 'loading' }}>{children}</StaticProviders>;
}

function SignedInShell({ children }: { children: ReactNode }) {
  return <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>{children}</StaticProviders>;
}

/** Pages load their own chunk on first visit: give the dev server time to serve it. */
const LAZY = { timeout: 10_000 };

/** The whole app at a deep link: shell, nav and footer, guard and page, as the browser shows them. */
const meta = {
  title: 'Pages/AppRoutes',
  component: AppRoutes,
  args: { Shell: SignedOutShell },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  // Each story fetches the balance afresh, whatever the story before it cached.
  beforeEach: () => {
    invalidateCache('credit_balance');
  },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/` while the session loads: the loading state inside the shell. */
export const HomeLoading: Story = {
  args: { Shell: LoadingShell },
  parameters: { router: { path: '/' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking your session')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** `/` signed out: the marketing home, with the signed-out nav (Home, Sign In) and the footer. */
export const HomeSignedOut: Story = {
  parameters: { router: { path: '/' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'AI financial intelligence for the money you already have' },
        LAZY,
      ),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/welcome');
    await expect(within(nav).queryByRole('button', { name: 'Sign Out' })).toBeNull();
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    await expect(footer).toHaveTextContent(__APP_VERSION__);
  },
};

/** `/` signed in: the dashboard, and the signed-in nav with the balance. */
export const HomeSignedIn: Story = {
  args: { Shell: SignedInShell },
  parameters: { router: { path: '/' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(
      await within(nav).findByRole('link', { name: `Credits (balance ${MOCK_CREDIT_BALANCE})` }),
    ).toHaveAttribute('href', '/credits');
    for (const name of ['Dashboard', 'Agents', 'Accounts', 'Help', 'Buy Credits', 'Profile']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, LAZY)).toBeVisible();
  },
};

/** A failed balance fetch is only logged: the Credits item shows without a badge (product 7). */
export const BalanceUnavailable: Story = {
  args: { Shell: SignedInShell },
  parameters: {
    router: { path: '/help' },
    msw: { handlers: [scenario('creditBalance', 'serverError'), ...handlers] },
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: 'Credits' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A protected route while the session loads: the guard's spinner. */
export const GuardLoading: Story = {
  args: { Shell: LoadingShell },
  parameters: { router: { path: '/credits' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking your session')).toBeInTheDocument();
  },
};

/** A protected route signed out: the welcome page, in place of the page. */
export const ProtectedSignedOut: Story = {
  parameters: { router: { path: '/dashboard' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your money, clearly explained' }, LAZY),
    ).toBeVisible();
  },
};

export const UnknownPath: Story = {
  parameters: { router: { path: '/reslts/fraud_detection' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, LAZY)).toBeVisible();
  },
};

export const Terms: Story = {
  parameters: { router: { path: '/terms' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms & Conditions' }, LAZY)).toBeVisible();
  },
};
