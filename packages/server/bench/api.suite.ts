import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildPath, creditCost, endpoints } from '@ledgerlight/contract';

import type { BenchSuite, BenchTable } from '../../analysis/bench/table';
import { loadConfig } from '../src/config';
import { grantCredits, seedAccounts } from '../src/database.test-support';
import { createTestIdentity } from '../src/identity.test-support';
import { buildServer } from '../src/server';

/**
 * The API suite of `npm run bench` (ADR 0008): requests per second and latency percentiles of the
 * credit balance, the task poll and agent initiate, over HTTP on loopback against a real listening
 * server (PGlite in a temporary directory, RS256 ID tokens verified on every request, keep-alive
 * connections). Each endpoint gets a warm-up, then BENCH_API_REQUESTS requests (default 2,000) from
 * BENCH_API_CONCURRENCY clients (default 16), stopping after BENCH_API_SECONDS (default 60) at most.
 * The worker is not started, so initiated tasks stay PENDING and the poll reads a stable row.
 */

const positive = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

const REQUESTS = positive('BENCH_API_REQUESTS', 2_000);
const CONCURRENCY = positive('BENCH_API_CONCURRENCY', 16);
const TIME_LIMIT_MS = positive('BENCH_API_SECONDS', 60) * 1000;
const WARM_UP = Math.min(200, REQUESTS);
const AGENT = 'fraud_detection';

export interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
}

export interface LoadResult {
  readonly latenciesMs: readonly number[];
  readonly failures: number;
  readonly elapsedMs: number;
}

/** One request on a keep-alive agent; resolves with the status and the body once it is read. */
export function send(agent: Agent, port: number, token: string, call: Call): Promise<{ status: number; text: string }> {
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.path,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** `total` calls from `concurrency` clients, each waiting for its answer before the next; stops at the deadline. */
export async function load(total: number, concurrency: number, timeLimitMs: number, call: () => Promise<number>) {
  const latenciesMs: number[] = [];
  let started = 0;
  let failures = 0;
  const start = performance.now();
  const deadline = start + timeLimitMs;
  const client = async () => {
    while (started < total && performance.now() < deadline) {
      started += 1;
      const t0 = performance.now();
      const status = await call().catch(() => 0);
      latenciesMs.push(performance.now() - t0);
      if (status < 200 || status >= 300) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { latenciesMs, failures, elapsedMs: performance.now() - start } satisfies LoadResult;
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;

async function apiTable(): Promise<BenchTable> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ledgerlight-bench-'));
  const identity = await createTestIdentity();
  const config = loadConfig({
    AUTH_ISSUER: identity.issuer,
    AUTH_CLIENT_ID: identity.clientId,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_INITIATE: String(10 * (REQUESTS + WARM_UP)),
  });
  const { app, database } = await buildServer({ config, keys: identity.keys });
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const sub = `bench-${crypto.randomUUID()}`;
    const token = await identity.idToken({ sub, expiresIn: 3600 });
    const call = (c: Call) => send(agent, port, token, c);

    if ((await call({ method: 'GET', path: buildPath(endpoints.creditBalance) })).status !== 200) {
      throw new Error('The bench user could not sign in');
    }
    const [account] = await seedAccounts(database.db, sub, 1);
    if (account === undefined) throw new Error('No account seeded');
    await grantCredits(database.db, sub, (REQUESTS + WARM_UP + 1) * creditCost(AGENT, 1));
    const initiate: Call = {
      method: 'POST',
      path: buildPath(endpoints.agentInitiate),
      body: { agent_type: AGENT, selectedAccounts: [account] },
    };
    const started = await call(initiate);
    if (started.status !== 200) throw new Error(`initiate answered ${started.status}: ${started.text}`);
    const { taskId } = JSON.parse(started.text) as { taskId: string };

    const cases: { label: string; call: Call }[] = [
      { label: 'GET /api/credits/balance', call: { method: 'GET', path: buildPath(endpoints.creditBalance) } },
      {
        label: 'GET /api/agent/{agentId}/result/{taskId} (task poll)',
        call: { method: 'GET', path: buildPath(endpoints.agentResult, { agentId: AGENT, taskId }) },
      },
      { label: 'POST /api/agent/initiate', call: initiate },
    ];
    const rows: string[][] = [];
    for (const { label, call: c } of cases) {
      const status = () => call(c).then((response) => response.status);
      await load(WARM_UP, CONCURRENCY, TIME_LIMIT_MS, status);
      const result = await load(REQUESTS, CONCURRENCY, TIME_LIMIT_MS, status);
      const sorted = [...result.latenciesMs].sort((a, b) => a - b);
      const done = sorted.length;
      rows.push([
        label,
        done.toLocaleString('en-US'),
        String(CONCURRENCY),
        ((done / result.elapsedMs) * 1000).toFixed(0),
        percentile(sorted, 0.5).toFixed(1),
        percentile(sorted, 0.99).toFixed(1),
        (sorted.at(-1) ?? 0).toFixed(1),
        String(result.failures),
      ]);
    }
    return {
      title: 'API on loopback: throughput and latency per endpoint (one server process, PGlite)',
      columns: ['endpoint', 'requests', 'clients', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx'],
      rows,
      notes: [
        `Each endpoint: ${WARM_UP} warm-up requests, then up to ${REQUESTS} measured (at most ${TIME_LIMIT_MS / 1000} s),`,
        `${CONCURRENCY} keep-alive clients with node:http on 127.0.0.1; every request verifies an RS256 ID token.`,
        'PGlite in a temporary directory; initiate debits and creates a task in one transaction (no worker runs).',
        'Override with BENCH_API_REQUESTS, BENCH_API_CONCURRENCY, BENCH_API_SECONDS.',
      ],
    };
  } finally {
    agent.destroy();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const apiSuite: BenchSuite = { name: 'api', run: async () => [await apiTable()] };
