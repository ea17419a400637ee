import { HttpResponse, http } from 'msw';
import type { HttpHandler } from 'msw';

import { CognitoError, mockUserPool } from '../userPool';
import type { MockUserPool } from '../userPool';

/**
 * The Cognito Identity Provider JSON API over a mock user pool: POST with
 * `X-Amz-Target: AWSCognitoIdentityProviderService.<Operation>` and content type
 * `application/x-amz-json-1.1`, answered the way Cognito answers (errors as
 * `{ "__type": "UserNotConfirmedException", "message": ... }` with status 400).
 * These are the operations Amplify v6 calls for the app's flows in local mode.
 */

/** Where the mock pool listens, relative to any origin (the run-time config points Amplify here). */
export const MOCK_COGNITO_PATH = '/mock-cognito';

const AMZ_JSON = 'application/x-amz-json-1.1';
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export const COGNITO_OPERATIONS = [
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetUser',
  'GlobalSignOut',
  'RevokeToken',
] as const;
export type CognitoOperation = (typeof COGNITO_OPERATIONS)[number];

const isOperation = (name: string): name is CognitoOperation =>
  (COGNITO_OPERATIONS as readonly string[]).includes(name);

type Body = Record<string, unknown>;

function run(pool: MockUserPool, operation: CognitoOperation, body: Body): unknown {
  // The pool validates each field itself; the casts only name the fields it reads.
  switch (operation) {
    case 'SignUp':
      return pool.signUp(body as Parameters<MockUserPool['signUp']>[0]);
    case 'ConfirmSignUp':
      return pool.confirmSignUp(body as Parameters<MockUserPool['confirmSignUp']>[0]);
    case 'ResendConfirmationCode':
      return pool.resendConfirmationCode(body as Parameters<MockUserPool['resendConfirmationCode']>[0]);
    case 'InitiateAuth':
      return pool.initiateAuth(body as Parameters<MockUserPool['initiateAuth']>[0]);
    case 'ForgotPassword':
      return pool.forgotPassword(body as Parameters<MockUserPool['forgotPassword']>[0]);
    case 'ConfirmForgotPassword':
      return pool.confirmForgotPassword(body as Parameters<MockUserPool['confirmForgotPassword']>[0]);
    case 'GetUser':
      return pool.getUser(body as Parameters<MockUserPool['getUser']>[0]);
    case 'GlobalSignOut':
      return pool.globalSignOut(body as Parameters<MockUserPool['globalSignOut']>[0]);
    case 'RevokeToken':
      return pool.revokeToken(body as Parameters<MockUserPool['revokeToken']>[0]);
  }
}

/** A Cognito error response, as the service sends it. */
export function cognitoErrorResponse(
  name: string,
  message: string,
  status = 400,
): HttpResponse<{ __type: string; message: string }> {
  return HttpResponse.json(
    { __type: name, message },
    { status, headers: { 'content-type': AMZ_JSON, 'x-amzn-errortype': name } },
  );
}

export interface CognitoHandlerOptions {
  /** The path the pool answers on, under any origin (default MOCK_COGNITO_PATH). */
  path?: string;
}

/** The mock Cognito API on `pool`. */
export function createCognitoHandlers(pool: MockUserPool, options: CognitoHandlerOptions = {}): HttpHandler[] {
  const path = options.path ?? MOCK_COGNITO_PATH;
  return [
    http.post(`*${path}`, async ({ request }) => {
      const target = request.headers.get('x-amz-target') ?? '';
      const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
      if (!isOperation(operation)) {
        return cognitoErrorResponse(
          'UnknownOperationException',
          `The operation ${target || '(none)'} is not supported.`,
        );
      }
      let body: Body;
      try {
        const parsed: unknown = JSON.parse(await request.text());
        if (typeof parsed !== 'object' || parsed === null) throw new SyntaxError('not an object');
        body = parsed as Body;
      } catch {
        return cognitoErrorResponse('SerializationException', 'The request body must be a JSON object.');
      }
      try {
        return HttpResponse.json(run(pool, operation, body) as Body, { headers: { 'content-type': AMZ_JSON } });
      } catch (error) {
        if (error instanceof CognitoError) return cognitoErrorResponse(error.name, error.message);
        throw error;
      }
    }),
  ];
}

/** The mock Cognito API on the shared mockUserPool (reset it with resetMockDb). */
export const cognitoHandlers: HttpHandler[] = createCognitoHandlers(mockUserPool);

/** A handler that fails one operation with a Cognito error (stories and tests of error paths). */
export function cognitoFailure(
  operation: CognitoOperation,
  name: string,
  message: string,
  options: CognitoHandlerOptions = {},
): HttpHandler {
  const path = options.path ?? MOCK_COGNITO_PATH;
  return http.post(`*${path}`, ({ request }) => {
    if (request.headers.get('x-amz-target') !== `${TARGET_PREFIX}${operation}`) return undefined;
    return cognitoErrorResponse(name, message);
  });
}
