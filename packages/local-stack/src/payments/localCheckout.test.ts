import { createHash } from 'node:crypto';

import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';

import { CHECKOUT_PAGE_CSP, checkoutPageHeaders, parseCheckoutForm, renderCheckoutPage } from './checkoutPage';
import { createMemoryCheckoutStore, LocalCheckout, validateCard } from './localCheckout';
import type { CardInput, LocalCheckoutSession, LocalCheckoutStore } from './localCheckout';
import {
  PaymentProviderError,
  PaymentSessionNotFoundError,
  paymentStatusOf,
  WebhookVerificationError,
} from '@ledgerlight/server/providers/payments/paymentProvider';
import { StripePayments } from '@ledgerlight/server/providers/payments/stripePayments';

const ORIGIN = 'http://localhost:8080';
const SECRET = 'whsec_local_5f2d1c0b9a8e7d6c';
const SUCCESS_URL = `${ORIGIN}/payment/success?session_id={CHECKOUT_SESSION_ID}`;
const CANCEL_URL = `${ORIGIN}/payment/cancel`;
const GOOD_CARD: CardInput = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' };

let clock = Date.UTC(2026, 5, 15, 12);
let store: LocalCheckoutStore;

function checkout() {
  return new LocalCheckout({ appOrigin: ORIGIN, webhookSecret: SECRET, store, now: () => new Date(clock) });
}

async function newSession(packageId: 'credits_1' | 'credits_5' | 'credits_10' = 'credits_10') {
  return checkout().createCheckoutSession({
    userId: 'user-1',
    packageId,
    successUrl: SUCCESS_URL,
    cancelUrl: CANCEL_URL,
  });
}

async function pay(session: LocalCheckoutSession, card: CardInput = GOOD_CARD) {
  return checkout().completeLocalCheckout({ session, card });
}

beforeEach(() => {
  clock = Date.UTC(2026, 5, 15, 12);
  store = createMemoryCheckoutStore();
});

