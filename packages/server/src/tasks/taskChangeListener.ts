import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';

import pg from 'pg';

import type { TaskChangeEvents } from './taskCache';

/**
 * The API process's ear on `agent_task_changed` (drizzle/0002_task_change_notify.sql): a connection
 * of its own, outside the pool, that LISTENs and reports each notified task id as `changed`, for
 * the task cache (taskCache.ts, ADR 0015 "Round three").
 *
 * The cache may only be used while changes are certain to arrive, so this reports `listening` only
 * once a notification has made the full trip: after LISTEN it sends itself a NOTIFY on the channel
 * with a fresh nonce and waits for it. The same heartbeat then runs every `heartbeatMs`; a heartbeat
 * not back within `heartbeatTimeoutMs`, an error or the end of the connection reports `down`, ends
 * the connection and connects again after a backoff (`retryMs`, doubling up to `maxRetryMs`). So a
 * connection that died without a word (a dropped NAT entry, a failed-over server, a pooler in
 * transaction mode that never delivers) stops the cache within one heartbeat and its timeout.
 */

/** The channel of drizzle/0002_task_change_notify.sql. */
export const TASK_CHANGED_CHANNEL = 'agent_task_changed';

/** How a heartbeat's payload starts: a listener of another process hears it as any notification. */
export const HEARTBEAT_PREFIX = 'heartbeat:';

/** The listener's application_name: how it shows in pg_stat_activity. */
export const TASK_LISTENER_APPLICATION_NAME = 'ledgerlight task listener';

/** The connection the listener is given: statements and the end of it. */
export interface ListenerConnection {
  query(text: string, values?: readonly string[]): Promise<void>;
  /** Ends the connection; resolves once it is closed. */
  close(): Promise<void>;
}

/** What a connection reports: notifications, and its loss (error or end). */
export interface ListenerHandlers {
  notification(channel: string, payload: string): void;
  lost(error: Error): void;
}

/** Opens a connection that reports to `handlers`. */
export type ListenerConnector = (handlers: ListenerHandlers) => Promise<ListenerConnection>;

/** The logger the listener writes to (Fastify's and pino's loggers fit). */
export interface ListenerLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface TaskChangeListenerTimings {
  /** How often a listening connection proves itself. */
  readonly heartbeatMs: number;
  /** How long a heartbeat (the first one included) may take. */
  readonly heartbeatTimeoutMs: number;
  /** How long connecting and LISTEN may take. */
  readonly connectTimeoutMs: number;
  /** The first wait before connecting again; it doubles with each failure, and resets once listening. */
  readonly retryMs: number;
  readonly maxRetryMs: number;
}

export const DEFAULT_TASK_CHANGE_LISTENER_TIMINGS: TaskChangeListenerTimings = {
  heartbeatMs: 5_000,
  heartbeatTimeoutMs: 3_000,
  connectTimeoutMs: 10_000,
  retryMs: 250,
  maxRetryMs: 10_000,
};

/** What the listener logs when it starts listening, loses its connection, or cannot listen. */
export interface ListenerMessages {
  readonly listening: string;
  readonly lost: string;
  readonly unavailable: string;
}

const TASK_CACHE_MESSAGES: ListenerMessages = {
  listening: 'task change listener listening: task polls are cached',
  lost: 'task change listener lost: task polls read the database until it listens again',
  unavailable: 'task change listener could not listen',
};

export interface TaskChangeListenerOptions {
  readonly connect: ListenerConnector;
  readonly logger: ListenerLogger;
  readonly timings?: Partial<TaskChangeListenerTimings>;
  /**
   * The channel listened to; TASK_CHANGED_CHANNEL (the task cache) by default. The workers listen
   * on TASK_QUEUED_CHANNEL (worker/queueWakeup.ts) with the same heartbeat and reconnection.
   */
  readonly channel?: string;
  /** The log lines; the task cache's by default. */
  readonly messages?: ListenerMessages;
}

/**
 * Starts listening at once, in the background: `listening` is emitted once it is proven, `changed`
 * for each notified task, `down` on each loss or failed attempt.
 */
export class TaskChangeListener extends EventEmitter<TaskChangeEvents> {
  readonly #connect: ListenerConnector;
  readonly #logger: ListenerLogger;
  readonly #timings: TaskChangeListenerTimings;
  readonly #channel: string;
  readonly #messages: ListenerMessages;
  /** Bumped by every attempt, loss and close: what belongs to an older connection does nothing. */
  #generation = 0;
  #connection: ListenerConnection | undefined;
  #opening: Promise<void> = Promise.resolve();
  #listening = false;
  #retryMs: number;
  /** The one pending timer: a deadline (connecting, a heartbeat), the next heartbeat or the next attempt. */
  #timer: NodeJS.Timeout | undefined;
  /** The nonce of the heartbeat in flight. */
  #awaited: string | undefined;

