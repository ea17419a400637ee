import { eq } from 'drizzle-orm';

import type { IdentityClaims } from '../auth/verifier';
import { bookLedgerEntry, welcomeBonusEntry } from '../credits/ledger';
import type { Db, Queryable } from '../db/database';
import { users } from '../db/schema';
import type { UserRow } from '../db/schema';

/**
 * Users and their profile. A user is provisioned on first sight: the row and exactly one welcome
 * bonus are written in one transaction, and `INSERT ... ON CONFLICT DO NOTHING` makes concurrent
 * first calls wait for each other and grant the bonus only in the one that inserted the row.
 */

export interface ProvisionedUser {
  readonly user: UserRow;
  /** True for the call that created the user (and granted the welcome bonus). */
  readonly created: boolean;
}

export async function getUser(db: Queryable, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The user of these claims, created with the welcome bonus when first seen. */
export async function provisionUser(db: Db, claims: IdentityClaims): Promise<ProvisionedUser> {
  const existing = await getUser(db, claims.sub);
  if (existing !== undefined) return { user: existing, created: false };
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        id: claims.sub,
        email: claims.email ?? null,
        givenName: claims.givenName ?? null,
        familyName: claims.familyName ?? null,
        name: claims.name ?? null,
        picture: claims.picture ?? null,
        balance: 0,
      })
      .onConflictDoNothing({ target: users.id })
      .returning();
    if (row === undefined) return undefined;
    const booked = await bookLedgerEntry(tx, welcomeBonusEntry(row.id));
    return { ...row, balance: booked?.balance ?? row.balance };
  });
  if (inserted !== undefined) return { user: inserted, created: true };
  const concurrent = await getUser(db, claims.sub);
  if (concurrent === undefined) throw new Error(`User ${claims.sub} vanished while being provisioned`);
  return { user: concurrent, created: false };
}

/** Profile fields a user may change; a field left out stays as it is, null clears it. */
export interface ProfileUpdate {
  readonly givenName?: string | null;
  readonly familyName?: string | null;
  readonly name?: string | null;
  readonly picture?: string | null;
}

/** Changes the user's profile names. @returns the updated user, or undefined for an unknown user. */
export async function updateProfile(
  db: Queryable,
  userId: string,
  update: ProfileUpdate,
): Promise<UserRow | undefined> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (update.givenName !== undefined) changes.givenName = update.givenName;
  if (update.familyName !== undefined) changes.familyName = update.familyName;
  if (update.name !== undefined) changes.name = update.name;
  if (update.picture !== undefined) changes.picture = update.picture;
  if (Object.keys(changes).length === 0) return getUser(db, userId);
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}
