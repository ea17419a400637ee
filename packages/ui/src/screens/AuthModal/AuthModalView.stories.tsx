import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { AUTH_MODAL_TITLES, AuthModalView, LOCAL_MAILBOX_NOTE } from './AuthModalView';
import type { AuthModalField, AuthModalValues, AuthModalViewName, AuthModalViewProps } from './AuthModalView';

const EMPTY: AuthModalValues = {
  givenName: '',
  familyName: '',
  email: '',
  password: '',
  confirmPassword: '',
  code: '',
  newPassword: '',
};

interface DemoProps extends AuthModalViewProps {
  /** Render an opener button and start closed (the keyboard story). */
  withOpener?: boolean;
}

/** The view with real field state, so that typing works; events still reach the args' spies. */
function AuthModalDemo({
  withOpener = false,
  values,
  rememberMe,
  onFieldChange,
  onRememberMeChange,
  onClose,
  ...props
}: DemoProps) {
  const [open, setOpen] = useState(!withOpener);
  const [current, setCurrent] = useState(values);
  const [remember, setRemember] = useState(rememberMe);
  return (
    <>
      {withOpener && (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Sign in
        </Button>
      )}
      <AuthModalView
        {...props}
        open={open}
        values={current}
        rememberMe={remember}
        onFieldChange={(field, value) => {
          onFieldChange(field, value);
          setCurrent((before) => ({ ...before, [field]: value }));
        }}
        onRememberMeChange={(checked) => {
          onRememberMeChange(checked);
          setRemember(checked);
        }}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Screens/AuthModal',
  tags: ['autodocs'],
  component: AuthModalView,
  args: {
    open: true,
    view: 'signin',
    values: EMPTY,
    rememberMe: false,
    onFieldChange: fn(),
    onRememberMeChange: fn(),
    onSubmit: fn(),
    onResend: fn(),
    onNavigate: fn(),
    onClose: fn(),
  },
  render: (args) => <AuthModalDemo {...args} />,
} satisfies Meta<typeof AuthModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const ADA: AuthModalValues = { ...EMPTY, email: 'ada@example.com', password: 'Correct-horse1' };
const page = () => within(document.body);

/** A field's input by its label; a required field's label ends with a hidden asterisk. */
function input(scope: ReturnType<typeof within>, label: string): HTMLElement {
  return scope.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });
}

async function dialogOf(view: AuthModalViewName) {
  return page().findByRole('dialog', { name: AUTH_MODAL_TITLES[view] });
}

/** A story whose dialog shows `message` in an alert of the given tone. */
function withMessage(
  view: AuthModalViewName,
  props: Partial<Pick<AuthModalViewProps, 'values' | 'formError' | 'successMessage'>>,
  message: string,
): Story {
  const role = props.formError !== undefined ? 'alert' : 'status';
  return {
    args: { view, ...props },
    play: async () => {
      const dialog = await dialogOf(view);
      await expect(within(dialog).getByRole(role)).toHaveTextContent(message);
    },
  };
}

