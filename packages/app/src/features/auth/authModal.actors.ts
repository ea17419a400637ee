import { fromPromise } from 'xstate';
import type { IdentityAdapter, SignInOutcome, SignUpInput, SignUpOutcome } from './identity';

/*
 * The actors authModal.machine.ts declares by name in its setup(), built from the identity adapter (ADR 0017, ADR 0036): the feature
 * provides them with `machine.provide({ actors })`; tests supply fakes the same way, or these over a fake client.
 */

/** authModalMachine: the identity operations of the adapter (Amplify, or the in-memory one in tests). */
export const authModalActors = (adapter: IdentityAdapter) => ({
  signIn: fromPromise<SignInOutcome, { email: string; password: string }>(({ input }) => adapter.signIn(input)),
  signUp: fromPromise<SignUpOutcome, SignUpInput>(({ input }) => adapter.signUp(input)),
  confirmSignUp: fromPromise<unknown, { email: string; code: string }>(({ input }) => adapter.confirmSignUp(input)),
  resendCode: fromPromise<unknown, { email: string }>(({ input }) => adapter.resendSignUpCode(input)),
  resetPassword: fromPromise<unknown, { email: string }>(({ input }) => adapter.resetPassword(input)),
  confirmResetPassword: fromPromise<unknown, { email: string; code: string; newPassword: string }>(({ input }) =>
    adapter.confirmResetPassword(input),
  ),
});
