import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { Agent } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { buildPath, endpoints } from '@ledgerlight/contract';

import type { BenchSuite, BenchTable } from '../../analysis/bench/table';
import { percentile, send } from './api.suite';
import type { EventLoopTargetInfo } from './eventLoopTarget';

/**
 * The event-loop suite of `npm run bench` (ADR 0030): the API's p99 for GET /api/credits/balance while
 * a 1M-transaction analysis runs in the same process, as it does with WORKER_IN_PROCESS=true (the
 * default), before (the analysis on the event loop) and after (on the worker's analysis pool). The
 * API runs in a process of its own (eventLoopTarget.ts, PGlite in memory); this process is the
 * client: an open loop of BENCH_EVENTLOOP_RATE requests a second (default 200), latency counted from
 * each request's due time, first for BENCH_EVENTLOOP_IDLE_SECONDS (default 5) with no analysis, then
 * for as long as each analysis runs.
 */

const RATE = Number(process.env.BENCH_EVENTLOOP_RATE ?? 200);
const IDLE_SECONDS = Number(process.env.BENCH_EVENTLOOP_IDLE_SECONDS ?? 5);
const TARGET = fileURLToPath(new URL('./eventLoopTarget.ts', import.meta.url));
const BALANCE = { method: 'GET', path: buildPath(endpoints.creditBalance) } as const;

interface Target {
  readonly child: ChildProcess;
  readonly info: EventLoopTargetInfo;
  /** The next line the target prints. */
  next(): Promise<string>;
}

async function startTarget(): Promise<Target> {
  const child = spawn(process.execPath, ['--import', 'tsx', TARGET], {
    env: process.env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiters: ((line: string) => void)[] = [];
  if (child.stdout === null) throw new Error('The target has no stdout');
  createInterface({ input: child.stdout }).on('line', (line) => {
    const waiter = waiters.shift();
    if (waiter === undefined) lines.push(line);
    else waiter(line);
  });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const line = lines.shift();
      if (line !== undefined) resolve(line);
      else waiters.push(resolve);
      child.once('exit', (code) => reject(new Error(`The event-loop target exited (${code})`)));
    });
  const info = JSON.parse(await next()) as EventLoopTargetInfo;
  return { child, info, next };
}

interface Phase {
  readonly latenciesMs: number[];
  readonly failures: number;
}

/** Requests at RATE a second, each sent when due, until `done` settles (or `seconds` pass). */
async function openLoop(target: Target, agent: Agent, until: Promise<unknown>): Promise<Phase> {
  const latenciesMs: number[] = [];
  let failures = 0;
  let stopped = false;
  void until.finally(() => {
    stopped = true;
  });
  const interval = 1000 / RATE;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; !stopped; index += 1) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (stopped) break;
    const from = Math.max(due, performance.now());
    pending.push(
      send(agent, target.info.port, target.info.token, BALANCE)
        .then((response) => response.status)
        .catch(() => 0)
        .then((status) => {
          latenciesMs.push(performance.now() - from);
          if (status !== 200) failures += 1;
        }),
    );
  }
  await Promise.all(pending);
  return { latenciesMs, failures };
}

async function eventLoopTable(): Promise<BenchTable> {
  const target = await startTarget();
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const rows: string[][] = [];
  const row = (label: string, analysisMs: number | undefined, phase: Phase) => {
    const sorted = [...phase.latenciesMs].sort((a, b) => a - b);
    rows.push([
      label,
      analysisMs === undefined ? '-' : (analysisMs / 1000).toFixed(1),
      String(sorted.length),
      percentile(sorted, 0.5).toFixed(1),
      percentile(sorted, 0.99).toFixed(1),
      (sorted.at(-1) ?? 0).toFixed(1),
      String(phase.failures),
    ]);
  };
  try {
    // Warm-up, then the API alone.
    await openLoop(target, agent, new Promise((resolve) => setTimeout(resolve, 1_000)));
    row(
      'no analysis running',
      undefined,
      await openLoop(target, agent, new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000))),
    );
    for (const [mode, label] of [
      ['inline', 'before: analysis on the event loop'],
      ['threads', 'after: analysis on the worker thread pool'],
    ] as const) {
      target.child.stdin?.write(`${mode}\n`);
      const done = target.next().then((line) => (JSON.parse(line) as { ms: number }).ms);
      const phase = await openLoop(target, agent, done);
      row(label, await done, phase);
    }
    target.child.stdin?.write('stop\n');
  } finally {
    agent.destroy();
    if (target.child.exitCode === null) {
      const exited = new Promise((resolve) => target.child.once('exit', resolve));
      target.child.stdin?.end();
      setTimeout(() => target.child.kill('SIGKILL'), 10_000).unref();
      await exited;
    }
  }
  return {
    title: `API latency while a ${target.info.transactions.toLocaleString('en-US')}-transaction analysis runs in the same process`,
    columns: ['case', 'analysis s', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx'],
    rows,
    notes: [
      `GET /api/credits/balance at ${RATE} requests/s (open loop, latency from each request's due time), signed in, PGlite in memory.`,
      'before: the analysis step of a run as the worker ran it before ADR 0030, on the API process’s event loop (WORKER_IN_PROCESS=true).',
      'after: the same analysis on the worker’s analysis pool (one worker thread), the transactions handed over in batches.',
      'Override with BENCH_EVENTLOOP_TRANSACTIONS, BENCH_EVENTLOOP_AGENT, BENCH_EVENTLOOP_RATE, BENCH_EVENTLOOP_IDLE_SECONDS.',
    ],
  };
}

export const eventLoopSuite: BenchSuite = { name: 'eventloop', run: async () => [await eventLoopTable()] };
