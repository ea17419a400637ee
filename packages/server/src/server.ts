import { randomUUID } from 'node:crypto';

import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { KeySource } from './auth/verifier';
import type { BankSetup } from './bank/setup';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { CounterStore } from './http/counterStore';
import { frameworkErrorResponse } from './http/errors';
import { censorLogValue, serializeError, serializeRequest } from './http/logging';
import type { ZodApp } from './http/types';
import type { PaymentsSetup } from './payments/paymentService';
import { authPlugin } from './plugins/auth';
import { countersPlugin } from './plugins/counters';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { API_CACHE_CONTROL, httpPlugin } from './plugins/http';
import { routesPlugin } from './plugins/routes';
import { webPlugin } from './plugins/web';
import type { UserPoolThrottleOptions } from './providers/identity/localUserPool';
import type { TaskChangeListenerTimings } from './tasks/taskChangeListener';
import type { TaskRows } from './tasks/taskRows';
import type { IdentityAccounts } from './users/deletion';
import type { WebAppOptions } from './web/webApp';

/** Log fields never written in clear: credentials, bank tokens, cookies, checkout session ids. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.authorization',
  '*.access_token',
  '*.accessToken',
  '*.public_token',
  '*.publicToken',
  '*.link_token',
  '*.id_token',
  '*.idToken',
  '*.refresh_token',
  '*.token',
  'access_token',
  'accessToken',
  'public_token',
  'token',
  // Bank linking: link, public and access tokens (and the sandbox login's secrets) at the top
  // level, one level down (a logged body) and two levels down (a logged request's body).
  'publicToken',
  'link_token',
  'linkToken',
  'accessTokenEncrypted',
  '*.linkToken',
  '*.accessTokenEncrypted',
  '*.password',
  '*.mfa_code',
  '*.*.access_token',
  '*.*.accessToken',
  '*.*.public_token',
  '*.*.publicToken',
  '*.*.link_token',
  '*.*.linkToken',
  '*.*.password',
  '*.*.mfa_code',
  // Checkout session ids: written as a fingerprint (http/logging.ts, censorLogValue).
  'sessionId',
  'session_id',
  '*.sessionId',
  '*.session_id',
];

export { connectRedis } from './plugins/counters';

/** A writable the logs go to (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

export interface BuildServerOptions {
  readonly config: ServerConfig;
  /** An open database. When absent, config.database is opened (and migrated) and closed with the app. */
  readonly database?: Database;
  /** Signing keys of ID tokens. Defaults to the JWKS at config.auth.jwksUrl, fetched and cached. */
  readonly keys?: KeySource;
  /** Where logs go; stdout when absent. */
  readonly logStream?: LogStream;
  /** Version shown in the OpenAPI document. */
  readonly version?: string;
  /** The browser app on the same origin: /config.json, the built SPA, the app's CSP (web/webApp.ts). */
  readonly web?: WebAppOptions;
  /** Credit purchases: the payment provider and allowed redirect origins (payments/setup.ts, paymentsFromEnv). */
  readonly payments?: PaymentsSetup;
  /** Linked banks: the bank provider and the access-token cipher (bank/setup.ts, bankSetupFromEnv). */
  readonly bank?: BankSetup;
  /** The local user pool's throttle settings; the local stack's defaults when absent (tests shorten them). */
  readonly userPoolThrottle?: UserPoolThrottleOptions;
  /** The task change listener's heartbeat and retry timings (tests shorten or lengthen them). */
  readonly taskListenerTimings?: Partial<TaskChangeListenerTimings>;
  /**
   * Where account deletion deletes identities (ADR 0033); by default the user pool API of the
   * issuer (Amazon Cognito or cognito-local), with the user's own access token.
   */
  readonly identityAccounts?: IdentityAccounts;
}

export interface LedgerlightServer {
  readonly app: ZodApp;
  readonly database: Database;
  /** Where throttle counters live: Redis with REDIS_URL, else this process. */
  readonly counters: CounterStore;
  /** The task poll's read, and the listener its cache follows on PostgreSQL. */
  readonly taskRows: TaskRows;
}

/**
 * The API server: Fastify with the zod type provider, every implemented route of the contract, the
 * bearer-token check, JSON-only bodies, a body size limit, rate limits, security headers, CORS, and
 * redacted logs. Call `app.listen` to serve, `app.close` to stop (closing an owned database too).
 *
 * Built from named plugins (fastify-plugin, each declaring the plugins it needs), registered in this
 * order, which is the order of their hooks: the database; the HTTP basics (compilers, JSON-only
 * bodies, security headers, CORS, cache-control, the host check); the bearer-token check and the
 * input check; the shared counters and rate limits; the error handler; the routes; the served app
 * and the not-found answer.
 */
export async function buildServer(options: BuildServerOptions): Promise<LedgerlightServer> {
  const { config } = options;
  const app: ZodApp = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: censorLogValue },
      // Failed queries without their SQL and parameters; request URLs without session ids.
      serializers: { err: serializeError, req: serializeRequest },
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    // The router's own refusals (a URL that does not decode, a path parameter too long) skip hooks
    // and the error handler: they get the usual body and the API's headers here.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = frameworkErrorResponse(error);
      const text = JSON.stringify(body);
      reply.raw
        .writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(text),
          'cache-control': API_CACHE_CONTROL,
          'x-content-type-options': 'nosniff',
        })
        .end(text);
    },
  }).withTypeProvider<ZodTypeProvider>();

  await app.register(databasePlugin, { config, database: options.database });
  await app.register(httpPlugin, {
    config,
    web: options.web,
    redirectOrigins: options.payments?.redirectOrigins ?? [],
  });
  await app.register(authPlugin, { config, keys: options.keys, taskListenerTimings: options.taskListenerTimings });
  await app.register(countersPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(routesPlugin, {
    config,
    version: options.version ?? '0.1.0',
    payments: options.payments,
    bank: options.bank,
    identityAccounts: options.identityAccounts,
  });
  await app.register(webPlugin, { config, web: options.web, userPoolThrottle: options.userPoolThrottle });
  await app.ready();
  return { app, database: app.database, counters: app.counters, taskRows: app.taskRows };
}
