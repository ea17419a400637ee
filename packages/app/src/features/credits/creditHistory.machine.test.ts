import type { CreditHistoryResponse, CreditLedgerItem } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { appendEntries, creditHistoryMachine } from './creditHistory.machine';
import type { CreditHistoryPageInput } from './creditHistory.machine';

const entry = (id: string): CreditLedgerItem => ({
  id,
  type: 'usage',
  description: `Entry ${id}`,
  amount: -1,
  createdAt: '2026-11-20T15:00:00.000Z',
});

/** A page fetcher the test settles by hand, recording each request. */
function controlledFetch() {
  const calls: CreditHistoryPageInput[] = [];
  let settle: { resolve: (page: CreditHistoryResponse) => void; reject: (reason: unknown) => void } | undefined;
  const actor = fromPromise<CreditHistoryResponse, CreditHistoryPageInput>(
    ({ input }) =>
      new Promise<CreditHistoryResponse>((resolve, reject) => {
        calls.push(input);
        settle = { resolve, reject };
      }),
  );
  return {
    actor,
    calls,
    answer: (page: CreditHistoryResponse) => settle?.resolve(page),
    fail: () => settle?.reject(new Error('Request failed with status code 500')),
  };
}

function start() {
  const fetch = controlledFetch();
  const actor = createActor(creditHistoryMachine.provide({ actors: { fetchPage: fetch.actor } })).start();
  return { fetch, actor };
}

describe('appendEntries', () => {
  it('appends in order and drops ids already loaded or repeated', () => {
    const result = appendEntries([entry('a'), entry('b')], [entry('b'), entry('c'), entry('c'), entry('d')]);
    expect(result.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('creditHistoryMachine', () => {
  it('asks for the first page without a cursor and shows it', async () => {
    const { fetch, actor } = start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(fetch.calls).toEqual([{}]);
    fetch.answer({ items: [entry('a'), entry('b')], nextKey: 'k1' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context).toEqual({ entries: [entry('a'), entry('b')], nextKey: 'k1' });
  });

  it('Load More passes nextKey, appends without duplicates, and stops at the last page', async () => {
    const { fetch, actor } = start();
    fetch.answer({ items: [entry('a'), entry('b')], nextKey: 'k1' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'LOAD_MORE' });
    expect(fetch.calls).toEqual([{}, { nextKey: 'k1' }]);
    fetch.answer({ items: [entry('b'), entry('c')] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.entries.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(actor.getSnapshot().context.nextKey).toBeUndefined();
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(fetch.calls).toHaveLength(2);
  });

  it('a failed first page fails; RETRY asks again', async () => {
    const { fetch, actor } = start();
    fetch.fail();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    fetch.answer({ items: [] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(fetch.calls).toEqual([{}, {}]);
    expect(actor.getSnapshot().context.entries).toEqual([]);
  });

  it('a failed Load More keeps the rows; retrying asks for the same page', async () => {
    const { fetch, actor } = start();
    fetch.answer({ items: [entry('a')], nextKey: 'k1' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'LOAD_MORE' });
    fetch.fail();
    await waitFor(actor, (snapshot) => snapshot.matches('loadMoreFailed'));
    expect(actor.getSnapshot().context).toEqual({ entries: [entry('a')], nextKey: 'k1' });
    actor.send({ type: 'RETRY' });
    expect(fetch.calls).toEqual([{}, { nextKey: 'k1' }, { nextKey: 'k1' }]);
    fetch.answer({ items: [entry('b')], nextKey: 'k2' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.entries.map((item) => item.id)).toEqual(['a', 'b']);
  });
});
