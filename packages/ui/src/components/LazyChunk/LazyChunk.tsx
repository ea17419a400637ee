import { CHUNK_LOAD_TIMEOUT_MS } from '@ledgerlight/contract';
import { Component, useEffect, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';

/** A script chunk did not arrive within product 9's chunk loading timeout (120,000 ms). */
export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadTimeoutError';
  constructor(timeoutMs: number) {
    super(`The page did not load within ${Math.round(timeoutMs / 1000)} seconds.`);
  }
}

/** Settles as `load()` does, or rejects with ChunkLoadTimeoutError after `timeoutMs`. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A component in its own chunk that can be loaded again: `chunk(n)` is attempt n's download (a
 * failed attempt stays failed; the next one downloads again), each under product 9's timeout, and
 * `chunk.loaded()` the component once any attempt has brought it.
 */
export type RetryableLazy<P extends object> = ((attempt: number) => Promise<ComponentType<P>>) & {
  readonly loaded: () => ComponentType<P> | undefined;
};

export function retryableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): RetryableLazy<P> {
  const attempts = new Map<number, Promise<ComponentType<P>>>();
  let loaded: ComponentType<P> | undefined;
  const attempt = (index: number) => {
    let download = attempts.get(index);
    if (download === undefined) {
      download = withChunkTimeout(load, timeoutMs).then((component) => {
        loaded = component;
        return component;
      });
      attempts.set(index, download);
    }
    return download;
  };
  return Object.assign(attempt, { loaded: () => loaded });
}

/** Logged when a chunk does not arrive or its component fails to render. */
const CHUNK_FAILED_LOG = 'A part of the page failed to load';

interface BoundaryProps {
  /** What shows when the component failed to render. */
  failed: ReactNode;
  children: ReactNode;
}

/** Catches the loaded component's failure to render, so the page around it stays. */
class ChunkLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(CHUNK_FAILED_LOG, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

export interface LazyChunkProps<P extends object> {
  chunk: RetryableLazy<P>;
  /** The props of the loaded component. */
  props: P;
  /** Shown while the chunk loads. */
  loading: ReactNode;
  /** Shown when it could not load within the timeout; `retry` loads it again. */
  failed: (retry: () => void) => ReactNode;
}

/** How one attempt of one chunk ended. */
type Settled<P extends object> = { readonly chunk: RetryableLazy<P>; readonly attempt: number } & (
  { readonly Component: ComponentType<P> } | { readonly failure: unknown }
);

/**
 * A lazily loaded part of a page (a result renderer, a chart) with product 9's timeout and a retry,
 * as page chunks have: loading, then the component, or `failed` with a way to try again. A chunk
 * that is already in renders at once. It never suspends: React holds back a suspended tree's reveal
 * until 300 ms after its fallback appeared (its fallback throttle), so a chunk that came in 20 ms
 * kept its loading state up for 300 (ADR 0014); the component arrives as an ordinary update instead.
 */
export function LazyChunk<P extends object>({ chunk, props, loading, failed }: LazyChunkProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<P>>();
  const ready = chunk.loaded();
  const current: Settled<P> | undefined =
    settled !== undefined && settled.chunk === chunk && settled.attempt === attempt
      ? settled
      : attempt === 0 && ready !== undefined
        ? { chunk, attempt, Component: ready }
        : undefined;
  const waiting = current === undefined;
  useEffect(() => {
    if (!waiting) return undefined;
    let mounted = true;
    chunk(attempt).then(
      (Component) => {
        if (mounted) setSettled({ chunk, attempt, Component });
      },
      (failure: unknown) => {
        if (!mounted) return;
        console.error(CHUNK_FAILED_LOG, failure);
        setSettled({ chunk, attempt, failure });
      },
    );
    return () => {
      mounted = false;
    };
  }, [chunk, attempt, waiting]);
  const retry = () => setAttempt((previous) => previous + 1);
  if (current === undefined) return loading;
  if ('failure' in current) return failed(retry);
  const { Component: Loaded } = current;
  return (
    <ChunkLoadBoundary key={attempt} failed={failed(retry)}>
      <Loaded {...props} />
    </ChunkLoadBoundary>
  );
}
