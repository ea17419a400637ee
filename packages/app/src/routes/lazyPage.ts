import { CHUNK_LOAD_TIMEOUT_MS } from '@ledgerlight/contract';
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A page's script chunk did not arrive within spec 9's chunk loading timeout. */
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

/** A lazily loaded page that can start downloading before it renders. */
export type PreloadablePage<C extends ComponentType> = LazyExoticComponent<C> & {
  /** Starts the download now (at boot, for the route the browser opened); rendering reuses it. */
  preload: () => void;
};

/**
 * A page in its own chunk, loaded on first render or on `preload()`, whichever comes first:
 * `lazyPage(() => import('./X/XPage'), 'XPage')` (pages use named exports). Render it under a
 * Suspense boundary; a failed or timed-out load throws to the route's error element.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadablePage<M[K]> {
  let loading: Promise<{ default: M[K] }> | undefined;
  const start = () => {
    loading ??= withChunkTimeout(load).then((module) => ({ default: module[name] }));
    return loading;
  };
  return Object.assign(lazy(start), {
    preload: () => {
      start().catch(() => undefined); // the render that needs the page reports the failure
    },
  });
}
