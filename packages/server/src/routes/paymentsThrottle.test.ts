import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { createPgliteTestDatabase } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { createTestIdentity } from '../identity.test-support';
import { buildServer } from '../server';
import type { LedgerlightServer } from '../server';
import { createRefusalLog } from './payments';
import { localPaymentsSetup, signedCheckoutEvent } from './payments.test-support';

/**
 * ADR 0015, on the public payment routes: the webhook and the local checkout form have a
 * rate limit per client address, and forged webhook deliveries do not write a warning each.
 */

const WEBHOOK_LIMIT = 5;
const CHECKOUT_LIMIT = 3;

describe('rate limits and quiet refusals on the public payment routes', () => {
  let testDb: TestDatabase;
  let server: LedgerlightServer;
  const lines: string[] = [];

  beforeAll(async () => {
    const identity = await createTestIdentity();
    testDb = await createPgliteTestDatabase();
    server = await buildServer({
      config: loadConfig({
        AUTH_ISSUER: identity.issuer,
        AUTH_CLIENT_ID: identity.clientId,
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'info',
        RATE_LIMIT_WEBHOOK: String(WEBHOOK_LIMIT),
        RATE_LIMIT_CHECKOUT: String(CHECKOUT_LIMIT),
      }),
      database: testDb.database,
      keys: identity.keys,
      payments: localPaymentsSetup(),
      logStream: { write: (line) => lines.push(line) },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  const forged = (address: string) => {
    const event = signedCheckoutEvent(
      { type: 'checkout.session.completed', sessionId: 'cs_local_forged', userId: 'u', packageId: 'credits_5' },
      'whsec_wrong',
    );
    return server.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      remoteAddress: address,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
  };

  it('forged deliveries: one warning for the window, carrying the count, not one per request', async () => {
    const before = lines.length;
    const statuses = [];
    for (let index = 0; index < WEBHOOK_LIMIT; index += 1) statuses.push((await forged('10.20.0.1')).statusCode);
    expect(statuses).toEqual(Array.from({ length: WEBHOOK_LIMIT }, () => 400));
    const refusals = lines
      .slice(before)
      .map((line) => JSON.parse(line) as { level: number; msg: string; refused?: number })
      .filter((entry) => entry.msg === 'webhook refused');
    expect(refusals).toEqual([expect.objectContaining({ level: 40, refused: 1 })]);
  });

  it('the webhook answers 429 past its limit per address, and other addresses go on', async () => {
    const address = '10.20.0.2';
    for (let index = 0; index < WEBHOOK_LIMIT; index += 1) expect((await forged(address)).statusCode).toBe(400);
    const limited = await forged(address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ error: 'Too Many Requests' });
    expect((await forged('10.20.0.3')).statusCode).toBe(400);
  });

  it('the local checkout form answers 429 past its limit per address', async () => {
    const submit = () =>
      server.app.inject({
        method: 'POST',
        url: '/checkout/cs_local_unknown',
        remoteAddress: '10.20.0.4',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay&number=4242424242424242&expiry=12%2F34&cvc=123&name=Ada',
      });
    for (let index = 0; index < CHECKOUT_LIMIT; index += 1) expect((await submit()).statusCode).toBe(404);
    expect((await submit()).statusCode).toBe(429);
  });

  it('the refusal log warns again, with the count since the last warning, once a window has passed', () => {
    let time = 0;
    const entries: { level: string; fields: object }[] = [];
    const log = {
      warn: (fields: object) => entries.push({ level: 'warn', fields }),
      debug: (fields: object) => entries.push({ level: 'debug', fields }),
    };
    const logRefusal = createRefusalLog(1_000, () => time);
    for (let index = 0; index < 4; index += 1) {
      logRefusal(log, 'bad signature');
      time += 400;
    }
    expect(entries.map((entry) => entry.level)).toEqual(['warn', 'debug', 'debug', 'warn']);
    expect(entries[3]?.fields).toEqual({ reason: 'bad signature', refused: 3 });
  });
});
