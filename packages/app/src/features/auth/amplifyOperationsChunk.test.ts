import { CHUNK_LOAD_TIMEOUT_MS } from '@ledgerlight/contract';
import { MOCK_USER, MOCK_USER_PASSWORD, MOCK_USER_POOL_CLIENT_ID, MOCK_USER_POOL_ID } from '@ledgerlight/mocks';
import { ChunkLoadTimeoutError } from '@ledgerlight/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAmplifyIdentity } from './amplifyIdentity';

// The sign-in operations' chunk never arrives.
vi.mock('./amplifyOperations', () => new Promise(() => undefined));

afterEach(() => {
  vi.useRealTimers();
});

describe("the sign-in operations' chunk under product 9's chunk timeout", () => {
  it('fails a sign-in after 120 s without the chunk, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const identity = createAmplifyIdentity(
      {
        mode: 'local',
        userPoolId: MOCK_USER_POOL_ID,
        userPoolClientId: MOCK_USER_POOL_CLIENT_ID,
        endpoint: 'http://localhost:8080/local/cognito',
      },
      { origin: 'http://localhost:8080' },
    );
    const signIn = identity.signIn({ email: MOCK_USER.email, password: MOCK_USER_PASSWORD }).then(
      () => 'signed in',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(await Promise.race([signIn, Promise.resolve('waiting')])).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await signIn).toBeInstanceOf(ChunkLoadTimeoutError);
  });
});
