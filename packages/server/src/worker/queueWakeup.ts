import type { Database } from '../db/database';
import {
  DEFAULT_TASK_CHANGE_LISTENER_TIMINGS,
  HEARTBEAT_PREFIX,
  postgresListenerConnector,
  TaskChangeListener,
} from '../tasks/taskChangeListener';
import type { ListenerLogger, TaskChangeListenerTimings } from '../tasks/taskChangeListener';

/**
 * Workers wake up on new work (ADR 0030): a task inserted or put back to PENDING notifies
 * TASK_QUEUED_CHANNEL (drizzle/0004_task_queued_notify.sql), and an idle worker waiting here looks
 * for a task at once instead of at its next poll. On PostgreSQL the channel is heard on a connection
 * of its own, with the task cache's heartbeat and reconnection (TaskChangeListener); on PGlite
 * through the embedded database. While nothing is heard (not listening yet, the connection lost),
 * the worker polls at its fast rate; while listening, at the slow fallback rate.
 */

/** The channel of drizzle/0004_task_queued_notify.sql. */
export const TASK_QUEUED_CHANNEL = 'agent_task_queued';

/** The worker listener's application_name in pg_stat_activity. */
const QUEUE_LISTENER_APPLICATION_NAME = 'ledgerlight worker queue listener';

export interface QueueWakeup {
  /** True while notifications are certain to arrive. */
  readonly listening: boolean;
  /**
   * Resolves at the next notification (or at once if one came since the last wait), after `ms`, or
   * when `cut` resolves, whichever is first.
   */
  wait(ms: number, cut: Promise<void>): Promise<void>;
  /** Stops listening; pending waits end. */
  close(): Promise<void>;
}

export interface QueueWakeupOptions {
  readonly logger: ListenerLogger;
  /** The PostgreSQL listener's timings (heartbeat, reconnection). */
  readonly timings?: Partial<TaskChangeListenerTimings>;
}

export function openQueueWakeup(database: Database, options: QueueWakeupOptions): QueueWakeup {
  let notified = false;
  let wake: (() => void) | undefined;
  let listening = false;
  const notify = () => {
    if (wake === undefined) {
      notified = true;
    } else {
      wake();
    }
  };
  const onPayload = (payload: string) => {
    // Other processes' heartbeats on the channel are not work.
    if (!payload.startsWith(HEARTBEAT_PREFIX)) notify();
  };

  let stop: () => Promise<void>;
  if (database.kind === 'pglite') {
    let unlisten: (() => Promise<void>) | undefined;
    const started = database.listen(TASK_QUEUED_CHANNEL, onPayload).then(
      (stopListening) => {
        unlisten = stopListening;
        listening = true;
        // Work queued before LISTEN took effect is not missed.
        notify();
      },
      (error: unknown) => options.logger.warn({ err: error }, 'worker queue listener could not listen: polling'),
    );
    stop = async () => {
      await started;
      listening = false;
      await unlisten?.().catch(() => undefined);
    };
  } else {
    const timings = { ...DEFAULT_TASK_CHANGE_LISTENER_TIMINGS, ...options.timings };
    const listener = new TaskChangeListener({
      connect: postgresListenerConnector(database.url, timings.connectTimeoutMs, QUEUE_LISTENER_APPLICATION_NAME),
      logger: options.logger,
      timings,
      channel: TASK_QUEUED_CHANNEL,
      messages: {
        listening: 'worker queue listener listening: new tasks wake the worker',
        lost: 'worker queue listener lost: the worker polls until it listens again',
        unavailable: 'worker queue listener could not listen: the worker polls',
      },
    });
    listener.on('changed', onPayload);
    listener.on('listening', () => {
      listening = true;
      notify();
    });
    listener.on('down', () => {
      listening = false;
    });
    stop = async () => {
      listening = false;
      await listener.close();
    };
  }

  return {
    get listening() {
      return listening;
    },
    wait: (ms, cut) => {
      if (notified) {
        notified = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          if (wake === done) wake = undefined;
          resolve();
        };
        const timer = setTimeout(done, ms);
        timer.unref();
        wake = done;
        void cut.then(done);
      });
    },
    close: async () => {
      await stop();
      wake?.();
    },
  };
}
