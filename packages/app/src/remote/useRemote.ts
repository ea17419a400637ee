import { useCallback, useEffect, useRef, useState } from 'react';
import { throughCache } from './cached';
import type { CacheMode, CacheNameFor } from './cached';

/** What a server read has given so far. */
export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

export interface RemoteOptions<T> {
  /** A spec 9 localStorage cache the answer goes through (ADR 0019); `cacheMode` says how. */
  cache?: CacheNameFor<T>;
  cacheMode?: CacheMode;
  /** A value whose change reads again, keeping what is shown until the answer (the nav's balance: the path). */
  refetchOn?: unknown;
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

interface Held<T> {
  remote: Remote<T>;
  refreshing: boolean;
  failures: number;
}

const LOADING = { status: 'loading' } as const;

/**
 * The app's one way to read server state (ADR 0019). Runs `load` on mount and whenever `load` (pass
 * a stable function) or `refetchOn` changes; `undefined` means there is nothing to load, and the state
 * stays as it is. Only the answer of the latest read lands: an older read's answer, and any answer
 * after unmount, is dropped.
 */
export function useRemote<T>(load: (() => Promise<T>) | undefined, options: RemoteOptions<T> = {}): RemoteQuery<T> {
  const { cache, cacheMode, refetchOn } = options;
  const [held, setHeld] = useState<Held<T>>({ remote: LOADING, refreshing: false, failures: 0 });
  const latest = useRef(0);

  /** One read; its answer lands only if no other read started since. */
  const run = useCallback(() => {
    if (!load) return;
    const ticket = ++latest.current;
    (cache === undefined ? load() : throughCache(cache, load, cacheMode)).then(
      (data) => {
        if (ticket === latest.current) setHeld({ remote: { status: 'ready', data }, refreshing: false, failures: 0 });
      },
      (error: unknown) => {
        if (ticket !== latest.current) return;
        setHeld((current) => ({
          remote: { status: 'error', error },
          refreshing: false,
          failures: current.failures + 1,
        }));
      },
    );
  }, [load, cache, cacheMode]);

  useEffect(() => {
    run();
    return () => {
      // Unmounted, or another read is due: whatever is in flight answers to nobody.
      latest.current += 1;
    };
  }, [run, refetchOn]);

  const reload = useCallback(() => {
    setHeld((current) => ({ ...current, remote: LOADING, refreshing: false }));
    run();
  }, [run]);

  const refresh = useCallback(() => {
    setHeld((current) => ({ ...current, refreshing: true }));
    run();
  }, [run]);

  const update = useCallback((change: (data: T) => T) => {
    setHeld((current) =>
      current.remote.status === 'ready'
        ? { ...current, remote: { status: 'ready', data: change(current.remote.data) } }
        : current,
    );
  }, []);

  return { state: held.remote, refreshing: held.refreshing, failures: held.failures, reload, refresh, update };
}

/** `load`, with each failure logged as `console.error(...label, error)` before it is passed on. */
export function logFailures<T>(load: () => Promise<T>, ...label: unknown[]): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      console.error(...label, error);
      throw error;
    });
}
