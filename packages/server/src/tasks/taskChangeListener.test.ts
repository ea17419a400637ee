import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TASK_CHANGED_CHANNEL, TaskChangeListener } from './taskChangeListener';
import type { ListenerConnection, ListenerHandlers, TaskChangeListenerTimings } from './taskChangeListener';

/**
 * The listener's life with a fake PostgreSQL and fake timers: it says `listening` only once a
 * notification has made the full trip, goes `down` when a heartbeat does not come back or the
 * connection fails, and connects again with a doubling backoff.
 */

const TIMINGS: TaskChangeListenerTimings = {
  heartbeatMs: 5_000,
  heartbeatTimeoutMs: 3_000,
  connectTimeoutMs: 10_000,
  retryMs: 250,
  maxRetryMs: 1_000,
};

/** One connection: LISTEN registers it; NOTIFY on it comes back unless it is silently dead. */
class FakeConnection implements ListenerConnection {
  readonly queries: string[] = [];
  listening = false;
  closed = false;
  /** A dead peer: statements never answer and nothing arrives. */
  dead = false;
  /** A pooler in transaction mode: statements answer, notifications never arrive. */
  deaf = false;

  constructor(readonly handlers: ListenerHandlers) {}

  query(text: string, values: readonly string[] = []): Promise<void> {
    if (this.dead) return new Promise(() => undefined);
    this.queries.push(text);
    if (text === `LISTEN ${TASK_CHANGED_CHANNEL}`) this.listening = true;
    if (text.startsWith('SELECT pg_notify')) {
      const [channel = '', payload = ''] = values;
      void Promise.resolve().then(() => this.notify(channel, payload));
    }
    return Promise.resolve();
  }