  constructor(options: TaskChangeListenerOptions) {
    super();
    this.#connect = options.connect;
    this.#logger = options.logger;
    this.#timings = { ...DEFAULT_TASK_CHANGE_LISTENER_TIMINGS, ...options.timings };
    this.#channel = options.channel ?? TASK_CHANGED_CHANNEL;
    this.#messages = options.messages ?? TASK_CACHE_MESSAGES;
    this.#retryMs = this.#timings.retryMs;
    this.#attempt();
  }

  /** True between `listening` and the next `down`. */
  get listening(): boolean {
    return this.#listening;
  }

  /** Stops listening for good and ends the connection. */
  async close(): Promise<void> {
    this.#generation += 1;
    clearTimeout(this.#timer);
    this.#listening = false;
    const last = this.#connection;
    this.#connection = undefined;
    await last?.close().catch(() => undefined);
    // A connection still being opened closes itself when it arrives (its generation is over).
    await this.#opening;
  }

  #arm(ms: number, then: () => void): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(then, ms);
    this.#timer.unref();
  }

  #attempt(): void {
    this.#generation += 1;
    const generation = this.#generation;
    const current = () => generation === this.#generation;
    const handlers: ListenerHandlers = {
      notification: (channel, payload) => {
        if (current() && channel === this.#channel) this.#received(payload);
      },
      lost: (error) => {
        if (current()) this.#down(error);
      },
    };
    const { connectTimeoutMs } = this.#timings;
    this.#arm(connectTimeoutMs, () => this.#down(new Error(`Not listening within ${connectTimeoutMs} ms`)));
    this.#opening = this.#connect(handlers)
      .then(async (opened) => {
        if (!current()) {
          await opened.close();
          return;
        }
        this.#connection = opened;
        await opened.query(`LISTEN ${this.#channel}`);
        if (current()) this.#heartbeat(opened, generation);
      })
      .catch((error: unknown) => handlers.lost(asError(error)));
  }

  #heartbeat(connection: ListenerConnection, generation: number): void {
    const nonce = `${HEARTBEAT_PREFIX}${randomUUID()}`;
    this.#awaited = nonce;
    const { heartbeatTimeoutMs } = this.#timings;
    this.#arm(heartbeatTimeoutMs, () =>
      this.#down(new Error(`The heartbeat did not come back within ${heartbeatTimeoutMs} ms`)),
    );
    connection.query('SELECT pg_notify($1, $2)', [this.#channel, nonce]).catch((error: unknown) => {
      if (generation === this.#generation) this.#down(asError(error));
    });
  }

  #received(payload: string): void {
    if (payload !== this.#awaited) {
      // A task's change, or another process's heartbeat: dropping a task that is not cached is harmless.
      this.emit('changed', payload);
      return;
    }
    this.#awaited = undefined;
    const connection = this.#connection;
    if (connection === undefined) return;
    const generation = this.#generation;
    this.#arm(this.#timings.heartbeatMs, () => this.#heartbeat(connection, generation));
    if (this.#listening) return;
    this.#listening = true;
    this.#retryMs = this.#timings.retryMs;
    this.#logger.info({ channel: this.#channel }, this.#messages.listening);
    this.emit('listening');
  }

  #down(error: Error): void {
    this.#generation += 1;
    clearTimeout(this.#timer);
    this.#awaited = undefined;
    const wasListening = this.#listening;
    this.#listening = false;
    const lost = this.#connection;
    this.#connection = undefined;
    void lost?.close().catch(() => undefined);
    this.emit('down', error);
    this.#logger.warn(
      { err: error, retryInMs: this.#retryMs },
      wasListening ? this.#messages.lost : this.#messages.unavailable,
    );
    this.#arm(this.#retryMs, () => this.#attempt());
    this.#retryMs = Math.min(this.#retryMs * 2, this.#timings.maxRetryMs);
  }
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** How long a graceful end may take before the socket is destroyed (a dead peer never answers it). */
const CLOSE_TIMEOUT_MS = 1_000;

/**
 * Connections to PostgreSQL at `url` for the listener: a `pg.Client` of its own (LISTEN holds a
 * session, which a pooled connection cannot), with TCP keepalive, named TASK_LISTENER_APPLICATION_NAME.
 */
export function postgresListenerConnector(
  url: string,
  connectTimeoutMs: number,
  applicationName = TASK_LISTENER_APPLICATION_NAME,
): ListenerConnector {
  return async (handlers) => {
    const client = new pg.Client({
      connectionString: url,
      application_name: applicationName,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    client.on('notification', (message) => handlers.notification(message.channel, message.payload ?? ''));
    client.on('error', (error) => handlers.lost(error));
    client.on('end', () => handlers.lost(new Error('The listener connection ended')));
    await client.connect();
    return {
      query: async (text, values) => {
        await client.query(text, values === undefined ? undefined : [...values]);
      },
      close: async () => {
        const destroy = setTimeout(() => client.connection.stream.destroy(), CLOSE_TIMEOUT_MS);
        try {
          await client.end();
        } finally {
          clearTimeout(destroy);
        }
      },
    };
  };
}
