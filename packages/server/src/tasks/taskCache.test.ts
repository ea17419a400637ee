import { EventEmitter } from 'node:events';

import type { TaskStatus } from '@ledgerlight/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createTaskCache } from './taskCache';
import type { TaskCache, TaskCacheOptions, TaskChangeEvents } from './taskCache';

/**
 * The task cache's rules with a loader whose answers the test releases one by one and a plain
 * EventEmitter in place of the PostgreSQL listener: nothing is kept past a change it was told of,
 * nothing while the listener is down.
 */

interface Row {
  readonly id: string;
  readonly status: TaskStatus;
  readonly statusText: string;
}

interface PendingRead {
  readonly taskId: string;
  answer(row: Row | undefined): Promise<void>;
  fail(error: Error): Promise<void>;
}

/** A loader that answers when the test says so, in any order; `reads` lists every call. */
function heldLoader() {
  const reads: PendingRead[] = [];
  const load = (taskId: string) =>
    new Promise<Row | undefined>((resolve, reject) => {
      // Answering also lets the cache's own settlement run before the test goes on.
      const settled = () => new Promise<void>((done) => setImmediate(done));
      reads.push({
        taskId,
        answer: (row) => (resolve(row), settled()),
        fail: (error) => (reject(error), settled()),
      });
    });
  return { reads, load };
}

/** A loader that answers at once with the current row of each task in `rows`. */
function tableLoader(rows: Map<string, Row>) {
  const load = vi.fn((taskId: string) => Promise.resolve(rows.get(taskId)));
  return load;
}

const row = (id: string, status: TaskStatus, statusText = `${status} text`): Row => ({ id, status, statusText });

