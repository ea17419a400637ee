import { STATUS_CODES } from 'node:http';

import { errorBodySchema, SERVER_ERROR_MESSAGE } from '@ledgerlight/contract';
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

/** What Fastify's router refuses before any route runs, in words for the caller (never the URL echoed). */
const FRAMEWORK_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'The URL is not valid: a percent-encoded part of its path does not decode',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the URL path is longer than this server accepts',
};

/**
 * The status and usual error body `{ error, message }` of an error Fastify's router raises before
 * hooks and the error handler run (the `frameworkErrors` option): a bad URL 400, a path parameter too
 * long 414, an async constraint failure 500.
 */
export function frameworkErrorResponse(error: { readonly code: string; readonly statusCode?: number | undefined }): {
  readonly status: number;
  readonly body: ErrorBody;
} {
  const status = error.statusCode ?? 500;
  const message = FRAMEWORK_ERROR_MESSAGES[error.code] ?? SERVER_ERROR_MESSAGE;
  return { status, body: { error: reasonPhrase(status), message } };
}
