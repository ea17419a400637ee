import { createHash } from 'node:crypto';

import type { CounterStore, UserPoolThrottleOptions } from '@ledgerlight/server/providers/identity/localUserPool';

export type { UserPoolThrottleOptions } from '@ledgerlight/server/providers/identity/localUserPool';

/**
 * Throttling of the local user pool's guessable steps (ADR 0015), as Amazon Cognito
 * throttles them; cognito-local has none. Made so that it cannot be turned against a user (ADR 0022):
 * - Password sign-in and codes (ConfirmSignUp, ConfirmForgotPassword), per email AND client
 *   address: after `freeFailures` failed attempts, that email is locked for that address for a time
 *   that doubles with each further failure (1 s, 2 s, 4 s ... up to `maxLockMs`). Attempts while
 *   locked are refused without reaching the pool and do not count: the owner retrying the right
 *   password never extends a lock, and once it ends the right password works. Someone else's
 *   wrong passwords lock only their own address, not the owner's.
 * - Per email, over all addresses: after `emailFailures` failures within `failureWindowMs`
 *   (guessing spread over many addresses), the email is locked until that window ends, except for
 *   the addresses it has signed in from before (remembered `knownAddressMs`).
 * - Per client address: after `addressFailures` failures within `failureWindowMs` (any email:
 *   password spraying), TooManyRequestsException until the window ends, again except for an email
 *   that has signed in from that address before, so that users behind one proxy without
 *   TRUST_PROXY keep signing in.
 * - Sending codes (ForgotPassword, ResendConfirmationCode): `codeSends` per email per `codeSendWindowMs`.
 * The answers are Cognito's: LimitExceededException "Password attempts exceeded" or "Attempt limit
 * exceeded, please try after some time.". Everything is counted by the email as typed
 * (lowercased), so an email without an account is throttled exactly as one with an account, and no
 * answer tells them apart (ADR 0013). Emails are kept as a hash in the counters (which may live in
 * Redis).
 */

export const DEFAULT_USER_POOL_THROTTLE: UserPoolThrottleOptions = {
  freeFailures: 5,
  failureWindowMs: 15 * 60_000,
  baseLockMs: 1_000,
  maxLockMs: 15 * 60_000,
  addressFailures: 100,
  emailFailures: 50,
  knownAddressMs: 30 * 24 * 60 * 60_000,
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

interface ThrottleRefusal {
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
  /** One email from one address: its own failures and lock. */
  const pairKeys = (kind: Guarded, email: string, address: string) => ({
    failures: `pool:${kind}:fail:${email}:${address}`,
    lock: `pool:${kind}:lock:${email}:${address}`,
  });
  /** One email from every address. */
  const emailKeys = (kind: Guarded, email: string) => ({
    failures: `pool:${kind}:fail:${email}`,
    lock: `pool:${kind}:lock:${email}`,
  });
  const addressKeys = (address: string) => ({
    failures: `pool:addr:fail:${address}`,
    lock: `pool:addr:lock:${address}`,
  });
  /** An address the email has signed in from: neither the email's nor the address's lock stops it. */
  const knownKey = (email: string, address: string) => `pool:known:${email}:${address}`;

  /** One more failure of email's kind from address. */
  const fail = async (kind: Guarded, email: string, address: string) => {
    const pair = pairKeys(kind, email, address);
    const { count } = await counters.hit(pair.failures, options.failureWindowMs);
    if (count >= options.freeFailures) {
      const exponent = Math.min(count - options.freeFailures, 40);
      await counters.hold(pair.lock, Math.min(options.baseLockMs * 2 ** exponent, options.maxLockMs));
    }
    const all = emailKeys(kind, email);
    const overall = await counters.hit(all.failures, options.failureWindowMs);
    if (overall.count >= options.emailFailures) await counters.hold(all.lock, overall.resetInMs);
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
      // Refused while locked, and not counted: a lock never grows from attempts it refused.
      if ((await counters.remainingMs(pairKeys(guard.kind, guard.email, address).lock)) > 0) {
        return lockedAnswer(guard.kind);
      }
      const known = guard.kind === 'password' && (await counters.remainingMs(knownKey(guard.email, address))) > 0;
      if (known) return undefined;
      if ((await counters.remainingMs(addressKeys(address).lock)) > 0) return { status: 429, body: TOO_MANY_REQUESTS };
      if ((await counters.remainingMs(emailKeys(guard.kind, guard.email).lock)) > 0) return lockedAnswer(guard.kind);
      return undefined;
    },
    async after(operation, request, address, outcome) {
      const guard = guardOf(operation, request);
      if (guard === undefined || guard.kind === 'send') return;
      if (outcome === 'failed') await fail(guard.kind, guard.email, address);
      if (outcome === 'succeeded') {
        const pair = pairKeys(guard.kind, guard.email, address);
        await Promise.all([counters.clear(pair.failures), counters.clear(pair.lock)]);
        if (guard.kind === 'password') await counters.hold(knownKey(guard.email, address), options.knownAddressMs);
      }
    },
  };
}
