import type { CognitoIdentityConfig, IdentityConfig, User } from '@ledgerlight/contract';
import { Amplify } from 'aws-amplify';
import type { ResourcesConfig } from 'aws-amplify';
import { fetchAuthSession, fetchUserAttributes, getCurrentUser, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider, refreshAuthTokens } from 'aws-amplify/auth/cognito';
import { ConsoleLogger, Hub } from 'aws-amplify/utils';
import { withChunkTimeout } from '@ledgerlight/ui';
import { paths } from '../../config/paths';
import type { AmplifyOperations } from './amplifyOperations';
import { AUTH_EVENTS, SOCIAL_SIGN_IN_UNAVAILABLE } from './identity';
import type { AuthEvent, IdentityAdapter } from './identity';
import { refreshWithInitiateAuth } from './localTokenRefresher';
import { nonEmpty, providerError, rethrowing } from './providerError';

/** Product 7: the OAuth code flow asks for these scopes. */
export const OAUTH_SCOPES = ['email', 'profile', 'openid'] as const;

export { SOCIAL_SIGN_IN_UNAVAILABLE } from './identity';

export interface AmplifyIdentityOptions {
  /** The site origin, for the hosted UI's default redirects (defaults to window.location.origin). */
  origin?: string;
}

const isAuthEvent = (event: string): event is AuthEvent => (AUTH_EVENTS as readonly string[]).includes(event);

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

/**
 * Configures Amplify. In local mode the user pool endpoint is the local one by design, and Amplify
 * warns "You are using a custom Amazon Cognito User Pool endpoint" on every configuration, so on
 * every page load (nothing in the console on a happy path). Its logger's level (the
 * documented ConsoleLogger.LOG_LEVEL) is raised to ERROR for that one synchronous call, then
 * restored: every later Amplify warning still shows, and Cognito mode is untouched.
 */
function configureAmplify(config: IdentityConfig, origin: string): void {
  if (config.mode !== 'local') {
    Amplify.configure(amplifyConfigFor(config, origin));
    return;
  }
  const level = ConsoleLogger.LOG_LEVEL;
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  try {
    Amplify.configure(amplifyConfigFor(config, origin));
  } finally {
    ConsoleLogger.LOG_LEVEL = level;
  }
}

function redirectSignInOf(config: CognitoIdentityConfig, origin: string): string {
  return config.redirectSignIn ?? `${origin}${paths.authCallback}`;
}

/** The claims that name the user; a token with none of them is completed by GetUser. */
const NAME_CLAIMS = ['given_name', 'family_name', 'name'] as const;

const claim = (claims: Record<string, unknown>, key: string): string | undefined =>
  typeof claims[key] === 'string' ? claims[key] : undefined;

/**
 * The identity adapter over aws-amplify v6. Configures Amplify from the run-time configuration:
 * local mode talks to cognito-local (or the mock pool) at `endpoint` with USER_PASSWORD_AUTH and
 * refreshes with InitiateAuth; cognito mode uses SRP and the hosted UI for Google and Apple.
 */
export function createAmplifyIdentity(config: IdentityConfig, options: AmplifyIdentityOptions = {}): IdentityAdapter {
  const origin = options.origin ?? globalThis.location?.origin ?? '';
  configureAmplify(config, origin);
  // Completes a hosted-UI sign-in on /auth/callback (it catches up with the configuration above).
  // Only Cognito mode has a hosted UI, so local mode never downloads it.
  if (config.mode === 'cognito') {
    import('aws-amplify/auth/enable-oauth-listener').catch((error: unknown) => {
      console.error('Could not load the sign-in redirect handler', error);
    });
  }
  cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
    config.mode === 'local' ? refreshWithInitiateAuth : refreshAuthTokens,
  );
  let operations: Promise<AmplifyOperations> | undefined;
  /**
   * Sign-in, sign-up and password operations: their own chunk (SRP, hosted UI), loaded on first use
   * under product 9's chunk timeout.
   */
  const operation = <R>(run: (loaded: AmplifyOperations) => Promise<R>): Promise<R> => {
    operations ??= withChunkTimeout(() => import('./amplifyOperations')).then(
      (module) => module.createAmplifyOperations(config),
      (error: unknown) => {
        operations = undefined;
        throw providerError(error);
      },
    );
    return operations.then(run);
  };

  return {
    signIn: (input) => operation((loaded) => loaded.signIn(input)),
    signUp: (input) => operation((loaded) => loaded.signUp(input)),
    confirmSignUp: (input) => operation((loaded) => loaded.confirmSignUp(input)),
    resendSignUpCode: (input) => operation((loaded) => loaded.resendSignUpCode(input)),
    resetPassword: (input) => operation((loaded) => loaded.resetPassword(input)),
    confirmResetPassword: (input) => operation((loaded) => loaded.confirmResetPassword(input)),
    signInWithRedirect: (provider) => operation((loaded) => loaded.signInWithRedirect(provider)),
    signOut: () => rethrowing(() => signOut()),

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
        // Cognito's ID token carries the user's attributes (email, names, picture) as claims: asking the
        // user pool for them (GetUser) would put one more round trip between a returning user and their
        // first page (ADR 0014). A token without an email, or without any name, is completed that way:
        // cognito-local (local mode) signs no names into it, and /profile said 'Name: Not set' for a
        // user who gave both at sign-up.
        let attributes: Partial<Record<string, string>> = {};
        const named = NAME_CLAIMS.some((key) => claim(claims, key) !== undefined);
        if (claim(claims, 'email') === undefined || !named) {
          try {
            attributes = await fetchUserAttributes();
          } catch {
            // The ID token's claims still identify the user; names and picture may be missing.
          }
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
        // Without a token the call goes out unauthenticated and the server answers 401 (product 2).
        return undefined;
      }
    },

    accessToken: async () => {
      try {
        const session = await fetchAuthSession();
        return session.tokens?.accessToken?.toString();
      } catch {
        return undefined;
      }
    },

    onAuthEvent: (listener) =>
      Hub.listen('auth', ({ payload }) => {
        if (isAuthEvent(payload.event)) listener(payload.event);
      }),
  };
}
