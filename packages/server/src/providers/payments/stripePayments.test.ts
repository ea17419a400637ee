import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  PaymentProviderError,
  PaymentSessionNotFoundError,
  paymentStatusOf,
  WebhookVerificationError,
} from './paymentProvider';
import { StripePayments } from './stripePayments';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const SUCCESS_URL = 'https://app.example.com/payment/success?session_id={CHECKOUT_SESSION_ID}';
const CANCEL_URL = 'https://app.example.com/payment/cancel';
const NOW = 1_780_000_000;

const created: URLSearchParams[] = [];
const retrieved: URL[] = [];

function sessionObject(overrides: Record<string, unknown> = {}) {
  return {
    id: 'cs_test_a1B2c3D4',
    object: 'checkout.session',
    amount_total: 1400,
    currency: 'usd',
    client_reference_id: 'user-1',
    metadata: { userId: 'user-1', packageId: 'credits_5', credits: '5' },
    mode: 'payment',
    payment_intent: 'pi_3Ptest',
    payment_status: 'paid',
    status: 'complete',
    url: null,
    ...overrides,
  };
}

const server = setupServer(
  http.post('https://api.stripe.com/v1/checkout/sessions', async ({ request }) => {
    created.push(new URLSearchParams(await request.text()));
    return HttpResponse.json(
      sessionObject({
        status: 'open',
        payment_status: 'unpaid',
        url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4',
      }),
    );
  }),
  http.get('https://api.stripe.com/v1/checkout/sessions/:id', ({ request, params }) => {
    retrieved.push(new URL(request.url));
    if (params.id === 'cs_test_missing') {
      return HttpResponse.json(
        { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } },
        { status: 404 },
      );
    }
    if (params.id === 'cs_test_foreign')
      return HttpResponse.json(sessionObject({ id: 'cs_test_foreign', metadata: {} }));
    return HttpResponse.json(
      sessionObject({
        payment_intent: {
          id: 'pi_3Ptest',
          object: 'payment_intent',
          payment_method: { id: 'pm_1', object: 'payment_method', card: { brand: 'visa', last4: '4242' } },
        },
      }),
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  created.length = 0;
  retrieved.length = 0;
});
afterAll(() => server.close());

function payments() {
  return new StripePayments({
    secretKey: 'sk_test_51Example',
    webhookSecret: WEBHOOK_SECRET,
    priceIds: { credits_1: 'price_1one', credits_5: 'price_5five', credits_10: 'price_10ten' },
    maxNetworkRetries: 0,
    now: () => NOW * 1000,
  });
}

function delivery(type: string, object: Record<string, unknown>, timestamp = NOW) {
  const payload = JSON.stringify({
    id: 'evt_1Ptest',
    object: 'event',
    api_version: '2026-10-28.endive',
    created: timestamp,
    type,
    data: { object },
    livemode: false,
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
  return { payload, header };
}

function verificationError(action: () => unknown): WebhookVerificationError {
  try {
    action();
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error;
    throw error;
  }
  throw new Error('expected a WebhookVerificationError');
}

describe('StripePayments: checkout', () => {
  it('creates a Checkout Session with the configured price, the user and the package', async () => {
    const result = await payments().createCheckoutSession({
      userId: 'user-1',
      packageId: 'credits_5',
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
    expect(result).toEqual({
      sessionId: 'cs_test_a1B2c3D4',
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4',
    });
    const [form] = created;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('line_items[0][price]')).toBe('price_5five');
    expect(form?.get('line_items[0][quantity]')).toBe('1');
    expect(form?.get('client_reference_id')).toBe('user-1');
    expect(form?.get('metadata[userId]')).toBe('user-1');
    expect(form?.get('metadata[packageId]')).toBe('credits_5');
    expect(form?.get('metadata[credits]')).toBe('5');
    expect(form?.get('payment_intent_data[metadata][packageId]')).toBe('credits_5');
    expect(form?.get('success_url')).toBe(SUCCESS_URL);
    expect(form?.get('cancel_url')).toBe(CANCEL_URL);
    expect([...(form?.keys() ?? [])].some((key) => key.includes('amount') || key.includes('unit_amount'))).toBe(false);
  });

  it('refuses unknown packages and a success URL without the placeholder, before calling Stripe', async () => {
    const input = { userId: 'user-1', successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL };
    await expect(
      payments().createCheckoutSession({ ...input, packageId: 'credits_99' as 'credits_1' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(
      payments().createCheckoutSession({ ...input, packageId: 'credits_1', successUrl: 'https://app.example.com/ok' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect(created).toHaveLength(0);
  });

  it('reports a Stripe failure without its details', async () => {
    server.use(
      http.post('https://api.stripe.com/v1/checkout/sessions', () =>
        HttpResponse.json(
          { error: { type: 'invalid_request_error', message: 'No such price: price_5five' } },
          { status: 400 },
        ),
      ),
    );
    const error = await payments()
      .createCheckoutSession({
        userId: 'user-1',
        packageId: 'credits_5',
        successUrl: SUCCESS_URL,
        cancelUrl: CANCEL_URL,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).message).toBe('Stripe checkout session creation failed with HTTP 400');
    expect((error as PaymentProviderError).status).toBe(500);
  });

  it('reads a session: paid, its user and package, credits and amount from the contract, and the card', async () => {
    const session = await payments().getSession('cs_test_a1B2c3D4');
    expect(session).toEqual({
      sessionId: 'cs_test_a1B2c3D4',
      status: 'complete',
      paid: true,
      userId: 'user-1',
      packageId: 'credits_5',
      credits: 5,
      amountCents: 1400,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(paymentStatusOf(session)).toBe('succeeded');
    expect(retrieved[0]?.searchParams.get('expand[0]')).toBe('payment_intent.payment_method');
  });

  it('answers unknown, foreign and malformed session ids with PaymentSessionNotFoundError', async () => {
    await expect(payments().getSession('cs_test_missing')).rejects.toBeInstanceOf(PaymentSessionNotFoundError);
    await expect(payments().getSession('cs_test_foreign')).rejects.toBeInstanceOf(PaymentSessionNotFoundError);
    await expect(payments().getSession('../v1/customers')).rejects.toBeInstanceOf(PaymentSessionNotFoundError);
    expect(retrieved).toHaveLength(2);
  });
});

describe('StripePayments: webhooks', () => {
  it('turns a paid checkout.session.completed into a grant', () => {
    const { payload, header } = delivery('checkout.session.completed', sessionObject());
    expect(payments().verifyWebhook(payload, header)).toEqual({
      kind: 'paid',
      eventId: 'evt_1Ptest',
      eventType: 'checkout.session.completed',
      session: {
        sessionId: 'cs_test_a1B2c3D4',
        status: 'complete',
        paid: true,
        userId: 'user-1',
        packageId: 'credits_5',
        credits: 5,
        amountCents: 1400,
      },
    });
    expect(payments().verifyWebhook(Buffer.from(payload), header).kind).toBe('paid');
  });

  it('waits for a delayed payment, then grants on async_payment_succeeded', () => {
    const pending = delivery('checkout.session.completed', sessionObject({ payment_status: 'unpaid' }));
    expect(payments().verifyWebhook(pending.payload, pending.header).kind).toBe('awaiting_payment');
    const succeeded = delivery('checkout.session.async_payment_succeeded', sessionObject());
    const event = payments().verifyWebhook(succeeded.payload, succeeded.header);
    expect(event.kind).toBe('paid');
    expect(event.eventType).toBe('checkout.session.async_payment_succeeded');
  });

  it('reports failed and expired sessions, and ignores other events and foreign sessions', () => {
    const failed = delivery('checkout.session.async_payment_failed', sessionObject({ payment_status: 'unpaid' }));
    expect(payments().verifyWebhook(failed.payload, failed.header).kind).toBe('payment_failed');
    const expired = delivery(
      'checkout.session.expired',
      sessionObject({ status: 'expired', payment_status: 'unpaid' }),
    );
    expect(payments().verifyWebhook(expired.payload, expired.header).kind).toBe('payment_failed');
    const other = delivery('customer.created', { id: 'cus_1', object: 'customer' });
    expect(payments().verifyWebhook(other.payload, other.header)).toEqual({
      kind: 'ignored',
      eventId: 'evt_1Ptest',
      eventType: 'customer.created',
    });
    const foreign = delivery('checkout.session.completed', sessionObject({ metadata: { packageId: 'credits_5' } }));
    expect(payments().verifyWebhook(foreign.payload, foreign.header).kind).toBe('ignored');
    const mismatch = delivery('checkout.session.completed', sessionObject({ client_reference_id: 'user-2' }));
    expect(payments().verifyWebhook(mismatch.payload, mismatch.header).kind).toBe('ignored');
  });

  it('rejects missing, wrong and stale signatures and a changed body', () => {
    const { payload, header } = delivery('checkout.session.completed', sessionObject());
    expect(verificationError(() => payments().verifyWebhook(payload, undefined)).message).toBe(
      'Missing Stripe-Signature header',
    );
    expect(
      verificationError(() => payments().verifyWebhook(payload.replace('credits_5', 'credits_10'), header)).message,
    ).toBe('The webhook signature does not match');
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other', timestamp: NOW });
    verificationError(() => payments().verifyWebhook(payload, forged));
    expect(verificationError(() => payments().verifyWebhook(JSON.parse(payload) as string, header)).message).toBe(
      'The webhook body must be the raw request body',
    );
    const stale = delivery('checkout.session.completed', sessionObject(), NOW - 301);
    expect(verificationError(() => payments().verifyWebhook(stale.payload, stale.header)).message).toBe(
      'The webhook signature is too old',
    );
    const recent = delivery('checkout.session.completed', sessionObject(), NOW - 299);
    expect(payments().verifyWebhook(recent.payload, recent.header).kind).toBe('paid');
  });

  it('rejects a signature dated beyond the tolerance in the future, as one in the past', () => {
    for (const ahead of [301, 3_600, 86_400 * 365]) {
      const future = delivery('checkout.session.completed', sessionObject(), NOW + ahead);
      expect(verificationError(() => payments().verifyWebhook(future.payload, future.header)).message).toBe(
        'The webhook signature is dated in the future',
      );
    }
    // Clocks drift a little: within the tolerance ahead is accepted, as within it behind.
    const skewed = delivery('checkout.session.completed', sessionObject(), NOW + 299);
    expect(payments().verifyWebhook(skewed.payload, skewed.header).kind).toBe('paid');
  });
});
