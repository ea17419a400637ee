import type { CreditHistoryResponse, CreditLedgerItem } from '@ledgerlight/contract';
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { notProvided } from '../../lib/machines/notProvided';

export interface CreditHistoryContext {
  /** Every entry loaded so far, in the server's order (newest first), each id once. */
  entries: CreditLedgerItem[];
  /** The cursor of the next page; undefined once the last page is in. */
  nextKey: string | undefined;
}

export type CreditHistoryEvent = { type: 'LOAD_MORE' } | { type: 'RETRY' };

/** Which page to ask for: the first (no cursor) or the one after `nextKey`. */
export interface CreditHistoryPageInput {
  nextKey?: string;
}

/** `loaded` followed by the entries of `page` not already in it: Load More appends, never duplicates. */
export function appendEntries(
  loaded: readonly CreditLedgerItem[],
  page: readonly CreditLedgerItem[],
): CreditLedgerItem[] {
  const seen = new Set(loaded.map((entry) => entry.id));
  const fresh = page.filter((entry) => {
    if (seen.has(entry.id)) return false;
    seen.add(entry.id);
    return true;
  });
  return [...loaded, ...fresh];
}

/**
 * The /credits history (product 2, 7): the first page, then Load More a page at a time.
 *
 * - loading: the first page is on its way. Failure -> failed ('Failed to load credits', product 8);
 *   RETRY asks again.
 * - ready: the rows are in; LOAD_MORE (only while a nextKey remains) -> loadingMore.
 * - loadingMore (tag `busy`): the next page is on its way; its entries are appended without
 *   duplicates. A failure keeps every loaded row -> loadMoreFailed, where LOAD_MORE or RETRY asks
 *   for the same page again.
 *
 * The request is the `fetchPage` actor (GET /api/credits?limit=25&nextKey=...), supplied with
 * `.provide({ actors })`: by the app from creditHistory.actors.ts, by tests as fakes.
 */
export const creditHistoryMachine = setup({
  types: {
    context: {} as CreditHistoryContext,
    events: {} as CreditHistoryEvent,
    tags: {} as 'busy',
  },
  actors: {
    fetchPage: notProvided<CreditHistoryResponse, CreditHistoryPageInput>('fetchPage'),
  },
  actions: {
    appendPage: assign(({ context }, params: { page: CreditHistoryResponse }) => ({
      entries: appendEntries(context.entries, params.page.items),
      nextKey: params.page.nextKey,
    })),
  },
  guards: {
    hasMore: ({ context }) => context.nextKey !== undefined,
  },
}).createMachine({
  id: 'creditHistory',
  context: { entries: [], nextKey: undefined },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchPage',
        input: {},
        onDone: { target: 'ready', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading' } },
    },
    ready: {
      on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ nextKey: context.nextKey }),
        onDone: { target: 'ready', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'loadMoreFailed' },
      },
    },
    loadMoreFailed: {
      on: {
        LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' },
        RETRY: { guard: 'hasMore', target: 'loadingMore' },
      },
    },
  },
});

export type CreditHistorySnapshot = SnapshotFrom<typeof creditHistoryMachine>;
