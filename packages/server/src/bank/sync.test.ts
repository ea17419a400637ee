import { describe, expect, it } from 'vitest';

import { bankError } from '../providers/bank/bankProvider';
import type { BankProvider, SyncedTransaction, TransactionsSyncPage } from '../providers/bank/bankProvider';
import { MAX_SYNC_RESTARTS, SYNC_MUTATION_ERROR_CODE, syncAllChanges } from './sync';

const transaction = (id: string, amount = 10): SyncedTransaction => ({
  transaction_id: id,
  account_id: 'acc-1',
  date: '2026-05-01',
  name: `Shop ${id}`,
  merchant_name: null,
  category: ['Shops'],
  amount,
  pending: false,
  iso_currency_code: 'USD',
  pending_transaction_id: null,
});

const page = (changes: Partial<TransactionsSyncPage> & Pick<TransactionsSyncPage, 'nextCursor' | 'hasMore'>) => ({
  added: [],
  modified: [],
  removed: [],
  ...changes,
});

/** A provider whose transactionsSync answers from a script, keyed by the cursor it is called with. */
function scripted(pages: Record<string, () => TransactionsSyncPage>): BankProvider & { calls: (string | undefined)[] } {
  const calls: (string | undefined)[] = [];
  const fail = () => Promise.reject(new Error('not used'));
  return {
    kind: 'plaid',
    calls,
    createLinkToken: fail,
    exchangePublicToken: fail,
    getAccounts: fail,
    removeItem: fail,
    async syncTransactions(_accessToken, cursor) {
      calls.push(cursor);
      const next = pages[cursor ?? 'start'];
      if (next === undefined) throw new Error(`unexpected cursor ${cursor}`);
      return next();
    },
  };
}

describe('syncAllChanges', () => {
  it('follows next_cursor while has_more, folding added, modified and removed into the net change', async () => {
    const provider = scripted({
      start: () =>
        page({ added: [transaction('a'), transaction('b'), transaction('c')], nextCursor: 'c1', hasMore: true }),
      c1: () =>
        page({
          modified: [transaction('a', 12)],
          removed: [
            { transaction_id: 'b', account_id: 'acc-1' },
            { transaction_id: 'old', account_id: 'acc-1' },
          ],
          nextCursor: 'c2',
          hasMore: true,
        }),
      c2: () => page({ added: [transaction('d'), transaction('b', 30)], nextCursor: 'c3', hasMore: false }),
    });
    const changes = await syncAllChanges(provider, 'token', undefined);
    expect(provider.calls).toEqual([undefined, 'c1', 'c2']);
    expect(changes.cursor).toBe('c3');
    expect(changes.pages).toBe(3);
    expect(changes.upserts.map((t) => [t.transaction_id, t.amount])).toEqual([
      ['a', 12],
      ['c', 10],
      ['d', 10],
      ['b', 30],
    ]);
    expect(changes.removedIds).toEqual(['old']);
  });

  it('starts from the stored cursor and returns it unchanged when nothing happened', async () => {
    const provider = scripted({ stored: () => page({ nextCursor: 'stored', hasMore: false }) });
    expect(await syncAllChanges(provider, 'token', 'stored')).toEqual({
      upserts: [],
      removedIds: [],
      cursor: 'stored',
      pages: 1,
    });
  });

  it('restarts from the first cursor when the data changed during pagination, then gives up', async () => {
    let mutations = 1;
    const provider = scripted({
      stored: () => page({ added: [transaction('x')], nextCursor: 'p2', hasMore: true }),
      p2: () => {
        if (mutations > 0) {
          mutations -= 1;
          throw bankError(400, 'TRANSACTIONS_ERROR', SYNC_MUTATION_ERROR_CODE, 'changed during pagination');
        }
        return page({ added: [transaction('y')], nextCursor: 'p3', hasMore: false });
      },
    });
    const changes = await syncAllChanges(provider, 'token', 'stored');
    expect(provider.calls).toEqual(['stored', 'p2', 'stored', 'p2']);
    expect(changes.upserts.map((t) => t.transaction_id)).toEqual(['x', 'y']);

    mutations = Number.POSITIVE_INFINITY;
    provider.calls.length = 0;
    await expect(syncAllChanges(provider, 'token', 'stored')).rejects.toMatchObject({
      errorCode: SYNC_MUTATION_ERROR_CODE,
    });
    expect(provider.calls).toHaveLength(2 * (MAX_SYNC_RESTARTS + 1));
  });

  it('passes other provider errors on at once', async () => {
    const provider = scripted({
      start: () => {
        throw bankError(400, 'ITEM_ERROR', 'ITEM_LOGIN_REQUIRED', 'the login details of this item have changed');
      },
    });
    await expect(syncAllChanges(provider, 'token', undefined)).rejects.toMatchObject({
      errorCode: 'ITEM_LOGIN_REQUIRED',
    });
    expect(provider.calls).toEqual([undefined]);
  });
});
