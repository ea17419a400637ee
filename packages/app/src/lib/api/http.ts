import type { z } from 'zod';

/** Product 7: the helper supports get, post, put and delete only. */
const SUPPORTED_METHODS = ['get', 'post', 'put', 'delete'] as const;
export type HttpMethod = (typeof SUPPORTED_METHODS)[number];

const isSupported = (method: string): method is HttpMethod => (SUPPORTED_METHODS as readonly string[]).includes(method);

/** A non-2xx answer. The message always carries the status code (product 8 maps on it). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly path: string,
    readonly body: unknown,
  ) {
    super(`Request failed with status code ${status}`);
  }

  /** The server's own message, when it gave one (product 8: server messages are preferred where given). */
  get serverMessage(): string | undefined {
    if (typeof this.body !== 'object' || this.body === null) return undefined;
    const { message, error } = this.body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    return typeof error === 'string' && error ? error : undefined;
  }
}

/** The request took longer than the device's timeout class (product 9). */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`);
  }
}

export interface HttpClientOptions {
  /** The API base address (product 7), read at call time so run-time config can set it. */
  baseUrl: () => string;
  /** The signed-in user's ID token, sent as a bearer token; none when signed out. */
  getIdToken: () => Promise<string | undefined>;
  /** Called on any 401 before the error reaches the caller (product 2: the browser goes to /welcome). */
  onUnauthorized: () => void;
  /** The request timeout for this device and connection (product 9). */
  timeoutMs: () => number;
  fetch?: typeof fetch;
  logger?: Pick<Console, 'error'>;
}

export interface RequestOptions<T> {
  body?: unknown;
  /** Headers of this call besides the client's own (an Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
  /** The contract schema that the response body must satisfy. */
  response?: z.ZodType<T>;
}

export type HttpClient = ReturnType<typeof createHttpClient>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one HTTP helper of product 7: JSON with credentials and the ID token as bearer; returns the
 * response body (validated by the contract when a schema is given); on failure logs
 * 'API call failed' with the path and rethrows.
 */
export function createHttpClient(options: HttpClientOptions) {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const logger = options.logger ?? console;

  async function request<T = unknown>(method: string, path: string, init: RequestOptions<T> = {}): Promise<T> {
    try {
      const verb = method.toLowerCase();
      if (!isSupported(verb)) throw new Error('Unsupported method');

      const token = await options.getIdToken();
      const headers: Record<string, string> = {
        ...init.headers,
        Accept: 'application/json',
        'Content-Type': 'application/json',
      };
      if (token) headers.Authorization = `Bearer ${token}`;

      // Product 9's timeout bounds the whole request, the body included: a server that sends its headers
      // and then trickles (or never ends) the body times out like one that never answers.
      const timeoutMs = options.timeoutMs();
      const controller = new AbortController();
      const timedOut = new Promise<never>((_, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true });
      });
      // Nobody waits on it once the request settled in time.
      timedOut.catch(() => undefined);
      const timer = setTimeout(() => controller.abort(new TimeoutError(timeoutMs)), timeoutMs);
      let response: Response;
      let body: unknown;
      try {
        response = await Promise.race([
          fetchImpl(`${options.baseUrl()}${path}`, {
            method: verb.toUpperCase(),
            credentials: 'include',
            headers,
            body: init.body === undefined ? undefined : JSON.stringify(init.body),
            signal: controller.signal,
          }),
          timedOut,
        ]);
        body = await Promise.race([readBody(response), timedOut]);
      } catch (error) {
        throw controller.signal.aborted && controller.signal.reason instanceof TimeoutError
          ? controller.signal.reason
          : error;
      } finally {
        clearTimeout(timer);
      }

      if (!response.ok) {
        if (response.status === 401) options.onUnauthorized();
        throw new ApiError(response.status, path, body);
      }
      return init.response ? init.response.parse(body) : (body as T);
    } catch (error) {
      logger.error('API call failed', path, error);
      throw error;
    }
  }

  return {
    request,
    get: <T>(path: string, init?: RequestOptions<T>) => request<T>('get', path, init),
    post: <T>(path: string, init?: RequestOptions<T>) => request<T>('post', path, init),
    put: <T>(path: string, init?: RequestOptions<T>) => request<T>('put', path, init),
    delete: <T>(path: string, init?: RequestOptions<T>) => request<T>('delete', path, init),
  };
}
