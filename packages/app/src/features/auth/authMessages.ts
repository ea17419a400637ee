import { CONFIRMATION_CODE_LENGTH, MIN_PASSWORD_LENGTH, UNEXPECTED_ERROR_MESSAGE } from '@ledgerlight/contract';

/**
 * Every message the auth modal shows: product 8's provider-error catalogue and product 5's validation
 * messages, and the pure functions that pick one. The contract holds only the messages the server
 * shares; these belong to the modal alone, so they live here, in one module.
 *
 * How a failed identity operation becomes a message (`authErrorMessage`), in this order:
 *   1. The rejection carries a provider exception `name` that product 8 maps for this operation
 *      (NotAuthorizedException, CodeMismatchException, ...): the spec's exact message, always,
 *      whatever the provider's own message says.
 *   2. Otherwise, the rejection is error-like (an Error, or an object with a string `message`) and its
 *      message has text after trimming: the provider's message, as given ("server messages are
 *      preferred where given"). An unmapped name such as LimitExceededException or
 *      InvalidPasswordException therefore shows Cognito's own explanation.
 *   3. Otherwise, the rejection is error-like but its message is empty: the operation's fallback
 *      ('Failed to sign in', 'Failed to sign up', 'Confirmation failed', 'Failed to resend code',
 *      'Failed to send reset code', 'Failed to reset password').
 *   4. Otherwise the rejection is not an error at all (undefined, a string, a number): nothing came
 *      from the provider. Sign in and sign up use the spec's second fallback ('Sign in failed',
 *      'Sign up failed'); the other operations, which have none, use 'An unexpected error occurred'.
 */

export const AUTH_MESSAGES = {
  signIn: {
    confirmFirst: 'Please confirm your email first',
    incorrectCredentials: 'Incorrect email or password',
    noAccount: 'No account found with this email',
    failed: 'Failed to sign in',
    unknownFailure: 'Sign in failed',
    additionalSteps: 'Sign in requires additional steps',
  },
  signUp: {
    accountExists: 'An account with this email already exists',
    checkEmail: 'Please check your email for confirmation code',
    /** The user pool confirmed the account itself (no code needed). The spec is silent; this says so. */
    completed: 'Account created. You can now sign in.',
    failed: 'Failed to sign up',
    unknownFailure: 'Sign up failed',
  },
  confirm: {
    invalidCode: 'Invalid confirmation code',
    expiredCode: 'Confirmation code has expired',
    confirmed: 'Email confirmed successfully! You can now sign in.',
    failed: 'Confirmation failed',
  },
  resend: {
    sent: 'Confirmation code sent to your email',
    failed: 'Failed to resend code',
  },
  forgot: {
    sent: 'Password reset code sent to your email',
    noAccount: 'No account found with this email',
    failed: 'Failed to send reset code',
  },
  reset: {
    invalidCode: 'Invalid reset code',
    expiredCode: 'Reset code has expired',
    done: 'Password reset successfully!',
    failed: 'Failed to reset password',
  },
  unexpected: UNEXPECTED_ERROR_MESSAGE,
} as const;

/** Product 5's client-side validation messages. */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  codeRequired: 'Confirmation code is required',
  codeTooLong: `Confirmation code must be at most ${CONFIRMATION_CODE_LENGTH} characters`,
  resetCodeRequired: 'Reset code is required',
  resetCodeLength: `Reset code must be ${CONFIRMATION_CODE_LENGTH} characters`,
} as const;

/** The identity operations whose failures have messages (product 8). */
export type AuthOperation = 'signIn' | 'signUp' | 'confirm' | 'resend' | 'forgot' | 'reset';

/** Provider exception names with a message of their own, per operation (product 8). */
const MAPPED_ERRORS: Record<AuthOperation, Readonly<Record<string, string>>> = {
  signIn: {
    UserNotConfirmedException: AUTH_MESSAGES.signIn.confirmFirst,
    NotAuthorizedException: AUTH_MESSAGES.signIn.incorrectCredentials,
    UserNotFoundException: AUTH_MESSAGES.signIn.noAccount,
  },
  signUp: { UsernameExistsException: AUTH_MESSAGES.signUp.accountExists },
  confirm: {
    CodeMismatchException: AUTH_MESSAGES.confirm.invalidCode,
    ExpiredCodeException: AUTH_MESSAGES.confirm.expiredCode,
  },
  resend: {},
  forgot: { UserNotFoundException: AUTH_MESSAGES.forgot.noAccount },
  reset: {
    CodeMismatchException: AUTH_MESSAGES.reset.invalidCode,
    ExpiredCodeException: AUTH_MESSAGES.reset.expiredCode,
  },
};

/** Rule 3: an error-like rejection with no text. */
const EMPTY_MESSAGE_FALLBACK: Record<AuthOperation, string> = {
  signIn: AUTH_MESSAGES.signIn.failed,
  signUp: AUTH_MESSAGES.signUp.failed,
  confirm: AUTH_MESSAGES.confirm.failed,
  resend: AUTH_MESSAGES.resend.failed,
  forgot: AUTH_MESSAGES.forgot.failed,
  reset: AUTH_MESSAGES.reset.failed,
};

