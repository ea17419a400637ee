import { WELCOME_CREDITS } from '@ledgerlight/contract';
import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { getBalance, ledgerSum } from '../credits/ledger';
import { backendTitle, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import type { Db } from '../db/database';
import { paymentSessions } from '../db/schema';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import { redirectOriginsFor } from '../payments/redirects';
import { StripePayments } from '../providers/payments/stripePayments';
import { buildServer } from '../server';
import type { LedgerlightServer } from '../server';
import {
  APP_ORIGIN,
  CANCEL_URL,
  deliver,
  paymentSnapshot,
  purchaseEntriesOf,
  signedCheckoutEvent,
  SUCCESS_URL,
} from './payments.test-support';

/**
 * The payment routes with the Stripe provider, Stripe's HTTP API mocked by msw/node: Checkout
 * Sessions created with the configured price, webhooks signed the way Stripe signs them, the status
 * read from the retrieved session. On PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */

const STRIPE_WEBHOOK_SECRET = 'whsec_stripe_test_0123456789abcdef';
const PRICE_IDS = { credits_1: 'price_1One', credits_5: 'price_5Five', credits_10: 'price_10Ten' } as const;
const STRIPE_API = 'https://api.stripe.com/v1';

/** Stripe's side: the sessions it created, and the form of each create call. */
const stripeSessions = new Map<string, Record<string, unknown>>();
const createCalls: URLSearchParams[] = [];

const stripe = setupServer(
  http.post(`${STRIPE_API}/checkout/sessions`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    createCalls.push(form);
    const id = `cs_test_${crypto.randomUUID().replace(/-/g, '')}`;
    const session = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      currency: 'usd',
      client_reference_id: form.get('client_reference_id'),
      metadata: {
        userId: form.get('metadata[userId]'),
        packageId: form.get('metadata[packageId]'),
        credits: form.get('metadata[credits]'),
      },
      payment_intent: null,
      success_url: form.get('success_url'),
      cancel_url: form.get('cancel_url'),
      url: `https://checkout.stripe.com/c/pay/${id}`,
    };
    stripeSessions.set(id, session);
    return HttpResponse.json(session);
  }),
  http.get(`${STRIPE_API}/checkout/sessions/:id`, ({ params }) => {
    const session = stripeSessions.get(String(params.id));
    if (session === undefined) {
      return HttpResponse.json(
        { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } },
        { status: 404 },
      );
    }
    return HttpResponse.json(session);
  }),
);

/** Stripe takes the payment: the session completes, paid, with a Mastercard. */
function payAtStripe(sessionId: string): void {
  const session = stripeSessions.get(sessionId);
  if (session === undefined) throw new Error(`No Stripe session ${sessionId}`);
  stripeSessions.set(sessionId, {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    payment_intent: {
      id: 'pi_3Test',
      object: 'payment_intent',
      payment_method: { id: 'pm_1Test', object: 'payment_method', card: { brand: 'mastercard', last4: '4444' } },
    },
  });
}

const stripeDown = () =>
  stripe.use(
    http.all(`${STRIPE_API}/*`, () =>
      HttpResponse.json({ error: { type: 'api_error', message: 'Stripe is down' } }, { status: 500 }),
    ),
  );

beforeAll(() => stripe.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  stripe.resetHandlers();
  createCalls.length = 0;
});
afterAll(() => stripe.close());

