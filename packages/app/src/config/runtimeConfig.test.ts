import { configHandlers, MOCK_COGNITO_PATH, MOCK_USER_POOL_CLIENT_ID, MOCK_USER_POOL_ID } from '@ledgerlight/mocks';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../lib/api/http';
import { identityConfigSchema, loadRuntimeConfig, runtimeConfigSchema } from './runtimeConfig';

const ORIGIN = 'http://localhost:8080';
const server = setupServer(...configHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(token?: string) {
  return createHttpClient({
    baseUrl: () => ORIGIN,
    getIdToken: async () => token,
    onUnauthorized: vi.fn(),
    timeoutMs: () => 5_000,
    logger: { error: vi.fn() },
  });
}

const cognito = {
  mode: 'cognito',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_AbCdEf123',
  userPoolClientId: 'client-123',
  domain: 'auth.ledgerlight.example',
  redirectSignIn: 'https://app.ledgerlight.example/auth/callback',
  redirectSignOut: 'https://app.ledgerlight.example',
};

describe('the run-time configuration', () => {
  it('loads GET /config.json without a bearer token and validates it', async () => {
    let authorization: string | null = 'unset';
    server.events.on('request:start', ({ request }) => {
      authorization = request.headers.get('authorization');
    });
    const config = await loadRuntimeConfig(client());
    expect(authorization).toBeNull();
    expect(config).toEqual({
      identity: {
        mode: 'local',
        userPoolId: MOCK_USER_POOL_ID,
        userPoolClientId: MOCK_USER_POOL_CLIENT_ID,
        endpoint: `${ORIGIN}${MOCK_COGNITO_PATH}`,
      },
    });
  });

  it('accepts the cognito mode and an API base override', async () => {
    server.use(
      http.get('*/config.json', () =>
        HttpResponse.json({ identity: cognito, apiBaseUrl: 'https://api.ledgerlight.example' }),
      ),
    );
    const config = await loadRuntimeConfig(client());
    expect(config.identity).toEqual(cognito);
    expect(config.apiBaseUrl).toBe('https://api.ledgerlight.example');
  });

  it('rejects a configuration that does not match the schema', async () => {
    server.use(http.get('*/config.json', () => HttpResponse.json({ identity: { mode: 'local', userPoolId: 'p' } })));
    await expect(loadRuntimeConfig(client())).rejects.toThrow(/userPoolClientId|endpoint/);
  });

  it('rejects when the server has no configuration', async () => {
    server.use(http.get('*/config.json', () => HttpResponse.json({ error: 'Not Found' }, { status: 404 })));
    await expect(loadRuntimeConfig(client())).rejects.toThrow('Request failed with status code 404');
  });

  it('tells the modes apart and requires each mode its own fields', () => {
    expect(
      identityConfigSchema.safeParse({ ...cognito, redirectSignIn: undefined, redirectSignOut: undefined }).success,
    ).toBe(true);
    expect(identityConfigSchema.safeParse({ ...cognito, domain: undefined }).success).toBe(false);
    expect(identityConfigSchema.safeParse({ ...cognito, mode: 'local' }).success).toBe(false);
    expect(
      runtimeConfigSchema.safeParse({
        identity: { mode: 'local', userPoolId: 'p', userPoolClientId: 'c', endpoint: 'not a url' },
      }).success,
    ).toBe(false);
    expect(runtimeConfigSchema.safeParse({ identity: { mode: 'saml' } }).success).toBe(false);
  });
});
