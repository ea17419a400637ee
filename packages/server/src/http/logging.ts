import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import { DrizzleQueryError } from 'drizzle-orm';

/**
 * What the API's logs may say about errors and requests:
 * - A failed query is logged by the database's code and message. Drizzle's error carries the SQL and
 *   every parameter (user ids, amounts, cursors, tokens being stored) in its message, its stack and
 *   its own fields: none of that is written.
 * - Checkout session ids are bearer capabilities for the checkout page and the payment status: they
 *   are written as a short fingerprint (`[Redacted:1a2b3c4d5e6f]`, the start of their SHA-256), in
 *   log fields and in the request URLs Fastify logs, so that lines about one session can still be
 *   found by whoever holds its id.
 */

/** Error fields never logged: a query, its parameters, and the database's echo of row values. */
const UNLOGGED_ERROR_FIELDS = new Set([
  'query',
  'params',
  'detail',
  'where',
  'internalQuery',
  'position',
  'internalPosition',
  'cause',
  'raw',
]);

/** Causes followed below an error, at most. */
const MAX_CAUSES = 5;

export interface SerializedError {
  readonly type: string;
  readonly message: string;
  readonly stack: string;
  readonly [field: string]: unknown;
}

/** The `at ...` lines of a stack, without the first line (which repeats the message). */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function describeError(error: Error, depth: number): SerializedError {
  const cause = error.cause instanceof Error && depth < MAX_CAUSES ? describeError(error.cause, depth + 1) : undefined;
  if (error instanceof DrizzleQueryError) {
    const reason = cause === undefined ? 'the database did not say why' : cause.message;
    return {
      type: 'DrizzleQueryError',
      message: `Failed query: ${reason}`,
      stack: `DrizzleQueryError: Failed query\n${framesOf(error.stack)}`,
      ...(cause !== undefined && 'code' in cause ? { code: cause.code } : {}),
      ...(cause === undefined ? {} : { cause }),
    };
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (UNLOGGED_ERROR_FIELDS.has(key)) continue;
    fields[key] = value instanceof Error && depth < MAX_CAUSES ? describeError(value, depth + 1) : value;
  }
  return {
    ...fields,
    type: error.constructor.name || error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(cause === undefined ? {} : { cause }),
  };
}

/** Pino's `err` serializer: an error, its fields and its causes, never a failed query's SQL or parameters. */
export function serializeError(value: unknown): SerializedError {
  if (value instanceof Error) return describeError(value, 0);
  if (typeof value === 'object' && value !== null) {
    // Fields a caller chose to log under `err` (bank/bankService.ts safeError), less the unlogged ones.
    const fields = Object.entries(value).filter(([key]) => !UNLOGGED_ERROR_FIELDS.has(key));
    return { type: 'object', message: '', stack: '', ...Object.fromEntries(fields) };
  }
  return { type: typeof value, message: String(value), stack: '' };
}

/** How a checkout session id is written in logs: a fingerprint that cannot be turned back into it. */
function redactedSessionId(sessionId: string): string {
  return `[Redacted:${createHash('sha256').update(sessionId).digest('hex').slice(0, 12)}]`;
}

/** Log field names that hold a checkout session id (see REDACTED_LOG_PATHS in server.ts). */
const SESSION_ID_FIELDS = ['sessionId', 'session_id'] as const;

/** Pino's censor: session ids become their fingerprint, anything else `[Redacted]`. */
export function censorLogValue(value: unknown, path: readonly string[]): unknown {
  const field = path.at(-1) ?? '';
  if (typeof value === 'string' && (SESSION_ID_FIELDS as readonly string[]).includes(field)) {
    return redactedSessionId(value);
  }
  return '[Redacted]';
}

function decodedOrRaw(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A request URL with the session ids in it (`?session_id=`, `/checkout/<id>`) replaced by their
 * fingerprints, and email addresses in its query (the local mailbox's `?email=`)
 * replaced by `[Redacted]`.
 */
function redactUrl(url: string): string {
  return url
    .replace(/([?&]email=)([^&#]*)/gi, (_match, prefix: string) => `${prefix}[Redacted]`)
    .replace(
      /^(\/checkout\/)([^/?#]+)/,
      (_match, prefix: string, id: string) => prefix + redactedSessionId(decodedOrRaw(id)),
    )
    .replace(
      /([?&]session_id=)([^&#]*)/gi,
      (_match, prefix: string, id: string) => prefix + redactedSessionId(decodedOrRaw(id)),
    );
}

/** What the `req` serializer reads: a Fastify request, or whatever object a log call put under `req`. */
interface LoggedRequest {
  readonly method?: string;
  readonly url?: string;
  readonly headers?: IncomingHttpHeaders;
  readonly host?: string;
  readonly ip?: string;
  readonly socket?: { readonly remotePort?: number | undefined };
}

/** Fastify's `req` serializer (method, URL, host, client address), with session ids out of the URL. */
export function serializeRequest(request: LoggedRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
