import { purchaseEntryWording } from '@ledgerlight/contract';
import type { CreditPurchaseBody, PaymentStatus } from '@ledgerlight/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { bookLedgerEntry, ledgerKeys } from '../credits/ledger';
import type { LedgerEntryInput } from '../credits/ledger';
import type { Db, Queryable } from '../db/database';
import { paymentEvents, paymentSessions } from '../db/schema';
import type { PaymentSessionRow } from '../db/schema';
import {
  creditPackageFor,
  PaymentProviderError,
  PaymentSessionNotFoundError,
  paymentStatusOf,
  priceCentsOf,
} from '../providers/payments/paymentProvider';
import type { CheckoutSessionDetails, PaymentEvent, PaymentProvider } from '../providers/payments/paymentProvider';
import { allowedRedirect } from './redirects';

/**
 * Credit purchases (ADR 0011 "Payments", docs/architecture.md "Ledger"): starting a checkout, reporting a
 * session's status, and granting its credits from the provider's webhook. Both providers (Stripe and
 * the local checkout) go through here alike.
 *
 * The grant is exactly once per checkout session, whatever arrives twice or at the same time (a
 * redelivered event, completed and async_payment_succeeded for one session, the status call): in one
 * transaction, the event id is recorded (primary key, so a redelivery stops there), the session moves
 * from creditStatus 'pending' to 'granted' with a conditional UPDATE (row-locked, so a concurrent
 * grant finds it granted), and the purchase ledger entry is booked under the unique key
 * `purchase:<provider session id>`. Credits and amounts are the server's own record of the package,
 * never a number from the client or the event.
 */

/** How the server takes payments: given to buildServer (see payments/setup.ts for the environment). */
export interface PaymentsSetup {
  /** The provider, over the server's database (the local checkout keeps its sessions there). */
  readonly provider: (db: Db) => PaymentProvider;
  /** Origins that successUrl and cancelUrl may point at (payments/redirects.ts). */
  readonly redirectOrigins: readonly string[];
}

/** Where a checkout may return to: the field that is not on an allowed origin. */
type RedirectField = 'successUrl' | 'cancelUrl';

export type PurchaseOutcome =
  | { readonly kind: 'started'; readonly sessionId: string; readonly checkoutUrl: string }
  | { readonly kind: 'redirect-not-allowed'; readonly field: RedirectField };

export type StatusOutcome =
  | { readonly kind: 'found'; readonly status: PaymentStatus }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'foreign' };

/** What a verified webhook delivery did. */
export type WebhookOutcome =
  | { readonly kind: 'granted'; readonly sessionId: string; readonly credits: number; readonly balance: number }
  /** This event id was handled before: nothing done. */
  | { readonly kind: 'duplicate-event' }
  /** The session's credits were granted before (by another event or the status call). */
  | { readonly kind: 'already-granted'; readonly sessionId: string }
  /** Not a session this server started (another deployment on the same Stripe account). */
  | { readonly kind: 'unknown-session'; readonly sessionId: string }
  /** The event's user or package differs from the session's record: refused. */
  | { readonly kind: 'mismatch'; readonly sessionId: string }
  /** Recorded, nothing to grant (delayed payment pending, failed or expired, or another event type). */
  | { readonly kind: 'recorded'; readonly eventType: string };

type GrantOutcome = Exclude<WebhookOutcome, { kind: 'recorded' }>;

type Card = NonNullable<CheckoutSessionDetails['card']>;

/** The purchase ledger entry of a paid session (product 3: packageType, metadata brand and last4). */
function purchaseEntry(session: PaymentSessionRow, card: Card | undefined): LedgerEntryInput {
  const pkg = creditPackageFor(session.packageId);
  return {
    userId: session.userId,
    type: 'purchase',
    amount: session.credits,
    ...purchaseEntryWording({ packageName: pkg.name, amountCents: session.amountCents }),
    packageType: pkg.id,
    metadata: card === undefined ? undefined : { brand: card.brand, last4: card.last4 },
    idempotencyKey: ledgerKeys.purchase(session.providerSessionId),
    paymentSessionId: session.id,
  };
}

export interface PaymentServiceOptions {
  readonly db: Db;
  readonly provider: PaymentProvider;
  readonly redirectOrigins: readonly string[];
}

