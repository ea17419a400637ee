import { CACHE_KEYS } from '@ledgerlight/contract';
import { invalidateCache } from './cache';
import { readCached, writeCached } from './cached';
import type { CacheMode, CacheName } from './cached';

/**
 * A key of the store (ADR 0034): the feature's name first, then what identifies the data, e.g.
 * `['task', agentId, taskId]`. Two reads with equal keys share one entry; `invalidate(['tasks'])`
 * reaches every key that starts with `'tasks'`.
 */
export type RemoteKey = readonly (string | number)[];

/** What a server read has given so far. */
export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/** One entry as a component sees it; a new object whenever anything in it changes. */
export interface RemoteSnapshot<T> {
  readonly remote: Remote<T>;
  /** A `refresh` is out: what `remote` shows is kept until its answer. */
  readonly refreshing: boolean;
  /** Consecutive failed reads; a successful one resets it. */
  readonly failures: number;
}

/** How a read shows itself: `loading` (Try again), `refreshing` (Refresh), `keep` (a mount, a poll, an invalidation). */
export type ReadShow = 'loading' | 'refreshing' | 'keep';

export interface ReadOptions {
  /** A product 9 localStorage cache the answer goes through; `cacheMode` says how (cached.ts). */
  cache?: CacheName;
  cacheMode?: CacheMode;
}

interface Entry {
  snapshot: RemoteSnapshot<unknown>;
  /** When the data landed (ms since epoch); 0 when there is none or it was invalidated. */
  updatedAt: number;
  /** The latest read's number: an answer of any other read is dropped. */
  ticket: number;
  inFlight?: Promise<unknown>;
  /** The loader and options of the mounted readers, for an invalidation to read again. */
  readers: Map<symbol, { load: () => Promise<unknown>; options: ReadOptions }>;
  listeners: Set<() => void>;
}

const LOADING: RemoteSnapshot<never> = { remote: { status: 'loading' }, refreshing: false, failures: 0 };

/** `['task', 'a', 'b']` as the entry's map key. */
export function hashKey(key: RemoteKey): string {
  return JSON.stringify(key);
}

function startsWith(hash: string, prefix: RemoteKey): boolean {
  const key = JSON.parse(hash) as RemoteKey;
  return prefix.every((part, index) => key[index] === part);
}

/**
 * The app's server state, keyed (ADR 0034): one entry per key, shared by every component that reads
 * it. A read while another read of the same key is out joins it (one request for the nav's badge and
 * the page that shows the balance); Try again and Refresh start a new read and the older one's answer
 * is dropped. `setData` puts an answer in place (the processing poller's task for the result page, a
 * polled row); `invalidate` marks a key and everything below it stale and reads again what is shown.
 * One store per app render (RemoteStoreProvider): nothing is kept from one render, story or test to
 * the next.
 */
export class RemoteStore {
  private readonly entries = new Map<string, Entry>();

