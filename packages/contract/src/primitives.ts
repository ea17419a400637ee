import { z } from 'zod';

/**
 * Scalar schemas shared by entities, results and endpoints.
 * Each one names a rule once so that every shape applies it the same way.
 */

/** A calendar date, `YYYY-MM-DD` (product 3: Transaction.date, result transaction dates). */
export const isoDateSchema = z.iso.date();

/** An instant in ISO 8601 with `Z` or an offset, e.g. `2025-03-01T12:00:00.000Z` (createdAt, updatedAt). */
export const timestampSchema = z.iso.datetime({ offset: true });

/**
 * An absolute http(s) URL. Other protocols (`javascript:`, `data:`) are refused because the UI renders
 * these values as links and redirect targets.
 */
export const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** A whole number of at least 0 (counts, credits, cents). */
export const countSchema = z.int().nonnegative();

/** A share in percent, 0 to 100. */
export const percentSchema = z.number().min(0).max(100);

/** A 0-100 score (risk, savings, flexibility, budget health). */
export const scoreSchema = z.number().min(0).max(100);

/** An amount in USD (product 1: all amounts are USD). Finite; the sign is given by each field's rule. */
export const usdSchema = z.number();

/** A calendar month, `YYYY-MM` (discretionary monthlyBreakdown). */
export const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Expected a month as YYYY-MM' });
