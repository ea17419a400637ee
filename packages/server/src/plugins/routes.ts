import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { createAccessTokenVerifier } from '../auth/verifier';
import { BankService } from '../bank/bankService';
import type { BankSetup } from '../bank/setup';
import type { ServerConfig } from '../config';
import { registerHealthRoutes } from '../health/health';
import { buildOpenApiDocument, OPENAPI_PATH } from '../http/openapi';
import type { PaymentsSetup } from '../payments/paymentService';
import { registerApiRoutes } from '../routes';
import { userPoolEndpointOf, userPoolIdentityAccounts } from '../users/deletion';
import type { IdentityAccounts } from '../users/deletion';
import { AUTH_PLUGIN } from './auth';
import { COUNTERS_PLUGIN } from './counters';
import { DATABASE_PLUGIN } from './database';
import { ERRORS_PLUGIN } from './errors';

/** The OpenAPI document, the health checks and every API route of the contract (routes/). */

export interface RoutesPluginOptions {
  readonly config: ServerConfig;
  readonly version: string;
  readonly payments?: PaymentsSetup | undefined;
  readonly bank?: BankSetup | undefined;
  readonly identityAccounts?: IdentityAccounts | undefined;
}

export const ROUTES_PLUGIN = 'ledgerlight-routes';

export const routesPlugin = fp<RoutesPluginOptions>(
  async (fastify, { config, version, payments, bank, identityAccounts }) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { database, taskRows, authentication, tokenKeys, redis } = app;
    const openApi = buildOpenApiDocument(version);
    app.get(OPENAPI_PATH, { config: { public: true } }, async () => openApi);
    registerHealthRoutes(app, { db: database.db, redis });

    registerApiRoutes(app, {
      db: database.db,
      config,
      taskRows,
      payments,
      bank: bank === undefined ? undefined : new BankService(database.db, bank),
      accounts: {
        identity: identityAccounts ?? userPoolIdentityAccounts(userPoolEndpointOf(config.auth.issuer)),
        accessTokens: createAccessTokenVerifier({
          issuer: config.auth.issuer,
          clientId: config.auth.clientId,
          keys: tokenKeys,
        }),
        forgetUser: (userId) => authentication.forgetUser(userId),
      },
    });
  },
  { name: ROUTES_PLUGIN, fastify: '5.x', dependencies: [DATABASE_PLUGIN, AUTH_PLUGIN, COUNTERS_PLUGIN, ERRORS_PLUGIN] },
);
