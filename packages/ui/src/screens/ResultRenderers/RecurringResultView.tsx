import { pluralNoun } from '@ledgerlight/contract';
import type { CancellationInfo, RecurringExpense, RecurringFrequency } from '@ledgerlight/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge/Badge';
import { Card } from '../../components/Card/Card';
import { Link } from '../../components/Link/Link';
import { Section } from '../../components/Section/Section';
import { StatTile } from '../../components/StatTile/StatTile';
import { Table } from '../../components/Table/Table';
import type { TableColumn } from '../../components/Table/Table';
import { Stack } from '../../components/Stack/Stack';
import { EMPTY_VALUE, LOCALE, formatPercent, formatUsd } from '../../format/format';
import { EFFORT_MEANINGS, RECURRING_STATUS_MEANINGS, toneOf } from '../../theme/meaning';
import type { Tone } from '../../theme/tones';
import { visuallyHidden } from '../../theme/utilities.css';
import {
  CategoryTitle,
  ItemsSection,
  ResultProblemPanel,
  TextList,
  Verdict,
  calendarDate as formatCalendarDate,
} from './ResultParts';
import type { ResultViewState } from './ResultParts';
import { StreamCorrection } from '../Corrections/CorrectionControls';
import { useSaveCorrection } from '../Corrections/saveCorrectionContext';
import type { MerchantRef } from '@ledgerlight/contract';
import * as styles from './RecurringResultView.css';

// ---------------------------------------------------------------------------------------------
// View model: what the app's normaliser makes of any recurring source shape (product 3)
// ---------------------------------------------------------------------------------------------

export type RecurringExpenseStatus = RecurringExpense['status'];
export type CancellationDifficulty = CancellationInfo['difficulty'];

/** How to stop paying for an expense; every part is optional. */
export interface RecurringCancellationView {
  difficulty?: CancellationDifficulty;
  /** Where to cancel online (http or https). */
  url?: string;
  /** Where to manage the account or plan (http or https). */
  managementUrl?: string;
  phone?: string;
  note?: string;
}

/** One recurring expense, whatever shape it came in. */
export interface RecurringExpenseView {
  /** Unique within the result (React key). */
  id: string;
  name: string;
  merchant?: string;
  /** The engine's merchant entity key (ADR 0040): what a correction of the stream names. */
  merchantKey?: string;
  category: string;
  /** The latest charge. */
  amount: number;
  /** Undefined when the source did not say; the charge then counts as monthly. */
  frequency?: RecurringFrequency;
  /** The charge converted to a month (product 9). */
  monthlyAmount: number;
  status: RecurringExpenseStatus;
  lastChargeDate?: string;
  nextExpectedDate?: string;
  transactionCount?: number;
  totalSpent?: number;
  averageAmount?: number;
  /** amount - averageAmount: positive when the price went up. */
  variance?: number;
  /** variance as a percentage of averageAmount. */
  variancePercent?: number;
  /** The price before the latest rise, when the price went up. */
  previousAmount?: number;
  estimatedAnnualCost?: number;
  notes?: string;
  cancellation: RecurringCancellationView;
}

export interface RecurringCategoryView {
  category: string;
  /** An emoji; a generic icon shows when absent. */
  icon?: string;
  /** Monthly total of the category. */
  totalAmount: number;
  /** Share of the monthly total. */
  percentage: number;
  expenses: readonly RecurringExpenseView[];
}

export interface RecurringInsightsView {
  /** Each inner list is a group of expenses for the same kind of service. */
  duplicateServices: readonly (readonly RecurringExpenseView[])[];
  unusualCharges: readonly RecurringExpenseView[];
  cancellationOpportunities: readonly RecurringExpenseView[];
  priceIncreases: readonly RecurringExpenseView[];
}

export interface RecurringTotalsView {
  monthly: number;
  annual: number;
  expenseCount: number;
  /** monthly / expenseCount, shown with 0 decimals (product 9). */
  averageMonthly: number;
}

export interface RecurringResultViewModel {
  /** The result's narrative summary, when it has one. */
  summary?: string;
  totals: RecurringTotalsView;
  /** Sorted by totalAmount, highest first (product 9). */
  categories: readonly RecurringCategoryView[];
  insights: RecurringInsightsView;
  recommendations: readonly string[];
}

/**
 * The normalised result, or 'Analysis Processing Error' when it carries an error and 'Data
 * Processing Error' (`unreadable`) when no known shape fits it (product 8).
 */
export type RecurringResultViewProps = ResultViewState<RecurringResultViewModel>;

// ---------------------------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------------------------

export const RECURRING_FREQUENCY_LABELS: Readonly<Record<RecurringFrequency, string>> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** Each expense status's badge: its words and its tone. */
export const RECURRING_STATUSES: Readonly<
  Record<RecurringExpenseStatus, { readonly label: string; readonly tone: Tone }>
