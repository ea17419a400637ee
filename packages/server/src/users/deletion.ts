import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { InvalidTokenError } from '../auth/verifier';
import type { AccessTokenVerifier } from '../auth/verifier';
import type { BankService } from '../bank/bankService';
import { safeError } from '../bank/bankService';
import type { Db } from '../db/database';
import { userCorrections, users } from '../db/schema';
import { badRequest, HttpError, reasonPhrase } from '../http/errors';
import { callUserPoolApi, CognitoApiError } from '../providers/identity/userPoolApi';

/**
 * Account deletion (ADR 0033). In this order, each step safe to repeat:
 *
 * 1. The access token sent along must be the caller's own (same `sub`, this app client).
 * 2. The user is marked deleted (users.deleted_at) at once: from the commit on, the auth hook refuses
 *    every token of the user, here and (notified through PostgreSQL) in every other API process.
 *    The user's corrections are deleted in the same transaction (ADR 0040).
 * 3. The identity is deleted at the identity provider (the user pool's DeleteUser with the user's own
 *    access token), so that no new sign-in is possible.
 * 4. Every linked bank item is removed at the bank provider and its access token wiped.
 *
 * A failure of 3 or 4 answers 503 with the user already deleted; the deletion route lets a deleted
 * user through (and only it), so the app repeats the call to finish. Tasks already charged run on
 * and finish (or fail and are refunded) as any other: nothing here touches them or the ledger.
 * The data itself is removed later, on the privacy page's schedule (users/retention.ts).
 */

/** The identity provider's side of a deletion. */
export interface IdentityAccounts {
  /** Deletes the identity of this access token; 'gone' when it was deleted already. */
  deleteIdentity(accessToken: string): Promise<'deleted' | 'gone'>;
}

/** What the deletion route needs besides the database and the bank service. */
export interface AccountDeletionDeps {
  readonly identity: IdentityAccounts;
  readonly accessTokens: AccessTokenVerifier;
  /** Drops the user's cached tokens in this process (http/auth.ts, forgetUser). */
  readonly forgetUser: (userId: string) => void;
  readonly now?: () => Date;
}

/** Cognito's exceptions of DeleteUser that mean the identity no longer exists (or its sessions are revoked). */
const IDENTITY_GONE = new Set(['UserNotFoundException', 'NotAuthorizedException']);

/**
 * The user pool API at `endpoint` (Amazon Cognito's `https://cognito-idp.<region>.amazonaws.com`, or
 * cognito-local's address): DeleteUser is one of its public operations, authorised by the user's own
 * access token, so the API processes need no AWS credentials for it.
 */
export function userPoolIdentityAccounts(endpoint: string): IdentityAccounts {
  return {
    async deleteIdentity(accessToken) {
      try {
        await callUserPoolApi(endpoint, 'DeleteUser', { AccessToken: accessToken });
        return 'deleted';
      } catch (error) {
        if (error instanceof CognitoApiError && IDENTITY_GONE.has(error.name)) return 'gone';
        throw error;
      }
    },
  };
}

/** The user pool endpoint of an issuer (`<endpoint>/<userPoolId>` on Cognito and cognito-local alike). */
export function userPoolEndpointOf(issuer: string): string {
  return new URL(issuer).origin;
}

const unavailable = (what: string) =>
  new HttpError(503, {
    error: reasonPhrase(503),
    message: `Your account is deleted and you are signed out, but ${what} could not be reached: try again to finish.`,
  });

/** Deletes the caller's account (steps above). @throws HttpError 400 for another sign-in's access token, 503 to repeat. */
export async function deleteAccount(
  input: {
    readonly db: Db;
    readonly bank: BankService | undefined;
    readonly deps: AccountDeletionDeps;
    readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  },
  userId: string,
  accessToken: string,
): Promise<void> {
  const { db, bank, deps, log } = input;
  let sub: string;
  try {
    sub = await deps.accessTokens.verify(accessToken);
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    log.info({ reason: error.reason }, 'account deletion refused: access token');
    throw badRequest('Invalid access token', 'body.accessToken: not a valid access token of this app');
  }
  if (sub !== userId) throw badRequest('Invalid access token', 'body.accessToken: not the signed-in user');

  const now = deps.now?.() ?? new Date();
  const marked = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ deletedAt: now })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    // The user's corrections go with the account at once (ADR 0040): nothing applies them any more.
    await tx.delete(userCorrections).where(eq(userCorrections.userId, userId));
    return rows;
  });
  deps.forgetUser(userId);
  if (marked.length > 0) log.info({ userId }, 'account deleted: every token of the user is refused from now on');

  try {
    const identity = await deps.identity.deleteIdentity(accessToken);
    log.info({ userId, identity }, 'identity deleted at the identity provider');
  } catch (error) {
    log.warn({ userId, err: safeError(error) }, 'identity could not be deleted at the identity provider');
    throw unavailable('the sign-in service');
  }
  if (bank !== undefined) {
    try {
      const removed = await bank.unlinkAllAtProvider(userId, log);
      if (removed > 0) log.info({ userId, removed }, 'banks unlinked for a deleted account');
    } catch (error) {
      log.warn({ userId, err: safeError(error) }, 'banks could not all be unlinked for a deleted account');
      throw unavailable('your bank connection service');
    }
  }
}
