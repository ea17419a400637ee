import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@ledgerlight/contract';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { lazyPage, PAGE_LOADING_LABEL } from './lazyPage';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

/** The route's error element, in small. */
class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <p>Failed: {String(this.state.error)}</p>;
  }
}

/** Under a Suspense boundary, as in the layout: its fallback must never show for the page's own chunk. */
const tree = (Page: ReturnType<typeof lazyPage>) => (
  <Boundary>
    <Suspense fallback={<p>Suspended</p>}>
      <Page />
    </Suspense>
  </Boundary>
);

/** A module promise the test settles. */
function deferredModule() {
  let resolve: (module: { Counter: typeof Counter }) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<{ Counter: typeof Counter }>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('rendering a lazy page (ADR 0014)', () => {
  it('renders a preloaded page at once, without a spinner', async () => {
    const Page = lazyPage(async () => ({ Counter }), 'Counter');
    Page.preload();
    await act(async () => undefined);
    render(tree(Page));
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the page spinner while the chunk loads, and never suspends for it', async () => {
    const module = deferredModule();
    const Page = lazyPage(() => module.promise, 'Counter');
    render(tree(Page));
    expect(screen.getByRole('status')).toHaveTextContent(PAGE_LOADING_LABEL);
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
    await act(async () => module.resolve({ Counter }));
    // An ordinary update, not a Suspense retry: React holds a retry's reveal back for up to 300 ms.
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
  });

  it('keeps the mounted page and its state through later renders', async () => {
    const Page = lazyPage(async () => ({ Counter }), 'Counter');
    const view = render(tree(Page));
    const button = await screen.findByRole('button', { name: 'Clicked 0' });
    act(() => button.click());
    view.rerender(tree(Page));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('starts one download for a preload and any number of mounts', async () => {
    const load = vi.fn(async () => ({ Counter }));
    const Page = lazyPage(load, 'Counter');
    Page.preload();
    render(
      <>
        {tree(Page)}
        {tree(Page)}
      </>,
    );
    expect(await screen.findAllByRole('button', { name: 'Clicked 0' })).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("throws a failed load to the route's error element", async () => {
    // React reports the error its boundary caught, and nothing else may be logged.
    expectConsoleErrors([/TypeError: offline[\s\S]*The above error occurred in the <Page> component/]);
    const module = deferredModule();
    const Page = lazyPage(() => module.promise, 'Counter');
    render(tree(Page));
    await act(async () => module.reject(new TypeError('offline')));
    expect(screen.getByText('Failed: TypeError: offline')).toBeInTheDocument();
  });

  it("gives up on a page's chunk after product 9's 120 s, to the route's error element", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const Page = lazyPage(() => new Promise<{ Counter: typeof Counter }>(() => undefined), 'Counter');
      render(tree(Page));
      await act(async () => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
      expect(screen.getByRole('status')).toHaveTextContent(PAGE_LOADING_LABEL);
      await act(async () => vi.advanceTimersByTimeAsync(1));
      expect(
        screen.getByText(/^Failed: ChunkLoadTimeoutError: The page did not load within 120 seconds\.$/),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
