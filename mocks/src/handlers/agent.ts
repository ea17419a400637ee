import {
  ANALYSIS_NOT_FOUND_MESSAGE,
  FORBIDDEN_ANALYSIS_MESSAGE,
  INVALID_AGENT_MESSAGE,
  PAST_RESULTS_TASKS_PER_AGENT,
  agentInitiateBodySchema,
  agentTasksQuerySchema,
  isAgentId,
} from '@ledgerlight/contract';
import type {
  AgentInitiateResponse,
  AgentResultResponse,
  AgentTasksResponse,
  InsufficientCreditsBody,
} from '@ledgerlight/contract';
import { HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';

import { mockDb } from '../store';
import type { MockDb } from '../store';
import { badRequest, errorResponse, endpointHandler, notFound, validateBody, validateQuery } from './endpoint';

/** /api/agent: start a run, read a task (advancing it), list an agent's tasks. */
export function createAgentHandlers(db: MockDb): HttpHandler[] {
  return [
    endpointHandler('agentInitiate', async ({ request }) => {
      const body = await validateBody(request, agentInitiateBodySchema);
      if (!body.ok) return body.response;
      const outcome = db.initiate(body.data);
      switch (outcome.kind) {
        case 'invalid':
          return errorResponse(400, 'Invalid account selection', outcome.message);
        case 'insufficient':
          return HttpResponse.json<InsufficientCreditsBody>(outcome.body, { status: 402 });
        case 'started':
          return HttpResponse.json<AgentInitiateResponse>({ taskId: outcome.taskId });
      }
    }),
    endpointHandler('agentResult', ({ params }) => {
      if (!isAgentId(params.agentId)) return notFound(INVALID_AGENT_MESSAGE);
      const outcome = db.pollTask(params.agentId, params.taskId);
      switch (outcome.kind) {
        case 'forbidden':
          return errorResponse(403, 'Forbidden', FORBIDDEN_ANALYSIS_MESSAGE);
        case 'notFound':
          return notFound(ANALYSIS_NOT_FOUND_MESSAGE);
        case 'found':
          return HttpResponse.json<AgentResultResponse>(outcome.task);
      }
    }),
    endpointHandler('agentTasks', ({ params, request }) => {
      if (!isAgentId(params.agentId)) return notFound(INVALID_AGENT_MESSAGE);
      const query = validateQuery(request, agentTasksQuerySchema);
      if (!query.ok) return query.response;
      const page = db.tasksPage(params.agentId, query.data.limit ?? PAST_RESULTS_TASKS_PER_AGENT, query.data.nextKey);
      if (!page) return badRequest('nextKey is not a valid cursor');
      const { items: tasks, nextKey } = page;
      return HttpResponse.json<AgentTasksResponse>({ tasks, items: tasks, ...(nextKey ? { nextKey } : {}) });
    }),
  ];
}

/** The agent handlers on the shared mockDb. */
export const agentHandlers: HttpHandler[] = createAgentHandlers(mockDb);
