import { correctionRuleSchema, describeCorrection } from '@ledgerlight/contract';
import type { AppliedCorrection, Correction, CorrectionInput, CorrectionRule } from '@ledgerlight/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../db/database';
import { userCorrections } from '../db/schema';

/**
 * The user's corrections in the database (ADR 0040): what the routes list, what the worker gives the
 * engine, and the worker's record of what each rule touched. A stored rule that no longer parses
 * with the contract (a rule kind since withdrawn) is left out, never sent or applied half-understood.
 */

export interface StoredCorrection {
  readonly id: string;
  readonly rule: CorrectionRule;
  readonly createdAt: Date;
  readonly touched: number | null;
}

/** The user's rules, newest first. */
export async function storedCorrections(db: Db, userId: string): Promise<StoredCorrection[]> {
  const rows = await db
    .select({
      id: userCorrections.id,
      rule: userCorrections.rule,
      createdAt: userCorrections.createdAt,
      touched: userCorrections.touched,
    })
    .from(userCorrections)
    .where(eq(userCorrections.userId, userId))
    .orderBy(desc(userCorrections.createdAt), desc(userCorrections.id));
  return rows.flatMap((row) => {
    const parsed = correctionRuleSchema.safeParse(row.rule);
    return parsed.success ? [{ ...row, rule: parsed.data }] : [];
  });
}

/** A stored rule as the API answers it. */
export function correctionOf(row: StoredCorrection): Correction {
  return {
    id: row.id,
    rule: row.rule,
    description: describeCorrection(row.rule),
    createdAt: row.createdAt.toISOString(),
    touched: row.touched,
  };
}

/** The user's rules as the engine takes them (options.corrections), newest first. */
export async function correctionInputsOf(db: Db, userId: string): Promise<CorrectionInput[]> {
  return (await storedCorrections(db, userId)).map(({ id, rule }) => ({ id, rule }));
}

/**
 * Records what each applied rule touched in a completed run of the user's (`touched`, the latest run
 * that applied it). A rule undone meanwhile is simply not there to update; the user scope keeps a
 * run from ever writing another user's rule.
 */
export async function recordApplied(db: Db, userId: string, applied: readonly AppliedCorrection[]): Promise<void> {
  if (applied.length === 0) return;
  const touched = sql.join(
    [sql`CASE`, ...applied.map((a) => sql`WHEN ${userCorrections.id} = ${a.id} THEN ${a.touched}::int`), sql`END`],
    sql` `,
  );
  await db
    .update(userCorrections)
    .set({ touched: sql`${touched}`, touchedAt: sql`clock_timestamp()` })
    .where(
      and(
        eq(userCorrections.userId, userId),
        inArray(
          userCorrections.id,
          applied.map((a) => a.id),
        ),
      ),
    );
}
