import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_VIEW_SWITCH_MS } from '@ledgerlight/contract';
import { Button } from '@ledgerlight/ui';
import { AuthModalProvider } from './AuthModal';
import type { AuthModalOutput } from './authModal.machine';
import { useAuthModal } from './authModalContext';
import { createInMemoryIdentity } from './inMemoryIdentity.test-support';
import type { InMemoryAccount, InMemoryIdentityOptions } from './inMemoryIdentity.test-support';

const ADA: InMemoryAccount = { email: 'ada@example.com', password: 'Correct-horse1', confirmed: true };
const UNCONFIRMED: InMemoryAccount = { email: 'new@example.com', password: 'Abcdef1!', confirmed: false };

function Openers() {
  const authModal = useAuthModal();
  return (
    <>
      <Button onClick={() => authModal.open()}>Sign in</Button>
      <Button variant="secondary" onClick={() => authModal.open('signup')}>
        Create account
      </Button>
    </>
  );
}

interface HarnessProps {
  identity: InMemoryIdentityOptions;
  localMailboxUrl?: string;
  onSignedIn: (result: AuthModalOutput) => void;
}

/** The real provider and machine over an in-memory identity provider that knows Ada. */
function AuthModalHarness({ identity, localMailboxUrl, onSignedIn }: HarnessProps) {
  const [adapter] = useState(() => createInMemoryIdentity(identity));
  return (
    <AuthModalProvider adapter={adapter} localMailboxUrl={localMailboxUrl} onSignedIn={onSignedIn}>
      <Openers />
    </AuthModalProvider>
  );
}

const meta = {
  title: 'Pages/AuthModal',
  component: AuthModalHarness,
  args: {
    identity: { accounts: [ADA, UNCONFIRMED], latencyMs: 150 },
    onSignedIn: fn(),
  },
} satisfies Meta<typeof AuthModalHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
/**
 * How long a step may take to show: the in-memory pool answers at once, but a loaded CI machine can
 * take more than the 1 s default of findBy and waitFor to render a view switch (seen once on a fresh
 * clone). Bounded, never retried.
 */
const UI_WAIT = { timeout: 10_000 };
const dialogNamed = (name: string) => page().findByRole('dialog', { name }, UI_WAIT);
const field = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });
/** Long enough for the 2 s view switch, with room for a slow machine. */
const SWITCH_WAIT = { timeout: AUTH_VIEW_SWITCH_MS + 2_000 };

async function signIn(email: string, password: string) {
  const dialog = within(await dialogNamed('Sign In'));
  const emailInput = field(dialog, 'Email');
  await userEvent.clear(emailInput);
  await userEvent.type(emailInput, email);
  await userEvent.type(field(dialog, 'Password'), `${password}{Enter}`);
}

/** Sign up -> confirm -> (2 s) -> sign in, then the modal closes and focus returns to the opener. */
export const SignUpConfirmSignIn: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Create account' });
    await userEvent.click(opener);
    const signup = within(await dialogNamed('Create Account'));
    await userEvent.type(field(signup, 'First name'), 'Grace');
    await userEvent.type(field(signup, 'Last name'), 'Hopper');
    await userEvent.type(field(signup, 'Email'), 'grace@example.com');
    await userEvent.type(field(signup, 'Password'), 'Short1');
    await userEvent.type(field(signup, 'Confirm password'), 'Short2{Enter}');
    await expect(field(signup, 'Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters'),
    );
    // Focus moves to the first invalid field.
    await waitFor(() => expect(field(signup, 'Password')).toHaveFocus(), UI_WAIT);
    await expect(field(signup, 'Confirm password')).toHaveAccessibleDescription(
      expect.stringContaining('Passwords do not match'),
    );
    await userEvent.clear(field(signup, 'Password'));
    await userEvent.type(field(signup, 'Password'), 'Abcdef1!');
    await userEvent.clear(field(signup, 'Confirm password'));
    await userEvent.type(field(signup, 'Confirm password'), 'Abcdef1!{Enter}');

    const confirm = within(await dialogNamed('Confirm Email'));
    await expect(confirm.getByRole('status')).toHaveTextContent('Please check your email for confirmation code');
    await expect(field(confirm, 'Email')).toHaveValue('grace@example.com');
    await waitFor(() => expect(field(confirm, 'Confirmation code')).toHaveFocus(), UI_WAIT);
    await userEvent.keyboard('654321{Enter}');
    await expect(await confirm.findByRole('alert', {}, UI_WAIT)).toHaveTextContent('Invalid confirmation code');
    await userEvent.clear(field(confirm, 'Confirmation code'));
    await userEvent.type(field(confirm, 'Confirmation code'), '123456{Enter}');
    await expect(
      await confirm.findByText('Email confirmed successfully! You can now sign in.', {}, UI_WAIT),
    ).toBeVisible();

    const signin = within(await page().findByRole('dialog', { name: 'Sign In' }, SWITCH_WAIT));
    await expect(field(signin, 'Email')).toHaveValue('grace@example.com');
    await userEvent.type(field(signin, 'Password'), 'Abcdef1!{Enter}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument(), UI_WAIT);
    await expect(args.onSignedIn).toHaveBeenCalledWith({ email: 'grace@example.com', rememberMe: false });
    await expect(opener).toHaveFocus();
  },
};

