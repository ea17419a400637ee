import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { accountNameWithMask, formatDayHeading, formatUsd } from '../../format/format';
import { visuallyHidden } from '../../theme/utilities.css';
import { Alert } from '../../components/Alert/Alert';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { categoryIconName } from '../../components/Icon/categoryIcons';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Select } from '../../components/Select/Select';
import type { SelectOption } from '../../components/Select/Select';
import { Skeleton, SkeletonRegion } from '../../components/Skeleton/Skeleton';
import { vars } from '../../theme/contract.css';
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
  /** The engine's merchant entity key (ADR 0040): what a correction made on the row names. */
  merchantKey?: string | null;
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
  /** The rows of the current page, newest first; shown under one heading per day. */
  rows: readonly TransactionRow[];
  /** The viewer's calendar day, 'YYYY-MM-DD': the days' headings say 'Today' and 'Yesterday' from it. */
  today: string;
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
  /** Empties the search and chooses every account, from the nothing-matches state. */
  onClearFilters: () => void;
  onRetry: () => void;
  /**
   * Something to do with one transaction, drawn at the end of its row (a menu button); rows have
   * none when absent. It must carry its own accessible name (say, the merchant's).
   */
  renderRowAction?: (row: TransactionRow) => ReactNode;
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

interface Day {
  date: string;
  rows: TransactionRow[];
}

/** Rows (newest first) under one heading per calendar day, in their order. */
function byDay(rows: readonly TransactionRow[]): Day[] {
  const days: Day[] = [];
  for (const row of rows) {
    const last = days.at(-1);
    if (last?.date === row.date) last.rows.push(row);
    else days.push({ date: row.date, rows: [row] });
  }
  return days;
}

function Row({ row, action }: { row: TransactionRow; action: ReactNode }) {
  const merchant = row.merchantName || row.name;
  return (
    <li className={styles.row}>
      <span className={styles.categoryIcon}>
        <Icon name={categoryIconName(row.category)} size="medium" />
      </span>
      <span className={styles.main}>
        <span className={styles.merchant}>{merchant}</span>
        <span className={styles.secondary}>
          {row.category || 'Uncategorized'}
          <span aria-hidden="true"> · </span>
          <span className={visuallyHidden}>, </span>
          {row.account}
          {row.merchantName && row.merchantName !== row.name ? (
            <span className={styles.descriptor}>
              <span aria-hidden="true"> · </span>
              <span className={visuallyHidden}>, bank description: </span>
              {row.name}
            </span>
          ) : null}
        </span>
      </span>
      <span className={styles.end}>
        <Amount amount={row.amount} />
        {row.pending ? (
          <Badge tone="warning" className={styles.pending}>
            Pending
          </Badge>
        ) : null}
      </span>
      {action === null || action === undefined ? null : <span className={styles.action}>{action}</span>}
    </li>
  );
}

/**
 * /transactions (ADR 0007 decision 1): the Recent Transactions list, with a search box (name,
 * merchant, category), an account filter, a Pending tag and paging. One line per transaction at every
 * width, under a heading per day ('Today', 'Yesterday', 'Mon, Nov 23'): the category's icon, the
 * merchant over its category and account, the amount at the end. Amounts follow the user's terms:
 * money out is a debit ('-$12.50'), money in a credit ('+$12.50', in colour and heavier), and each
 * says so in words to assistive technology. Props in, events out; the app filters and pages.
 */
export function Transactions({
  status,
  rows,
  today,
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
  onClearFilters,
  onRetry,
  renderRowAction,
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

  if (status === 'ready' && totalCount === 0) {
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

  // The bar is drawn while loading too, so that nothing moves when the rows arrive.
  const filters = (
    <div className={styles.filters} role="search" aria-label="Filter transactions">
      <TextField
        type="search"
        label="Search"
        placeholder="Merchant or category"
        value={query}
        leadingIcon={<Icon name="search" size="small" />}
        fieldClassName={styles.searchField}
        autoComplete="off"
        onChange={(event) => onQueryChange(event.target.value)}
      />
      <Select
        label="Account"
        options={accountOptions}
        value={accountId}
        fieldClassName={styles.accountField}
        onChange={(event) => onAccountChange(event.target.value)}
      />
    </div>
  );

  if (status === 'loading') {
    return (
      <div className={styles.page} aria-busy="true">
        {header}
        {filters}
        <TransactionsLoading />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {header}
      {filters}
      {rows.length === 0 ? (
        <EmptyState
          bordered
          icon="search"
          titleAs="h2"
          title="No transactions match your search or account filter."
          description="Try another word, or look through every account."
          action={
            <Button variant="secondary" onClick={onClearFilters}>
              Clear search and filter
            </Button>
          }
        />
      ) : (
        <ul className={styles.days} aria-label="Transactions by day">
          {byDay(rows).map((day) => (
            <DayGroup key={day.date} day={day} today={today} renderRowAction={renderRowAction} />
          ))}
        </ul>
      )}
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

/** One day: its heading (sticky while its rows scroll) over its transactions. */
function DayGroup({
  day,
  today,
  renderRowAction,
}: {
  day: Day;
  today: string;
  renderRowAction: TransactionsProps['renderRowAction'];
}) {
  const id = useId();
  return (
    <li className={styles.day}>
      <h2 id={id} className={styles.dayHeading}>
        {formatDayHeading(day.date, today)}
      </h2>
      <ul className={styles.rows} aria-labelledby={id}>
        {day.rows.map((row) => (
          <Row key={row.id} row={row} action={renderRowAction?.(row)} />
        ))}
      </ul>
    </li>
  );
}

/** How many rows each day of the loading shape has, and how wide its merchants are. */
const LOADING_DAYS: readonly (readonly string[])[] = [
  ['55%', '40%', '65%', '35%', '50%'],
  ['45%', '60%', '38%'],
];

/**
 * While the transactions load: two days of rows in the list's own classes, each line as tall as the
 * text that replaces it, so nothing moves when the rows arrive.
 */
function TransactionsLoading() {
  return (
    <SkeletonRegion label="Loading transactions">
      <div className={styles.days}>
        {LOADING_DAYS.map((widths, day) => (
          <div key={day} className={styles.day}>
            <div className={styles.dayHeading}>
              <Skeleton size="small" width={vars.size.labelColumn} />
            </div>
            <div className={styles.rows}>
              {widths.map((width, index) => (
                <div key={index} className={styles.row}>
                  <Skeleton shape="circle" height={vars.size.controlMedium} />
                  <span className={styles.main}>
                    <Skeleton size="medium" leading="tight" width={width} />
                    <Skeleton size="small" leading="tight" width="30%" />
                  </span>
                  <span className={styles.end}>
                    <Skeleton size="medium" leading="tight" width={vars.size.controlLarge} />
                  </span>
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}
