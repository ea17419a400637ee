import type { RateLimitOptions } from '@fastify/rate-limit';

import type { AddressLimitedRoute, RateLimitedRoute, ServerConfig } from '../config';

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
