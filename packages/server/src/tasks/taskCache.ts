import type { EventEmitter } from 'node:events';

import type { TaskStatus } from '@ledgerlight/contract';

/**
 * The task poll's rows, kept in this API process while their task is waiting or running (ADR 0015,
 * ADR 0015 "Round three"). A client polls its task every few seconds until it ends, and the row
 * changes a handful of times in between: most polls can be answered without a database round trip,
 * provided that no answer is kept once the row has changed, in whichever process changed it.
 *
 * Changes are learned from PostgreSQL: a trigger notifies `agent_task_changed` with the task id on
 * every UPDATE and DELETE of agent_tasks (drizzle/0002_task_change_notify.sql), and a listener
 * (taskChangeListener.ts) reports them here as `changed`. The cache is only used while that
 * listener is known to be listening: `listening` enables it, `down` disables it. Both empty it: a
 * change notified while nobody listened is lost, so nothing read before can be trusted.
 *
 * Why a reader never keeps an answer older than a change it has been told about:
 * - PostgreSQL delivers a notification after the writer's transaction has committed, and only once
 *   that commit is visible to new snapshots. A read sent after the notification was handled
 *   therefore sees the change (or a later state).
 * - The entry of a read is created in the same synchronous step that sends the query, so for the
 *   notification handler the entry exists from before the query left. Handling a notification
 *   deletes the entry whatever state it is in, the read still in flight included, and a read only
 *   ever settles into the entry it created: an answer that was in flight when the row changed is
 *   given to the callers that were already waiting for it (they asked before the change was
 *   known), never to later ones.
 * - So an entry found by a later caller was created after the last notification for its task that
 *   this process handled, and was read after that change committed.
 * What remains is the notification's own delay: between a commit and the moment this process
 * handles its notification (usually a millisecond), a poll here may still answer the state before.
 *
 * Only rows of PENDING and PROCESSING tasks are kept: they are small, and they are what is polled.
 * A finished task's row (its result can be large) and an unknown task are read from the database
 * every time; "not found" is never kept, since inserts do not notify. Entries expire after `ttlMs`
 * (hygiene, not correctness), and the oldest go first beyond `maxEntries`.
 */

/** What the cache needs of a row: its status. */
export interface TaskRowStatus {
  readonly status: TaskStatus;
}

/** The statuses whose rows are kept: a task that may still change, and is polled until it ends. */
const CACHED_TASK_STATUSES: ReadonlySet<TaskStatus> = new Set<TaskStatus>(['PENDING', 'PROCESSING']);

/** What the listener reports (taskChangeListener.ts). */
export interface TaskChangeEvents {
  /** A task's row changed or was deleted (the payload of a notification). */
  changed: [taskId: string];
  /** Listening, and proven to receive notifications: every later change will be reported. */
  listening: [];
  /** Not listening any more: changes are no longer reported until the next `listening`. */
  down: [error: Error];
}

/** Where changes come from: the listener, or a plain EventEmitter in tests. */
type TaskChangeSource = Pick<EventEmitter<TaskChangeEvents>, 'on' | 'off'>;

export interface TaskCacheOptions<Row extends TaskRowStatus> {
  /** Reads a task's row from the database; undefined when there is none. */
  readonly load: (taskId: string) => Promise<Row | undefined>;
  readonly changes: TaskChangeSource;
  /** Entries kept; the oldest go first. */
  readonly maxEntries?: number;
  /** How long an entry is used after its read was sent. */
  readonly ttlMs?: number;
  readonly now?: () => number;
}

const DEFAULT_TASK_CACHE_MAX_ENTRIES = 10_000;
const DEFAULT_TASK_CACHE_TTL_MS = 30_000;

export interface TaskCache<Row extends TaskRowStatus> {
  /** The task's row: from the cache while it is enabled and holds it, else from `load`. */
  read(taskId: string): Promise<Row | undefined>;
  /** True while the listener is listening. */
  readonly enabled: boolean;
  /** Entries held, reads in flight included. */
  readonly size: number;
  /** Stops following `changes` and empties the cache; later reads all go to `load`. */
  close(): void;
}

interface Entry<Row> {
  readonly read: Promise<Row | undefined>;
  /** When the entry stops being used (`now()` scale). */
  readonly until: number;
}

export function createTaskCache<Row extends TaskRowStatus>(options: TaskCacheOptions<Row>): TaskCache<Row> {
  const { load, changes } = options;
  const maxEntries = options.maxEntries ?? DEFAULT_TASK_CACHE_MAX_ENTRIES;
  const ttlMs = options.ttlMs ?? DEFAULT_TASK_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<Row>>();
  let enabled = false;

  /** Drops the entry of a settled read unless its row is one to keep; a replaced entry is left alone. */
  const settle = (taskId: string, entry: Entry<Row>, row: Row | undefined) => {
    if (entries.get(taskId) !== entry) return;
    if (row === undefined || !CACHED_TASK_STATUSES.has(row.status)) entries.delete(taskId);
  };

  const onChanged = (taskId: string) => void entries.delete(taskId);
  const onListening = () => {
    entries.clear();
    enabled = true;
  };
  const onDown = () => {
    enabled = false;
    entries.clear();
  };
  changes.on('changed', onChanged);
  changes.on('listening', onListening);
  changes.on('down', onDown);

  return {
    read(taskId) {
      if (!enabled) return load(taskId);
      const found = entries.get(taskId);
      if (found !== undefined && now() < found.until) return found.read;
      // One synchronous step from here to `entries.set`: no notification can be handled in between.
      const entry: Entry<Row> = { read: load(taskId), until: now() + ttlMs };
      entries.delete(taskId);
      entries.set(taskId, entry);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entry.read.then(
        (row) => settle(taskId, entry, row),
        () => settle(taskId, entry, undefined),
      );
      return entry.read;
    },
    get enabled() {
      return enabled;
    },
    get size() {
      return entries.size;
    },
    close() {
      changes.off('changed', onChanged);
      changes.off('listening', onListening);
      changes.off('down', onDown);
      onDown();
    },
  };
}
