import {
  AGENT_IDS,
  ANALYSIS_NOT_FOUND_MESSAGE,
  buildPath,
  endpoints,
  FORBIDDEN_ANALYSIS_MESSAGE,
} from '@ledgerlight/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { POSTGRES_SKIP_REASON, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { creditLedgerEntries } from '../db/schema';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import type { LedgerlightServer } from '../server';
import {
  ALL_ENDPOINT_KEYS,
  ALL_ENDPOINTS,
  buildFullServer,
  createWorld,
  databaseDigest,
  samplesFor,
  send,
  urlOf,
} from './hardening.test-support';
import type { AnyEndpointKey, RequestSample, World } from './hardening.test-support';

/**
 * ADR 0011, authorization matrix for agent tasks (items and payment sessions are in plaid.test.ts and
 * payments.test.ts): user B gets 403 or 404 and none of user A's data for each of A's tasks, in every
 * state and under every agent; B's lists and every read of the contract never carry an id of A; and a
 * support request naming A's task is refused (ADR 0008: 403) and stores nothing.
 */

for (const backend of TEST_BACKENDS) {
  const title = backend.available
    ? `Authorization of tasks (${backend.name})`
    : `Authorization of tasks (${backend.name}, ${POSTGRES_SKIP_REASON})`;

  describe.skipIf(!backend.available)(title, () => {
    let testDb: TestDatabase;
    let identity: TestIdentity;
    let server: LedgerlightServer;
    let world: World;
    let samples: Record<AnyEndpointKey, RequestSample>;
    /** Every id of A's that B could learn something from. */
    let aIds: string[];

    beforeAll(async () => {
      identity = await createTestIdentity();
      testDb = await backend.open();
      server = await buildFullServer(identity, testDb.database);
      world = await createWorld(server, identity);
      samples = samplesFor(world);
      const ledger = await server.database.db
        .select({ id: creditLedgerEntries.id })
        .from(creditLedgerEntries)
        .where(eq(creditLedgerEntries.userId, world.a.sub));
      aIds = [
        world.a.sub,
        ...Object.values(world.aTasks).map((task) => task.taskId),
        ...world.aAccounts,
        world.aItemId,
        world.aPaymentSessionId,
        world.aCorrectionId,
        ...ledger.map((entry) => entry.id),
      ];
    }, 120_000);

    afterAll(async () => {
      await server?.app.close();
      await testDb?.drop();
    });

    const leaked = (text: string) => aIds.filter((id) => text.includes(id));

    it("gives B 403 and no data for each of A's tasks, in every state and under every agent", async () => {
      const before = await databaseDigest(server.database.db);
      for (const [state, task] of Object.entries(world.aTasks)) {
        const { taskId } = task;
        const own = await send(server, 'GET', buildPath(endpoints.agentResult, task), { token: world.a.token });
        expect([state, own.status]).toEqual([state, 200]);
        for (const agentId of AGENT_IDS) {
          const response = await send(server, 'GET', buildPath(endpoints.agentResult, { agentId, taskId }), {
            token: world.b.token,
          });
          expect({ state, agentId, status: response.status, body: response.json }).toEqual({
            state,
            agentId,
            status: 403,
            body: { error: 'Forbidden', message: FORBIDDEN_ANALYSIS_MESSAGE },
          });
        }
      }
      // ADR 0021: ids that exist nowhere, or look like A's, get the very answer
      // A's own ids get, so that B cannot tell which ids exist.
      const { taskId: completed } = world.aTasks.completed;
      for (const taskId of [
        completed.toUpperCase(),
        ` ${completed}`,
        `${completed}x`,
        '00000000-0000-4000-8000-000000000000',
        crypto.randomUUID(),
      ]) {
        const response = await send(
          server,
          'GET',
          buildPath(endpoints.agentResult, { agentId: 'fraud_detection', taskId }),
          {
            token: world.b.token,
          },
        );
        expect([taskId, response.status, response.json]).toEqual([
          taskId,
          403,
          { error: 'Forbidden', message: FORBIDDEN_ANALYSIS_MESSAGE },
        ]);
      }
      // The owner alone learns that a task of theirs is under another agent.
      const misfiled = await send(
        server,
        'GET',
        buildPath(endpoints.agentResult, { agentId: 'budget_builder', taskId: completed }),
        { token: world.a.token },
      );
      expect([misfiled.status, misfiled.json]).toEqual([
        404,
        { error: 'Not Found', message: ANALYSIS_NOT_FOUND_MESSAGE },
      ]);
      expect(await databaseDigest(server.database.db)).toEqual(before);
    });

    it("never shows B an id of A's in any read of the contract", async () => {
      const reads: string[] = [];
      for (const key of ALL_ENDPOINT_KEYS) {
        const endpoint = ALL_ENDPOINTS[key];
        if (endpoint.method !== 'get') continue;
        // Task lists of every agent, as long as they go; the other reads with A's ids where they take one.
        const requests =
          key === 'agentTasks'
            ? AGENT_IDS.map((agentId) => urlOf(endpoint, { params: { agentId }, query: { limit: '100' } }))
            : key === 'creditHistory' || key === 'creditTransactions'
              ? [urlOf(endpoint, { query: { limit: '100' } })]
              : [urlOf(endpoint, samples[key])];
        for (const url of requests) {
          const response = await send(server, 'GET', url, { token: world.b.token });
          expect([url, response.status < 500]).toEqual([url, true]);
          expect([url, leaked(response.text)]).toEqual([url, []]);
          reads.push(url);
        }
      }
      expect(reads).toContain(buildPath(endpoints.agentTasks, { agentId: 'fraud_detection' }) + '?limit=100');
      // The same reads as A do carry A's ids: the check above can see them.
      const aList = await send(server, 'GET', '/api/agent/fraud_detection/tasks?limit=100', { token: world.a.token });
      expect(aList.text).toContain(world.aTasks.completed.taskId);
      const aHistory = await send(server, 'GET', '/api/credits?limit=100', { token: world.a.token });
      expect(leaked(aHistory.text).length).toBeGreaterThan(0);
    });

    it("refuses B's support request about each of A's tasks with 403, storing nothing", async () => {
      const before = await databaseDigest(server.database.db);
      for (const { taskId } of Object.values(world.aTasks)) {
        for (const analysisId of [taskId, `  ${taskId}  `]) {
          const response = await send(server, 'POST', buildPath(endpoints.support), {
            token: world.b.token,
            body: { analysisId, category: 'refund request', description: 'Please refund this analysis.' },
          });
          expect([analysisId, response.status]).toEqual([analysisId, 403]);
          expect(response.json).toEqual({ error: 'Forbidden', message: expect.stringContaining('body.analysisId') });
          expect(leaked(response.text)).toEqual([]);
        }
      }
      // ADR 0021: a task id that exists nowhere gets the same answer as A's.
      for (const analysisId of ['00000000-0000-4000-8000-000000000000', crypto.randomUUID()]) {
        const response = await send(server, 'POST', buildPath(endpoints.support), {
          token: world.b.token,
          body: { analysisId, category: 'refund request', description: 'Please refund this analysis.' },
        });
        expect([analysisId, response.status, response.json]).toEqual([
          analysisId,
          403,
          { error: 'Forbidden', message: `body.analysisId: ${FORBIDDEN_ANALYSIS_MESSAGE}` },
        ]);
      }
      expect(await databaseDigest(server.database.db)).toEqual(before);
      const own = await send(server, 'POST', buildPath(endpoints.support), {
        token: world.a.token,
        body: { analysisId: world.aTasks.failed.taskId, category: 'refund request', description: 'Please check.' },
      });
      expect(own.status).toBe(200);
    });
  });
}
