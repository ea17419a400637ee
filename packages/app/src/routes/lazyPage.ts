import { withChunkTimeout } from '@ledgerlight/ui';
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * A page in its own chunk, loaded on first render: `lazyPage(() => import('./X/XPage'), 'XPage')`
 * (pages use named exports), under spec 9's chunk timeout (ui LazyChunk, shared with the result
 * renderers and the chart). Render it under a Suspense boundary; a failed or timed-out load
 * throws to the route's error element.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => withChunkTimeout(load).then((module) => ({ default: module[name] })));
}
