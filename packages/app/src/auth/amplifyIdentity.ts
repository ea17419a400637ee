import 'aws-amplify/auth/enable-oauth-listener';
import type { CognitoIdentityConfig, IdentityConfig, User } from '@ledgerlight/contract';
import { Amplify } from 'aws-amplify';
import type { ResourcesConfig } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import type { SignInInput } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider, refreshAuthTokens } from 'aws-amplify/auth/cognito';
import { Hub } from 'aws-amplify/utils';
import { paths } from '../routes/paths';
import { AUTH_EVENTS } from './identity';
import type { AuthEvent, IdentityAdapter, SignInOutcome, SignUpOutcome } from './identity';
import { refreshWithInitiateAuth } from './localTokenRefresher';

/** Spec 7: the OAuth code flow asks for these scopes. */
export const OAUTH_SCOPES = ['email', 'profile', 'openid'] as const;

/** Shown by the Google and Apple buttons in local mode, instead of failing silently. */
export const SOCIAL_SIGN_IN_UNAVAILABLE =
  'Google and Apple sign-in need a Cognito hosted-UI domain, which the local user pool does not have. ' +
  'Sign in with your email, or configure the cognito identity mode to use them.';

export interface AmplifyIdentityOptions {
  /** The site origin, for the hosted UI's default redirects (defaults to window.location.origin). */
  origin?: string;
}

const isAuthEvent = (event: string): event is AuthEvent => (AUTH_EVENTS as readonly string[]).includes(event);

/** Rejects with an Error whose name is the provider's exception name (UserNotConfirmedException ...). */
function providerError(error: unknown): Error {
  if (error instanceof Error) return error;
  const wrapped = new Error(typeof error === 'string' ? error : 'An unexpected error occurred');
  wrapped.name = 'Unknown';
  return wrapped;
}

async function rethrowing<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw providerError(error);
  }
}

/** The Amplify configuration for a run-time identity configuration. */
export function amplifyConfigFor(config: IdentityConfig, origin: string): ResourcesConfig {
  if (config.mode === 'local') {
    return {
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          userPoolEndpoint: config.endpoint,
          loginWith: { email: true },
          signUpVerificationMethod: 'code',
        },
      },
    };
  }
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        signUpVerificationMethod: 'code',
        loginWith: {
          email: true,
          oauth: {
            domain: config.domain,
            scopes: [...OAUTH_SCOPES],
            redirectSignIn: [redirectSignInOf(config, origin)],
            redirectSignOut: [config.redirectSignOut ?? origin],
            responseType: 'code',
            providers: ['Google', 'Apple'],
          },
        },
      },
    },
  };
}

function redirectSignInOf(config: CognitoIdentityConfig, origin: string): string {
  return config.redirectSignIn ?? `${origin}${paths.authCallback}`;
}

function signInOutcome(step: string): SignInOutcome {
  if (step === 'DONE') return { kind: 'signedIn' };
  if (step === 'CONFIRM_SIGN_UP') return { kind: 'confirmSignUp' };
  return { kind: 'additionalSteps', step };
}

const nonEmpty = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const claim = (claims: Record<string, unknown>, key: string): string | undefined =>
  typeof claims[key] === 'string' ? claims[key] : undefined;

/**
 * The identity adapter over aws-amplify v6. Configures Amplify from the run-time configuration:
 * local mode talks to cognito-local (or the mock pool) at `endpoint` with USER_PASSWORD_AUTH and
 * refreshes with InitiateAuth; cognito mode uses SRP and the hosted UI for Google and Apple.
 */
export function createAmplifyIdentity(config: IdentityConfig, options: AmplifyIdentityOptions = {}): IdentityAdapter {
  const origin = options.origin ?? globalThis.location?.origin ?? '';
  Amplify.configure(amplifyConfigFor(config, origin));
  cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
    config.mode === 'local' ? refreshWithInitiateAuth : refreshAuthTokens,
  );
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

    signOut: () => rethrowing(() => signOut()),

    signInWithRedirect: (provider) =>
      rethrowing(async () => {
        if (config.mode === 'local') {
          const error = new Error(SOCIAL_SIGN_IN_UNAVAILABLE);
          error.name = 'SocialSignInUnavailableException';
          throw error;
        }
        await signInWithRedirect({ provider });
      }),

    socialSignInUnavailableReason: () => (config.mode === 'local' ? SOCIAL_SIGN_IN_UNAVAILABLE : undefined),

    currentUser: () =>
      rethrowing(async (): Promise<User | undefined> => {
        let current;
        try {
          current = await getCurrentUser();
        } catch (error) {
          if (error instanceof Error && error.name === 'UserUnAuthenticatedException') return undefined;
          throw error;
        }
        const session = await fetchAuthSession();
        const claims: Record<string, unknown> = session.tokens?.idToken?.payload ?? {};
        let attributes: Partial<Record<string, string>> = {};
        try {
          attributes = await fetchUserAttributes();
        } catch {
          // The ID token's claims still identify the user; names and picture may be missing.
        }
        const pick = (key: string) => nonEmpty(attributes[key]) ?? claim(claims, key);
        const userId = pick('sub') ?? current.userId;
        const user: User = {
          username: current.username,
          userId,
          email: pick('email') ?? current.signInDetails?.loginId ?? current.username,
        };
        for (const key of ['given_name', 'family_name', 'name', 'picture'] as const) {
          const value = pick(key);
          if (value) user[key] = value;
        }
        return user;
      }),

    idToken: async () => {
      try {
        const session = await fetchAuthSession();
        return session.tokens?.idToken?.toString();
      } catch {
        // Without a token the call goes out unauthenticated and the server answers 401 (spec 2).
        return undefined;
      }
    },

    onAuthEvent: (listener) =>
      Hub.listen('auth', ({ payload }) => {
        if (isAuthEvent(payload.event)) listener(payload.event);
      }),
  };
}
