import { createInterface } from 'node:readline';

import { accountsForTransactions, generateDataset } from '@ledgerlight/analysis/generator';
import type { AgentId } from '@ledgerlight/contract';

import { loadConfig } from '../src/config';
import { createTestIdentity } from '../src/identity.test-support';
import { buildServer } from '../src/server';
import { createAnalysisPool } from '../src/worker/analysisPool';
import { defaultAnalysisRunner } from '../src/worker/run';

/**
 * The API process of the event-loop suite (eventLoop.suite.ts), in a process of its own: the API as
 * `npm start` runs it (PGlite in memory, the worker's analysis in the same process), one signed-in
 * user, and BENCH_EVENTLOOP_TRANSACTIONS synthetic transactions (default 1,000,000; 12 months). Prints
 * `{ port, token, transactions }` once it listens; then, for each line `inline` or `threads` on stdin,
 * runs the BENCH_EVENTLOOP_AGENT analysis (default recurring_expenses) over them as the worker's run
 * does, on this event loop (`inline`, before ADR 0030) or on the analysis pool (`threads`), and
 * prints `{ ms }` when it is done.
 */

export interface EventLoopTargetInfo {
  readonly port: number;
  readonly token: string;
  readonly transactions: number;
}

const count = Number(process.env.BENCH_EVENTLOOP_TRANSACTIONS ?? 1_000_000);
const agentId = (process.env.BENCH_EVENTLOOP_AGENT ?? 'recurring_expenses') as AgentId;
const OPTIONS = { annualIncome: 90_000, zipcode: '94110' };

const identity = await createTestIdentity();
const config = loadConfig({
  AUTH_ISSUER: identity.issuer,
  AUTH_CLIENT_ID: identity.clientId,
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'silent',
});
const { app } = await buildServer({ config, keys: identity.keys });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : 0;
const token = await identity.idToken({ sub: `bench-${crypto.randomUUID()}`, expiresIn: 3600 });

const data = generateDataset({ seed: 42, accounts: accountsForTransactions(count), months: 12 });
const pool = createAnalysisPool({ size: 1 });
// The thread's start (tsx and the analysis module) is not part of the measure.
const small = generateDataset({ seed: 1, accounts: 1, months: 3 });
await pool.run(agentId, small.accounts, small.transactions, OPTIONS, small.now);

const info: EventLoopTargetInfo = { port, token, transactions: data.transactions.length };
process.stdout.write(`${JSON.stringify(info)}\n`);

const run = async (mode: string): Promise<number> => {
  const started = performance.now();
  if (mode === 'threads') await pool.run(agentId, data.accounts, data.transactions, OPTIONS, data.now);
  else await defaultAnalysisRunner(agentId, data.accounts, data.transactions, OPTIONS, data.now);
  return performance.now() - started;
};

for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'stop') break;
  const ms = await run(line.trim());
  process.stdout.write(`${JSON.stringify({ ms })}\n`);
}
await pool.close();
await app.close();
process.exit(0);
