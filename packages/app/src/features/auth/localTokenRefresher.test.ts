import { decodeJWT } from '@aws-amplify/core';
import { MOCK_USER_POOL_CLIENT_ID, MOCK_USER_POOL_ID, mockJwt } from '@ledgerlight/mocks';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { refreshWithInitiateAuth } from './localTokenRefresher';

/**
 * The refresher on its own, against a user pool endpoint answered by msw/node (the whole refresh
 * through Amplify's orchestrator is covered by amplifyIdentity.test.ts).
 */

const ENDPOINT = 'http://localhost:8080/refresher-pool';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const authConfig = {
  Cognito: { userPoolId: MOCK_USER_POOL_ID, userPoolClientId: MOCK_USER_POOL_CLIENT_ID, userPoolEndpoint: ENDPOINT },
};
const oldAccess = decodeJWT(mockJwt({ sub: 'user-1', iat: 1, exp: 2 }));
const tokensWith = (refreshToken: string | undefined) => ({
  accessToken: oldAccess,
  refreshToken,
  clockDrift: 0,
  username: 'user-1',
});
const refresh = (refreshToken: string | undefined) =>
  refreshWithInitiateAuth({ tokens: tokensWith(refreshToken), authConfig, username: 'user-1' });

describe('refreshWithInitiateAuth', () => {
  it('sends InitiateAuth REFRESH_TOKEN_AUTH and returns the decoded tokens, keeping the refresh token', async () => {
    const requests: { target: string | null; body: unknown }[] = [];
    const issuedAt = Math.floor(Date.now() / 1000);
    server.use(
      http.post(ENDPOINT, async ({ request }) => {
        requests.push({ target: request.headers.get('x-amz-target'), body: await request.json() });
        return HttpResponse.json({
          AuthenticationResult: {
            AccessToken: mockJwt({ sub: 'user-1', iat: issuedAt, jti: 'access-2' }),
            IdToken: mockJwt({ sub: 'user-1', iat: issuedAt, jti: 'id-2' }),
          },
        });
      }),
    );
    const tokens = await refresh('refresh-1');
    expect(requests).toEqual([
      {
        target: 'AWSCognitoIdentityProviderService.InitiateAuth',
        body: {
          ClientId: MOCK_USER_POOL_CLIENT_ID,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
        },
      },
    ]);
    expect(tokens.accessToken.payload.jti).toBe('access-2');
    expect(tokens.idToken?.payload.jti).toBe('id-2');
    expect(tokens.refreshToken).toBe('refresh-1');
    expect(tokens.username).toBe('user-1');
    expect(Math.abs(tokens.clockDrift ?? Number.NaN)).toBeLessThan(2_000);
  });

  it("names a refusal by Cognito's error type, as AWS JSON clients read it", async () => {
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json(
          { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
          { status: 400, headers: { 'x-amzn-errortype': 'NotAuthorizedException:http://internal.amazon.com/' } },
        ),
      ),
    );
    await expect(refresh('refresh-1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  it('fails as a NetworkError when the pool cannot be reached, so the orchestrator keeps the tokens', async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.error()));
    await expect(refresh('refresh-1')).rejects.toMatchObject({ name: 'NetworkError' });
  });

  it('refuses without a request when there is no refresh token or no endpoint', async () => {
    await expect(refresh(undefined)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(
      refreshWithInitiateAuth({ tokens: tokensWith('refresh-1'), authConfig: undefined, username: 'user-1' }),
    ).rejects.toMatchObject({ name: 'AuthTokenConfigException' });
  });
});
