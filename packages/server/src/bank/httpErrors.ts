import type { BankErrorBody } from '@ledgerlight/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { HttpError, reasonPhrase } from '../http/errors';
import { BankProviderError } from '../providers/bank/bankProvider';

/**
 * Bank provider failures as HTTP answers, for the bank routes (routes/plaid.ts and
 * routes/sandboxLink.ts register the calls; what a failure means lives here, with the provider).
 */

/** Shown when the bank provider fails for a reason that is not the caller's. */
const BANK_UNAVAILABLE_MESSAGE = 'The bank connection service is unavailable. Please try again later.';

/** Provider error codes caused by what the caller sent (answered 400); every other provider failure is 502. */
const CALLER_ERROR_CODES = new Set(['INVALID_PUBLIC_TOKEN']);

/**
 * A provider failure as this API's error: 400 for a bad, expired or already used public token,
 * 502 otherwise. Plaid's error body stays in the log; the answer carries no token.
 */
function bankProviderHttpError(error: BankProviderError): HttpError {
  if (error.status === 400 && CALLER_ERROR_CODES.has(error.errorCode)) {
    return new HttpError(400, {
      error: 'Invalid public token',
      message: `body.public_token: ${error.body.error_message}`,
    });
  }
  return new HttpError(502, {
    error: reasonPhrase(502),
    message: error.body.display_message ?? BANK_UNAVAILABLE_MESSAGE,
  });
}

/** Runs a provider-backed call, turning provider failures into HTTP errors. */
export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BankProviderError) throw bankProviderHttpError(error);
    throw error;
  }
}

/** Plaid's body for a request it cannot accept (INVALID_REQUEST). */
function invalidRequest(code: string, message: string): BankErrorBody {
  return { error_type: 'INVALID_REQUEST', error_code: code, error_message: message, display_message: null };
}

/**
 * Sandbox errors and every 400 in Plaid's error body; anything else (401, 413, 415, 500...) goes on
 * to the server's error handler.
 */
export function plaidErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof BankProviderError) return reply.code(error.status).send(error.body);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const problems = error.validation.map((issue) => {
      const field = issue.instancePath.split('/').filter(Boolean).join('.');
      return `${field === '' ? where : `${where}.${field}`}: ${issue.message}`;
    });
    const first = error.validation[0];
    const code =
      first?.keyword === 'unrecognized_keys'
        ? 'UNKNOWN_FIELDS'
        : first?.keyword === 'invalid_type' && /received undefined/.test(first.message ?? '')
          ? 'MISSING_FIELDS'
          : 'INVALID_FIELD';
    return reply.code(400).send(invalidRequest(code, problems.join('; ')));
  }
  if (error.statusCode === 400) return reply.code(400).send(invalidRequest('INVALID_BODY', error.message));
  throw error;
}
