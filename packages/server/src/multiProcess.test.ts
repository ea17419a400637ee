import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createConnection, createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

import { buildPath, endpoints } from '@ledgerlight/contract';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getBalance, ledgerSum } from './credits/ledger';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './database.test-support';
import type { Db } from './db/database';
import { agentTasks, creditLedgerEntries, users } from './db/schema';
import { createTestIdentity } from './identity.test-support';
import type { TestIdentity } from './identity.test-support';
import {
  createSharedPostgres,
  newUserWithAccounts,
  recordResultWrites,
  resultWritesPerTask,
  seedTransactions,
  startTask,
  waitFor,
} from './worker/tasks.test-support';
import type { SharedPostgres } from './worker/tasks.test-support';

/**
 * ADR 0015, "many processes", as docs/deploy.md runs them: two API processes (`src/main.ts`, HTTP
 * only) and two worker processes (`src/worker/main.ts`) on one fresh PostgreSQL database and one
 * Redis. The initiate limit holds across both API processes (its counters are in Redis); 200 tasks
 * are each run exactly once; a worker killed with SIGKILL mid-task leaves its task finished or failed
 * with one refund; both API processes, which polled every task while it waited, answer every final
 * state (their task caches heard each change); every balance equals its ledger sum.
 */

const available = TEST_DATABASE_URL !== undefined && TEST_REDIS_URL !== undefined;
const title = available
  ? 'Two API and two worker processes on PostgreSQL and Redis'
  : `Two API and two worker processes on PostgreSQL and Redis (skipped: ${
      TEST_DATABASE_URL === undefined ? 'TEST_DATABASE_URL' : 'TEST_REDIS_URL'
    } is not set)`;

const API_MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const WORKER_MAIN = fileURLToPath(new URL('./worker/main.ts', import.meta.url));
const INITIATE_LIMIT = 4;
const LEASE_MS = 1_500;
const TASKS = 200;
const AGENT = 'fraud_detection';

