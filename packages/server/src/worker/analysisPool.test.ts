import { runAnalysis } from '@ledgerlight/analysis';
import { generateDataset } from '@ledgerlight/analysis/generator';
import { afterEach, describe, expect, it } from 'vitest';

import { AnalysisThreadError, createAnalysisPool, TRANSACTION_BATCH } from './analysisPool';
import type { AnalysisPool } from './analysisPool';
import { BUSY_ANALYSIS_ERROR, BUSY_ANALYSIS_MODULE } from './busyAnalysis.test-support';
import type { BusyAnalysisData } from './busyAnalysis.test-support';

/**
 * The analysis pool (ADR 0030): analyses run in worker threads, with the same result as on the
 * event loop, errors and dead threads fail the job, and the event loop keeps turning meanwhile.
 */

const OPTIONS = { annualIncome: 90_000, zipcode: '94110' };
const pools: AnalysisPool[] = [];
const pool = (...args: Parameters<typeof createAnalysisPool>) => {
  const created = createAnalysisPool(...args);
  pools.push(created);
  return created;
};
const busy = (data: BusyAnalysisData) => pool({ size: 1, module: BUSY_ANALYSIS_MODULE, data });

afterEach(async () => {
  await Promise.all(pools.splice(0).map((each) => each.close()));
});

describe('analysis pool', () => {
  it('answers what runAnalysis answers, for a job larger than one batch of transactions', async () => {
    const data = generateDataset({ seed: 7, accounts: 14, months: 12 });
    expect(data.transactions.length).toBeGreaterThan(TRANSACTION_BATCH);
    const threads = pool({ size: 2 });
    for (const agentId of ['fraud_detection', 'budget_builder'] as const) {
      const inThread = await threads.run(agentId, data.accounts, data.transactions, OPTIONS, data.now);
      expect(inThread).toEqual(runAnalysis(agentId, data.accounts, data.transactions, OPTIONS, data.now));
    }
  }, 60_000);

  it('keeps the event loop turning while an analysis holds its thread', async () => {
    const data = generateDataset({ seed: 3, accounts: 1, months: 3 });
    const threads = busy({ busyMs: 1_500, outcome: 'result' });
    const running = threads.run('fraud_detection', data.accounts, data.transactions, OPTIONS, data.now);
    let ticks = 0;
    let longestGapMs = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const at = performance.now();
      longestGapMs = Math.max(longestGapMs, at - last);
      last = at;
      ticks += 1;
    }, 10);
    try {
      await running;
    } finally {
      clearInterval(timer);
    }
    // 1.5 s of analysis: about 150 ticks of 10 ms; on the event loop there would be none.
    expect(ticks).toBeGreaterThan(50);
    expect(longestGapMs).toBeLessThan(500);
  }, 30_000);

  it("fails the job with the thread's error, and runs the next job on the same pool", async () => {
    const data = generateDataset({ seed: 3, accounts: 1, months: 3 });
    const failing = busy({ busyMs: 0, outcome: 'throw' });
    const error = await failing.run('fraud_detection', data.accounts, data.transactions, OPTIONS, data.now).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(AnalysisThreadError);
    expect(error).toMatchObject({ message: BUSY_ANALYSIS_ERROR, threadErrorName: 'RangeError' });
    await expect(failing.run('fraud_detection', data.accounts, data.transactions, OPTIONS, data.now)).rejects.toThrow(
      BUSY_ANALYSIS_ERROR,
    );
    expect(failing.threads()).toBe(1);
  }, 30_000);

  it('fails the job of a thread that dies, and starts a new thread for the next job', async () => {
    const data = generateDataset({ seed: 3, accounts: 1, months: 3 });
    const dying = busy({ busyMs: 0, outcome: 'exit' });
    await expect(dying.run('fraud_detection', data.accounts, data.transactions, OPTIONS, data.now)).rejects.toThrow(
      'The analysis thread exited (code 7)',
    );
    expect(dying.threads()).toBe(0);
    await expect(
      dying.run('fraud_detection', data.accounts, data.transactions, OPTIONS, data.now),
    ).rejects.toBeInstanceOf(AnalysisThreadError);
  }, 30_000);

  it('runs no more jobs at once than its size, queuing the rest', async () => {
    const data = generateDataset({ seed: 3, accounts: 1, months: 3 });
    const threads = pool({ size: 2, module: BUSY_ANALYSIS_MODULE, data: { busyMs: 300, outcome: 'result' } });
    expect(threads.threads()).toBe(0);
    threads.warm();
    expect(threads.threads()).toBe(2);
    const jobs = Array.from({ length: 5 }, () =>
      threads.run('fraud_detection', data.accounts, data.transactions, OPTIONS, data.now),
    );
    await Promise.all(jobs);
    expect(threads.threads()).toBe(2);
  }, 30_000);

  it('refuses jobs once closed', async () => {
    const data = generateDataset({ seed: 3, accounts: 1, months: 3 });
    const threads = pool({ size: 1 });
    await threads.close();
    await expect(threads.run('fraud_detection', data.accounts, data.transactions, OPTIONS, data.now)).rejects.toThrow(
      'The analysis pool is closed',
    );
  });
});
