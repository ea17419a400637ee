import { z } from 'zod';

/**
 * The server's configuration, read once from the environment and validated (docs/deploy.md lists
 * every variable). Empty values count as unset, so `FOO=` in a .env file falls back to the default.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'Expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: positiveInt(10),
  DATA_DIR: z.string().default('.data'),
  AUTH_ISSUER: z.url({ error: 'AUTH_ISSUER must be the ID token issuer URL (the user pool URL)' }),
  AUTH_CLIENT_ID: z.string({ error: 'AUTH_CLIENT_ID must be the user pool app client id' }).min(1),
  AUTH_JWKS_URL: z.url().optional(),
  BODY_LIMIT_BYTES: positiveInt(65_536),
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  RATE_LIMIT_INITIATE: positiveInt(10),
  RATE_LIMIT_PURCHASE: positiveInt(10),
  RATE_LIMIT_SUPPORT: positiveInt(5),
  RATE_LIMIT_WEBHOOK: positiveInt(120),
  RATE_LIMIT_CHECKOUT: positiveInt(60),
  RATE_LIMIT_LOCAL_COGNITO: positiveInt(300),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional(),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: booleanFlag.default(false),
  TASK_CACHE: booleanFlag.default(true),
});

/** The agent-run worker's variables, shared by the API (in-process worker) and `npm run worker`. */
const workerEnvSchema = z.object({
  WORKER_IN_PROCESS: booleanFlag.default(true),
  WORKER_CONCURRENCY: positiveInt(2),
  WORKER_POLL_MS: positiveInt(1_000),
  WORKER_FALLBACK_POLL_MS: positiveInt(10_000),
  WORKER_LEASE_MS: z.coerce.number().int().min(1_000).default(60_000),
  WORKER_MAX_ATTEMPTS: positiveInt(3),
  WORKER_RETRY_BASE_MS: positiveInt(1_000),
  WORKER_RETRY_MAX_MS: positiveInt(60_000),
  WORKER_SHUTDOWN_GRACE_MS: z.coerce.number().int().nonnegative().default(10_000),
});

/** What a worker process needs: the database, logging and the worker settings (no identity). */
const workerProcessEnvSchema = z.object({
  LOG_LEVEL: envSchema.shape.LOG_LEVEL,
  DATABASE_URL: envSchema.shape.DATABASE_URL,
  DATABASE_POOL_SIZE: envSchema.shape.DATABASE_POOL_SIZE,
  DATA_DIR: envSchema.shape.DATA_DIR,
  ...workerEnvSchema.shape,
});

