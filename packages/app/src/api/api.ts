import { buildPath, endpoints, withQuery } from '@ledgerlight/contract';
import type { EndpointDef, EndpointKey, EndpointRequest, EndpointResponse } from '@ledgerlight/contract';
import type { z } from 'zod';
import type { HttpClient } from './http';

type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * Every call of spec 7, declared once in the contract's endpoint map. `call('creditBalance', {})`
 * builds the path, sends the body, and returns the response validated by the contract.
 */
export function createApi(http: HttpClient) {
  return function call<K extends EndpointKey>(key: K, request: EndpointRequest<K>): Promise<EndpointResponse<K>> {
    const endpoint: EndpointDef = endpoints[key];
    const parts = request as { params?: Readonly<Record<string, string>>; query?: QueryValues; body?: unknown };
    const path = withQuery(
      (buildPath as (e: EndpointDef, p?: Readonly<Record<string, string>>) => string)(endpoint, parts.params),
      parts.query,
    );
    return http.request(endpoint.method, path, {
      body: parts.body,
      response: endpoint.response as z.ZodType<EndpointResponse<K>>,
    });
  };
}

export type Api = ReturnType<typeof createApi>;
