import { request as httpRequest } from 'node:http';

import type { RateLimitOptions } from '@fastify/rate-limit';
import { LOCAL_USER_POOL_PATH } from '@ledgerlight/server/providers/identity/localUserPool';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

import { passwordPolicyProblem, passwordSetBy } from './passwordPolicy';
import type { UserPoolThrottle } from './userPoolThrottle';

/**
 * The browser reaches the local user pool through the app's own origin (ADR 0013): Amplify's
 * `userPoolEndpoint` is `<origin>/local/cognito`, and this route forwards each call to
 * cognito-local on loopback. Only the operations a signed-out or signed-in user may call on real
 * Cognito without AWS credentials pass; cognito-local checks no credentials at all, so pool
 * administration (AdminCreateUser, DeleteUserPool, ListUsers ...) is refused here. The answers are
 * given Amazon Cognito's shape where cognito-local's differ, so that none tells whether an email has
 * an account (cognitoAnswer). Requests under another Host never get here (http/hosts.ts). What
 * cognito-local lacks is added here: Cognito's default password policy (passwordPolicy.ts), the
 * throttling of passwords and codes (userPoolThrottle.ts), and a rate limit per client address.
 */

/** Where Amplify sends user pool calls in local mode. */
const COGNITO_PROXY_PATH = LOCAL_USER_POOL_PATH;

/** The user pool operations open to app clients on Amazon Cognito (no IAM signature). */
const PUBLIC_USER_POOL_OPERATIONS = [
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'ChangePassword',
  'DeleteUser',
  'GlobalSignOut',
  'RevokeToken',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'ConfirmDevice',
  'ForgetDevice',
  'GetDevice',
  'ListDevices',
  'UpdateDeviceStatus',
] as const;

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const allowed = new Set<string>(PUBLIC_USER_POOL_OPERATIONS);

export interface CognitoProxyOptions {
  /** cognito-local's address, e.g. http://127.0.0.1:9229. */
  readonly upstream: string;
  readonly timeoutMs?: number;
  /** Failed passwords and codes, counted per email and per address. */
  readonly throttle: UserPoolThrottle;
  /** Calls per client address and window (RATE_LIMIT_LOCAL_COGNITO). */
  readonly rateLimit: RateLimitOptions;
}

const refuse = (message: string) => ({ __type: 'NotAuthorizedException', message });

/** An answer of the user pool: status and JSON text. */
interface PoolAnswer {
  readonly status: number;
  readonly text: string;
}

/** Amazon Cognito's answer to a failed sign-in, whether the email is unknown or the password wrong. */
const SIGN_IN_FAILED = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } as const;
/** Amazon Cognito's answer to a wrong code, also given for an unknown email. */
const CODE_MISMATCH = {
  __type: 'CodeMismatchException',
  message: 'Invalid verification code provided, please try again.',
} as const;
/** Amazon Cognito's answer to a sign-up with a taken email (an email-as-username pool). */
const USERNAME_EXISTS = {
  __type: 'UsernameExistsException',
  message: 'An account with the given email already exists.',
} as const;

/** The flows that refresh a session rather than check a password. */
const REFRESH_FLOWS = new Set(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

/**
 * Where Cognito says a code went: `a***@e***` for ada@example.com. Built from the email the caller
 * typed, so a known and an unknown email get the same text.
 */
function maskedDestination(username: string): string {
  const at = username.lastIndexOf('@');
  if (at < 0) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 1)}***@${username.slice(at + 1, at + 2)}***`;
}

/** The JSON object a text holds, or undefined when it holds none. */
function parsedObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function jsonObject(text: string): Record<string, unknown> {
  return parsedObject(text) ?? {};
}

/** Amazon Cognito's answer to a body that is not a JSON object. */
const NOT_JSON = {
  __type: 'SerializationException',
  message: 'The request body is not a JSON object.',
} as const;

/** Cognito's answer in place of one cognito-local gave that is not JSON (an HTML error page). */
const POOL_FAILED = { __type: 'InternalErrorException', message: 'The local user pool failed.' } as const;

/** The exception name of an error answer: `__type`, without cognito-local's `namespace#` prefix. */
function exceptionOf(answer: Record<string, unknown>): string | undefined {
  const type = answer.__type;
  return typeof type === 'string' ? type.split('#').pop() : undefined;
}

