import { creditPackageIdSchema } from '@ledgerlight/contract';
import { eq, sql } from 'drizzle-orm';

import type { Queryable } from '../db/database';
import { localCheckoutSessions } from '../db/schema';
import type { LocalCheckoutSessionRow } from '../db/schema';
import type { LocalCheckoutSession, LocalCheckoutStore } from '../providers/payments/localCheckoutStore';

/**
 * The local checkout's sessions in the database (table local_checkout_sessions), so that the hosted
 * page, its redirects and the expiry survive restarts and work from any of several API processes.
 *
 * Saving is an upsert that never undoes a payment: once a session is stored paid, a later save (a
 * second, concurrent submit of the form) leaves it as it is, card included.
 */
export function createDatabaseCheckoutStore(db: Queryable): LocalCheckoutStore {
  return {
    async get(sessionId) {
      const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, sessionId));
      return row === undefined ? undefined : toSession(row);
    },
    async save(session) {
      const values = toRow(session);
      const { id: _id, userId: _userId, createdAt: _createdAt, ...changes } = values;
      await db
        .insert(localCheckoutSessions)
        .values(values)
        .onConflictDoUpdate({
          target: localCheckoutSessions.id,
          set: changes,
          setWhere: sql`${localCheckoutSessions.paid} = false`,
        });
    },
  };
}

function toRow(session: LocalCheckoutSession): LocalCheckoutSessionRow {
  return {
    id: session.id,
    userId: session.userId,
    packageId: session.packageId,
    packageName: session.packageName,
    credits: session.credits,
    amountCents: session.amountCents,
    currency: session.currency,
    successUrl: session.successUrl,
    cancelUrl: session.cancelUrl,
    status: session.status,
    paid: session.paid,
    paymentIntentId: session.paymentIntentId ?? null,
    cardBrand: session.card?.brand ?? null,
    cardLast4: session.card?.last4 ?? null,
    createdAt: new Date(session.createdAt),
    expiresAt: new Date(session.expiresAt),
    completedAt: session.completedAt === undefined ? null : new Date(session.completedAt),
  };
}

function toSession(row: LocalCheckoutSessionRow): LocalCheckoutSession {
  return {
    id: row.id,
    userId: row.userId,
    packageId: creditPackageIdSchema.parse(row.packageId),
    packageName: row.packageName,
    credits: row.credits,
    amountCents: row.amountCents,
    currency: 'usd',
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
    status: row.status,
    paid: row.paid,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ...(row.completedAt === null ? {} : { completedAt: row.completedAt.toISOString() }),
    ...(row.paymentIntentId === null ? {} : { paymentIntentId: row.paymentIntentId }),
    ...(row.cardBrand !== null && row.cardLast4 !== null
      ? { card: { brand: row.cardBrand, last4: row.cardLast4 } }
      : {}),
  };
}
