import { CREDIT_HISTORY_PAGE_SIZE } from '@ledgerlight/contract';
import type { CreditHistoryResponse } from '@ledgerlight/contract';
import { fromPromise } from 'xstate';
import type { Api } from '../../lib/api/api';
import type { CreditHistoryPageInput } from './creditHistory.machine';

/*
 * The actors creditHistory.machine.ts declares by name in its setup(), built from the API client (ADR 0017, ADR 0036): the feature
 * provides them with `machine.provide({ actors })`; tests supply fakes the same way, or these over a fake client.
 */

/** creditHistoryMachine: GET /api/credits?limit=25 (&nextKey=...) (product 7, 9). */
export const creditHistoryActors = (call: Api) => ({
  fetchPage: fromPromise<CreditHistoryResponse, CreditHistoryPageInput>(({ input }) =>
    call('creditHistory', { query: { limit: CREDIT_HISTORY_PAGE_SIZE, nextKey: input.nextKey } }),
  ),
});
