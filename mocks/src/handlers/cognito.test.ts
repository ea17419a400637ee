import { passwordPolicyProblem, runtimeConfigSchema } from '@ledgerlight/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  MOCK_COGNITO_CODE,
  MOCK_COGNITO_EXPIRED_CODE,
  MOCK_COGNITO_PATH,
  MOCK_USER,
  MOCK_USER_PASSWORD,
  MOCK_USER_POOL_CLIENT_ID,
  MOCK_USER_POOL_ID,
  cognitoFailure,
  decodeMockJwt,
  handlers,
  mockUserPool,
  resetMockDb,
} from '../index';

const server = setupServer(...handlers);
const ORIGIN = 'http://localhost:8080';
const ENDPOINT = `${ORIGIN}${MOCK_COGNITO_PATH}`;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Answer {
  status: number;
  contentType: string | null;
  json: Record<string, unknown>;
}

async function cognito(operation: string, body: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    json: (await response.json()) as Record<string, unknown>,
  };
}

const clientId = MOCK_USER_POOL_CLIENT_ID;
const NEW_EMAIL = 'ada.lovelace@example.com';
const NEW_PASSWORD = 'Analytical-1';

async function signUpNewUser(): Promise<Answer> {
  return cognito('SignUp', {
    ClientId: clientId,
    Username: NEW_EMAIL,
    Password: NEW_PASSWORD,
    UserAttributes: [
      { Name: 'email', Value: NEW_EMAIL },
      { Name: 'given_name', Value: 'Ada' },
      { Name: 'family_name', Value: 'Lovelace' },
      { Name: 'name', Value: 'Ada Lovelace' },
    ],
  });
}

async function passwordSignIn(username: string, password: string): Promise<Answer> {
  return cognito('InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
}

function tokens(answer: Answer): { AccessToken: string; IdToken: string; RefreshToken?: string } {
  return answer.json.AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken?: string };
}

describe('GET /config.json', () => {
  it('answers local mode on the mock pool of the asking origin', async () => {
    const response = await fetch(`${ORIGIN}/config.json`);
    const config = runtimeConfigSchema.parse(await response.json());
    expect(config.identity).toEqual({
      mode: 'local',
      userPoolId: MOCK_USER_POOL_ID,
      userPoolClientId: MOCK_USER_POOL_CLIENT_ID,
      endpoint: ENDPOINT,
    });
  });
});

