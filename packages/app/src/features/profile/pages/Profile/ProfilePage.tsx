import { Profile } from '@ledgerlight/ui';
import { useAuth } from '../../../auth';
import { useCreditBalance } from '../../../credits';
import { useAccountDeletion } from '../../accountDeletion';
import { useAccountsSummary } from '../../queries';

const NO_USER = { email: '' } as const;

/**
 * /profile, Profile Settings (product 2): the signed-in user's picture, name and email with 'Premium
 * Member'; the credit balance (product 9 cache, credit_balance; hidden when its fetch fails, product 7)
 * with links to /credits and /credits/purchase; the accounts summary from GET /api/plaid/accounts
 * (product 9 cache, plaid_accounts), or 'Failed to fetch accounts...' with Try again; and "Delete my
 * account" with its confirmation (ADR 0033).
 */
export function ProfilePage() {
  const { status, user } = useAuth();
  const balance = useCreditBalance(status === 'signedIn');
  const { state, retry } = useAccountsSummary();
  const { deletion, start, cancel, confirm } = useAccountDeletion();
  return (
    <Profile
      user={user ?? NO_USER}
      balance={balance}
      accounts={state}
      onRetryAccounts={retry}
      deletion={deletion}
      onStartDeletion={start}
      onCancelDeletion={cancel}
      onConfirmDeletion={confirm}
    />
  );
}
