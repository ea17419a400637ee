import { providerFromEnv } from '../providers/llm/narrative';
import type { NarrativeProvider } from '../providers/llm/narrative';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

import type { Database } from '../db/database';
import type { AgentTaskRow } from '../db/schema';
import { createAnalysisPool, defaultPoolSize } from './analysisPool';
import {
  claimTask,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_RETRY_BASE_MS,
  DEFAULT_RETRY_MAX_MS,
  nextDueInMs,
  releaseTask,
  renewLease,
  retryDelayMs,
  retryLater,
} from './lease';
import type { TaskClaim } from './lease';
import { openQueueWakeup } from './queueWakeup';
import { LeaseLostError, RunInterruptedError, runTask } from './run';
import type { AnalysisRunner, WorkerLogger } from './run';

/**
 * The agent-run worker: up to `concurrency` tasks at a time, claimed with a lease that is renewed
 * every third of `leaseMs` while the task runs. Runs in the API process by default
 * (WORKER_IN_PROCESS) and as `npm run worker` for scale; any number of workers share one PostgreSQL.
 */

export interface StartWorkerOptions {
  readonly database: Database;
  /** Tasks run at the same time. */
  readonly concurrency: number;
  /** Wait between looks for tasks while idle and not told of new ones (not listening yet, or the listener lost). */
  readonly pollMs: number;
  /**
   * Wait between looks for tasks while idle and listening for new ones (queueWakeup.ts): a task
   * inserted or put back wakes the worker at once, so this poll is only the fallback. Defaults to
   * DEFAULT_FALLBACK_POLL_MS (never below pollMs).
   */
  readonly fallbackPollMs?: number;
  /** Lease of a claim; renewed every leaseMs / 3 while the task runs. */
  readonly leaseMs: number;
  readonly logger: WorkerLogger;
  /** Claims of one task before it fails with a refund. Defaults to DEFAULT_MAX_ATTEMPTS. */
  readonly maxAttempts?: number;
  /**
   * A run whose database writes failed is retried after a back-off of retryBaseMs × 2^(attempt − 1),
   * at most retryMaxMs (defaults 1 s and 60 s), rather than after its lease.
   */
  readonly retryBaseMs?: number;
  readonly retryMaxMs?: number;
  /** On stop, how long running tasks may finish before they are released. Defaults to 10 s. */
  readonly shutdownGraceMs?: number;
  /** Lease owner written on claimed tasks. Defaults to `<host>:<pid>:<random>`. */
  readonly workerId?: string;
  /**
   * The analysis. By default `runAnalysis` on a pool of worker threads (analysisPool.ts) of
   * `analysisThreads` threads, so that a long run blocks neither requests nor lease renewal.
   */
  readonly runner?: AnalysisRunner;
  /** Threads of the analysis pool; defaults to the smaller of `concurrency` and the machine's cores. */
  readonly analysisThreads?: number;
  /** The analysis clock. */
  readonly now?: () => Date;
  /** The language model that rewrites narratives (RunTaskOptions.narrative); none by default. */
  readonly narrative?: NarrativeProvider;
}

/**
 * The worker's narrative option from the environment: the Anthropic provider when
 * LEDGERLIGHT_LLM_PROVIDER=anthropic, ANTHROPIC_API_KEY and ANTHROPIC_MODEL are set, else nothing.
 */
export function narrativeOption(
  env: Readonly<Record<string, string | undefined>>,
): Pick<StartWorkerOptions, 'narrative'> {
  const narrative = providerFromEnv(env);
  return narrative === undefined ? {} : { narrative };
}

export interface WorkerHandle {
  readonly workerId: string;
  /** True while the worker is woken by new tasks rather than polling for them. */
  readonly listening: boolean;
  /**
   * Stops claiming, lets running tasks finish within the shutdown grace, then releases the rest
   * (back to PENDING, lease cleared) for another worker. Resolves when no claim of this worker is held.
   */
  stop(): Promise<void>;
}

const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** The idle poll while the worker listens for new tasks: a fallback only. */
const DEFAULT_FALLBACK_POLL_MS = 10_000;

/** The shortest idle wait, when a task is due but was being claimed by another worker. */
const MIN_IDLE_MS = 25;

/** After the grace, how long interrupted runs may take to reach their next step before a forced release. */
const INTERRUPT_WAIT_MS = 2_000;

interface RunningTask {
  readonly claim: TaskClaim;
  readonly renewal: NodeJS.Timeout;
  readonly done: Promise<void>;
}

