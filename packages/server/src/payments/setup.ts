import { z } from 'zod';

import { ConfigError } from '../config';
import type { ServerConfig } from '../config';
import { paymentProviderFromEnv } from '../providers/config';
import type { LocalStack } from '../providers/localStack';
import { createDatabaseCheckoutStore } from './checkoutStore';
import type { PaymentsSetup } from './paymentService';
import { redirectOriginsFor } from './redirects';

/**
 * The payments of a server process from its environment (docs/deploy.md): PAYMENT_PROVIDER and its
 * variables (providers/config.ts), and APP_ORIGIN, the origin browsers reach the app on. The local
 * checkout page is served there, and checkouts may return only to it or to a CORS_ORIGINS origin.
 */

type Env = Readonly<Record<string, string | undefined>>;

const originSchema = z.url({ protocol: /^https?$/ });

/**
 * APP_ORIGIN, or http://localhost:<PORT> when unset (what `npm start` serves).
 * @throws ConfigError when it is not an http(s) URL.
 */
export function appOriginFromEnv(env: Env, port: number): string {
  const value = env.APP_ORIGIN?.trim();
  if (value === undefined || value === '') return `http://localhost:${port}`;
  if (!originSchema.safeParse(value).success) {
    throw new ConfigError(`Invalid server configuration:\n  APP_ORIGIN: '${value}' is not an http(s) origin`);
  }
  return new URL(value).origin;
}

/**
 * The PaymentsSetup for buildServer. The provider is created over the server's database, so the
 * local checkout's sessions live there; the local checkout comes from `localStack`
 * (@ledgerlight/local-stack, loaded in local mode).
 * @throws ConfigError for a bad APP_ORIGIN, ProviderConfigError for a missing or invalid provider
 *   variable: both at once, before the server opens anything.
 */
export function paymentsFromEnv(
  env: Env,
  config: Pick<ServerConfig, 'port' | 'corsOrigins'>,
  localStack?: LocalStack,
): PaymentsSetup {
  const appOrigin = appOriginFromEnv(env, config.port);
  const local = localStack === undefined ? {} : { localStack };
  // Validates the provider variables now; the provider itself is made over the database later.
  paymentProviderFromEnv(env, { appOrigin, ...local });
  return {
    redirectOrigins: redirectOriginsFor(appOrigin, config.corsOrigins),
    provider: (db) => paymentProviderFromEnv(env, { appOrigin, localStore: createDatabaseCheckoutStore(db), ...local }),
  };
}
