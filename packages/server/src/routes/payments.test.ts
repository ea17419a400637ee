import { CREDIT_PACKAGES, endpoints, routePath, WELCOME_CREDITS } from '@ledgerlight/contract';
import type { CreditPackageId } from '@ledgerlight/contract';
import { eq } from 'drizzle-orm';
import { CHECKOUT_FORM_BODY_LIMIT } from '@ledgerlight/local-stack';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { getBalance, ledgerSum } from '../credits/ledger';
import { backendTitle, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import type { Db } from '../db/database';
import { localCheckoutSessions, paymentEvents, paymentSessions } from '../db/schema';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import { buildServer } from '../server';
import type { LedgerlightServer } from '../server';
import { PAYMENT_WEBHOOK_PATH } from './payments';
import {
  APP_ORIGIN,
  CANCEL_URL,
  CORS_ORIGIN,
  createTestClock,
  deliver,
  localPaymentsSetup,
  paymentSnapshot,
  purchaseEntriesOf,
  sessionIdOf,
  signedCheckoutEvent,
  SUCCESS_URL,
} from './payments.test-support';

/**
 * The payment routes with the local checkout, through Fastify's inject, on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL): purchase, status, webhook, and the hosted test checkout page end to end.
 * Every test uses its own users, so tests share one database per backend.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' };
const DECLINE_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

for (const backend of TEST_BACKENDS) {
  const title = backendTitle('Payments', backend);

  describe.skipIf(!backend.available)(title, () => {
    let testDb: TestDatabase;
    let identity: TestIdentity;
    let server: LedgerlightServer;
    let db: Db;
    const clock = createTestClock();

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
          BODY_LIMIT_BYTES: '16384',
          CORS_ORIGINS: CORS_ORIGIN,
        }),
        database: testDb.database,
        keys: identity.keys,
        payments: localPaymentsSetup(clock),
      });
    }, 120_000);

    afterAll(async () => {
      await server?.app.close();
      await testDb?.drop();
    });

    afterEach(() => clock.reset());

    const api = async (
      method: 'GET' | 'POST',
      url: string,
      options: { token?: string; body?: unknown; payload?: string; contentType?: string } = {},
    ) => {
      const headers: Record<string, string> = {};
      if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined || options.contentType !== undefined) {
        headers['content-type'] = options.contentType ?? 'application/json';
      }
      const payload = options.payload ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
      const response = await server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
      const json: unknown = response.body === '' ? undefined : JSON.parse(response.body);
      return { status: response.statusCode, json, headers: response.headers };
    };

    /** A new signed-in user with its 3 welcome credits. */
    const newUser = async () => {
      const sub = `payer-${crypto.randomUUID()}`;
      const token = await identity.idToken({ sub });
      expect((await api('GET', '/api/credits/balance', { token })).status).toBe(200);
      return { sub, token };
    };

    const purchaseBody = (priceId: CreditPackageId = 'credits_5') => ({
      priceId,
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });

    const purchase = (token: string, body: unknown = purchaseBody()) =>
      api('POST', '/api/credits/purchase', { token, body });

    /** Starts a checkout and returns its session id and URL. */
    const startCheckout = async (token: string, priceId: CreditPackageId = 'credits_5') => {
      const response = await purchase(token, purchaseBody(priceId));
      expect(response.status).toBe(200);
      const { checkoutUrl } = response.json as { checkoutUrl: string };
      return { checkoutUrl, sessionId: sessionIdOf(checkoutUrl) };
    };

    const status = (token: string, sessionId: string) =>
      api('GET', `/api/payments/status?session_id=${encodeURIComponent(sessionId)}`, { token });

    const checkoutPage = (sessionId: string) =>
      server.app.inject({ method: 'GET', url: `/checkout/${encodeURIComponent(sessionId)}` });

    const submit = (sessionId: string, fields: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: `/checkout/${encodeURIComponent(sessionId)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(fields),
      });

    describe('routes', () => {
      it('registers purchase, status, the webhook and the checkout page', () => {
        for (const endpoint of [endpoints.creditPurchase, endpoints.paymentStatus]) {
          expect(server.app.hasRoute({ method: endpoint.method.toUpperCase(), url: routePath(endpoint) })).toBe(true);
        }
        expect(server.app.hasRoute({ method: 'POST', url: PAYMENT_WEBHOOK_PATH })).toBe(true);
        expect(server.app.hasRoute({ method: 'GET', url: '/checkout/:sessionId' })).toBe(true);
        expect(server.app.hasRoute({ method: 'POST', url: '/checkout/:sessionId' })).toBe(true);
      });
    });

    describe('POST /api/credits/purchase', () => {
      it('starts a checkout for each package, priced from the catalogue, and records the session', async () => {
        const { sub, token } = await newUser();
        for (const pkg of CREDIT_PACKAGES) {
          const { checkoutUrl, sessionId } = await startCheckout(token, pkg.id);
          expect(checkoutUrl).toBe(`${APP_ORIGIN}/checkout/${sessionId}`);
          expect(sessionId).toMatch(/^cs_local_[A-Za-z0-9]+$/);
          const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, sessionId));
          expect(row).toMatchObject({
            provider: 'local',
            userId: sub,
            packageId: pkg.id,
            credits: pkg.credits,
            amountCents: Math.round(pkg.price * 100),
            status: 'pending',
            creditStatus: 'pending',
            checkoutUrl,
          });
          const [local] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, sessionId));
          expect(local).toMatchObject({
            userId: sub,
            packageId: pkg.id,
            successUrl: SUCCESS_URL,
            cancelUrl: CANCEL_URL,
          });
          const ttl = (local?.expiresAt.getTime() ?? 0) - (local?.createdAt.getTime() ?? 0);
          expect(ttl).toBe(DAY_MS);
        }
        expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS);
      });

      it('accepts return URLs on the app origin, its loopback aliases and the CORS allow-list', async () => {
        const { token } = await newUser();
        for (const origin of [APP_ORIGIN, 'http://127.0.0.1:8080', 'http://[::1]:8080', CORS_ORIGIN]) {
          const response = await purchase(token, {
            priceId: 'credits_1',
            successUrl: `${origin}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
            cancelUrl: `${origin}/payment/cancel`,
          });
          expect(response.status, origin).toBe(200);
        }
      });

      it('refuses return URLs anywhere else (no open redirect), and writes nothing', async () => {
        const { sub, token } = await newUser();
        const before = await paymentSnapshot(db, sub);
        const bad = [
          { successUrl: 'https://evil.test/payment/success?session_id={CHECKOUT_SESSION_ID}' },
          { cancelUrl: 'https://evil.test/payment/cancel' },
          { successUrl: `http://localhost:8080@evil.test/payment/success?session_id={CHECKOUT_SESSION_ID}` },
          { successUrl: 'https://localhost:8080/payment/success?session_id={CHECKOUT_SESSION_ID}' },
          { successUrl: 'http://localhost:8081/payment/success?session_id={CHECKOUT_SESSION_ID}' },
          { cancelUrl: 'http://app.ledgerlight.test/payment/cancel' },
          { cancelUrl: 'javascript:alert(1)' },
        ];
        for (const override of bad) {
          const response = await purchase(token, { ...purchaseBody(), ...override });
          expect(response.status, JSON.stringify(override)).toBe(400);
          expect((response.json as { error: string }).error).toMatch(/Redirect URL not allowed|Invalid/);
        }
        expect(await paymentSnapshot(db, sub)).toEqual(before);
      });

      it('refuses bad input with 4xx and a clear message, and writes nothing', async () => {
        const { sub, token } = await newUser();
        const before = await paymentSnapshot(db, sub);
        const cases: { body: unknown; status: number; message: RegExp }[] = [
          { body: { ...purchaseBody(), priceId: 'credits_1000' }, status: 400, message: /priceId/ },
          { body: { ...purchaseBody(), priceId: 'price_1Stripe' }, status: 400, message: /priceId/ },
          { body: { ...purchaseBody(), priceId: 5 }, status: 400, message: /priceId/ },
          { body: { ...purchaseBody(), successUrl: 123 }, status: 400, message: /successUrl/ },
          {
            body: { ...purchaseBody(), successUrl: `${APP_ORIGIN}/payment/success` },
            status: 400,
            message: /CHECKOUT_SESSION_ID/,
          },
          { body: { ...purchaseBody(), cancelUrl: 'not a url' }, status: 400, message: /cancelUrl/ },
          { body: { successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL }, status: 400, message: /priceId/ },
          { body: { priceId: 'credits_5' }, status: 400, message: /successUrl/ },
          { body: { ...purchaseBody(), credits: 1000 }, status: 400, message: /credits/ },
          { body: { ...purchaseBody(), amount: 1 }, status: 400, message: /amount/ },
          { body: { ...purchaseBody(), price: 0.01 }, status: 400, message: /price/ },
          { body: [purchaseBody()], status: 400, message: /body/ },
          { body: null, status: 400, message: /body/ },
        ];
        for (const { body, status: expected, message } of cases) {
          const response = await purchase(token, body);
          expect(response.status, JSON.stringify(body)).toBe(expected);
          const { error, message: detail } = response.json as { error: string; message?: string };
          expect(`${error} ${detail ?? ''}`, JSON.stringify(body)).toMatch(message);
        }
        const huge = await api('POST', '/api/credits/purchase', {
          token,
          payload: JSON.stringify({ ...purchaseBody(), padding: 'x'.repeat(20_000) }),
          contentType: 'application/json',
        });
        expect(huge.status).toBe(413);
        const notJson = await api('POST', '/api/credits/purchase', {
          token,
          payload: form({ priceId: 'credits_5', successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL }),
          contentType: 'application/x-www-form-urlencoded',
        });
        expect(notJson.status).toBe(415);
        const text = await api('POST', '/api/credits/purchase', {
          token,
          payload: 'credits_5',
          contentType: 'text/plain',
        });
        expect(text.status).toBe(415);
        const broken = await api('POST', '/api/credits/purchase', {
          token,
          payload: '{"priceId": "credits_5",',
          contentType: 'application/json',
        });
        expect(broken.status).toBe(400);
        expect(await paymentSnapshot(db, sub)).toEqual(before);
      });

      it('needs a signed-in caller', async () => {
        const { sub } = await newUser();
        const before = await paymentSnapshot(db, sub);
        const response = await api('POST', '/api/credits/purchase', { body: purchaseBody() });
        expect(response.status).toBe(401);
        expect(await paymentSnapshot(db, sub)).toEqual(before);
      });
    });

    describe('GET /api/payments/status', () => {
      it('reports an unpaid session as pending, with its credits and amount in cents', async () => {
        const { token } = await newUser();
        const { sessionId } = await startCheckout(token, 'credits_10');
        const response = await status(token, sessionId);
        expect(response.status).toBe(200);
        expect(response.json).toStrictEqual({ status: 'pending', creditStatus: 'pending', credits: 10, amount: 2400 });
      });

      it('answers 404 for an unknown session, 400 without session_id, 401 without a token', async () => {
        const { token } = await newUser();
        expect((await status(token, 'cs_local_doesNotExist')).status).toBe(404);
        expect((await status(token, 'cs_test_a1B2c3')).status).toBe(404);
        expect((await status(token, "' OR 1=1 --")).status).toBe(404);
        const missing = await api('GET', '/api/payments/status', { token });
        expect(missing.status).toBe(400);
        expect((missing.json as { message: string }).message).toMatch(/session_id/);
        expect((await api('GET', '/api/payments/status?session_id=', { token })).status).toBe(400);
        const { sessionId } = await startCheckout(token);
        expect((await api('GET', `/api/payments/status?session_id=${sessionId}`)).status).toBe(401);
      });
    });

    describe('authorization', () => {
      it("gives user B a 403 and none of user A's data for each of A's payment sessions", async () => {
        const a = await newUser();
        const b = await newUser();
        const pending = await startCheckout(a.token, 'credits_10');
        const paid = await startCheckout(a.token, 'credits_5');
        expect((await submit(paid.sessionId, { action: 'pay', ...GOOD_CARD })).statusCode).toBe(303);
        const bBefore = await paymentSnapshot(db, b.sub);
        for (const { sessionId } of [pending, paid]) {
          const response = await status(b.token, sessionId);
          expect(response.status).toBe(403);
          expect(Object.keys(response.json as object).sort()).toEqual(['error', 'message']);
          expect(JSON.stringify(response.json)).not.toMatch(/credits_|2400|1400|granted|succeeded/);
        }
        expect(await paymentSnapshot(db, b.sub)).toEqual(bBefore);
        expect(await getBalance(db, a.sub)).toBe(WELCOME_CREDITS + 5);
      });

      it('never grants a session to anyone but the user who started it', async () => {
        const a = await newUser();
        const b = await newUser();
        const { sessionId } = await startCheckout(a.token, 'credits_5');
        const forged = signedCheckoutEvent({
          type: 'checkout.session.completed',
          sessionId,
          userId: b.sub,
          packageId: 'credits_5',
        });
        expect((await deliver(server, forged)).statusCode).toBe(200);
        const upgraded = signedCheckoutEvent({
          type: 'checkout.session.completed',
          sessionId,
          userId: a.sub,
          packageId: 'credits_10',
        });
        expect((await deliver(server, upgraded)).statusCode).toBe(200);
        expect(await getBalance(db, a.sub)).toBe(WELCOME_CREDITS);
        expect(await getBalance(db, b.sub)).toBe(WELCOME_CREDITS);
        expect(await purchaseEntriesOf(db, sessionId)).toHaveLength(0);
        expect((await status(a.token, sessionId)).json).toMatchObject({ creditStatus: 'pending' });
      });
    });

    describe('webhook', () => {
      it('grants a paid checkout.session.completed once, from the exact raw bytes, and records the event', async () => {
        const { sub, token } = await newUser();
        const { sessionId } = await startCheckout(token, 'credits_5');
        const delivery = signedCheckoutEvent({
          type: 'checkout.session.completed',
          sessionId,
          userId: sub,
          packageId: 'credits_5',
          pretty: true,
        });
        const response = await deliver(server, delivery);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ received: true });
        expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS + 5);
        expect(await ledgerSum(db, sub)).toBe(WELCOME_CREDITS + 5);
        const [entry] = await purchaseEntriesOf(db, sessionId);
        expect(entry).toMatchObject({
          userId: sub,
          type: 'purchase',
          amount: 5,
          description: 'Purchased 5 Credits',
          note: 'Card payment of $14.00',
          packageType: 'credits_5',
        });
        const [event] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, delivery.eventId));
        expect(event).toMatchObject({
          provider: 'local',
          type: 'checkout.session.completed',
          providerSessionId: sessionId,
        });
        expect((await status(token, sessionId)).json).toStrictEqual({
          status: 'succeeded',
          creditStatus: 'granted',
          credits: 5,
          amount: 1400,
        });

        // The same delivery again, and async_payment_succeeded for the same session: no second grant.
        expect((await deliver(server, delivery)).statusCode).toBe(200);
        const again = signedCheckoutEvent({
          type: 'checkout.session.async_payment_succeeded',
          sessionId,
          userId: sub,
          packageId: 'credits_5',
        });
        expect((await deliver(server, again)).statusCode).toBe(200);
        expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS + 5);
        expect(await purchaseEntriesOf(db, sessionId)).toHaveLength(1);
      });

      it('waits for a delayed payment and grants on checkout.session.async_payment_succeeded', async () => {
        const { sub, token } = await newUser();
        const { sessionId } = await startCheckout(token, 'credits_1');
        const input = { sessionId, userId: sub, packageId: 'credits_1' as const };
        const completed = signedCheckoutEvent({ ...input, type: 'checkout.session.completed', paid: false });
        expect((await deliver(server, completed)).statusCode).toBe(200);
        expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS);
        expect((await status(token, sessionId)).json).toMatchObject({ status: 'pending', creditStatus: 'pending' });
        const succeeded = signedCheckoutEvent({ ...input, type: 'checkout.session.async_payment_succeeded' });
        expect((await deliver(server, succeeded)).statusCode).toBe(200);
        expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS + 1);
        expect((await status(token, sessionId)).json).toMatchObject({ status: 'succeeded', creditStatus: 'granted' });
      });

      it('marks a failed delayed payment as failed, without credits', async () => {
        const { sub, token } = await newUser();
        const { sessionId } = await startCheckout(token, 'credits_1');
        const failed = signedCheckoutEvent({
          type: 'checkout.session.async_payment_failed',
          sessionId,
          userId: sub,
          packageId: 'credits_1',
          paid: false,
        });
        expect((await deliver(server, failed)).statusCode).toBe(200);
        expect((await status(token, sessionId)).json).toStrictEqual({
          status: 'failed',
          creditStatus: 'pending',
          credits: 1,
          amount: 300,
        });
        expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS);
      });

      it('acknowledges other events and sessions it did not start, granting nothing', async () => {
        const { sub } = await newUser();
        const before = await paymentSnapshot(db, sub);
        const unknown = signedCheckoutEvent({
          type: 'checkout.session.completed',
          sessionId: 'cs_test_fromAnotherDeployment',
          userId: sub,
          packageId: 'credits_10',
        });
        expect((await deliver(server, unknown)).statusCode).toBe(200);
        const other = signedCheckoutEvent({
          type: 'checkout.session.expired',
          sessionId: 'cs_test_fromAnotherDeployment',
          userId: sub,
          packageId: 'credits_10',
          paid: false,
        });
        expect((await deliver(server, other)).statusCode).toBe(200);
        const after = await paymentSnapshot(db, sub);
        expect(after).toEqual({ ...before, events: (before.events ?? 0) + 2 });
      });

      it('refuses missing, wrong, stale and tampered signatures with 400, writing nothing', async () => {
        const { sub, token } = await newUser();
        const { sessionId } = await startCheckout(token, 'credits_10');
        const input = { type: 'checkout.session.completed', sessionId, userId: sub, packageId: 'credits_10' as const };
        const good = signedCheckoutEvent(input);
        const before = await paymentSnapshot(db, sub);
        const attempts = [
          { payload: good.payload },
          { payload: good.payload, signature: '' },
          { payload: good.payload, signature: 'not-a-signature' },
          signedCheckoutEvent(input, 'whsec_someone_else'),
          signedCheckoutEvent({ ...input, timestamp: Math.floor(Date.now() / 1000) - 301 }),
          // An hour ahead.
          signedCheckoutEvent({ ...input, timestamp: Math.floor(Date.now() / 1000) + 3_600 }),
          { payload: good.payload.replace('"credits":"10"', '"credits":"99"'), signature: good.signature },
          { payload: `${good.payload} `, signature: good.signature },
          { payload: JSON.stringify(JSON.parse(good.payload), null, 1), signature: good.signature },
        ];
        for (const attempt of attempts) {
          const response = await deliver(server, attempt);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ error: 'Invalid webhook' });
        }
        expect((await deliver(server, good, 'text/plain')).statusCode).toBe(415);
        const empty = await server.app.inject({
          method: 'POST',
          url: PAYMENT_WEBHOOK_PATH,
          headers: { 'stripe-signature': good.signature },
        });
        expect(empty.statusCode).toBe(400);
        const huge = signedCheckoutEvent({ ...input, eventId: `evt_${'x'.repeat(20_000)}` });
        expect((await deliver(server, huge)).statusCode).toBe(413);
        expect(await paymentSnapshot(db, sub)).toEqual(before);
        expect((await deliver(server, good)).statusCode).toBe(200);
        expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS + 10);
      });

      it('is public: a bearer token is neither needed nor a substitute for the signature', async () => {
        const { sub, token } = await newUser();
        const { sessionId } = await startCheckout(token, 'credits_1');
        const good = signedCheckoutEvent({
          type: 'checkout.session.completed',
          sessionId,
          userId: sub,
          packageId: 'credits_1',
        });
        const withToken = await server.app.inject({
          method: 'POST',
          url: PAYMENT_WEBHOOK_PATH,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: good.payload,
        });
        expect(withToken.statusCode).toBe(400);
        expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS);
      });
    });

    describe('local checkout page', () => {
      it('runs the whole purchase: page, pay with 4242, webhook, redirect, status granted, balance up', async () => {
        const { sub, token } = await newUser();
        const { checkoutUrl, sessionId } = await startCheckout(token, 'credits_5');

        const page = await server.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${APP_ORIGIN}`);
        expect(page.headers['content-security-policy']).toContain("default-src 'none'");
        expect(page.headers['cache-control']).toBe('no-store');
        expect(page.body).toContain(`<form method="post" action="/checkout/${sessionId}"`);
        expect(page.body).toContain('<label for="card-number">Card number</label>');
        expect(page.body).toContain('Pay $14.00');
        expect(page.body).not.toContain('<script');

        const paid = await submit(sessionId, { action: 'pay', ...GOOD_CARD });
        expect(paid.statusCode).toBe(303);
        expect(paid.headers.location).toBe(`${APP_ORIGIN}/payment/success?session_id=${sessionId}`);
        // Granted by the signed event before the browser even asks for the status.
        expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS + 5);
        const [event] = await db.select().from(paymentEvents).where(eq(paymentEvents.providerSessionId, sessionId));
        expect(event?.id).toMatch(/^evt_local_/);

        const verified = await status(token, sessionId);
        expect(verified.json).toStrictEqual({ status: 'succeeded', creditStatus: 'granted', credits: 5, amount: 1400 });
        expect(await ledgerSum(db, sub)).toBe(await getBalance(db, sub));
        const history = await api('GET', '/api/credits?limit=1', { token });
        expect((history.json as { items: unknown[] }).items[0]).toMatchObject({
          type: 'purchase',
          amount: 5,
          description: 'Purchased 5 Credits',
          packageType: 'credits_5',
          metadata: { brand: 'visa', last4: '4242' },
        });
        const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, sessionId));
        expect(row).toMatchObject({
          status: 'succeeded',
          creditStatus: 'granted',
          cardBrand: 'visa',
          cardLast4: '4242',
        });

        // Resubmitting the form, reloading the page: still one grant.
        const resubmit = await submit(sessionId, { action: 'pay', ...GOOD_CARD });
        expect(resubmit.statusCode).toBe(303);
        expect(resubmit.headers.location).toBe(`${APP_ORIGIN}/payment/success?session_id=${sessionId}`);
        const reload = await checkoutPage(sessionId);
        expect(reload.statusCode).toBe(200);
        expect(reload.body).toContain('This checkout is complete.');
        expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS + 5);
        expect(await purchaseEntriesOf(db, sessionId)).toHaveLength(1);
      });

      it('shows a declined card on the page as an alert and grants nothing', async () => {
        const { sub, token } = await newUser();
        const { sessionId } = await startCheckout(token, 'credits_10');
        const before = await paymentSnapshot(db, sub);
        const declined = await submit(sessionId, { action: 'pay', ...DECLINE_CARD });
        expect(declined.statusCode).toBe(402);
        expect(declined.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(declined.body).toContain(
          '<div class="alert" role="alert" id="checkout-error">Your card was declined.</div>',
        );
        expect(declined.body).toContain('value="4000 0000 0000 0002"');
        expect(declined.body).not.toContain('value="123"');
        expect(await paymentSnapshot(db, sub)).toEqual(before);
        expect((await status(token, sessionId)).json).toMatchObject({ status: 'pending', creditStatus: 'pending' });

        // The same session can still be paid with a good card.
        expect((await submit(sessionId, { action: 'pay', ...GOOD_CARD })).statusCode).toBe(303);
        expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS + 10);
      });

      it('marks invalid card fields and grants nothing', async () => {
        const { sub, token } = await newUser();
        const { sessionId } = await startCheckout(token, 'credits_1');
        const before = await paymentSnapshot(db, sub);
        const invalid = await submit(sessionId, {
          action: 'pay',
          number: '4242 4242 4242 4241',
          expiry: '01/20',
          cvc: '1',
          name: '',
        });
        expect(invalid.statusCode).toBe(422);
        for (const field of ['number', 'expiry', 'cvc', 'name']) {
          expect(invalid.body).toContain(`aria-describedby="card-${field}-error"`);
        }
        expect(invalid.body).toContain('role="alert"');
        expect(await paymentSnapshot(db, sub)).toEqual(before);
      });

      it('sends Cancel back to cancelUrl without charging', async () => {
        const { sub, token } = await newUser();
        const { sessionId } = await startCheckout(token, 'credits_5');
        const cancelled = await submit(sessionId, { action: 'cancel' });
        expect(cancelled.statusCode).toBe(303);
        expect(cancelled.headers.location).toBe(CANCEL_URL);
        expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS);
        expect((await status(token, sessionId)).json).toMatchObject({ status: 'pending', creditStatus: 'pending' });
      });

      it('lets the form redirect to a return origin other than its own (CSP form-action)', async () => {
        const { token } = await newUser();
        const response = await purchase(token, {
          priceId: 'credits_1',
          successUrl: `${CORS_ORIGIN}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${CORS_ORIGIN}/payment/cancel`,
        });
        const { checkoutUrl } = response.json as { checkoutUrl: string };
        const page = await checkoutPage(sessionIdOf(checkoutUrl));
        expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${CORS_ORIGIN};`);
      });

      it('expires a session after 24 hours: no payment, status failed', async () => {
        const { sub, token } = await newUser();
        const { sessionId } = await startCheckout(token, 'credits_5');
        clock.advance(DAY_MS + 1000);
        const page = await checkoutPage(sessionId);
        expect(page.statusCode).toBe(410);
        expect(page.body).toContain('This checkout session has expired.');
        expect(page.body).not.toContain('<form');
        const pay = await submit(sessionId, { action: 'pay', ...GOOD_CARD });
        expect(pay.statusCode).toBe(410);
        expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS);
        expect((await status(token, sessionId)).json).toMatchObject({ status: 'failed', creditStatus: 'pending' });
      });

      it('answers an unknown session with a 404 page, and refuses non-form and oversized posts', async () => {
        const unknown = await checkoutPage('cs_local_doesNotExist');
        expect(unknown.statusCode).toBe(404);
        expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(unknown.body).toContain('Checkout not found');
        expect((await submit('cs_local_doesNotExist', { action: 'pay', ...GOOD_CARD })).statusCode).toBe(404);

        const { sub, token } = await newUser();
        const { sessionId } = await startCheckout(token, 'credits_5');
        const before = await paymentSnapshot(db, sub);
        const json = await server.app.inject({
          method: 'POST',
          url: `/checkout/${sessionId}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ action: 'pay', ...GOOD_CARD }),
        });
        expect(json.statusCode).toBe(415);
        const oversized = await server.app.inject({
          method: 'POST',
          url: `/checkout/${sessionId}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form({ action: 'pay', ...GOOD_CARD, name: 'x'.repeat(CHECKOUT_FORM_BODY_LIMIT) }),
        });
        expect(oversized.statusCode).toBe(413);
        expect(await paymentSnapshot(db, sub)).toEqual(before);
      });

      it('keeps sessions in the database: a second server on the same database serves and completes them', async () => {
        const { sub, token } = await newUser();
        const { sessionId } = await startCheckout(token, 'credits_1');
        const other = await buildServer({
          config: loadConfig({
            AUTH_ISSUER: identity.issuer,
            AUTH_CLIENT_ID: identity.clientId,
            DATA_DIR: 'memory://',
            LOG_LEVEL: 'silent',
          }),
          database: testDb.database,
          keys: identity.keys,
          payments: localPaymentsSetup(),
        });
        try {
          const page = await other.app.inject({ method: 'GET', url: `/checkout/${sessionId}` });
          expect(page.statusCode).toBe(200);
          const paid = await other.app.inject({
            method: 'POST',
            url: `/checkout/${sessionId}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: form({ action: 'pay', ...GOOD_CARD }),
          });
          expect(paid.statusCode).toBe(303);
        } finally {
          await other.app.close();
        }
        expect(await getBalance(db, sub)).toBe(WELCOME_CREDITS + 1);
        expect((await status(token, sessionId)).json).toMatchObject({ status: 'succeeded', creditStatus: 'granted' });
      });
    });
  });
}
