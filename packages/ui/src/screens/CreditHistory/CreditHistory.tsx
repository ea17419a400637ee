import { isWelcomeBonus, pluralNoun } from '@ledgerlight/contract';
import type { CreditLedgerItem, HelpCategory, LedgerEntryType } from '@ledgerlight/contract';
import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Badge } from '../../components/Badge/Badge';
import type { BadgeTone } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Link } from '../../components/Link/Link';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Skeleton, SkeletonRegion } from '../../components/Skeleton/Skeleton';
import { StatTile } from '../../components/StatTile/StatTile';
import { Table } from '../../components/Table/Table';
import type { TableColumn } from '../../components/Table/Table';
import { formatCredits, formatDate, formatDateTime, formatSignedCredits, relativeDate } from '../../format/format';
import type { DateInput } from '../../format/format';
import { vars } from '../../theme/contract.css';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './CreditHistory.css';

/** The screen error of product 8 for /credits. */
export const CREDITS_LOAD_ERROR = 'Failed to load credits';

/** The mark a welcome-bonus entry carries (product 3). */
export const WELCOME_BONUS_MARK = 'Welcome bonus';

export const CREDIT_HISTORY_END = "You've reached the end of your credit history.";

export const creditHistoryStatuses = ['loading', 'ready', 'error'] as const;
export type CreditHistoryStatus = (typeof creditHistoryStatuses)[number];

/** How each ledger entry type reads, and its badge tone. */
export const LEDGER_TYPE_LABELS: Readonly<Record<LedgerEntryType, string>> = {
  purchase: 'Purchase',
  usage: 'Usage',
  refund: 'Refund',
};

const typeTone: Readonly<Record<LedgerEntryType, BadgeTone>> = {
  purchase: 'success',
  usage: 'neutral',
  refund: 'info',
};

/** The free welcome credits are a bonus, not a purchase, though the ledger books them as one. */
export const WELCOME_BONUS_TYPE_LABEL = 'Bonus';

/** The Type column's badge: the entry type, or 'Bonus' for the welcome bonus. */
export function ledgerTypeBadge(entry: Pick<CreditLedgerItem, 'type' | 'note'>): { label: string; tone: BadgeTone } {
  if (isWelcomeBonus(entry)) return { label: WELCOME_BONUS_TYPE_LABEL, tone: 'brand' };
  return { label: LEDGER_TYPE_LABELS[entry.type], tone: typeTone[entry.type] };
}

/**
 * The Help category a ledger entry's Help link starts with: a purchase or a refund is about money
 * ('refund request'), a run's charge about its analysis ('bad analysis'); the free welcome bonus,
 * which cost nothing, is a 'general question'.
 */
export function creditHelpCategory(entry: Pick<CreditLedgerItem, 'type' | 'note'>): HelpCategory {
  if (isWelcomeBonus(entry)) return 'general question';
  switch (entry.type) {
    case 'purchase':
    case 'refund':
      return 'refund request';
    case 'usage':
      return 'bad analysis';
    default:
      return 'general question';
  }
}

/** What a ledger entry's Help link prefills on /help (product 2): its category and a description naming the entry. */
export function creditHelpPrefill(entry: CreditLedgerItem): { category: HelpCategory; description: string } {
  return {
    category: creditHelpCategory(entry),
    description: `About my credit transaction "${entry.description}" (${formatSignedCredits(entry.amount)} ${pluralNoun(Math.abs(Math.round(entry.amount)), 'credit', 'credits')}) on ${formatDate(entry.createdAt)}: `,
  };
}

