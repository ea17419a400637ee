import { describe, expect, it } from 'vitest';
import { runActor } from '../../lib/api/recordingApi.test-support';
import { authModalActors } from './authModal.actors';
import { createInMemoryIdentity } from './inMemoryIdentity.test-support';

describe('the auth modal actors', () => {
  it('runs the identity operations on the adapter it is given', async () => {
    const identity = createInMemoryIdentity({
      accounts: [{ email: 'ada@example.com', password: 'Correct-horse1', confirmed: true }],
    });
    const { signIn } = authModalActors(identity);
    await expect(runActor(signIn, { email: 'ada@example.com', password: 'Correct-horse1' })).resolves.toEqual({
      kind: 'signedIn',
    });
    await expect(runActor(signIn, { email: 'ada@example.com', password: 'wrong' })).rejects.toThrow();
  });
});
