import { randomUUID } from 'node:crypto';

import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { INVALID_AGENT_MESSAGE, SERVER_ERROR_MESSAGE } from '@ledgerlight/contract';
import Fastify from 'fastify';
import type { FastifyError } from 'fastify';
import { Redis } from 'ioredis';
import {
  hasZodFastifySchemaValidationErrors,
  ResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { createAccessTokenVerifier, createTokenVerifier, remoteKeySource } from './auth/verifier';
import { BankService } from './bank/bankService';
import type { BankSetup } from './bank/setup';
import type { KeySource } from './auth/verifier';
import type { ServerConfig } from './config';
import { openDatabase } from './db/database';
import type { Database } from './db/database';
import { registerHealthRoutes } from './health/health';
import { createAuthHook, USER_DELETED_PREFIX } from './http/auth';
import { frameworkErrorResponse, HttpError, reasonPhrase } from './http/errors';
import { createFallbackCounterStore, createMemoryCounterStore } from './http/counterStore';
import type { CounterStore } from './http/counterStore';
import { createHostCheck, isApiOrLocalRequest, servedHostnames } from './http/hosts';
import { censorLogValue, serializeError, serializeRequest } from './http/logging';
import { buildOpenApiDocument, OPENAPI_PATH } from './http/openapi';
import { addressRateLimitFor, rateLimitStoreOver } from './http/rateLimit';
import { checkRequestInput } from './http/requestInput';
import { securityHeadersHook } from './http/securityHeaders';
import type { ZodApp } from './http/types';
import type { UserPoolThrottleOptions } from './providers/identity/localUserPool';
import type { PaymentsSetup } from './payments/paymentService';
import { registerApiRoutes } from './routes';
import { userPoolEndpointOf, userPoolIdentityAccounts } from './users/deletion';
import type { IdentityAccounts } from './users/deletion';
import { openTaskRows } from './tasks/taskRows';
import type { TaskRows } from './tasks/taskRows';
import type { TaskChangeListenerTimings } from './tasks/taskChangeListener';
import { registerWebApp, webAppCspDirectives } from './web/webApp';
import type { WebApp, WebAppOptions } from './web/webApp';

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

/** The API's answers are per user and change with every action: never stored by a browser or a proxy. */
export const API_CACHE_CONTROL = 'no-store';

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
 * The Redis client of the shared counters: it fails fast rather than queueing while Redis is away
 * (no offline queue, a command times out in a second), and the counters fall back to the process
 * meanwhile (createFallbackCounterStore).
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
}

