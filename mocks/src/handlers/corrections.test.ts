import {
  CORRECTION_NOT_FOUND_MESSAGE,
  correctionsResponseSchema,
  createCorrectionResponseSchema,
  describeCorrection,
} from '@ledgerlight/contract';
import type { Correction } from '@ledgerlight/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { MOCK_CORRECTIONS } from '../fixtures/corrections';
import { createCorrectionsHandlers } from './corrections';

const server = setupServer();
const ORIGIN = 'http://localhost:5173';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}

const list = async (): Promise<Correction[]> =>
  correctionsResponseSchema.parse((await call('GET', '/api/corrections')).json).corrections;

const rename = (name: string) => ({ kind: 'rename', merchant: { key: 'SVCNETFLIX', name: 'Netflix' }, name });

describe('corrections handlers', () => {
  it('list the fixtures, newest first, each worded by describeCorrection', async () => {
    server.use(...createCorrectionsHandlers());
    const corrections = await list();
    expect(corrections).toEqual(MOCK_CORRECTIONS);
    for (const correction of corrections) expect(correction.description).toBe(describeCorrection(correction.rule));
    const times = corrections.map((correction) => correction.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('store a rule on top of the list, and replace one with the same kind and merchant', async () => {
    server.use(...createCorrectionsHandlers({ seed: [] }));
    const first = await call('POST', '/api/corrections', rename('Movies'));
    expect(first.status).toBe(201);
    const second = await call('POST', '/api/corrections', rename('Family movies'));
    const { correction } = createCorrectionResponseSchema.parse(second.json);
    expect(correction).toMatchObject({ description: 'Show Netflix as “Family movies”', touched: null });
    expect(await list()).toEqual([correction]);
  });

  it('refuse a rule the contract refuses, naming the field', async () => {
    server.use(...createCorrectionsHandlers({ seed: [] }));
    const tooLong = await call('POST', '/api/corrections', rename('x'.repeat(61)));
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.json)).toContain('name');
    const unknownKind = await call('POST', '/api/corrections', { kind: 'ignore', merchant: { key: 'A', name: 'A' } });
    expect(unknownKind.status).toBe(400);
    const extra = await call('POST', '/api/corrections', { ...rename('Movies'), userId: 'someone-else' });
    expect(extra.status).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('undo a rule, and answer 404 for an id that is not in the list', async () => {
    server.use(...createCorrectionsHandlers());
    const [first] = MOCK_CORRECTIONS;
    expect((await call('DELETE', `/api/corrections/${first?.id ?? ''}`)).json).toEqual({ success: true });
    expect((await list()).map((correction) => correction.id)).not.toContain(first?.id);
    const again = await call('DELETE', `/api/corrections/${first?.id ?? ''}`);
    expect(again).toEqual({ status: 404, json: { error: 'Not Found', message: CORRECTION_NOT_FOUND_MESSAGE } });
  });

  it('keep each handler set’s state to itself: a new set starts from its seed', async () => {
    server.use(...createCorrectionsHandlers({ seed: [] }));
    await call('POST', '/api/corrections', rename('Movies'));
    expect(await list()).toHaveLength(1);
    server.resetHandlers();
    server.use(...createCorrectionsHandlers({ seed: [] }));
    expect(await list()).toEqual([]);
  });
});