/** A delay that can be cut short and does not keep the process alive. */
function delay(ms: number, cut?: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    void cut?.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function startWorker(options: StartWorkerOptions): WorkerHandle {
  const { database, concurrency, pollMs, leaseMs, logger } = options;
  const db = database.db;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const graceMs = options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
  const running = new Map<string, RunningTask>();
  const pool =
    options.runner === undefined
      ? createAnalysisPool({ size: options.analysisThreads ?? Math.min(concurrency, defaultPoolSize()) })
      : undefined;
  const runner: AnalysisRunner | undefined = options.runner ?? pool?.run;
  // Loading a thread takes a second or so: not on the first task's time.
  pool?.warm();
  const wakeup = openQueueWakeup(database, { logger });
  const fallbackPollMs = Math.max(options.fallbackPollMs ?? DEFAULT_FALLBACK_POLL_MS, pollMs);
  const retryBaseMs = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const retryMaxMs = options.retryMaxMs ?? DEFAULT_RETRY_MAX_MS;
  /**
   * Idle until a task is queued, the poll comes round, a backed-off task or an expired lease comes
   * due, or stop() is called.
   */
  const idle = async () => {
    let waitMs = wakeup.listening ? fallbackPollMs : pollMs;
    const due = await nextDueInMs(db).catch(() => undefined);
    // Not 0: a due task that another worker is claiming right now was skipped (SKIP LOCKED).
    if (due !== undefined) waitMs = Math.min(waitMs, Math.max(Math.ceil(due), MIN_IDLE_MS));
    await wakeup.wait(waitMs, stopRequested);
  };
  const interrupt = new AbortController();
  let stopping = false;
  let signalStop = (): void => undefined;
  const stopRequested = new Promise<void>((resolve) => {
    signalStop = resolve;
  });

  const onExhausted = (task: AgentTaskRow) =>
    logger.warn(
      { taskId: task.id, agentId: task.agentId, attempts: task.attempts },
      'agent task failed after too many attempts; credits refunded',
    );

  const start = (task: AgentTaskRow): void => {
    const claim: TaskClaim = { taskId: task.id, workerId, attempt: task.attempts };
    let lost = false;
    const renewal = setInterval(
      () => {
        renewLease(db, claim, leaseMs).then(
          (held) => {
            if (!held) lost = true;
          },
          (error: unknown) => logger.warn({ taskId: task.id, err: error }, 'lease renewal failed'),
        );
      },
      Math.max(Math.floor(leaseMs / 3), 10),
    );
    const done = (async () => {
      try {
        await runTask({
          db,
          task,
          claim,
          logger,
          signal: interrupt.signal,
          leaseLost: () => lost,
          ...(runner === undefined ? {} : { runner }),
          ...(options.now === undefined ? {} : { now: options.now }),
          ...(options.narrative === undefined ? {} : { narrative: options.narrative }),
        });
      } catch (error) {
        if (error instanceof RunInterruptedError) {
          clearInterval(renewal);
          const released = await releaseTask(db, claim).catch((releaseError: unknown) => {
            logger.error({ taskId: task.id, err: releaseError }, 'releasing an agent task failed');
            return false;
          });
          if (released) logger.info({ taskId: task.id }, 'agent task released on shutdown');
          // Already given back by stop() after the grace: this run's writes were fenced off.
          else logger.info({ taskId: task.id }, 'agent task run ended after its release; nothing it wrote was kept');
        } else if (error instanceof LeaseLostError) {
          logger.warn({ taskId: task.id }, 'agent task lease lost; another worker owns it now');
        } else {
          // The database failed mid-run: back off and retry, rather than wait out the lease. If the
          // database cannot take even that, the lease expires and another claim retries the task.
          clearInterval(renewal);
          const delayMs = retryDelayMs(claim.attempt, retryBaseMs, retryMaxMs);
          const requeued = await retryLater(db, claim, delayMs).catch(() => false);
          if (requeued) {
            logger.error(
              { taskId: task.id, err: error, retryInMs: delayMs },
              'agent task run failed; it will be retried',
            );
          } else {
            logger.error({ taskId: task.id, err: error }, 'agent task run failed; it will be retried after its lease');
          }
        }
      } finally {
        clearInterval(renewal);
        running.delete(task.id);
      }
    })();
    running.set(task.id, { claim, renewal, done });
  };

  const loop = (async () => {
    while (!stopping) {
      if (running.size >= concurrency) {
        await Promise.race([...[...running.values()].map((run) => run.done), stopRequested]);
        continue;
      }
      let task: AgentTaskRow | undefined;
      try {
        task = await claimTask(db, workerId, leaseMs, { maxAttempts, onExhausted });
      } catch (error) {
        logger.error({ err: error }, 'claiming an agent task failed');
        await delay(pollMs, stopRequested);
        continue;
      }
      if (task === undefined) {
        await idle();
        continue;
      }
      if (stopping) {
        await releaseTask(db, { taskId: task.id, workerId, attempt: task.attempts }).catch((error: unknown) =>
          logger.error({ taskId: task.id, err: error }, 'releasing an agent task failed'),
        );
        break;
      }
      start(task);
    }
  })();

  logger.info(
    { workerId, concurrency, pollMs, leaseMs, analysisThreads: pool?.size ?? 'injected runner' },
    'agent worker started',
  );

  let stopped: Promise<void> | undefined;
  const stop = async (): Promise<void> => {
    stopping = true;
    signalStop();
    await loop;
    if (running.size > 0) {
      logger.info({ workerId, running: running.size, graceMs }, 'agent worker stopping: waiting for running tasks');
    }
    const allDone = () => Promise.all([...running.values()].map((run) => run.done)).then(() => undefined);
    if (running.size > 0) await Promise.race([allDone(), delay(graceMs)]);
    if (running.size > 0) {
      interrupt.abort();
      await Promise.race([allDone(), delay(INTERRUPT_WAIT_MS)]);
    }
    // Runs still inside the analysis: give their tasks back; their own later writes are fenced off.
    for (const run of [...running.values()]) {
      clearInterval(run.renewal);
      await releaseTask(db, run.claim).catch((error: unknown) =>
        logger.error({ taskId: run.claim.taskId, err: error }, 'releasing an agent task failed'),
      );
      running.delete(run.claim.taskId);
    }
    await pool?.close();
    await wakeup.close();
    logger.info({ workerId }, 'agent worker stopped');
  };

  return {
    workerId,
    get listening() {
      return wakeup.listening;
    },
    stop: () => {
      stopped ??= stop();
      return stopped;
    },
  };
}
