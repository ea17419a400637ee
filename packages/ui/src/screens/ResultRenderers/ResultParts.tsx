import { clsx } from 'clsx';
import { pluralNoun } from '@ledgerlight/contract';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { createContext, useContext, useId } from 'react';
import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Badge } from '../../components/Badge/Badge';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { iconNames } from '../../components/Icon/Icon';
import type { IconName } from '../../components/Icon/Icon';
import { Section } from '../../components/Section/Section';
import { Table } from '../../components/Table/Table';
import type { TableColumn } from '../../components/Table/Table';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { formatDate, formatUsd } from '../../format/format';
import type { Tone } from '../../theme/tones';
import { disclosureIcon, disclosureSummary } from '../../theme/utilities.css';
import type { MeterBand } from './resultTones';
import { isEmojiIcon } from './resultFormat';
import * as styles from './ResultParts.css';

/**
 * Pieces shared by the result views: the states other than a result (product 8), a score meter, fact
 * lists, a section of cards or its empty state, text lists (titled or not), recommendation panels and
 * a transactions disclosure.
 */

/** The title when the result carries an error (product 8). */
export const ANALYSIS_PROCESSING_ERROR = 'Analysis Processing Error';
/** The title when a result cannot be read into its shape (product 8 names it for recurring; used alike here). */
export const DATA_PROCESSING_ERROR = 'Data Processing Error';
/** The title when there is no result to show (product 8). */
export const NO_RESULTS_AVAILABLE = 'No Results Available';

/** What a result view shows instead of the result. */
export type ResultProblem =
  /** The result carries an `error` (product 4, product 8). */
  | { status: 'analysisError'; message: string }
  /** The result is not in the agent's shape: the contract's read schema refused it. */
  | { status: 'unreadable'; detail: string }
  /** There is no result, or nothing in it to show. */
  | { status: 'noResults' };

/** A result view's props: the result's view model, or what to show instead. */
export type ResultViewState<Model> = { status: 'ready'; result: Model } | ResultProblem;

/**
 * What the page hosting a result shows right under the result's verdict: the run's details (its
 * number, status, date and facts) and its actions. The result page provides it; a result
 * view shown on its own (a story, a test) has nothing there.
 */
const AfterVerdictContext = createContext<ReactNode>(null);
export const AfterVerdictProvider = AfterVerdictContext.Provider;

/**
 * The page's run details and actions, where a verdict would put them: every result view has one
 * after its verdict or its problem panel; a stand-in for a result (a renderer whose code did not
 * load) places one after itself.
 */
export function AfterVerdict() {
  const after = useContext(AfterVerdictContext);
  return after === null ? null : <>{after}</>;
}

export function ResultProblemPanel({
  problem,
  icon,
  noResultsDescription,
}: {
  problem: ResultProblem;
  icon: IconName;
  noResultsDescription: string;
}) {
  return (
    <Stack space="large">
      <ProblemPanel problem={problem} icon={icon} noResultsDescription={noResultsDescription} />
      <AfterVerdict />
    </Stack>
  );
}

function ProblemPanel({
  problem,
  icon,
  noResultsDescription,
}: {
  problem: ResultProblem;
  icon: IconName;
  noResultsDescription: string;
}) {
  switch (problem.status) {
    case 'analysisError':
      return (
        <Alert tone="error" title={ANALYSIS_PROCESSING_ERROR}>
          {problem.message}
        </Alert>
      );
    case 'unreadable':
      return (
        <Alert tone="error" title={DATA_PROCESSING_ERROR}>
          <p>The analysis finished, but its result is not in the expected format, so it cannot be shown.</p>
          <p>{`Details: ${problem.detail}`}</p>
        </Alert>
      );
    case 'noResults':
      return <EmptyState titleAs="h2" icon={icon} title={NO_RESULTS_AVAILABLE} description={noResultsDescription} />;
  }
}

