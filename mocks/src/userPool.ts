import { passwordPolicyProblem } from '@ledgerlight/contract';
import { MOCK_USER } from './fixtures/user';

/**
 * A small in-memory Cognito user pool behind the mock Cognito handlers (handlers/cognito.ts), so that
 * the demo, the stories and the identity adapter's tests can sign up, confirm, sign in, refresh, reset
 * a password and sign out exactly as against Cognito or cognito-local.
 *
 * Deterministic: every confirmation and reset code is MOCK_COGNITO_CODE, new users get ids from a
 * counter, and the demo user (MOCK_USER) is confirmed from the start with MOCK_USER_PASSWORD.
 * Token lifetimes use the real clock, because Amplify compares `exp` with Date.now().
 */

/** The code every confirmation and password reset accepts (cognito-local's `CODE=123456`). */
export const MOCK_COGNITO_CODE = '123456';
/** A code the pool treats as expired, to produce ExpiredCodeException on purpose. */
export const MOCK_COGNITO_EXPIRED_CODE = '000000';
/** The demo user's password (it meets the pool's policy): MOCK_USER.email with this signs in. */
export const MOCK_USER_PASSWORD = 'Ledgerlight1!';
export const MOCK_USER_POOL_ID = 'local_Ledgerlight';
export const MOCK_USER_POOL_CLIENT_ID = 'ledgerlight-mock-client';
/** Access and ID token lifetime (Cognito's default is one hour). */
export const MOCK_TOKEN_LIFETIME_SECONDS = 3_600;

/** A Cognito error: the handlers answer `{ __type: name, message }` with status 400. */
export class CognitoError extends Error {
  constructor(
    override readonly name: CognitoErrorName,
    message: string,
  ) {
    super(message);
  }
}

export type CognitoErrorName =
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'InvalidParameterException'
  | 'InvalidPasswordException'
  | 'NotAuthorizedException'
  | 'UnknownOperationException'
  | 'UnsupportedOperationException'
  | 'UserNotConfirmedException'
  | 'UserNotFoundException'
  | 'UsernameExistsException';

export interface PoolUser {
  readonly sub: string;
  readonly username: string;
  password: string;
  confirmed: boolean;
  attributes: Record<string, string>;
}

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: 'EMAIL';
  AttributeName: 'email';
}

export interface MockUserPoolOptions {
  userPoolId?: string;
  clientId?: string;
  /** The issuer prefix; the pool id is appended (cognito-local: http://127.0.0.1:9229). */
  issuerBase?: string;
  /** Seconds since the epoch; defaults to the real clock. */
  nowSeconds?: () => number;
  tokenLifetimeSeconds?: number;
  /**
   * Whether the ID token carries the user's names (given_name, family_name, name) as Cognito's does
   * (the default). cognito-local, the pool of `npm start`, signs only email, sub and custom
   * attributes into it (false): the names are then only in GetUser's answer.
   */
  namesInIdToken?: boolean;
}

const encoder = new TextEncoder();

