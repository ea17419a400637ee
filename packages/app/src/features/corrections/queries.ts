import { CORRECTION_LIMIT_MESSAGE } from '@ledgerlight/contract';
import type { Correction, CorrectionRule } from '@ledgerlight/contract';
import type { CorrectionOutcome, UndoOutcome } from '@ledgerlight/ui';
import { CORRECTION_FAILED_MESSAGE, UNDO_FAILED_MESSAGE } from '@ledgerlight/ui';
import { useCallback, useMemo } from 'react';
import { api } from '../../lib/api/client';
import { ApiError } from '../../lib/api/http';
import type { RemoteStore } from '../../lib/store/store';
import { logFailures, useRemote, useRemoteStore } from '../../lib/store/useRemote';

/** The corrections' keys of the server-state store (ADR 0034, ADR 0036). */
const correctionKeys = {
  all: ['corrections'],
} as const;

/** GET /api/corrections: the caller's rules, newest first (ADR 0040). */
async function loadCorrections(): Promise<readonly Correction[]> {
  const response = await api('correctionsList', {});
  return response.corrections;
}

type CorrectionsState = { status: 'loading' } | { status: 'ready'; data: readonly Correction[] } | { status: 'error' };

/** The caller's corrections, loaded on mount and again on `retry`; a failure is logged. */
export function useCorrections(load: () => Promise<readonly Correction[]> = loadCorrections): {
  state: CorrectionsState;
  retry: () => void;
} {
  const logged = useMemo(() => logFailures(load, 'Failed to fetch corrections'), [load]);
  const { state, reload } = useRemote(correctionKeys.all, logged);
  return { state, retry: reload };
}

/** The words a failed save shows: the server's limit message for 409, else a plain retry prompt. */
function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 409) return error.serverMessage ?? CORRECTION_LIMIT_MESSAGE;
  return fallback;
}

/** POST /api/corrections; the stored list is read again, so "Your corrections" shows the new rule. */
async function saveCorrection(store: RemoteStore, rule: CorrectionRule): Promise<CorrectionOutcome> {
  try {
    await api('correctionCreate', { body: rule });
    store.invalidate(correctionKeys.all);
    return { saved: true };
  } catch (error) {
    return { saved: false, message: failureMessage(error, CORRECTION_FAILED_MESSAGE) };
  }
}

/** DELETE /api/corrections/:id; a 404 (already undone elsewhere) counts as undone. */
export async function undoCorrection(store: RemoteStore, id: string): Promise<UndoOutcome> {
  try {
    await api('correctionDelete', { params: { id } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) return { undone: false, message: UNDO_FAILED_MESSAGE };
  }
  store.invalidate(correctionKeys.all);
  return { undone: true };
}

/** The page's way to save a correction, for SaveCorrectionProvider and the row controls. */
export function useSaveCorrection(): (rule: CorrectionRule) => Promise<CorrectionOutcome> {
  const store = useRemoteStore();
  return useCallback((rule: CorrectionRule) => saveCorrection(store, rule), [store]);
}
