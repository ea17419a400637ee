import { randomBytes } from 'node:crypto';

import { CHECKOUT_SESSION_PLACEHOLDER } from '@ledgerlight/contract';
import type { FastifyInstance } from 'fastify';

import {
  checkoutMetadata,
  creditPackageFor,
  PaymentProviderError,
  PaymentSessionNotFoundError,
  priceCentsOf,
} from '@ledgerlight/server/providers/payments/paymentProvider';
import type {
  CheckoutSessionCreated,
  CheckoutSessionDetails,
  CreateCheckoutInput,
  PaymentEvent,
  PaymentProvider,
} from '@ledgerlight/server/providers/payments/paymentProvider';
import type { CheckoutPageDeps, CheckoutPages } from '@ledgerlight/server/providers/payments/checkoutPages';
import type {
  LocalCheckoutOptions,
  LocalCheckoutSession,
  LocalCheckoutStore,
} from '@ledgerlight/server/providers/payments/localCheckoutStore';
import {
  stripeSignatureHeader,
  verifyStripeWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
} from '@ledgerlight/server/providers/payments/stripeEvents';

import { successRedirectOf } from './checkoutPage';
import { registerCheckoutPageRoutes } from './checkoutRoutes';

export type {
  LocalCheckoutOptions,
  LocalCheckoutSession,
  LocalCheckoutStore,
} from '@ledgerlight/server/providers/payments/localCheckoutStore';

/**
 * The local payment provider (docs/architecture.md "Local by default"): a hosted test checkout page on the
 * app's own origin (/checkout/{sessionId}, rendered by checkoutPage.ts). Paying with a test card
 * builds a `checkout.session.completed` event in Stripe's format, signed the way Stripe signs, with
 * the same webhook secret, so the server's one webhook handler verifies and grants it exactly as it
 * would a real Stripe delivery. Sessions live in a store the caller provides (a table, in the app).
 */

const LOCAL_SESSION_PREFIX = 'cs_local_';
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** A store in memory, for tests and single-process use. */
export function createMemoryCheckoutStore(): LocalCheckoutStore {
  const sessions = new Map<string, LocalCheckoutSession>();
  return {
    get: async (sessionId) => sessions.get(sessionId),
    save: async (session) => {
      sessions.set(session.id, session);
    },
  };
}

/** The card fields of the checkout form, as typed. */
export interface CardInput {
  readonly number: string;
  /** MM/YY or MM/YYYY. */
  readonly expiry: string;
  readonly cvc: string;
  readonly name: string;
}

export type CardField = keyof CardInput;

/** A signed delivery for the webhook handler: POST it as the raw body with the Stripe-Signature header. */
interface SignedWebhookDelivery {
  readonly rawBody: string;
  readonly signatureHeader: string;
}

export type LocalCheckoutOutcome =
  | {
      readonly outcome: 'paid';
      readonly session: LocalCheckoutSession;
      readonly delivery: SignedWebhookDelivery;
      /** successUrl with the session id in place of the placeholder. */
      readonly redirectUrl: string;
    }
  /** Already paid earlier (a resubmitted form): no new event. */
  | { readonly outcome: 'already_paid'; readonly session: LocalCheckoutSession; readonly redirectUrl: string }
  | { readonly outcome: 'declined'; readonly session: LocalCheckoutSession; readonly message: string }
  | {
      readonly outcome: 'invalid';
      readonly session: LocalCheckoutSession;
      readonly message: string;
      readonly fieldErrors: Readonly<Partial<Record<CardField, string>>>;
    }
  | { readonly outcome: 'expired'; readonly session: LocalCheckoutSession; readonly message: string };

/** Stripe's test cards that this checkout knows, by number. */
const TEST_CARDS: Readonly<Record<string, { readonly brand: string; readonly decline?: string }>> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '378282246310005': { brand: 'amex' },
  '4000000000000002': { brand: 'visa', decline: 'Your card was declined.' },
  '4000000000009995': { brand: 'visa', decline: 'Your card has insufficient funds.' },
  '4000000000000069': { brand: 'visa', decline: 'Your card has expired.' },
  '4000000000000127': { brand: 'visa', decline: "Your card's security code is incorrect." },
};

const DECLINED_MESSAGE = 'Your card was declined.';

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return 'unknown';
}

/** Checks the card fields as Stripe's form does; returns the errors by field (empty when valid). */
export function validateCard(card: CardInput, now: Date): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) errors.number = 'Your card number is invalid.';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    errors.expiry = "Your card's expiration date is incomplete.";
  } else {
    const yearText = expiry[2] ?? '';
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    const endOfMonth = Date.UTC(year, month, 1);
    if (endOfMonth <= now.getTime()) errors.expiry = "Your card's expiration date is in the past.";
  }
  const cvcLength = brandOf(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) errors.cvc = "Your card's security code is incomplete.";
  if (card.name.trim() === '') errors.name = 'Enter the name on your card.';
  return errors;
}

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url').replace(/[-_]/g, '');
}

/** The session in Stripe's Checkout Session shape (the fields our handler and Stripe's docs name). */
function stripeSessionObject(session: LocalCheckoutSession) {
  return {
    id: session.id,
    object: 'checkout.session',
    amount_subtotal: session.amountCents,
    amount_total: session.amountCents,
    cancel_url: session.cancelUrl,
    client_reference_id: session.userId,
    created: Math.floor(Date.parse(session.createdAt) / 1000),
    currency: session.currency,
    customer: null,
    expires_at: Math.floor(Date.parse(session.expiresAt) / 1000),
    livemode: false,
    metadata: checkoutMetadata(session.userId, creditPackageFor(session.packageId)),
    mode: 'payment',
    payment_intent: session.paymentIntentId ?? null,
    payment_method_types: ['card'],
    payment_status: session.paid ? 'paid' : 'unpaid',
    status: session.status,
    success_url: session.successUrl,
    url: null,
  };
}

