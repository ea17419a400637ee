import { BankProviderError } from '../providers/bank/bankProvider';
import type { BankProvider, SyncedTransaction } from '../providers/bank/bankProvider';

/**
 * Pulling an item's transaction changes with Plaid's /transactions/sync protocol: call with the
 * stored cursor, apply added, modified and removed, and call again with next_cursor while has_more is
 * true. The cursor is stored only with the changes it covers (the caller writes both in one
 * transaction), so an interrupted sync simply starts again from the stored cursor.
 */

/** Plaid's error when the item's data changed between pages: restart from the first cursor. */
export const SYNC_MUTATION_ERROR_CODE = 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION';

/** Restarts after SYNC_MUTATION_ERROR_CODE before giving up. */
export const MAX_SYNC_RESTARTS = 3;

/** Pages of one sync before giving up (a provider that never stops reporting has_more). */
const MAX_SYNC_PAGES = 1_000;

/** The net effect of every page since a cursor. */
export interface SyncedChanges {
  /** Transactions to insert or update, the latest version of each, in the order first seen. */
  readonly upserts: readonly SyncedTransaction[];
  /** Transactions to delete; none of them is in `upserts`. */
  readonly removedIds: readonly string[];
  /** The cursor after the last page: store it with the changes. */
  readonly cursor: string;
  readonly pages: number;
}

/**
 * Every change since `cursor` (the whole history when undefined), folded into what to upsert and
 * what to delete.
 * @throws BankProviderError from the provider (after MAX_SYNC_RESTARTS restarts for mutations).
 */
export async function syncAllChanges(
  provider: BankProvider,
  accessToken: string,
  cursor: string | undefined,
): Promise<SyncedChanges> {
  for (let restart = 0; ; restart += 1) {
    try {
      return await syncOnce(provider, accessToken, cursor);
    } catch (error) {
      const mutated = error instanceof BankProviderError && error.errorCode === SYNC_MUTATION_ERROR_CODE;
      if (!mutated || restart >= MAX_SYNC_RESTARTS) throw error;
    }
  }
}

async function syncOnce(
  provider: BankProvider,
  accessToken: string,
  cursor: string | undefined,
): Promise<SyncedChanges> {
  const upserts = new Map<string, SyncedTransaction>();
  const removed = new Set<string>();
  let next = cursor;
  for (let pages = 1; pages <= MAX_SYNC_PAGES; pages += 1) {
    const page = await provider.syncTransactions(accessToken, next);
    for (const transaction of [...page.added, ...page.modified]) {
      upserts.set(transaction.transaction_id, transaction);
      removed.delete(transaction.transaction_id);
    }
    for (const { transaction_id } of page.removed) {
      upserts.delete(transaction_id);
      removed.add(transaction_id);
    }
    next = page.nextCursor;
    if (!page.hasMore) return { upserts: [...upserts.values()], removedIds: [...removed], cursor: next, pages };
  }
  throw new Error(`transactions sync did not finish within ${MAX_SYNC_PAGES} pages`);
}
