import { YourCorrections } from '@ledgerlight/ui';
import type { CorrectionListItem } from '@ledgerlight/ui';
import { useCallback, useMemo } from 'react';
import { paths } from '../../../../config/paths';
import { useRemoteStore } from '../../../../lib/store/useRemote';
import { undoCorrection, useCorrections } from '../../queries';

const NONE: readonly CorrectionListItem[] = [];

/**
 * /profile/corrections (ADR 0040): every correction of the user in words, when it was made and what it
 * touched in the latest run, with Undo. Loads GET /api/corrections; Undo is DELETE /api/corrections/:id,
 * after which the list is read again.
 */
export function YourCorrectionsPage() {
  const { state, retry } = useCorrections();
  const store = useRemoteStore();
  const onUndo = useCallback((id: string) => undoCorrection(store, id), [store]);
  const corrections = useMemo(
    () =>
      state.status === 'ready'
        ? state.data.map(({ id, description, createdAt, touched }) => ({ id, description, createdAt, touched }))
        : NONE,
    [state],
  );
  return (
    <YourCorrections
      status={state.status}
      corrections={corrections}
      onUndo={onUndo}
      onRetry={retry}
      profileTo={paths.profile}
      transactionsTo={paths.transactions}
    />
  );
}
