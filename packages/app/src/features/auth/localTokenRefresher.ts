import { decodeJWT } from '@aws-amplify/core';
import type { TokenOrchestrator } from 'aws-amplify/auth/cognito';

/**
 * The token refresher Amplify's token orchestrator accepts: the public extension point of
 * `TokenOrchestrator.setTokenRefresher` (aws-amplify/auth/cognito), the one Amplify's own server
 * adapter uses to install its refresher.
 */
export type TokenRefresher = Parameters<TokenOrchestrator['setTokenRefresher']>[0];

interface InitiateAuthOutput {
  AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
}

interface CognitoErrorBody {
  __type?: string;
  code?: string;
  message?: string;
  Message?: string;
}

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** `aws.protocol#NotAuthorizedException:extra` -> `NotAuthorizedException`, as AWS JSON clients read it. */
function errorCodeOf(raw: string): string {
  const [code = raw] = raw.split(/[,:]+/);
  return code.includes('#') ? (code.split('#')[1] ?? code) : code;
}

/** The error a Cognito JSON answer with status >= 300 stands for: its type and its message. */
async function cognitoError(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => ({}))) as CognitoErrorBody;
  const code = response.headers.get('x-amzn-errortype') ?? body.code ?? body.__type;
  return namedError(
    code ? errorCodeOf(code) : 'Unknown',
    body.message ?? body.Message ?? `Token refresh failed with status ${response.status}`,
  );
}

/**
 * Refreshes tokens with InitiateAuth REFRESH_TOKEN_AUTH. cognito-local does not implement
 * GetTokensFromRefreshToken, which Amplify v6 calls by default (docs/architecture.md, "Identity (local)"),
 * so local mode installs this refresher instead. It uses public APIs only: one POST in the AWS JSON
 * protocol to the configured user pool endpoint, and `decodeJWT` of @aws-amplify/core. A request
 * that never reaches the pool fails as a NetworkError, which the orchestrator treats as transient
 * (it keeps the tokens and emits tokenRefresh_failure); a refusal keeps Cognito's error name.
 */
export const refreshWithInitiateAuth: TokenRefresher = async ({ tokens, authConfig, username }) => {
  const cognito = authConfig?.Cognito;
  if (!cognito?.userPoolEndpoint || !cognito.userPoolClientId) {
    throw namedError('AuthTokenConfigException', 'The local user pool endpoint and client id are not configured.');
  }
  if (!tokens.refreshToken) throw namedError('NotAuthorizedException', 'There is no refresh token to refresh with.');

  const response = await fetch(cognito.userPoolEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      'cache-control': 'no-store',
    },
    cache: 'no-store',
    body: JSON.stringify({
      ClientId: cognito.userPoolClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
    }),
  }).catch((error: unknown) => {
    throw namedError('NetworkError', error instanceof Error ? error.message : 'The user pool could not be reached.');
  });
  if (response.status >= 300) throw await cognitoError(response);
  const { AuthenticationResult: result } = (await response.json()) as InitiateAuthOutput;
  if (!result?.AccessToken) throw namedError('NotAuthorizedException', 'The user pool returned no access token.');

  const accessToken = decodeJWT(result.AccessToken);
  const issuedAt = accessToken.payload.iat;
  return {
    accessToken,
    idToken: result.IdToken ? decodeJWT(result.IdToken) : undefined,
    clockDrift: typeof issuedAt === 'number' ? issuedAt * 1000 - Date.now() : 0,
    refreshToken: result.RefreshToken ?? tokens.refreshToken,
    username,
  };
};
