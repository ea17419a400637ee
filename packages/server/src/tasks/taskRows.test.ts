import { once } from 'node:events';

import { PGlite } from '@electric-sql/pglite';
import { buildPath, endpoints } from '@ledgerlight/contract';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { createPostgresTestDatabase, POSTGRES_SKIP_REASON, TEST_DATABASE_URL } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { MIGRATIONS_FOLDER } from '../db/database';
import type { Db } from '../db/database';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import { buildServer } from '../server';
import type { LedgerlightServer } from '../server';
import { newUserWithAccounts, startTask } from '../worker/tasks.test-support';
import { TASK_CHANGED_CHANNEL, TASK_LISTENER_APPLICATION_NAME } from './taskChangeListener';
import type { TaskChangeListener } from './taskChangeListener';

/**
 * The task poll through the task cache on real PostgreSQL (ADR 0015, round three): rows are changed
 * from a connection of the test's own, as a worker process changes them, and each step waits for
 * the server's listener to report the change, never for a fixed time. A change written with
 * `session_replication_role = replica` fires no trigger and so notifies nobody: a poll that shows it
 * read the database, one that does not was answered from the cache.
 */

const AGENT = 'fraud_detection';
/** Long enough that the "down" steps run before the listener's first reconnection. */
const RETRY_MS = 2_000;

interface Task {
  readonly taskId: string;
  readonly userId: string;
  readonly token: string;
}

interface PollAnswer {
  readonly status: number;
  readonly body: { status?: string; statusText?: string | null; message?: string };
}

const testConfig = (identity: TestIdentity, extra: Record<string, string> = {}) =>
  loadConfig({
    AUTH_ISSUER: identity.issuer,
    AUTH_CLIENT_ID: identity.clientId,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...extra,
  });

