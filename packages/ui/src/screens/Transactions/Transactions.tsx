import { useEffect, useRef } from 'react';
import { accountNameWithMask, formatDate, formatUsd } from '../../format/format';
import { visuallyHidden } from '../../theme/utilities.css';
import { Alert } from '../../components/Alert/Alert';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Select } from '../../components/Select/Select';
import type { SelectOption } from '../../components/Select/Select';
import { Spinner } from '../../components/Spinner/Spinner';
import { Table } from '../../components/Table/Table';
import type { TableColumn } from '../../components/Table/Table';
import { TextField } from '../../components/TextField/TextField';
import * as styles from './Transactions.css';

/** Product 8, screen errors: the transactions (or their accounts) could not be loaded. */
export const TRANSACTIONS_FETCH_FAILED_MESSAGE = 'Failed to fetch data. Please try again later.';
/** The account filter's first option: every account. */
export const ALL_ACCOUNTS_LABEL = 'All accounts';
/** The account filter's value for every account. */
export const ALL_ACCOUNTS_VALUE = '';

export const transactionsScreenStatuses = ['loading', 'error', 'ready'] as const;
export type TransactionsScreenStatus = (typeof transactionsScreenStatuses)[number];

/** One transaction as the table shows it. */
export interface TransactionRow {
  id: string;
  /** The posting date, 'YYYY-MM-DD' (product 3). */
  date: string;
  name: string;
  merchantName?: string | null;
  /** The first entry of the category path, or '' when there is none (product 3). */
  category: string;
  /** Plaid's convention (product 3): positive is money out of the account, negative is money in. */
  amount: number;
  pending: boolean;
  /** "Name ••1234" (the bank's mask), or 'Unknown account' when the account is not known. */
  account: string;
}

/** An account no longer among the linked ones. */
export const UNKNOWN_ACCOUNT_LABEL = 'Unknown account';

/** A bank account as the filter and the table show it: "Name ••1234", with the bank's mask (ADR 0023). */
export function transactionAccountLabel(account: { name: string; mask?: string | null } | undefined): string {
  return account ? accountNameWithMask(account) : UNKNOWN_ACCOUNT_LABEL;
}

/** Money out reads as a debit ('-$12.50'), money in as a credit ('+$12.50'); zero has no sign. */
export function transactionAmountText(amount: number): string {
  const text = formatUsd(Math.abs(amount));
  if (formatUsd(amount) === formatUsd(0)) return text;
  return amount > 0 ? `-${text}` : `+${text}`;
}

export interface TransactionsPaging {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** 1-based index of the first row shown, 0 when none. */
  start: number;
  /** 1-based index of the last row shown. */
  end: number;
  /** Rows that match the search and filter. */
  total: number;
}

