import { CHUNK_LOAD_TIMEOUT_MS } from '@ledgerlight/contract';
import { MOCK_USER } from '@ledgerlight/mocks';
import { ChunkLoadTimeoutError } from '@ledgerlight/ui';
import { describe, expect, it, vi } from 'vitest';
import { createFakeIdentity } from './fakeIdentity.test-support';
import type { FakeIdentity } from './fakeIdentity.test-support';
import type { AuthEvent, IdentityAdapter } from './identity';
import { SOCIAL_SIGN_IN_UNAVAILABLE } from './identity';
import { amplifyStoragePrefix, createLazyIdentity, mayHoldSession } from './lazyIdentity';

const local = {
  mode: 'local',
  userPoolId: 'local_pool',
  userPoolClientId: 'client-1',
  endpoint: 'http://localhost:8080/local/cognito',
} as const;
const cognito = {
  mode: 'cognito',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_AbC',
  userPoolClientId: 'client-2',
  domain: 'auth.example.com',
} as const;

/** A Storage holding `keys`. */
function storageWith(...keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

interface Harness {
  identity: IdentityAdapter;
  real: FakeIdentity;
  load: ReturnType<typeof vi.fn<() => Promise<IdentityAdapter>>>;
  session: { stored: boolean; oauthReturn: boolean };
  storageChange: (key: string | null) => void;
  watching: () => boolean;
}

function harness(options: { stored?: boolean; oauthReturn?: boolean; config?: typeof local | typeof cognito } = {}) {
  const real = createFakeIdentity({ user: MOCK_USER, idToken: 'id-token-1' });
  const load = vi.fn<() => Promise<IdentityAdapter>>(async () => real);
  const session = { stored: options.stored ?? false, oauthReturn: options.oauthReturn ?? false };
  let storageListener: ((key: string | null) => void) | undefined;
  const identity = createLazyIdentity(options.config ?? local, {
    load,
    mayHoldSession: () => session.stored,
    isOAuthReturn: () => session.oauthReturn,
    onStorageChange: (listener) => {
      storageListener = listener;
      return () => {
        storageListener = undefined;
      };
    },
  });
  const result: Harness = {
    identity,
    real,
    load,
    session,
    storageChange: (key) => storageListener?.(key),
    watching: () => storageListener !== undefined,
  };
  return result;
}

describe('mayHoldSession', () => {
  it("is false only when no key of this client's Amplify store exists", () => {
    const prefix = amplifyStoragePrefix('client-1');
    expect(prefix).toBe('CognitoIdentityServiceProvider.client-1.');
    expect(mayHoldSession(storageWith(), 'client-1')).toBe(false);
    expect(mayHoldSession(storageWith('theme', 'credit_balance'), 'client-1')).toBe(false);
    expect(mayHoldSession(storageWith('CognitoIdentityServiceProvider.client-9.LastAuthUser'), 'client-1')).toBe(false);
    expect(mayHoldSession(storageWith(`${prefix}LastAuthUser`), 'client-1')).toBe(true);
    expect(mayHoldSession(storageWith('theme', `${prefix}inflightOAuth`), 'client-1')).toBe(true);
  });

  it('is true when the storage cannot be read: the library decides', () => {
    expect(mayHoldSession(undefined, 'client-1')).toBe(true);
    const blocked: Pick<Storage, 'length' | 'key'> = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    expect(mayHoldSession(blocked, 'client-1')).toBe(true);
  });
});

describe('the lazy identity adapter', () => {
  it('answers "nobody" without loading the library while no session can exist', async () => {
    const { identity, load } = harness();
    await expect(identity.currentUser()).resolves.toBeUndefined();
    await expect(identity.idToken()).resolves.toBeUndefined();
    expect(identity.socialSignInUnavailableReason()).toBe(SOCIAL_SIGN_IN_UNAVAILABLE);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the library once for a stored session and reads the user from it', async () => {
    const { identity, load } = harness({ stored: true });
    await expect(identity.currentUser()).resolves.toEqual(MOCK_USER);
    await expect(identity.idToken()).resolves.toBe('id-token-1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads it on the OAuth return page, where the hosted UI sign-in completes', async () => {
    const { identity, load } = harness({ oauthReturn: true, config: cognito });
    expect(identity.socialSignInUnavailableReason()).toBeUndefined();
    await expect(identity.currentUser()).resolves.toEqual(MOCK_USER);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads it for an operation, and from then on asks it everything', async () => {
    const { identity, load, real } = harness();
    const signIn = vi.spyOn(real, 'signIn');
    await expect(identity.signIn({ email: 'ada@example.com', password: 'Secret-pass1' })).resolves.toEqual({
      kind: 'signedIn',
    });
    expect(signIn).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'Secret-pass1' });
    // Signed in now: no stored-session check stands in the way.
    await expect(identity.currentUser()).resolves.toEqual(MOCK_USER);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes the library events to listeners that subscribed before it loaded, until they unsubscribe', async () => {
    const { identity, real } = harness();
    const events: AuthEvent[] = [];
    const unsubscribe = identity.onAuthEvent((event) => events.push(event));
    identity.preload?.();
    await vi.waitFor(() => expect(real.listenerCount()).toBe(1));
    real.emit('signedIn');
    real.emit('tokenRefresh');
    unsubscribe();
    real.emit('signedOut');
    expect(events).toEqual(['signedIn', 'tokenRefresh']);
  });

  it("reports another tab's sign-in before the library runs, then leaves that to the library", async () => {
    const { identity, storageChange, watching, session } = harness();
    const events: AuthEvent[] = [];
    identity.onAuthEvent((event) => events.push(event));
    storageChange('theme');
    expect(events).toEqual([]);
    session.stored = true;
    storageChange(`${amplifyStoragePrefix(local.userPoolClientId)}LastAuthUser`);
    expect(events).toEqual(['signedIn']);
    await identity.currentUser();
    expect(watching()).toBe(false);
  });

  it('retries a library that failed to download, and preload swallows its failure', async () => {
    const { identity, load } = harness({ stored: true });
    let failPreload: (error: Error) => void = () => undefined;
    load
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (failPreload = reject)))
      .mockRejectedValueOnce(new Error('chunk failed again'));
    identity.preload?.();
    failPreload(new Error('chunk failed'));
    await new Promise((settled) => setTimeout(settled, 0));
    await expect(identity.currentUser()).rejects.toThrow('chunk failed again');
    await expect(identity.currentUser()).resolves.toEqual(MOCK_USER);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe("the identity chunk under product 9's chunk timeout", () => {
  it('fails an operation after 120 s without the chunk, and downloads again on the next one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const real = createFakeIdentity({ user: MOCK_USER });
      const load = vi
        .fn<() => Promise<IdentityAdapter>>()
        .mockImplementationOnce(() => new Promise(() => undefined))
        .mockResolvedValue(real);
      const identity = createLazyIdentity(local, { load, mayHoldSession: () => true, isOAuthReturn: () => false });
      const first = identity.currentUser().then(
        () => 'answered',
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
      expect(await Promise.race([first, Promise.resolve('waiting')])).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(await first).toBeInstanceOf(ChunkLoadTimeoutError);
      expect(await identity.currentUser()).toEqual(MOCK_USER);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
