import type { CreditPackageId } from '@ledgerlight/contract';

import type { CheckoutSessionStatus } from './paymentProvider';

/**
 * The payments concern's local side as the server sees it (ADR 0035): the sessions of the local test
 * checkout (@ledgerlight/local-stack) are kept by the server, in its database
 * (payments/checkoutStore.ts), so that the page, its redirects and the expiry survive restarts and
 * work from any API process. The checkout itself lives in the local stack.
 */

/** A local checkout session: everything the page, the event and the status call need. */
export interface LocalCheckoutSession {
  readonly id: string;
  readonly userId: string;
  readonly packageId: CreditPackageId;
  readonly packageName: string;
  readonly credits: number;
  readonly amountCents: number;
  readonly currency: 'usd';
  /** With CHECKOUT_SESSION_PLACEHOLDER still in it. */
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly status: CheckoutSessionStatus;
  readonly paid: boolean;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly completedAt?: string;
  readonly paymentIntentId?: string;
  readonly card?: { readonly brand: string; readonly last4: string };
}

/** Where local sessions are kept: the caller's storage (a database table in the server). */
export interface LocalCheckoutStore {
  get(sessionId: string): Promise<LocalCheckoutSession | undefined>;
  save(session: LocalCheckoutSession): Promise<void>;
}

export interface LocalCheckoutOptions {
  /** The app's origin, e.g. http://localhost:8080: the checkout page is served there. */
  readonly appOrigin: string;
  /** The webhook signing secret the webhook handler verifies with (STRIPE_WEBHOOK_SECRET). */
  readonly webhookSecret: string;
  readonly store: LocalCheckoutStore;
  readonly now?: () => Date;
}