describe.skipIf(!available)(title, () => {
  let shared: SharedPostgres;
  let db: Db;
  let identity: TestIdentity;
  let jwksServer: Server;
  const children: ChildProcess[] = [];
  const apiPorts: number[] = [];
  let jwksUrl = '';

  const exited = (child: ChildProcess): Promise<number | null> =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve(child.exitCode)
      : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

  const spawnNode = (entry: string, env: Record<string, string>): ChildProcess => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: shared.url, DATABASE_POOL_SIZE: '5', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return child;
  };

  /**
   * An API process as docs/deploy.md starts N of them; resolves with its port once it listens and its
   * task cache's listener listens (so that its polls are cached from then on).
   */
  const startApi = (jwksUrl: string, redisUrl = TEST_REDIS_URL ?? ''): Promise<number> => {
    const child = spawnNode(API_MAIN, {
      IDENTITY_PROVIDER: 'cognito',
      AUTH_ISSUER: identity.issuer,
      AUTH_CLIENT_ID: identity.clientId,
      AUTH_JWKS_URL: jwksUrl,
      COGNITO_DOMAIN: 'auth.ledgerlight.test',
      SERVE_APP: 'false',
      WORKER_IN_PROCESS: 'false',
      REDIS_URL: redisUrl,
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      RATE_LIMIT_INITIATE: String(INITIATE_LIMIT),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
    });
    return new Promise((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
        if (port !== undefined && output.includes('task change listener listening')) {
          child.stdout?.off('data', onData);
          child.stdout?.resume();
          resolve(Number(port));
        }
      };
      child.stdout?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`API process exited (${code}) before listening:\n${output}`)));
    });
  };

  const spawnWorker = () =>
    spawnNode(WORKER_MAIN, {
      WORKER_CONCURRENCY: '4',
      WORKER_POLL_MS: '20',
      WORKER_LEASE_MS: String(LEASE_MS),
      WORKER_SHUTDOWN_GRACE_MS: '2000',
      LOG_LEVEL: 'warn',
    });

  beforeAll(async () => {
    identity = await createTestIdentity('https://cognito-idp.us-east-1.amazonaws.com/us-east-1_MultiProc1');
    jwksServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(identity.jwks));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks.json`;
    shared = await createSharedPostgres(TEST_DATABASE_URL ?? '', 1, 4);
    const [handle] = shared.handles;
    if (handle === undefined) throw new Error('No database handle');
    db = handle.db;
    await recordResultWrites(db);
    apiPorts.push(...(await Promise.all([startApi(jwksUrl), startApi(jwksUrl)])));
  }, 60_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    await new Promise((resolve) => jwksServer?.close(resolve));
    await shared?.drop();
  });

  /** Alternates `total` initiates of a fresh user between the ports; their statuses in order. */
  const initiateBurst = async (ports: readonly number[], total: number): Promise<number[]> => {
    const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 100 });
    const token = await identity.idToken({ sub: userId });
    const statuses: number[] = [];
    for (let index = 0; index < total; index += 1) {
      const response = await fetch(
        `http://127.0.0.1:${ports[index % ports.length]}${buildPath(endpoints.agentInitiate)}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ agent_type: AGENT, selectedAccounts: accountIds }),
        },
      );
      statuses.push(response.status);
    }
    return statuses;
  };

  const freePort = (): Promise<number> =>
    new Promise((resolve, reject) => {
      const probe = createNetServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });

  const accepting = (port: number): Promise<boolean> =>
    new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });

  /** A private redis-server (never the machine's shared one): no persistence, on its own port. */
  const startRedis = async (port: number): Promise<ChildProcess> => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    children.push(child);
    await expect.poll(() => accepting(port), { timeout: 10_000, interval: 50 }).toBe(true);
    return child;
  };

  const redisInstalled = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

  it.skipIf(!redisInstalled)(
    'Redis stopped mid-run: no 500s, limits per process meanwhile, shared again once it is back',
    async () => {
      const port = await freePort();
      let redis = await startRedis(port);
      const ports = await Promise.all([
        startApi(jwksUrl, `redis://127.0.0.1:${port}`),
        startApi(jwksUrl, `redis://127.0.0.1:${port}`),
      ]);
      const shared = await initiateBurst(ports, INITIATE_LIMIT * 2);
      expect(shared.filter((status) => status === 200)).toHaveLength(INITIATE_LIMIT);

      redis.kill('SIGKILL');
      await exited(redis);
      // Each process counts alone: twice the limit in all, never a 500, and the rest 429.
      const alone = await initiateBurst(ports, INITIATE_LIMIT * 3);
      expect(alone.filter((status) => status >= 500)).toEqual([]);
      expect(alone.filter((status) => status === 200)).toHaveLength(INITIATE_LIMIT * 2);
      expect(alone.filter((status) => status === 429)).toHaveLength(INITIATE_LIMIT);

      redis = await startRedis(port);
      // Back: the processes reconnect on their own, and the limit is shared again.
      await expect
        .poll(async () => (await initiateBurst(ports, INITIATE_LIMIT * 2)).filter((status) => status === 200).length, {
          timeout: 30_000,
          interval: 500,
        })
        .toBe(INITIATE_LIMIT);
    },
    90_000,
  );

  it('the initiate limit holds across both API processes', async () => {
    const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 100 });
    const token = await identity.idToken({ sub: userId });
    const statuses: number[] = [];
    // Twice the limit, alternating between the two processes: each alone would accept all of them.
    for (let index = 0; index < INITIATE_LIMIT * 2; index += 1) {
      const port = apiPorts[index % apiPorts.length];
      const response = await fetch(`http://127.0.0.1:${port}${buildPath(endpoints.agentInitiate)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ agent_type: AGENT, selectedAccounts: accountIds }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(INITIATE_LIMIT);
    expect(statuses.slice(INITIATE_LIMIT)).toEqual(Array.from({ length: INITIATE_LIMIT }, () => 429));
    const [started] = await db.select({ n: count() }).from(agentTasks).where(eq(agentTasks.userId, userId));
    expect(started?.n).toBe(INITIATE_LIMIT);
  });

  it('an initiate retried with its key on the other API process: one task, one charge', async () => {
    const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 100 });
    const token = await identity.idToken({ sub: userId });
    const before = await getBalance(db, userId);
    const initiate = (port: number | undefined, key: string) =>
      fetch(`http://127.0.0.1:${port}${buildPath(endpoints.agentInitiate)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ agent_type: AGENT, selectedAccounts: accountIds }),
      });
    // The client saw no answer from the first process and tries again on the second.
    const key = randomBytes(16).toString('hex');
    const first = await initiate(apiPorts[0], key);
    const retried = await initiate(apiPorts[1], key);
    expect([first.status, retried.status]).toEqual([200, 200]);
    const { taskId } = (await first.json()) as { taskId: string };
    expect(await retried.json()).toEqual({ taskId });
    // A retry racing its first attempt, one on each process.
    const racing = randomBytes(16).toString('hex');
    const raced = await Promise.all([initiate(apiPorts[0], racing), initiate(apiPorts[1], racing)]);
    expect(raced.map((response) => response.status)).toEqual([200, 200]);
    const racedIds = await Promise.all(
      raced.map(async (response) => ((await response.json()) as { taskId: string }).taskId),
    );
    expect(racedIds[1]).toBe(racedIds[0]);

    const tasks = await db.select({ cost: agentTasks.cost }).from(agentTasks).where(eq(agentTasks.userId, userId));
    expect(tasks).toHaveLength(2);
    const charged = tasks.reduce((sum, task) => sum + task.cost, 0);
    expect(await getBalance(db, userId)).toBe((before ?? 0) - charged);
    expect(await ledgerSum(db, userId)).toBe(await getBalance(db, userId));
  });

  it('200 tasks run exactly once on two workers; a worker killed mid-task leaves its tasks finished or refunded once', async () => {
    const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: TASKS * 2 });
    await seedTransactions(db, userId, accountIds, 6, new Date());
    const ids: string[] = [];
    for (let start = 0; start < TASKS; start += 20) {
      const batch = Array.from({ length: 20 }, () => startTask(db, userId, AGENT, accountIds));
      ids.push(...(await Promise.all(batch)));
    }
    // Both API processes poll every task while it waits, so both cache it (ADR 0015, round three).
    const token = await identity.idToken({ sub: userId });
    const pollAll = () =>
      Promise.all(
        apiPorts.flatMap((port) =>
          ids.map(async (taskId) => {
            const url = `http://127.0.0.1:${port}${buildPath(endpoints.agentResult, { agentId: AGENT, taskId })}`;
            const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
            const body = (await response.json()) as { status?: string };
            return { port, taskId, status: body.status };
          }),
        ),
      );
    expect((await pollAll()).every((answer) => answer.status === 'PENDING')).toBe(true);
    const victim = spawnWorker();
    const survivor = spawnWorker();
    const heldByVictim = async () =>
      db
        .select({ id: agentTasks.id })
        .from(agentTasks)
        .where(and(eq(agentTasks.status, 'PROCESSING'), like(agentTasks.leaseOwner, `%:${victim.pid ?? 0}:%`)));
    await waitFor(async () => (await heldByVictim()).length > 0, 20_000, 'the first worker to hold a task');
    victim.kill('SIGKILL');
    await exited(victim);
    const orphans = (await heldByVictim()).map((row) => row.id);

    const finished = async () => {
      const [row] = await db
        .select({ n: count() })
        .from(agentTasks)
        .where(and(inArray(agentTasks.id, ids), inArray(agentTasks.status, ['COMPLETED', 'FAILED'])));
      return row?.n ?? 0;
    };
    await waitFor(async () => (await finished()) === TASKS, 45_000, `${TASKS} tasks`);
    survivor.kill('SIGTERM');
    expect(await exited(survivor)).toBe(0);

    const rows = await db
      .select({ id: agentTasks.id, status: agentTasks.status })
      .from(agentTasks)
      .where(inArray(agentTasks.id, ids));
    const writes = await resultWritesPerTask(db, ids);
    const refunds = await db
      .select({ taskId: creditLedgerEntries.taskId, n: count() })
      .from(creditLedgerEntries)
      .where(and(inArray(creditLedgerEntries.taskId, ids), eq(creditLedgerEntries.type, 'refund')))
      .groupBy(creditLedgerEntries.taskId);
    const refundsOf = new Map(refunds.map((row) => [row.taskId, row.n]));
    for (const row of rows) {
      // Each task ends once: completed by exactly one write, or failed with exactly one refund.
      expect([row.id, row.status, writes.get(row.id), refundsOf.get(row.id)]).toEqual(
        row.status === 'COMPLETED' ? [row.id, 'COMPLETED', 1, undefined] : [row.id, 'FAILED', undefined, 1],
      );
    }
    expect(orphans.length).toBeGreaterThan(0);
    expect(
      rows.filter((row) => orphans.includes(row.id)).every((row) => ['COMPLETED', 'FAILED'].includes(row.status)),
    ).toBe(true);

    // Each API process heard of every change: both answer each task's final state, not the cached PENDING.
    const finalStatus = new Map(rows.map((row) => [row.id, row.status]));
    const stale = async () => (await pollAll()).filter((answer) => answer.status !== finalStatus.get(answer.taskId));
    await waitFor(async () => (await stale()).length === 0, 5_000, 'both API processes to answer the final states');

    const everyone = await db.select({ id: users.id }).from(users);
    for (const { id } of everyone) expect([id, await getBalance(db, id)]).toEqual([id, await ledgerSum(db, id)]);
  }, 60_000);
});
