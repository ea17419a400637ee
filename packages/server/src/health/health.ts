import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';

import type { Db } from '../db/database';
import { agentTasks } from '../db/schema';
import type { ZodApp } from '../http/types';

/**
 * Probes for operators and orchestrators (ADR 0030), outside /api and without a token:
 * - `GET /healthz` (liveness): the process answers; it touches no dependency, so a database outage
 *   never gets healthy processes restarted.
 * - `GET /readyz` (readiness): the database answers a query within CHECK_TIMEOUT_MS (else 503), and
 *   Redis, when configured, a PING. Redis down answers 200 with `redis.ok: false`: the API then
 *   counts its limits per process and still serves, and taking every process out of the load balancer
 *   for it would be an outage. The body also carries the task queue: tasks waiting (PENDING), of
 *   which due now, tasks running, and the age of the oldest waiting task, which operators alert on.
 * The bodies carry no address, credential or error text; failures go to the log.
 */

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** How long each dependency may take to answer a readiness check. */
const CHECK_TIMEOUT_MS = 2_000;

interface DependencyCheck {
  readonly ok: boolean;
  /** Time to answer, or to give up. */
  readonly ms: number;
}

interface QueueFigures {
  /** PENDING tasks, backed-off retries included. */
  readonly waiting: number;
  /** PENDING tasks that may be claimed now (run_at has come). */
  readonly due: number;
  /** PROCESSING tasks. */
  readonly running: number;
  /** Seconds since the oldest PENDING task was created; null when none waits. */
  readonly oldestWaitingSeconds: number | null;
}

export interface ReadyBody {
  readonly status: 'ready' | 'unavailable';
  readonly checks: { readonly database: DependencyCheck; readonly redis: DependencyCheck | 'not configured' };
  /** Absent when the database did not answer. */
  readonly queue?: QueueFigures;
}

export interface HealthOptions {
  readonly db: Db;
  readonly redis: Redis | undefined;
}

class CheckTimeout extends Error {
  override readonly name = 'CheckTimeout';
}

async function timed<T>(
  what: Promise<T>,
): Promise<{ ok: true; value: T; ms: number } | { ok: false; error: unknown; ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`No answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    const value = await Promise.race([what, timeout]);
    return { ok: true, value, ms: Math.round(performance.now() - started) };
  } catch (error) {
    // A check that lost the race still settles later: nobody waits for it.
    what.catch(() => undefined);
    return { ok: false, error, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

/** The queue's figures in one read (the claim index covers the status filter). */
async function queueFigures(db: Db): Promise<QueueFigures> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${agentTasks.status} = 'PENDING')`.mapWith(Number),
      due: sql<number>`count(*) filter (where ${agentTasks.status} = 'PENDING' and ${agentTasks.runAt} <= clock_timestamp())`.mapWith(
        Number,
      ),
      running: sql<number>`count(*) filter (where ${agentTasks.status} = 'PROCESSING')`.mapWith(Number),
      oldestWaitingSeconds: sql<
        number | null
      >`extract(epoch from clock_timestamp() - min(${agentTasks.createdAt}) filter (where ${agentTasks.status} = 'PENDING'))::float8`,
    })
    .from(agentTasks)
    .where(sql`${agentTasks.status} in ('PENDING', 'PROCESSING')`);
  const oldest = row?.oldestWaitingSeconds ?? null;
  return {
    waiting: row?.waiting ?? 0,
    due: row?.due ?? 0,
    running: row?.running ?? 0,
    oldestWaitingSeconds: oldest === null ? null : Math.max(0, Math.round(Number(oldest) * 10) / 10),
  };
}

/**
 * PING once the client is connected: the client queues nothing while offline, so
 * a PING sent while it is still connecting (just after start, or reconnecting) would fail at once
 * instead of answering. The wait is bounded by `timed` like the PING itself.
 */
async function pingWhenReady(redis: Redis): Promise<string> {
  if (redis.status !== 'ready') {
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        redis.off('ready', ready);
        redis.off('end', ended);
        if (error) reject(error);
        else resolve();
      };
      const ready = () => settle();
      const ended = () => settle(new Error('the Redis connection ended'));
      // Never left waiting: the listeners go with the check's own bound.
      const timer = setTimeout(
        () => settle(new CheckTimeout(`Not connected within ${CHECK_TIMEOUT_MS} ms`)),
        CHECK_TIMEOUT_MS,
      );
      redis.once('ready', ready);
      redis.once('end', ended);
    });
  }
  return redis.ping();
}

export function registerHealthRoutes(app: ZodApp, options: HealthOptions): void {
  const noStore = { 'cache-control': 'no-store' };

  app.get(HEALTH_PATH, { config: { public: true } }, async (_request, reply) =>
    reply.headers(noStore).send({ status: 'ok' }),
  );

  app.get(READY_PATH, { config: { public: true } }, async (request, reply) => {
    const [database, redis] = await Promise.all([
      timed(queueFigures(options.db)),
      options.redis === undefined ? undefined : timed(pingWhenReady(options.redis)),
    ]);
    if (!database.ok) request.log.warn({ err: database.error }, 'readiness: the database did not answer');
    if (redis !== undefined && !redis.ok) request.log.warn({ err: redis.error }, 'readiness: Redis did not answer');
    const body: ReadyBody = {
      status: database.ok ? 'ready' : 'unavailable',
      checks: {
        database: { ok: database.ok, ms: database.ms },
        redis: redis === undefined ? 'not configured' : { ok: redis.ok, ms: redis.ms },
      },
      ...(database.ok ? { queue: database.value } : {}),
    };
    return reply
      .code(database.ok ? 200 : 503)
      .headers(noStore)
      .send(body);
  });
}
