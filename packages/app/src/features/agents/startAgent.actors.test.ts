import { describe, expect, it } from 'vitest';
import { recordingApi, runActor } from '../../lib/api/recordingApi.test-support';
import { startAgentActors } from './startAgent.actors';

describe('the start flow actors', () => {
  it('posts the start body as given, with its Idempotency-Key', async () => {
    const { api, calls } = recordingApi({ taskId: 'task-1' });
    const body = { agent_type: 'fraud_detection', selectedAccounts: ['acc-1'] } as const;
    await expect(runActor(startAgentActors(api).initiate, { body, idempotencyKey: 'key-1' })).resolves.toEqual({
      taskId: 'task-1',
    });
    expect(calls).toEqual([['agentInitiate', { body, headers: { 'Idempotency-Key': 'key-1' } }]]);
  });
});