function base64url(text: string): string {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeBase64url(part: string): string {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** A well-formed JWT (base64url header and payload); the signature is not a real one. */
export function mockJwt(payload: Record<string, unknown>): string {
  const header = { alg: 'RS256', kid: 'MockCognito', typ: 'JWT' };
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}.${base64url('mock-signature')}`;
}

/** The payload of a JWT, or undefined when it is not one. */
export function decodeMockJwt(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const payload: unknown = JSON.parse(decodeBase64url(parts[1]));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

function demoUser(): PoolUser {
  return {
    sub: MOCK_USER.userId,
    username: MOCK_USER.email,
    password: MOCK_USER_PASSWORD,
    confirmed: true,
    attributes: {
      sub: MOCK_USER.userId,
      email: MOCK_USER.email,
      email_verified: 'true',
      ...(MOCK_USER.given_name ? { given_name: MOCK_USER.given_name } : {}),
      ...(MOCK_USER.family_name ? { family_name: MOCK_USER.family_name } : {}),
      ...(MOCK_USER.name ? { name: MOCK_USER.name } : {}),
    },
  };
}

export class MockUserPool {
  readonly userPoolId: string;
  readonly clientId: string;
  readonly issuer: string;
  private readonly nowSeconds: () => number;
  private readonly lifetime: number;
  private readonly namesInIdToken: boolean;
  private users = new Map<string, PoolUser>();
  /** refresh token -> session id */
  private refreshTokens = new Map<string, string>();
  /** session id (the tokens' origin_jti) -> username (lower case) */
  private sessions = new Map<string, string>();
  private revokedSessions = new Set<string>();
  private counter = 0;

  constructor(options: MockUserPoolOptions = {}) {
    this.userPoolId = options.userPoolId ?? MOCK_USER_POOL_ID;
    this.clientId = options.clientId ?? MOCK_USER_POOL_CLIENT_ID;
    this.issuer = `${options.issuerBase ?? 'https://cognito-idp.local.mock'}/${this.userPoolId}`;
    this.nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
    this.lifetime = options.tokenLifetimeSeconds ?? MOCK_TOKEN_LIFETIME_SECONDS;
    this.namesInIdToken = options.namesInIdToken ?? true;
    this.reset();
  }

  /** Back to one confirmed demo user and no sessions. */
  reset(): void {
    const demo = demoUser();
    this.users = new Map([[demo.username.toLowerCase(), demo]]);
    this.refreshTokens = new Map();
    this.sessions = new Map();
    this.revokedSessions = new Set();
    this.counter = 0;
  }

  /** A copy of a user, for tests. */
  user(username: string): PoolUser | undefined {
    const user = this.users.get(username.toLowerCase());
    return user && structuredClone(user);
  }

  private nextId(): string {
    this.counter += 1;
    return this.counter.toString(16).padStart(12, '0');
  }

  private find(username: string): PoolUser {
    const user = this.users.get(username.toLowerCase());
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    return user;
  }

  private checkClient(clientId: unknown): void {
    if (clientId !== this.clientId) {
      throw new CognitoError('NotAuthorizedException', 'Could not verify the client id.');
    }
  }

  private checkCode(code: unknown): void {
    if (code === MOCK_COGNITO_EXPIRED_CODE) {
      throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    }
    if (code !== MOCK_COGNITO_CODE) {
      throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
    }
  }

  private delivery(user: PoolUser): CodeDeliveryDetails {
    return {
      Destination: maskEmail(user.attributes.email ?? user.username),
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    };
  }

  signUp(input: {
    ClientId: unknown;
    Username: unknown;
    Password: unknown;
    UserAttributes?: readonly { Name: string; Value: string }[];
  }): { UserConfirmed: false; UserSub: string; CodeDeliveryDetails: CodeDeliveryDetails } {
    this.checkClient(input.ClientId);
    if (typeof input.Username !== 'string' || !input.Username) {
      throw new CognitoError(
        'InvalidParameterException',
        "1 validation error detected: Value at 'username' failed to satisfy constraint: Member must not be null",
      );
    }
    if (typeof input.Password !== 'string') {
      throw new CognitoError('InvalidParameterException', 'Password is required.');
    }
    if (this.users.has(input.Username.toLowerCase())) {
      throw new CognitoError('UsernameExistsException', 'User already exists');
    }
    const problem = passwordPolicyProblem(input.Password);
    if (problem) throw new CognitoError('InvalidPasswordException', problem);
    const sub = `00000000-0000-4000-8000-${this.nextId()}`;
    const attributes: Record<string, string> = { sub };
    for (const { Name, Value } of input.UserAttributes ?? []) attributes[Name] = Value;
    if (!attributes.email && input.Username.includes('@')) attributes.email = input.Username;
    const user: PoolUser = { sub, username: input.Username, password: input.Password, confirmed: false, attributes };
    this.users.set(input.Username.toLowerCase(), user);
    return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: this.delivery(user) };
  }

  confirmSignUp(input: { ClientId: unknown; Username: unknown; ConfirmationCode: unknown }): Record<string, never> {
    this.checkClient(input.ClientId);
    const user = this.find(String(input.Username));
    this.checkCode(input.ConfirmationCode);
    if (user.confirmed) {
      throw new CognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
    }
    user.confirmed = true;
    user.attributes.email_verified = 'true';
    return {};
  }

  resendConfirmationCode(input: { ClientId: unknown; Username: unknown }): {
    CodeDeliveryDetails: CodeDeliveryDetails;
  } {
    this.checkClient(input.ClientId);
    const user = this.find(String(input.Username));
    if (user.confirmed) throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
    return { CodeDeliveryDetails: this.delivery(user) };
  }

  forgotPassword(input: { ClientId: unknown; Username: unknown }): { CodeDeliveryDetails: CodeDeliveryDetails } {
    this.checkClient(input.ClientId);
    const user = this.find(String(input.Username));
    return { CodeDeliveryDetails: this.delivery(user) };
  }

  confirmForgotPassword(input: {
    ClientId: unknown;
    Username: unknown;
    ConfirmationCode: unknown;
    Password: unknown;
  }): Record<string, never> {
    this.checkClient(input.ClientId);
    const user = this.find(String(input.Username));
    this.checkCode(input.ConfirmationCode);
    const password = String(input.Password ?? '');
    const problem = passwordPolicyProblem(password);
    if (problem) throw new CognitoError('InvalidPasswordException', problem);
    user.password = password;
    return {};
  }

  /** InitiateAuth: USER_PASSWORD_AUTH and REFRESH_TOKEN_AUTH (REFRESH_TOKEN too), as cognito-local. */
  initiateAuth(input: { ClientId: unknown; AuthFlow: unknown; AuthParameters?: Record<string, string> }): {
    ChallengeParameters: Record<string, never>;
    AuthenticationResult: AuthenticationResult;
  } {
    this.checkClient(input.ClientId);
    const parameters = input.AuthParameters ?? {};
    if (input.AuthFlow === 'USER_PASSWORD_AUTH') {
      const user = this.users.get(String(parameters.USERNAME ?? '').toLowerCase());
      if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      if (user.password !== parameters.PASSWORD) {
        throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
      }
      if (!user.confirmed) throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
      return {
        ChallengeParameters: {},
        AuthenticationResult: this.issue(user, `00000000-0000-4000-9000-${this.nextId()}`, true),
      };
    }
    if (input.AuthFlow === 'REFRESH_TOKEN_AUTH' || input.AuthFlow === 'REFRESH_TOKEN') {
      const refreshToken = parameters.REFRESH_TOKEN ?? '';
      const session = this.refreshTokens.get(refreshToken);
      if (!session || this.revokedSessions.has(session)) {
        throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
      }
      const username = this.sessions.get(session) ?? '';
      return { ChallengeParameters: {}, AuthenticationResult: this.issue(this.find(username), session, false) };
    }
    throw new CognitoError(
      'UnsupportedOperationException',
      `The auth flow ${String(input.AuthFlow)} is not supported by the mock pool.`,
    );
  }

  /** GetUser: the user's attributes, for a valid access token. */
  getUser(input: { AccessToken: unknown }): {
    Username: string;
    UserAttributes: { Name: string; Value: string }[];
  } {
    const user = this.userOfAccessToken(input.AccessToken);
    return {
      Username: user.sub,
      UserAttributes: Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
    };
  }

  /** GlobalSignOut: every session of the token's user ends. */
  globalSignOut(input: { AccessToken: unknown }): Record<string, never> {
    const user = this.userOfAccessToken(input.AccessToken);
    for (const session of this.refreshTokens.values()) {
      if (this.sessions.get(session) === user.username.toLowerCase()) this.revokedSessions.add(session);
    }
    return {};
  }

  /** RevokeToken: the refresh token's session ends (what Amplify's signOut calls). */
  revokeToken(input: { ClientId: unknown; Token: unknown }): Record<string, never> {
    this.checkClient(input.ClientId);
    const session = this.refreshTokens.get(String(input.Token));
    if (session) this.revokedSessions.add(session);
    return {};
  }

  /** True while the refresh token's session has not been revoked. */
  isSessionActive(refreshToken: string): boolean {
    const session = this.refreshTokens.get(refreshToken);
    return session !== undefined && !this.revokedSessions.has(session);
  }

  private userOfAccessToken(token: unknown): PoolUser {
    const claims = typeof token === 'string' ? decodeMockJwt(token) : undefined;
    if (!claims || claims.token_use !== 'access' || claims.iss !== this.issuer) {
      throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
    }
    if (typeof claims.exp !== 'number' || claims.exp <= this.nowSeconds()) {
      throw new CognitoError('NotAuthorizedException', 'Access Token has expired');
    }
    if (typeof claims.origin_jti === 'string' && this.revokedSessions.has(claims.origin_jti)) {
      throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
    }
    return this.find(String(claims.username ?? ''));
  }

  private issue(user: PoolUser, session: string, withRefreshToken: boolean): AuthenticationResult {
    this.sessions.set(session, user.username.toLowerCase());
    const iat = this.nowSeconds();
    const exp = iat + this.lifetime;
    const jti = `jti-${this.nextId()}`;
    const common = { sub: user.sub, iss: this.issuer, iat, exp, auth_time: iat, origin_jti: session, jti };
    const accessToken = mockJwt({
      ...common,
      token_use: 'access',
      client_id: this.clientId,
      username: user.username,
      scope: 'aws.cognito.signin.user.admin',
    });
    const idToken = mockJwt({
      ...common,
      token_use: 'id',
      aud: this.clientId,
      'cognito:username': user.username,
      email: user.attributes.email ?? user.username,
      email_verified: user.attributes.email_verified === 'true',
      ...(this.namesInIdToken && user.attributes.given_name ? { given_name: user.attributes.given_name } : {}),
      ...(this.namesInIdToken && user.attributes.family_name ? { family_name: user.attributes.family_name } : {}),
      ...(this.namesInIdToken && user.attributes.name ? { name: user.attributes.name } : {}),
    });
    const result: AuthenticationResult = {
      AccessToken: accessToken,
      IdToken: idToken,
      ExpiresIn: this.lifetime,
      TokenType: 'Bearer',
    };
    if (withRefreshToken) {
      const refreshToken = `refresh-${this.nextId()}-${base64url(user.sub)}`;
      this.refreshTokens.set(refreshToken, session);
      result.RefreshToken = refreshToken;
    }
    return result;
  }
}

export function createMockUserPool(options: MockUserPoolOptions = {}): MockUserPool {
  return new MockUserPool(options);
}

/** The pool behind `cognitoHandlers` and the demo (reset with resetMockDb or resetMockUserPool). */
export const mockUserPool = createMockUserPool();

export function resetMockUserPool(): void {
  mockUserPool.reset();
}
