import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { AUTH_VIEW_SWITCH_MS } from '@ledgerlight/contract';
import { authModalActors } from './authModal.actors';
import { authModalMachine, authModalView } from './authModal.machine';
import type { AuthModalActor, AuthViewStatus } from './authModal.machine';
import type { AuthField } from './authMessages';
import type { AuthView } from './authModalContext';
import { createInMemoryIdentity } from './inMemoryIdentity.test-support';

/**
 * Model-based tests of the two critical auth paths (house rule 5). Each model below is product 2 seen by a
 * user: its states are what the user sees, its events what the user does or waits for. xstate/graph
 * finds the shortest path to every model state; each path is replayed against the real machine with
 * the in-memory identity provider and fake timers, checking the view, substate and message at every
 * step. The path to `signedIn` must go sign up -> confirm -> sign in, and forgot -> reset -> sign in.
 */

const ADA = { email: 'ada@example.com', password: 'Correct-horse1', confirmed: true };
const GRACE = { email: 'grace@example.com', password: 'Abcdef1!' };

function fill(actor: AuthModalActor, values: Partial<Record<AuthField, string>>) {
  for (const [field, value] of Object.entries(values) as [AuthField, string][]) {
    actor.send({ type: 'FIELD.CHANGE', field, value });
  }
}

async function act(actor: AuthModalActor, event: 'SUBMIT' | 'RESEND' | 'GO.SIGNUP' | 'GO.FORGOT') {
  actor.send({ type: event });
  await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
}

/** Waits out the 2 s switch: nothing at 1999 ms, sign in at 2000 ms. */
async function waitTheSwitch(actor: AuthModalActor, from: AuthView) {
  await vi.advanceTimersByTimeAsync(AUTH_VIEW_SWITCH_MS - 1);
  expect(authModalView(actor.getSnapshot())).toEqual({ view: from, status: 'success' });
  await vi.advanceTimersByTimeAsync(1);
}

function expectAt(
  actor: AuthModalActor,
  view: AuthView,
  status: AuthViewStatus,
  messages: { formError?: string; successMessage?: string } = {},
) {
  const snapshot = actor.getSnapshot();
  expect(authModalView(snapshot)).toEqual({ view, status });
  expect(snapshot.context.formError).toBe(messages.formError);
  expect(snapshot.context.successMessage).toBe(messages.successMessage);
}

/** The model states a set of paths passes through. */
function visited(paths: { steps: { state: { value: unknown } }[] }[]): string[] {
  return [...new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))))];
}

