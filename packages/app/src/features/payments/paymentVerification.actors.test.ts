import { describe, expect, it } from 'vitest';
import { recordingApi, runActor } from '../../lib/api/recordingApi.test-support';
import { paymentVerificationActors } from './paymentVerification.actors';

describe('the payment verification actors', () => {
  it('reads the balance and the payment session through the client', async () => {
    const { api, calls } = recordingApi({ balance: 7 });
    const actors = paymentVerificationActors(api);
    await expect(runActor(actors.readBalance)).resolves.toBe(7);
    await runActor(actors.verifyPayment, { sessionId: 'cs_1' });
    expect(calls).toEqual([
      ['creditBalance', {}],
      ['paymentStatus', { query: { session_id: 'cs_1' } }],
    ]);
  });
});