/** A wrong password says so and keeps the modal open; the right one, with Remember me, closes it. */
export const WrongPassword: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await signIn(ADA.email, 'not-my-password');
    const dialog = within(await dialogNamed('Sign In'));
    await expect(await dialog.findByRole('alert', {}, UI_WAIT)).toHaveTextContent('Incorrect email or password');
    await expect(field(dialog, 'Password')).toHaveValue('not-my-password');

    await userEvent.click(dialog.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.clear(field(dialog, 'Password'));
    await userEvent.type(field(dialog, 'Password'), `${ADA.password}{Enter}`);
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument(), UI_WAIT);
    await expect(args.onSignedIn).toHaveBeenCalledWith({ email: ADA.email, rememberMe: true });
  },
};

/** An email with no account: 'No account found with this email'. */
export const UnknownEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await signIn('nobody@example.com', 'whatever1');
    const dialog = within(await dialogNamed('Sign In'));
    await expect(await dialog.findByRole('alert', {}, UI_WAIT)).toHaveTextContent('No account found with this email');
  },
};

/** Signing in to an unconfirmed account moves to confirm; Resend code sends a new one. */
export const UnconfirmedAccountResend: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await signIn(UNCONFIRMED.email, UNCONFIRMED.password);
    const confirm = within(await dialogNamed('Confirm Email'));
    await expect(confirm.getByRole('alert')).toHaveTextContent('Please confirm your email first');
    await userEvent.click(confirm.getByRole('button', { name: 'Resend code' }));
    await expect(await confirm.findByRole('status', {}, UI_WAIT)).toHaveTextContent(
      'Confirmation code sent to your email',
    );
    await userEvent.type(field(confirm, 'Confirmation code'), '000000{Enter}');
    await expect(await confirm.findByRole('alert', {}, UI_WAIT)).toHaveTextContent('Confirmation code has expired');
  },
};

/** Forgot -> reset -> (2 s) -> sign in with the new password. */
export const ForgotResetSignIn: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const signin = within(await dialogNamed('Sign In'));
    await userEvent.type(field(signin, 'Email'), ADA.email);
    await userEvent.click(signin.getByRole('button', { name: 'Forgot password?' }));

    const forgot = within(await dialogNamed('Reset Password'));
    await expect(field(forgot, 'Email')).toHaveValue(ADA.email);
    await waitFor(() => expect(field(forgot, 'Email')).toHaveFocus(), UI_WAIT);
    await userEvent.keyboard('{Enter}');

    const reset = within(await dialogNamed('Set New Password'));
    await expect(reset.getByRole('status')).toHaveTextContent('Password reset code sent to your email');
    await userEvent.type(field(reset, 'Reset code'), '999999');
    await userEvent.type(field(reset, 'New password'), 'New-password1{Enter}');
    await expect(await reset.findByRole('alert', {}, UI_WAIT)).toHaveTextContent('Invalid reset code');
    await userEvent.clear(field(reset, 'Reset code'));
    await userEvent.type(field(reset, 'Reset code'), '123456{Enter}');
    await expect(await reset.findByText('Password reset successfully!', {}, UI_WAIT)).toBeVisible();

    const again = within(await page().findByRole('dialog', { name: 'Sign In' }, SWITCH_WAIT));
    await expect(field(again, 'Email')).toHaveValue(ADA.email);
    await userEvent.type(field(again, 'Password'), 'New-password1{Enter}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument(), UI_WAIT);
    await expect(args.onSignedIn).toHaveBeenCalledWith({ email: ADA.email, rememberMe: false });
  },
};

/** Forgot password for an email with no account. */
export const ForgotUnknownEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const signin = within(await dialogNamed('Sign In'));
    await userEvent.click(signin.getByRole('button', { name: 'Forgot password?' }));
    const forgot = within(await dialogNamed('Reset Password'));
    await userEvent.type(field(forgot, 'Email'), 'nobody@example.com{Enter}');
    await expect(await forgot.findByRole('alert', {}, UI_WAIT)).toHaveTextContent('No account found with this email');
    await userEvent.click(forgot.getByRole('button', { name: 'Back to sign in' }));
    await dialogNamed('Sign In');
  },
};

/** The provider's own message wins for a failure product 8 does not name. */
export const ProviderMessage: Story = {
  args: {
    identity: {
      accounts: [ADA],
      failures: { signIn: Object.assign(new Error('Password attempts exceeded'), { name: 'LimitExceededException' }) },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await signIn(ADA.email, ADA.password);
    const dialog = within(await dialogNamed('Sign In'));
    await expect(await dialog.findByRole('alert', {}, UI_WAIT)).toHaveTextContent('Password attempts exceeded');
  },
};

/**
 * Local identity: confirm and reset link to the local mailbox, for the address being confirmed.
 * Escape closes; focus returns.
 */
export const LocalModeNote: Story = {
  args: { localMailboxUrl: 'http://localhost:8080/local/mailbox' },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(opener);
    await signIn(UNCONFIRMED.email, UNCONFIRMED.password);
    const confirm = within(await dialogNamed('Confirm Email'));
    await expect(confirm.getByRole('status')).toHaveTextContent('your code is in the local mailbox');
    await expect(confirm.getByRole('link', { name: /Open the local mailbox/ })).toHaveAttribute(
      'href',
      `http://localhost:8080/local/mailbox?email=${encodeURIComponent(UNCONFIRMED.email)}`,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument(), UI_WAIT);
    await expect(opener).toHaveFocus();
  },
};