> = {
  active: { label: 'Active', tone: toneOf(RECURRING_STATUS_MEANINGS, 'active') },
  paused: { label: 'Paused', tone: toneOf(RECURRING_STATUS_MEANINGS, 'paused') },
  cancelled: { label: 'Cancelled', tone: toneOf(RECURRING_STATUS_MEANINGS, 'cancelled') },
  unknown: { label: 'Unknown', tone: toneOf(RECURRING_STATUS_MEANINGS, 'unknown') },
};

const wholeDollars = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars: 96.4 -> '$96' (product 9: average monthly with 0 decimals). */
export function formatWholeUsd(amount: number): string {
  return Number.isFinite(amount) ? wholeDollars.format(amount) : EMPTY_VALUE;
}

/** A calendar date (YYYY-MM-DD) as written, whatever the viewer's time zone. */
function calendarDate(date: string | undefined): string {
  return date === undefined ? EMPTY_VALUE : formatCalendarDate(date);
}

function signedUsd(amount: number): string {
  return amount > 0 ? `+${formatUsd(amount)}` : formatUsd(amount);
}

// ---------------------------------------------------------------------------------------------
// Parts
// ---------------------------------------------------------------------------------------------

/** Shown instead of cancellation details for a stream that has already stopped. */
export const ALREADY_CANCELLED = 'Already cancelled: nothing to do';

function Cancellation({ expense }: { expense: RecurringExpenseView }) {
  if (expense.status === 'cancelled') return <span className={styles.muted}>{ALREADY_CANCELLED}</span>;
  const { difficulty, url, managementUrl, phone, note } = expense.cancellation;
  if ([difficulty, url, managementUrl, phone, note].every((part) => part === undefined)) {
    return <span className={styles.muted}>{EMPTY_VALUE}</span>;
  }
  return (
    <Stack space="xxsmall" align="left">
      {difficulty !== undefined && (
        <Badge tone={toneOf(EFFORT_MEANINGS, difficulty)}>{`${difficulty} to cancel`}</Badge>
      )}
      {url !== undefined && (
        <Link href={url} target="_blank">
          Cancel online<span className={visuallyHidden}> {expense.name}</span>
        </Link>
      )}
      {managementUrl !== undefined && (
        <Link href={managementUrl} target="_blank">
          Manage account<span className={visuallyHidden}> {expense.name}</span>
        </Link>
      )}
      {phone !== undefined && (
        <span>
          Phone: <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
        </span>
      )}
      {note !== undefined && <span className={styles.muted}>{note}</span>}
    </Stack>
  );
}

/** The stream an expense is, for a correction: its merchant key and the name the result shows. */
function streamOf(expense: RecurringExpenseView): MerchantRef | null {
  return expense.merchantKey === undefined ? null : { key: expense.merchantKey, name: expense.name };
}

/** Every stream of the result a correction can name ("Same as..." offers the others). */
function streamsOf(categories: readonly RecurringCategoryView[]): MerchantRef[] {
  return categories.flatMap((category) =>
    category.expenses.flatMap((expense) => {
      const stream = streamOf(expense);
      return stream === null ? [] : [stream];
    }),
  );
}

/** The expense's correction control, where the page can save corrections and the stream has a key. */
function ExpenseCorrection({ expense, streams }: { expense: RecurringExpenseView; streams: readonly MerchantRef[] }) {
  const save = useSaveCorrection();
  const stream = streamOf(expense);
  if (save === null || stream === null) return null;
  return <StreamCorrection merchant={stream} otherStreams={streams} onSave={save} />;
}

