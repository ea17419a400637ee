import type { Redis } from 'ioredis';

/**
 * Counters that expire, for throttles that are not a plain per-route rate limit (the local user
 * pool's sign-in and code attempts, local-stack identity/userPoolThrottle.ts). In the process by default; in Redis
 * when REDIS_URL is set, so that every API process counts against the same numbers (docs/deploy.md).
 */

interface CounterHit {
  /** The count after this hit. */
  readonly count: number;
  /** Milliseconds until the count starts again from zero. */
  readonly resetInMs: number;
}

export interface CounterStore {
  /** Adds one to key's count. A new count lives windowMs from its first hit. */
  hit(key: string, windowMs: number): Promise<CounterHit>;
  /** Sets a flag on key for ms milliseconds (a lockout), replacing any earlier one. */
  hold(key: string, ms: number): Promise<void>;
  /** Milliseconds left of key's count or flag; 0 when it has none. */
  remainingMs(key: string): Promise<number>;
  /** Forgets key's count or flag. */
  clear(key: string): Promise<void>;
}

interface Entry {
  count: number;
  expiresAt: number;
}

/** Entries kept before expired ones are swept out. */
const SWEEP_ABOVE = 10_000;

/**
 * Counters in this process (one API process, tests). The clock is read at each call, so that a clock
 * faked after the store was made is the one it reads.
 */
export function createMemoryCounterStore(now: () => number = () => Date.now()): CounterStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > now()) return entry;
    entries.delete(key);
    return undefined;
  };
  const sweep = () => {
    if (entries.size <= SWEEP_ABOVE) return;
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const entry = live(key);
      if (entry !== undefined) {
        entry.count += 1;
        return { count: entry.count, resetInMs: entry.expiresAt - now() };
      }
      sweep();
      entries.set(key, { count: 1, expiresAt: now() + windowMs });
      return { count: 1, resetInMs: windowMs };
    },
    async hold(key, ms) {
      sweep();
      entries.set(key, { count: 1, expiresAt: now() + ms });
    },
    async remainingMs(key) {
      const entry = live(key);
      return entry === undefined ? 0 : entry.expiresAt - now();
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

/** INCR, with the expiry set by the first hit; answers the count and the milliseconds left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** The prefix of every counter key this server writes in Redis. */
const REDIS_COUNTER_PREFIX = 'ledgerlight:counter:';

/** Counters in Redis, shared by every process that uses the same Redis and prefix. */
export function createRedisCounterStore(redis: Redis, prefix: string = REDIS_COUNTER_PREFIX): CounterStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetInMs: ttl };
    },
    async hold(key, ms) {
      await redis.set(prefix + key, '1', 'PX', Math.max(1, Math.ceil(ms)));
    },
    async remainingMs(key) {
      const ttl = await redis.pttl(prefix + key);
      return ttl > 0 ? ttl : 0;
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/** What the fallback store says in the log: once when Redis goes away, once when it is back. */
export interface CounterLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export const REDIS_DOWN_MESSAGE = 'Redis is unreachable: rate limits and throttles count per process until it is back';
export const REDIS_BACK_MESSAGE = 'Redis is reachable again: rate limits and throttles are shared again';

/**
 * Counters in Redis while it answers, and in this process while it does not: a
 * Redis that is stopped or unreachable never turns a request into a 500 or a wait. A call is sent to
 * Redis only while its client is connected (the client queues nothing offline, connectRedis), so the
 * fallback answers at once; a call that fails there is counted here instead. The switch is logged
 * once each way. Counts made here meanwhile are not carried over: each process limits on its own
 * until Redis is back, which is the most any one process could allow anyway.
 */
export function createFallbackCounterStore(
  redis: Redis,
  log: CounterLog,
  options: { readonly prefix?: string; readonly now?: () => number } = {},
): CounterStore {
  const shared = createRedisCounterStore(redis, options.prefix);
  const local = createMemoryCounterStore(options.now);
  let down = false;
  const wentDown = (error: unknown) => {
    if (down) return;
    down = true;
    log.warn({ reason: error instanceof Error ? error.message : String(error) }, REDIS_DOWN_MESSAGE);
  };
  // Without a listener, ioredis writes "[ioredis] Unhandled error event" for every reconnect attempt.
  redis.on('error', wentDown);
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({}, REDIS_BACK_MESSAGE);
  });
  const either = async <T>(call: (store: CounterStore) => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') return call(local);
    try {
      return await call(shared);
    } catch (error) {
      wentDown(error);
      return call(local);
    }
  };
  return {
    hit: (key, windowMs) => either((store) => store.hit(key, windowMs)),
    hold: (key, ms) => either((store) => store.hold(key, ms)),
    remainingMs: (key) => either((store) => store.remainingMs(key)),
    clear: (key) => either((store) => store.clear(key)),
  };
}