export class LocalCheckout implements PaymentProvider, CheckoutPages {
  readonly kind = 'local';
  readonly #options: LocalCheckoutOptions;
  readonly #now: () => Date;

  constructor(options: LocalCheckoutOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
  }

  /** Creates and stores a session; `session` is returned too, for callers that keep their own copy. */
  async createCheckoutSession(
    input: CreateCheckoutInput,
  ): Promise<CheckoutSessionCreated & { readonly session: LocalCheckoutSession }> {
    const pkg = creditPackageFor(input.packageId);
    if (!input.successUrl.includes(CHECKOUT_SESSION_PLACEHOLDER)) {
      throw new PaymentProviderError(`successUrl must contain ${CHECKOUT_SESSION_PLACEHOLDER}`, 400);
    }
    const now = this.#now();
    const session: LocalCheckoutSession = {
      id: `${LOCAL_SESSION_PREFIX}${randomToken(24)}`,
      userId: input.userId,
      packageId: pkg.id,
      packageName: pkg.name,
      credits: pkg.credits,
      amountCents: priceCentsOf(pkg),
      currency: 'usd',
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      status: 'open',
      paid: false,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    };
    await this.#options.store.save(session);
    return { sessionId: session.id, checkoutUrl: this.checkoutUrlOf(session.id), session };
  }

  /** The hosted test page's routes (checkoutRoutes.ts). */
  registerCheckoutPages(scope: FastifyInstance, deps: CheckoutPageDeps): void {
    registerCheckoutPageRoutes(scope, this, deps);
  }

  /** The hosted test page of a session: /checkout/{sessionId} on the app's origin. */
  checkoutUrlOf(sessionId: string): string {
    return new URL(`/checkout/${encodeURIComponent(sessionId)}`, this.#options.appOrigin).toString();
  }

  verifyWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined): PaymentEvent {
    return verifyStripeWebhook(rawBody, signatureHeader, this.#options.webhookSecret, {
      toleranceSeconds: WEBHOOK_TOLERANCE_SECONDS,
      receivedAtMs: this.#now().getTime(),
    });
  }

  async getSession(sessionId: string): Promise<CheckoutSessionDetails> {
    const session = await this.loadSession(sessionId);
    return {
      sessionId: session.id,
      status: session.status,
      paid: session.paid,
      userId: session.userId,
      packageId: session.packageId,
      credits: session.credits,
      amountCents: session.amountCents,
      ...(session.card ? { card: session.card } : {}),
    };
  }

  /** The stored session, with an open one past its expiry reported as expired. */
  async loadSession(sessionId: string): Promise<LocalCheckoutSession> {
    const session = sessionId.startsWith(LOCAL_SESSION_PREFIX) ? await this.#options.store.get(sessionId) : undefined;
    if (!session) throw new PaymentSessionNotFoundError();
    if (session.status === 'open' && Date.parse(session.expiresAt) <= this.#now().getTime()) {
      return { ...session, status: 'expired' };
    }
    return session;
  }

  /**
   * Pays a session with a card. A valid test card completes the session (stored) and yields the
   * signed `checkout.session.completed` delivery for the webhook handler and the success redirect;
   * a decline card leaves the session open with Stripe's message.
   */
  async completeLocalCheckout(input: {
    session: LocalCheckoutSession;
    card: CardInput;
  }): Promise<LocalCheckoutOutcome> {
    const session = await this.loadSession(input.session.id);
    if (session.paid) return { outcome: 'already_paid', session, redirectUrl: successRedirectOf(session) };
    if (session.status !== 'open') {
      return { outcome: 'expired', session, message: 'This checkout session has expired. Start a new purchase.' };
    }
    const now = this.#now();
    const fieldErrors = validateCard(input.card, now);
    if (Object.keys(fieldErrors).length > 0) {
      return { outcome: 'invalid', session, message: 'Check the highlighted card details.', fieldErrors };
    }
    const digits = input.card.number.replace(/[\s-]/g, '');
    const known = TEST_CARDS[digits];
    if (!known) {
      return {
        outcome: 'declined',
        session,
        message: `${DECLINED_MESSAGE} This test checkout accepts test cards only, such as 4242 4242 4242 4242.`,
      };
    }
    if (known.decline) return { outcome: 'declined', session, message: known.decline };

    const completed: LocalCheckoutSession = {
      ...session,
      status: 'complete',
      paid: true,
      completedAt: now.toISOString(),
      paymentIntentId: `pi_local_${randomToken(18)}`,
      card: { brand: known.brand, last4: digits.slice(-4) },
    };
    await this.#options.store.save(completed);
    const created = Math.floor(now.getTime() / 1000);
    const rawBody = JSON.stringify({
      id: `evt_local_${randomToken(18)}`,
      object: 'event',
      api_version: null,
      created,
      data: { object: stripeSessionObject(completed) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
    });
    return {
      outcome: 'paid',
      session: completed,
      delivery: { rawBody, signatureHeader: stripeSignatureHeader(rawBody, this.#options.webhookSecret, created) },
      redirectUrl: successRedirectOf(completed),
    };
  }

  /** Cancel: back to cancelUrl; the session stays open until it expires, as on Stripe. */
  cancelLocalCheckout(session: LocalCheckoutSession): { redirectUrl: string } {
    return { redirectUrl: session.cancelUrl };
  }
}