describe('the mock Cognito user pool', () => {
  it('signs the pre-confirmed demo user in with well-formed tokens', async () => {
    const answer = await passwordSignIn(MOCK_USER.email, MOCK_USER_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('application/x-amz-json-1.1');
    const { AccessToken, IdToken, RefreshToken } = tokens(answer);
    expect(RefreshToken).toEqual(expect.any(String));
    const id = decodeMockJwt(IdToken);
    expect(id).toMatchObject({
      sub: MOCK_USER.userId,
      email: MOCK_USER.email,
      given_name: 'Maya',
      token_use: 'id',
      aud: MOCK_USER_POOL_CLIENT_ID,
      iss: expect.stringContaining(MOCK_USER_POOL_ID),
    });
    expect(id?.exp).toBeGreaterThan(Date.now() / 1000);
    const access = decodeMockJwt(AccessToken);
    expect(access).toMatchObject({
      token_use: 'access',
      client_id: MOCK_USER_POOL_CLIENT_ID,
      username: MOCK_USER.email,
    });
    expect(AccessToken.split('.')).toHaveLength(3);
  });

  it('runs sign-up, confirmation with the fixed code, sign-in and GetUser', async () => {
    const signedUp = await signUpNewUser();
    expect(signedUp.status).toBe(200);
    expect(signedUp.json).toMatchObject({ UserConfirmed: false, CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } });

    const early = await passwordSignIn(NEW_EMAIL, NEW_PASSWORD);
    expect(early).toMatchObject({ status: 400, json: { __type: 'UserNotConfirmedException' } });

    const resent = await cognito('ResendConfirmationCode', { ClientId: clientId, Username: NEW_EMAIL });
    expect(resent.status).toBe(200);

    const confirmed = await cognito('ConfirmSignUp', {
      ClientId: clientId,
      Username: NEW_EMAIL,
      ConfirmationCode: MOCK_COGNITO_CODE,
    });
    expect(confirmed.status).toBe(200);

    const signedIn = await passwordSignIn(NEW_EMAIL, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    const user = await cognito('GetUser', { AccessToken: tokens(signedIn).AccessToken });
    expect(user.status).toBe(200);
    const attributes = Object.fromEntries(
      (user.json.UserAttributes as { Name: string; Value: string }[]).map(({ Name, Value }) => [Name, Value]),
    );
    expect(attributes).toMatchObject({
      email: NEW_EMAIL,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
      email_verified: 'true',
    });
  });

  it('answers Cognito errors with __type, message and status 400', async () => {
    await signUpNewUser();
    expect((await signUpNewUser()).json).toEqual({ __type: 'UsernameExistsException', message: 'User already exists' });
    expect((await passwordSignIn(MOCK_USER.email, 'Wrong-password1')).json).toMatchObject({
      __type: 'NotAuthorizedException',
    });
    expect((await passwordSignIn('nobody@example.com', NEW_PASSWORD)).json.__type).toBe('UserNotFoundException');
    const mismatch = await cognito('ConfirmSignUp', {
      ClientId: clientId,
      Username: NEW_EMAIL,
      ConfirmationCode: '654321',
    });
    expect(mismatch).toMatchObject({ status: 400, json: { __type: 'CodeMismatchException' } });
    const expired = await cognito('ConfirmSignUp', {
      ClientId: clientId,
      Username: NEW_EMAIL,
      ConfirmationCode: MOCK_COGNITO_EXPIRED_CODE,
    });
    expect(expired.json.__type).toBe('ExpiredCodeException');
    const unknown = await cognito('AdminDeleteUser', { UserPoolId: MOCK_USER_POOL_ID });
    expect(unknown).toMatchObject({ status: 400, json: { __type: 'UnknownOperationException' } });
  });

  it.each([
    ['short', 'Password not long enough'],
    ['abcdefgh', 'Password must have uppercase characters'],
    ['ABCDEFG1!', 'Password must have lowercase characters'],
    ['Abcdefgh!', 'Password must have numeric characters'],
    ['Abcdefg1', 'Password must have symbol characters'],
  ])("refuses %s as the local pool does (Cognito's default policy): %s", async (password, rule) => {
    const message = `Password did not conform with policy: ${rule}`;
    const weak = await cognito('SignUp', { ClientId: clientId, Username: 'weak@example.com', Password: password });
    expect(weak).toMatchObject({ status: 400, json: { __type: 'InvalidPasswordException', message } });
    expect(mockUserPool.user('weak@example.com')).toBeUndefined();
    const reset = await cognito('ConfirmForgotPassword', {
      ClientId: clientId,
      Username: MOCK_USER.email,
      ConfirmationCode: MOCK_COGNITO_CODE,
      Password: password,
    });
    expect(reset).toMatchObject({ status: 400, json: { __type: 'InvalidPasswordException', message } });
    expect((await passwordSignIn(MOCK_USER.email, MOCK_USER_PASSWORD)).status).toBe(200);
  });

  it('the demo password and a symbol-bearing one meet the policy', async () => {
    expect(passwordPolicyProblem(MOCK_USER_PASSWORD)).toBeUndefined();
    expect((await signUpNewUser()).status).toBe(200);
  });

  it('resets a password with the fixed code', async () => {
    const sent = await cognito('ForgotPassword', { ClientId: clientId, Username: MOCK_USER.email });
    expect(sent.json).toMatchObject({ CodeDeliveryDetails: { AttributeName: 'email' } });
    const missing = await cognito('ForgotPassword', { ClientId: clientId, Username: 'nobody@example.com' });
    expect(missing.json.__type).toBe('UserNotFoundException');
    const reset = await cognito('ConfirmForgotPassword', {
      ClientId: clientId,
      Username: MOCK_USER.email,
      ConfirmationCode: MOCK_COGNITO_CODE,
      Password: 'Brand-new-pass1',
    });
    expect(reset.status).toBe(200);
    expect((await passwordSignIn(MOCK_USER.email, MOCK_USER_PASSWORD)).status).toBe(400);
    expect((await passwordSignIn(MOCK_USER.email, 'Brand-new-pass1')).status).toBe(200);
  });

  it('refreshes with REFRESH_TOKEN_AUTH until the token is revoked', async () => {
    const { RefreshToken, AccessToken } = tokens(await passwordSignIn(MOCK_USER.email, MOCK_USER_PASSWORD));
    const refreshed = await cognito('InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: RefreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(tokens(refreshed).RefreshToken).toBeUndefined();
    expect(decodeMockJwt(tokens(refreshed).IdToken)?.email).toBe(MOCK_USER.email);

    await cognito('RevokeToken', { ClientId: clientId, Token: RefreshToken });
    expect(mockUserPool.isSessionActive(RefreshToken ?? '')).toBe(false);
    const after = await cognito('InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: RefreshToken },
    });
    expect(after.json.__type).toBe('NotAuthorizedException');
    expect((await cognito('GetUser', { AccessToken })).json.message).toBe('Access Token has been revoked');
  });

  it('ends every session on GlobalSignOut', async () => {
    const first = tokens(await passwordSignIn(MOCK_USER.email, MOCK_USER_PASSWORD));
    const second = tokens(await passwordSignIn(MOCK_USER.email, MOCK_USER_PASSWORD));
    expect((await cognito('GlobalSignOut', { AccessToken: second.AccessToken })).status).toBe(200);
    expect(mockUserPool.isSessionActive(first.RefreshToken ?? '')).toBe(false);
    expect(mockUserPool.isSessionActive(second.RefreshToken ?? '')).toBe(false);
  });

  it('rejects an unknown client id', async () => {
    const answer = await cognito('InitiateAuth', {
      ClientId: 'someone-else',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: MOCK_USER.email, PASSWORD: MOCK_USER_PASSWORD },
    });
    expect(answer.json.__type).toBe('NotAuthorizedException');
  });

  it('fails one operation on demand and lets the others through', async () => {
    server.use(
      cognitoFailure('ForgotPassword', 'LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
    );
    const failed = await cognito('ForgotPassword', { ClientId: clientId, Username: MOCK_USER.email });
    expect(failed).toMatchObject({ status: 400, json: { __type: 'LimitExceededException' } });
    expect((await passwordSignIn(MOCK_USER.email, MOCK_USER_PASSWORD)).status).toBe(200);
  });

  it('starts over on resetMockDb', async () => {
    await signUpNewUser();
    resetMockDb();
    expect(mockUserPool.user(NEW_EMAIL)).toBeUndefined();
    expect(mockUserPool.user(MOCK_USER.email)?.confirmed).toBe(true);
  });
});
