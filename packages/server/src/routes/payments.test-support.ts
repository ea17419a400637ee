import type { CreditPackageId } from '@ledgerlight/contract';
import { count, eq } from 'drizzle-orm';

import { getBalance, ledgerSum } from '../credits/ledger';
import type { Db } from '../db/database';
import { creditLedgerEntries, localCheckoutSessions, paymentEvents, paymentSessions } from '../db/schema';
import { createDatabaseCheckoutStore } from '../payments/checkoutStore';
import type { PaymentsSetup } from '../payments/paymentService';
import { redirectOriginsFor } from '../payments/redirects';
import { LocalCheckout } from '@ledgerlight/local-stack';
import { creditPackageFor } from '../providers/payments/paymentProvider';
import { stripeSignatureHeader } from '../providers/payments/stripeEvents';
import type { LedgerlightServer } from '../server';

/** Helpers of the payment route tests: a local checkout over the test database, signed events, counts. */

export const APP_ORIGIN = 'http://localhost:8080';
export const CORS_ORIGIN = 'https://app.ledgerlight.test';
const LOCAL_WEBHOOK_SECRET = 'whsec_local_test_5f2d1c0b9a8e7d6c';
export const SUCCESS_URL = `${APP_ORIGIN}/payment/success?session_id={CHECKOUT_SESSION_ID}`;
export const CANCEL_URL = `${APP_ORIGIN}/payment/cancel`;

/** A clock the tests can move forward (checkout expiry). */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  reset(): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

/** The local checkout over the server's database, as paymentsFromEnv makes it, with a test secret and clock. */
export function localPaymentsSetup(clock: TestClock = createTestClock()): PaymentsSetup {
  return {
    redirectOrigins: redirectOriginsFor(APP_ORIGIN, [CORS_ORIGIN]),
    provider: (db) =>
      new LocalCheckout({
        appOrigin: APP_ORIGIN,
        webhookSecret: LOCAL_WEBHOOK_SECRET,
        store: createDatabaseCheckoutStore(db),
        now: () => clock.now(),
      }),
  };
}

/** The session id at the end of a local checkout URL. */
export function sessionIdOf(checkoutUrl: string): string {
  const id = new URL(checkoutUrl).pathname.split('/').at(-1);
  if (id === undefined || id === '') throw new Error(`No session id in ${checkoutUrl}`);
  return decodeURIComponent(id);
}

export interface CheckoutEventInput {
  readonly type: string;
  readonly sessionId: string;
  readonly userId: string;
  readonly packageId: CreditPackageId;
  readonly paid?: boolean;
  readonly eventId?: string;
  /** Unix seconds; now by default. */
  readonly timestamp?: number;
  /** Pretty-printed JSON with non-ASCII text, to prove the signature is checked on the raw bytes. */
  readonly pretty?: boolean;
}

/** A Stripe-format checkout event and its Stripe-Signature header, signed with `secret`. */
export function signedCheckoutEvent(input: CheckoutEventInput, secret = LOCAL_WEBHOOK_SECRET) {
  const timestamp = input.timestamp ?? Math.floor(Date.now() / 1000);
  const pkg = creditPackageFor(input.packageId);
  const event = {
    id: input.eventId ?? `evt_test_${crypto.randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: timestamp,
    type: input.type,
    livemode: false,
    data: {
      object: {
        id: input.sessionId,
        object: 'checkout.session',
        status: input.type === 'checkout.session.expired' ? 'expired' : 'complete',
        payment_status: (input.paid ?? true) ? 'paid' : 'unpaid',
        client_reference_id: input.userId,
        customer_details: { name: 'Zoë Ångström – test ✓' },
        metadata: { userId: input.userId, packageId: pkg.id, credits: String(pkg.credits) },
      },
    },
  };
  const payload = input.pretty ? JSON.stringify(event, null, 2) : JSON.stringify(event);
  return { payload, signature: stripeSignatureHeader(payload, secret, timestamp), eventId: event.id };
}

/** Posts a webhook delivery through the app. */
export function deliver(
  server: LedgerlightServer,
  delivery: { payload: string; signature?: string | undefined },
  contentType = 'application/json; charset=utf-8',
) {
  return server.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': contentType,
      ...(delivery.signature === undefined ? {} : { 'stripe-signature': delivery.signature }),
    },
    payload: delivery.payload,
  });
}

/** Row counts of the payment tables and the ledger, and a user's balance and ledger sum. */
export async function paymentSnapshot(db: Db, userId: string) {
  const [sessions] = await db.select({ n: count() }).from(paymentSessions);
  const [local] = await db.select({ n: count() }).from(localCheckoutSessions);
  const [events] = await db.select({ n: count() }).from(paymentEvents);
  const [ledger] = await db.select({ n: count() }).from(creditLedgerEntries);
  return {
    paymentSessions: sessions?.n,
    localSessions: local?.n,
    events: events?.n,
    ledger: ledger?.n,
    balance: await getBalance(db, userId),
    ledgerSum: await ledgerSum(db, userId),
  };
}

/** The purchase ledger entries of one provider session. */
export function purchaseEntriesOf(db: Db, providerSessionId: string) {
  return db
    .select()
    .from(creditLedgerEntries)
    .where(eq(creditLedgerEntries.idempotencyKey, `purchase:${providerSessionId}`));
}