export interface TransactionsProps {
  status: TransactionsScreenStatus;
  /** The rows of the current page, newest first. */
  rows: readonly TransactionRow[];
  /** How many transactions there are before search and filter; 0 shows the link-an-account state. */
  totalCount: number;
  paging: TransactionsPaging;
  query: string;
  /** The chosen account id, or ALL_ACCOUNTS_VALUE. */
  accountId: string;
  /** Each linked account: `value` its id, `label` "Name ••1234". */
  accounts: readonly SelectOption[];
  /** Where the no-transactions state sends the user to link a bank. */
  linkAccountTo: string;
  onQueryChange: (query: string) => void;
  onAccountChange: (accountId: string) => void;
  onPrevious: () => void;
  onNext: () => void;
  /** A page chosen in the page list (80 pages had only Previous and Next). */
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

/** The page list's choices: 'Page 3 of 80'. */
export function pageOptions(pageCount: number): SelectOption[] {
  return Array.from({ length: pageCount }, (_, index) => ({
    value: String(index + 1),
    label: `Page ${index + 1} of ${pageCount}`,
  }));
}

function Amount({ amount }: { amount: number }) {
  const text = transactionAmountText(amount);
  const zero = text === formatUsd(0);
  const direction = amount < 0 && !zero ? 'in' : 'out';
  const label = zero ? text : `${formatUsd(Math.abs(amount))} ${direction === 'in' ? 'money in' : 'money out'}`;
  return (
    <span className={styles.amount[direction]}>
      <span aria-hidden="true">{text}</span>
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}

const columns: readonly TableColumn<TransactionRow>[] = [
  {
    id: 'date',
    header: 'Date',
    // Dates are calendar days, not instants: read them in UTC so no time zone moves them.
    cell: (row) => formatDate(row.date, { timeZone: 'UTC' }),
  },
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    // The clean merchant name leads; the bank's raw descriptor follows, small, for matching a statement.
    cell: (row) => (
      <span className={styles.nameCell}>
        <span>{row.merchantName || row.name}</span>
        {row.merchantName && row.merchantName !== row.name ? (
          <span className={styles.descriptor}>
            <span className={visuallyHidden}>Bank description: </span>
            {row.name}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'category',
    header: 'Category',
    cell: (row) =>
      row.category ? (
        row.category
      ) : (
        <span className={styles.muted}>
          <span aria-hidden="true">—</span>
          <span className={visuallyHidden}>Uncategorized</span>
        </span>
      ),
  },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => <Amount amount={row.amount} /> },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (row.pending ? <Badge tone="warning">Pending</Badge> : <span className={styles.muted}>Posted</span>),
  },
  { id: 'account', header: 'Account', cell: (row) => row.account },
];

/**
 * /transactions (ADR 0007 decision 1): the Recent Transactions table, with a search box (name,
 * merchant, category), an account filter, a Pending badge and paging. Amounts follow the user's
 * terms: money out is a debit ('-$12.50'), money in a credit ('+$12.50'), and each says so in words
 * to assistive technology. Props in, events out; the app filters and pages.
 */
export function Transactions({
  status,
  rows,
  totalCount,
  paging,
  query,
  accountId,
  accounts,
  linkAccountTo,
  onQueryChange,
  onAccountChange,
  onPrevious,
  onNext,
  onPageChange,
  onRetry,
}: TransactionsProps) {
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const lastMove = useRef<'previous' | 'next' | null>(null);
  const hasPrevious = paging.page > 1;
  const hasNext = paging.page < paging.pageCount;

  // The pressed button can become disabled (first or last page): keep focus on the pager.
  useEffect(() => {
    const move = lastMove.current;
    lastMove.current = null;
    if (move === 'next' && !hasNext) previousRef.current?.focus();
    if (move === 'previous' && !hasPrevious) nextRef.current?.focus();
  }, [paging.page, hasNext, hasPrevious]);

  const header = (
    <PageHeader title="Recent Transactions" description="Every transaction from your linked accounts, newest first." />
  );

  if (status === 'loading') {
    return (
      <div className={styles.page} aria-busy="true">
        {header}
        <div className={styles.loading}>
          <Spinner size="large" label="Loading transactions" />
        </div>
      </div>
    );
  }

  if (status === 'error') {
    return (
      <div className={styles.page}>
        {header}
        <Alert
          tone="error"
          className={styles.message}
          actions={
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          {TRANSACTIONS_FETCH_FAILED_MESSAGE}
        </Alert>
      </div>
    );
  }

  if (totalCount === 0) {
    return (
      <div className={styles.page}>
        {header}
        <EmptyState
          bordered
          icon="bank"
          titleAs="h2"
          title="No transactions yet"
          description="Link a bank account and its recent transactions will be listed here."
          action={
            <Link variant="primary" to={linkAccountTo}>
              Link an account
            </Link>
          }
        />
      </div>
    );
  }

  const accountOptions: SelectOption[] = [{ value: ALL_ACCOUNTS_VALUE, label: ALL_ACCOUNTS_LABEL }, ...accounts];
  const range =
    paging.total === 0 ? 'No matching transactions' : `Showing ${paging.start}–${paging.end} of ${paging.total}`;

  return (
    <div className={styles.page}>
      {header}
      <Card padding="large">
        <div className={styles.filters} role="search" aria-label="Filter transactions">
          <TextField
            type="search"
            label="Search"
            hint="Name, merchant or category"
            value={query}
            leadingIcon={<Icon name="search" size="small" />}
            fieldClassName={styles.filterField}
            autoComplete="off"
            onChange={(event) => onQueryChange(event.target.value)}
          />
          <Select
            label="Account"
            options={accountOptions}
            value={accountId}
            fieldClassName={styles.filterField}
            onChange={(event) => onAccountChange(event.target.value)}
          />
        </div>
      </Card>
      <Table
        caption="Recent Transactions"
        hideCaption
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        emptyMessage="No transactions match your search or account filter."
      />
      <div className={styles.pager}>
        <p className={styles.range} role="status">
          {range}
        </p>
        {paging.pageCount > 1 ? (
          <nav className={styles.pagerButtons} aria-label="Transactions pages">
            <Button
              ref={previousRef}
              variant="secondary"
              size="small"
              disabled={!hasPrevious}
              onClick={() => {
                lastMove.current = 'previous';
                onPrevious();
              }}
            >
              Previous
            </Button>
            <Select
              label={<span className={visuallyHidden}>Page</span>}
              options={pageOptions(paging.pageCount)}
              value={String(paging.page)}
              fieldClassName={styles.pageSelect}
              onChange={(event) => onPageChange(Number(event.target.value))}
            />
            <Button
              ref={nextRef}
              variant="secondary"
              size="small"
              disabled={!hasNext}
              onClick={() => {
                lastMove.current = 'next';
                onNext();
              }}
            >
              Next
            </Button>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
