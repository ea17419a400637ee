import type { Account, Transaction } from '@ledgerlight/contract';
import { useMemo } from 'react';
import { accountKeys, loadAccounts } from '../bankLink';
import { api } from '../../lib/api/client';
import { logFailures, useRemote } from '../../lib/store/useRemote';

/** The transactions' keys of the server-state store, under the linked accounts' prefix (ADR 0034, ADR 0036). */
const transactionKeys = {
  list: [...accountKeys.all, 'transactions'],
} as const;

export interface TransactionsData {
  transactions: readonly Transaction[];
  accounts: readonly Account[];
}

export type TransactionsDataState =
  { status: 'loading' } | { status: 'ready'; data: TransactionsData } | { status: 'error' };

/** GET /api/plaid/transactions and the linked accounts (through the product 9 plaid_accounts cache). */
async function loadTransactionsData(): Promise<TransactionsData> {
  const [response, accounts] = await Promise.all([api('plaidTransactions', {}), loadAccounts()]);
  return { transactions: response.transactions, accounts };
}

/** Loads on mount and again on `retry` (useRemote, ADR 0034); a failure is logged. */
export function useTransactionsData(load: () => Promise<TransactionsData> = loadTransactionsData): {
  state: TransactionsDataState;
  retry: () => void;
} {
  const logged = useMemo(() => logFailures(load, 'Failed to fetch transactions'), [load]);
  const { state, reload } = useRemote(transactionKeys.list, logged);
  return { state, retry: reload };
}
