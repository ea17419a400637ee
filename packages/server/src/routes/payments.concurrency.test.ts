import { WELCOME_CREDITS } from '@ledgerlight/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { getBalance, ledgerSum } from '../credits/ledger';
import { createPostgresTestDatabase, POSTGRES_SKIP_REASON, TEST_DATABASE_URL } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { localCheckoutSessions, paymentEvents, paymentSessions } from '../db/schema';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import { buildServer } from '../server';
import type { LedgerlightServer } from '../server';
import {
  CANCEL_URL,
  deliver,
  localPaymentsSetup,
  purchaseEntriesOf,
  sessionIdOf,
  signedCheckoutEvent,
  SUCCESS_URL,
} from './payments.test-support';

/**
 * Credit grants under concurrent deliveries, on real PostgreSQL with a pool of 8 connections (PGlite
 * has one connection, so races pass trivially there and are not run on it).
 */

const POOL_SIZE = 8;
const available = TEST_DATABASE_URL !== undefined;
const title = available
  ? `Payment grants on PostgreSQL (pool of ${POOL_SIZE})`
  : `Payment grants on PostgreSQL (${POSTGRES_SKIP_REASON})`;

describe.skipIf(!available)(title, () => {
  let testDb: TestDatabase;
  let identity: TestIdentity;
  let server: LedgerlightServer;

  beforeAll(async () => {
    identity = await createTestIdentity();
    testDb = await createPostgresTestDatabase(TEST_DATABASE_URL ?? '', POOL_SIZE);
    server = await buildServer({
      config: loadConfig({
        AUTH_ISSUER: identity.issuer,
        AUTH_CLIENT_ID: identity.clientId,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PURCHASE: '10000',
      }),
      database: testDb.database,
      keys: identity.keys,
      payments: localPaymentsSetup(),
    });
  }, 60_000);

  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  /** A user with its welcome credits and an open checkout for 10 credits. */
  const userWithCheckout = async () => {
    const sub = `racer-${crypto.randomUUID()}`;
    const token = await identity.idToken({ sub });
    const headers = { authorization: `Bearer ${token}` };
    const purchase = await server.app.inject({
      method: 'POST',
      url: '/api/credits/purchase',
      headers,
      payload: { priceId: 'credits_10', successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL },
    });
    expect(purchase.statusCode).toBe(200);
    const sessionId = sessionIdOf(purchase.json<{ checkoutUrl: string }>().checkoutUrl);
    return { sub, headers, sessionId };
  };

  it('grants once under 10 concurrent deliveries of the same event', async () => {
    const db = testDb.database.db;
    const { sub, sessionId } = await userWithCheckout();
    const delivery = signedCheckoutEvent({
      type: 'checkout.session.completed',
      sessionId,
      userId: sub,
      packageId: 'credits_10',
    });
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(server, delivery)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await purchaseEntriesOf(db, sessionId)).toHaveLength(1);
    const [events] = await db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.id, delivery.eventId));
    expect(events?.n).toBe(1);
    expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS + 10);
    expect(await ledgerSum(db, sub)).toBe(WELCOME_CREDITS + 10);
  });

  it('grants once when distinct events and status checks for one paid session race', async () => {
    const db = testDb.database.db;
    const { sub, headers, sessionId } = await userWithCheckout();
    // Paid at the provider, no event delivered yet: the status call may grant too.
    await db
      .update(localCheckoutSessions)
      .set({ status: 'complete', paid: true, cardBrand: 'visa', cardLast4: '4242', completedAt: new Date() })
      .where(eq(localCheckoutSessions.id, sessionId));
    const types = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];
    const deliveries = Array.from({ length: 10 }, (_, index) =>
      signedCheckoutEvent({ type: types[index % 2] ?? '', sessionId, userId: sub, packageId: 'credits_10' }),
    );
    const statusCall = () =>
      server.app.inject({ method: 'GET', url: `/api/payments/status?session_id=${sessionId}`, headers });
    const results = await Promise.all([
      ...deliveries.map((delivery) => deliver(server, delivery)),
      ...Array.from({ length: 10 }, statusCall),
    ]);
    expect(results.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    for (const response of results.slice(10)) {
      expect(response.json()).toMatchObject({ status: 'succeeded', credits: 10, amount: 2400 });
    }
    expect(await purchaseEntriesOf(db, sessionId)).toHaveLength(1);
    const [events] = await db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.providerSessionId, sessionId));
    expect(events?.n).toBe(10);
    const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, sessionId));
    expect(row).toMatchObject({ creditStatus: 'granted', status: 'succeeded' });
    expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS + 10);
    expect(await ledgerSum(db, sub)).toBe(WELCOME_CREDITS + 10);
    expect((await statusCall()).json()).toStrictEqual({
      status: 'succeeded',
      creditStatus: 'granted',
      credits: 10,
      amount: 2400,
    });
  });
});
