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
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: booleanFlag.default(false),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

/** Routes with their own rate limit (requests per window, per signed-in user). */
export const RATE_LIMITED_ROUTES = ['initiate', 'purchase', 'support'] as const;
export type RateLimitedRoute = (typeof RATE_LIMITED_ROUTES)[number];

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

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly logLevel: LogLevel;
  readonly database: DatabaseConfig;
  readonly auth: AuthConfig;
  /** Largest accepted request body; larger ones get 413. */
  readonly bodyLimitBytes: number;
  readonly rateLimit: { readonly windowMs: number; readonly max: Readonly<Record<RateLimitedRoute, number>> };
  /** Origins allowed by CORS; empty means same origin only. */
  readonly corsOrigins: readonly string[];
  /** Trust X-Forwarded-* from a proxy in front of the server. */
  readonly trustProxy: boolean;
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
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
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
    },
    corsOrigins: corsOrigins.map((origin) => new URL(origin).origin),
    trustProxy: e.TRUST_PROXY,
  };
}
