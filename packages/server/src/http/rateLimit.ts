import type { RateLimitOptions } from '@fastify/rate-limit';

import type { RateLimitedRoute, ServerConfig } from '../config';

/**
 * The per-route rate limit of initiate, purchase and support (`config: { rateLimit: ... }` on the
 * route): RATE_LIMIT_<ROUTE> requests per RATE_LIMIT_WINDOW_MS for each signed-in user. Exceeding it
 * answers 429 with Retry-After. The counters live in the process (one API process: exact; N processes:
 * at most N times the limit per user).
 */
export function rateLimitFor(config: ServerConfig, route: RateLimitedRoute): RateLimitOptions {
  return { max: config.rateLimit.max[route], timeWindow: config.rateLimit.windowMs };
}