/** A result's key figure: what it is ('Overspent each month'), the amount, and a hint beside it. */
export interface VerdictFigure {
  label: string;
  value: string;
  /** Beside the value, quieter: '48% of income', 'a month'. */
  hint?: string;
  /** Colours the value: error for news to act on, success for good news, brand otherwise. */
  tone: Tone;
}

/**
 * What a result found, first on its page: the key figure, large, and one sentence in words. The run's
 * details follow it (AfterVerdictProvider), then the result's sections. The sentence is a paragraph,
 * not a heading: the page's h1 is the agent's name, and the sections below keep their h2s.
 */
export function Verdict({ figure, sentence }: { figure: VerdictFigure; sentence: string }) {
  return (
    <Stack space="large">
      <div className={styles.verdict} data-verdict="">
        <p className={styles.verdictLabel}>{figure.label}</p>
        <p className={styles.verdictFigure}>
          <span className={styles.verdictValue[figure.tone]}>{figure.value}</span>
          {figure.hint !== undefined && <span className={styles.verdictHint}>{` ${figure.hint}`}</span>}
        </p>
        <p className={styles.verdictSentence}>{sentence}</p>
      </div>
      <AfterVerdict />
    </Stack>
  );
}

/** A 0-100 score: the number, its level as a badge and a meter in the level's colour band. */
export function ScoreMeter({
  label,
  score,
  band,
  level,
  tone,
  description,
}: {
  label: string;
  score: number;
  band: MeterBand;
  /** The level in words ('HIGH risk', 'Moderate'). */
  level: string;
  tone: Tone;
  description?: string;
}) {
  const value = Math.min(100, Math.max(0, score));
  const labelId = useId();
  return (
    <div className={styles.panel}>
      <p className={styles.scoreLabel} id={labelId}>
        {label}
      </p>
      <Inline space="small" alignY="baseline">
        <p className={styles.scoreValue}>
          {Math.round(value)}
          <span className={styles.scoreMax}> / 100</span>
        </p>
        <Badge tone={tone} size="medium" leading={<span className={clsx(styles.dot, styles.band[band])} />}>
          {level}
        </Badge>
      </Inline>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${Math.round(value)} out of 100: ${level}`}
        className={styles.meter}
        data-band={band}
      >
        <div
          className={clsx(styles.meterFill, styles.band[band])}
          style={assignInlineVars({ [styles.fillWidth]: `${value}%` })}
        />
      </div>
      {description !== undefined && <p className={styles.text}>{description}</p>}
    </div>
  );
}

export interface Fact {
  term: string;
  value: ReactNode;
}

/** Label and value pairs, as a description list. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.term} className={styles.fact}>
          <dt className={styles.factTerm}>{fact.term}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const isIconName = (icon: string): icon is IconName => (iconNames as readonly string[]).includes(icon);

/**
 * A category's name led by its icon. A result's icon may be an emoji (shown as text) or an icon key
 * such as 'home' or 'utensils': a key is drawn when the icon set has it and otherwise replaced by
 * `fallback`, so that a key is never shown as text.
 */
export function CategoryTitle({ icon, name, fallback }: { icon?: string; name: string; fallback: IconName }) {
  return (
    <span className={styles.categoryTitle}>
      {isEmojiIcon(icon) ? (
        <span className={styles.emoji} aria-hidden="true">
          {icon}
        </span>
      ) : (
        <Icon
          name={icon !== undefined && isIconName(icon) ? icon : fallback}
          size="medium"
          className={styles.categoryIcon}
        />
      )}
      {name}
    </span>
  );
}

/** What a result section says when it has nothing to list. */
export interface NoItemsProps {
  icon: IconName;
  title: string;
  description: string;
}

/** A result section's empty state: bordered, its title a level below the section's heading. */
export function NoItems({ icon, title, description }: NoItemsProps) {
  return <EmptyState bordered titleAs="h3" icon={icon} title={title} description={description} />;
}

/**
 * A result section of like items (cards, alerts, opportunities), laid out by `layout`. With no items it
 * shows `empty`, or is left out when there is no `empty` to show.
 */
export function ItemsSection<Item>({
  title,
  description,
  items,
  empty,
  layout,
  renderItem,
}: {
  title: string;
  description?: string;
  items: readonly Item[];
  empty?: NoItemsProps;
  /** `list`: one item under another; `cards`: a grid of cards, one column on phones. */
  layout: 'list' | 'cards';
  /** One item, with its key. */
  renderItem: (item: Item, index: number) => ReactNode;
}) {
  if (items.length === 0 && empty === undefined) return null;
  return (
    <Section title={title} description={description}>
      {items.length === 0 && empty !== undefined ? (
        <NoItems {...empty} />
      ) : layout === 'list' ? (
        <Stack space="large">{items.map(renderItem)}</Stack>
      ) : (
        <div className={styles.cards}>{items.map(renderItem)}</div>
      )}
    </Section>
  );
}

/** Sentences as a list, each led by a decorative icon. */
export function TextList({ items, icon = 'chevron-right' }: { items: readonly string[]; icon?: IconName }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className={styles.listItem}>
          <Icon name={icon} size="small" className={styles.listIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A small heading over sentences as a list (a card's risk factors, examples, suggested actions), and
 * whatever follows them; nothing at all when there are no sentences. The heading is an h4, a level
 * below a card's title, unless `titleAs` says otherwise.
 */
export function TitledTextList({
  title,
  items,
  icon,
  titleAs: Heading = 'h4',
  children,
}: {
  title: string;
  items: readonly string[];
  icon?: IconName;
  titleAs?: 'h3' | 'h4';
  children?: ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <Stack space="small">
      <Heading className={styles.subheading}>{title}</Heading>
      <TextList items={items} icon={icon} />
      {children}
    </Stack>
  );
}

/** A panel of one kind of recommendation (quick wins, long term, ...), or 'None for now.' */
export function RecommendationGroup({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className={styles.panel}>
      <h3 className={styles.groupTitle}>{title}</h3>
      {items.length === 0 ? <p className={styles.text}>None for now.</p> : <TextList items={items} />}
    </div>
  );
}

/** A calendar date (YYYY-MM-DD) as written, whatever the viewer's time zone: 'Oct 28, 2026'. */
export function calendarDate(date: string): string {
  return formatDate(date, { timeZone: 'UTC' });
}

export interface ResultTransactionRow {
  date: string;
  merchant: string;
  description?: string;
  amount: number;
}

/**
 * A category's transactions behind a disclosure (closed at first): 'Show 6 transactions'. Native
 * <details>, so it opens with Enter or Space and says whether it is open.
 */
export function TransactionsDisclosure({
  name,
  transactions,
}: {
  /** Whose transactions ('Dining Out'): names the table. */
  name: string;
  transactions: readonly ResultTransactionRow[];
}) {
  if (transactions.length === 0) return null;
  const withDescription = transactions.some((transaction) => transaction.description);
  const columns: TableColumn<ResultTransactionRow>[] = [
    { id: 'date', header: 'Date', cell: (row) => <time dateTime={row.date}>{calendarDate(row.date)}</time> },
    { id: 'merchant', header: 'Merchant', rowHeader: true, cell: (row) => row.merchant },
    ...(withDescription
      ? [{ id: 'description', header: 'Description', cell: (row: ResultTransactionRow) => row.description ?? '' }]
      : []),
    { id: 'amount', header: 'Amount', align: 'end', cell: (row) => formatUsd(row.amount) },
  ];
  const count = `${transactions.length} ${pluralNoun(transactions.length, 'transaction', 'transactions')}`;
  return (
    <details className={styles.disclosure}>
      <summary className={disclosureSummary}>
        <Icon name="chevron-down" size="small" className={disclosureIcon} />
        {`Show ${count}`}
      </summary>
      <div className={styles.disclosureBody}>
        <Table
          caption={`${name}: ${count}`}
          hideCaption
          columns={columns}
          rows={transactions}
          getRowKey={(row, index) => `${index}-${row.date}-${row.merchant}`}
        />
      </div>
    </details>
  );
}
