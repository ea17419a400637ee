import { and, eq, sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backendTitle, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { HttpError } from '../http/errors';
import type { Db } from './database';
import {
  cursorPosition,
  decodeCursor,
  encodeCursor,
  INVALID_CURSOR_ERROR,
  INVALID_CURSOR_MESSAGE,
  pageOf,
  readKeysetPage,
} from './keysetPage';
import type { KeysetPosition } from './keysetPage';

const encodeJson = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const ID = '0b7c3f1e-5d2a-4a57-9a63-1f0e6c9b1d42';

/** The HttpError `cursorPosition` throws for `nextKey`, or undefined when it throws none. */
function refusal(nextKey: string): HttpError | undefined {
  try {
    cursorPosition(nextKey);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  return undefined;
}

describe('keyset cursor', () => {
  it('round-trips a position, to the millisecond', () => {
    const position = { createdAt: new Date('2025-03-01T12:34:56.789Z'), id: ID };
    const key = encodeCursor(position);
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(key)).toEqual(position);
    for (const instant of ['1970-01-01T00:00:00.000Z', '2024-02-29T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) {
      const edge = { createdAt: new Date(instant), id: 'x' };
      expect(decodeCursor(encodeCursor(edge)), instant).toEqual(edge);
    }
  });

  it('keeps the wire format of the cursors already handed out: base64url JSON { t, i }', () => {
    const issued = 'eyJ0IjoiMjAyNS0wMy0wMVQxMjozNDo1Ni43ODlaIiwiaSI6ImFiYyJ9';
    expect(Buffer.from(issued, 'base64url').toString('utf8')).toBe('{"t":"2025-03-01T12:34:56.789Z","i":"abc"}');
    expect(encodeCursor({ createdAt: new Date('2025-03-01T12:34:56.789Z'), id: 'abc' })).toBe(issued);
    expect(decodeCursor(issued)).toEqual({ createdAt: new Date('2025-03-01T12:34:56.789Z'), id: 'abc' });
  });

  it('decodes anything else to undefined', () => {
    for (const key of [
      'not a cursor',
      '%%%',
      encodeJson('text'),
      encodeJson({ t: 'yesterday', i: 'x' }),
      encodeJson({ t: '2025-03-01T12:34:56.789Z' }),
      encodeJson({ t: '2025-03-01T12:34:56.789Z', i: 'x', extra: 1 }),
      Buffer.from('{"t":').toString('base64url'),
    ]) {
      expect(decodeCursor(key), key).toBeUndefined();
    }
  });

  it('refuses dates and ids the database cannot compare with', () => {
    for (const key of [
      // PostgreSQL has no year 0000; ISO 8601 and JavaScript do.
      encodeJson({ t: '0000-01-01T00:00:00.000Z', i: ID }),
      encodeJson({ t: '0000-12-31T23:59:59.999Z', i: ID }),
      encodeJson({ t: '1969-12-31T23:59:59.999Z', i: ID }),
      encodeJson({ t: '2025-02-30T00:00:00.000Z', i: ID }),
      encodeJson({ t: '2025-03-01T12:00:00Z', i: ID }),
      encodeJson({ t: '2025-03-01T12:00:00.000000Z', i: ID }),
      encodeJson({ t: '2025-03-01T12:00:00.000Z', i: 'a\u0000b' }),
      encodeJson({ t: '2025-03-01T12:00:00.000Z', i: 'with space' }),
      encodeJson({ t: '2025-03-01T12:00:00.000Z', i: 'x'.repeat(201) }),
    ]) {
      expect(decodeCursor(key), key).toBeUndefined();
    }
  });

  it('answers a tampered cursor with a 400 that says what is wrong', () => {
    const key = encodeCursor({ createdAt: new Date('2025-03-01T12:34:56.789Z'), id: ID });
    const json = Buffer.from(key, 'base64url').toString('utf8');
    const tampered = [
      key.slice(0, -3),
      `${key}A`,
      `${key}=`,
      key.replace(/^./, (first) => (first === 'e' ? 'f' : 'e')),
      encodeJson(JSON.parse(json.replace('12:34', '12:60')) as unknown),
      Buffer.from(json.replace('"i"', '"id"')).toString('base64url'),
      Buffer.from(json.replace('.789Z', '.789+00:00')).toString('base64url'),
      encodeJson({ i: ID, t: '2025-03-01T12:34:56.789Z' }),
      Buffer.from(json.replace(',', ', ')).toString('base64url'),
    ];
    for (const nextKey of tampered) {
      const error = refusal(nextKey);
      expect(error, nextKey).toBeInstanceOf(HttpError);
      expect([error?.statusCode, error?.body], nextKey).toEqual([
        400,
        { error: INVALID_CURSOR_ERROR, message: INVALID_CURSOR_MESSAGE },
      ]);
    }
    expect(refusal(key)).toBeUndefined();
    expect(cursorPosition(undefined)).toBeUndefined();
  });
});

describe('pageOf', () => {
  const row = (id: string): KeysetPosition => ({ createdAt: new Date('2025-03-01T00:00:00.000Z'), id });

  it('keeps `limit` rows and names the last one when one more was fetched', () => {
    const page = pageOf([row('c'), row('b'), row('a')], 2);
    expect(page.rows.map((r) => r.id)).toEqual(['c', 'b']);
    expect(page.nextKey === undefined ? undefined : decodeCursor(page.nextKey)).toEqual(row('b'));
  });

  it('has no nextKey on the last page, full or not', () => {
    expect(pageOf([row('b'), row('a')], 2)).toEqual({ rows: [row('b'), row('a')] });
    expect(pageOf([row('a')], 2)).toEqual({ rows: [row('a')] });
    expect(pageOf([], 2)).toEqual({ rows: [] });
  });
});

const keysetRows = pgTable('keyset_page_rows', {
  id: text('id').primaryKey(),
  owner: text('owner').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
});
type KeysetRow = typeof keysetRows.$inferSelect;

for (const backend of TEST_BACKENDS) {
  describe.skipIf(!backend.available)(backendTitle('readKeysetPage', backend), () => {
    let testDb: TestDatabase;
    let db: Db;

    beforeAll(async () => {
      testDb = await backend.open();
      db = testDb.database.db;
      await db.execute(
        sql`CREATE TABLE keyset_page_rows (id text PRIMARY KEY, owner text NOT NULL, created_at timestamptz(3) NOT NULL)`,
      );
    }, 120_000);

    afterAll(async () => {
      await testDb?.drop();
    });

    const read = (owner: string, request: { limit: number; nextKey?: string | undefined }) =>
      readKeysetPage(keysetRows, request, ({ after, orderBy, limit }) =>
        db
          .select()
          .from(keysetRows)
          .where(and(eq(keysetRows.owner, owner), after))
          .orderBy(...orderBy)
          .limit(limit),
      );

    const readAll = async (owner: string, limit: number, between?: () => Promise<void>) => {
      const pages: KeysetRow[][] = [];
      let nextKey: string | undefined;
      do {
        const page = await read(owner, { limit, nextKey });
        pages.push(page.rows);
        nextKey = page.nextKey;
        await between?.();
      } while (nextKey !== undefined && pages.length < 20);
      return pages;
    };

    it('pages rows that share a timestamp by id, each once, while newer rows are added', async () => {
      const same = new Date('2025-06-01T08:00:00.123Z');
      const rows = [
        ...['a7', 'a3', 'a9', 'a1', 'a5', 'a2', 'a8'].map((id) => ({ id, owner: 'a', createdAt: same })),
        { id: 'a0', owner: 'a', createdAt: new Date('2025-06-01T08:00:00.124Z') },
        { id: 'a6', owner: 'a', createdAt: new Date('2025-06-01T08:00:00.122Z') },
        { id: 'a4', owner: 'a', createdAt: new Date('2025-05-01T00:00:00.000Z') },
        ...['b1', 'b9'].map((id) => ({ id, owner: 'b', createdAt: same })),
      ];
      await db.insert(keysetRows).values(rows);
      let added = 0;
      const pages = await readAll('a', 3, async () => {
        added += 1;
        await db.insert(keysetRows).values({ id: `a-new-${added}`, owner: 'a', createdAt: new Date() });
      });
      expect(pages.map((page) => page.length)).toEqual([3, 3, 3, 1]);
      expect(pages.flat().map((row) => row.id)).toEqual(['a0', 'a9', 'a8', 'a7', 'a5', 'a3', 'a2', 'a1', 'a6', 'a4']);
    });

    it('ends without a nextKey when the last page is exactly full', async () => {
      const at = new Date('2025-07-01T00:00:00.000Z');
      await db.insert(keysetRows).values(['c1', 'c2', 'c3', 'c4'].map((id) => ({ id, owner: 'c', createdAt: at })));
      const first = await read('c', { limit: 2 });
      expect(first.rows.map((row) => row.id)).toEqual(['c4', 'c3']);
      expect(first.nextKey).toBeDefined();
      const second = await read('c', { limit: 2, nextKey: first.nextKey });
      expect(second).toEqual({ rows: [expect.objectContaining({ id: 'c2' }), expect.objectContaining({ id: 'c1' })] });
      expect(await read('nobody', { limit: 2 })).toEqual({ rows: [] });
    });

    it('lets a well-formed cursor name any position, but never another owner’s rows', async () => {
      // A cursor edited to point just past another owner's row still reads only the caller's rows.
      const forged = encodeCursor({ createdAt: new Date('2025-06-01T08:00:00.123Z'), id: 'b9' });
      const page = await read('a', { limit: 20, nextKey: forged });
      expect(page.rows.every((row) => row.owner === 'a')).toBe(true);
      expect(page.rows.map((row) => row.id)).toEqual(['a9', 'a8', 'a7', 'a5', 'a3', 'a2', 'a1', 'a6', 'a4']);
      await expect(read('a', { limit: 2, nextKey: forged.slice(1) })).rejects.toMatchObject({ statusCode: 400 });
    });
  });
}
