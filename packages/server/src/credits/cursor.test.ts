import { describe, expect, it } from 'vitest';

import { decodeLedgerCursor, encodeLedgerCursor } from './cursor';

describe('ledger cursor', () => {
  it('round-trips a position, to the millisecond', () => {
    const position = { createdAt: new Date('2025-03-01T12:34:56.789Z'), id: '0b7c3f1e-5d2a-4a57-9a63-1f0e6c9b1d42' };
    const key = encodeLedgerCursor(position);
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeLedgerCursor(key)).toEqual(position);
    for (const instant of ['1970-01-01T00:00:00.000Z', '2024-02-29T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) {
      const edge = { createdAt: new Date(instant), id: 'x' };
      expect(decodeLedgerCursor(encodeLedgerCursor(edge)), instant).toEqual(edge);
    }
  });

  it('decodes anything else to undefined', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const key of [
      'not a cursor',
      '%%%',
      encode('text'),
      encode({ t: 'yesterday', i: 'x' }),
      encode({ t: '2025-03-01T12:34:56.789Z' }),
      encode({ t: '2025-03-01T12:34:56.789Z', i: 'x', extra: 1 }),
      Buffer.from('{"t":').toString('base64url'),
    ]) {
      expect(decodeLedgerCursor(key), key).toBeUndefined();
    }
  });

  it('refuses dates and ids the database cannot compare with', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = '0b7c3f1e-5d2a-4a57-9a63-1f0e6c9b1d42';
    for (const key of [
      // PostgreSQL has no year 0000; ISO 8601 and JavaScript do.
      encode({ t: '0000-01-01T00:00:00.000Z', i: id }),
      encode({ t: '0000-12-31T23:59:59.999Z', i: id }),
      encode({ t: '1969-12-31T23:59:59.999Z', i: id }),
      encode({ t: '2025-02-30T00:00:00.000Z', i: id }),
      encode({ t: '2025-03-01T12:00:00Z', i: id }),
      encode({ t: '2025-03-01T12:00:00.000000Z', i: id }),
      encode({ t: '2025-03-01T12:00:00.000Z', i: 'a\u0000b' }),
      encode({ t: '2025-03-01T12:00:00.000Z', i: 'with space' }),
      encode({ t: '2025-03-01T12:00:00.000Z', i: 'x'.repeat(201) }),
    ]) {
      expect(decodeLedgerCursor(key), key).toBeUndefined();
    }
  });
});