const answer = (status: number, body: object): PoolAnswer => ({ status, text: JSON.stringify(body) });

const FAILED_GUESSES = new Set([JSON.stringify(SIGN_IN_FAILED), JSON.stringify(CODE_MISMATCH)]);

/** How an answer counts for throttling: a wrong password or code, a success, or neither. */
function outcomeOf(given: PoolAnswer): 'failed' | 'succeeded' | 'other' {
  if (FAILED_GUESSES.has(given.text)) return 'failed';
  return given.status === 200 ? 'succeeded' : 'other';
}

/**
 * cognito-local's answer, given the shape Amazon Cognito gives it on an app client with
 * PreventUserExistenceErrors enabled (ADR 0013), so that no answer tells whether an email has an
 * account:
 * - InitiateAuth with a password: an unknown email, a wrong password (cognito-local says
 *   InvalidPasswordException, which on Cognito means a password that breaks the policy) and
 *   cognito-local's "User not authorized" are one answer, NotAuthorizedException "Incorrect username
 *   or password." (product 8: 'Incorrect email or password').
 * - ForgotPassword and ResendConfirmationCode: an unknown email seems to get a code, as a known one
 *   does; both answers name the destination masked, built from the email typed.
 * - ConfirmForgotPassword and ConfirmSignUp: an unknown email is a wrong code (CodeMismatchException).
 * - SignUp: a taken email stays UsernameExistsException, as on Cognito, whose setting does not cover
 *   sign-up (product 8: 'An account with this email already exists'); the destination is masked.
 * Everything else passes as cognito-local wrote it.
 */
function cognitoAnswer(operation: string, requestText: string, upstream: PoolAnswer): PoolAnswer {
  const request = jsonObject(requestText);
  const username = typeof request.Username === 'string' ? request.Username : '';
  const body = jsonObject(upstream.text);
  const failed = upstream.status >= 400 && upstream.status < 500 ? exceptionOf(body) : undefined;
  const simulatedDelivery = {
    CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedDestination(username) },
  };
  switch (operation) {
    case 'InitiateAuth': {
      const flow = typeof request.AuthFlow === 'string' ? request.AuthFlow : '';
      const passwordFailure =
        failed === 'NotAuthorizedException' ||
        failed === 'InvalidPasswordException' ||
        failed === 'UserNotFoundException';
      return passwordFailure && !REFRESH_FLOWS.has(flow) ? answer(400, SIGN_IN_FAILED) : upstream;
    }
    case 'ForgotPassword':
    case 'ResendConfirmationCode':
      return upstream.status === 200 || failed === 'UserNotFoundException' ? answer(200, simulatedDelivery) : upstream;
    case 'ConfirmForgotPassword':
      return failed === 'UserNotFoundException' || failed === 'CodeMismatchException'
        ? answer(400, CODE_MISMATCH)
        : upstream;
    case 'ConfirmSignUp':
      return failed === 'NotAuthorizedException' ||
        failed === 'UserNotFoundException' ||
        failed === 'CodeMismatchException'
        ? answer(400, CODE_MISMATCH)
        : upstream;
    case 'SignUp': {
      if (failed === 'UsernameExistsException') return answer(400, USERNAME_EXISTS);
      if (upstream.status !== 200 || typeof body.CodeDeliveryDetails !== 'object') return upstream;
      return answer(200, { ...body, ...simulatedDelivery });
    }
    default:
      return upstream;
  }
}

