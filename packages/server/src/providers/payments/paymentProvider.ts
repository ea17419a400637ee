import { CREDIT_PACKAGES } from '@ledgerlight/contract';
import type { CreditPackage, CreditPackageId, PaymentStatus } from '@ledgerlight/contract';

/**
 * The payments concern (docs/architecture.md "Local by default, real by configuration"): one interface, two
 * implementations (StripePayments, LocalCheckout), chosen by PAYMENT_PROVIDER. Both speak Stripe's
 * webhook format, so one webhook handler serves both. Credits and amounts always come from the
 * contract's package catalogue, never from the client.
 */

export interface CreateCheckoutInput {
  /** The signed-in caller (the server's user id, never one the client chose). */
  readonly userId: string;
  readonly packageId: CreditPackageId;
  /** Keeps CHECKOUT_SESSION_PLACEHOLDER; the provider replaces it with the session id. */
  readonly successUrl: string;
  readonly cancelUrl: string;
}

export interface CheckoutSessionCreated {
  readonly sessionId: string;
  /** Where to send the browser. */
  readonly checkoutUrl: string;
}

/** Stripe's Checkout Session status. */
export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';

/** What a checkout session says about a purchase. */
export interface CheckoutSessionDetails {
  readonly sessionId: string;
  readonly status: CheckoutSessionStatus;
  /** Money received: credits may be granted. */
  readonly paid: boolean;
  readonly userId: string;
  readonly packageId: CreditPackageId;
  readonly credits: number;
  readonly amountCents: number;
  /** The card, when the provider reports it (ledger metadata brand and last4). */
  readonly card?: { readonly brand: string; readonly last4: string };
}

interface PaymentEventBase {
  /** Stripe's event id (evt_...): deliveries of one event share it. */
  readonly eventId: string;
  /** Stripe's event type. */
  readonly eventType: string;
}

/**
 * A verified webhook event, reduced to what the server acts on:
 * - 'paid': grant the session's credits (at most once per session).
 * - 'awaiting_payment': the checkout completed with a delayed payment method; wait.
 * - 'payment_failed': the delayed payment failed or the session expired; nothing to grant.
 * - 'ignored': a verified event of a type the server does not act on.
 */
export type PaymentEvent =
  | (PaymentEventBase & { readonly kind: 'paid'; readonly session: CheckoutSessionDetails })
  | (PaymentEventBase & { readonly kind: 'awaiting_payment'; readonly session: CheckoutSessionDetails })
  | (PaymentEventBase & { readonly kind: 'payment_failed'; readonly session: CheckoutSessionDetails })
  | (PaymentEventBase & { readonly kind: 'ignored' });

export interface PaymentProvider {
  readonly kind: 'stripe' | 'local';
  createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutSessionCreated>;
  /**
   * Verifies a webhook delivery against the raw request body (the exact bytes received) and the
   * Stripe-Signature header.
   * @throws WebhookVerificationError when the signature, its age or the payload is not valid.
   */
  verifyWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined): PaymentEvent;
  /** @throws PaymentSessionNotFoundError for an unknown session. */
  getSession(sessionId: string): Promise<CheckoutSessionDetails>;
}

/** The webhook delivery is not authentic, too old, or not a Stripe event. Answer 400. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
}

/** No such checkout session (or not one of ours). Answer 404. */
export class PaymentSessionNotFoundError extends Error {
  override readonly name = 'PaymentSessionNotFoundError';

  constructor() {
    super('Checkout session not found');
  }
}

/** The payment provider failed or is misconfigured. Answer 502 (provider) or 500 (configuration). */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  readonly status: number;

  constructor(message: string, status = 502) {
    super(message);
    this.status = status;
  }
}

/** The contract's package with this id; throws for anything else. */
export function creditPackageFor(packageId: string): CreditPackage & { id: CreditPackageId } {
  const found = CREDIT_PACKAGES.find((pkg) => pkg.id === packageId);
  if (!found) throw new PaymentProviderError(`Unknown credit package ${packageId}`, 400);
  return found;
}

/** The package's price in cents. */
export function priceCentsOf(pkg: CreditPackage): number {
  return Math.round(pkg.price * 100);
}

/** The metadata both providers put on a session, and read back from events. */
export interface CheckoutMetadata {
  readonly userId: string;
  readonly packageId: CreditPackageId;
  readonly credits: string;
}

export function checkoutMetadata(userId: string, pkg: CreditPackage & { id: CreditPackageId }): CheckoutMetadata {
  return { userId, packageId: pkg.id, credits: String(pkg.credits) };
}

/**
 * The payment status response's `status` for a session (product 3): 'succeeded' once paid, 'failed'
 * when the session expired unpaid, else 'pending'. creditStatus comes from the server's ledger.
 */
export function paymentStatusOf(session: Pick<CheckoutSessionDetails, 'paid' | 'status'>): PaymentStatus['status'] {
  if (session.paid) return 'succeeded';
  return session.status === 'expired' ? 'failed' : 'pending';
}
