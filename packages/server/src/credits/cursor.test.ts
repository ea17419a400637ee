import { describe, expect, it } from 'vitest';

import { decodeLedgerCursor, encodeLedgerCursor } from './cursor';

describe('ledger cursor', () => {
  it('round-trips a position, to the millisecond', () => {
    const position = { createdAt: new Date('2025-03-01T12:34:56.789Z'), id: '0b7c3f1e-5d2a-4a57-9a63-1f0e6c9b1d42' };
    const key = encodeLedgerCursor(position);
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeLedgerCursor(key)).toEqual(position);
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
});
