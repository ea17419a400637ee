import type { Meta, StoryObj } from '@storybook/react-vite';
import { SELECT_ACCOUNT_MESSAGE } from '@ledgerlight/contract';
import type { LinkAccount } from '@ledgerlight/contract';
import { SANDBOX_BANK_ERRORS, sandboxInstitutionSummaries, sandboxMfaMessage } from '@ledgerlight/mocks';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SANDBOX_LINK_FALLBACK_ERROR, SANDBOX_LINK_INSTITUTIONS_FAILED, SandboxLink } from './SandboxLink';

const INSTITUTIONS = sandboxInstitutionSummaries();
const ACCOUNTS: LinkAccount[] = [
  { id: 'acc-checking', name: 'Everyday Checking', mask: '4417', type: 'depository', subtype: 'checking' },
  { id: 'acc-savings', name: 'High-Yield Savings', mask: '9032', type: 'depository', subtype: 'savings' },
  { id: 'acc-card', name: 'Rewards Visa', mask: '7710', type: 'credit', subtype: 'credit card' },
];

const meta = {
  title: 'Screens/SandboxLink',
  tags: ['autodocs'],
  component: SandboxLink,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    step: 'institutions',
    institutions: INSTITUTIONS,
    query: '',
    username: '',
    password: '',
    mfaCode: '',
    accounts: ACCOUNTS,
    selectedAccountIds: ACCOUNTS.map((account) => account.id),
    onQueryChange: fn(),
    onSelectInstitution: fn(),
    onFieldChange: fn(),
    onSubmit: fn(),
    onToggleAccount: fn(),
    onBack: fn(),
    onRetry: fn(),
    onContinue: fn(),
    onExit: fn(),
  },
} satisfies Meta<typeof SandboxLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog', { name: 'Link your bank' }));

/** The institution list is on its way. */
export const Loading: Story = {
  args: { step: 'loading' },
  play: async () => {
    await expect(dialog().getByText('Loading institutions')).toBeInTheDocument();
    await expect(dialog().getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** The institution list could not be loaded: Try again, or Cancel. */
export const InstitutionsFailed: Story = {
  args: { step: 'failed', error: SANDBOX_LINK_FALLBACK_ERROR },
  play: async ({ args }) => {
    const alert = dialog().getByRole('alert');
    await expect(alert).toHaveTextContent(SANDBOX_LINK_INSTITUTIONS_FAILED);
    await expect(alert).toHaveTextContent(SANDBOX_LINK_FALLBACK_ERROR);
    await expect(dialog().getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Search and pick an institution, by keyboard: the search box has focus, Tab reaches the banks. */
export const Institutions: Story = {
  play: async ({ args }) => {
    const search = dialog().getByRole('searchbox', { name: 'Search institutions' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('t');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('t');
    await expect(dialog().getAllByRole('listitem')).toHaveLength(INSTITUTIONS.length);
    const tartan = dialog().getByRole('button', { name: /^Tartan Credit Union/ });
    await expect(tartan).toHaveAccessibleName(
      'Tartan Credit Union Checking, savings and credit card accounts · Asks for a one-time code',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(tartan).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectInstitution).toHaveBeenCalledWith('ins_local_tartan');
  },
};

/** Nothing matches the search. */
export const NoMatch: Story = {
  args: { query: 'Zebra', institutions: [] },
  play: async () => {
    await expect(dialog().getByRole('status')).toHaveTextContent('No institutions match “Zebra”.');
  },
};

/** Escape leaves the dialog at any step. */
export const EscapeExits: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(dialog().getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onExit).toHaveBeenCalledOnce();
  },
};

/** Sign in: the hint gives the sandbox credentials; Enter submits. */
export const Credentials: Story = {
  args: {
    step: 'credentials',
    institutionName: 'First Platypus Bank',
    username: 'user_good',
    password: 'pass_good',
  },
  play: async ({ args }) => {
    const modal = dialog();
    await expect(modal.getByRole('heading', { name: 'Sign in to First Platypus Bank' })).toBeVisible();
    await expect(modal.getByText(/Sandbox credentials/)).toHaveTextContent(
      'Sandbox credentials: username user_good, password pass_good',
    );
    await waitFor(() => expect(modal.getByRole('textbox', { name: 'Username' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The credentials are on their way. */
export const CredentialsSubmitting: Story = {
  args: { ...Credentials.args, busy: true },
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog().getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

/** A wrong password: the bank's display_message. */
export const WrongPassword: Story = {
  args: {
    ...Credentials.args,
    password: 'pass_bad',
    error: SANDBOX_BANK_ERRORS.invalidCredentials.display_message,
  },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'The provided credentials were not correct. Please try again.',
    );
  },
};

/** The bank does not answer: Plaid's INSTITUTION_DOWN message. */
export const InstitutionDown: Story = {
  args: { ...Credentials.args, error: SANDBOX_BANK_ERRORS.institutionDown.display_message },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('not currently responding');
  },
};

/** The one-time code step of an institution with MFA. */
export const Mfa: Story = {
  args: {
    step: 'mfa',
    institutionName: 'Tartan Credit Union',
    mfaMessage: sandboxMfaMessage('Tartan Credit Union'),
    mfaCode: '1234',
  },
  play: async ({ args }) => {
    const code = dialog().getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(dialog().getByText(/sent to your phone/)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A wrong code: the bank's display_message. */
export const MfaWrongCode: Story = {
  args: { ...Mfa.args, mfaCode: '0000', error: SANDBOX_BANK_ERRORS.invalidMfa.display_message },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('The provided code was not correct. Please try again.');
  },
};

/** Choose the accounts: all checked to begin with; Space toggles. */
export const Accounts: Story = {
  args: { step: 'accounts', institutionName: 'First Platypus Bank' },
  play: async ({ args }) => {
    const first = dialog().getByRole('checkbox', { name: 'Everyday Checking' });
    await waitFor(() => expect(first).toHaveFocus());
    for (const box of dialog().getAllByRole('checkbox')) await expect(box).toBeChecked();
    await expect(first).toHaveAccessibleDescription('Checking ••4417');
    await userEvent.keyboard(' ');
    await expect(args.onToggleAccount).toHaveBeenCalledWith('acc-checking');
  },
};

/** Continue with no account: 'Please select at least one account'. */
export const AccountsNoneSelected: Story = {
  args: { ...Accounts.args, selectedAccountIds: [], selectionRequired: true },
  play: async () => {
    await expect(dialog().getByText(SELECT_ACCOUNT_MESSAGE)).toBeVisible();
    for (const box of dialog().getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

/** Linking the selection failed without a message of the bank's: the fallback. */
export const AccountsError: Story = {
  args: { ...Accounts.args, error: SANDBOX_LINK_FALLBACK_ERROR },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(SANDBOX_LINK_FALLBACK_ERROR);
  },
};

/** The selection is being linked. */
export const Connecting: Story = {
  args: { step: 'connecting', institutionName: 'First Platypus Bank' },
  play: async () => {
    await expect(dialog().getByText('Connecting to First Platypus Bank...')).toBeVisible();
  },
};

/** Done: Continue has focus, Enter hands the accounts over. */
export const Success: Story = {
  args: { step: 'success', institutionName: 'First Platypus Bank', selectedAccountIds: ['acc-checking', 'acc-card'] },
  play: async ({ args }) => {
    await expect(dialog().getByText('2 accounts at First Platypus Bank linked to Ledgerlight.')).toBeVisible();
    await waitFor(() => expect(dialog().getByRole('button', { name: 'Continue' })).toHaveFocus());
    await expect(dialog().queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(args.onExit).not.toHaveBeenCalled();
  },
};