/** Rule 4: a rejection that is not an error. */
const NOT_AN_ERROR_FALLBACK: Record<AuthOperation, string> = {
  signIn: AUTH_MESSAGES.signIn.unknownFailure,
  signUp: AUTH_MESSAGES.signUp.unknownFailure,
  confirm: AUTH_MESSAGES.unexpected,
  resend: AUTH_MESSAGES.unexpected,
  forgot: AUTH_MESSAGES.unexpected,
  reset: AUTH_MESSAGES.unexpected,
};

interface ErrorLike {
  name?: unknown;
  message: string;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    value instanceof Error ||
    (typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string')
  );
}

/** The provider's exception name of a rejection (`error.name`), if it has one. */
export function providerErrorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const name = (error as { name?: unknown }).name;
  return typeof name === 'string' && name.length > 0 ? name : undefined;
}

/** True when a sign-in failure means the account still needs its email confirmed (go to confirm). */
export function needsConfirmation(error: unknown): boolean {
  return providerErrorName(error) === 'UserNotConfirmedException';
}

/** The message of product 8 for a failed operation, by the rules at the top of this module. */
export function authErrorMessage(operation: AuthOperation, error: unknown): string {
  const name = providerErrorName(error);
  const mapped = name === undefined ? undefined : MAPPED_ERRORS[operation][name];
  if (mapped !== undefined) return mapped;
  if (isErrorLike(error)) {
    const message = error.message.trim();
    return message.length > 0 ? message : EMPTY_MESSAGE_FALLBACK[operation];
  }
  return NOT_AN_ERROR_FALLBACK[operation];
}

// ---------------------------------------------------------------------------------------------
// Validation (product 5). Each function returns the errors of one form, keyed by field; empty = valid.
// ---------------------------------------------------------------------------------------------

/** The fields of every auth form. */
export type AuthField = 'givenName' | 'familyName' | 'email' | 'password' | 'confirmPassword' | 'code' | 'newPassword';
export type AuthFieldErrors = Partial<Record<AuthField, string>>;
export type AuthFieldValues = Record<AuthField, string>;

/**
 * The shape the browser's `type="email"` accepts: something, one @, a domain without spaces. Further
 * format rules are the identity provider's (product 5).
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;

function emailError(email: string): string | undefined {
  const value = email.trim();
  if (value.length === 0) return VALIDATION_MESSAGES.emailRequired;
  if (!EMAIL_SHAPE.test(value)) return VALIDATION_MESSAGES.emailInvalid;
  return undefined;
}

function newPasswordError(password: string): string | undefined {
  if (password.length === 0) return VALIDATION_MESSAGES.passwordRequired;
  if (password.length < MIN_PASSWORD_LENGTH) return VALIDATION_MESSAGES.passwordTooShort;
  return undefined;
}

function compact(errors: AuthFieldErrors): AuthFieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** Sign-in: email and password required. */
export function validateSignIn(values: Pick<AuthFieldValues, 'email' | 'password'>): AuthFieldErrors {
  return compact({
    email: emailError(values.email),
    password: values.password.length === 0 ? VALIDATION_MESSAGES.passwordRequired : undefined,
  });
}

/** Sign-up: email required; password at least 8; confirmation matches. Names optional. */
export function validateSignUp(
  values: Pick<AuthFieldValues, 'email' | 'password' | 'confirmPassword'>,
): AuthFieldErrors {
  return compact({
    email: emailError(values.email),
    password: newPasswordError(values.password),
    confirmPassword: values.password !== values.confirmPassword ? VALIDATION_MESSAGES.passwordsDoNotMatch : undefined,
  });
}

/** Confirmation: the email it is for, and a code, required, at most 6 characters. */
export function validateConfirm(values: Pick<AuthFieldValues, 'email' | 'code'>): AuthFieldErrors {
  const code = values.code.trim();
  return compact({
    email: emailError(values.email),
    code:
      code.length === 0
        ? VALIDATION_MESSAGES.codeRequired
        : code.length > CONFIRMATION_CODE_LENGTH
          ? VALIDATION_MESSAGES.codeTooLong
          : undefined,
  });
}

/** Forgot password: the email to send the code to. */
export function validateForgot(values: Pick<AuthFieldValues, 'email'>): AuthFieldErrors {
  return compact({ email: emailError(values.email) });
}

/** Reset: email, a 6-character code and a new password of at least 8 characters. */
export function validateReset(values: Pick<AuthFieldValues, 'email' | 'code' | 'newPassword'>): AuthFieldErrors {
  const code = values.code.trim();
  return compact({
    email: emailError(values.email),
    code:
      code.length === 0
        ? VALIDATION_MESSAGES.resetCodeRequired
        : code.length !== CONFIRMATION_CODE_LENGTH
          ? VALIDATION_MESSAGES.resetCodeLength
          : undefined,
    newPassword: newPasswordError(values.newPassword),
  });
}

/** Resend needs only a well-formed email. */
export function validateResend(values: Pick<AuthFieldValues, 'email'>): AuthFieldErrors {
  return validateForgot(values);
}
