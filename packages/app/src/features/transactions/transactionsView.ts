import type { Account, Transaction } from '@ledgerlight/contract';
import { ALL_ACCOUNTS_VALUE, transactionAccountLabel } from '@ledgerlight/ui';
import type { SelectOption, TransactionRow, TransactionsPaging } from '@ledgerlight/ui';

/**
 * Rows per /transactions page. The spec is silent (ADR 0007 decision 1); 25 matches the product's
 * other paged list (product 9, /credits history).
 */
export const TRANSACTIONS_PAGE_SIZE = 25;

export interface TransactionsFilter {
  /** Matched case-insensitively against name, merchant and every category entry. */
  query: string;
  /** An account id, or ALL_ACCOUNTS_VALUE for every account. */
  accountId: string;
}

/** Newest first by date; transactions of the same day keep the server's order. */
export function newestFirst(transactions: readonly Transaction[]): Transaction[] {
  return transactions
    .map((transaction, index) => ({ transaction, index }))
    .sort((a, b) =>
      a.transaction.date === b.transaction.date ? a.index - b.index : a.transaction.date < b.transaction.date ? 1 : -1,
    )
    .map((entry) => entry.transaction);
}

/** Whether a transaction's name, merchant or category contains the query (trimmed, any case). */
export function matchesQuery(transaction: Transaction, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  const haystack = [
    transaction.name,
    transaction.merchant_name ?? '',
    transaction.display_category ?? '',
    ...transaction.category,
  ];
  return haystack.some((text) => text.toLocaleLowerCase().includes(needle));
}

/** The transactions that match the search and the account filter, in their given order. */
export function filterTransactions(transactions: readonly Transaction[], filter: TransactionsFilter): Transaction[] {
  return transactions.filter(
    (transaction) =>
      (filter.accountId === ALL_ACCOUNTS_VALUE || transaction.account_id === filter.accountId) &&
      matchesQuery(transaction, filter.query),
  );
}

export interface Page<T> {
  items: T[];
  paging: TransactionsPaging;
}

/** One page of `items` (1-based, clamped to the pages there are), with "Showing start–end of total". */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number = TRANSACTIONS_PAGE_SIZE): Page<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pageCount);
  const offset = (current - 1) * pageSize;
  const pageItems = items.slice(offset, offset + pageSize);
  return {
    items: pageItems,
    paging: {
      page: current,
      pageCount,
      start: total === 0 ? 0 : offset + 1,
      end: offset + pageItems.length,
      total,
    },
  };
}

/** The search parameters of /transactions that hold its state (shareable, kept on reload). */
const TRANSACTIONS_PARAMS = { query: 'q', accountId: 'account', page: 'page' } as const;

export interface TransactionsUrlState {
  filter: TransactionsFilter;
  /** 1-based; pageOf clamps it to the pages there are. */
  page: number;
}

/** The search, account filter and page a /transactions URL holds; the defaults where it holds none. */
export function readTransactionsParams(params: URLSearchParams): TransactionsUrlState {
  const page = Number(params.get(TRANSACTIONS_PARAMS.page) ?? '1');
  return {
    filter: {
      query: params.get(TRANSACTIONS_PARAMS.query) ?? '',
      accountId: params.get(TRANSACTIONS_PARAMS.accountId) ?? ALL_ACCOUNTS_VALUE,
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The search parameters for a state, leaving out the defaults (an empty search, every account, page 1). */
export function transactionsParams({ filter, page }: TransactionsUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.query !== '') params.set(TRANSACTIONS_PARAMS.query, filter.query);
  if (filter.accountId !== ALL_ACCOUNTS_VALUE) params.set(TRANSACTIONS_PARAMS.accountId, filter.accountId);
  if (page > 1) params.set(TRANSACTIONS_PARAMS.page, String(page));
  return params;
}

/** The account filter's options: each account as "Name ••1234", in the server's order. */
export function accountOptions(accounts: readonly Account[]): SelectOption[] {
  return accounts.map((account) => ({ value: account.account_id, label: transactionAccountLabel(account) }));
}

/** A transaction as the table shows it: its first category, its account as "Name ••1234". */
export function toTransactionRow(transaction: Transaction, accountsById: ReadonlyMap<string, Account>): TransactionRow {
  const account = accountsById.get(transaction.account_id);
  return {
    id: transaction.transaction_id,
    date: transaction.date,
    name: transaction.name,
    merchantName: transaction.merchant_name ?? null,
    merchantKey: transaction.merchantKey ?? null,
    category: transaction.display_category ?? transaction.category[0] ?? '',
    amount: transaction.amount,
    pending: transaction.pending,
    account: transactionAccountLabel(account),
  };
}

export interface TransactionsView {
  rows: TransactionRow[];
  paging: TransactionsPaging;
}

/** Everything the table needs: filter, sort newest first, page, and shape the rows. */
export function transactionsView(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  filter: TransactionsFilter,
  page: number,
): TransactionsView {
  const accountsById = new Map(accounts.map((account) => [account.account_id, account]));
  const { items, paging } = pageOf(newestFirst(filterTransactions(transactions, filter)), page);
  return { rows: items.map((transaction) => toTransactionRow(transaction, accountsById)), paging };
}
