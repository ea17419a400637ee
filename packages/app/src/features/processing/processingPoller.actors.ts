import type { AgentTask } from '@ledgerlight/contract';
import { fromPromise } from 'xstate';
import type { Api } from '../../lib/api/api';
import type { FetchTaskInput } from './processingPoller.machine';

/*
 * The actors processingPoller.machine.ts declares by name in its setup(), built from the API client (ADR 0017, ADR 0036): the feature
 * provides them with `machine.provide({ actors })`; tests supply fakes the same way, or these over a fake client.
 */

/** processingPollerMachine: GET /api/agent/results/{agentId}/{taskId}. */
export const processingPollerActors = (call: Api) => ({
  fetchTask: fromPromise<AgentTask, FetchTaskInput>(({ input }) =>
    call('agentResult', { params: { agentId: input.agentId, taskId: input.taskId } }),
  ),
});
