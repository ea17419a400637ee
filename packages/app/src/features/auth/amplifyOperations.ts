import type { IdentityConfig } from '@ledgerlight/contract';
import {
  confirmResetPassword,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import type { SignInInput } from 'aws-amplify/auth';
import { SOCIAL_SIGN_IN_UNAVAILABLE } from './identity';
import type { IdentityAdapter, SignInOutcome, SignUpOutcome } from './identity';
import { nonEmpty, rethrowing } from './providerError';

/** The operations of the Amplify adapter that a returning, signed-in visit does not need at start. */
export type AmplifyOperations = Pick<
  IdentityAdapter,
  | 'signIn'
  | 'signUp'
  | 'confirmSignUp'
  | 'resendSignUpCode'
  | 'resetPassword'
  | 'confirmResetPassword'
  | 'signInWithRedirect'
>;

function signInOutcome(step: string): SignInOutcome {
  if (step === 'DONE') return { kind: 'signedIn' };
  if (step === 'CONFIRM_SIGN_UP') return { kind: 'confirmSignUp' };
  return { kind: 'additionalSteps', step };
}

/**
 * Sign-in (USER_PASSWORD_AUTH against cognito-local, SRP against Cognito), sign-up, confirmation,
 * password reset and the hosted UI, over an Amplify that amplifyIdentity.ts has configured. Its own
 * chunk (the SRP arithmetic and the OAuth redirect are most of it): amplifyIdentity.ts loads it on
 * the first of these operations, so a signed-in visit starts without it (ADR 0014).
 */
export function createAmplifyOperations(config: IdentityConfig): AmplifyOperations {
  const authFlowType: NonNullable<NonNullable<SignInInput['options']>['authFlowType']> =
    config.mode === 'local' ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH';

  async function passwordSignIn(email: string, password: string) {
    return signIn({ username: email, password, options: { authFlowType } });
  }

  return {
    signIn: ({ email, password }) =>
      rethrowing(async () => {
        let result;
        try {
          result = await passwordSignIn(email, password);
        } catch (error) {
          // A session left from another sign-in: end it and sign in as asked.
          if (!(error instanceof Error) || error.name !== 'UserAlreadyAuthenticatedException') throw error;
          await signOut();
          result = await passwordSignIn(email, password);
        }
        return signInOutcome(result.nextStep.signInStep);
      }),

    signUp: ({ email, password, givenName, familyName }) =>
      rethrowing(async (): Promise<SignUpOutcome> => {
        const given = nonEmpty(givenName);
        const family = nonEmpty(familyName);
        const name = nonEmpty([given, family].filter(Boolean).join(' '));
        const { nextStep } = await signUp({
          username: email,
          password,
          options: {
            userAttributes: {
              email,
              ...(given ? { given_name: given } : {}),
              ...(family ? { family_name: family } : {}),
              ...(name ? { name } : {}),
            },
          },
        });
        return nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? { kind: 'confirmSignUp' } : { kind: 'done' };
      }),

    confirmSignUp: ({ email, code }) =>
      rethrowing(async () => {
        await confirmSignUp({ username: email, confirmationCode: code });
      }),

    resendSignUpCode: ({ email }) =>
      rethrowing(async () => {
        await resendSignUpCode({ username: email });
      }),

    resetPassword: ({ email }) =>
      rethrowing(async () => {
        await resetPassword({ username: email });
      }),

    confirmResetPassword: ({ email, code, newPassword }) =>
      rethrowing(async () => {
        await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
      }),

    signInWithRedirect: (provider) =>
      rethrowing(async () => {
        if (config.mode === 'local') {
          const error = new Error(SOCIAL_SIGN_IN_UNAVAILABLE);
          error.name = 'SocialSignInUnavailableException';
          throw error;
        }
        await signInWithRedirect({ provider });
      }),
  };
}
