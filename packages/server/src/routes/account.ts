import { accountEndpoints, errorBodySchema, routePath } from '@ledgerlight/contract';

import { requireUser } from '../http/auth';
import { responseSchemas } from '../http/errors';
import { FASTIFY_METHODS } from '../http/types';
import type { RouteDeps, ZodApp } from '../http/types';
import { deleteAccount } from '../users/deletion';

/**
 * DELETE /api/users/me (ADR 0033): deletes the caller's account (users/deletion.ts). The one route a
 * deleted user may still call (`deletedAccount`), so that a deletion answered 503 can be repeated
 * to finish; a repeat after success answers 200 again and changes nothing.
 */
export function registerAccountRoutes(app: ZodApp, { db, bank, accounts }: RouteDeps): void {
  if (accounts === undefined) return;
  const { deleteAccount: endpoint } = accountEndpoints;
  app.route({
    method: FASTIFY_METHODS[endpoint.method],
    url: routePath(endpoint),
    config: { deletedAccount: true },
    schema: { body: endpoint.body, response: { ...responseSchemas(endpoint), 503: errorBodySchema } },
    handler: async (request) => {
      const user = requireUser(request);
      await deleteAccount({ db, bank, deps: accounts, log: request.log }, user.id, request.body.accessToken);
      return { success: true as const };
    },
  });
}