/** The shortest of the paths that end in `state`. */
function shortestTo<P extends { state: { value: unknown }; steps: unknown[] }>(
  paths: P[],
  state: string,
): P | undefined {
  return paths.filter((path) => path.state.value === state).sort((a, b) => a.steps.length - b.steps.length)[0];
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('model: sign up -> confirm -> sign in', () => {
  const model = createTestModel(
    createMachine({
      id: 'signUpFlow',
      initial: 'signin',
      states: {
        signin: { on: { SIGN_IN_UNKNOWN: 'signinNoAccount', GO_TO_SIGNUP: 'signup' } },
        signinNoAccount: { on: { GO_TO_SIGNUP: 'signup' } },
        signup: { on: { SUBMIT_MISMATCH: 'signupInvalid', SUBMIT_SIGNUP: 'confirm' } },
        signupInvalid: { on: { SUBMIT_SIGNUP: 'confirm' } },
        confirm: { on: { SUBMIT_WRONG_CODE: 'confirmWrongCode', RESEND: 'codeResent', SUBMIT_CODE: 'confirmed' } },
        confirmWrongCode: { on: { SUBMIT_CODE: 'confirmed' } },
        codeResent: { on: { SUBMIT_CODE: 'confirmed' } },
        confirmed: { on: { WAIT_2S: 'signinConfirmed' } },
        signinConfirmed: { on: { SUBMIT_SIGNIN: 'signedIn' } },
        signedIn: { type: 'final' },
      },
    }),
  );
  const paths = model.getShortestPaths();

  it('finds a path to every state, and the one to signedIn goes through sign up and confirm', () => {
    // Paths contained in longer ones are dropped; together the rest visit every model state.
    expect(visited(paths)).toHaveLength(10);
    const toSignedIn = shortestTo(paths, 'signedIn');
    expect(toSignedIn?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'GO_TO_SIGNUP',
      'SUBMIT_SIGNUP',
      'SUBMIT_CODE',
      'WAIT_2S',
      'SUBMIT_SIGNIN',
    ]);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const identity = createInMemoryIdentity({ accounts: [ADA] });
      const sut = createActor(authModalMachine.provide({ actors: authModalActors(identity) }), { input: {} });
      sut.start();
      await path.test({
        states: {
          signin: () => expectAt(sut, 'signin', 'idle'),
          signinNoAccount: () => expectAt(sut, 'signin', 'error', { formError: 'No account found with this email' }),
          signup: () => expectAt(sut, 'signup', 'idle'),
          signupInvalid: () => {
            expectAt(sut, 'signup', 'error');
            expect(sut.getSnapshot().context.fieldErrors).toEqual({ confirmPassword: 'Passwords do not match' });
          },
          confirm: () =>
            expectAt(sut, 'confirm', 'idle', { successMessage: 'Please check your email for confirmation code' }),
          confirmWrongCode: () => expectAt(sut, 'confirm', 'error', { formError: 'Invalid confirmation code' }),
          codeResent: () =>
            expectAt(sut, 'confirm', 'idle', { successMessage: 'Confirmation code sent to your email' }),
          confirmed: () =>
            expectAt(sut, 'confirm', 'success', {
              successMessage: 'Email confirmed successfully! You can now sign in.',
            }),
          signinConfirmed: () => {
            expectAt(sut, 'signin', 'idle');
            expect(sut.getSnapshot().context.values.email).toBe(GRACE.email);
          },
          signedIn: () => {
            expect(sut.getSnapshot().status).toBe('done');
            expect(sut.getSnapshot().output).toEqual({ email: GRACE.email, rememberMe: false });
            expect(identity.accounts.get(GRACE.email)?.confirmed).toBe(true);
          },
        },
        events: {
          SIGN_IN_UNKNOWN: async () => {
            fill(sut, { email: GRACE.email, password: GRACE.password });
            await act(sut, 'SUBMIT');
          },
          GO_TO_SIGNUP: async () => act(sut, 'GO.SIGNUP'),
          SUBMIT_MISMATCH: async () => {
            fill(sut, { email: GRACE.email, password: GRACE.password, confirmPassword: 'Different1' });
            await act(sut, 'SUBMIT');
          },
          SUBMIT_SIGNUP: async () => {
            fill(sut, { email: GRACE.email, password: GRACE.password, confirmPassword: GRACE.password });
            await act(sut, 'SUBMIT');
          },
          SUBMIT_WRONG_CODE: async () => {
            fill(sut, { code: '654321' });
            await act(sut, 'SUBMIT');
          },
          RESEND: async () => act(sut, 'RESEND'),
          SUBMIT_CODE: async () => {
            fill(sut, { code: '123456' });
            await act(sut, 'SUBMIT');
          },
          WAIT_2S: async () => waitTheSwitch(sut, 'confirm'),
          SUBMIT_SIGNIN: async () => {
            fill(sut, { password: GRACE.password });
            await act(sut, 'SUBMIT');
          },
        },
      });
    });
  }
});

