import type { LinkedItem } from '@ledgerlight/contract';
import { LinkAccount } from '@ledgerlight/ui';
import type { LinkAccountStatus, LinkedInstitutionRow } from '@ledgerlight/ui';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../../lib/api/client';
import { useAuth } from '../../../auth';
import { BankLink } from '../../BankLink';
import { linkAccountMachine } from '../../linkAccount.machine';
import type { LinkAccountSnapshot } from '../../linkAccount.machine';
import { linkAccountActors } from '../../linkAccount.actors';
import { useRemoteStore } from '../../../../lib/store/useRemote';
import { paths } from '../../../../config/paths';
import { accountKeys } from '../../queries';

function rowOf(item: LinkedItem): LinkedInstitutionRow {
  return { itemId: item.item.item_id, name: item.institution.name, connectedAt: item.createdAt };
}

function listStatus(snapshot: LinkAccountSnapshot): LinkAccountStatus {
  if (snapshot.matches({ items: 'loading' })) return 'loading';
  if (snapshot.matches({ items: 'failed' })) return 'error';
  return 'ready';
}

/**
 * /link-account (product 2): the linked institutions from GET /api/plaid/items, each with Remove
 * behind the product 5 confirmation (DELETE /api/plaid/items/{itemId}); 'Link a new bank' asks for a
 * link token, opens the bank-link adapter (the sandbox dialog for a local token, Plaid Link
 * otherwise), stores the link with set_access_token and goes to /profile. A link or a removal clears
 * the plaid_accounts cache (product 9). The product 8 message of each failure: linkAccount.machine.ts.
 */
export function LinkAccountPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const store = useRemoteStore();
  const [snapshot, send] = useMachine(
    linkAccountMachine.provide({
      actors: linkAccountActors(api),
      actions: {
        invalidateAccounts: () => store.invalidate(accountKeys.all),
        linked: () => void navigate(paths.profile),
      },
    }),
    { input: { userId: user?.userId } },
  );
  const { context } = snapshot;
  const confirming = snapshot.matches({ action: 'confirming' }) || snapshot.matches({ action: 'removing' });
  const widgetOpen = snapshot.matches({ action: 'linking' }) && context.linkToken !== undefined;

  return (
    <>
      <LinkAccount
        status={listStatus(snapshot)}
        institutions={context.items.map(rowOf)}
        linking={snapshot.hasTag('linking')}
        error={context.error}
        onDismissError={() => send({ type: 'ERROR.DISMISS' })}
        onLinkBank={() => send({ type: 'LINK' })}
        onRemove={(itemId) => send({ type: 'REMOVE', itemId })}
        confirmingRemoval={confirming && context.removal ? rowOf(context.removal) : undefined}
        removing={snapshot.matches({ action: 'removing' })}
        onConfirmRemove={() => send({ type: 'REMOVE.CONFIRM' })}
        onCancelRemove={() => send({ type: 'REMOVE.CANCEL' })}
        onRetry={() => send({ type: 'RETRY' })}
      />
      {widgetOpen && context.linkToken ? (
        <BankLink
          linkToken={context.linkToken}
          onSuccess={(publicToken, metadata) => send({ type: 'LINK.SUCCESS', publicToken, metadata })}
          onExit={(error) => send({ type: 'LINK.EXIT', error })}
        />
      ) : null}
    </>
  );
}
