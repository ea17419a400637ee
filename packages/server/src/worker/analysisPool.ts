import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';

import type { AnalysisRunOptions } from '@ledgerlight/analysis';
import type { Account, AgentId, Transaction } from '@ledgerlight/contract';

import type { AnalysisRunner } from './run';

/**
 * Analyses off the event loop (ADR 0030): a small pool of `node:worker_threads`, each running one
 * analysis at a time, so that a long run blocks neither the API's requests (the worker runs in the
 * API process by default) nor the worker's own lease renewal (ADR 0010). A job goes to a thread as a
 * structured clone: its accounts, options and clock first, then its transactions in batches of
 * TRANSACTION_BATCH with a turn of the event loop between them, so that handing over a million
 * transactions never holds the loop for long. The result comes back as a structured clone.
 *
 * A thread that throws fails its job with the error's name and message (runTask then fails the task
 * with its one refund, as before); a thread that dies fails its job and is replaced by the next job.
 * Threads start on first use (or at warm()) and do not keep the process alive.
 */

/** What a thread runs: the same inputs as `runAnalysis`. */
export interface AnalysisJob {
  readonly agentId: AgentId;
  readonly accounts: readonly Account[];
  readonly transactions: readonly Transaction[];
  readonly options: AnalysisRunOptions;
  readonly now: Date;
}

/** A module that replaces the analysis in the threads (tests): `analyze(job, data)`. */
export interface AnalyzeModule {
  analyze(job: AnalysisJob, data: unknown): unknown;
}

/** The thread's workerData. */
export interface ThreadData {
  /** URL of an AnalyzeModule; runAnalysis when absent. */
  readonly module?: string;
  /** Passed to the module's analyze. */
  readonly data?: unknown;
}

export type ParentMessage =
  | { readonly type: 'start'; readonly id: number; readonly job: Omit<AnalysisJob, 'transactions'> }
  | { readonly type: 'transactions'; readonly id: number; readonly batch: readonly Transaction[] }
  | { readonly type: 'run'; readonly id: number };

export type ThreadAnswer =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly name: string; readonly message: string };

/** Transactions per message to a thread. */
export const TRANSACTION_BATCH = 10_000;

/** An error thrown in an analysis thread, or the thread's death. */
export class AnalysisThreadError extends Error {
  override readonly name = 'AnalysisThreadError';
  constructor(
    message: string,
    /** The name of the error thrown in the thread. */
    readonly threadErrorName: string,
  ) {
    super(message);
  }
}

export interface AnalysisPoolOptions {
  /** Threads at most; defaults to the machine's cores (availableParallelism). */
  readonly size?: number;
  /** An AnalyzeModule to run instead of runAnalysis (tests). */
  readonly module?: URL;
  /** Given to the module's analyze. */
  readonly data?: unknown;
}

export interface AnalysisPool {
  readonly size: number;
  /** Runs one analysis on a thread; the shape of AnalysisRunner. */
  readonly run: (...args: Parameters<AnalysisRunner>) => Promise<unknown>;
  /** Threads started so far and alive. */
  threads(): number;
  /** Starts every thread now rather than on first use (a thread takes a second or so to load). */
  warm(): void;
  /** Ends every thread; jobs still running fail. */
  close(): Promise<void>;
}

interface Slot {
  readonly worker: Worker;
  /** The job on this thread. */
  job: Pending | undefined;
}

interface Pending {
  readonly id: number;
  readonly job: AnalysisJob;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

const THREAD_ENTRY = new URL('./analysisThread.mjs', import.meta.url);

/** The default pool size: one thread per core. */
export const defaultPoolSize = (): number => Math.max(1, availableParallelism());

export function createAnalysisPool(options: AnalysisPoolOptions = {}): AnalysisPool {
  const size = Math.max(1, options.size ?? defaultPoolSize());
  const slots: Slot[] = [];
  const waiting: Pending[] = [];
  let nextId = 1;
  let closed = false;
  const workerData: ThreadData = {
    ...(options.module === undefined ? {} : { module: options.module.href }),
    ...(options.data === undefined ? {} : { data: options.data }),
  };

  const finish = (slot: Slot, settle: (pending: Pending) => void) => {
    const pending = slot.job;
    slot.job = undefined;
    if (pending !== undefined) settle(pending);
    dispatch();
  };

  const startThread = (): Slot => {
    // The thread registers tsx itself (analysisThread.mjs); the parent's flags (--import tsx,
    // --cpu-prof) are not inherited.
    const worker = new Worker(THREAD_ENTRY, { workerData, execArgv: [] });
    worker.unref();
    const slot: Slot = { worker, job: undefined };
    worker.on('message', (answer: ThreadAnswer) => {
      if (slot.job?.id !== answer.id) return;
      finish(slot, (pending) =>
        answer.ok
          ? pending.resolve(answer.result)
          : pending.reject(new AnalysisThreadError(answer.message, answer.name)),
      );
    });
    const dead = (error: Error) => {
      const index = slots.indexOf(slot);
      if (index < 0) return;
      slots.splice(index, 1);
      finish(slot, (pending) => pending.reject(new AnalysisThreadError(error.message, error.name)));
    };
    worker.on('error', dead);
    worker.on('exit', (code) => dead(new Error(`The analysis thread exited (code ${code})`)));
    slots.push(slot);
    return slot;
  };

  const send = async (slot: Slot, pending: Pending): Promise<void> => {
    const { transactions, ...rest } = pending.job;
    const post = (message: ParentMessage) => slot.worker.postMessage(message);
    post({ type: 'start', id: pending.id, job: rest });
    for (let from = 0; from < transactions.length; from += TRANSACTION_BATCH) {
      if (slot.job !== pending) return;
      post({ type: 'transactions', id: pending.id, batch: transactions.slice(from, from + TRANSACTION_BATCH) });
      await nextTurn();
    }
    if (slot.job === pending) post({ type: 'run', id: pending.id });
  };

  function dispatch(): void {
    while (waiting.length > 0 && !closed) {
      const slot =
        slots.find((candidate) => candidate.job === undefined) ?? (slots.length < size ? startThread() : undefined);
      if (slot === undefined) return;
      const pending = waiting.shift();
      if (pending === undefined) return;
      slot.job = pending;
      send(slot, pending).catch((error: unknown) => {
        if (slot.job === pending) {
          finish(slot, (failed) => failed.reject(error instanceof Error ? error : new Error(String(error))));
        }
      });
    }
  }

  return {
    size,
    run: (agentId, accounts, transactions, analysisOptions, now) =>
      new Promise<unknown>((resolve, reject) => {
        if (closed) {
          reject(new AnalysisThreadError('The analysis pool is closed', 'Error'));
          return;
        }
        waiting.push({
          id: nextId++,
          job: { agentId, accounts, transactions, options: analysisOptions, now },
          resolve,
          reject,
        });
        dispatch();
      }),
    threads: () => slots.length,
    warm: () => {
      while (!closed && slots.length < size) startThread();
    },
    close: async () => {
      closed = true;
      for (const pending of waiting.splice(0))
        pending.reject(new AnalysisThreadError('The analysis pool is closed', 'Error'));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