/**
 * The API server: Fastify with the zod type provider, every implemented route of the contract, the
 * bearer-token check, JSON-only bodies, a body size limit, rate limits, security headers, CORS, and
 * redacted logs. Call `app.listen` to serve, `app.close` to stop (closing an owned database too).
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
  const database =
    options.database ??
    (await openDatabase(config.database, {
      onConnectionError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
    }));
  if (options.database === undefined) app.addHook('onClose', () => database.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // JSON only: without a parser for it, any other content type is 415.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Product 7: the client sends `Content-Type: application/json` on every call, bodyless DELETEs too.
    if (request.method === 'DELETE' && body === '') return done(null, undefined);
    return parseJson(request, body.toString(), done);
  });

  // Helmet's headers on every answer, computed once (http/securityHeaders.ts).
  app.addHook(
    'onRequest',
    securityHeadersHook({
      // The same word as the CSP's frame-ancestors 'none', for browsers that only read this header.
      xFrameOptions: { action: 'deny' },
      ...(options.web
        ? { contentSecurityPolicy: { useDefaults: false, directives: webAppCspDirectives(options.web) } }
        : {}),
    }),
  );
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: [...config.corsOrigins],
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
    });
  }
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiOrLocalRequest(request)) reply.header('cache-control', API_CACHE_CONTROL);
    return payload;
  });
  // The app's configured origins: CORS_ORIGINS, APP_ORIGIN (the payments' redirect origins), API_BASE_URL.
  const origins = [...config.corsOrigins, ...(options.payments?.redirectOrigins ?? [])];
  if (options.web?.apiBaseUrl !== undefined) origins.push(options.web.apiBaseUrl);
  if (options.web?.identity.mode === 'local') {
    // Local mode: /api, /local and /config.json answer only the hosts `npm start` serves (DNS
    // rebinding, http/hosts.ts).
    app.addHook('onRequest', createHostCheck(servedHostnames({ listenHost: config.host, origins })));
  } else if (options.web !== undefined && origins.length > 0) {
    // Cognito mode with configured origins: /config.json names the API only for those hosts (and loopback).
    app.addHook('onRequest', createHostCheck(servedHostnames({ listenHost: config.host, origins }), 'config'));
  }
  // After helmet and CORS, so that a 401 still carries their headers.
  app.decorateRequest('user', null);
  const keys = options.keys ?? remoteKeySource(config.auth.jwksUrl);
  const verifier = createTokenVerifier({ issuer: config.auth.issuer, clientId: config.auth.clientId, keys });
  // One more PostgreSQL connection: the listener of task changes (tasks/taskChangeListener.ts), which
  // also carries account deletions to every API process (ADR 0033).
  const taskRows = openTaskRows(database, {
    cache: config.taskCache,
    logger: app.log,
    listenerTimings: options.taskListenerTimings,
  });
  app.addHook('onClose', () => taskRows.close());
  const changes = taskRows.changes;
  const authenticate = createAuthHook(verifier, database.db, {
    // Cached tokens are honoured only while deletions by other processes are certain to be heard:
    // PGlite is this process alone; on PostgreSQL, while the listener listens.
    cacheTrusted: () => database.kind !== 'postgres' || changes?.listening === true,
  });
  changes?.on('changed', (payload) => {
    if (payload.startsWith(USER_DELETED_PREFIX)) authenticate.forgetUser(payload.slice(USER_DELETED_PREFIX.length));
  });
  app.addHook('onRequest', authenticate);
  // Strings with U+0000 cannot reach PostgreSQL text, and no body nests deeper than the contract
  // allows: a 400 before the schema and the handler.
  app.addHook('preValidation', checkRequestInput);
  // Counters shared by every API process when REDIS_URL is set (docs/deploy.md), else in this process.
  const redis = config.redisUrl === undefined ? undefined : connectRedis(config.redisUrl);
  // quit() waits for Redis to answer; while it is away, just drop the connection.
  if (redis !== undefined)
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  // While Redis is away, each process counts on its own: no 500s, no waiting.
  const counters = redis === undefined ? createMemoryCounterStore() : createFallbackCounterStore(redis, app.log);
  await app.register(rateLimit, {
    global: false,
    hook: 'preParsing',
    ...(redis === undefined ? {} : { store: rateLimitStoreOver(counters) }),
    keyGenerator: (request) => request.user?.id ?? request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: reasonPhrase(context.statusCode),
      message: `Too many requests: try again in ${context.after}`,
    }),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const problems = error.validation.map((issue) => {
        const field = issue.instancePath.split('/').filter(Boolean).join('.');
        return `${field === '' ? where : `${where}.${field}`}: ${issue.message}`;
      });
      const invalidAgent = error.validation.some((issue) => issue.message === INVALID_AGENT_MESSAGE);
      return reply.code(400).send({
        error: invalidAgent ? INVALID_AGENT_MESSAGE : (error.validation[0]?.message ?? 'Invalid request'),
        message: problems.join('; '),
      });
    }
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match the contract');
      return reply.code(500).send({ error: reasonPhrase(500), message: SERVER_ERROR_MESSAGE });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: reasonPhrase(status), message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: reasonPhrase(500), message: SERVER_ERROR_MESSAGE });
  });

  let web: WebApp | undefined;
  app.setNotFoundHandler(
    (request, reply) =>
      web?.fallback(request, reply) ??
      reply.code(404).send({ error: reasonPhrase(404), message: `No route for ${request.method} ${request.url}` }),
  );

  const openApi = buildOpenApiDocument(options.version ?? '0.1.0');
  app.get(OPENAPI_PATH, { config: { public: true } }, async () => openApi);
  registerHealthRoutes(app, { db: database.db, redis });

  registerApiRoutes(app, {
    db: database.db,
    config,
    taskRows,
    payments: options.payments,
    bank: options.bank === undefined ? undefined : new BankService(database.db, options.bank),
    accounts: {
      identity: options.identityAccounts ?? userPoolIdentityAccounts(userPoolEndpointOf(config.auth.issuer)),
      accessTokens: createAccessTokenVerifier({ issuer: config.auth.issuer, clientId: config.auth.clientId, keys }),
      forgetUser: (userId) => authenticate.forgetUser(userId),
    },
  });
  if (options.web) {
    web = await registerWebApp(app, options.web, {
      counters,
      ...(options.userPoolThrottle === undefined ? {} : { throttle: options.userPoolThrottle }),
      rateLimit: addressRateLimitFor(config, 'localCognito'),
    });
  }
  await app.ready();
  return { app, database, counters, taskRows };
}
