import {
  getRetryDecider,
  jitteredBackoff,
  parseJsonBody,
  parseJsonError,
  unauthenticatedHandler,
} from '@aws-amplify/core/internals/aws-client-utils';
import { decodeJWT } from '@aws-amplify/core/internals/utils';
import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

/** The token refresher Amplify's token orchestrator accepts. */
export type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];

interface InitiateAuthOutput {
  AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
}

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * Refreshes tokens with InitiateAuth REFRESH_TOKEN_AUTH. cognito-local does not implement
 * GetTokensFromRefreshToken, which Amplify v6 calls by default (TOOLCHAIN.md, "Identity (local)"),
 * so local mode installs this refresher instead. The request goes through Amplify's own
 * unauthenticated transfer handler, exactly as Amplify's Cognito clients send theirs.
 */
export const refreshWithInitiateAuth: TokenRefresher = async ({ tokens, authConfig, username }) => {
  const cognito = authConfig?.Cognito;
  if (!cognito?.userPoolEndpoint || !cognito.userPoolClientId) {
    throw namedError('AuthTokenConfigException', 'The local user pool endpoint and client id are not configured.');
  }
  if (!tokens.refreshToken) throw namedError('NotAuthorizedException', 'There is no refresh token to refresh with.');

  const response = await unauthenticatedHandler(
    {
      url: new URL(cognito.userPoolEndpoint),
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        'cache-control': 'no-store',
      },
      body: JSON.stringify({
        ClientId: cognito.userPoolClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    },
    { retryDecider: getRetryDecider(parseJsonError), computeDelay: jitteredBackoff, cache: 'no-store' },
  );
  if (response.statusCode >= 300) {
    const error = await parseJsonError(response);
    throw namedError(
      error?.name ?? 'Unknown',
      error?.message ?? `Token refresh failed with status ${response.statusCode}`,
    );
  }
  const { AuthenticationResult: result } = (await parseJsonBody(response)) as InitiateAuthOutput;
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
