import { z } from 'zod';

import type { LedgerPosition } from './ledger';

/**
 * The opaque `nextKey` of GET /api/credits: the (createdAt, id) of the last entry of a page, as
 * base64url JSON. Clients pass it back unchanged; anything else decodes to undefined.
 */

const positionSchema = z.strictObject({ t: z.iso.datetime(), i: z.string().min(1).max(200) });

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
  return parsed.success ? { createdAt: new Date(parsed.data.t), id: parsed.data.i } : undefined;
}
