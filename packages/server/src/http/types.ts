import type { HttpMethod } from '@ledgerlight/contract';
import type { FastifyBaseLogger, FastifyInstance, HTTPMethods, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { ServerConfig } from '../config';
import type { BankService } from '../bank/bankService';
import type { Db } from '../db/database';
import type { PaymentsSetup } from '../payments/paymentService';
import type { TaskRows } from '../tasks/taskRows';
import type { AccountDeletionDeps } from '../users/deletion';

/** The Fastify instance with the zod type provider: route schemas type requests and replies. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What route modules need. */
export interface RouteDeps {
  readonly db: Db;
  readonly config: ServerConfig;
  /** The task poll's read, cached on PostgreSQL (tasks/taskRows.ts). */
  readonly taskRows: TaskRows;
  /** Credit purchases; without it the payment routes are not registered. */
  readonly payments?: PaymentsSetup | undefined;
  /** Linked banks; without it the /api/plaid and sandbox Link routes are not registered. */
  readonly bank?: BankService | undefined;
  /** Account deletion: the identity provider, and how to end the user's cached sessions here. */
  readonly accounts?: AccountDeletionDeps | undefined;
}

/** The signed-in caller of a request, set by the auth hook. */
export interface AuthenticatedUser {
  /** The identity provider's `sub`. */
  readonly id: string;
  readonly email: string | null;
  /** True only on a route that lets a deleted account through (the deletion itself, ADR 0033). */
  readonly deleted?: boolean;
}

/** Fastify's spelling of each contract method. */
export const FASTIFY_METHODS = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  delete: 'DELETE',
} as const satisfies Record<HttpMethod, HTTPMethods>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller; null on public routes and before the auth hook ran. */
    user: AuthenticatedUser | null;
  }
  interface FastifyContextConfig {
    /** A route outside the bearer-token check (API docs, payment webhook). */
    public?: boolean;
    /** A route a deleted account may still call: repeating its own deletion (ADR 0033). */
    deletedAccount?: boolean;
  }
}
