import { useEffect, useRef } from 'react';
import type { FormEvent, RefObject } from 'react';
import { CONFIRMATION_CODE_LENGTH, MIN_PASSWORD_LENGTH } from '@ledgerlight/contract';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { Link } from '../../components/Link/Link';
import { Modal } from '../../components/Modal/Modal';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { TextField } from '../../components/TextField/TextField';
import * as styles from './AuthModalView.css';

/** The five views of the auth modal (product 2), in the order the stories show them. */
export const authModalViews = ['signin', 'signup', 'forgot', 'confirm', 'reset'] as const;
export type AuthModalViewName = (typeof authModalViews)[number];

/** Each view's title (product 2): the dialog's accessible name. */
export const AUTH_MODAL_TITLES: Record<AuthModalViewName, string> = {
  signin: 'Sign In',
  signup: 'Create Account',
  forgot: 'Reset Password',
  confirm: 'Confirm Email',
  reset: 'Set New Password',
};

const DESCRIPTIONS: Record<AuthModalViewName, string> = {
  signin: 'Welcome back. Sign in to see your accounts and run your analyses.',
  signup: 'Start with 3 free credits. No credit card required.',
  forgot: "Enter your account's email and we will send you a code to reset your password.",
  confirm: `Enter the ${CONFIRMATION_CODE_LENGTH}-character code we sent to your email.`,
  reset: `Enter the ${CONFIRMATION_CODE_LENGTH}-character code we sent to your email and choose a new password.`,
};

/** The local-mode note of confirm and reset, and its link to the local mailbox. */
export const LOCAL_MAILBOX_NOTE =
  'Ledgerlight is running locally, so no email is sent: your code is in the local mailbox.';
export const LOCAL_MAILBOX_LINK = 'Open the local mailbox';

