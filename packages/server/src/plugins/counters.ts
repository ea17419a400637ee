import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

import type { ServerConfig } from '../config';
import { createFallbackCounterStore, createMemoryCounterStore } from '../http/counterStore';
import type { CounterStore } from '../http/counterStore';
import { reasonPhrase } from '../http/errors';
import { rateLimitStoreOver } from '../http/rateLimit';
import { AUTH_PLUGIN } from './auth';

/**
 * Counters shared by every API process when REDIS_URL is set (docs/deploy.md), else in this process,
 * and the rate limits counted in them (ADR 0015): per signed-in user, else per address.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Where throttle counters live: Redis with REDIS_URL, else this process. */
    counters: CounterStore;
    /** The Redis client of the shared counters, when REDIS_URL is set. */
    redis: Redis | undefined;
  }
}

/**
 * The Redis client of the shared counters: it fails fast rather than queueing while Redis is away
 * (no offline queue, a command times out in a second), and the counters fall back to the process
 * meanwhile (createFallbackCounterStore).
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
}

export interface CountersPluginOptions {
  readonly config: ServerConfig;
}

export const COUNTERS_PLUGIN = 'ledgerlight-counters';

export const countersPlugin = fp<CountersPluginOptions>(
  async (app, { config }) => {
    const redis = config.redisUrl === undefined ? undefined : connectRedis(config.redisUrl);
    // quit() waits for Redis to answer; while it is away, just drop the connection.
    if (redis !== undefined)
      app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    // While Redis is away, each process counts on its own: no 500s, no waiting.
    const counters = redis === undefined ? createMemoryCounterStore() : createFallbackCounterStore(redis, app.log);
    await app.register(rateLimit, {
      global: false,
      hook: 'preParsing',
      ...(redis === undefined ? {} : { store: rateLimitStoreOver(counters) }),
      // After the auth hook, which sets request.user.
      keyGenerator: (request) => request.user?.id ?? request.ip,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        error: reasonPhrase(context.statusCode),
        message: `Too many requests: try again in ${context.after}`,
      }),
    });
    app.decorate('counters', counters);
    app.decorate('redis', redis);
  },
  { name: COUNTERS_PLUGIN, fastify: '5.x', dependencies: [AUTH_PLUGIN] },
);
