import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { AUTH_VIEW_SWITCH_MS } from '@ledgerlight/contract';
import { authModalMachine, authModalView } from './authModal.machine';
import type { AuthModalActor, AuthModalInput } from './authModal.machine';
import type { AuthField } from './authMessages';
import type { AuthView } from './authModalContext';
import { authModalActors } from './authModal.actors';
import type { SignInOutcome, SignUpInput, SignUpOutcome } from './identity';
import { createInMemoryIdentity, providerError } from './inMemoryIdentity.test-support';
import type { InMemoryIdentityOptions } from './inMemoryIdentity.test-support';

const ADA = { email: 'ada@example.com', password: 'Correct-horse1', confirmed: true };
const NEW_USER = { email: 'new@example.com', password: 'Abcdef1!', confirmed: false };

function start(options: InMemoryIdentityOptions = {}, input: Partial<AuthModalInput> = {}) {
  const identity = createInMemoryIdentity({ accounts: [ADA, NEW_USER], ...options });
  const actor = createActor(authModalMachine.provide({ actors: authModalActors(identity) }), { input });
  actor.start();
  return { actor, identity };
}

function fill(actor: AuthModalActor, values: Partial<Record<AuthField, string>>) {
  for (const [field, value] of Object.entries(values) as [AuthField, string][]) {
    actor.send({ type: 'FIELD.CHANGE', field, value });
  }
}

/** Submits and waits for the operation to settle. */
async function submit(actor: AuthModalActor, event: 'SUBMIT' | 'RESEND' = 'SUBMIT') {
  actor.send({ type: event });
  await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
}

const where = (actor: AuthModalActor) => authModalView(actor.getSnapshot());
const context = (actor: AuthModalActor) => actor.getSnapshot().context;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('opening', () => {
  it.each<AuthView>(['signin', 'signup', 'forgot', 'confirm', 'reset'])('opens on %s when asked', (view) => {
    const { actor } = start({}, { initialView: view });
    expect(where(actor)).toEqual({ view, status: 'idle' });
  });

  it('opens on sign in by default, with a given email', () => {
    const { actor } = start({}, { email: 'ada@example.com' });
    expect(where(actor)).toEqual({ view: 'signin', status: 'idle' });
    expect(context(actor).values.email).toBe('ada@example.com');
    expect(context(actor).rememberMe).toBe(false);
  });
});