describe('task cache', () => {
  let changes: EventEmitter<TaskChangeEvents>;
  let cache: TaskCache<Row> | undefined;

  beforeEach(() => {
    changes = new EventEmitter<TaskChangeEvents>();
  });
  afterEach(() => {
    cache?.close();
    cache = undefined;
    vi.useRealTimers();
  });

  const open = (options: Omit<TaskCacheOptions<Row>, 'changes'>, listening = true) => {
    const created = createTaskCache<Row>({ ...options, changes });
    cache = created;
    if (listening) changes.emit('listening');
    return created;
  };

  it('reads through to the loader until the listener is listening', async () => {
    const rows = new Map([['t1', row('t1', 'PENDING')]]);
    const load = tableLoader(rows);
    const tasks = open({ load }, false);
    expect(tasks.enabled).toBe(false);
    await tasks.read('t1');
    await tasks.read('t1');
    expect(load).toHaveBeenCalledTimes(2);
    expect(tasks.size).toBe(0);

    changes.emit('listening');
    await tasks.read('t1');
    await tasks.read('t1');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('sends one read for concurrent polls of a task and answers later polls from memory', async () => {
    const { reads, load } = heldLoader();
    const tasks = open({ load });
    const first = tasks.read('t1');
    const second = tasks.read('t1');
    expect(reads).toHaveLength(1);
    await reads[0]?.answer(row('t1', 'PROCESSING'));
    expect(await first).toEqual(row('t1', 'PROCESSING'));
    expect(await second).toBe(await first);
    expect(await tasks.read('t1')).toEqual(row('t1', 'PROCESSING'));
    expect(reads).toHaveLength(1);
  });

  it('drops a task on its notification, so the next poll reads the new state', async () => {
    const rows = new Map([['t1', row('t1', 'PENDING')]]);
    const load = tableLoader(rows);
    const tasks = open({ load });
    expect(await tasks.read('t1')).toEqual(row('t1', 'PENDING'));
    rows.set('t1', row('t1', 'PROCESSING'));
    expect(await tasks.read('t1')).toEqual(row('t1', 'PENDING'));
    changes.emit('changed', 't1');
    expect(await tasks.read('t1')).toEqual(row('t1', 'PROCESSING'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never keeps an answer that was in flight when its task changed, even when it arrives last', async () => {
    const { reads, load } = heldLoader();
    const tasks = open({ load });
    const before = tasks.read('t1');
    const joined = tasks.read('t1');
    changes.emit('changed', 't1');
    const after = tasks.read('t1');
    expect(reads).toHaveLength(2);
    // The read sent after the notification answers first; the one sent before it answers late.
    await reads[1]?.answer(row('t1', 'PROCESSING', 'new'));
    await reads[0]?.answer(row('t1', 'PENDING', 'old'));
    // Callers that asked before the change was known get the answer they waited for ...
    expect((await before)?.statusText).toBe('old');
    expect((await joined)?.statusText).toBe('old');
    // ... later ones the read sent after it, never the late answer.
    expect((await after)?.statusText).toBe('new');
    expect((await tasks.read('t1'))?.statusText).toBe('new');
    expect(reads).toHaveLength(2);
  });

  it('lets a replaced read that fails late leave its replacement in place', async () => {
    const { reads, load } = heldLoader();
    const tasks = open({ load });
    const before = tasks.read('t1');
    changes.emit('changed', 't1');
    const after = tasks.read('t1');
    await reads[1]?.answer(row('t1', 'PROCESSING', 'new'));
    await reads[0]?.fail(new Error('connection reset'));
    await expect(before).rejects.toThrow('connection reset');
    expect((await after)?.statusText).toBe('new');
    expect((await tasks.read('t1'))?.statusText).toBe('new');
    expect(reads).toHaveLength(2);
  });

  it('keeps only waiting and running tasks: finished, unknown and failed reads are read again', async () => {
    const rows = new Map([
      ['pending', row('pending', 'PENDING')],
      ['processing', row('processing', 'PROCESSING')],
      ['completed', row('completed', 'COMPLETED')],
      ['failed', row('failed', 'FAILED')],
    ]);
    const load = tableLoader(rows);
    const tasks = open({ load });
    for (const id of ['pending', 'processing', 'completed', 'failed', 'unknown']) {
      await tasks.read(id);
      await tasks.read(id);
    }
    expect(load.mock.calls.map(([id]) => id)).toEqual([
      'pending',
      'processing',
      'completed',
      'completed',
      'failed',
      'failed',
      'unknown',
      'unknown',
    ]);
    expect(tasks.size).toBe(2);

    const { reads, load: held } = heldLoader();
    cache?.close();
    const again = open({ load: held });
    const failing = again.read('t1');
    await reads[0]?.fail(new Error('connection reset'));
    await expect(failing).rejects.toThrow('connection reset');
    const retried = again.read('t1');
    expect(reads).toHaveLength(2);
    await reads[1]?.answer(row('t1', 'PENDING'));
    expect(await retried).toEqual(row('t1', 'PENDING'));
  });

  it('holds at most maxEntries tasks, dropping the oldest first', async () => {
    const rows = new Map(['a', 'b', 'c'].map((id) => [id, row(id, 'PENDING')]));
    const load = tableLoader(rows);
    const tasks = open({ load, maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) await tasks.read(id);
    expect(tasks.size).toBe(2);
    load.mockClear();
    await tasks.read('c');
    await tasks.read('b');
    expect(load).not.toHaveBeenCalled();
    await tasks.read('a');
    expect(load.mock.calls.map(([id]) => id)).toEqual(['a']);
  });

  it('reads a task again once its entry is ttlMs old', async () => {
    vi.useFakeTimers();
    const rows = new Map([['t1', row('t1', 'PENDING')]]);
    const load = tableLoader(rows);
    const tasks = open({ load, ttlMs: 30_000 });
    await tasks.read('t1');
    vi.advanceTimersByTime(29_999);
    await tasks.read('t1');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await tasks.read('t1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('empties and reads through while the listener is down, and starts empty when it listens again', async () => {
    const rows = new Map([['t1', row('t1', 'PENDING', 'before')]]);
    const load = tableLoader(rows);
    const tasks = open({ load });
    await tasks.read('t1');
    expect(tasks.size).toBe(1);

    changes.emit('down', new Error('connection lost'));
    expect([tasks.enabled, tasks.size]).toEqual([false, 0]);
    // A change made while nobody listened: every poll reads it.
    rows.set('t1', row('t1', 'PENDING', 'while down'));
    expect((await tasks.read('t1'))?.statusText).toBe('while down');
    rows.set('t1', row('t1', 'PROCESSING', 'still down'));
    expect((await tasks.read('t1'))?.statusText).toBe('still down');
    expect(tasks.size).toBe(0);

    changes.emit('listening');
    expect(tasks.enabled).toBe(true);
    await tasks.read('t1');
    load.mockClear();
    expect((await tasks.read('t1'))?.statusText).toBe('still down');
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['its task changed', () => changes.emit('changed', 't1')],
    [
      'the listener went down and listened again',
      () => {
        changes.emit('down', new Error('connection lost'));
        changes.emit('listening');
      },
    ],
  ])('does not keep a read that was in flight when %s', async (_, meanwhile) => {
    const { reads, load } = heldLoader();
    const tasks = open({ load });
    const before = tasks.read('t1');
    meanwhile();
    await reads[0]?.answer(row('t1', 'PENDING', 'old'));
    expect((await before)?.statusText).toBe('old');
    const after = tasks.read('t1');
    expect(reads).toHaveLength(2);
    await reads[1]?.answer(row('t1', 'PROCESSING', 'new'));
    expect((await after)?.statusText).toBe('new');
  });

  it('starts empty on each listening, since changes before it may have been missed', async () => {
    const rows = new Map([['t1', row('t1', 'PENDING', 'before')]]);
    const load = tableLoader(rows);
    const tasks = open({ load });
    await tasks.read('t1');
    rows.set('t1', row('t1', 'PENDING', 'after'));
    changes.emit('listening');
    expect((await tasks.read('t1'))?.statusText).toBe('after');
  });

  it('stops following the listener when closed', async () => {
    const rows = new Map([['t1', row('t1', 'PENDING')]]);
    const load = tableLoader(rows);
    const tasks = open({ load });
    await tasks.read('t1');
    tasks.close();
    expect([tasks.enabled, tasks.size]).toEqual([false, 0]);
    expect(changes.listenerCount('changed') + changes.listenerCount('listening') + changes.listenerCount('down')).toBe(
      0,
    );
    await tasks.read('t1');
    await tasks.read('t1');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
