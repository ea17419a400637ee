import { pluralNoun } from '@ledgerlight/contract';
import type { ResultTransaction, SavingsOpportunity, SavingsScoreColour } from '@ledgerlight/contract';
import { Badge } from '../../components/Badge/Badge';
import { Card } from '../../components/Card/Card';
import { Link } from '../../components/Link/Link';
import { Section } from '../../components/Section/Section';
import { StatTile } from '../../components/StatTile/StatTile';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import { EMPTY_VALUE, LOCALE, formatPercent, formatUsd } from '../../format/format';
import { EFFORT_MEANINGS, IMPACT_MEANINGS, SAVINGS_SCORE_MEANINGS, toneOf } from '../../theme/meaning';
import type { Tone } from '../../theme/tones';
import { FactList, ItemsSection, ResultProblemPanel, ScoreMeter, TextList, Verdict, calendarDate } from './ResultParts';
import type { ResultViewState } from './ResultParts';
import type { MeterBand } from './resultTones';
import { SUGGESTION_TYPE_LABELS, labelOf } from './resultFormat';
import * as styles from './SavingsResultView.css';

// ---------------------------------------------------------------------------------------------
// View model: what the app makes of the savings data wherever it sits (product 3)
// ---------------------------------------------------------------------------------------------

export type SavingsPriority = SavingsOpportunity['priority'];
export type SavingsEffort = SavingsOpportunity['effort'];

export interface SavingsSuggestionView {
  /** The kind of action, e.g. 'switch', 'negotiate', 'cancel', 'reduce'. */
  type: string;
  suggestion: string;
  /** Monthly. */
  estimatedSavings: number;
  /** Where to act (http or https); opens in a new tab. */
  actionUrl?: string;
}

export interface SavingsOpportunityView {
  id: string;
  title: string;
  category: string;
  priority: SavingsPriority;
  effort: SavingsEffort;
  description: string;
  /** Monthly. */
  potentialSavings: number;
  savingsPercentage: number;
  /** Monthly. */
  currentSpending: number;
  timeframe: string;
  suggestions: readonly SavingsSuggestionView[];
  /** The first related transactions (product 9: 3) ... */
  transactionPreview: readonly ResultTransaction[];
  /** ... and how many more there are ('+N more'). */
  moreTransactions: number;
}

export interface SavingsScoreView {
  /** 0-100. */
  value: number;
  /** 80 and above green, 60 yellow, 40 orange, below red (product 9). */
  band: SavingsScoreColour;
}

export interface SavingsMetadataView {
  transactionsAnalyzed?: number;
  timeframeAnalyzed?: string;
  categoriesReviewed?: number;
}

export interface SavingsResultViewModel {
  /** The result's narrative summary, when it has one. */
  summary?: string;
  score?: SavingsScoreView;
  /** Monthly. */
  totalPotentialSavings: number;
  /** By priority (High, Medium, Low), then potential savings, highest first (product 9). */
  opportunities: readonly SavingsOpportunityView[];
  recommendations: readonly string[];
  metadata?: SavingsMetadataView;
}

/** The savings, or 'Analysis Processing Error' / 'No Results Available' (product 8). */
export type SavingsResultViewProps = ResultViewState<SavingsResultViewModel>;

// ---------------------------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------------------------

/**
 * How the score meter shows each score band (product 9: green, yellow, orange, red): its level in words,
 * read the way the engine computes the score (100 = no avoidable spending found, so green is good
 * news and red means the most to save),
 * so the colour is never the only cue; its meter colour; and the level's tone.
 */
export const SAVINGS_SCORE_BANDS: Readonly<
  Record<SavingsScoreColour, { readonly level: string; readonly band: MeterBand; readonly tone: Tone }>
> = {
  green: { level: 'Little left to trim', band: 'good', tone: toneOf(SAVINGS_SCORE_MEANINGS, 'green') },
  yellow: { level: 'Some room to save', band: 'fair', tone: toneOf(SAVINGS_SCORE_MEANINGS, 'yellow') },
  orange: { level: 'Good room to save', band: 'elevated', tone: toneOf(SAVINGS_SCORE_MEANINGS, 'orange') },
  red: { level: 'Plenty of room to save', band: 'severe', tone: toneOf(SAVINGS_SCORE_MEANINGS, 'red') },
};

/** The readable host of an action link: 'https://www.visible.com/plans' -> 'visible.com'. */
export function actionHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

// ---------------------------------------------------------------------------------------------
// Parts
// ---------------------------------------------------------------------------------------------

function Suggestion({ suggestion }: { suggestion: SavingsSuggestionView }) {
  return (
    <li className={styles.suggestion}>
      <span className={styles.suggestionText}>
        <Badge tone="neutral">{labelOf(SUGGESTION_TYPE_LABELS, suggestion.type)}</Badge>
        <span>{suggestion.suggestion}</span>
      </span>
      <span className={styles.suggestionMeta}>
        <span className={styles.saving}>{`Save ${formatUsd(suggestion.estimatedSavings)} a month`}</span>
        {suggestion.actionUrl !== undefined && (
          <Link href={suggestion.actionUrl} target="_blank">
            {`Go to ${actionHost(suggestion.actionUrl)}`}
          </Link>
        )}
      </span>
    </li>
  );
}