  /** A NOTIFY committed by anyone. */
  notify(channel: string, payload: string): void {
    if (this.listening && !this.dead && !this.deaf && !this.closed) this.handlers.notification(channel, payload);
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
}

/** Hands out FakeConnections; `refusals` connects fail first; `hang`: connects never finish; `deaf`: see FakeConnection. */
class FakePostgres {
  readonly connections: FakeConnection[] = [];
  refusals = 0;
  hang = false;
  deaf = false;
  connect = (handlers: ListenerHandlers): Promise<ListenerConnection> => {
    if (this.hang) return new Promise(() => undefined);
    if (this.refusals > 0) {
      this.refusals -= 1;
      return Promise.reject(new Error('connect ECONNREFUSED'));
    }
    const connection = new FakeConnection(handlers);
    connection.deaf = this.deaf;
    this.connections.push(connection);
    return Promise.resolve(connection);
  };
  get last(): FakeConnection {
    const connection = this.connections.at(-1);
    if (connection === undefined) throw new Error('No connection yet');
    return connection;
  }
}

const quietLogger = { info: () => undefined, warn: () => undefined };

describe('task change listener', () => {
  let postgres: FakePostgres;
  let listener: TaskChangeListener | undefined;
  let events: string[];

  beforeEach(() => {
    vi.useFakeTimers();
    postgres = new FakePostgres();
    events = [];
  });
  afterEach(async () => {
    await listener?.close();
    listener = undefined;
    vi.useRealTimers();
  });

  const start = () => {
    const created = new TaskChangeListener({ connect: postgres.connect, logger: quietLogger, timings: TIMINGS });
    created.on('listening', () => events.push('listening'));
    created.on('down', (error) => events.push(`down: ${error.message}`));
    created.on('changed', (taskId) => events.push(`changed ${taskId}`));
    listener = created;
    return created;
  };
  const settle = () => vi.advanceTimersByTimeAsync(0);
  const heartbeats = (connection: FakeConnection) =>
    connection.queries.filter((text) => text.startsWith('SELECT pg_notify')).length;

  it('says listening once its own NOTIFY came back, then reports each notified task', async () => {
    const changes = start();
    await settle();
    expect(postgres.last.queries).toEqual([`LISTEN ${TASK_CHANGED_CHANNEL}`, 'SELECT pg_notify($1, $2)']);
    expect([changes.listening, events]).toEqual([true, ['listening']]);
    postgres.last.notify(TASK_CHANGED_CHANNEL, 'task-1');
    postgres.last.notify('another_channel', 'task-2');
    postgres.last.notify(TASK_CHANGED_CHANNEL, 'heartbeat:of-another-process');
    expect(events).toEqual(['listening', 'changed task-1', 'changed heartbeat:of-another-process']);
  });

  it('is not listening while its NOTIFY does not come back (a pooler that drops sessions), and gives up on it', async () => {
    postgres.deaf = true;
    const changes = start();
    await vi.advanceTimersByTimeAsync(TIMINGS.heartbeatTimeoutMs - 1);
    expect([changes.listening, events]).toEqual([false, []]);
    await vi.advanceTimersByTimeAsync(1);
    expect(changes.listening).toBe(false);
    expect(events).toEqual([`down: The heartbeat did not come back within ${TIMINGS.heartbeatTimeoutMs} ms`]);
    expect(postgres.last.closed).toBe(true);
  });

  it('proves itself every heartbeatMs, and goes down when a heartbeat does not come back (a silently dead connection)', async () => {
    const changes = start();
    await settle();
    const first = postgres.last;
    await vi.advanceTimersByTimeAsync(3 * TIMINGS.heartbeatMs);
    expect([heartbeats(first), changes.listening]).toEqual([4, true]);

    first.dead = true;
    await vi.advanceTimersByTimeAsync(TIMINGS.heartbeatMs + TIMINGS.heartbeatTimeoutMs - 1);
    expect(changes.listening).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect([changes.listening, first.closed]).toEqual([false, true]);
    expect(events.at(-1)).toBe(`down: The heartbeat did not come back within ${TIMINGS.heartbeatTimeoutMs} ms`);

    await vi.advanceTimersByTimeAsync(TIMINGS.retryMs);
    expect(postgres.connections).toHaveLength(2);
    expect([changes.listening, events.at(-1)]).toEqual([true, 'listening']);
  });

  it('goes down at once when the connection fails, and retries with a doubling backoff that success resets', async () => {
    const changes = start();
    await settle();
    postgres.refusals = 2;
    postgres.last.handlers.lost(new Error('terminating connection due to administrator command'));
    expect([changes.listening, events.at(-1)]).toEqual([
      false,
      'down: terminating connection due to administrator command',
    ]);
    // 250 ms: refused; 500 ms more: refused; 1,000 ms more: listening.
    await vi.advanceTimersByTimeAsync(250);
    expect(events.at(-1)).toBe('down: connect ECONNREFUSED');
    await vi.advanceTimersByTimeAsync(499);
    expect(events.filter((event) => event === 'down: connect ECONNREFUSED')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(events.filter((event) => event === 'down: connect ECONNREFUSED')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(changes.listening).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect([changes.listening, postgres.connections.length]).toEqual([true, 2]);

    postgres.last.handlers.lost(new Error('Connection terminated unexpectedly'));
    await vi.advanceTimersByTimeAsync(TIMINGS.retryMs);
    expect([changes.listening, postgres.connections.length]).toEqual([true, 3]);
  });

  it('ignores what a replaced connection still reports', async () => {
    start();
    await settle();
    const old = postgres.last;
    old.handlers.lost(new Error('connection reset'));
    await vi.advanceTimersByTimeAsync(TIMINGS.retryMs);
    const count = events.length;
    old.handlers.notification(TASK_CHANGED_CHANNEL, 'task-1');
    old.handlers.lost(new Error('late error'));
    expect(events).toHaveLength(count);
    expect(postgres.connections).toHaveLength(2);
  });

  it('gives up a connection that does not open within connectTimeoutMs', async () => {
    postgres.hang = true;
    const changes = start();
    await vi.advanceTimersByTimeAsync(TIMINGS.connectTimeoutMs);
    expect(events).toEqual([`down: Not listening within ${TIMINGS.connectTimeoutMs} ms`]);
    postgres.hang = false;
    await vi.advanceTimersByTimeAsync(TIMINGS.retryMs);
    expect(changes.listening).toBe(true);
  });

  it('ends its connection on close and never connects again', async () => {
    const changes = start();
    await settle();
    await changes.close();
    expect([changes.listening, postgres.last.closed]).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(10 * TIMINGS.maxRetryMs + TIMINGS.heartbeatMs);
    expect(postgres.connections).toHaveLength(1);
    expect(events).toEqual(['listening']);
  });
});
