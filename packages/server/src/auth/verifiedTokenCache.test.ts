import { buildPath, endpoints } from '@ledgerlight/contract';
import Fastify from 'fastify';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createPgliteTestDatabase } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { createAuthHook } from '../http/auth';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import { createVerifiedTokenCache } from './verifiedTokenCache';
import { createTokenVerifier } from './verifier';
import type { TokenVerifier } from './verifier';

/**
 * The cache of verified tokens (ADR 0015, hot path) trusts a token only while verification would:
 * never past its `exp`, never longer than its maximum age, never a token that failed verification.
 */

describe('the verified-token cache', () => {
  it('keeps an entry until the token expires, and never past its maximum age', () => {
    let now = 1_000_000;
    const cache = createVerifiedTokenCache<string>({ maxEntries: 10, maxAgeMs: 60_000, now: () => now });
    cache.set('short', now / 1000 + 5, 'user-1');
    cache.set('long', now / 1000 + 3600, 'user-2');
    expect([cache.get('short'), cache.get('long')]).toEqual(['user-1', 'user-2']);
    now += 5_000;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBe('user-2');
    now += 55_000;
    expect(cache.get('long')).toBeUndefined();
  });

  it('does not store a token that has already expired, and drops the oldest entries past its size', () => {
    const now = 1_000_000;
    const cache = createVerifiedTokenCache<number>({ maxEntries: 2, maxAgeMs: 60_000, now: () => now });
    cache.set('expired', now / 1000 - 1, 0);
    expect(cache.get('expired')).toBeUndefined();
    cache.set('a', now / 1000 + 60, 1);
    cache.set('b', now / 1000 + 60, 2);
    cache.set('c', now / 1000 + 60, 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([undefined, 2, 3, 2]);
  });
});

describe('the bearer-token check with the cache', () => {
  let identity: TestIdentity;
  let testDb: TestDatabase;
  const verified: string[] = [];
  const app = Fastify();

  beforeAll(async () => {
    identity = await createTestIdentity();
    testDb = await createPgliteTestDatabase();
    const real = createTokenVerifier({ issuer: identity.issuer, clientId: identity.clientId, keys: identity.keys });
    const counting: TokenVerifier = {
      verify: (token) => {
        verified.push(token);
        return real.verify(token);
      },
    };
    app.decorateRequest('user', null);
    app.addHook('onRequest', createAuthHook(counting, testDb.database.db));
    app.get(buildPath(endpoints.creditBalance), async (request: FastifyRequest) => ({
      user: request.user?.id ?? null,
    }));
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  const call = (token: string) =>
    app.inject({
      method: 'GET',
      url: buildPath(endpoints.creditBalance),
      headers: { authorization: `Bearer ${token}` },
    });

  it('verifies a good token once, then serves its user from the cache', async () => {
    const token = await identity.idToken({ sub: 'cached-user' });
    const before = verified.length;
    for (let index = 0; index < 5; index += 1) {
      const response = await call(token);
      expect([response.statusCode, response.json()]).toEqual([200, { user: 'cached-user' }]);
    }
    expect(verified.length - before).toBe(1);
  });

  it('verifies every bad token each time and refuses it each time', async () => {
    for (const { name, token } of await identity.badTokens()) {
      const before = verified.length;
      expect([name, (await call(token)).statusCode, (await call(token)).statusCode]).toEqual([name, 401, 401]);
      expect([name, verified.length - before]).toEqual([name, 2]);
    }
  });

  it('no longer answers for a token past its exp: verification decides again', async () => {
    // Only Date is faked: the clock the token's exp and the cache read, moved past exp at once.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const token = await identity.idToken({ sub: 'short-lived', expiresIn: 1 });
      expect((await call(token)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 1_100);
      // Past `exp` the cache no longer answers; verification decides (with its 5 s clock tolerance).
      const before = verified.length;
      await call(token);
      expect(verified.length - before).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
