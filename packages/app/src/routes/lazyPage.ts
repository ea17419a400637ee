import { withChunkTimeout } from '@ledgerlight/ui';
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A lazily loaded page that can start downloading before it renders. */
export type PreloadablePage<C extends ComponentType> = LazyExoticComponent<C> & {
  /** Starts the download now (at boot, for the route the browser opened); rendering reuses it. */
  preload: () => void;
};

/**
 * A page in its own chunk, loaded on first render or on `preload()`, whichever comes first:
 * `lazyPage(() => import('./X/XPage'), 'XPage')` (pages use named exports). Render it under a
 * Suspense boundary; a failed or timed-out load (spec 9's chunk timeout, ui LazyChunk, shared with
 * the result renderers and the chart) throws to the route's error element.
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
