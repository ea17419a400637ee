import { eq, sql } from 'drizzle-orm';

import type { Database } from '../db/database';
import { agentTasks } from '../db/schema';
import { agentTaskViewColumns } from './mapping';
import type { AgentTaskView } from './mapping';
import { createTaskCache } from './taskCache';
import {
  DEFAULT_TASK_CHANGE_LISTENER_TIMINGS,
  postgresListenerConnector,
  TaskChangeListener,
} from './taskChangeListener';
import type { ListenerLogger, TaskChangeListenerTimings } from './taskChangeListener';

/** The task poll's read (GET /api/agent/{agentId}/result/{taskId}), cached on PostgreSQL (ADR 0015). */
export interface TaskRows {
  /** A task's answer columns and owner; undefined when there is no such task. */
  read(taskId: string): Promise<AgentTaskView | undefined>;
  /** The listener the cache follows; undefined when reads are not cached. */
  readonly changes: TaskChangeListener | undefined;
  /** Stops the listener (the server's onClose). */
  close(): Promise<void>;
}

export interface TaskRowsOptions {
  /** Cache the rows of waiting and running tasks (TASK_CACHE); only on PostgreSQL. */
  readonly cache: boolean;
  readonly logger: ListenerLogger;
  readonly listenerTimings?: Partial<TaskChangeListenerTimings> | undefined;
}

/**
 * The poll's read, prepared once (parsed and planned once per connection on PostgreSQL), of the
 * columns its answer and its ownership check need. On PostgreSQL with `cache`, through the task
 * cache and its listener (one more connection); on PGlite straight from the database: PGlite runs
 * in this process (`npm start`, tests), with no network round trip to save and no other process
 * to hear from.
 */
export function openTaskRows(database: Database, options: TaskRowsOptions): TaskRows {
  const taskById = database.db
    .select(agentTaskViewColumns)
    .from(agentTasks)
    .where(eq(agentTasks.id, sql.placeholder('taskId'))) // drizzle's bind parameter, filled by execute()
    .prepare('agent_task_by_id');
  const load = async (taskId: string): Promise<AgentTaskView | undefined> => {
    const [row] = await taskById.execute({ taskId });
    return row;
  };
  if (!options.cache || database.kind !== 'postgres') {
    return { read: load, changes: undefined, close: () => Promise.resolve() };
  }
  const timings = { ...DEFAULT_TASK_CHANGE_LISTENER_TIMINGS, ...options.listenerTimings };
  const changes = new TaskChangeListener({
    connect: postgresListenerConnector(database.url, timings.connectTimeoutMs),
    logger: options.logger,
    timings,
  });
  const cache = createTaskCache({ load, changes });
  return {
    read: (taskId) => cache.read(taskId),
    changes,
    async close() {
      cache.close();
      await changes.close();
    },
  };
}