/**
 * One call to cognito-local on a connection of its own. A kept-alive connection can be closed by
 * cognito-local (after 5 s idle) just as a call is written on it, which failed sign-ups with "other
 * side closed" on a busy machine; a new loopback connection per call costs far less than a retry.
 */
function callPool(
  upstream: string,
  operation: string,
  body: string,
  timeoutMs: number,
): Promise<PoolAnswer & { contentType: string | undefined }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      `${upstream}/`,
      {
        method: 'POST',
        agent: false,
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `${TARGET_PREFIX}${operation}`,
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 502,
            text: Buffer.concat(chunks).toString('utf8'),
            contentType: response.headers['content-type'],
          }),
        );
      },
    );
    call.on('timeout', () => call.destroy(new Error(`the local user pool did not answer within ${timeoutMs} ms`)));
    call.on('error', reject);
    call.end(body);
  });
}

/** Registers POST /local/cognito in its own context (it accepts the AWS JSON content type). */
export async function registerCognitoProxy(app: FastifyInstance, options: CognitoProxyOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  await app.register(async (proxy) => {
    proxy.addContentTypeParser(/^application\/x-amz-json-1\.[01]$/, { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    const sendJson = (reply: FastifyReply, status: number, body: object) =>
      reply.code(status).header('cache-control', 'no-store').type('application/x-amz-json-1.1').send(body);
    // Cognito's error shape for what fails before the handler answers (the rate limit's 429 above all).
    proxy.setErrorHandler((error: FastifyError, request, reply) => {
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status === 429) return sendJson(reply, 429, { __type: 'TooManyRequestsException', message: 'Rate exceeded' });
      if (status < 500) return sendJson(reply, status, { __type: 'InvalidParameterException', message: error.message });
      request.log.error({ err: error }, 'local user pool call failed');
      return sendJson(reply, 500, POOL_FAILED);
    });
    proxy.post(COGNITO_PROXY_PATH, { config: { rateLimit: options.rateLimit } }, async (request, reply) => {
      const target = request.headers['x-amz-target'];
      const operation =
        typeof target === 'string' && target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
      if (!allowed.has(operation)) {
        return sendJson(
          reply,
          400,
          refuse(`${operation || 'This operation'} is not available to app clients of the local user pool.`),
        );
      }
      const body = typeof request.body === 'string' ? request.body : '';
      // Never forwarded: cognito-local answers a body it cannot parse with an HTML stack trace.
      const fields = parsedObject(body);
      if (fields === undefined) return sendJson(reply, 400, NOT_JSON);
      const password = passwordSetBy(operation, fields);
      const problem = password === undefined ? undefined : passwordPolicyProblem(password);
      if (problem !== undefined) return sendJson(reply, 400, { __type: 'InvalidPasswordException', message: problem });
      const refusal = await options.throttle.before(operation, fields, request.ip);
      if (refusal !== undefined) return sendJson(reply, refusal.status, refusal.body);
      let received: PoolAnswer & { contentType: string | undefined };
      try {
        received = await callPool(options.upstream, operation, body, timeoutMs);
      } catch (error) {
        request.log.error({ err: error, operation }, 'the local user pool did not answer');
        return sendJson(reply, 503, {
          __type: 'InternalErrorException',
          message: 'The local user pool is not running.',
        });
      }
      if (parsedObject(received.text) === undefined && !(received.status === 200 && received.text === '')) {
        // Nothing cognito-local writes outside JSON (its error pages name files) reaches the browser.
        request.log.error({ operation, status: received.status }, 'the local user pool answered without JSON');
        return sendJson(reply, 500, POOL_FAILED);
      }
      const given = cognitoAnswer(operation, body, received);
      await options.throttle.after(operation, fields, request.ip, outcomeOf(given));
      return reply
        .code(given.status)
        .header('cache-control', 'no-store')
        .type(
          given === received ? (received.contentType ?? 'application/x-amz-json-1.1') : 'application/x-amz-json-1.1',
        )
        .send(given.text);
    });
  });
}
