import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import type { Api } from '../api/api';
import { createInMemoryIdentity } from '../auth/inMemoryIdentity.test-support';
import { authModalActors, creditHistoryActors, paymentVerificationActors, startAgentActors } from './provide';

/** A client that records each call and answers with `answer`. */
function recordingApi(answer: unknown) {
  const calls: [string, unknown][] = [];
  const call = vi.fn(async (key: string, request: unknown) => {
    calls.push([key, request]);
    return answer;
  });
  return { api: call as unknown as Api, calls };
}

const run = (logic: AnyActorLogic, input?: unknown) => toPromise(createActor(logic, { input }).start());

describe('the actors the app supplies to its machines', () => {
  it('asks for credit history pages of 25, after the cursor when there is one (product 7, 9)', async () => {
    const { api, calls } = recordingApi({ items: [] });
    const { fetchPage } = creditHistoryActors(api);
    await run(fetchPage, {});
    await run(fetchPage, { nextKey: 'cursor-2' });
    expect(calls).toEqual([
      ['creditHistory', { query: { limit: 25, nextKey: undefined } }],
      ['creditHistory', { query: { limit: 25, nextKey: 'cursor-2' } }],
    ]);
  });

  it('reads the balance and the payment session through the client', async () => {
    const { api, calls } = recordingApi({ balance: 7 });
    const actors = paymentVerificationActors(api);
    await expect(run(actors.readBalance)).resolves.toBe(7);
    await run(actors.verifyPayment, { sessionId: 'cs_1' });
    expect(calls).toEqual([
      ['creditBalance', {}],
      ['paymentStatus', { query: { session_id: 'cs_1' } }],
    ]);
  });

  it('posts the start body as given, with its Idempotency-Key', async () => {
    const { api, calls } = recordingApi({ taskId: 'task-1' });
    const body = { agent_type: 'fraud_detection', selectedAccounts: ['acc-1'] } as const;
    await expect(run(startAgentActors(api).initiate, { body, idempotencyKey: 'key-1' })).resolves.toEqual({
      taskId: 'task-1',
    });
    expect(calls).toEqual([['agentInitiate', { body, headers: { 'Idempotency-Key': 'key-1' } }]]);
  });

  it('runs the identity operations on the adapter it is given', async () => {
    const identity = createInMemoryIdentity({
      accounts: [{ email: 'ada@example.com', password: 'Correct-horse1', confirmed: true }],
    });
    const { signIn } = authModalActors(identity);
    await expect(run(signIn, { email: 'ada@example.com', password: 'Correct-horse1' })).resolves.toEqual({
      kind: 'signedIn',
    });
    await expect(run(signIn, { email: 'ada@example.com', password: 'wrong' })).rejects.toThrow();
  });
});
