import { endpoints, routePath } from '@ledgerlight/contract';
import type { EndpointDef, EndpointKey, EndpointResponse, Endpoints, ErrorBody } from '@ledgerlight/contract';
import { HttpResponse, http } from 'msw';
import type { DefaultBodyType, HttpHandler, HttpResponseResolver, RequestHandlerOptions } from 'msw';

/**
 * Handlers derived from the contract's endpoint map: the method and path come from `endpoints`, the
 * path parameters from the path template, and the resolver may only answer with the endpoint's
 * response type, its declared error bodies, or the common ErrorBody. A contract change breaks
 * typecheck here.
 */

/** `{itemId}` placeholders of a path template. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** Path parameters of an endpoint, as MSW hands them to the resolver. */
export type EndpointPathParams<K extends EndpointKey> = { [Name in ParamNames<Endpoints[K]['path']>]: string };

/** Bodies of the endpoint's declared error statuses (e.g. the 402 of agentInitiate). */
type DeclaredErrorBody<K extends EndpointKey> = Endpoints[K] extends { readonly errors: infer Errors }
  ? {
      [Status in keyof Errors]: Errors[Status] extends { _zod: { output: infer Output } } ? Output : never;
    }[keyof Errors]
  : never;

/** Everything a handler of endpoint K may answer with. */
export type EndpointHandlerBody<K extends EndpointKey> = EndpointResponse<K> | ErrorBody | DeclaredErrorBody<K>;

export type EndpointResolver<K extends EndpointKey> = HttpResponseResolver<
  EndpointPathParams<K>,
  DefaultBodyType,
  EndpointHandlerBody<K>
>;

/** The MSW path of an endpoint, matching any origin: `*\/api/plaid/items/:itemId`. */
export function endpointPattern(key: EndpointKey): string {
  const endpoint: EndpointDef = endpoints[key];
  return `*${routePath(endpoint)}`;
}

/** A handler for one endpoint of the contract. */
export function endpointHandler<K extends EndpointKey>(
  key: K,
  resolver: EndpointResolver<K>,
  options?: RequestHandlerOptions,
): HttpHandler {
  const endpoint: EndpointDef = endpoints[key];
  return http[endpoint.method]<EndpointPathParams<K>, DefaultBodyType, EndpointHandlerBody<K>>(
    endpointPattern(key),
    resolver,
    options,
  );
}

// ---- errors ------------------------------------------------------------------------------------

export function errorResponse(status: number, error: string, message?: string): HttpResponse<ErrorBody> {
  return HttpResponse.json<ErrorBody>(message === undefined ? { error } : { error, message }, { status });
}

export const badRequest = (message: string): HttpResponse<ErrorBody> => errorResponse(400, 'Bad Request', message);
export const notFound = (message: string): HttpResponse<ErrorBody> => errorResponse(404, 'Not Found', message);

// ---- validation --------------------------------------------------------------------------------

/** What the handlers need of a contract schema (its zod safeParse). */
interface Parser<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: HttpResponse<ErrorBody> };

function describeIssues(issues: readonly { message: string; path: readonly PropertyKey[] }[]): string {
  return issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Parses a value with a contract schema; a 400 with the issues otherwise. */
function validate<T>(schema: Parser<T>, value: unknown): Parsed<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: badRequest(describeIssues(result.error.issues)) };
}

/** Reads and validates a JSON request body. */
export async function validateBody<T>(request: Request, schema: Parser<T>): Promise<Parsed<T>> {
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    return { ok: false, response: badRequest('The request body must be JSON') };
  }
  return validate(schema, body);
}

/** Validates a request's query string. */
export function validateQuery<T>(request: Request, schema: Parser<T>): Parsed<T> {
  return validate(schema, Object.fromEntries(new URL(request.url).searchParams));
}
