import { CACHE_KEYS } from '@ledgerlight/contract';
import type { CreditBalance } from '@ledgerlight/contract';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../api/client';
import { readCache, writeCache } from '../cache/cache';

/** The cached balance (spec 9: key credit_balance, 5 minutes), or undefined when absent, stale or corrupt. */
function cachedBalance(): number | undefined {
  const cached = readCache<CreditBalance>(CACHE_KEYS.creditBalance);
  return typeof cached?.balance === 'number' ? cached.balance : undefined;
}

let inFlight: Promise<CreditBalance> | undefined;

/** One request at a time: the nav's badge and a page that shows the balance mount together. */
function fetchBalance(): Promise<CreditBalance> {
  inFlight ??= api('creditBalance', {}).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

/** The balance, and whether its request is still out (no answer yet, neither number nor failure). */
export interface CreditBalanceState {
  balance: number | undefined;
  pending: boolean;
}

/**
 * The signed-in user's credit balance for the nav badge. Served from the spec 9 cache while it is
 * fresh; otherwise fetched and cached. Checked again on every navigation, so a page that
 * invalidates the cache (after a purchase or a run) gets a fresh badge. A failed fetch is only
 * logged (by the API client) and the badge is hidden (spec 7). `pending` lets a page keep the
 * balance's room until the answer is in.
 */
export function useCreditBalanceState(signedIn: boolean): CreditBalanceState {
  const { pathname } = useLocation();
  const [fetched, setFetched] = useState<{ balance?: number; settled: boolean }>({ settled: false });

  useEffect(() => {
    if (!signedIn || cachedBalance() !== undefined) return undefined;
    let current = true;
    fetchBalance().then(
      (response) => {
        writeCache(CACHE_KEYS.creditBalance, response);
        if (current) setFetched({ balance: response.balance, settled: true });
      },
      () => {
        if (current) setFetched({ settled: true });
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn, pathname]);

  if (!signedIn) return { balance: undefined, pending: false };
  const balance = cachedBalance() ?? fetched.balance;
  return { balance, pending: balance === undefined && !fetched.settled };
}

/** The balance alone (the nav's badge). */
export function useCreditBalance(signedIn: boolean): number | undefined {
  return useCreditBalanceState(signedIn).balance;
}
