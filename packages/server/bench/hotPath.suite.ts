import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { Agent } from 'node:http';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';

import { buildPath, endpoints } from '@ledgerlight/contract';

import type { BenchSuite, BenchTable } from '../../analysis/bench/table';
import { load, percentile, send } from './api.suite';
import type { Call, LoadResult } from './api.suite';
import type { HotPathTargetInfo } from './hotPathTarget';

/**
 * The hot-path suite of `npm run bench` (ADR 0015): the authenticated balance and task poll of the
 * API on PostgreSQL beside a bare Fastify route, measured in the same run by the same client. Each
 * server runs in a process of its own (hotPathTarget.ts); the client is this process.
 * - Closed loop: BENCH_HOT_CONNECTIONS keep-alive connections (default 32), each sending its next
 *   request when the last is answered, for BENCH_HOT_SECONDS (default 8).
 * - Open loop: BENCH_HOT_RATE requests per second (default 1,000) sent on schedule for
 *   BENCH_HOT_OPEN_SECONDS (default 5), whatever the answers do; latency is counted from the time
 *   a request was due (or sent, when the client's timer fired late), so a server that falls behind
 *   shows it.
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres on 127.0.0.1:5432; a fresh
 * database per run. BENCH_CPU_PROF=<dir> runs the API process under `node --cpu-prof` into <dir>.
 */

const positive = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

const CONNECTIONS = positive('BENCH_HOT_CONNECTIONS', 32);
const SECONDS = positive('BENCH_HOT_SECONDS', 8);
const RATE = positive('BENCH_HOT_RATE', 1_000);
const OPEN_SECONDS = positive('BENCH_HOT_OPEN_SECONDS', 5);
const TARGET = fileURLToPath(new URL('./hotPathTarget.ts', import.meta.url));

const TITLE = 'Authenticated hot path beside a bare Fastify route (PostgreSQL, separate server processes)';
const DEFAULT_DATABASE_URL = 'postgresql://postgres:postgres@127.0.0.1:5432/postgres';

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

interface Target {
  readonly info: HotPathTargetInfo;
  readonly child: ChildProcess;
}

/** A target process; `taskCache` is the API's TASK_CACHE (the bare route has none). */
async function startTarget(kind: 'bare' | 'app', databaseUrl: string, taskCache = true): Promise<Target> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const profile = kind === 'app' && profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', TARGET], {
    env: { ...process.env, BENCH_TARGET: kind, BENCH_DATABASE_URL: databaseUrl, TASK_CACHE: String(taskCache) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const info = await new Promise<HotPathTargetInfo>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (line !== undefined) resolve(JSON.parse(line) as HotPathTargetInfo);
    });
    child.once('exit', (code) => reject(new Error(`The ${kind} target exited (${code}) before listening`)));
  });
  return { info, child };
}

async function stopTarget(target: Target): Promise<void> {
  if (target.child.exitCode !== null) return;
  const exited = new Promise((resolve) => target.child.once('exit', resolve));
  target.child.kill('SIGTERM');
  await exited;
}

/** `RATE` requests a second for `seconds`, each sent when due; latency from the due time. */
async function openLoop(rate: number, seconds: number, call: () => Promise<number>): Promise<LoadResult> {
  const latenciesMs: number[] = [];
  let failures = 0;
  const total = rate * seconds;
  const interval = 1000 / rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // From the due time, or from the send when the timer fired late: the server's delay, not the client's.
    const from = Math.max(due, performance.now());
    pending.push(
      call()
        .catch(() => 0)
        .then((status) => {
          latenciesMs.push(performance.now() - from);
          if (status < 200 || status >= 300) failures += 1;
        }),
    );
  }
  await Promise.all(pending);
  return { latenciesMs, failures, elapsedMs: performance.now() - start };
}

interface Measured {
  readonly label: string;
  readonly closed: LoadResult;
  readonly open: LoadResult;
}