describe.skipIf(TEST_DATABASE_URL === undefined)(
  TEST_DATABASE_URL === undefined
    ? `Task poll cache on PostgreSQL (${POSTGRES_SKIP_REASON})`
    : 'Task poll cache on PostgreSQL',
  // Servers, databases and notifications on a machine that a full run keeps busy: more than 5 s each.
  { timeout: 30_000 },
  () => {
    let testDb: TestDatabase;
    let db: Db;
    let identity: TestIdentity;
    let server: LedgerlightServer;
    let changes: TaskChangeListener;
    /** The "worker": a connection outside the server's pool and listener. */
    let writer: pg.Client;

    beforeAll(async () => {
      identity = await createTestIdentity();
      testDb = await createPostgresTestDatabase(TEST_DATABASE_URL ?? '', 4);
      const { database } = testDb;
      if (database.kind !== 'postgres') throw new Error('Expected PostgreSQL');
      db = database.db;
      server = await buildServer({
        config: testConfig(identity),
        database,
        keys: identity.keys,
        taskListenerTimings: { retryMs: RETRY_MS },
      });
      if (server.taskRows.changes === undefined) throw new Error('The task cache is off on PostgreSQL');
      changes = server.taskRows.changes;
      if (!changes.listening) await once(changes, 'listening');
      writer = new pg.Client({ connectionString: database.url });
      await writer.connect();
    }, 60_000);

    afterAll(async () => {
      await writer?.end();
      await server?.app.close();
      await testDb?.drop();
    });

    const newTask = async (): Promise<Task> => {
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 10 });
      const taskId = await startTask(db, userId, AGENT, accountIds);
      return { taskId, userId, token: await identity.idToken({ sub: userId }) };
    };

    const poll = async (task: Task, on: LedgerlightServer = server): Promise<PollAnswer> => {
      const response = await on.app.inject({
        method: 'GET',
        url: buildPath(endpoints.agentResult, { agentId: AGENT, taskId: task.taskId }),
        headers: { authorization: `Bearer ${task.token}` },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const statusTextOf = async (task: Task, on?: LedgerlightServer) => (await poll(task, on)).body.statusText;

    /** Resolves when the server's listener reports a change of taskId. */
    const heard = (taskId: string) =>
      new Promise<void>((resolve) => {
        const onChanged = (changed: string) => {
          if (changed !== taskId) return;
          changes.off('changed', onChanged);
          resolve();
        };
        changes.on('changed', onChanged);
      });

    /** A worker's write (the trigger notifies); resolves once the server has heard of it. */
    const workerWrite = async (taskId: string, statement: string, values: unknown[] = []) => {
      const notified = heard(taskId);
      await writer.query(statement, [taskId, ...values]);
      await notified;
    };

    /** Sets the status text without any notification. */
    const silentWrite = async (task: Task, statusText: string) => {
      await writer.query('BEGIN');
      await writer.query('SET LOCAL session_replication_role = replica');
      await writer.query('UPDATE agent_tasks SET status_text = $2 WHERE id = $1', [task.taskId, statusText]);
      await writer.query('COMMIT');
    };

    it("answers a waiting or running task's polls from memory, and its new state once a worker's change is notified", async () => {
      const task = await newTask();
      const first = await poll(task);
      expect([first.status, first.body.status]).toEqual([200, 'PENDING']);
      await silentWrite(task, 'unseen');
      expect(await statusTextOf(task)).toBe(first.body.statusText);

      await workerWrite(task.taskId, "UPDATE agent_tasks SET status = 'PROCESSING', status_text = $2 WHERE id = $1", [
        'Processing 3 transactions...',
      ]);
      expect((await poll(task)).body).toMatchObject({
        status: 'PROCESSING',
        statusText: 'Processing 3 transactions...',
      });
      await silentWrite(task, 'unseen again');
      expect(await statusTextOf(task)).toBe('Processing 3 transactions...');

      await workerWrite(
        task.taskId,
        'UPDATE agent_tasks SET status = \'FAILED\', status_text = $2, error_info = \'{"message":"refunded"}\' WHERE id = $1',
        ['Analysis failed.'],
      );
      expect((await poll(task)).body).toMatchObject({ status: 'FAILED', statusText: 'Analysis failed.' });
      // A finished task is read from the database every time.
      await silentWrite(task, 'read from the database');
      expect(await statusTextOf(task)).toBe('read from the database');
    });

    it("answers 'not yours' (403, as for a task that never was) once a task's deletion is notified, a user's cascade included", async () => {
      const deleted = await newTask();
      expect((await poll(deleted)).status).toBe(200);
      await workerWrite(deleted.taskId, 'DELETE FROM agent_tasks WHERE id = $1');
      expect((await poll(deleted)).status).toBe(403);

      const cascaded = await newTask();
      expect((await poll(cascaded)).status).toBe(200);
      const notified = heard(cascaded.taskId);
      await writer.query('DELETE FROM users WHERE id = $1', [cascaded.userId]);
      await notified;
      expect((await poll(cascaded)).status).toBe(403);
    });

    it('never keeps "not found": a task created after a 403 is found at once', async () => {
      const { userId, accountIds } = await newUserWithAccounts(db, { accounts: 1, credits: 0 });
      const task: Task = { taskId: crypto.randomUUID(), userId, token: await identity.idToken({ sub: userId }) };
      expect((await poll(task)).status).toBe(403);
      await writer.query(
        'INSERT INTO agent_tasks (id, user_id, agent_id, selected_accounts, cost) VALUES ($1, $2, $3, $4, 0)',
        [task.taskId, userId, AGENT, accountIds],
      );
      expect((await poll(task)).body.status).toBe('PENDING');
    });

    it('reads the database as soon as its listener is cut off, and caches again once it listens', async () => {
      const task = await newTask();
      await poll(task);
      await silentWrite(task, 'cached?');
      expect(await statusTextOf(task)).not.toBe('cached?');

      const down = once(changes, 'down');
      const { rows } = await writer.query<{ terminated: boolean }>(
        'SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [TASK_LISTENER_APPLICATION_NAME],
      );
      expect(rows).toEqual([{ terminated: true }]);
      await down;
      // A change the cut-off listener could not hear of, and polls while it is away: all from the database.
      expect(await statusTextOf(task)).toBe('cached?');
      await silentWrite(task, 'while down');
      expect(await statusTextOf(task)).toBe('while down');
      expect(changes.listening).toBe(false);

      await once(changes, 'listening');
      expect(await statusTextOf(task)).toBe('while down');
      await silentWrite(task, 'cached again?');
      expect(await statusTextOf(task)).toBe('while down');
    });

    it('reads the database on every poll with TASK_CACHE=false', async () => {
      const uncached = await buildServer({
        config: testConfig(identity, { TASK_CACHE: 'false' }),
        database: testDb.database,
        keys: identity.keys,
      });
      try {
        expect(uncached.taskRows.changes).toBeUndefined();
        const task = await newTask();
        await poll(task, uncached);
        await silentWrite(task, 'read from the database');
        expect(await statusTextOf(task, uncached)).toBe('read from the database');
      } finally {
        await uncached.app.close();
      }
    });
  },
);

describe('Task change notifications on PGlite', () => {
  it('the migration notifies each change and deletion of a task, not its creation', async () => {
    const client = await PGlite.create();
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      const payloads: string[] = [];
      const waiting: (() => void)[] = [];
      await client.listen(TASK_CHANGED_CHANNEL, (payload) => {
        payloads.push(payload);
        waiting.shift()?.();
      });
      const next = () => new Promise<void>((resolve) => waiting.push(resolve));
      await client.query("INSERT INTO users (id) VALUES ('u1')");
      await client.query(
        "INSERT INTO agent_tasks (id, user_id, agent_id, selected_accounts, cost) VALUES ('t1', 'u1', 'fraud_detection', '{}', 0)",
      );
      let arrived = next();
      await client.query("UPDATE agent_tasks SET status = 'PROCESSING' WHERE id = 't1'");
      await arrived;
      arrived = next();
      await client.query("DELETE FROM users WHERE id = 'u1'");
      await arrived;
      expect(payloads).toEqual(['t1', 't1']);
    } finally {
      await client.close();
    }
    // PGlite's start and the migrations take seconds on a loaded machine (5 s timed out once in a full run).
  }, 60_000);

  it('has no listener: polls read the database', async () => {
    const identity = await createTestIdentity();
    const server = await buildServer({ config: testConfig(identity), keys: identity.keys });
    try {
      expect([server.database.kind, server.taskRows.changes]).toEqual(['pglite', undefined]);
    } finally {
      await server.app.close();
    }
  }, 60_000);
});
