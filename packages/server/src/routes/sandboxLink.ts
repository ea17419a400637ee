import { bankErrorBodySchema, routePath, sandboxLinkEndpoints } from '@ledgerlight/contract';

import { plaidErrorHandler } from '../bank/httpErrors';
import { requireUser } from '../http/auth';
import { responseSchemas } from '../http/errors';
import { FASTIFY_METHODS } from '../http/types';
import type { RouteDeps, ZodApp } from '../http/types';
import { hasSandboxLink } from '../providers/bank/sandboxLink';

/**
 * The local sandbox bank's Link dialog calls (the contract's sandboxLinkEndpoints): institutions,
 * login (with an MFA step) and account selection. Registered only when the bank provider is the
 * sandbox, so with Plaid they are 404. Like Plaid Link's own service, every 400 carries Plaid's error
 * body (`error_type`, `error_code`, `error_message`, `display_message`), bad requests included.
 */
export function registerSandboxLinkRoutes(app: ZodApp, { bank }: RouteDeps): void {
  const sandbox = bank?.provider;
  if (sandbox === undefined || !hasSandboxLink(sandbox)) return;
  const { sandboxInstitutions, sandboxLogin, sandboxSelectAccounts } = sandboxLinkEndpoints;

  app.route({
    method: FASTIFY_METHODS[sandboxInstitutions.method],
    url: routePath(sandboxInstitutions),
    schema: { response: responseSchemas(sandboxInstitutions) },
    handler: async (request) => {
      requireUser(request);
      return { institutions: sandbox.sandboxInstitutions() };
    },
  });

  app.route({
    method: FASTIFY_METHODS[sandboxLogin.method],
    url: routePath(sandboxLogin),
    schema: { body: sandboxLogin.body, response: { ...responseSchemas(sandboxLogin), 400: bankErrorBodySchema } },
    errorHandler: plaidErrorHandler,
    handler: async (request) => {
      const user = requireUser(request);
      const { link_token, institution_id, username, password, mfa_code } = request.body;
      const result = await sandbox.sandboxLogin({
        userId: user.id,
        linkToken: link_token,
        institutionId: institution_id,
        username,
        password,
        ...(mfa_code === undefined ? {} : { mfaCode: mfa_code }),
      });
      if (result.status === 'mfa_required') return result;
      return {
        status: result.status,
        public_token: result.publicToken,
        institution: result.institution,
        accounts: [...result.accounts],
      };
    },
  });

  app.route({
    method: FASTIFY_METHODS[sandboxSelectAccounts.method],
    url: routePath(sandboxSelectAccounts),
    schema: {
      body: sandboxSelectAccounts.body,
      response: { ...responseSchemas(sandboxSelectAccounts), 400: bankErrorBodySchema },
    },
    errorHandler: plaidErrorHandler,
    handler: async (request) => {
      const user = requireUser(request);
      const success = await sandbox.sandboxSelectAccounts({
        userId: user.id,
        publicToken: request.body.public_token,
        accountIds: request.body.account_ids,
      });
      return {
        public_token: success.publicToken,
        metadata: { ...success.metadata, accounts: [...success.metadata.accounts] },
      };
    },
  });
}
