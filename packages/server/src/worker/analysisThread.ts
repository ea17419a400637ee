import { parentPort, workerData } from 'node:worker_threads';

import { runAnalysis } from '@ledgerlight/analysis';

import type { AnalysisJob, AnalyzeModule, ParentMessage, ThreadAnswer, ThreadData } from './analysisPool';

/**
 * One analysis thread of the pool (analysisPool.ts): it receives a job in parts (its accounts,
 * options and clock, then its transactions in batches), runs the analysis on its own event loop and
 * answers the result, or the error's name and message. `workerData.module` replaces the analysis
 * (tests: a run that takes a set time).
 */

const port = parentPort;
if (port === null) throw new Error('analysisThread.ts runs only as a worker thread (analysisPool.ts)');

const data = workerData as ThreadData;
const analyze: AnalyzeModule['analyze'] =
  data.module === undefined
    ? (job) => runAnalysis(job.agentId, job.accounts, job.transactions, job.options, job.now)
    : ((await import(data.module)) as AnalyzeModule).analyze;

/** Jobs whose transactions are still arriving, by id. */
const arriving = new Map<number, AnalysisJob & { transactions: AnalysisJob['transactions'][number][] }>();

const answer = (message: ThreadAnswer) => port.postMessage(message);

port.on('message', (message: ParentMessage) => {
  switch (message.type) {
    case 'start':
      arriving.set(message.id, { ...message.job, transactions: [] });
      return;
    case 'transactions': {
      const job = arriving.get(message.id);
      if (job !== undefined) for (const transaction of message.batch) job.transactions.push(transaction);
      return;
    }
    case 'run': {
      const job = arriving.get(message.id);
      arriving.delete(message.id);
      if (job === undefined) return;
      Promise.resolve()
        .then(() => analyze(job, data.data))
        // A result that cannot be cloned fails its job as a thrown error does.
        .then((result) => answer({ id: message.id, ok: true, result }))
        .catch((error: unknown) =>
          answer({
            id: message.id,
            ok: false,
            name: error instanceof Error ? error.name : 'Error',
            message: error instanceof Error ? error.message : String(error),
          }),
        );
    }
  }
});
