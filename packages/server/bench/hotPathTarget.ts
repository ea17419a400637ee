import { once } from 'node:events';

import { buildPath, creditCost, endpoints } from '@ledgerlight/contract';
import Fastify from 'fastify';

import { loadConfig } from '../src/config';
import { createPostgresTestDatabase, grantCredits, seedAccounts } from '../src/database.test-support';
import { createTestIdentity } from '../src/identity.test-support';
import { buildServer } from '../src/server';

/**
 * The server under load in the hot-path suite (hotPath.suite.ts), in a process of its own so that
 * the load client does not share its event loop (and so that `--cpu-prof` profiles the server
 * alone). BENCH_TARGET=bare: a bare Fastify route. BENCH_TARGET=app: the API on a fresh PostgreSQL
 * database (BENCH_DATABASE_URL names the server; BENCH_DATABASE_POOL_SIZE connections, default 10 as
 * DATABASE_POOL_SIZE; TASK_CACHE as the API reads it, default true), with one user, one account and
 * one task. Prints one JSON line, `{ port, token, taskId }`, once it listens (and, with the task
 * cache, once its listener listens); stops on SIGTERM, dropping the database.
 */

export interface HotPathTargetInfo {
  readonly port: number;
  readonly token: string;
  readonly taskId: string;
}

const AGENT = 'fraud_detection';

async function bare(): Promise<{ info: HotPathTargetInfo; stop: () => Promise<void> }> {
  const app = Fastify();
  app.get('/bare', async () => ({ balance: 3 }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { info: { port, token: '', taskId: '' }, stop: () => app.close() };
}

async function api(serverUrl: string): Promise<{ info: HotPathTargetInfo; stop: () => Promise<void> }> {
  const identity = await createTestIdentity();
  const testDb = await createPostgresTestDatabase(serverUrl, Number(process.env.BENCH_DATABASE_POOL_SIZE ?? 10));
  const config = loadConfig({
    AUTH_ISSUER: identity.issuer,
    AUTH_CLIENT_ID: identity.clientId,
    DATA_DIR: 'memory://',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_INITIATE: '1000000',
    TASK_CACHE: process.env.TASK_CACHE ?? 'true',
  });
  const { app, taskRows } = await buildServer({ config, database: testDb.database, keys: identity.keys });
  // Measured once the task cache is in use, not while its listener connects.
  const changes = taskRows.changes;
  if (config.taskCache && changes === undefined) throw new Error('TASK_CACHE is on, but the API has no task listener');
  if (changes !== undefined && !changes.listening) await once(changes, 'listening');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const sub = `bench-${crypto.randomUUID()}`;
  const token = await identity.idToken({ sub, expiresIn: 3600 });
  const headers = { authorization: `Bearer ${token}` };
  const first = await app.inject({ method: 'GET', url: buildPath(endpoints.creditBalance), headers });
  if (first.statusCode !== 200) throw new Error(`The bench user could not sign in: ${first.statusCode}`);
  const [account] = await seedAccounts(testDb.database.db, sub, 1);
  if (account === undefined) throw new Error('No account seeded');
  await grantCredits(testDb.database.db, sub, creditCost(AGENT, 1));
  const started = await app.inject({
    method: 'POST',
    url: buildPath(endpoints.agentInitiate),
    headers,
    payload: { agent_type: AGENT, selectedAccounts: [account] },
  });
  if (started.statusCode !== 200) throw new Error(`initiate answered ${started.statusCode}: ${started.body}`);
  const { taskId } = started.json<{ taskId: string }>();
  return {
    info: { port, token, taskId },
    stop: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? '';
const target = process.env.BENCH_TARGET === 'bare' ? await bare() : await api(serverUrl);
process.stdout.write(`${JSON.stringify(target.info)}\n`);
process.once('SIGTERM', () => {
  void target.stop().then(() => process.exit(0));
});
