import { INVALID_AGENT_MESSAGE, SERVER_ERROR_MESSAGE } from '@ledgerlight/contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';

import { HttpError, reasonPhrase } from '../http/errors';

/**
 * One error body for every refusal (docs/conventions.md "Errors"): a schema's 400 names each field,
 * an HttpError keeps its status and body, a response that breaks the contract is logged and a 500,
 * and nothing answers with a stack.
 */

export const ERRORS_PLUGIN = 'ledgerlight-errors';

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const where = error.validationContext ?? 'request';
        const problems = error.validation.map((issue) => {
          const field = issue.instancePath.split('/').filter(Boolean).join('.');
          return `${field === '' ? where : `${where}.${field}`}: ${issue.message}`;
        });
        const invalidAgent = error.validation.some((issue) => issue.message === INVALID_AGENT_MESSAGE);
        return reply.code(400).send({
          error: invalidAgent ? INVALID_AGENT_MESSAGE : (error.validation[0]?.message ?? 'Invalid request'),
          message: problems.join('; '),
        });
      }
      if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
      if (error instanceof ResponseSerializationError) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match the contract');
        return reply.code(500).send({ error: reasonPhrase(500), message: SERVER_ERROR_MESSAGE });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ error: reasonPhrase(status), message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: reasonPhrase(500), message: SERVER_ERROR_MESSAGE });
    });
  },
  { name: ERRORS_PLUGIN, fastify: '5.x' },
);
