import { clsx } from 'clsx';
import { pluralNoun } from '@ledgerlight/contract';
import type { BudgetInsight, BudgetResult } from '@ledgerlight/contract';
import { useId, useState } from 'react';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { LazyBarChart } from '../../components/Chart/LazyBarChart';
import { Icon } from '../../components/Icon/Icon';
import { Section } from '../../components/Section/Section';
import { StatTile } from '../../components/StatTile/StatTile';
import { Column, Columns } from '../../components/Columns/Columns';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { EMPTY_VALUE, formatPercent, formatUsd } from '../../format/format';
import { leftOverMeaning, meaningTone } from '../../theme/meaning';
import {
  CategoryTitle,
  FactList,
  ItemsSection,
  NoItems,
  RecommendationGroup,
  ResultProblemPanel,
  ScoreMeter,
  TitledTextList,
  TransactionsDisclosure,
  Verdict,
} from './ResultParts';
import type { ResultViewState, VerdictFigure } from './ResultParts';
import { BUDGET_HEALTH_BANDS, BUDGET_HEALTH_TONES, IMPACT_TONES, INSIGHT_TYPE_LOOKS } from './resultTones';
import { compactUsd, varianceDirection } from './resultFormat';
import { budgetChartBars, isMeaningfulOverrun, rankBudgetCategories } from './budgetCategories';
import * as parts from './ResultParts.css';
import * as styles from './BudgetResultView.css';

// ---------------------------------------------------------------------------------------------
// View model: what the app makes of a budget result (product 3)
// ---------------------------------------------------------------------------------------------

export interface BudgetTransactionView {
  /** YYYY-MM-DD. */
  date: string;
  merchant: string;
  description: string;
  amount: number;
}

export interface BudgetCategoryView {
  name: string;
  /** An emoji, when the result gives one. */
  icon?: string;
  /** Monthly. */
  currentSpending: number;
  /** Monthly. */
  suggestedBudget: number;
  /** currentSpending - suggestedBudget: positive is over the suggested budget. */
  variance: number;
  /** Share of total expenses, in percent. */
  percentage: number;
  transactions: readonly BudgetTransactionView[];
}

export type BudgetInsightView = BudgetInsight;
export type BudgetHealthView = BudgetResult['budgetHealth'];
export type BudgetUserContextView = BudgetResult['userContext'];

export interface BudgetResultViewModel {
  /** The result's narrative summary, when it has one. */
  summary?: string;
  /** Monthly, on the result's one income basis. */
  totalIncome?: number;
  /** Where totalIncome comes from, in words ('Based on the income you gave, ...'); absent in older results. */
  incomeBasis?: string;
  /** Monthly. */
  totalExpenses?: number;
  categories: readonly BudgetCategoryView[];
  insights: readonly BudgetInsightView[];
  recommendations: { shortTerm: readonly string[]; longTerm: readonly string[] };
  health?: BudgetHealthView;
  userContext?: BudgetUserContextView;
}

export type BudgetResultViewProps = ResultViewState<BudgetResultViewModel>;

// ---------------------------------------------------------------------------------------------
// Parts
// ---------------------------------------------------------------------------------------------

/** 'Not provided' for optional context the user left out (product 5). */
export const NOT_PROVIDED = 'Not provided';

/** A variance in words: '$123.75 over budget', '$20.00 under budget', 'On budget'. */
export function varianceText(variance: number): string {
  const direction = varianceDirection(variance);
  if (direction === 'on') return 'On budget';
  return `${formatUsd(Math.abs(variance))} ${direction} budget`;
}

function CategoryCard({ category }: { category: BudgetCategoryView }) {
  const direction = varianceDirection(category.variance);
  // Red only for an overrun worth acting on; a few dollars over reads as plain text.
  const overrun = isMeaningfulOverrun(category);
  return (
    <Card
      as="article"
      title={<CategoryTitle icon={category.icon} name={category.name} fallback="pie-chart" />}
      actions={
        overrun ? (
          <Badge tone="error" icon="alert-triangle">
            Over budget
          </Badge>
        ) : undefined
      }
    >
      <Stack space="medium">
        <FactList
          facts={[
            { term: 'Current spending', value: `${formatUsd(category.currentSpending)} a month` },
            { term: 'Suggested budget', value: `${formatUsd(category.suggestedBudget)} a month` },
            {
              term: 'Variance',
              value: (
                <span className={overrun ? parts.negative : direction === 'under' ? parts.positive : undefined}>
                  {varianceText(category.variance)}
                </span>
              ),
            },
            { term: 'Share of expenses', value: formatPercent(category.percentage) },
          ]}
        />
        <TransactionsDisclosure name={category.name} transactions={category.transactions} />
      </Stack>
    </Card>
  );
}

