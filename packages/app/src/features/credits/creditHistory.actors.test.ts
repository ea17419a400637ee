import { describe, expect, it } from 'vitest';
import { recordingApi, runActor } from '../../lib/api/recordingApi.test-support';
import { creditHistoryActors } from './creditHistory.actors';

describe('the credit history actors', () => {
  it('asks for credit history pages of 25, after the cursor when there is one (product 7, 9)', async () => {
    const { api, calls } = recordingApi({ items: [] });
    const { fetchPage } = creditHistoryActors(api);
    await runActor(fetchPage, {});
    await runActor(fetchPage, { nextKey: 'cursor-2' });
    expect(calls).toEqual([
      ['creditHistory', { query: { limit: 25, nextKey: undefined } }],
      ['creditHistory', { query: { limit: 25, nextKey: 'cursor-2' } }],
    ]);
  });
});
