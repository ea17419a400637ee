import type { FastifyReply, FastifyRequest } from 'fastify';

import { bearerToken, InvalidTokenError } from '../auth/verifier';
import type { TokenVerifier } from '../auth/verifier';
import { createVerifiedTokenCache } from '../auth/verifiedTokenCache';
import type { VerifiedTokenCache } from '../auth/verifiedTokenCache';
import type { Db } from '../db/database';
import { provisionUser } from '../users/profile';
import { HttpError, UNAUTHORIZED_BODY } from './errors';
import type { AuthenticatedUser } from './types';

/** Paths under this prefix are the API: every route there needs a valid ID token unless public. */
export const API_PREFIX = '/api/';

/**
 * The onRequest hook of the bearer-token check: every matched /api route that is not marked
 * `config.public` answers 401 `{ error: 'Unauthorized' }` unless the Authorization header carries a
 * valid ID token. The caller is provisioned on first sight (welcome bonus included). A token verified
 * before is taken from the cache with its user until its expiry (auth/verifiedTokenCache.ts): no
 * signature check and no database round trip on the hot path.
 */
export function createAuthHook(
  verifier: TokenVerifier,
  db: Db,
  cache: VerifiedTokenCache<AuthenticatedUser> = createVerifiedTokenCache(),
) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith(API_PREFIX)) return undefined;
    if (request.routeOptions.config.public === true) return undefined;
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) {
      request.log.info({ reason: 'no bearer token' }, 'unauthorized request');
      return reply.code(401).send(UNAUTHORIZED_BODY);
    }
    const known = cache.get(token);
    if (known !== undefined) {
      request.user = known;
      return undefined;
    }
    let claims;
    try {
      claims = await verifier.verify(token);
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
      request.log.info({ reason: error.reason }, 'unauthorized request');
      return reply.code(401).send(UNAUTHORIZED_BODY);
    }
    const { user, created } = await provisionUser(db, claims);
    if (created) request.log.info({ userId: user.id }, 'user provisioned with the welcome bonus');
    request.user = { id: user.id, email: user.email };
    if (claims.expiresAt !== undefined) cache.set(token, claims.expiresAt, request.user);
    return undefined;
  };
}

/** The caller of an authenticated route. @throws HttpError 401 when the auth hook did not run. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (request.user === null) throw new HttpError(401, UNAUTHORIZED_BODY);
  return request.user;
}
