import type { FastifyReply, FastifyRequest } from 'fastify';

import { bearerToken, InvalidTokenError } from '../auth/verifier';
import type { TokenVerifier } from '../auth/verifier';
import type { Db } from '../db/database';
import { provisionUser } from '../users/profile';
import { HttpError, UNAUTHORIZED_BODY } from './errors';
import type { AuthenticatedUser } from './types';

/** Paths under this prefix are the API: every route there needs a valid ID token unless public. */
export const API_PREFIX = '/api/';

/**
 * The onRequest hook of the bearer-token check: every matched /api route that is not marked
 * `config.public` answers 401 `{ error: 'Unauthorized' }` unless the Authorization header carries a
 * valid ID token. The caller is provisioned on first sight (welcome bonus included).
 */
export function createAuthHook(verifier: TokenVerifier, db: Db) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith(API_PREFIX)) return undefined;
    if (request.routeOptions.config.public === true) return undefined;
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) {
      request.log.info({ reason: 'no bearer token' }, 'unauthorized request');
      return reply.code(401).send(UNAUTHORIZED_BODY);
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
    return undefined;
  };
}

/** The caller of an authenticated route. @throws HttpError 401 when the auth hook did not run. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (request.user === null) throw new HttpError(401, UNAUTHORIZED_BODY);
  return request.user;
}
