import { ALL_ACCOUNTS_VALUE, Transactions } from '@ledgerlight/ui';
import { useMemo, useState } from 'react';
import { paths } from '../../routes/paths';
import { useTransactionsData } from '../../transactions/transactionsData';
import { accountOptions, pageOf, transactionsView } from '../../transactions/transactionsView';
import type { TransactionsFilter } from '../../transactions/transactionsView';

const NO_DATA = { transactions: [], accounts: [] } as const;

/**
 * /transactions (ADR 0007 decision 1): the Recent Transactions table of every linked account, with
 * search, an account filter, a Pending badge and paging. Loads GET /api/plaid/transactions and the
 * accounts (spec 7); a failure shows spec 8's 'Failed to fetch data. Please try again later.'
 */
export function TransactionsPage() {
  const { state, retry } = useTransactionsData();
  const [filter, setFilter] = useState<TransactionsFilter>({ query: '', accountId: ALL_ACCOUNTS_VALUE });
  const [page, setPage] = useState(1);
  const data = state.status === 'ready' ? state.data : NO_DATA;
  const view = useMemo(() => transactionsView(data.transactions, data.accounts, filter, page), [data, filter, page]);
  const options = useMemo(() => accountOptions(data.accounts), [data]);
  const empty = pageOf([], 1).paging;

  return (
    <Transactions
      status={state.status}
      rows={view.rows}
      totalCount={data.transactions.length}
      paging={state.status === 'ready' ? view.paging : empty}
      query={filter.query}
      accountId={filter.accountId}
      accounts={options}
      linkAccountTo={paths.linkAccount}
      onQueryChange={(query) => {
        setFilter((current) => ({ ...current, query }));
        setPage(1);
      }}
      onAccountChange={(accountId) => {
        setFilter((current) => ({ ...current, accountId }));
        setPage(1);
      }}
      onPrevious={() => setPage(Math.max(1, view.paging.page - 1))}
      onNext={() => setPage(Math.min(view.paging.pageCount, view.paging.page + 1))}
      onRetry={retry}
    />
  );
}