/**
 * 'Other categories (15)': the categories that matter less, behind a disclosure button (closed at
 * first; Enter or Space opens it), with what they come to a month.
 */
function OtherCategories({ categories }: { categories: readonly BudgetCategoryView[] }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  if (categories.length === 0) return null;
  const monthly = categories.reduce((sum, category) => sum + category.currentSpending, 0);
  return (
    <div className={parts.disclosure}>
      <h3 className={styles.othersHeading}>
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls={regionId}
          icon={<Icon name={open ? 'chevron-up' : 'chevron-down'} size="small" />}
          onClick={() => setOpen((value) => !value)}
        >
          {`Other categories (${categories.length})`}
        </Button>
        <span className={styles.othersTotal}>{`${formatUsd(monthly)} a month`}</span>
      </h3>
      <div id={regionId} hidden={!open} className={clsx(parts.cards, styles.othersBody)}>
        {categories.map((category) => (
          <CategoryCard key={category.name} category={category} />
        ))}
      </div>
    </div>
  );
}

/** 'Over budget in 3 of 19 categories.', or 'No category is well over its suggested budget.' */
export function overrunSummary(overruns: number, total: number): string {
  if (overruns === 0) return 'No category is well over its suggested budget.';
  return `Over budget in ${overruns} of ${total} ${pluralNoun(total, 'category', 'categories')}.`;
}

function InsightCard({ insight }: { insight: BudgetInsightView }) {
  const look = INSIGHT_TYPE_LOOKS[insight.type];
  return (
    <Card
      as="article"
      title={insight.title}
      actions={
        <Inline as="span" space="xsmall">
          <Badge tone={look.tone} icon={look.icon}>
            {look.label}
          </Badge>
          <Badge tone={IMPACT_TONES[insight.impact]}>{`${insight.impact} impact`}</Badge>
        </Inline>
      }
    >
      <Stack space="medium">
        <p className={styles.insightMeta}>{`Category: ${insight.category}`}</p>
        <p className={parts.text}>{insight.description}</p>
        <TitledTextList title="Suggested actions" items={insight.suggestedActions} icon="check" />
      </Stack>
    </Card>
  );
}

function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/**
 * The budget's key figure: what is left over (or overspent) each month and its share of income; the
 * monthly expenses when the income is unknown.
 */
function budgetFigure(totalIncome: number | undefined, totalExpenses: number | undefined): VerdictFigure {
  if (totalIncome === undefined || totalExpenses === undefined) {
    return {
      label: 'Monthly expenses',
      value: totalExpenses === undefined ? EMPTY_VALUE : formatUsd(totalExpenses),
      tone: 'neutral',
    };
  }
  const leftOver = totalIncome - totalExpenses;
  return {
    label: leftOver >= 0 ? 'Left over each month' : 'Overspent each month',
    value: formatUsd(Math.abs(leftOver)),
    hint: totalIncome > 0 ? `${formatPercent((Math.abs(leftOver) / totalIncome) * 100)} of income` : undefined,
    tone: meaningTone[leftOverMeaning(leftOver)],
  };
}

/** The budget's verdict in words: how many categories run well over their suggested budget. */
function budgetSentence(categories: readonly BudgetCategoryView[], overruns: number): string {
  if (categories.length === 0) return 'The analysed transactions did not fall into any budget category.';
  return overrunSummary(overruns, categories.length);
}