function expenseColumns(streams: readonly MerchantRef[]): TableColumn<RecurringExpenseView>[] {
  return [
    {
      id: 'name',
      width: '20%',
      header: 'Expense',
      rowHeader: true,
      cell: (expense) => (
        <Stack as="span" space="xxsmall" align="left">
          <span className={styles.strong}>{expense.name}</span>
          {expense.merchant !== undefined && expense.merchant !== expense.name && (
            <span className={styles.muted}>{expense.merchant}</span>
          )}
          {expense.notes !== undefined && <span className={styles.muted}>{expense.notes}</span>}
          <ExpenseCorrection expense={expense} streams={streams} />
        </Stack>
      ),
    },
    {
      id: 'charge',
      width: '13%',
      header: 'Charge',
      align: 'end',
      cell: (expense) => (
        <Stack as="span" space="xxsmall" align="left">
          <span>{formatUsd(expense.amount)}</span>
          <span className={styles.muted}>
            {expense.frequency === undefined ? 'Frequency not given' : RECURRING_FREQUENCY_LABELS[expense.frequency]}
          </span>
        </Stack>
      ),
    },
    {
      id: 'monthly',
      width: '12%',
      header: 'Per month',
      align: 'end',
      cell: (expense) => <span className={styles.strong}>{formatUsd(expense.monthlyAmount)}</span>,
    },
    {
      id: 'status',
      width: '11%',
      header: 'Status',
      cell: (expense) => (
        <Badge tone={RECURRING_STATUSES[expense.status].tone}>{RECURRING_STATUSES[expense.status].label}</Badge>
      ),
    },
    {
      id: 'lastCharge',
      width: '16%',
      header: 'Last charge',
      cell: (expense) => (
        <Stack as="span" space="xxsmall" align="left">
          <span>{calendarDate(expense.lastChargeDate)}</span>
          {expense.nextExpectedDate !== undefined && (
            <span className={styles.muted}>Next: {calendarDate(expense.nextExpectedDate)}</span>
          )}
        </Stack>
      ),
    },
    {
      id: 'cancel',
      width: '28%',
      header: 'Cancellation',
      cell: (expense) => <Cancellation expense={expense} />,
    },
  ];
}

function CategoryCard({ category, streams }: { category: RecurringCategoryView; streams: readonly MerchantRef[] }) {
  return (
    <Card
      as="section"
      titleAs="h3"
      title={<CategoryTitle icon={category.icon} name={category.category} fallback="repeat" />}
      description={`${formatUsd(category.totalAmount)} a month · ${formatPercent(category.percentage)} of recurring costs`}
    >
      <Table
        caption={`${category.category} recurring expenses`}
        hideCaption
        columns={expenseColumns(streams)}
        rows={category.expenses}
        getRowKey={(expense) => expense.id}
      />
    </Card>
  );
}

function ExpenseLine({ expense, children }: { expense: RecurringExpenseView; children?: ReactNode }) {
  return (
    <Stack as="li" space="xxsmall" align="left">
      <span className={styles.strong}>{expense.name}</span>
      <span className={styles.muted}>
        {formatUsd(expense.monthlyAmount)} a month
        {expense.lastChargeDate !== undefined && ` · last charged ${calendarDate(expense.lastChargeDate)}`}
      </span>
      {children}
    </Stack>
  );
}

function InsightBlock({
  title,
  icon,
  children,
}: {
  title: string;
  icon: 'copy' | 'alert-triangle' | 'x' | 'trending-up';
  children: ReactNode;
}) {
  return (
    <Card as="section" titleAs="h3" title={<CategoryTitle icon={icon} name={title} fallback={icon} />}>
      {children}
    </Card>
  );
}

function Insights({ insights }: { insights: RecurringInsightsView }) {
  const { duplicateServices, unusualCharges, cancellationOpportunities, priceIncreases } = insights;
  const none =
    duplicateServices.length === 0 &&
    unusualCharges.length === 0 &&
    cancellationOpportunities.length === 0 &&
    priceIncreases.length === 0;
  return (
    <Section title="Insights" description="Services paid for twice, charges that stand out, and where prices went up.">
      {none ? (
        <p className={styles.muted}>No duplicate services, unusual charges or price increases were found.</p>
      ) : (
        <div className={styles.insightGrid}>
          {duplicateServices.length > 0 && (
            <InsightBlock title="Duplicate services" icon="copy">
              <ul className={styles.list}>
                {duplicateServices.map((group, index) => {
                  const monthly = group.reduce((sum, expense) => sum + expense.monthlyAmount, 0);
                  return (
                    <Stack
                      as="li"
                      key={group.map((expense) => expense.id).join('|') || index}
                      space="xxsmall"
                      align="left"
                    >
                      <span className={styles.strong}>{group.map((expense) => expense.name).join(', ')}</span>
                      <span className={styles.muted}>
                        {`${group.length} similar services · ${formatUsd(monthly)} a month together`}
                      </span>
                    </Stack>
                  );
                })}
              </ul>
            </InsightBlock>
          )}
          {unusualCharges.length > 0 && (
            <InsightBlock title="Unusual charges" icon="alert-triangle">
              <ul className={styles.list}>
                {unusualCharges.map((expense) => (
                  <Stack as="li" key={expense.id} space="xxsmall" align="left">
                    <span className={styles.strong}>{expense.name}</span>
                    <span className={styles.muted}>
                      {formatUsd(expense.amount)}
                      {expense.lastChargeDate !== undefined && ` on ${calendarDate(expense.lastChargeDate)}`}
                    </span>
                    {expense.notes !== undefined && <span>{expense.notes}</span>}
                  </Stack>
                ))}
              </ul>
            </InsightBlock>
          )}
          {cancellationOpportunities.length > 0 && (
            <InsightBlock title="Cancellation opportunities" icon="x">
              <ul className={styles.list}>
                {cancellationOpportunities.map((expense) => (
                  <ExpenseLine key={expense.id} expense={expense}>
                    {expense.cancellation.url !== undefined && (
                      <Link href={expense.cancellation.url} target="_blank">
                        Cancel {expense.name}
                      </Link>
                    )}
                  </ExpenseLine>
                ))}
              </ul>
            </InsightBlock>
          )}
          {priceIncreases.length > 0 && (
            <InsightBlock title="Price increases" icon="trending-up">
              <ul className={styles.list}>
                {priceIncreases.map((expense) => (
                  <Stack as="li" key={expense.id} space="xxsmall" align="left">
                    <span className={styles.strong}>{expense.name}</span>
                    {expense.previousAmount !== undefined && expense.previousAmount > 0 ? (
                      <>
                        <span>{`From ${formatUsd(expense.previousAmount)} to ${formatUsd(expense.amount)}`}</span>
                        <span className={styles.increase}>
                          {`${signedUsd(expense.amount - expense.previousAmount)} (+${formatPercent(((expense.amount - expense.previousAmount) / expense.previousAmount) * 100)})`}
                        </span>
                      </>
                    ) : (
                      <>
                        <span>
                          {`Now ${formatUsd(expense.amount)}`}
                          {expense.averageAmount !== undefined && `, average ${formatUsd(expense.averageAmount)}`}
                        </span>
                        {expense.variance !== undefined && (
                          <span className={styles.increase}>
                            {`Variance ${signedUsd(expense.variance)}`}
                            {expense.variancePercent !== undefined &&
                              ` (${expense.variancePercent > 0 ? '+' : ''}${formatPercent(expense.variancePercent)})`}
                          </span>
                        )}
                      </>
                    )}
                  </Stack>
                ))}
              </ul>
            </InsightBlock>
          )}
        </div>
      )}
    </Section>
  );
}

