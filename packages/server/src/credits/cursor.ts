import { z } from 'zod';

import type { LedgerPosition } from './ledger';

/**
 * The opaque `nextKey` of GET /api/credits: the (createdAt, id) of the last entry of a page, as
 * base64url JSON. Clients pass it back unchanged; anything else decodes to undefined, so the route
 * answers 400 before a query is built. Decoding is strict because the values reach SQL: the date is
 * the exact text `encodeLedgerCursor` writes (a real day, to the millisecond, in UTC) and lies
 * between the Unix epoch and the end of year 9999 (PostgreSQL has no year 0000, which ISO 8601 and
 * JavaScript accept), and the id is printable ASCII (PostgreSQL text cannot hold U+0000).
 */

/** The earliest and latest instants a cursor may name: every ledger entry lies between them. */
export const EARLIEST_CURSOR_TIME = Date.UTC(1970, 0, 1);
export const LATEST_CURSOR_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const positionSchema = z.strictObject({
  t: z.iso.datetime(),
  i: z.string().regex(/^[\x21-\x7e]{1,200}$/),
});

export function encodeLedgerCursor(position: LedgerPosition): string {
  return Buffer.from(JSON.stringify({ t: position.createdAt.toISOString(), i: position.id })).toString('base64url');
}

/** The position a nextKey stands for, or undefined when it is not one of ours. */
export function decodeLedgerCursor(nextKey: string): LedgerPosition | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(nextKey)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(nextKey, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = positionSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const time = Date.parse(parsed.data.t);
  if (!(time >= EARLIEST_CURSOR_TIME && time <= LATEST_CURSOR_TIME)) return undefined;
  const createdAt = new Date(time);
  // Only the canonical text round-trips: no 30 February, no other precision or spelling.
  if (createdAt.toISOString() !== parsed.data.t) return undefined;
  return { createdAt, id: parsed.data.i };
}
