import type { Account, PlaidAccountsResponse } from '@ledgerlight/contract';
import { api } from '../../lib/api/client';
import { throughCache } from '../../lib/store/cached';

/**
 * The linked accounts' keys of the server-state store (ADR 0034, ADR 0036). `all` is also the name of
 * the product 9 cache (plaid_accounts), and the prefix of every read built on the accounts (the
 * transactions, the profile's summary), so that a new link or a removal reaches them all.
 */
export const accountKeys = {
  all: ['plaidAccounts'],
} as const;

/** GET /api/plaid/accounts; pages read it through the product 9 cache: `useRemote(accountKeys.all, loadPlaidAccounts, { cache: 'plaidAccounts' })`. */
export function loadPlaidAccounts(): Promise<PlaidAccountsResponse> {
  return api('plaidAccounts', {});
}

/** The linked accounts through the product 9 cache (plaid_accounts, 10 minutes), for loaders that combine reads. */
export async function loadAccounts(): Promise<readonly Account[]> {
  return (await throughCache('plaidAccounts', loadPlaidAccounts)).accounts;
}
