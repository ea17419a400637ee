import type { FastifyInstance } from 'fastify';

/**
 * The browser reaches the local user pool through the app's own origin (ADR 0011): Amplify's
 * `userPoolEndpoint` is `<origin>/local/cognito`, and this route forwards each call to
 * cognito-local on loopback. Only the operations a signed-out or signed-in user may call on real
 * Cognito without AWS credentials pass; cognito-local checks no credentials at all, so pool
 * administration (AdminCreateUser, DeleteUserPool, ListUsers ...) is refused here.
 */

/** Where Amplify sends user pool calls in local mode. */
export const COGNITO_PROXY_PATH = '/local/cognito';

/** The user pool operations open to app clients on Amazon Cognito (no IAM signature). */
export const PUBLIC_USER_POOL_OPERATIONS = [
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
}

const refuse = (message: string) => ({ __type: 'NotAuthorizedException', message });

/**
 * Amazon Cognito answers a wrong password at sign-in with NotAuthorizedException ("Incorrect
 * username or password."); cognito-local answers InvalidPasswordException, which on Cognito means a
 * password that breaks the policy. The answer is given Cognito's shape, so the app shows spec 8's
 * sign-in message locally too.
 */
function signInAnswer(operation: string, status: number, text: string): string {
  if (operation !== 'InitiateAuth' || status !== 400 || !text.includes('InvalidPasswordException')) return text;
  return JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
}

/** Registers POST /local/cognito in its own context (it accepts the AWS JSON content type). */
export async function registerCognitoProxy(app: FastifyInstance, options: CognitoProxyOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  await app.register(async (proxy) => {
    proxy.addContentTypeParser(/^application\/x-amz-json-1\.[01]$/, { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    proxy.post(COGNITO_PROXY_PATH, async (request, reply) => {
      const target = request.headers['x-amz-target'];
      const operation =
        typeof target === 'string' && target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
      if (!allowed.has(operation)) {
        return reply
          .code(400)
          .type('application/x-amz-json-1.1')
          .send(refuse(`${operation || 'This operation'} is not available to app clients of the local user pool.`));
      }
      let upstream: Response;
      try {
        upstream = await fetch(`${options.upstream}/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': `${TARGET_PREFIX}${operation}`,
          },
          body: typeof request.body === 'string' ? request.body : '',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        request.log.error({ err: error, operation }, 'the local user pool did not answer');
        return reply
          .code(503)
          .type('application/x-amz-json-1.1')
          .send({ __type: 'InternalErrorException', message: 'The local user pool is not running.' });
      }
      const text = signInAnswer(operation, upstream.status, await upstream.text());
      return reply
        .code(upstream.status)
        .header('cache-control', 'no-store')
        .type(upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1')
        .send(text);
    });
  });
}
