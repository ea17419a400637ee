import { accountEndpoints, endpoints, errorBodySchema } from '@ledgerlight/contract';
import type { EndpointDef } from '@ledgerlight/contract';
import { z } from 'zod';

import { COMMON_ERROR_STATUSES, reasonPhrase } from './errors';

/**
 * The OpenAPI 3.1 document of the API, generated from the contract's endpoint map with zod's own
 * JSON Schema output (request schemas as input types, responses as output types). Served at
 * GET /api/docs/json.
 */

/** Where the document is served. */
export const OPENAPI_PATH = '/api/docs/json';

type JsonSchema = z.core.JSONSchema.BaseSchema;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: unknown;
  description?: string;
}

function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query'): Parameter[] {
  if (schema === undefined) return [];
  const json = toSchema(schema, 'input');
  const properties = typeof json.properties === 'object' ? json.properties : {};
  const required = new Set(Array.isArray(json.required) ? json.required : []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

const jsonContent = (schema: z.ZodType, io: 'input' | 'output') => ({
  'application/json': { schema: toSchema(schema, io) },
});

function operationOf(key: string, endpoint: EndpointDef) {
  const responses: Record<string, { description: string; content: ReturnType<typeof jsonContent> }> = {
    [endpoint.successStatus ?? 200]: {
      description: reasonPhrase(endpoint.successStatus ?? 200),
      content: jsonContent(endpoint.response, 'output'),
    },
  };
  for (const status of COMMON_ERROR_STATUSES) {
    responses[status] = { description: reasonPhrase(status), content: jsonContent(errorBodySchema, 'output') };
  }
  for (const [status, schema] of Object.entries(endpoint.errors ?? {})) {
    responses[status] = { description: reasonPhrase(Number(status)), content: jsonContent(schema, 'output') };
  }
  return {
    operationId: key,
    summary: endpoint.summary,
    tags: [endpoint.path.split('/')[2] ?? 'api'],
    security: [{ bearerAuth: [] }],
    parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')],
    ...(endpoint.body === undefined
      ? {}
      : { requestBody: { required: true, content: jsonContent(endpoint.body, 'input') } }),
    responses,
  };
}

/** The whole document. Paths use OpenAPI's `{name}` placeholders, exactly as the contract writes them. */
export function buildOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  // Product 7's calls, the corrections calls (ADR 0040) and the account deletion (ADR 0033).
  for (const [key, endpoint] of Object.entries<EndpointDef>({ ...endpoints, ...accountEndpoints })) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operationOf(key, endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ledgerlight API',
      version,
      description:
        'Every call of the product (product 7). Requests and responses are JSON; every call carries the ' +
        "user's ID token as a bearer token.",
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
