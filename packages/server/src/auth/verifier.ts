import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

/**
 * Verifies the bearer ID token of every API call (docs/architecture.md "Server essentials"): RS256 only, the
 * configured issuer, the app client id as audience, token_use 'id', and expiry, with the signing key
 * taken from the issuer's JWKS.
 */

/** Where verification keys come from: createRemoteJWKSet in production, createLocalJWKSet in tests. */
export type KeySource = JWTVerifyGetKey;

/** What the server takes from a verified ID token. */
export interface IdentityClaims {
  readonly sub: string;
  readonly email?: string | undefined;
  readonly givenName?: string | undefined;
  readonly familyName?: string | undefined;
  readonly name?: string | undefined;
  readonly picture?: string | undefined;
  /** The token's `exp`, in seconds since the epoch (what a cache of verified tokens must respect). */
  readonly expiresAt?: number | undefined;
}

/** Any reason a token is refused. The HTTP answer is always a bare 401; `reason` is for logs only. */
export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
  constructor(readonly reason: string) {
    super(`Invalid token: ${reason}`);
  }
}

export interface TokenVerifier {
  /** @throws InvalidTokenError */
  verify(token: string): Promise<IdentityClaims>;
}

/** Accepted clock skew between the identity provider and this server. */
export const CLOCK_TOLERANCE_SECONDS = 5;

/** How long fetched signing keys are kept before the JWKS is read again. */
export const JWKS_CACHE_MAX_AGE_MS = 10 * 60_000;

/**
 * The issuer's JWKS, fetched on first use and cached (jose refetches after JWKS_CACHE_MAX_AGE_MS, or
 * at most every 30 s when a token names a kid it has not seen).
 */
export function remoteKeySource(jwksUrl: string): KeySource {
  return createRemoteJWKSet(new URL(jwksUrl), {
    cacheMaxAge: JWKS_CACHE_MAX_AGE_MS,
    cooldownDuration: 30_000,
    timeoutDuration: 5_000,
  });
}

const optionalText = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const idTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  exp: z.number(),
  token_use: z.literal('id'),
  email: optionalText,
  given_name: optionalText,
  family_name: optionalText,
  name: optionalText,
  picture: optionalText,
});

/**
 * The signed payload of an RS256 token from `issuer` (with `exp` and `sub`, within the clock
 * tolerance), or InvalidTokenError; `audience` when the token carries one (ID tokens do).
 */
async function verifiedPayload(
  token: string,
  options: { readonly issuer: string; readonly keys: KeySource; readonly audience?: string },
): Promise<unknown> {
  try {
    const { payload } = await jwtVerify(token, options.keys, {
      algorithms: ['RS256'],
      issuer: options.issuer,
      ...(options.audience === undefined ? {} : { audience: options.audience }),
      requiredClaims: ['exp', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    return payload;
  } catch (error) {
    throw new InvalidTokenError(error instanceof Error ? `${error.name}: ${error.message}` : 'unreadable token');
  }
}

export function createTokenVerifier(options: {
  readonly issuer: string;
  readonly clientId: string;
  readonly keys: KeySource;
}): TokenVerifier {
  return {
    async verify(token) {
      const payload = await verifiedPayload(token, { ...options, audience: options.clientId });
      const claims = idTokenClaimsSchema.safeParse(payload);
      if (!claims.success) {
        throw new InvalidTokenError(
          claims.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
        );
      }
      const c = claims.data;
      return {
        sub: c.sub,
        email: c.email,
        givenName: c.given_name,
        familyName: c.family_name,
        name: c.name,
        picture: c.picture,
        expiresAt: c.exp,
      };
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+([A-Za-z0-9\-_.~+/]+=*)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}

/** Verifies the access token a user sends to delete the account (ADR 0033). */
export interface AccessTokenVerifier {
  /** @returns the token's `sub`. @throws InvalidTokenError */
  verify(token: string): Promise<string>;
}

const accessTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  token_use: z.literal('access'),
  client_id: z.string().min(1),
});

/**
 * Access tokens of the app client: RS256, the configured issuer, token_use 'access', and Cognito's
 * `client_id` claim (access tokens carry no audience) equal to the app client id.
 */
export function createAccessTokenVerifier(options: {
  readonly issuer: string;
  readonly clientId: string;
  readonly keys: KeySource;
}): AccessTokenVerifier {
  return {
    async verify(token) {
      const payload = await verifiedPayload(token, options);
      const claims = accessTokenClaimsSchema.safeParse(payload);
      if (!claims.success) throw new InvalidTokenError('not an access token');
      if (claims.data.client_id !== options.clientId) throw new InvalidTokenError('another app client');
      return claims.data.sub;
    },
  };
}
