import {
  CORRECTION_LIMIT_MESSAGE,
  CORRECTION_NOT_FOUND_MESSAGE,
  CORRECTIONS_PER_USER_MAX,
  correctionIdentity,
  endpoints,
  errorBodySchema,
  routePath,
} from '@ledgerlight/contract';
import { and, eq, ne, sql } from 'drizzle-orm';

import { correctionOf, storedCorrections } from '../corrections/store';
import type { StoredCorrection } from '../corrections/store';
import { userCorrections, users } from '../db/schema';
import { requireUser } from '../http/auth';
import { HttpError, notFound, reasonPhrase, responseSchemas } from '../http/errors';
import { FASTIFY_METHODS } from '../http/types';
import type { RouteDeps, ZodApp } from '../http/types';

/**
 * The user's corrections (ADR 0040): GET lists the caller's rules newest first, POST stores one (201;
 * a rule with the identity of a stored one replaces it, and one over CORRECTIONS_PER_USER_MAX is 409),
 * DELETE undoes one. Every query is scoped to the verified caller: another user's id is 404 exactly
 * like an unknown one, so an id tells nothing about whether it exists (ADR 0021).
 */
export function registerCorrectionRoutes(app: ZodApp, { db }: RouteDeps): void {
  app.route({
    method: FASTIFY_METHODS[endpoints.correctionsList.method],
    url: routePath(endpoints.correctionsList),
    schema: { response: responseSchemas(endpoints.correctionsList) },
    handler: async (request) => {
      const user = requireUser(request);
      return { corrections: (await storedCorrections(db, user.id)).map(correctionOf) };
    },
  });

  app.route({
    method: FASTIFY_METHODS[endpoints.correctionCreate.method],
    url: routePath(endpoints.correctionCreate),
    schema: {
      body: endpoints.correctionCreate.body,
      response: {
        ...responseSchemas(endpoints.correctionCreate),
        201: endpoints.correctionCreate.response,
        409: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const rule = request.body;
      const identity = correctionIdentity(rule);
      const row = await db.transaction(async (tx) => {
        // One writer per user at a time, so the cap holds under concurrent requests.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const [others] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(userCorrections)
          .where(and(eq(userCorrections.userId, user.id), ne(userCorrections.identity, identity)));
        if ((others?.count ?? 0) >= CORRECTIONS_PER_USER_MAX) {
          throw new HttpError(409, { error: reasonPhrase(409), message: CORRECTION_LIMIT_MESSAGE });
        }
        // The same rule made again replaces the stored one: a new id, made now, not yet applied.
        await tx
          .delete(userCorrections)
          .where(and(eq(userCorrections.userId, user.id), eq(userCorrections.identity, identity)));
        const [inserted] = await tx
          .insert(userCorrections)
          .values({ userId: user.id, identity, rule, createdAt: sql`clock_timestamp()` })
          .returning();
        return inserted;
      });
      if (row === undefined) throw new Error('The correction was not stored');
      request.log.info({ correctionId: row.id, kind: rule.kind }, 'correction stored');
      const stored: StoredCorrection = { ...row, rule };
      return reply.code(201).send({ correction: correctionOf(stored) });
    },
  });

  app.route({
    method: FASTIFY_METHODS[endpoints.correctionDelete.method],
    url: routePath(endpoints.correctionDelete),
    schema: { params: endpoints.correctionDelete.params, response: responseSchemas(endpoints.correctionDelete) },
    handler: async (request) => {
      const user = requireUser(request);
      const deleted = await db
        .delete(userCorrections)
        .where(and(eq(userCorrections.id, request.params.id), eq(userCorrections.userId, user.id)))
        .returning({ id: userCorrections.id });
      if (deleted.length === 0) throw notFound(CORRECTION_NOT_FOUND_MESSAGE);
      request.log.info({ correctionId: request.params.id }, 'correction undone');
      return { success: true as const };
    },
  });
}
