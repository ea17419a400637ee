import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOCK_ACCOUNTS, MOCK_USER } from '@ledgerlight/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DELETE_ACCOUNT_EXPLANATION, DELETE_ACCOUNT_TITLE } from '@ledgerlight/contract';
import { useState } from 'react';
import {
  DELETE_ACCOUNT_BUTTON,
  DELETE_ACCOUNT_CONFIRM,
  PREMIUM_MEMBER,
  PROFILE_ACCOUNTS_ERROR,
  Profile,
} from './Profile';
import type { AccountsSummary, DeleteAccountState, ProfileProps } from './Profile';

/** A stand-in profile picture that needs no network. */
const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='teal'/><circle cx='32' cy='26' r='12' fill='white'/><path d='M10 60c4-14 40-14 44 0' fill='white'/></svg>",
)}`;

/** The mock bank's seven accounts at three institutions, summarised. */
const SUMMARY: AccountsSummary = {
  accountCount: 7,
  accounts: MOCK_ACCOUNTS,
  institutions: [
    { name: 'First Platypus Bank', accountCount: 3, net: 21242.04 },
    { name: 'Houndstooth Bank', accountCount: 2, net: -267.13 },
    { name: 'Tartan Credit Union', accountCount: 2, net: 1900.48 },
  ],
  types: [
    { type: 'depository', accountCount: 4, total: 26912.67, owed: false },
    { type: 'credit', accountCount: 3, total: 4037.28, owed: true },
  ],
  assets: 26912.67,
  owed: 4037.28,
  net: 22875.39,
};

const EMPTY_SUMMARY: AccountsSummary = {
  accountCount: 0,
  accounts: [],
  institutions: [],
  types: [],
  assets: 0,
  owed: 0,
  net: 0,
};

const meta = {
  title: 'Screens/Profile',
  tags: ['autodocs'],
  component: Profile,
  parameters: { layout: 'padded' },
  args: {
    user: { ...MOCK_USER, picture },
    balance: 14.4,
    accounts: { status: 'ready', summary: SUMMARY },
    onRetryAccounts: fn(),
    deletion: { status: 'idle' },
    onStartDeletion: fn(),
    onCancelDeletion: fn(),
    onConfirmDeletion: fn(),
  },
} satisfies Meta<typeof Profile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture, name, email, 'Premium Member', the balance card and the accounts summary (product 2). */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', picture);
    await expect(canvas.getByText('Maya Okafor')).toBeVisible();
    await expect(canvas.getByText(MOCK_USER.email)).toBeVisible();
    await expect(canvas.getByText(PREMIUM_MEMBER)).toBeVisible();
    // Where the user's corrections are listed (ADR 0040).
    await expect(canvas.getByRole('link', { name: 'See your corrections' })).toHaveAttribute(
      'href',
      '/profile/corrections',
    );
    // One grid: the two sections side by side start on one line, their headings on the
    // content's left edge.
    const account = canvas.getByRole('heading', { level: 2, name: 'Account Information' }).getBoundingClientRect();
    const credit = canvas.getByRole('heading', { level: 2, name: 'Credit Balance' }).getBoundingClientRect();
    await expect(credit.top).toBe(account.top);
    const summary = canvas.getByRole('heading', { level: 2, name: 'Accounts Summary' }).getBoundingClientRect();
    await expect(account.left).toBe(summary.left);

    await expect(canvas.getByText('14')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/credits/purchase');
    await expect(canvas.getByRole('link', { name: 'Credit history' })).toHaveAttribute('href', '/credits');

    // Every account with its own balances: name, mask, type, institution, current and available.
    const linked = within(canvas.getByRole('table', { name: 'Linked accounts' }))
      .getAllByRole('row')
      .slice(1);
    await expect(linked).toHaveLength(MOCK_ACCOUNTS.length);
    const checking = MOCK_ACCOUNTS[0];
    if (!checking) throw new Error('no mock account');
    const cells = within(linked[0] as HTMLElement);
    await expect(cells.getByRole('rowheader')).toHaveTextContent(`${checking.name}ending in ••${checking.mask ?? ''}`);
    // Each cell's value (a stacked table also carries its column's name, hidden from the tree).
    const values = cells.getAllByRole('cell').map((cell) => cell.lastElementChild?.textContent);
    await expect(values).toEqual(['Checking', checking.institution_name, '$4,286.53', '$4,198.74']);
    const card = within(canvas.getByRole('table', { name: 'Linked accounts' })).getByRole('row', {
      name: /Platypus Rewards Visa Signature/,
    });
    await expect(card).toHaveTextContent('Credit card');
    await expect(card).toHaveTextContent('$1,284.66 owed');

    const institutions = canvas.getByRole('table', { name: 'By institution (7 accounts)' });
    const rows = within(institutions).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'First Platypus Bank3$21,242.04',
      'Houndstooth Bank2-$267.13',
      'Tartan Credit Union2$1,900.48',
    ]);
    const types = within(canvas.getByRole('table', { name: 'By account type' }))
      .getAllByRole('row')
      .slice(1);
    await expect(types.map((row) => row.textContent)).toEqual([
      'Cash (checking and savings)4$26,912.67',
      'Credit cards3$4,037.28 owed',
    ]);
    const totals = within(canvas.getByRole('list', { name: 'Totals' })).getAllByRole('listitem');
    await expect(totals[3]).toHaveTextContent('$22,875.39');
    await expect(canvas.getByRole('link', { name: 'Manage accounts' })).toHaveAttribute('href', '/link-account');
  },
};

/** No picture: the default icon (product 2). */
export const DefaultPicture: Story = {
  args: { user: MOCK_USER },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Default profile picture' })).toBeVisible();
  },
};

/** A picture that cannot be loaded falls back to the default icon. */
export const BrokenPicture: Story = {
  args: { user: { ...MOCK_USER, picture: 'data:image/png;base64,broken' } },
  // Not captured: the fallback is DefaultPicture's page to the pixel.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Default profile picture' })).toBeVisible());
  },
};

/** Only an email (first and last name are optional at sign-up, product 5). */
export const NoName: Story = {
  args: { user: { email: MOCK_USER.email } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not set')).toBeVisible();
  },
};

/** The balance fetch failed: the number is hidden, the links stay (product 7). */
export const BalanceFailed: Story = {
  args: { balance: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Available credits')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy Credits' })).toBeVisible();
  },
};

/** The accounts are on their way. */
export const AccountsLoading: Story = {
  args: { accounts: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading accounts');
  },
};

/** No linked bank: the empty state links to /link-account. */
export const AccountsEmpty: Story = {
  args: { accounts: { status: 'ready', summary: EMPTY_SUMMARY } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No linked accounts yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Link an account' })).toHaveAttribute('href', '/link-account');
  },
};

/** The accounts could not be fetched: product 8's message, and Try again. */
export const AccountsError: Story = {
  args: { accounts: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PROFILE_ACCOUNTS_ERROR);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryAccounts).toHaveBeenCalledTimes(1);
  },
};

// ---------------------------------------------------------------------------------------------
// "Delete my account" (ADR 0033): the dialog in each state
// ---------------------------------------------------------------------------------------------

/** The dialog is in a portal on <body>, outside the canvas. */
const page = () => within(document.body);
const FAILED_MESSAGE =
  'Your account is deleted and you are signed out, but the sign-in service could not be reached: try again to finish.';

/** The screen with the dialog's own state, as the page container keeps it. */
function WithDeletion(props: ProfileProps & { readonly initial: DeleteAccountState }) {
  const { initial, onStartDeletion, onCancelDeletion, onConfirmDeletion, ...rest } = props;
  const [deletion, setDeletion] = useState<DeleteAccountState>(initial);
  return (
    <Profile
      {...rest}
      deletion={deletion}
      onStartDeletion={() => {
        onStartDeletion();
        setDeletion({ status: 'confirming' });
      }}
      onCancelDeletion={() => {
        onCancelDeletion();
        setDeletion({ status: 'idle' });
      }}
      onConfirmDeletion={() => {
        onConfirmDeletion();
        setDeletion({ status: 'deleting' });
      }}
    />
  );
}

/**
 * Idle: the section says what deletion does and offers the button; no dialog. By keyboard, Enter on the
 * button opens the dialog, Escape cancels, and focus returns to "Delete my account".
 */
export const DeleteAccountIdle: Story = {
  render: (args) => <WithDeletion {...args} initial={{ status: 'idle' }} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Delete Account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const opener = canvas.getByRole('button', { name: DELETE_ACCOUNT_BUTTON });
    await expect(opener).toBeEnabled();
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStartDeletion).toHaveBeenCalledOnce();
    await page().findByRole('dialog', { name: DELETE_ACCOUNT_TITLE });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancelDeletion).toHaveBeenCalledOnce();
    await expect(args.onConfirmDeletion).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * Confirming: the dialog names itself and says what happens; focus stays inside it as Tab goes round,
 * and Tab from Cancel reaches the destructive button (pressing it is the Failed story's retry).
 */
export const DeleteAccountConfirming: Story = {
  render: (args) => <WithDeletion {...args} initial={{ status: 'confirming' }} />,
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: DELETE_ACCOUNT_TITLE });
    await expect(dialog).toHaveAccessibleDescription(DELETE_ACCOUNT_EXPLANATION);
    const inDialog = within(dialog);
    const cancel = inDialog.getByRole('button', { name: 'Cancel' });
    const confirm = inDialog.getByRole('button', { name: DELETE_ACCOUNT_CONFIRM });
    await userEvent.tab();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    cancel.focus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await expect(args.onConfirmDeletion).not.toHaveBeenCalled();
    await expect(args.onCancelDeletion).not.toHaveBeenCalled();
  },
};

/** Deleting: the destructive button shows progress and ignores presses; Cancel and Escape do nothing. */
export const DeleteAccountDeleting: Story = {
  args: { deletion: { status: 'deleting' } },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: DELETE_ACCOUNT_TITLE });
    const busy = within(dialog).getByRole('button', { name: /Deleting your account/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onConfirmDeletion).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(page().getByRole('dialog', { name: DELETE_ACCOUNT_TITLE })).toBeVisible();
    await expect(args.onCancelDeletion).not.toHaveBeenCalled();
  },
};

/** Failed: the dialog stays open with the reason, and the destructive button tries again. */
export const DeleteAccountFailed: Story = {
  args: { deletion: { status: 'failed', message: FAILED_MESSAGE } },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: DELETE_ACCOUNT_TITLE });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(FAILED_MESSAGE);
    await userEvent.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_CONFIRM }));
    await expect(args.onConfirmDeletion).toHaveBeenCalledOnce();
  },
};
