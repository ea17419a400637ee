import { STATUS_CODES } from 'node:http';

import { errorBodySchema } from '@ledgerlight/contract';
import type { ErrorBody } from '@ledgerlight/contract';

/**
 * Errors a route handler throws to answer with a status and the contract's error body
 * `{ error, message? }`. The error handler in server.ts turns them into responses.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super(body.message ?? body.error);
  }
}

/** The standard reason phrase of a status, e.g. 404 -> 'Not Found'. */
export function reasonPhrase(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

export function badRequest(error: string, message?: string): HttpError {
  return new HttpError(400, message === undefined ? { error } : { error, message });
}

export function forbidden(message: string): HttpError {
  return new HttpError(403, { error: reasonPhrase(403), message });
}

export function notFound(message: string): HttpError {
  return new HttpError(404, { error: reasonPhrase(404), message });
}

/** The body of every 401: deliberately the same whatever was wrong with the token. */
export const UNAUTHORIZED_BODY: ErrorBody = { error: 'Unauthorized' };

/** Statuses every API route may answer with the plain error body (documented in OpenAPI). */
export const COMMON_ERROR_STATUSES = [400, 401, 403, 404, 413, 415, 429, 500] as const;

/** The response schemas of a route: its 200 body and the common error bodies. */
export function responseSchemas<R>(endpoint: { readonly response: R }) {
  return {
    200: endpoint.response,
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    413: errorBodySchema,
    415: errorBodySchema,
    429: errorBodySchema,
    500: errorBodySchema,
  };
}