/** 'visa' -> 'Visa'. */
function brandName(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** The card of a purchase: 'Visa ending in 4242', or undefined when the entry has no card. */
export function cardLabel(entry: CreditLedgerItem): string | undefined {
  if (entry.type !== 'purchase') return undefined;
  const { brand, last4 } = entry.metadata ?? {};
  if (!brand && !last4) return undefined;
  if (!last4) return brandName(brand ?? '');
  return `${brand ? brandName(brand) : 'Card'} ending in ${last4}`;
}

export interface CreditHistoryProps {
  /** The current balance; undefined while unknown (a failed fetch hides it, product 7). */
  balance?: number;
  /** The history so far, newest first. */
  entries: readonly CreditLedgerItem[];
  /** loading: the first page has not answered; error: it failed; ready: the first page is in. */
  status: CreditHistoryStatus;
  /** Another page is on its way: Load More is busy. */
  loadingMore?: boolean;
  /** The server has more pages. */
  hasMore: boolean;
  /** Loading another page failed: the rows stay, the error shows under them. */
  loadMoreFailed?: boolean;
  /** Where each entry's Help link goes (/help with category and description prefilled). */
  getHelpTo: (entry: CreditLedgerItem) => string;
  onLoadMore: () => void;
  onRetry: () => void;
  /** The reference time for relative dates (product 9); now by default. */
  now?: DateInput;
}

/** Placeholder rows for the loading table: only their ids are read. */
const LOADING_ROWS = ['1', '2', '3', '4', '5'].map((id) => ({ id }));

/** A loading cell of each column, as tall as the text or badge that replaces it. */
function loadingCell(columnId: string): () => ReactNode {
  const width =
    columnId === 'description'
      ? '60%'
      : columnId === 'help'
        ? vars.size.controlSmall
        : columnId === 'type'
          ? vars.size.controlLarge
          : vars.size.controlMedium;
  return () => <Skeleton width={width} />;
}

/**
 * /credits (product 2): the current balance and the credit history, a page at a time with Load More.
 * Each row: date, type, description (with the card of a purchase and the welcome-bonus mark), the
 * signed amount and a Help link. Props in, events out.
 */
export function CreditHistory({
  balance,
  entries,
  status,
  loadingMore = false,
  hasMore,
  loadMoreFailed = false,
  getHelpTo,
  onLoadMore,
  onRetry,
  now,
}: CreditHistoryProps) {
  const columns: TableColumn<CreditLedgerItem>[] = [
    {
      id: 'date',
      header: 'Date',
      cell: (entry) => (
        <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
          {relativeDate(entry.createdAt, now)}
        </time>
      ),
    },
    {
      id: 'type',
      header: 'Type',
      cell: (entry) => {
        const badge = ledgerTypeBadge(entry);
        return <Badge tone={badge.tone}>{badge.label}</Badge>;
      },
    },
    {
      id: 'description',
      header: 'Description',
      rowHeader: true,
      cell: (entry) => {
        const card = cardLabel(entry);
        const welcome = isWelcomeBonus(entry);
        return (
          <span className={styles.description}>
            <span>{entry.description}</span>
            {(card !== undefined || welcome) && (
              <span className={styles.details}>
                {welcome && (
                  <Badge tone="brand" icon="sparkles">
                    {WELCOME_BONUS_MARK}
                  </Badge>
                )}
                {card !== undefined && <span>{card}</span>}
              </span>
            )}
          </span>
        );
      },
    },
    {
      id: 'amount',
      header: 'Credits',
      align: 'end',
      cell: (entry) => (
        <span className={entry.amount > 0 ? styles.amountPositive : styles.amountNegative}>
          {formatSignedCredits(entry.amount)}
        </span>
      ),
    },
    {
      id: 'help',
      header: <span className={visuallyHidden}>Help</span>,
      align: 'end',
      cell: (entry) => (
        <Link to={getHelpTo(entry)} aria-label={`Help with ${entry.description}`}>
          Help
        </Link>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <PageHeader
        title="Credits"
        description="Your balance and every credit added or spent."
        actions={
          <Link to="/credits/purchase" variant="primary" icon="credit-card">
            Buy Credits
          </Link>
        }
      />

      {balance !== undefined && (
        <StatTile
          label="Current balance"
          value={formatCredits(balance)}
          hint={pluralNoun(Math.abs(Math.round(balance)), 'credit', 'credits')}
          icon="credit-card"
          tone="brand"
        />
      )}

      <div className={styles.history}>
        <h2 className={visuallyHidden}>Credit history</h2>
        {status === 'loading' && (
          <SkeletonRegion label="Loading credit history">
            {/* The history's own table, its cells placeholders: the rows arrive where they stand. Inert:
                neither read out nor focusable (the table's scroll area takes focus). */}
            <div inert>
              <Table
                caption="Credit history"
                hideCaption
                columns={columns.map((column): TableColumn<{ id: string }> => ({
                  ...column,
                  cell: loadingCell(column.id),
                }))}
                rows={LOADING_ROWS}
                getRowKey={(entry) => entry.id}
              />
            </div>
          </SkeletonRegion>
        )}

        {status === 'error' && (
          <Alert
            tone="error"
            actions={
              <Button variant="secondary" onClick={onRetry}>
                Try again
              </Button>
            }
          >
            {CREDITS_LOAD_ERROR}
          </Alert>
        )}

        {status === 'ready' && entries.length === 0 && (
          <EmptyState
            bordered
            icon="credit-card"
            titleAs="h3"
            title="No credit transactions yet"
            description="Purchases, analysis runs and refunds will show up here."
            action={
              <Link to="/credits/purchase" variant="primary">
                Purchase credits
              </Link>
            }
          />
        )}

        {status === 'ready' && entries.length > 0 && (
          <>
            <Table
              caption="Credit history"
              hideCaption
              columns={columns}
              rows={entries}
              getRowKey={(entry) => entry.id}
            />
            <div className={styles.footer}>
              {loadMoreFailed && (
                <Alert
                  tone="error"
                  actions={
                    <Button variant="secondary" onClick={onLoadMore}>
                      Try again
                    </Button>
                  }
                >
                  {CREDITS_LOAD_ERROR}
                </Alert>
              )}
              {hasMore && !loadMoreFailed && (
                <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
                  Load More
                </Button>
              )}
              {!hasMore && <p className={styles.end}>{CREDIT_HISTORY_END}</p>}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
