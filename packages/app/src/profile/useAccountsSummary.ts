import type { ProfileAccountsState } from '@ledgerlight/ui';
import { useCallback, useEffect, useState } from 'react';
import { loadAccounts } from '../agents/agentData';
import { accountsSummary } from './accountsSummary';

/**
 * The accounts summary of /profile: GET /api/plaid/accounts through the spec 9 cache
 * (plaid_accounts, 10 minutes), loaded on mount and again on `retry`. A failure is logged; an answer
 * that arrives after the page has gone is dropped.
 */
export function useAccountsSummary(load = loadAccounts): { state: ProfileAccountsState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProfileAccountsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    load().then(
      (accounts) => {
        if (current) setState({ status: 'ready', summary: accountsSummary(accounts) });
      },
      (error: unknown) => {
        console.error('Failed to fetch accounts', error);
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
