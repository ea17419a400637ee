import { CHUNK_LOAD_TIMEOUT_MS } from '@ledgerlight/contract';
import { ChunkLoadTimeoutError } from '@ledgerlight/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';

// The endpoint map's chunk never arrives.
vi.mock('./api', () => new Promise(() => undefined));

afterEach(() => {
  vi.useRealTimers();
});

describe("the API map's chunk under product 9's chunk timeout", () => {
  it('fails the first call after 120 s without the chunk, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const call = api('creditBalance', {}).then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(await Promise.race([call, Promise.resolve('waiting')])).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toBeInstanceOf(ChunkLoadTimeoutError);
  });
});