/**
 * The hint under a new password (product 5): exactly what the user pool enforces, a default Cognito
 * pool's policy, which the local pool enforces too (ADR 0026: the hint promised rules nothing
 * checked). The client itself checks only the length, as product 5 says.
 */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, with an uppercase letter, a lowercase letter, a number and a symbol.`;

export const authModalFields = [
  'givenName',
  'familyName',
  'email',
  'password',
  'confirmPassword',
  'code',
  'newPassword',
] as const;
export type AuthModalField = (typeof authModalFields)[number];
export type AuthModalValues = Record<AuthModalField, string>;

/** The views a link in the modal can go to without submitting anything. */
export type AuthModalLinkTarget = 'signin' | 'signup' | 'forgot';

export interface AuthModalViewProps {
  open: boolean;
  view: AuthModalViewName;
  values: AuthModalValues;
  fieldErrors?: Partial<Record<AuthModalField, string>>;
  /** A failure of the whole form (product 8), shown as an error alert. */
  formError?: string;
  /** What just succeeded (product 8), shown as a success alert. */
  successMessage?: string;
  /** The form is being submitted: the submit button spins, fields are read-only. */
  busy?: boolean;
  /** A new code is being sent (confirm and reset). */
  resending?: boolean;
  rememberMe: boolean;
  /**
   * The local mailbox page, when the identity provider runs locally (no email is sent): confirm and
   * reset then say so and link to it, opening in a new tab so the form keeps what was typed.
   */
  localMailboxUrl?: string;
  onFieldChange: (field: AuthModalField, value: string) => void;
  onRememberMeChange: (checked: boolean) => void;
  onSubmit: () => void;
  /** Sends a new code (confirm: the sign-up code; reset: the reset code). */
  onResend: () => void;
  onNavigate: (view: AuthModalLinkTarget) => void;
  onClose: () => void;
}

const SUBMIT_LABELS: Record<AuthModalViewName, string> = {
  signin: 'Sign In',
  signup: 'Create Account',
  forgot: 'Send Reset Code',
  confirm: 'Confirm Email',
  reset: 'Set New Password',
};

/**
 * The auth modal: one form per view, built on the Modal (focus trap, Escape, named by its title,
 * focus back to the opener). Props in, events out; the app's machine decides everything.
 * Enter submits; links that change the view are buttons, since they do not navigate.
 */
export function AuthModalView(props: AuthModalViewProps) {
  const { open, view, onClose } = props;
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const previousView = useRef(view);

  // A new view replaces the focused control: give focus to its first field.
  useEffect(() => {
    if (previousView.current === view) return;
    previousView.current = view;
    firstFieldRef.current?.focus();
  }, [view]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={AUTH_MODAL_TITLES[view]}
      description={DESCRIPTIONS[view]}
      size="small"
      dismissOnOverlay={false}
      initialFocusRef={firstFieldRef}
    >
      <AuthForm {...props} firstFieldRef={firstFieldRef} />
    </Modal>
  );
}

interface AuthFormProps extends AuthModalViewProps {
  firstFieldRef: RefObject<HTMLInputElement | null>;
}

function AuthForm({
  view,
  values,
  fieldErrors = {},
  formError,
  successMessage,
  busy = false,
  resending = false,
  rememberMe,
  localMailboxUrl,
  onFieldChange,
  onRememberMeChange,
  onSubmit,
  onResend,
  onNavigate,
  firstFieldRef,
}: AuthFormProps) {
  const locked = busy || resending;
  const formRef = useRef<HTMLFormElement>(null);
  const invalidKey = authModalFields.filter((name) => fieldErrors[name] !== undefined).join(' ');
  const previousInvalid = useRef<readonly string[]>(invalidKey.length > 0 ? invalidKey.split(' ') : []);

  // A submit that finds new invalid fields sends focus to the first one; fixing a field does not move it.
  useEffect(() => {
    const current = invalidKey.length > 0 ? invalidKey.split(' ') : [];
    const added = current.some((name) => !previousInvalid.current.includes(name));
    previousInvalid.current = current;
    if (added) formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [invalidKey]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!locked) onSubmit();
  };
  const field = (name: AuthModalField) => ({
    name,
    value: values[name],
    error: fieldErrors[name],
    readOnly: locked,
    onChange: (event: { target: { value: string } }) => onFieldChange(name, event.target.value),
  });
  // Confirm and reset open on the code when the email is already known.
  const codeFirst = (view === 'confirm' || view === 'reset') && values.email.trim().length > 0;

  const email = (
    <TextField
      {...field('email')}
      ref={codeFirst || view === 'signup' ? undefined : firstFieldRef}
      label="Email"
      type="email"
      autoComplete="email"
      required
    />
  );
  const code = (
    <TextField
      {...field('code')}
      ref={codeFirst ? firstFieldRef : undefined}
      label={view === 'reset' ? 'Reset code' : 'Confirmation code'}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={CONFIRMATION_CODE_LENGTH}
      required
    />
  );
  const textButton = (label: string, onClick: () => void, options: { busyLabel?: string; busy?: boolean } = {}) => (
    <button
      type="button"
      className={styles.textButton}
      aria-disabled={locked || undefined}
      aria-busy={options.busy || undefined}
      onClick={locked ? undefined : onClick}
    >
      {options.busy && options.busyLabel ? options.busyLabel : label}
    </button>
  );
  const backToSignIn = textButton('Back to sign in', () => onNavigate('signin'));

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-busy={locked || undefined}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {successMessage ? <Alert tone="success">{successMessage}</Alert> : null}
      {(view === 'confirm' || view === 'reset') && localMailboxUrl ? (
        <Alert tone="info" title="Local mode">
          {LOCAL_MAILBOX_NOTE}{' '}
          <Link href={localMailboxUrl} target="_blank">
            {LOCAL_MAILBOX_LINK}
          </Link>
        </Alert>
      ) : null}

      {view === 'signin' && (
        <>
          {email}
          <PasswordField {...field('password')} label="Password" autoComplete="current-password" required />
          <div className={styles.optionsRow}>
            <Checkbox
              label="Remember me"
              checked={rememberMe}
              onChange={(event) => onRememberMeChange(event.target.checked)}
            />
            {textButton('Forgot password?', () => onNavigate('forgot'))}
          </div>
        </>
      )}

      {view === 'signup' && (
        <>
          <div className={styles.nameRow}>
            <TextField {...field('givenName')} ref={firstFieldRef} label="First name" autoComplete="given-name" />
            <TextField {...field('familyName')} label="Last name" autoComplete="family-name" />
          </div>
          {email}
          <PasswordField
            {...field('password')}
            label="Password"
            autoComplete="new-password"
            hint={NEW_PASSWORD_HINT}
            required
          />
          <PasswordField {...field('confirmPassword')} label="Confirm password" autoComplete="new-password" required />
        </>
      )}

      {view === 'forgot' && email}

      {view === 'confirm' && (
        <>
          {email}
          {code}
        </>
      )}

      {view === 'reset' && (
        <>
          {email}
          {code}
          <PasswordField
            {...field('newPassword')}
            label="New password"
            autoComplete="new-password"
            hint={NEW_PASSWORD_HINT}
            required
          />
        </>
      )}

      <div className={styles.actions}>
        <Button type="submit" fullWidth loading={busy}>
          {busy ? submittingLabel(view) : SUBMIT_LABELS[view]}
        </Button>
        {view === 'signin' && (
          <p className={styles.switchLine}>
            <span>New to Ledgerlight?</span>
            {textButton('Create an account', () => onNavigate('signup'))}
          </p>
        )}
        {view === 'signup' && (
          <p className={styles.switchLine}>
            <span>Already have an account?</span>
            {textButton('Sign in', () => onNavigate('signin'))}
          </p>
        )}
        {(view === 'confirm' || view === 'reset') && (
          <p className={styles.switchLine}>
            <span>Did not get it?</span>
            {textButton(view === 'confirm' ? 'Resend code' : 'Send a new code', onResend, {
              busy: resending,
              busyLabel: 'Sending...',
            })}
          </p>
        )}
        {view !== 'signin' && view !== 'signup' && <p className={styles.switchLine}>{backToSignIn}</p>}
      </div>
    </form>
  );
}

function submittingLabel(view: AuthModalViewName): string {
  switch (view) {
    case 'signin':
      return 'Signing in...';
    case 'signup':
      return 'Creating account...';
    case 'forgot':
      return 'Sending code...';
    case 'confirm':
      return 'Confirming...';
    case 'reset':
      return 'Saving password...';
  }
}
