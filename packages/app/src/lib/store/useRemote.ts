import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import type { CacheMode, CacheNameFor } from './cached';
import { hashKey, RemoteStore } from './store';
import type { Remote, RemoteKey, RemoteSnapshot } from './store';

export type { RemoteKey } from './store';

const StoreContext = createContext<RemoteStore | undefined>(undefined);

/**
 * One store for everything below it (ADR 0034). The app's routes mount it once, around the session;
 * each story and page test mounts its own, so nothing is kept from one render to the next.
 */
export function RemoteStoreProvider({ children, store }: { children: ReactNode; store?: RemoteStore }) {
  const [own] = useState(() => store ?? new RemoteStore());
  return createElement(StoreContext.Provider, { value: own }, children);
}

/** The store of the nearest RemoteStoreProvider, if any (the session clears it at sign-out). */
export function useOptionalRemoteStore(): RemoteStore | undefined {
  return useContext(StoreContext);
}

/** The store of the nearest RemoteStoreProvider. */
export function useRemoteStore(): RemoteStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useRemoteStore needs a RemoteStoreProvider above it (routes/RouterNavigation.tsx)');
  return store;
}

export interface RemoteOptions<T> {
  /** A product 9 localStorage cache the answer goes through (ADR 0034); `cacheMode` says how. */
  cache?: CacheNameFor<T>;
  cacheMode?: CacheMode;
  /** A value whose change reads again, keeping what is shown until the answer (the nav's balance: the path). */
  refetchOn?: unknown;
  /** How long (ms) an answer in the store serves a new reader without a read; 0 (the default): always read. */
  staleTime?: number;
  /** Reads again every so many ms after the previous read settled, keeping what is shown (a poller). */
  refetchInterval?: number | false;
  /** What the key holds when the store has nothing for it yet (a row of a list the poller reads again). */
  initialData?: T;
}

export interface RemoteQuery<T> {
  state: Remote<T>;
  /** A `refresh` is out: what `state` shows is kept until its answer. */
  refreshing: boolean;
  /** Consecutive failed reads; a successful one resets it. */
  failures: number;
  /** Reads again, showing loading meanwhile (Try again). */
  reload: () => void;
  /** Reads again, keeping what is shown, marked `refreshing` (Refresh). */
  refresh: () => void;
  /** Changes the loaded data in place (a polled task, a further page); nothing while not ready. */
  update: (change: (data: T) => T) => void;
}

const noSubscription = () => () => undefined;
const LOADING: RemoteSnapshot<never> = { remote: { status: 'loading' }, refreshing: false, failures: 0 };

/**
 * Reads the server state under `key` (ADR 0034). `key` undefined (or no `load`) means there is
 * nothing to read yet: the state stays loading. It reads on mount, whenever `key`, `load` (pass a
 * stable function) or `refetchOn` changes, unless the store holds an answer younger than `staleTime`
 * or a read of the key is already out (it is joined: one request). Only the latest read's answer lands.
 */
export function useRemote<T>(
  key: RemoteKey | undefined,
  load: (() => Promise<T>) | undefined,
  options: RemoteOptions<T> = {},
): RemoteQuery<T> {
  const { cache, cacheMode, refetchOn, staleTime = 0, refetchInterval = false, initialData } = options;
  const store = useRemoteStore();
  /** Read at mount only, like the store's answer it stands in for. */
  const initial = useRef(initialData);
  const hash = key === undefined || load === undefined ? undefined : hashKey(key);
  const subscribe = useCallback(
    (listener: () => void) => (hash === undefined ? noSubscription() : store.subscribe(hash, listener)),
    [store, hash],
  );
  const snapshot = useSyncExternalStore(subscribe, () =>
    hash === undefined ? LOADING : store.snapshot<T>(hash),
  ) as RemoteSnapshot<T>;

  useEffect(() => {
    if (hash === undefined || load === undefined) return;
    const readOptions = { cache, cacheMode };
    const removeReader = store.addReader(hash, load, readOptions);
    if (initial.current !== undefined && store.snapshot(hash).remote.status !== 'ready')
      store.setData(JSON.parse(hash) as RemoteKey, initial.current);
    if (!store.isFresh(hash, staleTime)) void store.read(hash, load, 'keep', readOptions).catch(() => undefined);
    return removeReader;
  }, [store, hash, load, cache, cacheMode, staleTime, refetchOn]);

  useEffect(() => {
    if (hash === undefined || load === undefined || refetchInterval === false) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next read is due `refetchInterval` after the previous one settled; a hidden tab skips its turn.
    const schedule = () => {
      timer = setTimeout(() => {
        if (document.hidden) return schedule();
        void store
          .read(hash, load, 'keep', { cache, cacheMode })
          .catch(() => undefined)
          .finally(() => {
            if (!stopped) schedule();
          });
      }, refetchInterval);
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [store, hash, load, cache, cacheMode, refetchInterval]);

  const reload = useCallback(() => {
    if (hash !== undefined && load !== undefined)
      void store.read(hash, load, 'loading', { cache, cacheMode }).catch(() => undefined);
  }, [store, hash, load, cache, cacheMode]);
  const refresh = useCallback(() => {
    if (hash !== undefined && load !== undefined)
      void store.read(hash, load, 'refreshing', { cache, cacheMode }).catch(() => undefined);
  }, [store, hash, load, cache, cacheMode]);
  const update = useCallback(
    (change: (data: T) => T) => {
      // The key's parts (its hash), not its array: a caller may build it on every render.
      if (hash !== undefined) store.update(JSON.parse(hash) as RemoteKey, change);
    },
    [store, hash],
  );
  return {
    state: snapshot.remote,
    refreshing: snapshot.refreshing,
    failures: snapshot.failures,
    reload,
    refresh,
    update,
  };
}

/** `load`, with each failure logged as `console.error(...label, error)` before it is passed on. */
export function logFailures<T>(load: () => Promise<T>, ...label: unknown[]): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      console.error(...label, error);
      throw error;
    });
}
