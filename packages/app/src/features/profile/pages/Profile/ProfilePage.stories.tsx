import { DELETE_ACCOUNT_TITLE } from '@ledgerlight/contract';
import { ACCOUNT_DELETION_PATTERN, MOCK_CREDIT_BALANCE, MOCK_USER, handlers, scenario } from '@ledgerlight/mocks';
import { DELETE_ACCOUNT_BUTTON, DELETE_ACCOUNT_CONFIRM } from '@ledgerlight/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFakeIdentity } from '../../../auth/fakeIdentity.test-support';
import { clearCache } from '../../../../lib/store/cache';
import { ACCOUNT_DELETED_KEY } from '../../accountDeletion';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { ProfilePage } from './ProfilePage';

const LOADED = { timeout: 5_000 };

/**
 * The balance is cached (credit_balance) when it arrives: a story waits for it, so that it is not
 * written after the next story has cleared the cache.
 */
const balanceArrived = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).getByText('Available credits')).toBeVisible(), LOADED);

const meta = {
  title: 'Pages/Profile',
  component: ProfilePage,
  parameters: {
    layout: 'padded',
    router: { path: '/profile', route: '/profile' },
    msw: { handlers },
  },
  beforeEach: () => {
    clearCache();
  },
  decorators: [
    (Story) => (
      <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>
        <Story />
      </StaticProviders>
    ),
  ],
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GET /api/plaid/accounts and the balance answered: the summary per institution and per type. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const institutions = await canvas.findByRole('table', { name: 'By institution (7 accounts)' }, LOADED);
    await expect(within(institutions).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('table', { name: 'By account type' })).toBeVisible();
    await expect(canvas.getByText('Premium Member')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Default profile picture' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText(String(MOCK_CREDIT_BALANCE))).toBeVisible(), LOADED);
  },
};

/** No linked bank: the empty state links to /link-account. */
export const NoAccounts: Story = {
  parameters: { msw: { handlers: [scenario('plaidAccounts', 'empty'), ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Link an account' }, LOADED)).toHaveAttribute(
      'href',
      '/link-account',
    );
    await balanceArrived(canvasElement);
  },
};

/** The accounts fail (500): 'Failed to fetch accounts...' with Try again (product 8). */
export const AccountsError: Story = {
  parameters: { msw: { handlers: [scenario('plaidAccounts', 'serverError'), ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent('Failed to fetch accounts...');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await balanceArrived(canvasElement);
  },
};

/** The balance fails (500): it is hidden, the rest loads (product 7). */
export const BalanceFailed: Story = {
  parameters: { msw: { handlers: [scenario('creditBalance', 'serverError'), ...handlers] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'By account type' }, LOADED);
    await expect(canvas.queryByText('Available credits')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The accounts have not answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('plaidAccounts', 'loading'), ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading accounts')).toBeVisible();
    await balanceArrived(canvasElement);
  },
};

// ---------------------------------------------------------------------------------------------
// "Delete my account" (ADR 0033), against the mock API's DELETE /api/users/me
// ---------------------------------------------------------------------------------------------

const signOut = fn(async () => undefined);
const page = () => within(document.body);
const UNREACHABLE =
  'Your account is deleted and you are signed out, but the sign-in service could not be reached: try again to finish.';

const withDeletion: Pick<Story, 'beforeEach' | 'decorators'> = {
  beforeEach: () => {
    signOut.mockClear();
    window.sessionStorage.removeItem(ACCOUNT_DELETED_KEY);
    return () => window.sessionStorage.removeItem(ACCOUNT_DELETED_KEY);
  },
  decorators: [
    (Story) => (
      <StaticProviders
        session={{ status: 'signedIn', user: MOCK_USER, signOut }}
        identity={createFakeIdentity({ user: MOCK_USER })}
      >
        <Story />
      </StaticProviders>
    ),
  ],
};

/** Confirmed: the server deletes the account, the app signs out and leaves a note for the home page. */
export const DeleteAccount: Story = {
  ...withDeletion,
  play: async ({ canvas, canvasElement }) => {
    await balanceArrived(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: DELETE_ACCOUNT_BUTTON }));
    const dialog = await page().findByRole('dialog', { name: DELETE_ACCOUNT_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_CONFIRM }));
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce(), LOADED);
    await expect(window.sessionStorage.getItem(ACCOUNT_DELETED_KEY)).toBe('1');
  },
};

/** The server cannot finish (an error with its reason): the dialog stays with its reason; nothing signs out yet. */
export const DeleteAccountFails: Story = {
  ...withDeletion,
  parameters: {
    msw: { handlers: [scenario(ACCOUNT_DELETION_PATTERN, 'serverError', { message: UNREACHABLE }), ...handlers] },
  },
  play: async ({ canvas, canvasElement }) => {
    await balanceArrived(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: DELETE_ACCOUNT_BUTTON }));
    const dialog = await page().findByRole('dialog', { name: DELETE_ACCOUNT_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_CONFIRM }));
    await expect(await within(dialog).findByRole('alert', {}, LOADED)).toHaveTextContent(UNREACHABLE);
    await expect(signOut).not.toHaveBeenCalled();
    await expect(window.sessionStorage.getItem(ACCOUNT_DELETED_KEY)).toBeNull();
  },
};
