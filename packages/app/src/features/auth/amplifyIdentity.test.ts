import {
  MOCK_COGNITO_CODE,
  MOCK_COGNITO_PATH,
  MOCK_USER,
  MOCK_USER_PASSWORD,
  MOCK_USER_POOL_CLIENT_ID,
  MOCK_USER_POOL_ID,
  cognitoFailure,
  cognitoHandlers,
  createCognitoHandlers,
  createMockUserPool,
  decodeMockJwt,
  mockUserPool,
  resetMockDb,
} from '@ledgerlight/mocks';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { ConsoleLogger } from 'aws-amplify/utils';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_SIGN_IN_UNAVAILABLE, amplifyConfigFor, createAmplifyIdentity } from './amplifyIdentity';
import type { AuthEvent, IdentityAdapter } from './identity';

/**
 * These tests run the real Amplify v6 code; only Cognito's HTTP API is mocked (msw/node over the
 * mock user pool of @ledgerlight/mocks), as the app runs in local mode against cognito-local.
 */

const ENDPOINT = `http://localhost:8080${MOCK_COGNITO_PATH}`;
const server = setupServer(...cognitoHandlers);
const operations: string[] = [];

const localConfig = {
  mode: 'local',
  userPoolId: MOCK_USER_POOL_ID,
  userPoolClientId: MOCK_USER_POOL_CLIENT_ID,
  endpoint: ENDPOINT,
} as const;

let identity: IdentityAdapter;
let events: AuthEvent[];
let unsubscribe: () => void;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const target = request.headers.get('x-amz-target');
    if (target) operations.push(target.replace('AWSCognitoIdentityProviderService.', ''));
  });
});
beforeEach(() => {
  resetMockDb();
  operations.length = 0;
  identity = createAmplifyIdentity(localConfig, { origin: 'http://localhost:8080' });
  events = [];
  unsubscribe = identity.onAuthEvent((event) => events.push(event));
});
afterEach(async () => {
  unsubscribe();
  server.resetHandlers();
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens();
});
afterAll(() => server.close());

