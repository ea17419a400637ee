import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  VALIDATION_MESSAGES,
  authErrorMessage,
  needsConfirmation,
  providerErrorName,
  validateConfirm,
  validateForgot,
  validateReset,
  validateSignIn,
  validateSignUp,
} from './authMessages';
import type { AuthOperation } from './authMessages';
import { providerError } from './inMemoryIdentity.test-support';

const mapped: [AuthOperation, string, string][] = [
  ['signIn', 'UserNotConfirmedException', 'Please confirm your email first'],
  ['signIn', 'NotAuthorizedException', 'Incorrect email or password'],
  ['signIn', 'UserNotFoundException', 'No account found with this email'],
  ['signUp', 'UsernameExistsException', 'An account with this email already exists'],
  ['confirm', 'CodeMismatchException', 'Invalid confirmation code'],
  ['confirm', 'ExpiredCodeException', 'Confirmation code has expired'],
  ['forgot', 'UserNotFoundException', 'No account found with this email'],
  ['reset', 'CodeMismatchException', 'Invalid reset code'],
  ['reset', 'ExpiredCodeException', 'Reset code has expired'],
];

describe('authErrorMessage: product 8 per operation', () => {
  it.each(mapped)('%s: %s gives %j, whatever the provider says', (operation, name, message) => {
    expect(authErrorMessage(operation, providerError(name, 'Cognito says something else.'))).toBe(message);
    expect(authErrorMessage(operation, providerError(name, ''))).toBe(message);
  });

  it('maps a name only for the operation that lists it', () => {
    // CodeMismatchException on sign in is not in product 8's sign-in list: the provider message wins.
    expect(authErrorMessage('signIn', providerError('CodeMismatchException', 'Bad code.'))).toBe('Bad code.');
    expect(authErrorMessage('resend', providerError('UserNotFoundException', 'User does not exist.'))).toBe(
      'User does not exist.',
    );
  });

  const fallbacks: [AuthOperation, string, string][] = [
    ['signIn', 'Failed to sign in', 'Sign in failed'],
    ['signUp', 'Failed to sign up', 'Sign up failed'],
    ['confirm', 'Confirmation failed', 'An unexpected error occurred'],
    ['resend', 'Failed to resend code', 'An unexpected error occurred'],
    ['forgot', 'Failed to send reset code', 'An unexpected error occurred'],
    ['reset', 'Failed to reset password', 'An unexpected error occurred'],
  ];

  it.each(fallbacks)('%s: an unmapped error with a message shows the provider message', (operation) => {
    const error = providerError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    expect(authErrorMessage(operation, error)).toBe('Attempt limit exceeded, please try after some time.');
    expect(authErrorMessage(operation, { message: '  Network error  ' })).toBe('Network error');
  });

  it.each(fallbacks)('%s: an error without a message gives %j', (operation, emptyMessage) => {
    expect(authErrorMessage(operation, providerError('InternalErrorException', ''))).toBe(emptyMessage);
    expect(authErrorMessage(operation, new Error('   '))).toBe(emptyMessage);
    expect(authErrorMessage(operation, { name: 'Whatever', message: '' })).toBe(emptyMessage);
  });

  it.each(fallbacks)('%s: a rejection that is not an error gives %j', (operation, _empty, notAnError) => {
    expect(authErrorMessage(operation, undefined)).toBe(notAnError);
    expect(authErrorMessage(operation, null)).toBe(notAnError);
    expect(authErrorMessage(operation, 'boom')).toBe(notAnError);
    expect(authErrorMessage(operation, 42)).toBe(notAnError);
    expect(authErrorMessage(operation, { code: 500 })).toBe(notAnError);
  });

  it('names every success message of product 8', () => {
    expect(AUTH_MESSAGES.signUp.checkEmail).toBe('Please check your email for confirmation code');
    expect(AUTH_MESSAGES.confirm.confirmed).toBe('Email confirmed successfully! You can now sign in.');
    expect(AUTH_MESSAGES.resend.sent).toBe('Confirmation code sent to your email');
    expect(AUTH_MESSAGES.forgot.sent).toBe('Password reset code sent to your email');
    expect(AUTH_MESSAGES.reset.done).toBe('Password reset successfully!');
    expect(AUTH_MESSAGES.signIn.additionalSteps).toBe('Sign in requires additional steps');
    expect(AUTH_MESSAGES.unexpected).toBe('An unexpected error occurred');
  });

  it('reads the exception name and spots an unconfirmed account', () => {
    expect(providerErrorName(providerError('UserNotConfirmedException', 'x'))).toBe('UserNotConfirmedException');
    expect(providerErrorName({ name: '' })).toBeUndefined();
    expect(providerErrorName('UserNotConfirmedException')).toBeUndefined();
    expect(needsConfirmation(providerError('UserNotConfirmedException', 'User is not confirmed.'))).toBe(true);
    expect(needsConfirmation(providerError('NotAuthorizedException', 'x'))).toBe(false);
    expect(needsConfirmation(undefined)).toBe(false);
  });
});

describe('validation: product 5', () => {
  it('sign in needs an email and a password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: VALIDATION_MESSAGES.emailRequired,
      password: VALIDATION_MESSAGES.passwordRequired,
    });
    expect(validateSignIn({ email: 'not-an-email', password: 'x' })).toEqual({
      email: 'Enter a valid email address',
    });
    // Sign in does not enforce the length: an old password may be shorter.
    expect(validateSignIn({ email: 'ada@example.com', password: 'x' })).toEqual({});
  });

  it('sign up: email, password of at least 8, matching confirmation', () => {
    expect(validateSignUp({ email: '', password: '', confirmPassword: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateSignUp({ email: 'ada@example.com', password: 'Short1', confirmPassword: 'Short1' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(validateSignUp({ email: 'ada@example.com', password: 'Abcdefg1', confirmPassword: 'Abcdefg2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateSignUp({ email: 'ada@example.com', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toEqual({});
    // Only the length is enforced by the client (product 5): no uppercase or digit rule.
    expect(validateSignUp({ email: 'ada@example.com', password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({});
  });

  it('confirmation code: required, at most 6 characters', () => {
    expect(validateConfirm({ email: 'ada@example.com', code: ' ' })).toEqual({
      code: 'Confirmation code is required',
    });
    expect(validateConfirm({ email: 'ada@example.com', code: '1234567' })).toEqual({
      code: 'Confirmation code must be at most 6 characters',
    });
    expect(validateConfirm({ email: 'ada@example.com', code: '123' })).toEqual({});
    expect(validateConfirm({ email: '', code: '123456' })).toEqual({ email: 'Email is required' });
  });

  it('forgot password needs the email', () => {
    expect(validateForgot({ email: '' })).toEqual({ email: 'Email is required' });
    expect(validateForgot({ email: 'ada@example.com' })).toEqual({});
  });

  it('reset: email, a 6-character code and a new password of at least 8', () => {
    expect(validateReset({ email: '', code: '', newPassword: '' })).toEqual({
      email: 'Email is required',
      code: 'Reset code is required',
      newPassword: 'Password is required',
    });
    expect(validateReset({ email: 'ada@example.com', code: '12345', newPassword: 'short' })).toEqual({
      code: 'Reset code must be 6 characters',
      newPassword: 'Password must be at least 8 characters',
    });
    expect(validateReset({ email: 'ada@example.com', code: '123456', newPassword: 'Abcdefg1' })).toEqual({});
  });
});
