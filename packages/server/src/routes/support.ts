import { endpoints, FORBIDDEN_ANALYSIS_MESSAGE, routePath } from '@ledgerlight/contract';
import { eq } from 'drizzle-orm';

import { agentTasks, supportRequests } from '../db/schema';
import { requireUser } from '../http/auth';
import { forbidden, responseSchemas } from '../http/errors';
import { rateLimitFor } from '../http/rateLimit';
import { FASTIFY_METHODS } from '../http/types';
import type { RouteDeps, ZodApp } from '../http/types';

/**
 * POST /api/support: stores the request. `analysisId` is '' (none) or one of the caller's tasks:
 * an unknown task and another user's task are both 403 with product 6's message, so that the answer
 * does not tell whether an id exists (ADR 0021), and nothing is stored then.
 */
export function registerSupportRoutes(app: ZodApp, { db, config }: RouteDeps): void {
  app.route({
    method: FASTIFY_METHODS[endpoints.support.method],
    url: routePath(endpoints.support),
    config: { rateLimit: rateLimitFor(config, 'support') },
    schema: { body: endpoints.support.body, response: responseSchemas(endpoints.support) },
    handler: async (request) => {
      const user = requireUser(request);
      const { analysisId, category, description } = request.body;
      const taskId = analysisId.trim() === '' ? null : analysisId.trim();
      if (taskId !== null) {
        const [task] = await db.select({ userId: agentTasks.userId }).from(agentTasks).where(eq(agentTasks.id, taskId));
        if (task?.userId !== user.id) throw forbidden(`body.analysisId: ${FORBIDDEN_ANALYSIS_MESSAGE}`);
      }
      const [row] = await db
        .insert(supportRequests)
        .values({ userId: user.id, analysisId: taskId, category, description })
        .returning({ id: supportRequests.id });
      if (row === undefined) throw new Error('The support request was not stored');
      request.log.info({ supportRequestId: row.id, category }, 'support request stored');
      return { success: true as const, id: row.id };
    },
  });
}
