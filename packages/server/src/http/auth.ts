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

/** What the auth hook is given besides the verifier and the database. */
export interface AuthHookOptions {
  readonly cache?: VerifiedTokenCache<AuthenticatedUser>;
  /**
   * Whether a cached token may be honoured without reading its user again: true while this process
   * is certain to hear of an account deleted by another process (ADR 0033: on PostgreSQL, while the
   * task change listener listens; PGlite is one process). When false, every call is verified and its
   * user read, as if nothing were cached.
   */
  readonly cacheTrusted?: () => boolean;
}

/** The auth hook, and how the rest of the process tells it that an account was deleted. */
export interface AuthHook {
  (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Drops every cached token of the user (deleted here or, as notified, by another process). */
  forgetUser(userId: string): void;
}

/** The payload prefix of a deleted user on agent_task_changed (drizzle/0007_account_deletion.sql). */
export const USER_DELETED_PREFIX = 'user:';

/**
 * The onRequest hook of the bearer-token check: every matched /api route that is not marked
 * `config.public` answers 401 `{ error: 'Unauthorized' }` unless the Authorization header carries a
 * valid ID token of a user who has not deleted the account (ADR 0033; only a route marked
 * `config.deletedAccount`, the deletion itself, lets a deleted user through, so that it can be
 * repeated). The caller is provisioned on first sight (welcome bonus included). A token verified
 * before is taken from the cache with its user until its expiry (auth/verifiedTokenCache.ts): no
 * signature check and no database round trip on the hot path, as long as `cacheTrusted` says
 * deletions are heard; a deletion drops the user's tokens (`forgetUser`).
 */
export function createAuthHook(verifier: TokenVerifier, db: Db, options: AuthHookOptions = {}): AuthHook {
  const cache = options.cache ?? createVerifiedTokenCache<AuthenticatedUser>();
  const cacheTrusted = options.cacheTrusted ?? (() => true);
  // Bumped by every forgetUser: a token verified while a deletion was being heard is not cached.
  let forgotten = 0;
  const authenticate = async function authenticate(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith(API_PREFIX)) return undefined;
    if (request.routeOptions.config.public === true) return undefined;
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) {
      request.log.info({ reason: 'no bearer token' }, 'unauthorized request');
      return reply.code(401).send(UNAUTHORIZED_BODY);
    }
    const known = cacheTrusted() ? cache.get(token) : undefined;
    if (known !== undefined) {
      request.user = known;
      return undefined;
    }
    const before = forgotten;
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
    if (user.deletedAt !== null) {
      if (request.routeOptions.config.deletedAccount === true) {
        request.user = { id: user.id, email: user.email, deleted: true };
        return undefined;
      }
      request.log.info({ reason: 'deleted account', userId: user.id }, 'unauthorized request');
      return reply.code(401).send(UNAUTHORIZED_BODY);
    }
    request.user = { id: user.id, email: user.email };
    if (claims.expiresAt !== undefined && before === forgotten) cache.set(token, claims.expiresAt, request.user);
    return undefined;
  };
  return Object.assign(authenticate, {
    forgetUser(userId: string) {
      forgotten += 1;
      cache.deleteMatching((value) => value.id === userId);
    },
  });
}

/** The caller of an authenticated route. @throws HttpError 401 when the auth hook did not run. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (request.user === null) throw new HttpError(401, UNAUTHORIZED_BODY);
  return request.user;
}
