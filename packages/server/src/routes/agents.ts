import {
  ANALYSIS_NOT_FOUND_MESSAGE,
  endpoints,
  FORBIDDEN_ANALYSIS_MESSAGE,
  INSUFFICIENT_CREDITS_ERROR,
  insufficientCreditsBodySchema,
  PAST_RESULTS_TASKS_PER_AGENT,
  pluralNoun,
  routePath,
} from '@ledgerlight/contract';
import { and, eq } from 'drizzle-orm';

import { readKeysetPage } from '../db/keysetPage';
import { agentTasks } from '../db/schema';
import { requireUser } from '../http/auth';
import { badRequest, forbidden, notFound, responseSchemas } from '../http/errors';
import { rateLimitFor } from '../http/rateLimit';
import { FASTIFY_METHODS } from '../http/types';
import type { RouteDeps, ZodApp } from '../http/types';
import { initiateTask } from '../tasks/initiate';
import { toAgentTask } from '../tasks/mapping';

/** The header of a start's idempotency key, as Stripe's API names it. */
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** Tasks returned by GET /api/agent/{agentId}/tasks without `limit`. */
const DEFAULT_TASKS_LIMIT = PAST_RESULTS_TASKS_PER_AGENT;

/**
 * POST /api/agent/initiate, GET /api/agent/{agentId}/tasks, GET /api/agent/{agentId}/result/{taskId}.
 * An unknown agent id fails the contract's agentId schema: 400 `{ error: 'Invalid agent selected' }`.
 */
export function registerAgentRoutes(app: ZodApp, { db, config, taskRows }: RouteDeps): void {
  app.route({
    method: FASTIFY_METHODS[endpoints.agentInitiate.method],
    url: routePath(endpoints.agentInitiate),
    config: { rateLimit: rateLimitFor(config, 'initiate') },
    schema: {
      body: endpoints.agentInitiate.body,
      response: { ...responseSchemas(endpoints.agentInitiate), 402: insufficientCreditsBodySchema },
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
        throw badRequest(
          'Invalid Idempotency-Key',
          'headers.idempotency-key: one key of 1 to 255 visible ASCII characters, a new one for each start',
        );
      }
      const outcome = await initiateTask(db, user.id, request.body, key);
      switch (outcome.kind) {
        case 'started':
          request.log.info({ taskId: outcome.taskId, cost: outcome.cost }, 'agent task created');
          return { taskId: outcome.taskId };
        case 'replayed':
          request.log.info({ taskId: outcome.taskId }, 'agent task start repeated with its key: no new task');
          return { taskId: outcome.taskId };
        case 'key-reused':
          throw badRequest(
            'Idempotency-Key reused',
            'headers.idempotency-key: this key started another analysis; send a new key for each start',
          );
        case 'insufficient':
          return reply.code(402).send({
            error: INSUFFICIENT_CREDITS_ERROR,
            required: outcome.required,
            current: outcome.current,
            shortfall: outcome.required - outcome.current,
          });
        case 'too-many-accounts':
          throw badRequest(
            'Too many accounts selected',
            `body.selectedAccounts: ${request.body.agent_type} accepts at most ${outcome.maxAccounts} ${pluralNoun(outcome.maxAccounts, 'account', 'accounts')}`,
          );
        case 'unknown-account':
          throw notFound(`body.selectedAccounts: account ${outcome.accountId} is not a linked account`);
        case 'foreign-account':
          throw forbidden(`body.selectedAccounts: account ${outcome.accountId} is not one of your accounts`);
      }
    },
  });

  app.route({
    method: FASTIFY_METHODS[endpoints.agentTasks.method],
    url: routePath(endpoints.agentTasks),
    schema: {
      params: endpoints.agentTasks.params,
      querystring: endpoints.agentTasks.query,
      response: responseSchemas(endpoints.agentTasks),
    },
    handler: async (request) => {
      const user = requireUser(request);
      const mine = and(eq(agentTasks.userId, user.id), eq(agentTasks.agentId, request.params.agentId));
      // The same keyset paging as the credit history: every run is reachable, a page at a time.
      const { rows, nextKey } = await readKeysetPage(
        agentTasks,
        { limit: request.query.limit ?? DEFAULT_TASKS_LIMIT, nextKey: request.query.nextKey },
        ({ after, orderBy, limit }) =>
          db
            .select()
            .from(agentTasks)
            .where(and(mine, after))
            .orderBy(...orderBy)
            .limit(limit),
      );
      const tasks = rows.map(toAgentTask);
      return {
        tasks,
        items: tasks,
        ...(nextKey === undefined ? {} : { nextKey }),
      };
    },
  });

  app.route({
    method: FASTIFY_METHODS[endpoints.agentResult.method],
    url: routePath(endpoints.agentResult),
    schema: { params: endpoints.agentResult.params, response: responseSchemas(endpoints.agentResult) },
    handler: async (request) => {
      const user = requireUser(request);
      // Possibly a cached row (tasks/taskRows.ts): the owner and the agent never change, so the checks hold.
      const row = await taskRows.read(request.params.taskId);
      // Not the caller's task, whether it is another user's or none at all: one answer, product 6's 403,
      // so that it never tells whether an id exists (ADR 0021). Only the owner
      // learns that a task of theirs is under another agent.
      if (row?.userId !== user.id) throw forbidden(FORBIDDEN_ANALYSIS_MESSAGE);
      if (row.agentId !== request.params.agentId) throw notFound(ANALYSIS_NOT_FOUND_MESSAGE);
      return toAgentTask(row);
    },
  });
}
