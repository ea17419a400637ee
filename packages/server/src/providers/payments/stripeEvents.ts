import { createHmac } from 'node:crypto';

import { creditPackageIdSchema } from '@ledgerlight/contract';
import Stripe from 'stripe';
import { z } from 'zod';

import { creditPackageFor, priceCentsOf, WebhookVerificationError } from './paymentProvider';
import type { CheckoutSessionDetails, PaymentEvent } from './paymentProvider';

/**
 * Stripe's webhook format, shared by StripePayments and LocalCheckout so that one webhook handler
 * verifies both: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`,
 * checked by the SDK's constructEvent on the raw body with a 300-second tolerance, both ways: the SDK
 * refuses an old signature, and verifyStripeWebhook one dated more than that ahead of now.
 */

export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The fields of a Checkout Session object the server reads (Stripe's names). */
const sessionObjectSchema = z.object({
  id: z.string().regex(/^cs_[A-Za-z0-9_]+$/),
  object: z.literal('checkout.session'),
  status: z.enum(['open', 'complete', 'expired']).nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const cardOfPaymentIntentSchema = z.object({
  payment_method: z.object({ card: z.object({ brand: z.string(), last4: z.string() }).nullish() }).nullish(),
});

/**
 * The purchase a Checkout Session stands for, or undefined when it is not one of ours (no or
 * inconsistent metadata). Credits and amount come from the contract's package.
 */
export function checkoutDetailsOf(object: unknown): CheckoutSessionDetails | undefined {
  const parsed = sessionObjectSchema.safeParse(object);
  if (!parsed.success) return undefined;
  const session = parsed.data;
  const userId = session.metadata?.userId;
  const packageId = creditPackageIdSchema.safeParse(session.metadata?.packageId);
  if (!userId || !packageId.success) return undefined;
  if (session.client_reference_id && session.client_reference_id !== userId) return undefined;
  const pkg = creditPackageFor(packageId.data);
  const paymentIntent = isRecord(object) ? object.payment_intent : undefined;
  const card = cardOfPaymentIntentSchema.safeParse(paymentIntent);
  const cardDetails = card.success ? card.data.payment_method?.card : undefined;
  return {
    sessionId: session.id,
    status: session.status ?? 'open',
    paid: session.payment_status === 'paid',
    userId,
    packageId: pkg.id,
    credits: pkg.credits,
    amountCents: priceCentsOf(pkg),
    ...(cardDetails ? { card: { brand: cardDetails.brand, last4: cardDetails.last4 } } : {}),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.unknown() }),
});

/**
 * Verifies a delivery (raw body + Stripe-Signature) with the SDK and reduces it to a PaymentEvent.
 * @throws WebhookVerificationError when the signature is missing, wrong or too old, or the body is
 * not an event. The message says which, never what the secret or signature was.
 */
export function verifyStripeWebhook(
  rawBody: string | Uint8Array,
  signatureHeader: string | undefined,
  secret: string,
  options: { toleranceSeconds?: number; receivedAtMs?: number } = {},
): PaymentEvent {
  if (!signatureHeader) throw new WebhookVerificationError('Missing Stripe-Signature header');
  // A parsed JSON body would re-serialise differently from what Stripe signed: insist on the bytes.
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array)) {
    throw new WebhookVerificationError('The webhook body must be the raw request body');
  }
  // Stripe skips the age check for a tolerance of 0: never allow that.
  const toleranceSeconds = Math.max(1, options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS);
  let verified: unknown;
  try {
    verified = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      toleranceSeconds,
      undefined,
      options.receivedAtMs,
    );
  } catch (error) {
    const reason = error instanceof Error && /timestamp/i.test(error.message) ? 'is too old' : 'does not match';
    throw new WebhookVerificationError(`The webhook signature ${reason}`);
  }
  // The SDK checks the age one way only: a signature dated ahead of now passes it.
  const nowSeconds = Math.floor((options.receivedAtMs ?? Date.now()) / 1000);
  if (signatureTimestamps(signatureHeader).some((timestamp) => timestamp - nowSeconds > toleranceSeconds)) {
    throw new WebhookVerificationError('The webhook signature is dated in the future');
  }
  const event = eventSchema.safeParse(verified);
  if (!event.success) throw new WebhookVerificationError('The webhook body is not a Stripe event');
  const base = { eventId: event.data.id, eventType: event.data.type };
  const session = event.data.type.startsWith('checkout.session.')
    ? checkoutDetailsOf(event.data.data.object)
    : undefined;
  if (!session) return { ...base, kind: 'ignored' };
  switch (event.data.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { ...base, kind: session.paid ? 'paid' : 'awaiting_payment', session };
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { ...base, kind: 'payment_failed', session };
    default:
      return { ...base, kind: 'ignored' };
  }
}

/** Every `t=` of a Stripe-Signature header (the SDK reads the last one; all must be in the window). */
function signatureTimestamps(header: string): number[] {
  return header
    .split(',')
    .map((item) => item.trim().split('='))
    .filter(([key]) => key === 't')
    .map(([, value]) => Number.parseInt(value ?? '', 10));
}

/** The Stripe-Signature header Stripe would send for `payload` at `timestamp` (unix seconds). */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