for (const backend of TEST_BACKENDS) {
  const title = backendTitle('Stripe payments', backend);

  describe.skipIf(!backend.available)(title, () => {
    let testDb: TestDatabase;
    let identity: TestIdentity;
    let server: LedgerlightServer;
    let db: Db;

    beforeAll(async () => {
      identity = await createTestIdentity();
      testDb = await backend.open();
      db = testDb.database.db;
      server = await buildServer({
        config: loadConfig({
          AUTH_ISSUER: identity.issuer,
          AUTH_CLIENT_ID: identity.clientId,
          DATA_DIR: 'memory://',
          LOG_LEVEL: 'silent',
          RATE_LIMIT_PURCHASE: '10000',
        }),
        database: testDb.database,
        keys: identity.keys,
        payments: {
          redirectOrigins: redirectOriginsFor(APP_ORIGIN),
          provider: () =>
            new StripePayments({
              secretKey: 'sk_test_51Example',
              webhookSecret: STRIPE_WEBHOOK_SECRET,
              priceIds: PRICE_IDS,
              maxNetworkRetries: 0,
            }),
        },
      });
    }, 120_000);

    afterAll(async () => {
      await server?.app.close();
      await testDb?.drop();
    });

    const newUser = async () => {
      const sub = `stripe-payer-${crypto.randomUUID()}`;
      const token = await identity.idToken({ sub });
      const headers = { authorization: `Bearer ${token}` };
      expect((await server.app.inject({ method: 'GET', url: '/api/credits/balance', headers })).statusCode).toBe(200);
      return { sub, headers };
    };

    const purchase = (headers: Record<string, string>, priceId = 'credits_5') =>
      server.app.inject({
        method: 'POST',
        url: '/api/credits/purchase',
        headers,
        payload: { priceId, successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL },
      });

    const startCheckout = async (headers: Record<string, string>, priceId = 'credits_5') => {
      const response = await purchase(headers, priceId);
      expect(response.statusCode).toBe(200);
      const { checkoutUrl } = response.json<{ checkoutUrl: string }>();
      const sessionId = /\/(cs_test_[A-Za-z0-9]+)$/.exec(checkoutUrl)?.[1] ?? '';
      return { checkoutUrl, sessionId };
    };

    const status = (headers: Record<string, string>, sessionId: string) =>
      server.app.inject({ method: 'GET', url: `/api/payments/status?session_id=${sessionId}`, headers });

    /** A Stripe-signed webhook delivery (the SDK's own test header). */
    const stripeDelivery = (type: string, sessionId: string, userId: string, packageId: 'credits_5' | 'credits_10') => {
      const { payload } = signedCheckoutEvent({ type, sessionId, userId, packageId });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
      return { payload, signature };
    };

    it('creates a Checkout Session with the configured price, the user and the package, and records it', async () => {
      const { sub, headers } = await newUser();
      const { checkoutUrl, sessionId } = await startCheckout(headers, 'credits_10');
      expect(checkoutUrl).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
      const [form] = createCalls;
      expect(form?.get('line_items[0][price]')).toBe(PRICE_IDS.credits_10);
      expect(form?.get('line_items[0][quantity]')).toBe('1');
      expect(form?.get('client_reference_id')).toBe(sub);
      expect(form?.get('metadata[userId]')).toBe(sub);
      expect(form?.get('metadata[packageId]')).toBe('credits_10');
      expect(form?.get('success_url')).toBe(SUCCESS_URL);
      expect(form?.get('cancel_url')).toBe(CANCEL_URL);
      const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, sessionId));
      expect(row).toMatchObject({
        provider: 'stripe',
        userId: sub,
        packageId: 'credits_10',
        credits: 10,
        amountCents: 2400,
      });
      expect((await status(headers, sessionId)).json()).toStrictEqual({
        status: 'pending',
        creditStatus: 'pending',
        credits: 10,
        amount: 2400,
      });
    });

    it('answers a Stripe outage with 502 and a misconfigured price with 500, recording nothing', async () => {
      const { sub, headers } = await newUser();
      const before = await paymentSnapshot(db, sub);
      stripeDown();
      const outage = await purchase(headers);
      expect(outage.statusCode).toBe(502);
      expect(outage.json()).toEqual({
        error: 'Bad Gateway',
        message: 'The payment provider could not start the checkout. Please try again.',
      });
      stripe.use(
        http.post(`${STRIPE_API}/checkout/sessions`, () =>
          HttpResponse.json(
            { error: { type: 'invalid_request_error', message: 'No such price: price_5Five' } },
            { status: 400 },
          ),
        ),
      );
      const misconfigured = await purchase(headers);
      expect(misconfigured.statusCode).toBe(500);
      expect(JSON.stringify(misconfigured.json())).not.toContain('price_5Five');
      expect(await paymentSnapshot(db, sub)).toEqual(before);
    });

    it('grants on a Stripe-signed checkout.session.completed, with the card from the retrieved session, once', async () => {
      const { sub, headers } = await newUser();
      const { sessionId } = await startCheckout(headers, 'credits_5');
      payAtStripe(sessionId);
      const delivery = stripeDelivery('checkout.session.completed', sessionId, sub, 'credits_5');
      expect((await deliver(server, delivery)).statusCode).toBe(200);
      expect((await deliver(server, delivery)).statusCode).toBe(200);
      const entries = await purchaseEntriesOf(db, sessionId);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        amount: 5,
        packageType: 'credits_5',
        metadata: { brand: 'mastercard', last4: '4444' },
      });
      expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS + 5);
      expect(await ledgerSum(db, sub)).toBe(WELCOME_CREDITS + 5);
      expect((await status(headers, sessionId)).json()).toStrictEqual({
        status: 'succeeded',
        creditStatus: 'granted',
        credits: 5,
        amount: 1400,
      });
    });

    it('refuses an event signed with another secret', async () => {
      const { sub, headers } = await newUser();
      const { sessionId } = await startCheckout(headers, 'credits_5');
      payAtStripe(sessionId);
      const { payload } = signedCheckoutEvent({
        type: 'checkout.session.completed',
        sessionId,
        userId: sub,
        packageId: 'credits_5',
      });
      const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
      const before = await paymentSnapshot(db, sub);
      expect((await deliver(server, { payload, signature: forged })).statusCode).toBe(400);
      expect(await paymentSnapshot(db, sub)).toEqual(before);
    });

    it('grants from the status check when Stripe says paid before the webhook arrives', async () => {
      const { sub, headers } = await newUser();
      const { sessionId } = await startCheckout(headers, 'credits_10');
      payAtStripe(sessionId);
      expect((await status(headers, sessionId)).json()).toStrictEqual({
        status: 'succeeded',
        creditStatus: 'granted',
        credits: 10,
        amount: 2400,
      });
      expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS + 10);
      const late = stripeDelivery('checkout.session.completed', sessionId, sub, 'credits_10');
      expect((await deliver(server, late)).statusCode).toBe(200);
      expect(await purchaseEntriesOf(db, sessionId)).toHaveLength(1);
      expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS + 10);
    });

    it('answers the status from the database while Stripe is down, and still grants webhooks', async () => {
      const { sub, headers } = await newUser();
      const { sessionId } = await startCheckout(headers, 'credits_5');
      payAtStripe(sessionId);
      stripeDown();
      expect((await status(headers, sessionId)).json()).toStrictEqual({
        status: 'pending',
        creditStatus: 'pending',
        credits: 5,
        amount: 1400,
      });
      const delivery = stripeDelivery('checkout.session.completed', sessionId, sub, 'credits_5');
      expect((await deliver(server, delivery)).statusCode).toBe(200);
      const [entry] = await purchaseEntriesOf(db, sessionId);
      expect(entry).toMatchObject({ amount: 5, metadata: null });
      expect((await status(headers, sessionId)).json()).toMatchObject({ status: 'succeeded', creditStatus: 'granted' });
    });

    it('answers 404 for a Stripe session id it did not record', async () => {
      const { headers } = await newUser();
      expect((await status(headers, 'cs_test_notOurs')).statusCode).toBe(404);
    });
  });
}
