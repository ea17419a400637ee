import { CACHE_KEYS, CACHE_TTL_MS } from '@ledgerlight/contract';

/** Spec 9: the cached data (bank accounts 10 minutes, credit balance 5 minutes), cleared on sign-out. */
export type CacheKey = keyof typeof CACHE_TTL_MS;

interface Entry<T> {
  storedAt: number;
  value: T;
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
    return entry.value;
  } catch {
    return undefined;
  }
}

export function writeCache<T>(key: CacheKey, value: T, now: number = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ storedAt: now, value } satisfies Entry<T>));
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