/** A story whose fields show these validation messages, each tied to its input. */
function withFieldErrors(
  view: AuthModalViewName,
  values: Partial<AuthModalValues>,
  fieldErrors: Partial<Record<AuthModalField, string>>,
  labels: Partial<Record<AuthModalField, string>>,
): Story {
  return {
    args: { view, values: { ...EMPTY, ...values }, fieldErrors },
    play: async () => {
      const dialog = await dialogOf(view);
      for (const [field, message] of Object.entries(fieldErrors) as [AuthModalField, string][]) {
        const control = input(within(dialog), labels[field] ?? field);
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
      }
      await expect(within(dialog).queryByRole('alert')).toBeNull();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Sign in
// ---------------------------------------------------------------------------------------------

/** Keyboard alone: focus starts on Email, Tab walks every control in order, Enter submits. */
export const SignIn: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf('signin');
    const inside = within(dialog);
    const email = input(inside, 'Email');
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await expect(input(inside, 'Password')).toHaveFocus();
    await userEvent.keyboard('Correct-horse1');
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('checkbox', { name: 'Remember me' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRememberMeChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Forgot password?' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Sign In' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Create an account' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('password', 'Correct-horse1');

    input(inside, 'Password').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Opened from a button with Enter, closed with Escape: focus goes back to the opener. */
export const KeyboardOpenAndEscape: Story = {
  args: { withOpener: true },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Sign in' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogOf('signin');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(input(within(dialog), 'Email')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** The links change the view: Create an account, Forgot password?. */
export const SignInLinks: Story = {
  play: async ({ args }) => {
    const inside = within(await dialogOf('signin'));
    await userEvent.click(inside.getByRole('button', { name: 'Create an account' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('signup');
    await userEvent.click(inside.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('forgot');
  },
};

export const SignInRequiredFields = withFieldErrors(
  'signin',
  {},
  { email: 'Email is required', password: 'Password is required' },
  { email: 'Email', password: 'Password' },
);

export const SignInInvalidEmail = withFieldErrors(
  'signin',
  { email: 'ada.example.com', password: 'x' },
  { email: 'Enter a valid email address' },
  { email: 'Email' },
);

export const SignInIncorrectPassword = withMessage(
  'signin',
  { values: ADA, formError: 'Incorrect email or password' },
  'Incorrect email or password',
);

export const SignInNoAccount = withMessage(
  'signin',
  { values: { ...ADA, email: 'nobody@example.com' }, formError: 'No account found with this email' },
  'No account found with this email',
);

export const SignInAdditionalSteps = withMessage(
  'signin',
  { values: ADA, formError: 'Sign in requires additional steps' },
  'Sign in requires additional steps',
);

/** An unmapped provider error with a message: the provider's message is shown. */
export const SignInProviderMessage = withMessage(
  'signin',
  { values: ADA, formError: 'Password attempts exceeded' },
  'Password attempts exceeded',
);

export const SignInFailed = withMessage('signin', { values: ADA, formError: 'Failed to sign in' }, 'Failed to sign in');

export const SignInUnknownFailure = withMessage(
  'signin',
  { values: ADA, formError: 'Sign in failed' },
  'Sign in failed',
);

/** A user pool that confirmed the account itself sends the new user here. */
export const SignInAfterSignUpWithoutCode = withMessage(
  'signin',
  { values: { ...EMPTY, email: 'grace@example.com' }, successMessage: 'Account created. You can now sign in.' },
  'Account created. You can now sign in.',
);

/** Submitting: the button spins and is busy, the fields are read-only, a second Enter does nothing. */
export const SignInSubmitting: Story = {
  args: { values: ADA, busy: true, rememberMe: true },
  play: async ({ args }) => {
    const inside = within(await dialogOf('signin'));
    const button = inside.getByRole('button', { name: 'Signing in...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(input(inside, 'Email')).toHaveAttribute('readonly');
    await expect(inside.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    input(inside, 'Password').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SignInDark: Story = {
  args: { values: ADA, formError: 'Incorrect email or password' },
  globals: { theme: 'dark' },
};

export const SignInMobile: Story = { args: { values: ADA }, globals: { viewport: { value: 'mobile' } } };

// ---------------------------------------------------------------------------------------------
// Sign up
// ---------------------------------------------------------------------------------------------

const GRACE: AuthModalValues = {
  ...EMPTY,
  givenName: 'Grace',
  familyName: 'Hopper',
  email: 'grace@example.com',
  password: 'Abcdef1!',
  confirmPassword: 'Abcdef1!',
};

export const SignUp: Story = {
  args: { view: 'signup' },
  play: async ({ args }) => {
    const inside = within(await dialogOf('signup'));
    await waitFor(() => expect(input(inside, 'First name')).toHaveFocus());
    await expect(input(inside, 'Password')).toHaveAccessibleDescription(
      'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a symbol.',
    );
    await expect(input(inside, 'Email')).toHaveAttribute('type', 'email');
    await expect(inside.queryByRole('checkbox', { name: 'Remember me' })).toBeNull();
    await userEvent.click(inside.getByRole('button', { name: 'Sign in' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('signin');
  },
};

export const SignUpRequiredFields = withFieldErrors(
  'signup',
  {},
  { email: 'Email is required', password: 'Password is required' },
  { email: 'Email', password: 'Password' },
);

export const SignUpPasswordTooShort = withFieldErrors(
  'signup',
  { ...GRACE, password: 'Short1', confirmPassword: 'Short1' },
  { password: 'Password must be at least 8 characters' },
  { password: 'Password' },
);

export const SignUpPasswordsDoNotMatch = withFieldErrors(
  'signup',
  { ...GRACE, confirmPassword: 'Abcdef2!' },
  { confirmPassword: 'Passwords do not match' },
  { confirmPassword: 'Confirm password' },
);

export const SignUpAccountExists = withMessage(
  'signup',
  { values: GRACE, formError: 'An account with this email already exists' },
  'An account with this email already exists',
);

export const SignUpProviderMessage = withMessage(
  'signup',
  { values: GRACE, formError: 'Password did not conform with policy: Password must have symbol characters' },
  'Password did not conform with policy',
);

export const SignUpFailed = withMessage(
  'signup',
  { values: GRACE, formError: 'Failed to sign up' },
  'Failed to sign up',
);

export const SignUpUnknownFailure = withMessage(
  'signup',
  { values: GRACE, formError: 'Sign up failed' },
  'Sign up failed',
);

export const SignUpSubmitting: Story = {
  args: { view: 'signup', values: GRACE, busy: true },
  play: async () => {
    const inside = within(await dialogOf('signup'));
    await expect(inside.getByRole('button', { name: 'Creating account...' })).toHaveAttribute('aria-busy', 'true');
  },
};

// ---------------------------------------------------------------------------------------------
// Confirm
// ---------------------------------------------------------------------------------------------

const CONFIRMING: AuthModalValues = { ...EMPTY, email: 'grace@example.com' };

/** Straight after sign-up: focus on the code, the success note, Resend and Back to sign in. */
export const Confirm: Story = {
  args: { view: 'confirm', values: CONFIRMING, successMessage: 'Please check your email for confirmation code' },
  play: async ({ args }) => {
    const inside = within(await dialogOf('confirm'));
    await expect(inside.getByRole('status')).toHaveTextContent('Please check your email for confirmation code');
    const code = input(inside, 'Confirmation code');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAttribute('maxlength', '6');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.keyboard('123456{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(inside.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await userEvent.click(inside.getByRole('button', { name: 'Back to sign in' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('signin');
  },
};

/** Sign-in found the account unconfirmed (product 8) and moved here. */
export const ConfirmPleaseConfirmFirst = withMessage(
  'confirm',
  { values: CONFIRMING, formError: 'Please confirm your email first' },
  'Please confirm your email first',
);

export const ConfirmCodeRequired = withFieldErrors(
  'confirm',
  CONFIRMING,
  { code: 'Confirmation code is required' },
  { code: 'Confirmation code' },
);

export const ConfirmCodeTooLong = withFieldErrors(
  'confirm',
  { ...CONFIRMING, code: '1234567' },
  { code: 'Confirmation code must be at most 6 characters' },
  { code: 'Confirmation code' },
);

export const ConfirmEmailRequired = withFieldErrors(
  'confirm',
  { code: '123456' },
  { email: 'Email is required' },
  { email: 'Email' },
);

export const ConfirmInvalidCode = withMessage(
  'confirm',
  { values: { ...CONFIRMING, code: '654321' }, formError: 'Invalid confirmation code' },
  'Invalid confirmation code',
);

export const ConfirmExpiredCode = withMessage(
  'confirm',
  { values: { ...CONFIRMING, code: '000000' }, formError: 'Confirmation code has expired' },
  'Confirmation code has expired',
);

export const ConfirmFailed = withMessage(
  'confirm',
  { values: { ...CONFIRMING, code: '123456' }, formError: 'Confirmation failed' },
  'Confirmation failed',
);

/** A rejection that is not a provider error at all. */
export const ConfirmUnexpectedError = withMessage(
  'confirm',
  { values: { ...CONFIRMING, code: '123456' }, formError: 'An unexpected error occurred' },
  'An unexpected error occurred',
);

export const ConfirmSuccess = withMessage(
  'confirm',
  { values: CONFIRMING, successMessage: 'Email confirmed successfully! You can now sign in.' },
  'Email confirmed successfully! You can now sign in.',
);

export const ConfirmCodeResent = withMessage(
  'confirm',
  { values: CONFIRMING, successMessage: 'Confirmation code sent to your email' },
  'Confirmation code sent to your email',
);

export const ConfirmResendFailed = withMessage(
  'confirm',
  { values: CONFIRMING, formError: 'Failed to resend code' },
  'Failed to resend code',
);

export const ConfirmResending: Story = {
  args: { view: 'confirm', values: CONFIRMING, resending: true },
  play: async ({ args }) => {
    const inside = within(await dialogOf('confirm'));
    const resend = inside.getByRole('button', { name: 'Sending...' });
    await expect(resend).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(resend);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const ConfirmSubmitting: Story = {
  args: { view: 'confirm', values: { ...CONFIRMING, code: '123456' }, busy: true },
  play: async () => {
    const inside = within(await dialogOf('confirm'));
    await expect(inside.getByRole('button', { name: 'Confirming...' })).toHaveAttribute('aria-busy', 'true');
    await expect(inside.getByRole('button', { name: 'Resend code' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The identity provider runs locally: the note says where the code is and links to the local mailbox. */
export const ConfirmLocalMode: Story = {
  args: {
    view: 'confirm',
    values: CONFIRMING,
    localMailboxUrl: '/local/mailbox?email=ada%40example.com',
  },
  play: async () => {
    const inside = within(await dialogOf('confirm'));
    await expect(inside.getByRole('status')).toHaveTextContent(LOCAL_MAILBOX_NOTE);
    const link = inside.getByRole('link', { name: /Open the local mailbox/ });
    await expect(link).toHaveAttribute('href', '/local/mailbox?email=ada%40example.com');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(/opens in a new tab/);
  },
};

// ---------------------------------------------------------------------------------------------
// Forgot password
// ---------------------------------------------------------------------------------------------

export const Forgot: Story = {
  args: { view: 'forgot', values: { ...EMPTY, email: 'ada@example.com' } },
  play: async ({ args }) => {
    const inside = within(await dialogOf('forgot'));
    await waitFor(() => expect(input(inside, 'Email')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(inside.getByRole('button', { name: 'Send Reset Code' })).toBeVisible();
    await userEvent.click(inside.getByRole('button', { name: 'Back to sign in' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('signin');
  },
};

export const ForgotEmailRequired = withFieldErrors('forgot', {}, { email: 'Email is required' }, { email: 'Email' });

export const ForgotNoAccount = withMessage(
  'forgot',
  { values: { ...EMPTY, email: 'nobody@example.com' }, formError: 'No account found with this email' },
  'No account found with this email',
);

export const ForgotFailed = withMessage(
  'forgot',
  { values: { ...EMPTY, email: 'ada@example.com' }, formError: 'Failed to send reset code' },
  'Failed to send reset code',
);

export const ForgotSubmitting: Story = {
  args: { view: 'forgot', values: { ...EMPTY, email: 'ada@example.com' }, busy: true },
  play: async () => {
    const inside = within(await dialogOf('forgot'));
    await expect(inside.getByRole('button', { name: 'Sending code...' })).toHaveAttribute('aria-busy', 'true');
  },
};

// ---------------------------------------------------------------------------------------------
// Reset
// ---------------------------------------------------------------------------------------------

const RESETTING: AuthModalValues = { ...EMPTY, email: 'ada@example.com' };

/** After Forgot password: the code was sent; focus on the code, then the new password. */
export const Reset: Story = {
  args: { view: 'reset', values: RESETTING, successMessage: 'Password reset code sent to your email' },
  play: async ({ args }) => {
    const inside = within(await dialogOf('reset'));
    await expect(inside.getByRole('status')).toHaveTextContent('Password reset code sent to your email');
    await waitFor(() => expect(input(inside, 'Reset code')).toHaveFocus());
    await userEvent.keyboard('123456');
    await userEvent.tab();
    await expect(input(inside, 'New password')).toHaveFocus();
    await userEvent.keyboard('New-password1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(inside.getByRole('button', { name: 'Send a new code' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const ResetRequiredFields = withFieldErrors(
  'reset',
  {},
  { email: 'Email is required', code: 'Reset code is required', newPassword: 'Password is required' },
  { email: 'Email', code: 'Reset code', newPassword: 'New password' },
);

export const ResetCodeAndPasswordTooShort = withFieldErrors(
  'reset',
  { ...RESETTING, code: '12345', newPassword: 'short' },
  { code: 'Reset code must be 6 characters', newPassword: 'Password must be at least 8 characters' },
  { code: 'Reset code', newPassword: 'New password' },
);

export const ResetInvalidCode = withMessage(
  'reset',
  { values: { ...RESETTING, code: '654321' }, formError: 'Invalid reset code' },
  'Invalid reset code',
);

export const ResetExpiredCode = withMessage(
  'reset',
  { values: { ...RESETTING, code: '000000' }, formError: 'Reset code has expired' },
  'Reset code has expired',
);

export const ResetFailed = withMessage(
  'reset',
  { values: { ...RESETTING, code: '123456' }, formError: 'Failed to reset password' },
  'Failed to reset password',
);

export const ResetSuccess = withMessage(
  'reset',
  { values: RESETTING, successMessage: 'Password reset successfully!' },
  'Password reset successfully!',
);

export const ResetSubmitting: Story = {
  args: { view: 'reset', values: { ...RESETTING, code: '123456', newPassword: 'New-password1' }, busy: true },
  play: async () => {
    const inside = within(await dialogOf('reset'));
    await expect(inside.getByRole('button', { name: 'Saving password...' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ResetLocalMode: Story = {
  args: {
    view: 'reset',
    values: RESETTING,
    localMailboxUrl: '/local/mailbox?email=ada%40example.com',
  },
  play: async () => {
    const inside = within(await dialogOf('reset'));
    await expect(inside.getByRole('status')).toHaveTextContent('Local mode');
    await expect(inside.getByRole('link', { name: /Open the local mailbox/ })).toBeVisible();
  },
};