  private entry(hash: string): Entry {
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = { snapshot: LOADING, updatedAt: 0, ticket: 0, readers: new Map(), listeners: new Set() };
      this.entries.set(hash, entry);
    }
    return entry;
  }

  private set(entry: Entry, snapshot: RemoteSnapshot<unknown>): void {
    entry.snapshot = snapshot;
    for (const listener of [...entry.listeners]) listener();
  }

  /** The entry of `hash` as it stands (a stable object until it changes). */
  snapshot<T>(hash: string): RemoteSnapshot<T> {
    return (this.entries.get(hash)?.snapshot ?? LOADING) as RemoteSnapshot<T>;
  }

  /** Calls `listener` whenever the entry of `hash` changes; returns the unsubscribe. */
  subscribe(hash: string, listener: () => void): () => void {
    const { listeners } = this.entry(hash);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** The data of `key`, if an answer has landed. */
  getData<T>(key: RemoteKey): T | undefined {
    const { remote } = this.snapshot<T>(hashKey(key));
    return remote.status === 'ready' ? remote.data : undefined;
  }

  /** Whether `hash` holds data younger than `staleTime` ms. */
  isFresh(hash: string, staleTime: number, now: number = Date.now()): boolean {
    const entry = this.entries.get(hash);
    return entry?.snapshot.remote.status === 'ready' && entry.updatedAt > 0 && now - entry.updatedAt < staleTime;
  }

  /** Puts `data` in place as the key's answer (a read that is out is dropped). */
  setData<T>(key: RemoteKey, data: T): void {
    this.land(this.entry(hashKey(key)), data);
  }

  /** Changes the key's data in place (a further page, a polled row); nothing while it has none. */
  update<T>(key: RemoteKey, change: (data: T) => T): void {
    const entry = this.entries.get(hashKey(key));
    if (entry?.snapshot.remote.status !== 'ready') return;
    this.set(entry, { ...entry.snapshot, remote: { status: 'ready', data: change(entry.snapshot.remote.data as T) } });
  }

  private land(entry: Entry, data: unknown): void {
    entry.ticket += 1;
    entry.inFlight = undefined;
    entry.updatedAt = Date.now();
    this.set(entry, { remote: { status: 'ready', data }, refreshing: false, failures: 0 });
  }

  /**
   * Reads `hash` with `load`. `show: 'keep'` joins a read that is already out and keeps what is
   * shown; `loading` and `refreshing` always start a new read, and only the latest read's answer lands.
   */
  read(hash: string, load: () => Promise<unknown>, show: ReadShow, options: ReadOptions = {}): Promise<unknown> {
    const entry = this.entry(hash);
    if (show === 'keep' && entry.inFlight) return entry.inFlight;
    const { cache, cacheMode = 'readThrough' } = options;
    if (cache !== undefined && cacheMode === 'readThrough') {
      const cached = readCached(cache);
      if (cached !== undefined) {
        this.land(entry, cached);
        return Promise.resolve(cached);
      }
    }
    const ticket = ++entry.ticket;
    const { snapshot } = entry;
    if (show === 'loading' || (show === 'keep' && snapshot.remote.status !== 'ready'))
      this.set(entry, { ...snapshot, remote: { status: 'loading' }, refreshing: false });
    else if (show === 'refreshing') this.set(entry, { ...snapshot, refreshing: true });
    const reading = load().then(
      (data) => {
        if (ticket !== entry.ticket) return data;
        if (cache !== undefined) writeCached(cache, data);
        this.land(entry, data);
        return data;
      },
      (error: unknown) => {
        if (ticket === entry.ticket) {
          entry.inFlight = undefined;
          this.set(entry, {
            remote: { status: 'error', error },
            refreshing: false,
            failures: entry.snapshot.failures + 1,
          });
        }
        throw error;
      },
    );
    entry.inFlight = reading;
    // The caller of a read that is joined or dropped may not wait for it: its failure is the entry's.
    reading.catch(() => undefined);
    return reading;
  }

  /** A mounted reader of `hash`: an invalidation reads again with its loader. Returns the removal. */
  addReader(hash: string, load: () => Promise<unknown>, options: ReadOptions): () => void {
    const { readers } = this.entry(hash);
    const id = Symbol('reader');
    readers.set(id, { load, options });
    return () => readers.delete(id);
  }

  /**
   * The server changed what every key that starts with `prefix` holds (a start, a purchase, a refund,
   * a new link): each becomes stale, its product 9 cache entry is dropped, and a key that is shown is read
   * again, keeping what is shown until the answer.
   */
  invalidate(prefix: RemoteKey): void {
    for (const name of Object.keys(CACHE_KEYS) as CacheName[]) {
      if (startsWith(hashKey([name]), prefix) || startsWith(hashKey(prefix), [name])) invalidateCache(CACHE_KEYS[name]);
    }
    for (const [hash, entry] of this.entries) {
      if (!startsWith(hash, prefix)) continue;
      entry.updatedAt = 0;
      const reader = entry.readers.values().next();
      if (!reader.done) void this.read(hash, reader.value.load, 'keep', reader.value.options).catch(() => undefined);
    }
  }

  /** Forgets every entry (sign-out, a change of user): nothing of one user is shown to the next. */
  clear(): void {
    for (const entry of this.entries.values()) {
      entry.ticket += 1;
      entry.inFlight = undefined;
      entry.updatedAt = 0;
      this.set(entry, LOADING);
    }
  }
}