describe('LocalCheckout: sessions', () => {
  it('creates a stored session priced from the contract, with a checkout URL on the app origin', async () => {
    const created = await newSession('credits_10');
    expect(created.sessionId).toMatch(/^cs_local_[A-Za-z0-9]+$/);
    expect(created.checkoutUrl).toBe(`${ORIGIN}/checkout/${created.sessionId}`);
    expect(created.session).toMatchObject({
      id: created.sessionId,
      userId: 'user-1',
      packageId: 'credits_10',
      packageName: '10 Credits',
      credits: 10,
      amountCents: 2400,
      status: 'open',
      paid: false,
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
    expect(await store.get(created.sessionId)).toEqual(created.session);
    expect((await newSession()).sessionId).not.toBe(created.sessionId);
  });

  it('refuses unknown packages and a success URL without the placeholder', async () => {
    const input = { userId: 'user-1', successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL };
    await expect(
      checkout().createCheckoutSession({ ...input, packageId: 'free' as 'credits_1' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(
      checkout().createCheckoutSession({ ...input, packageId: 'credits_1', successUrl: `${ORIGIN}/payment/success` }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('reports a session, and unknown ids as not found', async () => {
    const { sessionId } = await newSession('credits_5');
    const details = await checkout().getSession(sessionId);
    expect(details).toEqual({
      sessionId,
      status: 'open',
      paid: false,
      userId: 'user-1',
      packageId: 'credits_5',
      credits: 5,
      amountCents: 1400,
    });
    expect(paymentStatusOf(details)).toBe('pending');
    await expect(checkout().getSession('cs_local_unknown')).rejects.toBeInstanceOf(PaymentSessionNotFoundError);
    await expect(checkout().getSession('cs_test_a1B2')).rejects.toBeInstanceOf(PaymentSessionNotFoundError);
  });
});

describe('LocalCheckout: paying', () => {
  it('pays with 4242 4242 4242 4242: completes the session and redirects to successUrl with its id', async () => {
    const { session } = await newSession();
    const result = await pay(session);
    if (result.outcome !== 'paid') throw new Error(`expected paid, got ${result.outcome}`);
    expect(result.redirectUrl).toBe(`${ORIGIN}/payment/success?session_id=${session.id}`);
    expect(result.session).toMatchObject({ status: 'complete', paid: true, card: { brand: 'visa', last4: '4242' } });
    expect(await store.get(session.id)).toEqual(result.session);
    const details = await checkout().getSession(session.id);
    expect(details).toMatchObject({ paid: true, status: 'complete', card: { brand: 'visa', last4: '4242' } });
    expect(paymentStatusOf(details)).toBe('succeeded');
  });

  it('signs a Stripe-format checkout.session.completed that the Stripe webhook handler verifies too', async () => {
    const { session } = await newSession('credits_5');
    const result = await pay(session);
    if (result.outcome !== 'paid') throw new Error(`expected paid, got ${result.outcome}`);
    const { rawBody, signatureHeader } = result.delivery;
    expect(signatureHeader).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const direct = Stripe.webhooks.constructEvent(rawBody, signatureHeader, SECRET, 300, undefined, clock);
    expect(direct.type).toBe('checkout.session.completed');
    expect(direct.data.object).toMatchObject({
      id: session.id,
      object: 'checkout.session',
      client_reference_id: 'user-1',
      metadata: { userId: 'user-1', packageId: 'credits_5', credits: '5' },
      payment_status: 'paid',
      status: 'complete',
      amount_total: 1400,
      currency: 'usd',
    });

    const expected = {
      kind: 'paid',
      eventType: 'checkout.session.completed',
      session: {
        sessionId: session.id,
        status: 'complete',
        paid: true,
        userId: 'user-1',
        packageId: 'credits_5',
        credits: 5,
        amountCents: 1400,
      },
    };
    expect(checkout().verifyWebhook(rawBody, signatureHeader)).toMatchObject(expected);
    const stripe = new StripePayments({
      secretKey: 'sk_test_unused',
      webhookSecret: SECRET,
      priceIds: { credits_1: 'price_1', credits_5: 'price_5', credits_10: 'price_10' },
      now: () => clock,
    });
    expect(stripe.verifyWebhook(Buffer.from(rawBody), signatureHeader)).toMatchObject(expected);
  });

  it('keeps the delivery authentic: a changed body, another secret or an old delivery fail', async () => {
    const { session } = await newSession('credits_1');
    const result = await pay(session);
    if (result.outcome !== 'paid') throw new Error(`expected paid, got ${result.outcome}`);
    const { rawBody, signatureHeader } = result.delivery;
    const tampered = rawBody.replace('"credits":"1"', '"credits":"10"').replace('credits_1', 'credits_10');
    expect(() => checkout().verifyWebhook(tampered, signatureHeader)).toThrow(WebhookVerificationError);
    const other = new LocalCheckout({
      appOrigin: ORIGIN,
      webhookSecret: 'whsec_other',
      store,
      now: () => new Date(clock),
    });
    expect(() => other.verifyWebhook(rawBody, signatureHeader)).toThrow(WebhookVerificationError);
    clock += 301_000;
    expect(() => checkout().verifyWebhook(rawBody, signatureHeader)).toThrow('The webhook signature is too old');
  });

  it('declines 4000 0000 0000 0002 with "Your card was declined." and leaves the session open', async () => {
    const { session } = await newSession();
    const result = await pay(session, { ...GOOD_CARD, number: '4000 0000 0000 0002' });
    expect(result).toMatchObject({ outcome: 'declined', message: 'Your card was declined.' });
    expect(await store.get(session.id)).toMatchObject({ status: 'open', paid: false });
    expect(await pay(session, { ...GOOD_CARD, number: '4000000000009995' })).toMatchObject({
      outcome: 'declined',
      message: 'Your card has insufficient funds.',
    });
    const unknown = await pay(session, { ...GOOD_CARD, number: '4111 1111 1111 1111' });
    expect(unknown.outcome).toBe('declined');
    expect((await pay(session)).outcome).toBe('paid');
  });

  it('reports invalid card details by field', async () => {
    const { session } = await newSession();
    const result = await pay(session, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', name: ' ' });
    expect(result).toMatchObject({
      outcome: 'invalid',
      fieldErrors: {
        number: 'Your card number is invalid.',
        expiry: "Your card's expiration date is in the past.",
        cvc: "Your card's security code is incomplete.",
        name: 'Enter the name on your card.',
      },
    });
    const now = new Date(clock);
    expect(validateCard({ ...GOOD_CARD, expiry: '13/30' }, now)).toEqual({
      expiry: "Your card's expiration date is incomplete.",
    });
    expect(validateCard({ ...GOOD_CARD, expiry: '06/26' }, now)).toEqual({});
    expect(validateCard({ ...GOOD_CARD, expiry: '5 / 2026' }, now)).toEqual({
      expiry: "Your card's expiration date is in the past.",
    });
    expect(validateCard({ number: '3782 822463 10005', expiry: '12/30', cvc: '123', name: 'A' }, now)).toEqual({
      cvc: "Your card's security code is incomplete.",
    });
  });

  it('does not pay twice: a resubmitted form redirects without a new event', async () => {
    const { session } = await newSession();
    await pay(session);
    const again = await pay(session);
    expect(again.outcome).toBe('already_paid');
    expect(again).not.toHaveProperty('delivery');
  });

  it('refuses an expired session', async () => {
    const { session } = await newSession();
    clock += 25 * 60 * 60 * 1000;
    expect((await pay(session)).outcome).toBe('expired');
    const details = await checkout().getSession(session.id);
    expect(details.status).toBe('expired');
    expect(paymentStatusOf(details)).toBe('failed');
  });

  it('cancels back to cancelUrl', async () => {
    const { session } = await newSession();
    expect(checkout().cancelLocalCheckout(session)).toEqual({ redirectUrl: CANCEL_URL });
  });
});

describe('checkout page', () => {
  it('is a complete, self-contained, accessible document with the card form', async () => {
    const { session } = await newSession('credits_10');
    const html = renderCheckoutPage(session);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>Pay \$24\.00 - Ledgerlight<\/title>/);
    expect(html).toContain('<meta name="viewport"');
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\bsrc=|@import|url\(|\son[a-z]+=/i);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toContain(`<form method="post" action="/checkout/${session.id}"`);
    for (const [name, autocomplete] of [
      ['number', 'cc-number'],
      ['expiry', 'cc-exp'],
      ['cvc', 'cc-csc'],
      ['name', 'cc-name'],
    ]) {
      expect(html).toContain(`<label for="card-${name}">`);
      expect(html).toMatch(
        new RegExp(`<input id="card-${name}" name="${name}"[^>]* required autocomplete="${autocomplete}"`),
      );
    }
    expect(html).toContain('10 Credits: 10 credits');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('4000 0000 0000 0002');
    expect(html).toContain('<button type="submit" class="pay" name="action" value="pay">Pay $24.00</button>');
    expect(html).toMatch(
      /<button type="submit" class="cancel" name="action" value="cancel" formnovalidate>Cancel<\/button>/,
    );
    expect(html).not.toContain('role="alert"');
  });

  it('shows a decline as an alert, marks fields, keeps what was typed except the code, and escapes it', async () => {
    const { session } = await newSession();
    const html = renderCheckoutPage(session, {
      error: 'Your card was declined.',
      fieldErrors: { name: 'Enter the name on your card.' },
      values: { number: '4000 0000 0000 0002', expiry: '12/34', name: '<script>alert(1)</script>' },
    });
    expect(html).toContain('<div class="alert" role="alert" id="checkout-error">Your card was declined.</div>');
    expect(html).toContain('<title>Error: Pay $24.00 - Ledgerlight</title>');
    expect(html).toContain('value="4000 0000 0000 0002"');
    expect(html).toContain('aria-invalid="true" aria-describedby="card-name-error"');
    expect(html).toContain('<p class="field-error" id="card-name-error">Enter the name on your card.</p>');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/id="card-cvc"[^>]*value=/);
  });

  it('tells a paid or expired session apart from an open one', async () => {
    const { session } = await newSession();
    const result = await pay(session);
    const paidHtml = renderCheckoutPage(result.session);
    expect(paidHtml).toContain('This checkout is complete.');
    expect(paidHtml).toContain(`href="${ORIGIN}/payment/success?session_id=${session.id}"`);
    expect(paidHtml).not.toContain('<form');
    const expiredHtml = renderCheckoutPage({ ...session, status: 'expired' });
    expect(expiredHtml).toContain('This checkout session has expired.');
    expect(expiredHtml).toContain(`href="${CANCEL_URL}"`);
  });

  it('is served with a CSP that allows exactly its own style block', async () => {
    const { session } = await newSession();
    const html = renderCheckoutPage(session);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style, 'utf8').digest('base64');
    expect(CHECKOUT_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(CHECKOUT_PAGE_CSP).toContain("default-src 'none'");
    expect(CHECKOUT_PAGE_CSP).toContain("form-action 'self'");
    expect(checkoutPageHeaders()).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': CHECKOUT_PAGE_CSP,
      'cache-control': 'no-store',
    });
    expect(style).not.toMatch(/#[0-9a-f]{3,8}\b|\brgba?\(|\dpx\b/i);
  });

  it('parses the submitted form', () => {
    expect(parseCheckoutForm({ action: 'cancel' })).toEqual({ action: 'cancel' });
    expect(
      parseCheckoutForm({ action: 'pay', number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'A' }),
    ).toEqual({
      action: 'pay',
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'A' },
    });
    expect(parseCheckoutForm({ number: ['a', 'b'] })).toEqual({
      action: 'pay',
      card: { number: '', expiry: '', cvc: '', name: '' },
    });
    expect(parseCheckoutForm(null)).toEqual({ action: 'pay', card: { number: '', expiry: '', cvc: '', name: '' } });
    expect(parseCheckoutForm({ action: 'refund', number: '1' })).toEqual({
      action: 'pay',
      card: { number: '', expiry: '', cvc: '', name: '' },
    });
  });
});
