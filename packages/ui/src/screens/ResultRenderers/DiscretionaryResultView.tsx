import type { DiscretionaryResult, FlexibilityLabel, SpendingPattern } from '@ledgerlight/contract';
import { Badge } from '../../components/Badge/Badge';
import { Card } from '../../components/Card/Card';
import { LazyBarChart } from '../../components/Chart/LazyBarChart';
import { Section } from '../../components/Section/Section';
import { Column, Columns } from '../../components/Columns/Columns';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { EMPTY_VALUE, formatPercent, formatUsd } from '../../format/format';
import { sentenceCase } from '../../theme/meaning';
import {
  CategoryTitle,
  FactList,
  ItemsSection,
  RecommendationGroup,
  ResultProblemPanel,
  ScoreMeter,
  TextList,
  TitledTextList,
  TransactionsDisclosure,
  Verdict,
} from './ResultParts';
import type { ResultViewState, VerdictFigure } from './ResultParts';
import { compactUsd, monthLabels } from './resultFormat';
import {
  CATEGORY_FLEXIBILITY_TONES,
  FLEXIBILITY_BANDS,
  FLEXIBILITY_DESCRIPTIONS,
  FLEXIBILITY_TONES,
  HEALTH_CHECK_TONES,
  TREND_LOOKS,
} from './resultTones';
import * as parts from './ResultParts.css';
import * as styles from './DiscretionaryResultView.css';

// ---------------------------------------------------------------------------------------------
// View model: what the app makes of a discretionary spending result (product 3)
// ---------------------------------------------------------------------------------------------

export type DiscretionaryCategoryView = Omit<DiscretionaryResult['categories'][number], 'icon'> & {
  /** An emoji, when the result gives one. */
  icon?: string;
};

export interface SpendingPatternView extends Omit<SpendingPattern, 'examples'> {
  /** At most 3 (product 9) ... */
  examples: readonly string[];
  /** ... and how many more the result lists. */
  moreExamples: number;
}

export type EssentialsComparisonView = DiscretionaryResult['comparisonToEssentials'];

export interface DiscretionaryResultViewModel {
  /** The result's narrative summary, when it has one. */
  summary?: string;
  /** Per month. */
  totalDiscretionary?: number;
  /** Share of all spending, in percent. */
  discretionaryPercentage?: number;
  /** The score and its label (product 9: 70 High, 40 Moderate, else Limited). */
  flexibility?: { score: number; label: FlexibilityLabel };
  comparison?: EssentialsComparisonView;
  categories: readonly DiscretionaryCategoryView[];
  spendingPatterns: readonly SpendingPatternView[];
  recommendations: {
    quickWins: readonly string[];
    behavioralChanges: readonly string[];
    longTermStrategies: readonly string[];
  };
  /** Oldest month first; months as YYYY-MM. */
  monthlyBreakdown: readonly { month: string; totalDiscretionary: number }[];
}

export type DiscretionaryResultViewProps = ResultViewState<DiscretionaryResultViewModel>;

// ---------------------------------------------------------------------------------------------
// Parts
// ---------------------------------------------------------------------------------------------

/** The ratio of discretionary to essential spending in words: 0.52 -> '$0.52 for every $1 on essentials'. */
export function ratioText(ratio: number): string {
  return `${formatUsd(ratio)} for every $1 on essentials`;
}

function CategoryCard({ category }: { category: DiscretionaryCategoryView }) {
  const trend = TREND_LOOKS[category.trend];
  return (
    <Card
      as="article"
      title={<CategoryTitle icon={category.icon} name={category.name} fallback="shopping-bag" />}
      actions={
        <Inline as="span" space="xsmall">
          <Badge tone={CATEGORY_FLEXIBILITY_TONES[category.flexibility]}>{`${category.flexibility} flexibility`}</Badge>
          <Badge tone={trend.tone} icon={trend.icon}>
            {category.trend}
          </Badge>
        </Inline>
      }
    >
      <Stack space="medium">
        <FactList
          facts={[
            { term: 'Monthly average', value: formatUsd(category.monthlyAverage) },
            { term: 'Share of discretionary', value: formatPercent(category.percentage) },
            { term: 'Reduction potential', value: `${formatUsd(category.reductionPotential)} a month` },
          ]}
        />
        {category.insights.length > 0 && <TextList items={category.insights} icon="info" />}
        <TransactionsDisclosure name={category.name} transactions={category.transactions} />
      </Stack>
    </Card>
  );
}

function PatternCard({ pattern }: { pattern: SpendingPatternView }) {
  return (
    <Card as="article" title={pattern.pattern} actions={<Badge tone="info">{pattern.frequency}</Badge>}>
      <Stack space="medium">
        <p className={parts.text}>{pattern.description}</p>
        <FactList facts={[{ term: 'Average amount', value: formatUsd(pattern.averageAmount) }]} />
        <TitledTextList title="Examples" items={pattern.examples} icon="credit-card">
          {pattern.moreExamples > 0 && <p className={styles.more}>{`+${pattern.moreExamples} more`}</p>}
        </TitledTextList>
        {pattern.recommendation !== '' && (
          <p className={styles.recommendation}>
            <span className={styles.recommendationLabel}>Recommendation: </span>
            {pattern.recommendation}
          </p>
        )}
      </Stack>
    </Card>
  );
}

