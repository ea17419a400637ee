import { buildPath, endpoints } from '@ledgerlight/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { RATE_LIMITED_ROUTES } from '../config';
import type { RateLimitedRoute } from '../config';
import { createPgliteTestDatabase, grantCredits, seedAccounts } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import { CANCEL_URL, SUCCESS_URL } from '../routes/payments.test-support';
import type { LedgerlightServer } from '../server';
import { ALL_ENDPOINTS, buildFullServer, databaseDigest, methodOf, newUser, send } from './hardening.test-support';
import type { AnyEndpointKey, TestUser } from './hardening.test-support';

/**
 * ADR 0011, rate limits: initiate, purchase and support allow RATE_LIMIT_<ROUTE> requests per
 * RATE_LIMIT_WINDOW_MS for each user, then answer 429 with Retry-After and write nothing. The counters
 * are in memory, so one backend is enough.
 */

const MAX = 3;
/** Long enough that a loaded machine cannot slip out of the window between the requests of a test. */
const WINDOW_MS = 60_000;
/** The window of the expiry test. */
const SHORT_WINDOW_MS = 2_000;

/** The endpoint of each rate-limited route. */
const LIMITED: Readonly<Record<RateLimitedRoute, AnyEndpointKey>> = {
  initiate: 'agentInitiate',
  purchase: 'creditPurchase',
  support: 'support',
};

describe('Rate limits of initiate, purchase and support', () => {
  let testDb: TestDatabase;
  let identity: TestIdentity;
  let server: LedgerlightServer;

  beforeAll(async () => {
    identity = await createTestIdentity();
    testDb = await createPgliteTestDatabase();
    server = await buildFullServer(identity, testDb.database, {
      RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
      RATE_LIMIT_INITIATE: String(MAX),
      RATE_LIMIT_PURCHASE: String(MAX),
      RATE_LIMIT_SUPPORT: String(MAX),
    });
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  /** A user with credits and an account, and a valid body of each limited route for them. */
  const ready = async (label: string) => {
    const user = await newUser(server, identity, label);
    await grantCredits(server.database.db, user.sub, 100);
    const [account] = await seedAccounts(server.database.db, user.sub, 1);
    const bodies: Record<RateLimitedRoute, unknown> = {
      initiate: { agent_type: 'fraud_detection', selectedAccounts: [account] },
      purchase: { priceId: 'credits_1', successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL },
      support: { analysisId: '', category: 'other', description: 'Hello' },
    };
    return { user, bodies };
  };

  const hit = (route: RateLimitedRoute, user: TestUser, body: unknown) => {
    const endpoint = ALL_ENDPOINTS[LIMITED[route]];
    return send(server, methodOf(endpoint), buildPath(endpoint), { token: user.token, body });
  };

  it('has a limit for each of the three routes', () => {
    expect([...RATE_LIMITED_ROUTES].sort()).toEqual(Object.keys(LIMITED).sort());
  });

  it.each(RATE_LIMITED_ROUTES)(
    '%s: the request over the limit gets 429 with Retry-After and writes nothing; other users and routes go on',
    async (route) => {
      const { user, bodies } = await ready(`limited-${route}`);
      const other = await ready(`other-${route}`);
      for (let i = 0; i < MAX; i += 1) expect((await hit(route, user, bodies[route])).status).toBe(200);

      const before = await databaseDigest(server.database.db);
      const refused = await hit(route, user, bodies[route]);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
      expect(refused.json).toEqual({
        error: 'Too Many Requests',
        message: expect.stringMatching(/^Too many requests: try again in \d/),
      });
      expect(await databaseDigest(server.database.db)).toEqual(before);

      // Per user and per route: another user, and this user's other limited routes, are not affected.
      expect((await hit(route, other.user, other.bodies[route])).status).toBe(200);
      for (const otherRoute of RATE_LIMITED_ROUTES.filter((name) => name !== route)) {
        expect([otherRoute, (await hit(otherRoute, user, bodies[otherRoute])).status]).toEqual([otherRoute, 200]);
      }
    },
    60_000,
  );

  it('lets the user in again once Retry-After has passed', async () => {
    const shortWindow = await buildFullServer(identity, testDb.database, {
      RATE_LIMIT_WINDOW_MS: String(SHORT_WINDOW_MS),
      RATE_LIMIT_SUPPORT: '1',
    });
    try {
      const { user, bodies } = await ready('patient');
      const post = () =>
        send(shortWindow, 'POST', buildPath(endpoints.support), { token: user.token, body: bodies.support });
      expect((await post()).status).toBe(200);
      const refused = await post();
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeLessThanOrEqual(SHORT_WINDOW_MS / 1000);
      // The limiter's counters read this process's clock: Date alone is faked, and moved past Retry-After.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + retryAfter * 1000 + 100);
        expect((await post()).status).toBe(200);
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await shortWindow.app.close();
    }
  }, 30_000);

  it('counts refused bodies too, so a flood of bad requests is limited as well', async () => {
    const { user, bodies } = await ready('flooder');
    for (let i = 0; i < MAX; i += 1) {
      expect((await hit('support', user, { ...(bodies.support as object), cost: 0 })).status).toBe(400);
    }
    expect((await hit('support', user, bodies.support)).status).toBe(429);
  });

  it('answers 401, not 429, without a valid token, and leaves the user’s allowance alone', async () => {
    const { user, bodies } = await ready('anonymous-flood');
    for (let i = 0; i < MAX * 3; i += 1) {
      const anonymous = await send(server, 'POST', buildPath(endpoints.support), { body: bodies.support });
      expect(anonymous.status).toBe(401);
    }
    for (let i = 0; i < MAX; i += 1) expect((await hit('support', user, bodies.support)).status).toBe(200);
  });

  it('does not limit reads', async () => {
    const { user } = await ready('reader');
    for (let i = 0; i < MAX * 5; i += 1) {
      expect((await send(server, 'GET', buildPath(endpoints.creditBalance), { token: user.token })).status).toBe(200);
    }
  });
});
