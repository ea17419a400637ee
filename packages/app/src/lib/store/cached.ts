import { CACHE_KEYS } from '@ledgerlight/contract';
import type { CreditBalance, PlaidAccountsResponse } from '@ledgerlight/contract';
import { readCache, writeCache } from './cache';

/** What each product 9 cache holds: the server's answer, as the call returned it. */
interface CachedValues {
  /** plaid_accounts, 10 minutes: GET /api/plaid/accounts. */
  plaidAccounts: PlaidAccountsResponse;
  /** credit_balance, 5 minutes: GET /api/credits/balance. */
  creditBalance: CreditBalance;
}

export type CacheName = keyof typeof CACHE_KEYS & keyof CachedValues;

/** The caches whose value is exactly `T`, so that a loader can only be cached under its own key. */
export type CacheNameFor<T> = {
  [N in CacheName]: [CachedValues[N]] extends [T] ? ([T] extends [CachedValues[N]] ? N : never) : never;
}[CacheName];

/**
 * How a loader meets its cache. `readThrough`: a fresh entry answers and the server is not asked;
 * otherwise the server's answer is written. `writeOnly`: the server is always asked and its answer
 * written (a balance about to be spent must be the server's).
 */
export type CacheMode = 'readThrough' | 'writeOnly';

/** An entry another version or a hand edit left behind is not served: it must have the answer's shape. */
const USABLE: { [N in CacheName]: (value: unknown) => boolean } = {
  plaidAccounts: (value) => Array.isArray((value as Partial<PlaidAccountsResponse> | null)?.accounts),
  creditBalance: (value) => typeof (value as Partial<CreditBalance> | null)?.balance === 'number',
};

/** The fresh, usable entry of a cache (the user binding and lifetimes are cache.ts's), else undefined. */
export function readCached<N extends CacheName>(name: N): CachedValues[N] | undefined {
  const value = readCache<CachedValues[N]>(CACHE_KEYS[name]);
  return value !== undefined && USABLE[name](value) ? value : undefined;
}

/** Writes a server's answer to the named product 9 cache (under the spec's key, bound to the user: cache.ts). */
export function writeCached<N extends CacheName>(name: N, value: unknown): void {
  writeCache(CACHE_KEYS[name], value);
}

/** Runs `load` through the named product 9 cache (see CacheMode). */
export async function throughCache<T>(
  name: CacheNameFor<T>,
  load: () => Promise<T>,
  mode: CacheMode = 'readThrough',
): Promise<T> {
  if (mode === 'readThrough') {
    // CacheNameFor<T> names only a cache whose value is exactly T.
    const cached = readCached(name) as T | undefined;
    if (cached !== undefined) return cached;
  }
  const value = await load();
  writeCache(CACHE_KEYS[name], value);
  return value;
}