const NEW_EMAIL = 'ada.lovelace@example.com';
const NEW_PASSWORD = 'Analytical-1';

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`rejected with a non-Error: ${String(error)}`);
  }
  throw new Error('expected a rejection');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the Amplify identity adapter in local mode', () => {
  it('signs up with email, given_name, family_name and name, then needs confirmation', async () => {
    const outcome = await identity.signUp({
      email: NEW_EMAIL,
      password: NEW_PASSWORD,
      givenName: 'Ada',
      familyName: 'Lovelace',
    });
    expect(outcome).toEqual({ kind: 'confirmSignUp' });
    expect(operations).toEqual(['SignUp']);
    expect(mockUserPool.user(NEW_EMAIL)?.attributes).toMatchObject({
      email: NEW_EMAIL,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
    });
  });

  it('leaves out empty names', async () => {
    await identity.signUp({ email: NEW_EMAIL, password: NEW_PASSWORD, givenName: ' ', familyName: '' });
    const attributes = mockUserPool.user(NEW_EMAIL)?.attributes ?? {};
    expect(Object.keys(attributes).sort()).toEqual(['email', 'sub']);
  });

  it("knows the names given at sign-up when the ID token leaves them out, as cognito-local's does", async () => {
    // The pool of `npm start` signs email, sub and custom attributes into the ID token, no names.
    const localPool = createMockUserPool({ namesInIdToken: false });
    server.use(...createCognitoHandlers(localPool));
    await identity.signUp({ email: NEW_EMAIL, password: NEW_PASSWORD, givenName: 'Ada', familyName: 'Lovelace' });
    await identity.confirmSignUp({ email: NEW_EMAIL, code: MOCK_COGNITO_CODE });
    await identity.signIn({ email: NEW_EMAIL, password: NEW_PASSWORD });
    const token = decodeMockJwt((await identity.idToken()) ?? '');
    expect(token).toMatchObject({ email: NEW_EMAIL });
    expect(token).not.toHaveProperty('given_name');

    expect(await identity.currentUser()).toMatchObject({
      email: NEW_EMAIL,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
    });
    expect(operations).toContain('GetUser');
  });

  it('maps an unconfirmed sign-in to confirmSignUp, then confirms and signs in', async () => {
    await identity.signUp({ email: NEW_EMAIL, password: NEW_PASSWORD });
    expect(await identity.signIn({ email: NEW_EMAIL, password: NEW_PASSWORD })).toEqual({ kind: 'confirmSignUp' });

    await identity.resendSignUpCode({ email: NEW_EMAIL });
    const mismatch = await rejection(identity.confirmSignUp({ email: NEW_EMAIL, code: '111111' }));
    expect(mismatch.name).toBe('CodeMismatchException');
    await identity.confirmSignUp({ email: NEW_EMAIL, code: MOCK_COGNITO_CODE });

    expect(await identity.signIn({ email: NEW_EMAIL, password: NEW_PASSWORD })).toEqual({ kind: 'signedIn' });
    expect(operations).toEqual([
      'SignUp',
      'InitiateAuth',
      'ResendConfirmationCode',
      'ConfirmSignUp',
      'ConfirmSignUp',
      'InitiateAuth',
    ]);
  });

  it('signs the demo user in with USER_PASSWORD_AUTH and reports the user and ID token', async () => {
    let flow: unknown;
    server.events.on('request:start', ({ request }) => {
      if (request.headers.get('x-amz-target')?.endsWith('InitiateAuth')) {
        void request
          .clone()
          .json()
          .then((body: { AuthFlow?: string }) => {
            flow = body.AuthFlow;
          });
      }
    });
    expect(await identity.currentUser()).toBeUndefined();
    expect(await identity.idToken()).toBeUndefined();

    expect(await identity.signIn({ email: MOCK_USER.email, password: MOCK_USER_PASSWORD })).toEqual({
      kind: 'signedIn',
    });
    await settle();
    expect(flow).toBe('USER_PASSWORD_AUTH');
    expect(events).toContain('signedIn');

    const user = await identity.currentUser();
    expect(user).toEqual({
      username: MOCK_USER.email,
      userId: MOCK_USER.userId,
      email: MOCK_USER.email,
      given_name: 'Maya',
      family_name: 'Okafor',
      name: 'Maya Okafor',
    });
    // The ID token's claims say who it is: no GetUser round trip before the first page (ADR 0014).
    expect(operations).not.toContain('GetUser');

    const token = await identity.idToken();
    expect(decodeMockJwt(token ?? '')).toMatchObject({
      token_use: 'id',
      email: MOCK_USER.email,
      aud: MOCK_USER_POOL_CLIENT_ID,
    });
  });

  it('still knows the user from the ID token claims when GetUser fails', async () => {
    await identity.signIn({ email: MOCK_USER.email, password: MOCK_USER_PASSWORD });
    server.use(cognitoFailure('GetUser', 'NotAuthorizedException', 'Access Token has been revoked'));
    const user = await identity.currentUser();
    expect(user).toMatchObject({ userId: MOCK_USER.userId, email: MOCK_USER.email, given_name: 'Maya' });
  });

  it('rethrows sign-in failures with the Cognito exception name and message', async () => {
    const wrong = await rejection(identity.signIn({ email: MOCK_USER.email, password: 'Wrong-password1' }));
    expect(wrong).toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    const missing = await rejection(identity.signIn({ email: 'nobody@example.com', password: NEW_PASSWORD }));
    expect(missing.name).toBe('UserNotFoundException');
    const exists = await rejection(identity.signUp({ email: MOCK_USER.email, password: NEW_PASSWORD }));
    expect(exists.name).toBe('UsernameExistsException');
  });

  it('resets a password with the emailed code', async () => {
    await identity.resetPassword({ email: MOCK_USER.email });
    const expired = await rejection(
      identity.confirmResetPassword({ email: MOCK_USER.email, code: '000000', newPassword: 'Brand-new-pass1' }),
    );
    expect(expired.name).toBe('ExpiredCodeException');
    await identity.confirmResetPassword({
      email: MOCK_USER.email,
      code: MOCK_COGNITO_CODE,
      newPassword: 'Brand-new-pass1',
    });
    expect(await identity.signIn({ email: MOCK_USER.email, password: 'Brand-new-pass1' })).toEqual({
      kind: 'signedIn',
    });
    expect(operations).toEqual(['ForgotPassword', 'ConfirmForgotPassword', 'ConfirmForgotPassword', 'InitiateAuth']);
    const unknown = await rejection(identity.resetPassword({ email: 'nobody@example.com' }));
    expect(unknown.name).toBe('UserNotFoundException');
  });

  it('signs out: revokes the refresh token, emits signedOut, and forgets the user', async () => {
    await identity.signIn({ email: MOCK_USER.email, password: MOCK_USER_PASSWORD });
    const tokens = await cognitoUserPoolsTokenProvider.tokenOrchestrator.getTokens();
    expect(tokens).not.toBeNull();
    await identity.signOut();
    await settle();
    expect(operations).toContain('RevokeToken');
    expect(events).toContain('signedOut');
    expect(await identity.currentUser()).toBeUndefined();
    expect(await identity.idToken()).toBeUndefined();
  });

  it('replaces a session left from an earlier sign-in', async () => {
    await identity.signIn({ email: MOCK_USER.email, password: MOCK_USER_PASSWORD });
    await identity.signUp({ email: NEW_EMAIL, password: NEW_PASSWORD });
    await identity.confirmSignUp({ email: NEW_EMAIL, code: MOCK_COGNITO_CODE });
    expect(await identity.signIn({ email: NEW_EMAIL, password: NEW_PASSWORD })).toEqual({ kind: 'signedIn' });
    expect((await identity.currentUser())?.email).toBe(NEW_EMAIL);
  });

  it('says in consumer words that Google and Apple are unavailable (ADR 0024: no operator detail)', async () => {
    expect(identity.socialSignInUnavailableReason()).toBe(SOCIAL_SIGN_IN_UNAVAILABLE);
    expect(SOCIAL_SIGN_IN_UNAVAILABLE).toMatch(/^Google and Apple sign-in are not available/);
    expect(SOCIAL_SIGN_IN_UNAVAILABLE).not.toMatch(/Cognito|hosted-UI|identity mode|configure|user pool/i);
    const error = await rejection(identity.signInWithRedirect('Google'));
    expect(error).toMatchObject({ name: 'SocialSignInUnavailableException', message: SOCIAL_SIGN_IN_UNAVAILABLE });
  });
});

