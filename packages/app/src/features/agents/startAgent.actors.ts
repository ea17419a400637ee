import type { AgentInitiateResponse } from '@ledgerlight/contract';
import { fromPromise } from 'xstate';
import type { Api } from '../../lib/api/api';
import type { StartRequest } from './startAgent.machine';

/*
 * The actors startAgent.machine.ts declares by name in its setup(), built from the API client (ADR 0017, ADR 0036): the feature
 * provides them with `machine.provide({ actors })`; tests supply fakes the same way, or these over a fake client.
 */

/** startAgentMachine: POST /api/agent/initiate, with the start's Idempotency-Key. */
export const startAgentActors = (call: Api) => ({
  initiate: fromPromise<AgentInitiateResponse, StartRequest>(({ input }) =>
    call('agentInitiate', { body: input.body, headers: { 'Idempotency-Key': input.idempotencyKey } }),
  ),
});