export class PaymentService {
  readonly provider: PaymentProvider;
  readonly #db: Db;
  readonly #redirectOrigins: readonly string[];

  constructor(options: PaymentServiceOptions) {
    this.provider = options.provider;
    this.#db = options.db;
    this.#redirectOrigins = options.redirectOrigins;
  }

  /**
   * Starts a checkout for one of the contract's packages and records the session (user, package,
   * credits, amount) before the checkout URL is handed out.
   * @throws PaymentProviderError when the provider fails.
   */
  async startPurchase(userId: string, body: CreditPurchaseBody): Promise<PurchaseOutcome> {
    // Only the URLs as checked go further (redirects.ts): never the client's raw text.
    const successUrl = allowedRedirect(body.successUrl, this.#redirectOrigins);
    if (successUrl === undefined) return { kind: 'redirect-not-allowed', field: 'successUrl' };
    const cancelUrl = allowedRedirect(body.cancelUrl, this.#redirectOrigins);
    if (cancelUrl === undefined) return { kind: 'redirect-not-allowed', field: 'cancelUrl' };
    const pkg = creditPackageFor(body.priceId);
    const created = await this.provider.createCheckoutSession({ userId, packageId: pkg.id, successUrl, cancelUrl });
    await this.#db.insert(paymentSessions).values({
      provider: this.provider.kind,
      providerSessionId: created.sessionId,
      userId,
      packageId: pkg.id,
      credits: pkg.credits,
      amountCents: priceCentsOf(pkg),
      currency: 'usd',
      checkoutUrl: created.checkoutUrl,
    });
    return { kind: 'started', sessionId: created.sessionId, checkoutUrl: created.checkoutUrl };
  }

