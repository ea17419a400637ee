import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

import { badRequest } from '../http/errors';

/**
 * Keyset paging, newest first, for every list of product 7 that answers with `nextKey` (ADR 0008,
 * "Credit history cursor"): the credit history (GET /api/credits) and an agent's tasks
 * (GET /api/agent/{agentId}/tasks, ADR 0029).
 *
 * A page is the rows ordered by (createdAt, id) descending; its `nextKey` is the opaque position of its
 * last row, and the next page is the rows strictly older than that position. Rows added later are
 * newer than any position, so a cursor stays valid while rows are added, and the id breaks ties
 * between rows that share a createdAt (a transaction's rows all do). Timestamps are `timestamptz(3)`
 * (db/schema.ts), so the millisecond a cursor carries compares equal in SQL.
 *
 * The cursor is base64url JSON `{ t, i }`: the createdAt as the exact text `Date#toISOString` writes,
 * and the id. Clients pass it back unchanged; anything else is a 400 before a query is built. Decoding
 * is strict because the values reach SQL: the date lies between the Unix epoch and the end of year
 * 9999 (PostgreSQL has no year 0000, which ISO 8601 and JavaScript accept), the id is printable ASCII
 * (PostgreSQL text cannot hold U+0000), and the key must be the very text `encodeCursor` writes for
 * that position. A well-formed cursor only names a position: the caller's own filter (their user id,
 * their agent) applies whatever it says.
 */

/** A row's place in the newest-first order. */
export interface KeysetPosition {
  readonly createdAt: Date;
  readonly id: string;
}

/** The columns that order a table newest first. */
export interface KeysetColumns {
  readonly createdAt: AnyPgColumn;
  readonly id: AnyPgColumn;
}

/** The earliest and latest instants a cursor may name: every row lies between them. */
const EARLIEST_CURSOR_TIME = Date.UTC(1970, 0, 1);
const LATEST_CURSOR_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** The 400 of a `nextKey` this API did not issue. */
export const INVALID_CURSOR_ERROR = 'Invalid nextKey';
export const INVALID_CURSOR_MESSAGE = 'querystring.nextKey: not a cursor returned by this API';

const positionSchema = z.strictObject({
  t: z.iso.datetime(),
  i: z.string().regex(/^[\x21-\x7e]{1,200}$/),
});

/** The `nextKey` that continues after `position`. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify({ t: position.createdAt.toISOString(), i: position.id })).toString('base64url');
}

/** The position a `nextKey` stands for, or undefined when it is not one `encodeCursor` wrote. */
export function decodeCursor(nextKey: string): KeysetPosition | undefined {
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
  const position = { createdAt: new Date(time), id: parsed.data.i };
  // Only the exact text encodeCursor writes: no 30 February, no other precision, spelling or padding.
  return encodeCursor(position) === nextKey ? position : undefined;
}

/**
 * The position of an optional `nextKey`: undefined for the first page.
 * @throws HttpError 400 `{ error: 'Invalid nextKey' }` when the key is not one of ours.
 */
export function cursorPosition(nextKey: string | undefined): KeysetPosition | undefined {
  if (nextKey === undefined) return undefined;
  const position = decodeCursor(nextKey);
  if (position === undefined) throw badRequest(INVALID_CURSOR_ERROR, INVALID_CURSOR_MESSAGE);
  return position;
}

/** The rows strictly after `position` in the newest-first order; no condition on the first page. */
function olderThan(columns: KeysetColumns, position: KeysetPosition | undefined): SQL | undefined {
  if (position === undefined) return undefined;
  return or(
    lt(columns.createdAt, position.createdAt),
    and(eq(columns.createdAt, position.createdAt), lt(columns.id, position.id)),
  );
}

/** ORDER BY createdAt DESC, id DESC: the order `olderThan` continues. */
function newestFirst(columns: KeysetColumns): [SQL, SQL] {
  return [desc(columns.createdAt), desc(columns.id)];
}

/** One page of rows and, unless it is the last, the key of the next one. */
export interface KeysetPage<Row> {
  readonly rows: Row[];
  readonly nextKey?: string;
}

/**
 * A page of `limit` rows out of the up to `limit + 1` that were fetched: the extra row only says that
 * another page exists, and the page's last row is where it starts.
 */
export function pageOf<Row extends KeysetPosition>(fetched: readonly Row[], limit: number): KeysetPage<Row> {
  const rows = fetched.slice(0, limit);
  const last = rows.at(-1);
  return fetched.length > limit && last !== undefined ? { rows, nextKey: encodeCursor(last) } : { rows };
}

/** What `readKeysetPage` hands the query it runs. */
export interface KeysetQuery {
  /** AND it with the caller's own filter; undefined on the first page. */
  readonly after: SQL | undefined;
  readonly orderBy: [SQL, SQL];
  /** One more than the page size. */
  readonly limit: number;
}

/**
 * Reads one page: decodes `nextKey` (400 when it is not ours), runs `query` with the keyset condition,
 * the order and `limit + 1`, and returns the page with the key of the next one.
 */
export async function readKeysetPage<Row extends KeysetPosition>(
  columns: KeysetColumns,
  request: { readonly limit: number; readonly nextKey?: string | undefined },
  query: (keyset: KeysetQuery) => Promise<Row[]>,
): Promise<KeysetPage<Row>> {
  const after = olderThan(columns, cursorPosition(request.nextKey));
  const fetched = await query({ after, orderBy: newestFirst(columns), limit: request.limit + 1 });
  return pageOf(fetched, request.limit);
}
