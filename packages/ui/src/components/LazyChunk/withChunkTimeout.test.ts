import { CHUNK_LOAD_TIMEOUT_MS } from '@ledgerlight/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, withChunkTimeout } from './LazyChunk';

afterEach(() => vi.useRealTimers());

describe('lazy chunks (product 9: script chunk loading timeout 120000 ms)', () => {
  it('gives up on a chunk that has not arrived after CHUNK_LOAD_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    const loading = withChunkTimeout(() => new Promise<never>(() => undefined));
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('does not give up early', async () => {
    vi.useFakeTimers();
    let settled = false;
    void withChunkTimeout(() => new Promise<never>(() => undefined)).catch(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('passes a loaded chunk and a failed one through', async () => {
    await expect(withChunkTimeout(async () => 'module')).resolves.toBe('module');
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(withChunkTimeout(async () => Promise.reject(failure))).rejects.toBe(failure);
  });
});
