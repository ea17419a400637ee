import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import type { PaymentProvider } from './paymentProvider';

/**
 * A payment provider that serves its own checkout page on the app's origin (ADR 0035): the local
 * test checkout of @ledgerlight/local-stack does (/checkout/{sessionId}); Stripe's page is Stripe's.
 */

/** What the checkout page routes get from the server. */
export interface CheckoutPageDeps {
  /** Calls per client address and window (RATE_LIMIT_CHECKOUT). */
  readonly rateLimit: RateLimitOptions;
  /**
   * Hands a signed event to the same webhook handling Stripe's deliveries get (and logs what it
   * did); rejects when the event could not be handled.
   */
  deliver(rawBody: string, signatureHeader: string, log: FastifyBaseLogger): Promise<void>;
}

export interface CheckoutPages {
  /** Registers the page's routes in their own encapsulated scope, outside /api (no bearer token). */
  registerCheckoutPages(scope: FastifyInstance, deps: CheckoutPageDeps): void;
}

/** True when this payment provider serves its own checkout page (only the local checkout does). */
export function hasCheckoutPages(provider: PaymentProvider): provider is PaymentProvider & CheckoutPages {
  return typeof (provider as Partial<CheckoutPages>).registerCheckoutPages === 'function';
}
