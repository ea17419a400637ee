import { RESULTS_LIST_POLL_MS } from '@ledgerlight/contract';
import type { AgentTask } from '@ledgerlight/contract';

export interface TaskPollingOptions {
  /** The ids of the tasks still PENDING or PROCESSING, read at each tick. */
  readonly activeTaskIds: () => readonly string[];
  /** GET /api/agent/{agentId}/result/{taskId}. */
  readonly fetchTask: (taskId: string) => Promise<AgentTask>;
  /** Each task read back, to put in place in the list. */
  readonly onTask: (task: AgentTask) => void;
  /** Spec 9: 3000 ms. */
  readonly intervalMs?: number;
  /** A hidden tab skips its ticks (no requests nobody sees). */
  readonly isHidden?: () => boolean;
}

/**
 * The /results/{agentId} poller (spec 2, spec 9): every 3 s, reads each PENDING or PROCESSING task
 * again and hands it back. A tick starts only after the previous one has settled, a failed read is
 * skipped (the next tick tries again), and it stops by itself once nothing is active. Returns stop.
 */
export function startTaskPolling(options: TaskPollingOptions): () => void {
  const intervalMs = options.intervalMs ?? RESULTS_LIST_POLL_MS;
  const isHidden = options.isHidden ?? (() => typeof document !== 'undefined' && document.hidden);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tick = async () => {
    const ids = options.activeTaskIds();
    if (ids.length === 0) return;
    if (!isHidden()) {
      const reads = await Promise.allSettled(ids.map((taskId) => options.fetchTask(taskId)));
      if (stopped) return;
      for (const read of reads) if (read.status === 'fulfilled') options.onTask(read.value);
    }
    schedule();
  };
  const schedule = () => {
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
  };

  schedule();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
