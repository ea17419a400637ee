import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';

import type { AddressLimitedRoute, RateLimitedRoute, ServerConfig } from '../config';
import type { CounterStore } from './counterStore';

/**
 * The per-route rate limit of initiate, purchase and support (`config: { rateLimit: ... }` on the
 * route): RATE_LIMIT_<ROUTE> requests per RATE_LIMIT_WINDOW_MS for each signed-in user. Exceeding it
 * answers 429 with Retry-After. The counters live in Redis when REDIS_URL is set, shared by every API
 * process (the limit holds across them); otherwise in the process (exact for one API process).
 */
export function rateLimitFor(config: ServerConfig, route: RateLimitedRoute): RateLimitOptions {
  return { max: config.rateLimit.max[route], timeWindow: config.rateLimit.windowMs };
}

/**
 * The rate limit of a public route (the payment webhook, the local checkout form, the local user
 * pool): RATE_LIMIT_<ROUTE> requests per RATE_LIMIT_WINDOW_MS for each client address (no user is
 * signed in there), counted where the per-user limits are.
 */
export function addressRateLimitFor(config: ServerConfig, route: AddressLimitedRoute): RateLimitOptions {
  return {
    max: config.rateLimit.perAddress[route],
    timeWindow: config.rateLimit.windowMs,
    keyGenerator: (request) => `address:${route}:${request.ip}`,
  };
}

/** What @fastify/rate-limit passes to a store's child: the route it limits. */
interface ChildRouteOptions {
  readonly routeInfo?: { readonly method?: unknown; readonly url?: unknown };
  readonly method?: unknown;
  readonly url?: unknown;
}

/**
 * @fastify/rate-limit's store over the server's counters (http/counterStore.ts): in Redis while it
 * answers, in the process while it does not. The plugin's own Redis store
 * waited for Redis and failed the request with a 500 when it was away. Each route counts under its
 * own keys, as the plugin's stores do.
 */
export function rateLimitStoreOver(counters: CounterStore): FastifyRateLimitStoreCtor {
  return class CounterRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options?: unknown, prefix = 'rate:') {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.hit(`${this.#prefix}${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: ChildRouteOptions): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new CounterRateLimitStore(undefined, `${this.#prefix}${String(route.method)}${String(route.url)}-`);
    }
  };
}
