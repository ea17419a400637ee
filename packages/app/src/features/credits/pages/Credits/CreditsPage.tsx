import { CreditHistory, creditHelpPrefill } from '@ledgerlight/ui';
import type { CreditHistoryStatus } from '@ledgerlight/ui';
import { useMachine } from '@xstate/react';
import { api } from '../../../../lib/api/client';
import { creditHistoryMachine } from '../../creditHistory.machine';
import type { CreditHistorySnapshot } from '../../creditHistory.machine';
import { useCreditBalance } from '../../useCreditBalance';
import { creditHistoryActors } from '../../creditHistory.actors';
import { to } from '../../../../config/paths';

function historyStatus(snapshot: CreditHistorySnapshot): CreditHistoryStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'error';
  return 'ready';
}

/**
 * /credits (product 2): the balance (through the product 9 cache) and the credit history from
 * GET /api/credits?limit=25, Load More appending the page after nextKey. Each row's Help link opens
 * /help with a category and description prefilled.
 */
export function CreditsPage() {
  const balance = useCreditBalance(true);
  const [snapshot, send] = useMachine(creditHistoryMachine.provide({ actors: creditHistoryActors(api) }));
  return (
    <CreditHistory
      balance={balance}
      entries={snapshot.context.entries}
      status={historyStatus(snapshot)}
      loadingMore={snapshot.hasTag('busy')}
      hasMore={snapshot.context.nextKey !== undefined}
      loadMoreFailed={snapshot.matches('loadMoreFailed')}
      getHelpTo={(entry) => to.help(creditHelpPrefill(entry))}
      onLoadMore={() => send({ type: 'LOAD_MORE' })}
      onRetry={() => send({ type: 'RETRY' })}
    />
  );
}