/** A test-only switch, read by the API process and by separate workers (loadSandboxClock). */
const sandboxClockEnvSchema = z.object({
  SANDBOX_CLOCK: z.iso
    .datetime({ offset: true, error: 'Expected an ISO 8601 instant such as 2026-06-15T12:00:00Z' })
    .optional(),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

/** Routes with their own rate limit (requests per window, per signed-in user). */
export const RATE_LIMITED_ROUTES = ['initiate', 'purchase', 'support'] as const;
export type RateLimitedRoute = (typeof RATE_LIMITED_ROUTES)[number];

/** Public routes with a rate limit per client address (requests per window). */
export type AddressLimitedRoute = 'webhook' | 'checkout' | 'localCognito';

export interface DatabaseConfig {
  /** PostgreSQL when set; PGlite in `${dataDir}/pglite` otherwise. */
  readonly url: string | undefined;
  readonly poolSize: number;
  /** Directory of local data. The special value `memory://` keeps PGlite in memory (tests). */
  readonly dataDir: string;
}

export interface AuthConfig {
  /** `iss` of accepted ID tokens. */
  readonly issuer: string;
  /** `aud` of accepted ID tokens: the app client id. */
  readonly clientId: string;
  /** Where the signing keys are published. */
  readonly jwksUrl: string;
}

export interface WorkerConfig {
  /** Run the worker inside the API process (default). Set false when separate workers run. */
  readonly inProcess: boolean;
  /** Tasks one worker process runs at the same time. */
  readonly concurrency: number;
  /** How often an idle worker looks for tasks while it is not told of new ones (its listener is down). */
  readonly pollMs: number;
  /** How often an idle worker looks for tasks while new tasks wake it (a fallback). */
  readonly fallbackPollMs: number;
  /** How long a claim lasts without renewal; a crashed worker's task is taken over after it. */
  readonly leaseMs: number;
  /** Claims of one task (crashed or lost leases included) before it fails with a refund. */
  readonly maxAttempts: number;
  /** On shutdown, how long running tasks may finish before they are released to other workers. */
  readonly shutdownGraceMs: number;
  /** The back-off of a failed attempt: retryBaseMs × 2^(attempt − 1), at most retryMaxMs. */
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
}

/** The configuration of a separate worker process (`npm run worker`). */
export interface WorkerProcessConfig {
  readonly logLevel: LogLevel;
  readonly database: DatabaseConfig;
  readonly worker: WorkerConfig;
}

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly logLevel: LogLevel;
  readonly database: DatabaseConfig;
  readonly auth: AuthConfig;
  /** Largest accepted request body; larger ones get 413. */
  readonly bodyLimitBytes: number;
  readonly rateLimit: {
    readonly windowMs: number;
    readonly max: Readonly<Record<RateLimitedRoute, number>>;
    /** The public routes' limits, per client address. */
    readonly perAddress: Readonly<Record<AddressLimitedRoute, number>>;
  };
  /** Redis for rate-limit and throttle counters shared by every API process; in memory when absent. */
  readonly redisUrl: string | undefined;
  /** Origins allowed by CORS; empty means same origin only. */
  readonly corsOrigins: readonly string[];
  /** Trust X-Forwarded-* from a proxy in front of the server. */
  readonly trustProxy: boolean;
  /**
   * Keep the task poll's rows of waiting and running tasks in the process, told of changes by
   * PostgreSQL notifications (tasks/taskRows.ts, ADR 0015); PostgreSQL only.
   */
  readonly taskCache: boolean;
}

/** A configuration that failed validation; the message lists every bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The JWKS address of an issuer when none is configured: `<issuer>/.well-known/jwks.json`. */
export function defaultJwksUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/jwks.json`;
}

/**
 * Reads and validates the configuration.
 * @throws ConfigError naming each invalid or missing variable.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): ServerConfig {
  const e = parseEnv(envSchema, env, 'server');
  const corsOrigins = e.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  const badOrigin = corsOrigins.find((origin) => !z.url({ protocol: /^https?$/ }).safeParse(origin).success);
  if (badOrigin !== undefined) {
    throw new ConfigError(`Invalid server configuration:\n  CORS_ORIGINS: '${badOrigin}' is not an http(s) origin`);
  }
  return {
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, dataDir: e.DATA_DIR },
    auth: {
      issuer: e.AUTH_ISSUER,
      clientId: e.AUTH_CLIENT_ID,
      jwksUrl: e.AUTH_JWKS_URL ?? defaultJwksUrl(e.AUTH_ISSUER),
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      max: { initiate: e.RATE_LIMIT_INITIATE, purchase: e.RATE_LIMIT_PURCHASE, support: e.RATE_LIMIT_SUPPORT },
      perAddress: {
        webhook: e.RATE_LIMIT_WEBHOOK,
        checkout: e.RATE_LIMIT_CHECKOUT,
        localCognito: e.RATE_LIMIT_LOCAL_COGNITO,
      },
    },
    redisUrl: e.REDIS_URL,
    corsOrigins: corsOrigins.map((origin) => new URL(origin).origin),
    trustProxy: e.TRUST_PROXY,
    taskCache: e.TASK_CACHE,
  };
}

/**
 * Reads and validates the worker settings (WORKER_* variables) for the API process's in-process worker.
 * @throws ConfigError naming each invalid variable.
 */
export function loadWorkerConfig(env: Readonly<Record<string, string | undefined>> = process.env): WorkerConfig {
  return toWorkerConfig(parseEnv(workerEnvSchema, env, 'worker'));
}

/**
 * Reads and validates the configuration of a separate worker process: the database, LOG_LEVEL and
 * the WORKER_* variables.
 * @throws ConfigError naming each invalid variable.
 */
export function loadWorkerProcessConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): WorkerProcessConfig {
  const e = parseEnv(workerProcessEnvSchema, env, 'worker');
  return {
    logLevel: e.LOG_LEVEL,
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, dataDir: e.DATA_DIR },
    worker: toWorkerConfig(e),
  };
}

/**
 * The fixed instant of SANDBOX_CLOCK, for reproducible tests only (docs/deploy.md; the e2e run sets
 * it): the sandbox bank (link days, sync times, generated histories, built from the institution
 * rather than the random item id) and the agent-run worker (the analysis clock) read it instead of
 * the real clock, so the same journey shows the same data on any day. Undefined when unset: the
 * real clock, the product's behaviour.
 * @throws ConfigError when it is not an ISO 8601 instant.
 */
export function loadSandboxClock(env: Readonly<Record<string, string | undefined>> = process.env): Date | undefined {
  const value = parseEnv(sandboxClockEnvSchema, env, 'sandbox clock').SANDBOX_CLOCK;
  return value === undefined ? undefined : new Date(value);
}

function parseEnv<S extends z.ZodType>(
  schema: S,
  env: Readonly<Record<string, string | undefined>>,
  what: string,
): z.infer<S> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid ${what} configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

function toWorkerConfig(e: z.infer<typeof workerEnvSchema>): WorkerConfig {
  return {
    inProcess: e.WORKER_IN_PROCESS,
    concurrency: e.WORKER_CONCURRENCY,
    pollMs: e.WORKER_POLL_MS,
    fallbackPollMs: e.WORKER_FALLBACK_POLL_MS,
    leaseMs: e.WORKER_LEASE_MS,
    maxAttempts: e.WORKER_MAX_ATTEMPTS,
    shutdownGraceMs: e.WORKER_SHUTDOWN_GRACE_MS,
    retryBaseMs: e.WORKER_RETRY_BASE_MS,
    retryMaxMs: e.WORKER_RETRY_MAX_MS,
  };
}
