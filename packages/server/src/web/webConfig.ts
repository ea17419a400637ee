import type { CognitoIdentityConfig } from '@ledgerlight/contract';
import { z } from 'zod';

import { ConfigError } from '../config';
import { LOCAL_USER_POOL_DEFAULT_PORT } from '../providers/identity/localUserPool';
import type { LocalIdentityRoutes } from '../providers/identity/localUserPool';
import type { WebAppOptions, WebIdentity } from './webApp';

/**
 * The identity switch and the settings of the served app (docs/deploy.md):
 * IDENTITY_PROVIDER=local (default: cognito-local started by the server) or cognito (Amazon Cognito,
 * with AUTH_ISSUER, AUTH_CLIENT_ID and COGNITO_DOMAIN); SERVE_APP and APP_DIR; API_BASE_URL.
 */

type Env = Readonly<Record<string, string | undefined>>;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'Expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  IDENTITY_PROVIDER: z.enum(['local', 'cognito']).default('local'),
  COGNITO_LOCAL_PORT: z.coerce.number().int().min(1).max(65_535).default(LOCAL_USER_POOL_DEFAULT_PORT),
  AUTH_ISSUER: z.string().optional(),
  AUTH_CLIENT_ID: z.string().optional(),
  COGNITO_DOMAIN: z.string().optional(),
  COGNITO_REDIRECT_SIGN_IN: z.url({ protocol: /^https?$/ }).optional(),
  COGNITO_REDIRECT_SIGN_OUT: z.url({ protocol: /^https?$/ }).optional(),
  SERVE_APP: booleanFlag.default(true),
  APP_DIR: z.string().default('dist'),
  API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  BANK_PROVIDER: z.enum(['sandbox', 'plaid']).default('sandbox'),
  PLAID_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
});

export interface WebSettings {
  readonly identityProvider: 'local' | 'cognito';
  /** Local identity: the port tried first for cognito-local. */
  readonly cognitoLocalPort: number;
  /** Cognito identity: what the app gets in /config.json. */
  readonly cognito?: CognitoIdentityConfig;
  /** The built app to serve; undefined when SERVE_APP=false. */
  readonly appDir?: string;
  readonly apiBaseUrl?: string;
  readonly plaidEnvironment?: 'sandbox' | 'production';
}

/** `https://cognito-idp.<region>.amazonaws.com/<userPoolId>`: the issuer of a Cognito user pool. */
const COGNITO_ISSUER = /^https:\/\/cognito-idp\.([a-z0-9-]+)\.amazonaws\.com(?:\.cn)?\/([\w-]+_[0-9A-Za-z]+)\/?$/;

/**
 * Reads and validates the identity and app settings.
 * @throws ConfigError naming each invalid or missing variable.
 */
export function webSettingsFromEnv(env: Env = process.env): WebSettings {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid app configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const common = {
    cognitoLocalPort: e.COGNITO_LOCAL_PORT,
    ...(e.SERVE_APP ? { appDir: e.APP_DIR } : {}),
    ...(e.API_BASE_URL ? { apiBaseUrl: e.API_BASE_URL.replace(/\/+$/, '') } : {}),
    ...(e.BANK_PROVIDER === 'plaid' ? { plaidEnvironment: e.PLAID_ENV } : {}),
  };
  if (e.IDENTITY_PROVIDER === 'local') {
    if (e.AUTH_ISSUER || e.AUTH_CLIENT_ID) {
      throw new ConfigError(
        'Invalid app configuration:\n  AUTH_ISSUER/AUTH_CLIENT_ID are set but IDENTITY_PROVIDER is local ' +
          '(the local user pool sets them): set IDENTITY_PROVIDER=cognito to use that user pool.',
      );
    }
    return { identityProvider: 'local', ...common };
  }
  const problems: string[] = [];
  const issuer = COGNITO_ISSUER.exec(e.AUTH_ISSUER ?? '');
  if (!issuer) {
    problems.push(
      'AUTH_ISSUER: with IDENTITY_PROVIDER=cognito, the user pool URL https://cognito-idp.<region>.amazonaws.com/<userPoolId>',
    );
  }
  if (!e.AUTH_CLIENT_ID) problems.push('AUTH_CLIENT_ID: required with IDENTITY_PROVIDER=cognito');
  if (!e.COGNITO_DOMAIN)
    problems.push('COGNITO_DOMAIN: required with IDENTITY_PROVIDER=cognito (the hosted-UI domain)');
  if (problems.length > 0 || !issuer) throw new ConfigError(`Invalid app configuration:\n  ${problems.join('\n  ')}`);
  const cognito: CognitoIdentityConfig = {
    mode: 'cognito',
    region: issuer[1] ?? '',
    userPoolId: issuer[2] ?? '',
    userPoolClientId: e.AUTH_CLIENT_ID ?? '',
    domain: (e.COGNITO_DOMAIN ?? '').replace(/^https?:\/\//, '').replace(/\/+$/, ''),
    ...(e.COGNITO_REDIRECT_SIGN_IN ? { redirectSignIn: e.COGNITO_REDIRECT_SIGN_IN } : {}),
    ...(e.COGNITO_REDIRECT_SIGN_OUT ? { redirectSignOut: e.COGNITO_REDIRECT_SIGN_OUT } : {}),
  };
  return { identityProvider: 'cognito', cognito, ...common };
}

/** The local user pool the server started, as the app and the token check need it. */
export interface StartedLocalIdentity {
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly endpoint: string;
  readonly issuer: string;
  readonly jwksUrl: string;
  readonly poolFile: string;
  /** Its proxy and mailbox routes on the app's origin. */
  readonly routes: LocalIdentityRoutes;
}

/** The variables loadConfig reads for the token check, pointing at the local user pool. */
export function localIdentityEnv(local: StartedLocalIdentity): Record<string, string> {
  return { AUTH_ISSUER: local.issuer, AUTH_CLIENT_ID: local.userPoolClientId, AUTH_JWKS_URL: local.jwksUrl };
}

/** buildServer's `web` option for these settings (and the local user pool in local mode). */
export function webAppOptionsFor(settings: WebSettings, local: StartedLocalIdentity | undefined): WebAppOptions {
  const identity: WebIdentity =
    settings.identityProvider === 'local' && local
      ? {
          mode: 'local',
          userPoolId: local.userPoolId,
          userPoolClientId: local.userPoolClientId,
          upstream: local.endpoint,
          poolFile: local.poolFile,
          routes: local.routes,
        }
      : { mode: 'cognito', config: settings.cognito ?? missingCognito() };
  return {
    identity,
    ...(settings.appDir === undefined ? {} : { appDir: settings.appDir }),
    ...(settings.apiBaseUrl === undefined ? {} : { apiBaseUrl: settings.apiBaseUrl }),
    ...(settings.plaidEnvironment === undefined ? {} : { plaidEnvironment: settings.plaidEnvironment }),
  };
}

function missingCognito(): never {
  throw new ConfigError('Invalid app configuration:\n  local identity mode needs the local user pool to be started');
}
