import { CHECKOUT_SESSION_PLACEHOLDER } from '@ledgerlight/contract';
import type { CreditPackageId } from '@ledgerlight/contract';
import Stripe from 'stripe';

import {
  checkoutMetadata,
  creditPackageFor,
  PaymentProviderError,
  PaymentSessionNotFoundError,
} from './paymentProvider';
import type {
  CheckoutSessionCreated,
  CheckoutSessionDetails,
  CreateCheckoutInput,
  PaymentEvent,
  PaymentProvider,
} from './paymentProvider';
import { checkoutDetailsOf, verifyStripeWebhook, WEBHOOK_TOLERANCE_SECONDS } from './stripeEvents';

/**
 * The real payment provider: Stripe Checkout. A session carries the user in client_reference_id
 * and the user and package in metadata (on the session and its PaymentIntent); the price is the
 * configured Stripe price of the contract's package. Webhooks are verified on the raw body.
 */

export interface StripePaymentsOptions {
  /** sk_live_... or sk_test_... (or a restricted key with Checkout Sessions write). */
  readonly secretKey: string;
  /** whsec_... of the webhook endpoint. */
  readonly webhookSecret: string;
  /** Stripe price id of each contract package (STRIPE_PRICE_CREDITS_1, _5, _10). */
  readonly priceIds: Readonly<Record<CreditPackageId, string>>;
  readonly toleranceSeconds?: number;
  /** Retries of failed requests by the SDK. Default 2. */
  readonly maxNetworkRetries?: number;
  /** The clock in milliseconds, for the signature's age (tests pin it). */
  readonly now?: () => number;
}

const SESSION_ID = /^cs_[A-Za-z0-9_]+$/;

function providerError(error: unknown, operation: string): PaymentProviderError {
  const status = error instanceof Stripe.errors.StripeError ? error.statusCode : undefined;
  return new PaymentProviderError(
    status !== undefined ? `Stripe ${operation} failed with HTTP ${status}` : `Stripe ${operation} failed`,
    status !== undefined && status < 500 && status !== 429 ? 500 : 502,
  );
}

export class StripePayments implements PaymentProvider {
  readonly kind = 'stripe';
  readonly #stripe: Stripe;
  readonly #options: StripePaymentsOptions;

  constructor(options: StripePaymentsOptions) {
    this.#options = options;
    this.#stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      telemetry: false,
      appInfo: { name: 'Ledgerlight' },
    });
  }

  async createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutSessionCreated> {
    const pkg = creditPackageFor(input.packageId);
    if (!input.successUrl.includes(CHECKOUT_SESSION_PLACEHOLDER)) {
      throw new PaymentProviderError(`successUrl must contain ${CHECKOUT_SESSION_PLACEHOLDER}`, 400);
    }
    const price = this.#options.priceIds[pkg.id];
    const metadata = { ...checkoutMetadata(input.userId, pkg) };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.#stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price, quantity: 1 }],
        client_reference_id: input.userId,
        metadata,
        payment_intent_data: { metadata, description: `Ledgerlight ${pkg.name}` },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
    } catch (error) {
      throw providerError(error, 'checkout session creation');
    }
    if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a URL');
    return { sessionId: session.id, checkoutUrl: session.url };
  }

  verifyWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined): PaymentEvent {
    return verifyStripeWebhook(rawBody, signatureHeader, this.#options.webhookSecret, {
      toleranceSeconds: this.#options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS,
      ...(this.#options.now ? { receivedAtMs: this.#options.now() } : {}),
    });
  }

  async getSession(sessionId: string): Promise<CheckoutSessionDetails> {
    if (!SESSION_ID.test(sessionId)) throw new PaymentSessionNotFoundError();
    let session: Stripe.Checkout.Session;
    try {
      session = await this.#stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['payment_intent.payment_method'],
      });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) {
        throw new PaymentSessionNotFoundError();
      }
      throw providerError(error, 'checkout session retrieval');
    }
    const details = checkoutDetailsOf(session);
    if (!details) throw new PaymentSessionNotFoundError();
    return details;
  }
}