function BudgetReady({ result }: { result: BudgetResultViewModel }) {
  const {
    summary,
    totalIncome,
    incomeBasis,
    totalExpenses,
    categories,
    insights,
    recommendations,
    health,
    userContext,
  } = result;
  const hasRecommendations = recommendations.shortTerm.length > 0 || recommendations.longTerm.length > 0;
  const ranked = rankBudgetCategories(categories);
  return (
    <div className={parts.root}>
      <Verdict
        figure={budgetFigure(totalIncome, totalExpenses)}
        sentence={budgetSentence(categories, ranked.overruns)}
      />

      <Section title="Budget overview" description={summary}>
        {incomeBasis !== undefined && <p className={styles.incomeBasis}>{incomeBasis}</p>}
        <div className={parts.stats}>
          <StatTile
            label="Monthly income"
            value={totalIncome === undefined ? EMPTY_VALUE : formatUsd(totalIncome)}
            icon="bank"
          />
          <StatTile
            label="Monthly expenses"
            value={totalExpenses === undefined ? EMPTY_VALUE : formatUsd(totalExpenses)}
            icon="credit-card"
          />
        </div>
      </Section>

      {health !== undefined && (
        <Section title="Budget health">
          <Columns space="large">
            <Column>
              <ScoreMeter
                label="Budget health score"
                score={health.score}
                level={health.level}
                band={BUDGET_HEALTH_BANDS[health.level]}
                tone={BUDGET_HEALTH_TONES[health.level]}
              />
            </Column>
            <Column>
              <div className={parts.panel}>
                <FactList
                  facts={[
                    { term: 'Spending fits income', value: yesNo(health.incomeAppropriate) },
                    { term: 'Adjusted for cost of living', value: yesNo(health.colAdjusted) },
                  ]}
                />
                <TitledTextList title="What shaped the score" titleAs="h3" items={health.factors} />
              </div>
            </Column>
          </Columns>
        </Section>
      )}

      <Section title="Spending by category" description="Monthly averages against the suggested budget.">
        {categories.length === 0 ? (
          <NoItems
            icon="pie-chart"
            title="No spending categories found"
            description="The analysed transactions did not fall into any budget category."
          />
        ) : (
          <>
            <LazyBarChart
              title="Current spending vs suggested budget"
              description="Per month, the largest categories."
              categoryLabel="Category"
              series={[
                { key: 'current', label: 'Current spending' },
                { key: 'suggested', label: 'Suggested budget' },
              ]}
              data={budgetChartBars(categories).map(({ label, shortLabel, current, suggested }) => ({
                label,
                shortLabel,
                values: { current, suggested },
              }))}
              formatValue={formatUsd}
              formatAxisValue={compactUsd}
              labels="slant"
            />
            <div className={parts.cards}>
              {ranked.featured.map((category) => (
                <CategoryCard key={category.name} category={category} />
              ))}
            </div>
            <OtherCategories categories={ranked.others} />
          </>
        )}
      </Section>

      <ItemsSection
        title="Insights"
        items={insights}
        layout="cards"
        renderItem={(insight, index) => <InsightCard key={`${index}-${insight.title}`} insight={insight} />}
      />

      {hasRecommendations && (
        <Section title="Recommendations">
          <Columns space="large">
            <Column>
              <RecommendationGroup title="Short term" items={recommendations.shortTerm} />
            </Column>
            <Column>
              <RecommendationGroup title="Long term" items={recommendations.longTerm} />
            </Column>
          </Columns>
        </Section>
      )}

      {userContext !== undefined && (
        <Section title="Your details" description="The optional details given when the analysis was started.">
          <div className={parts.panel}>
            <FactList
              facts={[
                {
                  term: 'Annual income',
                  value: userContext.annualIncome === null ? NOT_PROVIDED : formatUsd(userContext.annualIncome),
                },
                { term: 'ZIP code', value: userContext.zipcode ?? NOT_PROVIDED },
                { term: 'Cost of living', value: userContext.costOfLiving ?? NOT_PROVIDED },
              ]}
            />
          </div>
        </Section>
      )}
    </div>
  );
}

/**
 * The budget builder result (product 2, product 3): monthly income and expenses, budget health with its
 * factors, a chart of the largest categories and cards of each category's current spending against
 * its suggested budget (variance, share, transactions on demand): meaningful overruns and the largest
 * first, the others behind 'Other categories', insights with suggested actions, short- and long-term
 * recommendations and the user's optional context. A result with an error shows 'Analysis
 * Processing Error' (product 8).
 */
export function BudgetResultView(props: BudgetResultViewProps) {
  if (props.status !== 'ready') {
    return (
      <ResultProblemPanel
        problem={props}
        icon="pie-chart"
        noResultsDescription="This analysis did not return a budget to show. Run a new analysis to build one."
      />
    );
  }
  return <BudgetReady result={props.result} />;
}
