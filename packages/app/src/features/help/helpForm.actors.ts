import type { SupportRequest, SupportResponse } from '@ledgerlight/contract';
import { fromPromise } from 'xstate';
import type { Api } from '../../lib/api/api';

/*
 * The actors helpForm.machine.ts declares by name in its setup(), built from the API client (ADR 0017, ADR 0036): the feature
 * provides them with `machine.provide({ actors })`; tests supply fakes the same way, or these over a fake client.
 */

/** helpFormMachine: POST /api/support. */
export const helpFormActors = (call: Api) => ({
  submitSupport: fromPromise<SupportResponse, SupportRequest>(({ input }) => call('support', { body: input })),
});
