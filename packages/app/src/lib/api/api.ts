import { accountEndpoints, buildPath, endpoints, sandboxLinkEndpoints, withQuery } from '@ledgerlight/contract';
import type { EndpointDef, RequestOf, ResponseOf } from '@ledgerlight/contract';
import type { HttpClient } from './http';

type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** A map of endpoint definitions, like the contract's `endpoints`. */
export type EndpointMap = Readonly<Record<string, EndpointDef>>;

/** Maps whose keys collide cannot be merged: `never` then. */
type Disjoint<A, B> = [keyof A & keyof B] extends [never] ? A & B : never;

/**
 * Every call the browser app makes: product 7's calls, the local sandbox bank's Link dialog calls
 * (contract sandboxLink.ts) and the account deletion (contract account.ts, ADR 0033), one map, so
 * one client calls them all.
 */
export const apiEndpoints: Disjoint<
  Disjoint<typeof endpoints, typeof sandboxLinkEndpoints>,
  typeof accountEndpoints
> = {
  ...endpoints,
  ...sandboxLinkEndpoints,
  ...accountEndpoints,
};
export type ApiEndpoints = typeof apiEndpoints;
export type ApiKey = keyof ApiEndpoints;

/** The typed call over endpoint map M. */
export type ApiCall<M extends EndpointMap> = <K extends keyof M & string>(
  key: K,
  request: RequestOf<M[K]> & { readonly headers?: Readonly<Record<string, string>> },
) => Promise<ResponseOf<M[K]>>;

/**
 * Every call declared once in a contract endpoint map (by default product 7's and the sandbox bank's).
 * `call('creditBalance', {})` builds the path, sends the body, and returns the response validated by
 * the contract.
 */
export function createApi(http: HttpClient): ApiCall<ApiEndpoints>;
export function createApi<M extends EndpointMap>(http: HttpClient, map: M): ApiCall<M>;
export function createApi(http: HttpClient, map: EndpointMap = apiEndpoints): ApiCall<EndpointMap> {
  return function call(key, request) {
    const endpoint = map[key];
    if (!endpoint) return Promise.reject(new Error(`Unknown endpoint '${key}'`));
    const parts = request as {
      params?: Readonly<Record<string, string>>;
      query?: QueryValues;
      body?: unknown;
      headers?: Readonly<Record<string, string>>;
    };
    const path = withQuery(
      (buildPath as (e: EndpointDef, p?: Readonly<Record<string, string>>) => string)(endpoint, parts.params),
      parts.query,
    );
    return http.request(endpoint.method, path, {
      body: parts.body,
      response: endpoint.response,
      ...(parts.headers === undefined ? {} : { headers: parts.headers }),
    });
  };
}

export type Api = ApiCall<ApiEndpoints>;
