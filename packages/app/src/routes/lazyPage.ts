import { withChunkTimeout } from '@ledgerlight/ui';
import { createElement, lazy, useState } from 'react';
import type { ComponentType } from 'react';

/** A lazily loaded page that can start downloading before it renders. */
export type PreloadablePage = ComponentType & {
  /** Starts the download now (at boot, for the route the browser opened); rendering reuses it. */
  preload: () => void;
};

/**
 * A page in its own chunk, loaded on first render or on `preload()`, whichever comes first:
 * `lazyPage(() => import('./X/XPage'), 'XPage')` (pages use named exports). Render it under a
 * Suspense boundary; a failed or timed-out load (spec 9's chunk timeout, ui LazyChunk, shared with
 * the result renderers and the chart) throws to the route's error element. A page whose chunk is
 * already in when it mounts renders at once: React.lazy would still suspend for a turn, time in
 * which the layout's requests go out ahead of the page's first paint (issue 11).
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadablePage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const start = () => {
    loading ??= withChunkTimeout(load).then((module) => {
      const page: ComponentType = module[name];
      loaded = page;
      return { default: page };
    });
    return loading;
  };
  const Lazy = lazy(start);
  function Page() {
    // Chosen once per mount: switching between the two would remount the page and lose its state.
    const [Loaded] = useState(() => loaded);
    return createElement(Loaded ?? Lazy);
  }
  return Object.assign(Page, {
    preload: () => {
      start().catch(() => undefined); // the render that needs the page reports the failure
    },
  });
}
