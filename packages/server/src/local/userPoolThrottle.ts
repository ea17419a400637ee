import { createHash } from 'node:crypto';

import type { CounterStore } from '../http/counterStore';

/**
 * Throttling of the local user pool's guessable steps (issue 13, fault 4), as Amazon Cognito
 * throttles them; cognito-local has none:
 * - Password sign-in: after `freeFailures` failed attempts on one email, that email is locked for a
 *   time that doubles with each further attempt (1 s, 2 s, 4 s ... up to `maxLockMs`); attempts while
 *   locked are refused without reaching the pool, and count. The answer is Cognito's
 *   LimitExceededException "Password attempts exceeded". A successful sign-in clears the count.
 * - Codes (ConfirmSignUp, ConfirmForgotPassword): the same, per email, with Cognito's
 *   LimitExceededException "Attempt limit exceeded, please try after some time."
 * - Sending codes (ForgotPassword, ResendConfirmationCode): `codeSends` per email per `codeSendWindowMs`.
 * - One client address: after `addressFailures` failed attempts (any email, passwords and codes)
 *   within `failureWindowMs`, TooManyRequestsException until the window ends (password spraying).
 * Everything is counted by the email as typed (lowercased), so an email without an account is
 * throttled exactly as one with an account, and no answer tells them apart (ADR 0013). Emails are
 * kept as a hash in the counters (which may live in Redis).
 */

export interface UserPoolThrottleOptions {
  readonly freeFailures: number;
  readonly failureWindowMs: number;
  readonly baseLockMs: number;
  readonly maxLockMs: number;
  readonly addressFailures: number;
  readonly codeSends: number;
  readonly codeSendWindowMs: number;
}

export const DEFAULT_USER_POOL_THROTTLE: UserPoolThrottleOptions = {
  freeFailures: 5,
  failureWindowMs: 15 * 60_000,
  baseLockMs: 1_000,
  maxLockMs: 15 * 60_000,
  addressFailures: 100,
  codeSends: 5,
  codeSendWindowMs: 60 * 60_000,
};

/** Cognito's answer while an email's password attempts are locked. */
export const PASSWORD_ATTEMPTS_EXCEEDED = {
  __type: 'LimitExceededException',
  message: 'Password attempts exceeded',
} as const;
/** Cognito's answer while an email's code attempts, or code sends, are over their limit. */
export const ATTEMPT_LIMIT_EXCEEDED = {
  __type: 'LimitExceededException',
  message: 'Attempt limit exceeded, please try after some time.',
} as const;
/** The answer to an address with too many failed attempts. */
export const TOO_MANY_REQUESTS = {
  __type: 'TooManyRequestsException',
  message: 'Too many failed attempts from this address. Please try again later.',
} as const;

export interface ThrottleRefusal {
  readonly status: number;
  readonly body: { readonly __type: string; readonly message: string };
}

/** What a user pool operation risks: a guessed password, a guessed code, or codes sent. */
type Guarded = 'password' | 'code' | 'send';

const GUARDED: Readonly<Record<string, Guarded>> = {
  InitiateAuth: 'password',
  ConfirmSignUp: 'code',
  ConfirmForgotPassword: 'code',
  ForgotPassword: 'send',
  ResendConfirmationCode: 'send',
};

/** The flows that check a password (refreshing a session does not). */
const PASSWORD_FLOWS = new Set(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH', 'USER_AUTH', 'ADMIN_USER_PASSWORD_AUTH']);

/** The email a request names: Username, or AuthParameters.USERNAME for a sign-in. */
function emailOf(request: Record<string, unknown>): string | undefined {
  const parameters = request.AuthParameters;
  const named =
    typeof request.Username === 'string'
      ? request.Username
      : typeof parameters === 'object' && parameters !== null
        ? (parameters as Record<string, unknown>).USERNAME
        : undefined;
  return typeof named === 'string' && named.trim() !== '' ? named.trim().toLowerCase() : undefined;
}

const hashed = (email: string) => createHash('sha256').update(email).digest('base64url').slice(0, 22);

/** The guarded step of a request, or undefined when the operation is not throttled here. */
function guardOf(operation: string, request: Record<string, unknown>): { kind: Guarded; email: string } | undefined {
  const kind = GUARDED[operation];
  const email = emailOf(request);
  if (kind === undefined || email === undefined) return undefined;
  if (kind === 'password' && !PASSWORD_FLOWS.has(String(request.AuthFlow))) return undefined;
  return { kind, email: hashed(email) };
}

const lockedAnswer = (kind: Guarded): ThrottleRefusal => ({
  status: 400,
  body: kind === 'password' ? PASSWORD_ATTEMPTS_EXCEEDED : ATTEMPT_LIMIT_EXCEEDED,
});

export interface UserPoolThrottle {
  /** A refusal to give instead of calling the pool, or undefined to go on. */
  before(operation: string, request: Record<string, unknown>, address: string): Promise<ThrottleRefusal | undefined>;
  /** Counts the pool's answer: `failed` for a wrong password or code, `succeeded` for a 200. */
  after(
    operation: string,
    request: Record<string, unknown>,
    address: string,
    outcome: 'failed' | 'succeeded' | 'other',
  ): Promise<void>;
}

export function createUserPoolThrottle(
  counters: CounterStore,
  options: UserPoolThrottleOptions = DEFAULT_USER_POOL_THROTTLE,
): UserPoolThrottle {
  const keys = (kind: Guarded, email: string) => ({
    failures: `pool:${kind}:fail:${email}`,
    lock: `pool:${kind}:lock:${email}`,
  });
  const addressKeys = (address: string) => ({
    failures: `pool:addr:fail:${address}`,
    lock: `pool:addr:lock:${address}`,
  });

  /** One more failure of email's kind: from freeFailures on, a lock that doubles each time. */
  const fail = async (kind: Guarded, email: string, address: string) => {
    const key = keys(kind, email);
    const { count } = await counters.hit(key.failures, options.failureWindowMs);
    if (count >= options.freeFailures) {
      const exponent = Math.min(count - options.freeFailures, 40);
      await counters.hold(key.lock, Math.min(options.baseLockMs * 2 ** exponent, options.maxLockMs));
    }
    const place = addressKeys(address);
    const fromAddress = await counters.hit(place.failures, options.failureWindowMs);
    if (fromAddress.count >= options.addressFailures) await counters.hold(place.lock, fromAddress.resetInMs);
  };

  return {
    async before(operation, request, address) {
      const guard = guardOf(operation, request);
      if (guard === undefined) return undefined;
      if (guard.kind === 'send') {
        const sent = await counters.hit(`pool:send:${guard.email}`, options.codeSendWindowMs);
        return sent.count > options.codeSends ? lockedAnswer('send') : undefined;
      }
      if ((await counters.remainingMs(addressKeys(address).lock)) > 0) return { status: 429, body: TOO_MANY_REQUESTS };
      if ((await counters.remainingMs(keys(guard.kind, guard.email).lock)) > 0) {
        await fail(guard.kind, guard.email, address);
        return lockedAnswer(guard.kind);
      }
      return undefined;
    },
    async after(operation, request, address, outcome) {
      const guard = guardOf(operation, request);
      if (guard === undefined || guard.kind === 'send') return;
      if (outcome === 'failed') await fail(guard.kind, guard.email, address);
      if (outcome === 'succeeded') {
        const key = keys(guard.kind, guard.email);
        await Promise.all([counters.clear(key.failures), counters.clear(key.lock)]);
      }
    },
  };
}