function OpportunityCard({ opportunity }: { opportunity: SavingsOpportunityView }) {
  return (
    <Card
      as="article"
      titleAs="h3"
      title={opportunity.title}
      description={opportunity.category}
      actions={
        <Inline as="span" space="xsmall">
          <Badge tone={toneOf(IMPACT_MEANINGS, opportunity.priority)}>{`${opportunity.priority} priority`}</Badge>
          <Badge tone={toneOf(EFFORT_MEANINGS, opportunity.effort)}>{`${opportunity.effort} effort`}</Badge>
        </Inline>
      }
    >
      <Stack space="large">
        <p className={styles.text}>{opportunity.description}</p>
        <FactList
          facts={[
            {
              term: 'Potential savings',
              value: (
                <span className={styles.saving}>
                  {`${formatUsd(opportunity.potentialSavings)} a month (${formatPercent(opportunity.savingsPercentage)})`}
                </span>
              ),
            },
            { term: 'Current spending', value: `${formatUsd(opportunity.currentSpending)} a month` },
            { term: 'Timeframe', value: opportunity.timeframe || EMPTY_VALUE },
          ]}
        />

        {opportunity.suggestions.length > 0 && (
          <Stack space="small">
            <h4 className={styles.blockTitle}>Suggestions</h4>
            <ul className={styles.list}>
              {opportunity.suggestions.map((suggestion, index) => (
                <Suggestion key={`${index}-${suggestion.suggestion}`} suggestion={suggestion} />
              ))}
            </ul>
          </Stack>
        )}

        {opportunity.transactionPreview.length > 0 && (
          <Stack space="small">
            <h4 className={styles.blockTitle}>Related transactions</h4>
            <ul className={styles.list}>
              {opportunity.transactionPreview.map((transaction, index) => (
                <li key={`${index}-${transaction.date}-${transaction.merchant}`} className={styles.transaction}>
                  <span>{calendarDate(transaction.date)}</span>
                  <span className={styles.merchant}>{transaction.merchant}</span>
                  <span className={styles.amount}>{formatUsd(transaction.amount)}</span>
                </li>
              ))}
            </ul>
            {opportunity.moreTransactions > 0 && (
              <p className={styles.more}>{`+${opportunity.moreTransactions} more`}</p>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function SavingsReady({ result }: { result: SavingsResultViewModel }) {
  const { score, totalPotentialSavings, opportunities, recommendations, metadata, summary } = result;
  return (
    <div className={styles.root}>
      <Verdict
        figure={{
          label: 'You could save each month',
          value: formatUsd(totalPotentialSavings),
          hint: `${formatUsd(totalPotentialSavings * 12)} a year`,
          tone: totalPotentialSavings > 0 ? 'success' : 'neutral',
        }}
        sentence={
          opportunities.length === 0
            ? 'Your spending in the analysed period left no clear opportunities to save.'
            : `${opportunities.length} ${pluralNoun(opportunities.length, 'opportunity', 'opportunities')} to save, the highest priority first.`
        }
      />

      <Section title="Savings overview" description={summary}>
        <div className={styles.stats}>
          {score !== undefined && (
            <ScoreMeter
              label="Savings score"
              score={score.value}
              {...SAVINGS_SCORE_BANDS[score.band]}
              description="Higher scores mean less avoidable spending: a low score means more to save."
            />
          )}
          <StatTile label="Opportunities" value={String(opportunities.length)} icon="sparkles" />
        </div>
      </Section>

      <ItemsSection
        title="Savings opportunities"
        description="Highest priority first, then the largest savings."
        items={opportunities}
        empty={{
          icon: 'piggy-bank',
          title: 'No savings opportunities found',
          description: 'Your spending in the analysed period left no clear opportunities to save.',
        }}
        layout="list"
        renderItem={(opportunity) => <OpportunityCard key={opportunity.id} opportunity={opportunity} />}
      />

      {recommendations.length > 0 && (
        <Section title="Recommendations">
          <TextList items={recommendations} icon="check-circle" />
        </Section>
      )}

      {metadata !== undefined && (
        <Section title="About this analysis">
          <FactList
            facts={[
              {
                term: 'Transactions analyzed',
                value: metadata.transactionsAnalyzed?.toLocaleString(LOCALE) ?? EMPTY_VALUE,
              },
              { term: 'Timeframe analyzed', value: metadata.timeframeAnalyzed ?? EMPTY_VALUE },
              {
                term: 'Categories reviewed',
                value: metadata.categoriesReviewed?.toLocaleString(LOCALE) ?? EMPTY_VALUE,
              },
            ]}
          />
        </Section>
      )}
    </div>
  );
}

/**
 * The savings finder result (product 2, product 3): the savings score in its colour band, the potential
 * savings, the opportunities by priority with their suggestions, action links and first related
 * transactions, the recommendations and what was analysed. A result with an error shows 'Analysis
 * Processing Error'; one with nothing usable 'No Results Available' (product 8).
 */
export function SavingsResultView(props: SavingsResultViewProps) {
  if (props.status !== 'ready') {
    return (
      <ResultProblemPanel
        problem={props}
        icon="piggy-bank"
        noResultsDescription="This analysis did not return any savings data to show. Run a new analysis to look for savings."
      />
    );
  }
  return <SavingsReady result={props.result} />;
}
