import { CHUNK_LOAD_TIMEOUT_MS } from '@ledgerlight/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { LazyChunk, retryableLazy } from './LazyChunk';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function mount(chunk: ReturnType<typeof retryableLazy<{ name: string }>>) {
  render(
    <LazyChunk
      chunk={chunk}
      props={{ name: 'Ada' }}
      loading={<p>Loading part</p>}
      failed={(retry) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    />,
  );
}

beforeEach(() => {
  expectConsoleErrors([
    /The above error occurred in one of your React components/,
    /^A part of the page failed to load (TypeError: Failed to fetch dynamically imported module|ChunkLoadTimeoutError)/,
  ]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LazyChunk (issue 14: every lazy chunk has the timeout and a retry)', () => {
  it('shows the loaded component', async () => {
    mount(retryableLazy(() => Promise.resolve(Hello)));
    expect(screen.getByText('Loading part')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('offers a retry after a failed load, and loads again on it', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Hello);
    mount(retryableLazy(load));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up waiting after the timeout instead of loading for ever', async () => {
    vi.useFakeTimers();
    mount(retryableLazy(() => new Promise<never>(() => undefined)));
    expect(screen.getByText('Loading part')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByText('Loading part')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
