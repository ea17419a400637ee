import { CACHE_KEYS } from '@ledgerlight/contract';
import type { CreditBalance } from '@ledgerlight/contract';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../../lib/api/client';
import { cacheChanges, cacheDrops, subscribeCache } from '../../lib/store/cache';
import { readCached } from '../../lib/store/cached';
import { useRemote } from '../../lib/store/useRemote';
import { creditKeys } from './queries';

/** GET /api/credits/balance. The nav's badge and a page that shows the balance share its key: one request. */
function fetchBalance(): Promise<CreditBalance> {
  return api('creditBalance', {});
}

/** The balance, and whether its request is still out (no answer yet, neither number nor failure). */
export interface CreditBalanceState {
  balance: number | undefined;
  pending: boolean;
}

const subscribeBalance = (onChange: () => void) =>
  subscribeCache((key) => {
    if (key === CACHE_KEYS.creditBalance) onChange();
  });
const balanceChanges = () => cacheChanges(CACHE_KEYS.creditBalance);

/**
 * The signed-in user's credit balance for the nav badge. Served from the product 9 cache while it is
 * fresh; otherwise fetched and cached (the store's `creditBalance` key through its product 9 cache, ADR 0034). Checked
 * again on every navigation, and whenever the cached balance changes: a page that writes it shows
 * at once, and one that drops it (after a purchase, a start, a refunded run) gets a fresh read
 * without a navigation. A failed fetch is only logged (by the API client) and the badge is
 * hidden (product 7). `pending` lets a page keep the balance's room until the answer is in.
 */
export function useCreditBalanceState(signedIn: boolean): CreditBalanceState {
  const { pathname } = useLocation();
  useSyncExternalStore(subscribeBalance, balanceChanges);
  const refetchOn = `${pathname}#${cacheDrops(CACHE_KEYS.creditBalance)}`;
  const { state } = useRemote(signedIn ? creditKeys.balance : undefined, fetchBalance, {
    cache: 'creditBalance',
    refetchOn,
  });
  if (!signedIn) return { balance: undefined, pending: false };
  // The cache first, read on every render: a page that wrote or dropped it since is seen at once.
  const balance = readCached('creditBalance')?.balance ?? (state.status === 'ready' ? state.data.balance : undefined);
  return { balance, pending: balance === undefined && state.status === 'loading' };
}

/** The balance alone (the nav's badge). */
export function useCreditBalance(signedIn: boolean): number | undefined {
  return useCreditBalanceState(signedIn).balance;
}
