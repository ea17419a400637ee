import { CHUNK_LOAD_TIMEOUT_MS } from '@ledgerlight/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { LazyChunk, retryableLazy } from './LazyChunk';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Bye({ name }: { name: string }) {
  return <p>Bye {name}</p>;
}

/** Under a Suspense boundary, as in a page: its fallback must never show for the chunk. */
const tree = (chunk: ReturnType<typeof retryableLazy<{ name: string }>>) => (
  <Suspense fallback={<p>Suspended</p>}>
    <LazyChunk
      chunk={chunk}
      props={{ name: 'Ada' }}
      loading={<p>Loading part</p>}
      failed={(retry) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    />
  </Suspense>
);

/** A component promise the test settles. */
function deferred() {
  let resolve: (component: ComponentType<{ name: string }>) => void = () => undefined;
  const promise = new Promise<ComponentType<{ name: string }>>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function mount(chunk: ReturnType<typeof retryableLazy<{ name: string }>>) {
  render(tree(chunk));
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

describe('LazyChunk (every lazy chunk has the timeout and a retry)', () => {
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

  it('shows its loading state until the chunk is in, then the component, never a Suspense fallback', async () => {
    const component = deferred();
    render(tree(retryableLazy(() => component.promise)));
    expect(screen.getByText('Loading part')).toBeInTheDocument();
    await act(async () => component.resolve(Hello));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
  });

  it('renders a chunk that is already in at once (no suspending, so no 300 ms fallback throttle)', async () => {
    const chunk = retryableLazy(() => Promise.resolve(Hello));
    await chunk(0);
    render(tree(chunk));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it("shows a new chunk's loading state, never the previous chunk's component", async () => {
    const next = deferred();
    const first = retryableLazy(() => Promise.resolve(Hello));
    await first(0);
    const view = render(tree(first));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    view.rerender(tree(retryableLazy(() => next.promise)));
    expect(screen.getByText('Loading part')).toBeInTheDocument();
    expect(screen.queryByText('Hello Ada')).not.toBeInTheDocument();
    await act(async () => next.resolve(Bye));
    expect(screen.getByText('Bye Ada')).toBeInTheDocument();
  });

  it('offers a retry when the loaded component fails to render', async () => {
    expectConsoleErrors([/The above error occurred in the <Fragile> component/, /^A part of the page failed to load/]);
    let broken = true;
    function Fragile({ name }: { name: string }) {
      if (broken) throw new TypeError('Failed to fetch dynamically imported module');
      return <p>Hello {name}</p>;
    }
    mount(retryableLazy(() => Promise.resolve(Fragile)));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    broken = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });
});