describe('token refresh in local mode', () => {
  // Tokens that expire within Amplify's tolerance are refreshed on the next read.
  const shortPool = createMockUserPool({ tokenLifetimeSeconds: 2 });

  beforeEach(() => {
    shortPool.reset();
    server.use(...createCognitoHandlers(shortPool));
  });

  it('refreshes with InitiateAuth REFRESH_TOKEN_AUTH and emits tokenRefresh', async () => {
    const flows: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.headers.get('x-amz-target')?.endsWith('InitiateAuth')) {
        void request
          .clone()
          .json()
          .then((body: { AuthFlow: string }) => flows.push(body.AuthFlow));
      }
    });
    await identity.signIn({ email: MOCK_USER.email, password: MOCK_USER_PASSWORD });
    const first = await cognitoUserPoolsTokenProvider.tokenOrchestrator.getTokens();
    const token = await identity.idToken();
    await settle();
    expect(flows[0]).toBe('USER_PASSWORD_AUTH');
    expect(flows.slice(1)).toContain('REFRESH_TOKEN_AUTH');
    expect(new Set(flows.slice(1))).toEqual(new Set(['REFRESH_TOKEN_AUTH']));
    expect(operations).not.toContain('GetTokensFromRefreshToken');
    expect(events).toContain('tokenRefresh');
    expect(token).toEqual(expect.any(String));
    expect(decodeMockJwt(token ?? '')?.jti).not.toBe(first?.idToken?.payload.jti);
  });

  it('emits tokenRefresh_failure and has no token once the session is revoked', async () => {
    await identity.signIn({ email: MOCK_USER.email, password: MOCK_USER_PASSWORD });
    const tokens = await cognitoUserPoolsTokenProvider.tokenOrchestrator.getTokens();
    shortPool.globalSignOut({ AccessToken: tokens?.accessToken.toString() });
    expect(await identity.idToken()).toBeUndefined();
    await settle();
    expect(events).toContain('tokenRefresh_failure');
  });
});

describe('the Amplify configuration', () => {
  it('points local mode at the endpoint', () => {
    expect(amplifyConfigFor(localConfig, 'http://localhost:8080').Auth?.Cognito).toMatchObject({
      userPoolId: MOCK_USER_POOL_ID,
      userPoolClientId: MOCK_USER_POOL_CLIENT_ID,
      userPoolEndpoint: ENDPOINT,
    });
  });

  it('gives cognito mode the hosted UI with the code flow, the three scopes and /auth/callback', () => {
    const config = amplifyConfigFor(
      {
        mode: 'cognito',
        region: 'eu-west-1',
        userPoolId: 'eu-west-1_AbCdEf123',
        userPoolClientId: 'client-123',
        domain: 'auth.ledgerlight.example',
      },
      'https://app.ledgerlight.example',
    );
    expect(config.Auth?.Cognito.loginWith?.oauth).toEqual({
      domain: 'auth.ledgerlight.example',
      scopes: ['email', 'profile', 'openid'],
      redirectSignIn: ['https://app.ledgerlight.example/auth/callback'],
      redirectSignOut: ['https://app.ledgerlight.example'],
      responseType: 'code',
      providers: ['Google', 'Apple'],
    });
    expect(config.Auth?.Cognito).not.toHaveProperty('userPoolEndpoint');
  });

  it('offers social sign-in in cognito mode', () => {
    const cognito = createAmplifyIdentity(
      {
        mode: 'cognito',
        region: 'eu-west-1',
        userPoolId: 'eu-west-1_AbCdEf123',
        userPoolClientId: 'client-123',
        domain: 'auth.ledgerlight.example',
        redirectSignIn: 'https://app.ledgerlight.example/auth/callback',
      },
      { origin: 'https://app.ledgerlight.example' },
    );
    expect(cognito.socialSignInUnavailableReason()).toBeUndefined();
  });
});

describe('the console in local mode', () => {
  it("keeps Amplify's custom-endpoint warning out of the console, and its other warnings in", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      createAmplifyIdentity(localConfig, { origin: 'http://localhost:8080' });
      expect(warn).not.toHaveBeenCalled();
      expect(ConsoleLogger.LOG_LEVEL).toBeNull();
      new ConsoleLogger('Test').warn('still shown');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Test - still shown'));
    } finally {
      warn.mockRestore();
    }
  });
});