describe('sign in', () => {
  it('requires email and password', async () => {
    const { actor, identity } = start();
    await submit(actor);
    expect(where(actor)).toEqual({ view: 'signin', status: 'error' });
    expect(context(actor).fieldErrors).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(identity.calls).toEqual([]);
    fill(actor, { email: 'ada@example.com' });
    expect(context(actor).fieldErrors).toEqual({ password: 'Password is required' });
  });

  it('signs in, ends the machine and returns the email and Remember me', async () => {
    const { actor, identity } = start();
    fill(actor, { email: ' ada@example.com ', password: ADA.password });
    actor.send({ type: 'REMEMBER_ME.CHANGE', checked: true });
    actor.send({ type: 'SUBMIT' });
    expect(where(actor)).toEqual({ view: 'signin', status: 'submitting' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().output).toEqual({ email: 'ada@example.com', rememberMe: true });
    expect(identity.calls).toEqual(['signIn']);
  });

  it.each([
    ['NotAuthorizedException', 'Incorrect email or password', ADA.email, 'wrong-password'],
    ['UserNotFoundException', 'No account found with this email', 'nobody@example.com', 'whatever1'],
  ])('%s gives %j', async (_name, message, email, password) => {
    const { actor } = start();
    fill(actor, { email, password });
    await submit(actor);
    expect(where(actor)).toEqual({ view: 'signin', status: 'error' });
    expect(context(actor).formError).toBe(message);
  });

  it('UserNotConfirmedException says so and moves to confirm, keeping the email', async () => {
    const { actor } = start({
      failures: { signIn: providerError('UserNotConfirmedException', 'User is not confirmed.') },
    });
    fill(actor, { email: ADA.email, password: ADA.password });
    await submit(actor);
    expect(where(actor)).toEqual({ view: 'confirm', status: 'idle' });
    expect(context(actor).formError).toBe('Please confirm your email first');
    expect(context(actor).values).toMatchObject({ email: ADA.email, password: '' });
  });

  it('a CONFIRM_SIGN_UP step moves to confirm too', async () => {
    const { actor } = start();
    fill(actor, { email: NEW_USER.email, password: NEW_USER.password });
    await submit(actor);
    expect(where(actor)).toEqual({ view: 'confirm', status: 'idle' });
    expect(context(actor).formError).toBe('Please confirm your email first');
  });

  it('any other step gives "Sign in requires additional steps"', async () => {
    const { actor } = start({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' });
    fill(actor, { email: ADA.email, password: ADA.password });
    await submit(actor);
    expect(where(actor)).toEqual({ view: 'signin', status: 'error' });
    expect(context(actor).formError).toBe('Sign in requires additional steps');
  });

  it.each([
    [providerError('LimitExceededException', 'Attempt limit exceeded.'), 'Attempt limit exceeded.'],
    [providerError('InternalErrorException', ''), 'Failed to sign in'],
    [undefined, 'Sign in failed'],
  ])('other failures: %o gives %j', async (error, message) => {
    const { actor } = start({ failures: { signIn: error } });
    fill(actor, { email: ADA.email, password: ADA.password });
    await submit(actor);
    expect(context(actor).formError).toBe(message);
  });

  it('a second try clears the previous error, and can succeed', async () => {
    const { actor } = start();
    fill(actor, { email: ADA.email, password: 'wrong-password' });
    await submit(actor);
    expect(context(actor).formError).toBe('Incorrect email or password');
    fill(actor, { password: ADA.password });
    actor.send({ type: 'SUBMIT' });
    expect(context(actor).formError).toBeUndefined();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it('ignores SUBMIT and navigation while submitting', () => {
    const { actor, identity } = start();
    fill(actor, { email: ADA.email, password: ADA.password });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'GO.SIGNUP' });
    actor.send({ type: 'GO.FORGOT' });
    expect(where(actor)).toEqual({ view: 'signin', status: 'submitting' });
    expect(identity.calls).toEqual(['signIn']);
  });

  it('links to sign up and forgot password; the email carries, the password does not', () => {
    const { actor } = start();
    fill(actor, { email: ADA.email, password: 'typed' });
    actor.send({ type: 'GO.SIGNUP' });
    expect(where(actor)).toEqual({ view: 'signup', status: 'idle' });
    expect(context(actor).values).toMatchObject({ email: ADA.email, password: '' });
    actor.send({ type: 'GO.SIGNIN' });
    actor.send({ type: 'GO.FORGOT' });
    expect(where(actor)).toEqual({ view: 'forgot', status: 'idle' });
    expect(context(actor).values.email).toBe(ADA.email);
  });

  it('has no direct path to confirm or reset', () => {
    const { actor } = start();
    const before = actor.getSnapshot();
    expect(before.can({ type: 'RESEND' })).toBe(false);
    expect(before.can({ type: 'GO.SIGNIN' })).toBe(false);
  });
});

describe('sign up', () => {
  const valid = {
    givenName: 'Grace',
    familyName: 'Hopper',
    email: 'grace@example.com',
    password: 'Abcdef1!',
    confirmPassword: 'Abcdef1!',
  };

  it('validates: passwords match, at least 8 characters, email required', async () => {
    const { actor, identity } = start({}, { initialView: 'signup' });
    fill(actor, { email: '', password: 'Short1', confirmPassword: 'Short2' });
    await submit(actor);
    expect(where(actor)).toEqual({ view: 'signup', status: 'error' });
    expect(context(actor).fieldErrors).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(identity.calls).toEqual([]);
  });

  it('signs up and moves to confirm with "Please check your email for confirmation code"', async () => {
    const { actor, identity } = start({}, { initialView: 'signup' });
    fill(actor, valid);
    await submit(actor);
    expect(where(actor)).toEqual({ view: 'confirm', status: 'idle' });
    expect(context(actor).successMessage).toBe('Please check your email for confirmation code');
    expect(context(actor).values).toMatchObject({ email: 'grace@example.com', password: '', confirmPassword: '' });
    expect(identity.accounts.get('grace@example.com')).toMatchObject({ givenName: 'Grace', familyName: 'Hopper' });
  });

  it.each([
    [providerError('UsernameExistsException', 'User already exists'), 'An account with this email already exists'],
    [
      providerError('InvalidPasswordException', 'Password did not conform with policy'),
      'Password did not conform with policy',
    ],
    [providerError('InternalErrorException', ''), 'Failed to sign up'],
    ['oops', 'Sign up failed'],
  ])('failure %o gives %j', async (error, message) => {
    const { actor } = start({ failures: { signUp: error } }, { initialView: 'signup' });
    fill(actor, valid);
    await submit(actor);
    expect(where(actor)).toEqual({ view: 'signup', status: 'error' });
    expect(context(actor).formError).toBe(message);
  });

  it("a password the pools' policy refuses (no symbol), from the real fake, shows Cognito's explanation", async () => {
    const { actor, identity } = start({}, { initialView: 'signup' });
    fill(actor, { ...valid, password: 'Abcdefg1', confirmPassword: 'Abcdefg1' });
    await submit(actor);
    expect(context(actor).formError).toBe('Password did not conform with policy: Password must have symbol characters');
    expect(identity.accounts.has('grace@example.com')).toBe(false);
  });

  it('an existing email, from the real fake, gives the UsernameExists message', async () => {
    const { actor } = start({}, { initialView: 'signup' });
    fill(actor, { ...valid, email: ADA.email });
    await submit(actor);
    expect(context(actor).formError).toBe('An account with this email already exists');
  });

  it('a pool that needs no confirmation goes to sign in', async () => {
    const provided = authModalMachine.provide({
      actors: { signUp: fromPromise<SignUpOutcome, SignUpInput>(async () => ({ kind: 'done' })) },
    });
    const other = createActor(provided, { input: { initialView: 'signup' } }).start();
    fill(other, valid);
    await submit(other);
    expect(where(other)).toEqual({ view: 'signin', status: 'idle' });
    expect(context(other).successMessage).toBe('Account created. You can now sign in.');
  });

  it('links back to sign in', () => {
    const { actor } = start({}, { initialView: 'signup' });
    actor.send({ type: 'GO.SIGNIN' });
    expect(where(actor)).toEqual({ view: 'signin', status: 'idle' });
  });
});

describe('confirm', () => {
  function atConfirm(options: InMemoryIdentityOptions = {}) {
    return start(options, { initialView: 'confirm', email: NEW_USER.email });
  }

  it('requires a code of at most 6 characters', async () => {
    const { actor } = atConfirm();
    await submit(actor);
    expect(context(actor).fieldErrors).toEqual({ code: 'Confirmation code is required' });
    fill(actor, { code: '1234567' });
    await submit(actor);
    expect(context(actor).fieldErrors).toEqual({ code: 'Confirmation code must be at most 6 characters' });
  });

  it.each([
    ['999999', 'Invalid confirmation code'],
    ['000000', 'Confirmation code has expired'],
  ])('code %s gives %j', async (code, message) => {
    const { actor } = atConfirm();
    fill(actor, { code });
    await submit(actor);
    expect(where(actor)).toEqual({ view: 'confirm', status: 'error' });
    expect(context(actor).formError).toBe(message);
  });

  it.each([
    [providerError('InternalErrorException', ''), 'Confirmation failed'],
    [providerError('TooManyFailedAttemptsException', 'Too many failed attempts.'), 'Too many failed attempts.'],
    [undefined, 'An unexpected error occurred'],
  ])('failure %o gives %j', async (error, message) => {
    const { actor } = atConfirm({ failures: { confirmSignUp: error } });
    fill(actor, { code: '123456' });
    await submit(actor);
    expect(context(actor).formError).toBe(message);
  });

  it('confirms, says so, and switches to sign in after exactly 2 s', async () => {
    const { actor, identity } = atConfirm();
    fill(actor, { code: '123456' });
    await submit(actor);
    expect(where(actor)).toEqual({ view: 'confirm', status: 'success' });
    expect(context(actor).successMessage).toBe('Email confirmed successfully! You can now sign in.');
    expect(identity.accounts.get(NEW_USER.email)?.confirmed).toBe(true);

    await vi.advanceTimersByTimeAsync(AUTH_VIEW_SWITCH_MS - 1);
    expect(where(actor)).toEqual({ view: 'confirm', status: 'success' });
    await vi.advanceTimersByTimeAsync(1);
    expect(where(actor)).toEqual({ view: 'signin', status: 'idle' });
    expect(context(actor).values).toMatchObject({ email: NEW_USER.email, code: '' });
    expect(context(actor).successMessage).toBeUndefined();
  });

  it('Back to sign in skips the wait, and the timer does not fire later', async () => {
    const { actor } = atConfirm();
    fill(actor, { code: '123456' });
    await submit(actor);
    actor.send({ type: 'GO.SIGNIN' });
    expect(where(actor)).toEqual({ view: 'signin', status: 'idle' });
    actor.send({ type: 'GO.SIGNUP' });
    await vi.advanceTimersByTimeAsync(AUTH_VIEW_SWITCH_MS * 2);
    expect(where(actor)).toEqual({ view: 'signup', status: 'idle' });
  });

  it('resends the code: "Confirmation code sent to your email"', async () => {
    const { actor, identity } = atConfirm();
    actor.send({ type: 'RESEND' });
    expect(where(actor)).toEqual({ view: 'confirm', status: 'resending' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(where(actor)).toEqual({ view: 'confirm', status: 'idle' });
    expect(context(actor).successMessage).toBe('Confirmation code sent to your email');
    expect(identity.sentCodes).toEqual([{ email: NEW_USER.email, purpose: 'confirm', code: '123456' }]);
  });

  it.each([
    [providerError('InternalErrorException', ''), 'Failed to resend code'],
    [providerError('LimitExceededException', 'Attempt limit exceeded.'), 'Attempt limit exceeded.'],
  ])('resend failure %o gives %j', async (error, message) => {
    const { actor } = atConfirm({ failures: { resendSignUpCode: error } });
    await submit(actor, 'RESEND');
    expect(where(actor)).toEqual({ view: 'confirm', status: 'error' });
    expect(context(actor).formError).toBe(message);
  });

  it('resend needs the email', async () => {
    const { actor, identity } = start({}, { initialView: 'confirm' });
    await submit(actor, 'RESEND');
    expect(context(actor).fieldErrors).toEqual({ email: 'Email is required' });
    expect(identity.calls).toEqual([]);
  });

  it('ignores events while confirming and during the success wait', async () => {
    const { actor, identity } = atConfirm();
    fill(actor, { code: '123456' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'RESEND' });
    actor.send({ type: 'GO.SIGNIN' });
    expect(where(actor).status).toBe('submitting');
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'RESEND' });
    expect(where(actor).status).toBe('success');
    expect(identity.calls).toEqual(['confirmSignUp']);
  });
});

describe('forgot password', () => {
  it('requires the email', async () => {
    const { actor } = start({}, { initialView: 'forgot' });
    await submit(actor);
    expect(context(actor).fieldErrors).toEqual({ email: 'Email is required' });
  });

  it('sends the code and moves to reset with "Password reset code sent to your email"', async () => {
    const { actor, identity } = start({}, { initialView: 'forgot', email: ADA.email });
    await submit(actor);
    expect(where(actor)).toEqual({ view: 'reset', status: 'idle' });
    expect(context(actor).successMessage).toBe('Password reset code sent to your email');
    expect(context(actor).values.email).toBe(ADA.email);
    expect(identity.sentCodes).toEqual([{ email: ADA.email, purpose: 'reset', code: '123456' }]);
  });

  it.each([
    [undefined, 'nobody@example.com', 'No account found with this email'],
    [providerError('InternalErrorException', ''), ADA.email, 'Failed to send reset code'],
  ])('failure %o for %s gives %j', async (error, email, message) => {
    const { actor } = start(error === undefined ? {} : { failures: { resetPassword: error } }, {
      initialView: 'forgot',
      email,
    });
    await submit(actor);
    expect(where(actor)).toEqual({ view: 'forgot', status: 'error' });
    expect(context(actor).formError).toBe(message);
  });

  it('links back to sign in', () => {
    const { actor } = start({}, { initialView: 'forgot' });
    actor.send({ type: 'GO.SIGNIN' });
    expect(where(actor).view).toBe('signin');
  });
});

describe('reset', () => {
  function atReset(options: InMemoryIdentityOptions = {}) {
    return start(options, { initialView: 'reset', email: ADA.email });
  }

  it('validates the code length and the new password', async () => {
    const { actor } = atReset();
    fill(actor, { code: '12345', newPassword: 'short' });
    await submit(actor);
    expect(context(actor).fieldErrors).toEqual({
      code: 'Reset code must be 6 characters',
      newPassword: 'Password must be at least 8 characters',
    });
  });

  it.each([
    ['999999', 'Invalid reset code'],
    ['000000', 'Reset code has expired'],
  ])('code %s gives %j', async (code, message) => {
    const { actor } = atReset();
    fill(actor, { code, newPassword: 'New-password1' });
    await submit(actor);
    expect(where(actor)).toEqual({ view: 'reset', status: 'error' });
    expect(context(actor).formError).toBe(message);
  });

  it('a failure without a message gives "Failed to reset password"', async () => {
    const { actor } = atReset({ failures: { confirmResetPassword: providerError('InternalErrorException', '') } });
    fill(actor, { code: '123456', newPassword: 'New-password1' });
    await submit(actor);
    expect(context(actor).formError).toBe('Failed to reset password');
  });

  it('resets, says so, and switches to sign in after exactly 2 s', async () => {
    const { actor, identity } = atReset();
    fill(actor, { code: '123456', newPassword: 'New-password1' });
    await submit(actor);
    expect(where(actor)).toEqual({ view: 'reset', status: 'success' });
    expect(context(actor).successMessage).toBe('Password reset successfully!');
    expect(identity.accounts.get(ADA.email)?.password).toBe('New-password1');

    await vi.advanceTimersByTimeAsync(AUTH_VIEW_SWITCH_MS - 1);
    expect(where(actor).view).toBe('reset');
    await vi.advanceTimersByTimeAsync(1);
    expect(where(actor)).toEqual({ view: 'signin', status: 'idle' });
    expect(context(actor).values).toMatchObject({ email: ADA.email, newPassword: '', code: '' });
  });

  it('sends a new code from the reset view', async () => {
    const { actor, identity } = atReset();
    await submit(actor, 'RESEND');
    expect(where(actor)).toEqual({ view: 'reset', status: 'idle' });
    expect(context(actor).successMessage).toBe('Password reset code sent to your email');
    expect(identity.calls).toEqual(['resetPassword']);
  });

  it('a failed new code says so', async () => {
    const { actor } = atReset({ failures: { resetPassword: providerError('InternalErrorException', '') } });
    await submit(actor, 'RESEND');
    expect(context(actor).formError).toBe('Failed to send reset code');
  });

  it('links back to sign in', () => {
    const { actor } = atReset();
    actor.send({ type: 'GO.SIGNIN' });
    expect(where(actor).view).toBe('signin');
  });
});

describe('actors', () => {
  it('can be swapped with provide()', async () => {
    const signIn = vi.fn(async (_input: { email: string; password: string }): Promise<SignInOutcome> => ({
      kind: 'signedIn',
    }));
    const machine = authModalMachine.provide({
      actors: { signIn: fromPromise<SignInOutcome, { email: string; password: string }>(({ input }) => signIn(input)) },
    });
    const actor = createActor(machine, { input: {} }).start();
    fill(actor, { email: 'x@example.com', password: 'p' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ email: 'x@example.com', password: 'p' }));
  });
});