describe('model: forgot -> reset -> sign in', () => {
  const NEW_PASSWORD = 'New-password1';
  const model = createTestModel(
    createMachine({
      id: 'resetFlow',
      initial: 'signin',
      states: {
        signin: { on: { SUBMIT_FORGOTTEN_PASSWORD: 'signinRejected', GO_TO_FORGOT: 'forgot' } },
        signinRejected: { on: { GO_TO_FORGOT: 'forgot' } },
        forgot: { on: { SUBMIT_UNKNOWN_EMAIL: 'forgotNoAccount', SUBMIT_EMAIL: 'reset' } },
        forgotNoAccount: { on: { SUBMIT_EMAIL: 'reset' } },
        reset: { on: { SUBMIT_EXPIRED_CODE: 'resetExpired', SUBMIT_RESET: 'resetDone' } },
        resetExpired: { on: { SEND_NEW_CODE: 'reset' } },
        resetDone: { on: { WAIT_2S: 'signinAfterReset' } },
        signinAfterReset: { on: { SUBMIT_OLD_PASSWORD: 'signinOldRejected', SUBMIT_NEW_PASSWORD: 'signedIn' } },
        signinOldRejected: { on: { SUBMIT_NEW_PASSWORD: 'signedIn' } },
        signedIn: { type: 'final' },
      },
    }),
  );
  const paths = model.getShortestPaths();

  it('finds a path to every state, and the one to signedIn goes through forgot and reset', () => {
    // Paths contained in longer ones are dropped; together the rest visit every model state.
    expect(visited(paths)).toHaveLength(10);
    const toSignedIn = shortestTo(paths, 'signedIn');
    expect(toSignedIn?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'GO_TO_FORGOT',
      'SUBMIT_EMAIL',
      'SUBMIT_RESET',
      'WAIT_2S',
      'SUBMIT_NEW_PASSWORD',
    ]);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const identity = createInMemoryIdentity({ accounts: [ADA] });
      const sut = createActor(authModalMachine.provide({ actors: authModalActors(identity) }), { input: {} });
      sut.start();
      await path.test({
        states: {
          signin: () => expectAt(sut, 'signin', 'idle'),
          signinRejected: () => expectAt(sut, 'signin', 'error', { formError: 'Incorrect email or password' }),
          forgot: () => expectAt(sut, 'forgot', 'idle'),
          forgotNoAccount: () => expectAt(sut, 'forgot', 'error', { formError: 'No account found with this email' }),
          reset: () => expectAt(sut, 'reset', 'idle', { successMessage: 'Password reset code sent to your email' }),
          resetExpired: () => expectAt(sut, 'reset', 'error', { formError: 'Reset code has expired' }),
          resetDone: () => expectAt(sut, 'reset', 'success', { successMessage: 'Password reset successfully!' }),
          signinAfterReset: () => {
            expectAt(sut, 'signin', 'idle');
            expect(sut.getSnapshot().context.values).toMatchObject({ email: ADA.email, password: '' });
          },
          signinOldRejected: () => expectAt(sut, 'signin', 'error', { formError: 'Incorrect email or password' }),
          signedIn: () => {
            expect(sut.getSnapshot().status).toBe('done');
            expect(identity.accounts.get(ADA.email)?.password).toBe(NEW_PASSWORD);
          },
        },
        events: {
          SUBMIT_FORGOTTEN_PASSWORD: async () => {
            fill(sut, { email: ADA.email, password: 'what-was-it' });
            await act(sut, 'SUBMIT');
          },
          GO_TO_FORGOT: async () => {
            fill(sut, { email: ADA.email });
            await act(sut, 'GO.FORGOT');
          },
          SUBMIT_UNKNOWN_EMAIL: async () => {
            fill(sut, { email: 'nobody@example.com' });
            await act(sut, 'SUBMIT');
          },
          SUBMIT_EMAIL: async () => {
            fill(sut, { email: ADA.email });
            await act(sut, 'SUBMIT');
          },
          SUBMIT_EXPIRED_CODE: async () => {
            fill(sut, { code: '000000', newPassword: NEW_PASSWORD });
            await act(sut, 'SUBMIT');
          },
          SEND_NEW_CODE: async () => act(sut, 'RESEND'),
          SUBMIT_RESET: async () => {
            fill(sut, { code: '123456', newPassword: NEW_PASSWORD });
            await act(sut, 'SUBMIT');
          },
          WAIT_2S: async () => waitTheSwitch(sut, 'reset'),
          SUBMIT_OLD_PASSWORD: async () => {
            fill(sut, { password: ADA.password });
            await act(sut, 'SUBMIT');
          },
          SUBMIT_NEW_PASSWORD: async () => {
            fill(sut, { password: NEW_PASSWORD });
            await act(sut, 'SUBMIT');
          },
        },
      });
    });
  }
});
