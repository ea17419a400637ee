import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

import type { CounterStore } from '../../http/counterStore';

/**
 * The identity concern's local side as the server sees it (ADR 0035): a user pool started on this
 * machine (cognito-local in @ledgerlight/local-stack) that issues ID tokens the server verifies
 * exactly as Amazon Cognito's, and the routes the browser reaches it through on the app's origin
 * (ADR 0013). The implementation lives in the local stack; the server holds only this interface.
 */

export type { CounterStore } from '../../http/counterStore';

/** Where Amplify sends user pool calls in local mode (the local stack's proxy answers there). */
export const LOCAL_USER_POOL_PATH = '/local/cognito';
/** The local mailbox page: the codes the local user pool "sent". */
export const LOCAL_MAILBOX_PATH = '/local/mailbox';
/** The port tried first for the local user pool (COGNITO_LOCAL_PORT). */
export const LOCAL_USER_POOL_DEFAULT_PORT = 9229;

export interface LocalIdentityOptions {
  /** DATA_DIR: the pool's data lands in a subdirectory of it. */
  readonly dataDir: string;
  readonly host?: string;
  readonly preferredPort?: number;
  readonly startTimeoutMs?: number;
}

/** A started local user pool. */
export interface LocalIdentity {
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** The pool's own address (loopback): the server calls it, the browser goes through the proxy. */
  readonly endpoint: string;
  /** `iss` of its ID tokens: `<endpoint>/<userPoolId>`. */
  readonly issuer: string;
  readonly jwksUrl: string;
  /** The pool's store, where the mailbox reads codes. */
  readonly poolFile: string;
  /** True when the pool was created by this start. */
  readonly created: boolean;
  /** Its proxy and mailbox routes on the app's origin. */
  readonly routes: LocalIdentityRoutes;
  readonly process: {
    /** Resolves with the exit code when the pool's process ends, for whatever reason. */
    readonly exited: Promise<number | null>;
  };
  stop(): Promise<void>;
}

/** How failed passwords and codes are throttled at the local user pool's proxy (ADR 0022). */
export interface UserPoolThrottleOptions {
  readonly freeFailures: number;
  readonly failureWindowMs: number;
  readonly baseLockMs: number;
  readonly maxLockMs: number;
  readonly addressFailures: number;
  /** Failures of one email over every address before it is locked for addresses it never used. */
  readonly emailFailures: number;
  /** How long an address an email signed in from is remembered as its own. */
  readonly knownAddressMs: number;
  readonly codeSends: number;
  readonly codeSendWindowMs: number;
}

export interface LocalIdentityRouteOptions {
  /** The pool's loopback address, e.g. http://127.0.0.1:9229. */
  readonly upstream: string;
  /** The pool's store, read by the mailbox. */
  readonly poolFile: string;
  /** Where the throttle counts (shared between API processes with REDIS_URL). */
  readonly counters: CounterStore;
  /** The throttle's settings; the local stack's defaults when absent (tests shorten them). */
  readonly throttle?: UserPoolThrottleOptions;
  /** Calls to the proxy per client address and window (RATE_LIMIT_LOCAL_COGNITO). */
  readonly rateLimit: RateLimitOptions;
}

/** Registers the user pool proxy (LOCAL_USER_POOL_PATH) and the mailbox (LOCAL_MAILBOX_PATH). */
export type LocalIdentityRoutes = (app: FastifyInstance, options: LocalIdentityRouteOptions) => Promise<void>;