async function measure(label: string, target: Target, call: Call): Promise<Measured> {
  const closedAgent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const openAgent = new Agent({ keepAlive: true, maxSockets: 256 });
  const { port, token } = target.info;
  try {
    const closedCall = () => send(closedAgent, port, token, call).then((response) => response.status);
    await load(Number.MAX_SAFE_INTEGER, CONNECTIONS, 2_000, closedCall);
    const closed = await load(Number.MAX_SAFE_INTEGER, CONNECTIONS, SECONDS * 1000, closedCall);
    const open = await openLoop(RATE, OPEN_SECONDS, () =>
      send(openAgent, port, token, call).then((response) => response.status),
    );
    return { label, closed, open };
  } finally {
    closedAgent.destroy();
    openAgent.destroy();
  }
}

const perSecond = (result: LoadResult) => (result.latenciesMs.length / result.elapsedMs) * 1000;

async function hotPathTable(): Promise<BenchTable> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const { hostname, port } = new URL(databaseUrl);
  if (!(await reachable(hostname, Number(port || 5432)))) {
    return {
      title: TITLE,
      columns: ['endpoint'],
      rows: [],
      notes: [`Skipped: the hot-path suite needs PostgreSQL, and nothing answers at ${hostname}:${port || 5432}.`],
    };
  }
  const results: Measured[] = [];
  const bareTarget = await startTarget('bare', databaseUrl);
  try {
    results.push(await measure('bare Fastify route (GET, JSON)', bareTarget, { method: 'GET', path: '/bare' }));
  } finally {
    await stopTarget(bareTarget);
  }
  const pollOf = (target: Target): Call => ({
    method: 'GET',
    path: buildPath(endpoints.agentResult, { agentId: 'fraud_detection', taskId: target.info.taskId }),
  });
  const app = await startTarget('app', databaseUrl);
  try {
    results.push(
      await measure('GET /api/credits/balance', app, { method: 'GET', path: buildPath(endpoints.creditBalance) }),
    );
    results.push(await measure('GET /api/agent/{agentId}/result/{taskId} (poll)', app, pollOf(app)));
  } finally {
    await stopTarget(app);
  }
  const uncached = await startTarget('app', databaseUrl, false);
  try {
    results.push(await measure('the same poll, TASK_CACHE=false', uncached, pollOf(uncached)));
  } finally {
    await stopTarget(uncached);
  }
  const bare = results[0] === undefined ? 1 : perSecond(results[0].closed);
  const rows = results.map(({ label, closed, open }) => {
    const closedSorted = [...closed.latenciesMs].sort((a, b) => a - b);
    const openSorted = [...open.latenciesMs].sort((a, b) => a - b);
    return [
      label,
      perSecond(closed).toFixed(0),
      `${((perSecond(closed) / bare) * 100).toFixed(1)}%`,
      percentile(closedSorted, 0.5).toFixed(2),
      percentile(closedSorted, 0.99).toFixed(2),
      percentile(openSorted, 0.5).toFixed(2),
      percentile(openSorted, 0.99).toFixed(2),
      String(closed.failures + open.failures),
    ];
  });
  return {
    title: TITLE,
    columns: [
      'endpoint',
      'closed req/s',
      'of bare',
      'closed p50 ms',
      'closed p99 ms',
      `open ${RATE}/s p50 ms`,
      `open ${RATE}/s p99 ms`,
      'non-2xx',
    ],
    rows,
    notes: [
      `Closed loop: ${CONNECTIONS} keep-alive connections for ${SECONDS} s after a 2 s warm-up; open loop: ${RATE} requests/s for ${OPEN_SECONDS} s, latency from each request's due time.`,
      'Every API request carries an RS256 ID token; the API process logs at BENCH_LOG_LEVEL (default silent).',
      'bare: a Fastify route answering a constant. balance: the auth hook (a cached token) and one prepared read of the user row.',
      'poll: one PENDING task that nothing changes, polled over and over: answered from the API process’s task cache (ADR 0015, round three).',
      'TASK_CACHE=false: the same poll on a second API process started with the task cache off: one prepared read per poll.',
      'Override with BENCH_HOT_CONNECTIONS, BENCH_HOT_SECONDS, BENCH_HOT_RATE, BENCH_HOT_OPEN_SECONDS, BENCH_DATABASE_POOL_SIZE (default 10);',
      'BENCH_CPU_PROF=<dir> profiles the API process.',
    ],
  };
}

export const hotPathSuite: BenchSuite = { name: 'hotpath', run: async () => [await hotPathTable()] };