/** The monthly discretionary spending; its share of spending when only that is known. */
function discretionaryFigure(total: number | undefined, percentage: number | undefined): VerdictFigure {
  if (total === undefined && percentage !== undefined) {
    return { label: 'Share of your spending that is discretionary', value: formatPercent(percentage), tone: 'brand' };
  }
  return {
    label: 'Discretionary spending',
    value: total === undefined ? EMPTY_VALUE : formatUsd(total),
    hint: total === undefined ? undefined : 'a month',
    tone: 'brand',
  };
}

function DiscretionaryReady({ result }: { result: DiscretionaryResultViewModel }) {
  const {
    summary,
    totalDiscretionary,
    discretionaryPercentage,
    flexibility,
    comparison,
    categories,
    spendingPatterns,
    recommendations,
    monthlyBreakdown,
  } = result;
  const hasRecommendations =
    recommendations.quickWins.length > 0 ||
    recommendations.behavioralChanges.length > 0 ||
    recommendations.longTermStrategies.length > 0;
  return (
    <div className={parts.root}>
      <Verdict
        figure={discretionaryFigure(totalDiscretionary, discretionaryPercentage)}
        sentence={
          totalDiscretionary !== undefined && discretionaryPercentage !== undefined
            ? `${formatPercent(discretionaryPercentage)} of your spending is discretionary: yours to adjust.`
            : 'What you spend by choice, beyond essentials, is yours to adjust.'
        }
      />

      <Section title="Discretionary spending overview" description={summary}>
        <div className={parts.stats}>
          {flexibility !== undefined && (
            <ScoreMeter
              label="Flexibility score"
              score={flexibility.score}
              level={flexibility.label}
              band={FLEXIBILITY_BANDS[flexibility.label]}
              tone={FLEXIBILITY_TONES[flexibility.label]}
              description={FLEXIBILITY_DESCRIPTIONS[flexibility.label]}
            />
          )}
        </div>
      </Section>

      {comparison !== undefined && (
        <Section title="Compared with essentials">
          <div className={parts.panel}>
            <FactList
              facts={[
                { term: 'Essential spending', value: `${formatUsd(comparison.essentialSpending)} a month` },
                { term: 'Discretionary spending', value: `${formatUsd(comparison.discretionarySpending)} a month` },
                { term: 'Ratio', value: ratioText(comparison.ratio) },
                {
                  term: 'Health check',
                  value: (
                    <Badge tone={HEALTH_CHECK_TONES[comparison.healthCheck]} size="medium">
                      {sentenceCase(comparison.healthCheck)}
                    </Badge>
                  ),
                },
              ]}
            />
          </div>
        </Section>
      )}

      {monthlyBreakdown.length > 0 && (
        <Section title="Monthly breakdown">
          <LazyBarChart
            title="Discretionary spending by month"
            categoryLabel="Month"
            series={[{ key: 'total', label: 'Discretionary spending' }]}
            data={monthlyBreakdown.map((entry) => ({
              ...monthLabels(entry.month),
              values: { total: entry.totalDiscretionary },
            }))}
            formatValue={formatUsd}
            formatAxisValue={compactUsd}
          />
        </Section>
      )}

      <ItemsSection
        title="Categories"
        items={categories}
        empty={{
          icon: 'shopping-bag',
          title: 'No discretionary categories found',
          description: 'The analysed transactions had no discretionary spending.',
        }}
        layout="cards"
        renderItem={(category) => <CategoryCard key={category.name} category={category} />}
      />

      <ItemsSection
        title="Spending patterns"
        items={spendingPatterns}
        layout="cards"
        renderItem={(pattern, index) => <PatternCard key={`${index}-${pattern.pattern}`} pattern={pattern} />}
      />

      {hasRecommendations && (
        <Section title="Recommendations">
          <Columns space="large" collapseBelow="desktop">
            <Column>
              <RecommendationGroup title="Quick wins" items={recommendations.quickWins} />
            </Column>
            <Column>
              <RecommendationGroup title="Behavioral changes" items={recommendations.behavioralChanges} />
            </Column>
            <Column>
              <RecommendationGroup title="Long-term strategies" items={recommendations.longTermStrategies} />
            </Column>
          </Columns>
        </Section>
      )}
    </div>
  );
}

/**
 * The discretionary spending result (product 2, product 3): the monthly total and its share, the
 * flexibility score with its label (product 9), the comparison with essential spending and its health
 * check, a monthly breakdown chart, categories with flexibility, trend and reduction potential,
 * spending patterns with at most 3 examples, and recommendations in three groups. A result with an
 * error shows 'Analysis Processing Error'; no result, 'No Results Available' (product 8).
 */
export function DiscretionaryResultView(props: DiscretionaryResultViewProps) {
  if (props.status !== 'ready') {
    return (
      <ResultProblemPanel
        problem={props}
        icon="shopping-bag"
        noResultsDescription="This analysis did not return any discretionary spending to show. Run a new analysis to see where your money goes."
      />
    );
  }
  return <DiscretionaryReady result={props.result} />;
}
