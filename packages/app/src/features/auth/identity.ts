import type { User } from '@ledgerlight/contract';

/**
 * The identity adapter: everything the app asks of the identity provider (product 7, "Identity-provider
 * operations"). The Amplify implementation talks to Cognito or cognito-local; machines and pages
 * depend only on this interface, so tests swap it freely.
 *
 * Failures reject with an Error whose `name` is the provider's exception name
 * (UserNotConfirmedException, NotAuthorizedException, CodeMismatchException, ...) and whose
 * `message` is the provider's message: the auth machine maps them to product 8's messages.
 */
export interface IdentityAdapter {
  signIn(input: { email: string; password: string }): Promise<SignInOutcome>;
  signUp(input: SignUpInput): Promise<SignUpOutcome>;
  confirmSignUp(input: { email: string; code: string }): Promise<void>;
  resendSignUpCode(input: { email: string }): Promise<void>;
  resetPassword(input: { email: string }): Promise<void>;
  confirmResetPassword(input: { email: string; code: string; newPassword: string }): Promise<void>;
  /** Signs out; the caller clears caches and returns to the origin. */
  signOut(): Promise<void>;
  /** Google or Apple through the hosted UI (OAuth code flow, scopes email profile openid). */
  signInWithRedirect(provider: SocialProvider): Promise<void>;
  /** Why social sign-in is unavailable (local mode has no hosted UI), or undefined when it works. */
  socialSignInUnavailableReason(): string | undefined;
  /** The signed-in user, or undefined when signed out. */
  currentUser(): Promise<User | undefined>;
  /** The current ID token (refreshed when needed), for the API client's bearer header. */
  idToken(): Promise<string | undefined>;
  /** The current access token, which deleting the account sends to the server (ADR 0033). */
  accessToken(): Promise<string | undefined>;
  /** Subscribes to the provider's auth events (Amplify Hub); returns the unsubscribe function. */
  onAuthEvent(listener: (event: AuthEvent) => void): () => void;
  /**
   * Starts loading what the operations need, ahead of the first one (the auth modal calls it when it
   * opens, so the identity library downloads while the visitor types). Adapters that load nothing
   * leave it out.
   */
  preload?(): void;
}

/**
 * Shown by the Google and Apple buttons in local mode, instead of failing silently: consumer words
 * (ADR 0024). Why (no Cognito hosted-UI domain in the local user pool) and how to switch them on are
 * for the operator: the README and the server's start-up log say it.
 */
export const SOCIAL_SIGN_IN_UNAVAILABLE =
  'Google and Apple sign-in are not available on this site. Continue with your email instead.';

export type SocialProvider = 'Google' | 'Apple';

export interface SignUpInput {
  email: string;
  password: string;
  givenName?: string;
  familyName?: string;
}

/** Product 4 and 8: sign-in may finish, may need email confirmation, or may need further steps. */
export type SignInOutcome =
  { kind: 'signedIn' } | { kind: 'confirmSignUp' } | { kind: 'additionalSteps'; step: string };

export type SignUpOutcome = { kind: 'confirmSignUp' } | { kind: 'done' };

/** The Hub events of product 4 the app reacts to. */
export const AUTH_EVENTS = [
  'signedIn',
  'signedOut',
  'tokenRefresh',
  'tokenRefresh_failure',
  'signInWithRedirect_failure',
] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];
