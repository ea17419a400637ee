import { PageSpinner, withChunkTimeout } from '@ledgerlight/ui';
import { createElement, useEffect, useState } from 'react';
import type { ComponentType } from 'react';

/** Announced while a page's code downloads. */
export const PAGE_LOADING_LABEL = 'Loading page';

/** A lazily loaded page that can start downloading before it renders. */
export type PreloadablePage = ComponentType & {
  /** Starts the download now (at boot, for the route the browser opened); rendering reuses it. */
  preload: () => void;
};

/**
 * A page in its own chunk, loaded on first render or on `preload()`, whichever comes first:
 * `lazyPage(() => import('./X/XPage'), 'XPage')` (pages use named exports). A page whose chunk is
 * already in when it mounts renders at once. Otherwise the page's place shows the page spinner until
 * the chunk is in, and then the page renders as an ordinary update: not by suspending, because React
 * holds back a suspended tree's reveal until 300 ms after its fallback appeared (its fallback
 * throttle), time in which a page whose chunk was in waited on a timer (ADR 0014). A failed or
 * timed-out load (product 9's chunk timeout, ui LazyChunk) throws to the route's error element.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadablePage {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const start = () => {
    loading ??= withChunkTimeout(load).then((module) => {
      loaded = module[name];
      return loaded;
    });
    return loading;
  };
  function Page() {
    // A function in state is called as an initialiser or updater: the component is kept in a box.
    const [page, setPage] = useState<{ readonly Component: ComponentType } | { readonly failure: unknown } | undefined>(
      () => (loaded === undefined ? undefined : { Component: loaded }),
    );
    useEffect(() => {
      if (page !== undefined) return undefined;
      let mounted = true;
      start().then(
        (Component) => mounted && setPage({ Component }),
        (failure: unknown) => mounted && setPage({ failure }),
      );
      return () => {
        mounted = false;
      };
    }, [page]);
    if (page === undefined) return createElement(PageSpinner, { label: PAGE_LOADING_LABEL });
    if ('failure' in page) throw page.failure;
    return createElement(page.Component);
  }
  return Object.assign(Page, {
    preload: () => {
      start().catch(() => undefined); // the render that needs the page reports the failure
    },
  });
}
