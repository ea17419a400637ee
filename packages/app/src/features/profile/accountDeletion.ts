import { ACCOUNT_DELETED_MESSAGE } from '@ledgerlight/contract';
import type { DeleteAccountState } from '@ledgerlight/ui';
import { useCallback, useState } from 'react';
import { api } from '../../lib/api/client';
import { ApiError } from '../../lib/api/http';
import { useAuth, useIdentity } from '../auth';

/**
 * "Delete my account" on /profile (ADR 0033): DELETE /api/users/me with the access token, then a
 * local sign-out (the server has already ended every session) that lands on the home page, which
 * says the account was deleted. The note survives the sign-out's full page load in this tab only.
 */

export const ACCOUNT_DELETED_KEY = 'ledgerlight.accountDeleted';

/** When the deletion fails without a reason from the server. */
const DELETE_ACCOUNT_FAILED = 'Your account could not be deleted. Please try again.';
/** When the identity library holds no access token (the session ended meanwhile). */
const DELETE_ACCOUNT_SIGNED_OUT = 'Your session has ended. Sign in again to delete your account.';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The home page's confirmation after a deletion in this tab, or undefined. */
export function accountDeletedNotice(): string | undefined {
  return storage()?.getItem(ACCOUNT_DELETED_KEY) === '1' ? ACCOUNT_DELETED_MESSAGE : undefined;
}

/** Forgets the note once shown, so that it shows once. */
export function forgetAccountDeletedNotice(): void {
  storage()?.removeItem(ACCOUNT_DELETED_KEY);
}

export function useAccountDeletion() {
  const identity = useIdentity();
  const { signOut } = useAuth();
  const [deletion, setDeletion] = useState<DeleteAccountState>({ status: 'idle' });

  const start = useCallback(() => setDeletion({ status: 'confirming' }), []);
  const cancel = useCallback(
    () => setDeletion((current) => (current.status === 'deleting' ? current : { status: 'idle' })),
    [],
  );
  const confirm = useCallback(() => {
    setDeletion({ status: 'deleting' });
    void (async () => {
      const accessToken = await identity.accessToken();
      if (accessToken === undefined) {
        setDeletion({ status: 'failed', message: DELETE_ACCOUNT_SIGNED_OUT });
        return;
      }
      try {
        await api('deleteAccount', { body: { accessToken } });
      } catch (error) {
        const message =
          error instanceof ApiError ? (error.serverMessage ?? DELETE_ACCOUNT_FAILED) : DELETE_ACCOUNT_FAILED;
        setDeletion({ status: 'failed', message });
        return;
      }
      storage()?.setItem(ACCOUNT_DELETED_KEY, '1');
      await signOut();
    })();
  }, [identity, signOut]);

  return { deletion, start, cancel, confirm };
}
