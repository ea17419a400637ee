import type { CreditBalance, CreditLedgerItem } from '@ledgerlight/contract';
import { api } from '../../lib/api/client';

/**
 * The credits feature's keys of the server-state store (ADR 0034, ADR 0036). `balance` is also the
 * name of its product 9 cache (credit_balance); every ledger read starts with `all`, so a purchase
 * that invalidates `balance` and `all` reaches them all.
 */
export const creditKeys = {
  balance: ['creditBalance'],
  all: ['credits'],
  latest: ['credits', 'latest'],
} as const;

/**
 * GET /api/credits/balance. Pages about to spend read it fresh and write the product 9 cache (credit_balance):
 * `useRemote(creditKeys.balance, loadBalance, { cache: 'creditBalance', cacheMode: 'writeOnly' })`.
 */
export function loadBalance(): Promise<CreditBalance> {
  return api('creditBalance', {});
}

/** The latest credit ledger entry (GET /api/credits/transactions?limit=1), for the welcome banner. */
export async function loadLatestCredit(): Promise<CreditLedgerItem | undefined> {
  const response = await api('creditTransactions', { query: { limit: 1 } });
  return response.items[0];
}