function RecurringReady({ result }: { result: RecurringResultViewModel }) {
  const { totals, categories, insights, recommendations, summary } = result;
  const streams = streamsOf(categories);
  const expenseTotal = categories.reduce((sum, category) => sum + category.expenses.length, 0);
  const cancelledCount = categories.reduce(
    (sum, category) => sum + category.expenses.filter((expense) => expense.status === 'cancelled').length,
    0,
  );
  return (
    <div className={styles.root}>
      <Verdict
        figure={{
          label: 'Recurring charges each month',
          value: formatUsd(totals.monthly),
          hint: `${formatUsd(totals.annual)} a year`,
          tone: 'brand',
        }}
        sentence={
          totals.expenseCount === 0
            ? 'No subscriptions or repeating bills were found in the selected accounts.'
            : `${totals.expenseCount} recurring ${pluralNoun(totals.expenseCount, 'expense is', 'expenses are')} still billing you.`
        }
      />

      <Section title="Recurring costs" description={summary}>
        <div className={styles.stats}>
          <StatTile
            label="Recurring expenses"
            value={String(totals.expenseCount)}
            hint={cancelledCount > 0 ? `still billing; ${cancelledCount} cancelled not counted` : 'still billing'}
            icon="credit-card"
          />
          <StatTile
            label="Average per expense"
            value={formatWholeUsd(totals.averageMonthly)}
            hint="a month"
            icon="pie-chart"
          />
        </div>
      </Section>

      <ItemsSection
        title="Expenses by category"
        description="Highest monthly cost first."
        items={categories.filter((category) => category.expenses.length > 0)}
        empty={{
          icon: 'repeat',
          title: 'No recurring expenses found',
          description: 'No subscriptions or repeating bills were detected in the selected accounts.',
        }}
        layout="list"
        renderItem={(category) => <CategoryCard key={category.category} category={category} streams={streams} />}
      />

      {expenseTotal > 0 && <Insights insights={insights} />}

      {recommendations.length > 0 && (
        <Section title="Recommendations">
          <TextList items={recommendations} icon="check-circle" />
        </Section>
      )}
    </div>
  );
}

/**
 * The recurring expenses result (product 2, product 3): totals, categories by monthly cost with each
 * expense's frequency, monthly equivalent, status, last charge and cancellation details, then the
 * insights and recommendations. A result with an error shows 'Analysis Processing Error'; data that
 * could not be read shows 'Data Processing Error' (product 8).
 */
export function RecurringResultView(props: RecurringResultViewProps) {
  if (props.status !== 'ready') {
    return (
      <ResultProblemPanel
        problem={props}
        icon="repeat"
        noResultsDescription="This analysis did not return any recurring expenses to show. Run a new analysis to look for them."
      />
    );
  }
  return <RecurringReady result={props.result} />;
}
