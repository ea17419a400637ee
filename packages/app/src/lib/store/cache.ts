import { CACHE_KEYS, CACHE_TTL_MS } from '@ledgerlight/contract';

/**
 * Product 9: the cached data (bank accounts 10 minutes, credit balance 5 minutes), cleared on sign-out.
 * Every entry belongs to the user who was signed in when it was written (a second
 * user of the same browser saw the first one's balance and accounts): it is read only while that user
 * is the cache's owner, and a change of owner removes every other user's entries.
 */
export type CacheKey = keyof typeof CACHE_TTL_MS;

interface Entry<T> {
  storedAt: number;
  /** The user id of the owner when written; absent when nobody was (stories and tests without a session). */
  userId?: string;
  value: T;
}

let owner: string | undefined;

/**
 * Who hears of a change: everything that shows a cached value (the nav's balance badge) renders again
 * when an entry is written or dropped, here or in another tab, without waiting for a navigation
 * (the badge said 'Credits 1' beside '10 credits have been added').
 */
const listeners = new Set<(key: CacheKey) => void>();
/** How many times each key changed, and was dropped: a reader of the server fetches again when the latter grows. */
const changes = new Map<CacheKey, number>();
const drops = new Map<CacheKey, number>();

function changed(key: CacheKey, dropped: boolean): void {
  changes.set(key, (changes.get(key) ?? 0) + 1);
  if (dropped) drops.set(key, (drops.get(key) ?? 0) + 1);
  for (const listener of listeners) listener(key);
}

/** Calls `listener` with the key of every entry written or dropped; returns the unsubscribe. */
export function subscribeCache(listener: (key: CacheKey) => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    const key = Object.values(CACHE_KEYS).find((name) => name === event.key);
    if (key !== undefined) changed(key, event.newValue === null);
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** How many times `key` was written or dropped since the app started (a snapshot for useSyncExternalStore). */
export function cacheChanges(key: CacheKey): number {
  return changes.get(key) ?? 0;
}

/** How many times `key` was dropped (invalidated, cleared, another owner's) since the app started. */
export function cacheDrops(key: CacheKey): number {
  return drops.get(key) ?? 0;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The cached value when it is younger than its key's lifetime, else undefined. */
export function readCache<T>(key: CacheKey, now: number = Date.now()): T | undefined {
  const raw = storage()?.getItem(key);
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as Entry<T>;
    if (typeof entry.storedAt !== 'number' || now - entry.storedAt >= CACHE_TTL_MS[key]) return undefined;
    if (entry.userId !== owner) return undefined;
    return entry.value;
  } catch {
    return undefined;
  }
}

export function writeCache<T>(key: CacheKey, value: T, now: number = Date.now()): void {
  try {
    const entry: Entry<T> = owner === undefined ? { storedAt: now, value } : { storedAt: now, userId: owner, value };
    storage()?.setItem(key, JSON.stringify(entry));
  } catch {
    // Storage full or blocked: the app still works, it just fetches again next time.
    return;
  }
  changed(key, false);
}

/** Drops `key` because its value changed on the server: whatever shows it reads it again. */
export function invalidateCache(key: CacheKey): void {
  storage()?.removeItem(key);
  changed(key, true);
}

/**
 * Sign-out clears every cached key (product 9). Not a drop: nothing reads the balance again for a user
 * who is leaving (a read then would put it back in the cache).
 */
export function clearCache(): void {
  for (const key of Object.values(CACHE_KEYS)) {
    storage()?.removeItem(key);
    changed(key, false);
  }
}

/** The user an entry was written for; undefined for none, null when the entry is unreadable. */
function ownerOf(raw: string): string | undefined | null {
  try {
    const { userId } = JSON.parse(raw) as Partial<Entry<unknown>>;
    return typeof userId === 'string' ? userId : undefined;
  } catch {
    return null;
  }
}

/**
 * Who the cache serves from now on: the signed-in user's id, or undefined when nobody is signed in.
 * The session calls it on every answer about the user; entries of anyone else are removed.
 */
export function setCacheOwner(userId: string | undefined): void {
  owner = userId;
  for (const key of Object.values(CACHE_KEYS)) {
    const raw = storage()?.getItem(key);
    if (raw && ownerOf(raw) !== userId) {
      storage()?.removeItem(key);
      changed(key, false);
    }
  }
}
