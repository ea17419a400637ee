import type { Account, Transaction } from '@ledgerlight/contract';
import { useCallback, useEffect, useState } from 'react';
import { loadAccounts } from '../agents/agentData';
import { api } from '../api/client';

export interface TransactionsData {
  transactions: readonly Transaction[];
  accounts: readonly Account[];
}

export type TransactionsDataState =
  { status: 'loading' } | { status: 'ready'; data: TransactionsData } | { status: 'error' };

/** GET /api/plaid/transactions and the linked accounts (through the spec 9 plaid_accounts cache). */
export async function loadTransactionsData(): Promise<TransactionsData> {
  const [response, accounts] = await Promise.all([api('plaidTransactions', {}), loadAccounts()]);
  return { transactions: response.transactions, accounts };
}

/** Loads on mount and again on `retry`; an answer that arrives after the page has gone is dropped. */
export function useTransactionsData(load: () => Promise<TransactionsData> = loadTransactionsData): {
  state: TransactionsDataState;
  retry: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TransactionsDataState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        console.error('Failed to fetch transactions', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry };
}
