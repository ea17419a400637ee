import { CACHE_KEYS, CACHE_TTL_MS } from '@ledgerlight/contract';

/**
 * Spec 9: the cached data (bank accounts 10 minutes, credit balance 5 minutes), cleared on sign-out.
 * Every entry belongs to the user who was signed in when it was written (issue 13, fault 8: a second
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
  }
}

export function invalidateCache(key: CacheKey): void {
  storage()?.removeItem(key);
}

/** Sign-out clears every cached key (spec 9). */
export function clearCache(): void {
  for (const key of Object.values(CACHE_KEYS)) storage()?.removeItem(key);
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
    if (raw && ownerOf(raw) !== userId) invalidateCache(key);
  }
}
