import { CHUNK_LOAD_TIMEOUT_MS } from '@ledgerlight/contract';
import { Component, Suspense, lazy, useState } from 'react';
import type { ComponentType, ErrorInfo, LazyExoticComponent, ReactNode } from 'react';

/** A script chunk did not arrive within spec 9's chunk loading timeout (120,000 ms). */
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
 * A component in its own chunk that can be loaded again: attempt n is its own `lazy()` (React keeps
 * a failed lazy component failed for good), each under spec 9's timeout.
 */
export type RetryableLazy<P extends object> = (attempt: number) => LazyExoticComponent<ComponentType<P>>;

export function retryableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): RetryableLazy<P> {
  const attempts = new Map<number, LazyExoticComponent<ComponentType<P>>>();
  return (attempt) => {
    let component = attempts.get(attempt);
    if (component === undefined) {
      component = lazy(() => withChunkTimeout(load, timeoutMs).then((loaded) => ({ default: loaded })));
      attempts.set(attempt, component);
    }
    return component;
  };
}

interface BoundaryProps {
  /** What shows when the chunk could not load. */
  failed: ReactNode;
  children: ReactNode;
}

/** Catches the chunk's failed or timed-out load, so the page around it stays. */
class ChunkLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the page failed to load', error, info.componentStack);
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

/**
 * A lazily loaded part of a page (a result renderer, a chart) with spec 9's timeout and a retry,
 * as page chunks have: loading, then the component, or `failed` with a way to try again.
 */
export function LazyChunk<P extends object>({ chunk, props, loading, failed }: LazyChunkProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = chunk(attempt) as ComponentType<P>;
  return (
    <ChunkLoadBoundary key={attempt} failed={failed(() => setAttempt((current) => current + 1))}>
      <Suspense fallback={loading}>
        <Loaded {...props} />
      </Suspense>
    </ChunkLoadBoundary>
  );
}
