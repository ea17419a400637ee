import { runAnalysis } from '@ledgerlight/analysis';

import type { AnalysisJob } from './analysisPool';

/**
 * An AnalyzeModule for the analysis pool's tests (analysisPool.ts `module`): it holds its thread
 * busy for `busyMs` (as a long analysis does, without a turn of the event loop), then throws,
 * stops the thread, or answers runAnalysis's result, as `data` says.
 */
export interface BusyAnalysisData {
  readonly busyMs: number;
  readonly outcome: 'result' | 'throw' | 'exit';
}

/** The message of the error thrown with outcome 'throw'. */
export const BUSY_ANALYSIS_ERROR = 'The busy analysis failed on purpose';

export function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Holding the thread, as a synchronous analysis does.
  }
}

export function analyze(job: AnalysisJob, data: unknown): unknown {
  const { busyMs, outcome } = data as BusyAnalysisData;
  busyFor(busyMs);
  if (outcome === 'throw') throw new RangeError(BUSY_ANALYSIS_ERROR);
  if (outcome === 'exit') process.exit(7);
  return runAnalysis(job.agentId, job.accounts, job.transactions, job.options, job.now);
}

export const BUSY_ANALYSIS_MODULE = new URL('./busyAnalysis.test-support.ts', import.meta.url);
