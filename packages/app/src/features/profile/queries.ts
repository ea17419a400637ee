import type { ProfileAccountsState } from '@ledgerlight/ui';
import { useMemo } from 'react';
import { accountKeys, loadAccounts } from '../bankLink';
import { logFailures, useRemote } from '../../lib/store/useRemote';
import { accountsSummary } from './accountsSummary';

/** The profile's keys of the server-state store, under the linked accounts' prefix (ADR 0034, ADR 0036). */
const profileKeys = {
  accountsSummary: [...accountKeys.all, 'summary'],
} as const;

/**
 * The accounts summary of /profile: GET /api/plaid/accounts through the product 9 cache
 * (plaid_accounts, 10 minutes), loaded on mount and again on `retry` (useRemote, ADR 0034). A
 * failure is logged.
 */
export function useAccountsSummary(load = loadAccounts): { state: ProfileAccountsState; retry: () => void } {
  const logged = useMemo(() => logFailures(load, 'Failed to fetch accounts'), [load]);
  const { state: remote, reload } = useRemote(profileKeys.accountsSummary, logged);
  const state = useMemo(
    (): ProfileAccountsState =>
      remote.status === 'ready' ? { status: 'ready', summary: accountsSummary(remote.data) } : remote,
    [remote],
  );
  return { state, retry: reload };
}
