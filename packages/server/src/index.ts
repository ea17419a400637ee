/**
 * @ledgerlight/server: the API of product 7 on the contract (ADR 0008).
 *
 * - config.ts          loadConfig(env): every environment variable, validated (docs/deploy.md)
 * - server.ts          buildServer(options): the Fastify app
 * - db/schema.ts       the one drizzle schema; db/database.ts the Database abstraction (PGlite or PostgreSQL)
 * - auth/verifier.ts   ID token verification (jose); users/profile.ts provisioning and profile names
 * - credits/ledger.ts  the ledger: bookLedgerEntry keeps balance == sum of entries
 * - tasks/             initiate (debit + task in one transaction), the API shape of tasks, and the poll's
 *                      read with its cache of waiting and running tasks (taskRows.ts, ADR 0015)
 * - routes/            the route modules; http/ errors, auth hook, rate limits, OpenAPI
 * - bank/              linked banks: link, sync, list and remove items (BankService); bankSetupFromEnv
 * - providers/         one folder per concern (bank, payments, identity, llm): its interface and the real
 *                      provider; `@ledgerlight/server/providers/*` is what @ledgerlight/local-stack
 *                      implements, loaded only in local mode (providers/localStack.ts, ADR 0035)
 */
export { ConfigError, defaultJwksUrl, loadConfig, RATE_LIMITED_ROUTES } from './config';
export type { AuthConfig, DatabaseConfig, LogLevel, RateLimitedRoute, ServerConfig } from './config';
export { buildServer, REDACTED_LOG_PATHS } from './server';
export type { BuildServerOptions, LedgerlightServer, LogStream } from './server';
export { IN_MEMORY, MIGRATIONS_FOLDER, openDatabase, pgliteDirectory } from './db/database';
export type {
  Database,
  DatabaseKind,
  Db,
  PgliteDatabase,
  PostgresDatabase,
  Queryable,
  Schema,
  Tx,
} from './db/database';
export * as schema from './db/schema';
export {
  createTokenVerifier,
  bearerToken,
  InvalidTokenError,
  remoteKeySource,
  CLOCK_TOLERANCE_SECONDS,
  JWKS_CACHE_MAX_AGE_MS,
} from './auth/verifier';
export type { IdentityClaims, KeySource, TokenVerifier } from './auth/verifier';
export { getUser, provisionUser, updateProfile } from './users/profile';
export type { ProfileUpdate, ProvisionedUser } from './users/profile';
export {
  bookLedgerEntry,
  getBalance,
  InsufficientCreditsError,
  ledgerKeys,
  ledgerSum,
  listLedgerEntries,
  refundEntry,
  toLedgerItem,
  usageEntry,
  welcomeBonusEntry,
} from './credits/ledger';
export type { BookedEntry, LedgerEntryInput } from './credits/ledger';
export { decodeCursor, encodeCursor, readKeysetPage } from './db/keysetPage';
export type { KeysetPage, KeysetPosition } from './db/keysetPage';
export { initiateTask } from './tasks/initiate';
export type { InitiateOutcome } from './tasks/initiate';
export { toAgentTask } from './tasks/mapping';
export { registerApiRoutes } from './routes';
export { BankService, DEFAULT_STALE_AFTER_MS, TRANSACTIONS_RESPONSE_LIMIT } from './bank/bankService';
export type { BankLogger, LinkItemInput, LinkOutcome, RemoveOutcome } from './bank/bankService';
export { bankSetupFromEnv } from './bank/setup';
export type { BankSetup } from './bank/setup';
export { API_PREFIX, requireUser } from './http/auth';
export { badRequest, forbidden, HttpError, notFound, responseSchemas, UNAUTHORIZED_BODY } from './http/errors';
export { buildOpenApiDocument, OPENAPI_PATH } from './http/openapi';
export { rateLimitFor } from './http/rateLimit';
export { FASTIFY_METHODS } from './http/types';
export type { AuthenticatedUser, RouteDeps, ZodApp } from './http/types';