  /**
   * The status of one of the caller's sessions (product 3 Payment status): the provider says whether it
   * is paid, the database whether the credits are on the balance. A paid session whose webhook has
   * not arrived yet is granted here (the same once-only grant), so the credits never depend on the
   * webhook alone. When the provider cannot be reached, the database's record answers.
   */
  async status(userId: string, providerSessionId: string, log: FastifyBaseLogger): Promise<StatusOutcome> {
    const row = await sessionRow(this.#db, providerSessionId);
    if (row === undefined) return { kind: 'not-found' };
    if (row.userId !== userId) return { kind: 'foreign' };
    const found = (status: PaymentStatus['status'], creditStatus: PaymentStatus['creditStatus']): StatusOutcome => ({
      kind: 'found',
      status: { status, creditStatus, credits: row.credits, amount: row.amountCents },
    });
    if (row.creditStatus === 'granted') return found('succeeded', 'granted');

    const details = await this.#providerSession(providerSessionId, log);
    if (details === undefined) return found(row.status, 'pending');
    if (details.paid) {
      const outcome = await this.#grant(details, undefined);
      if (outcome.kind === 'granted') {
        log.info({ sessionId: providerSessionId, credits: outcome.credits }, 'credits granted on a status check');
      } else if (outcome.kind === 'mismatch') {
        log.error({ sessionId: providerSessionId }, 'the provider session does not match its record: not granted');
      }
      const granted = outcome.kind === 'granted' || outcome.kind === 'already-granted';
      return found('succeeded', granted ? 'granted' : 'pending');
    }
    return found(row.status === 'failed' ? 'failed' : paymentStatusOf(details), 'pending');
  }

  /**
   * Handles one webhook delivery: verifies it on the raw body and acts on it.
   * @throws WebhookVerificationError when the signature or the body is not valid (nothing is written).
   */
  async receiveWebhook(
    rawBody: string | Uint8Array,
    signatureHeader: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<WebhookOutcome> {
    const event = this.provider.verifyWebhook(rawBody, signatureHeader);
    switch (event.kind) {
      case 'paid': {
        const card = event.session.card ?? (await this.#cardOf(event.session.sessionId, log));
        return this.#grant({ ...event.session, ...(card === undefined ? {} : { card }) }, event);
      }
      case 'payment_failed':
        return this.#recordFailure(event);
      case 'awaiting_payment':
        return this.#record(event, event.session.sessionId);
      case 'ignored':
        return this.#record(event, null);
    }
  }

  /** The provider's view of a session, or undefined when it cannot be had (logged). */
  async #providerSession(sessionId: string, log: FastifyBaseLogger): Promise<CheckoutSessionDetails | undefined> {
    try {
      return await this.provider.getSession(sessionId);
    } catch (error) {
      if (error instanceof PaymentSessionNotFoundError || error instanceof PaymentProviderError) {
        log.warn({ sessionId, reason: error.message }, 'payment provider session unavailable');
        return undefined;
      }
      throw error;
    }
  }

  /** The card of a session still to be granted (Stripe's events do not carry it), or undefined. */
  async #cardOf(sessionId: string, log: FastifyBaseLogger): Promise<Card | undefined> {
    const row = await sessionRow(this.#db, sessionId);
    if (row === undefined || row.creditStatus === 'granted') return undefined;
    return (await this.#providerSession(sessionId, log))?.card;
  }

  /** Grants the session's credits once; records the event in the same transaction when there is one. */
  async #grant(details: CheckoutSessionDetails, event: PaymentEvent | undefined): Promise<GrantOutcome> {
    return this.#db.transaction(async (tx): Promise<GrantOutcome> => {
      if (event !== undefined && !(await recordEvent(tx, this.provider.kind, event, details.sessionId))) {
        return { kind: 'duplicate-event' };
      }
      const [session] = await tx
        .update(paymentSessions)
        .set({
          status: 'succeeded',
          creditStatus: 'granted',
          grantedAt: sql`now()`,
          ...(details.card === undefined ? {} : { cardBrand: details.card.brand, cardLast4: details.card.last4 }),
        })
        .where(
          and(
            eq(paymentSessions.providerSessionId, details.sessionId),
            eq(paymentSessions.userId, details.userId),
            eq(paymentSessions.packageId, details.packageId),
            eq(paymentSessions.creditStatus, 'pending'),
          ),
        )
        .returning();
      if (session === undefined) {
        const existing = await sessionRow(tx, details.sessionId);
        if (existing === undefined) return { kind: 'unknown-session', sessionId: details.sessionId };
        if (existing.creditStatus === 'granted') return { kind: 'already-granted', sessionId: details.sessionId };
        return { kind: 'mismatch', sessionId: details.sessionId };
      }
      const booked = await bookLedgerEntry(tx, purchaseEntry(session, details.card));
      // The key is only ever booked together with the move to 'granted' above.
      if (booked === undefined) throw new Error(`The purchase of session ${details.sessionId} was booked twice`);
      return { kind: 'granted', sessionId: details.sessionId, credits: session.credits, balance: booked.balance };
    });
  }

  /** A failed delayed payment or an expired session: recorded, and a pending session marked failed. */
  async #recordFailure(event: Extract<PaymentEvent, { kind: 'payment_failed' }>): Promise<WebhookOutcome> {
    return this.#db.transaction(async (tx): Promise<WebhookOutcome> => {
      if (!(await recordEvent(tx, this.provider.kind, event, event.session.sessionId))) {
        return { kind: 'duplicate-event' };
      }
      await tx
        .update(paymentSessions)
        .set({ status: 'failed' })
        .where(
          and(
            eq(paymentSessions.providerSessionId, event.session.sessionId),
            eq(paymentSessions.creditStatus, 'pending'),
          ),
        );
      return { kind: 'recorded', eventType: event.eventType };
    });
  }

  async #record(event: PaymentEvent, sessionId: string | null): Promise<WebhookOutcome> {
    const recorded = await recordEvent(this.#db, this.provider.kind, event, sessionId);
    return recorded ? { kind: 'recorded', eventType: event.eventType } : { kind: 'duplicate-event' };
  }
}

/** Records a webhook event by its id; false when it was recorded before. */
async function recordEvent(
  db: Queryable,
  provider: PaymentProvider['kind'],
  event: PaymentEvent,
  sessionId: string | null,
): Promise<boolean> {
  const [row] = await db
    .insert(paymentEvents)
    .values({ id: event.eventId, provider, type: event.eventType, providerSessionId: sessionId })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return row !== undefined;
}

async function sessionRow(db: Queryable, providerSessionId: string): Promise<PaymentSessionRow | undefined> {
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, providerSessionId));
  return row;
}
