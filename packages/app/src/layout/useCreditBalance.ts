import type { CreditBalance } from '@ledgerlight/contract';
import { useLocation } from 'react-router-dom';
import { api } from '../api/client';
import { readCached } from '../remote/cached';
import { useRemote } from '../remote/useRemote';

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
 * fresh; otherwise fetched and cached (useRemote with `cache: 'creditBalance'`, ADR 0019). Checked
 * again on every navigation, so a page that invalidates the cache (after a purchase or a run) gets a
 * fresh badge. A failed fetch is only logged (by the API client) and the badge is hidden (spec 7).
 * `pending` lets a page keep the balance's room until the answer is in.
 */
export function useCreditBalanceState(signedIn: boolean): CreditBalanceState {
  const { pathname } = useLocation();
  const { state } = useRemote(signedIn ? fetchBalance : undefined, { cache: 'creditBalance', refetchOn: pathname });
  if (!signedIn) return { balance: undefined, pending: false };
  // The cache first, read on every render: a page that wrote or dropped it since is seen at once.
  const balance = readCached('creditBalance')?.balance ?? (state.status === 'ready' ? state.data.balance : undefined);
  return { balance, pending: balance === undefined && state.status === 'loading' };
}

/** The balance alone (the nav's badge). */
export function useCreditBalance(signedIn: boolean): number | undefined {
  return useCreditBalanceState(signedIn).balance;
}
