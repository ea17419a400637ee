import { ALL_ACCOUNTS_VALUE, TransactionCorrection, Transactions, calendarDay } from '@ledgerlight/ui';
import type { TransactionRow } from '@ledgerlight/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { useSaveCorrection } from '../../../corrections';
import { useTransactionsData } from '../../queries';
import {
  accountOptions,
  pageOf,
  readTransactionsParams,
  transactionsParams,
  transactionsView,
} from '../../transactionsView';
import type { TransactionsUrlState } from '../../transactionsView';

const NO_DATA = { transactions: [], accounts: [] } as const;

export interface TransactionsPageProps {
  /** The reference time for the days' headings ('Today', 'Yesterday'); now by default (stories fix it). */
  now?: Date;
}

/**
 * /transactions (ADR 0007 decision 1): the Recent Transactions list of every linked account, grouped
 * by day, with search, an account filter, a Pending tag and paging. Loads GET /api/plaid/transactions and the
 * accounts (product 7); a failure shows product 8's 'Failed to fetch data. Please try again later.'
 * Search, account and page live in the URL (?q=&account=&page=), so a reload or a shared link shows
 * the same page; typing replaces the history entry, choosing a page or account adds one. Each row
 * with a merchant key ends with its correction control (ADR 0040).
 */
export function TransactionsPage({ now }: TransactionsPageProps) {
  const { state, retry } = useTransactionsData();
  const [searchParams, setSearchParams] = useSearchParams();
  const { filter, page } = useMemo(() => readTransactionsParams(searchParams), [searchParams]);
  const data = state.status === 'ready' ? state.data : NO_DATA;
  const view = useMemo(() => transactionsView(data.transactions, data.accounts, filter, page), [data, filter, page]);
  const options = useMemo(() => accountOptions(data.accounts), [data]);
  const empty = pageOf([], 1).paging;
  const saveCorrection = useSaveCorrection();
  // A row's correction names its merchant by the engine's key (ADR 0040); a row without one has none.
  const renderRowAction = useCallback(
    (row: TransactionRow) =>
      row.merchantKey ? (
        <TransactionCorrection
          merchant={{ key: row.merchantKey, name: row.merchantName || row.name }}
          category={row.category}
          onSave={saveCorrection}
        />
      ) : null,
    [saveCorrection],
  );
  const go = useCallback(
    (next: TransactionsUrlState, replace = false) => setSearchParams(transactionsParams(next), { replace }),
    [setSearchParams],
  );

  return (
    <Transactions
      status={state.status}
      rows={view.rows}
      today={calendarDay(now ?? new Date())}
      totalCount={data.transactions.length}
      paging={state.status === 'ready' ? view.paging : empty}
      query={filter.query}
      accountId={filter.accountId}
      accounts={options}
      linkAccountTo={paths.linkAccount}
      onQueryChange={(query) => go({ filter: { ...filter, query }, page: 1 }, true)}
      onAccountChange={(accountId) => go({ filter: { ...filter, accountId }, page: 1 })}
      onPrevious={() => go({ filter, page: Math.max(1, view.paging.page - 1) })}
      onNext={() => go({ filter, page: Math.min(view.paging.pageCount, view.paging.page + 1) })}
      onPageChange={(next) => go({ filter, page: next })}
      onClearFilters={() => go({ filter: { query: '', accountId: ALL_ACCOUNTS_VALUE }, page: 1 })}
      onRetry={retry}
      renderRowAction={renderRowAction}
    />
  );
}
