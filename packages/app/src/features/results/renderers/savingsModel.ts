import {
  IMPACT_LEVELS,
  SAVINGS_TRANSACTIONS_PREVIEW,
  savingsResultReadSchema,
  savingsScoreColour,
} from '@ledgerlight/contract';
import type { SavingsDataRead, SavingsOpportunity, SavingsResultRead } from '@ledgerlight/contract';
import type { SavingsOpportunityView, SavingsResultViewModel, SavingsResultViewProps } from '@ledgerlight/ui';
import { resultErrorOf } from '../resultError';

/**
 * The savings finder result (product 3) read for its renderer. The savings data sits at the top level,
 * or is nested under `summary` or `analysisResult`; the first of those that holds any savings data
 * is used. With none, or data the contract's read schema refuses, the renderer shows 'No Results
 * Available' (product 8).
 */

/** The fields that make savings data usable. */
const hasSavingsData = (data: SavingsDataRead): boolean =>
  (data.opportunities?.length ?? 0) > 0 ||
  data.savingsScore !== undefined ||
  data.totalPotentialSavings !== undefined ||
  (data.recommendations?.length ?? 0) > 0;

/** The savings data of a read result: top level, then `summary`, then `analysisResult`. */
export function savingsDataOf(read: SavingsResultRead): SavingsDataRead | undefined {
  const topLevel: SavingsDataRead = {
    opportunities: read.opportunities,
    totalPotentialSavings: read.totalPotentialSavings,
    savingsScore: read.savingsScore,
    recommendations: read.recommendations,
    analysisMetadata: read.analysisMetadata,
  };
  const candidates = [topLevel, typeof read.summary === 'object' ? read.summary : undefined, read.analysisResult];
  return candidates.find(
    (candidate): candidate is SavingsDataRead => candidate !== undefined && hasSavingsData(candidate),
  );
}

const priorityRank = (priority: SavingsOpportunity['priority']): number => IMPACT_LEVELS.indexOf(priority);

/** By priority (High, Medium, Low), then potentialSavings, highest first (product 9). */
export function sortOpportunities<T extends Pick<SavingsOpportunity, 'priority' | 'potentialSavings'>>(
  opportunities: readonly T[],
): T[] {
  return [...opportunities].sort(
    (a, b) => priorityRank(a.priority) - priorityRank(b.priority) || b.potentialSavings - a.potentialSavings,
  );
}

/** An opportunity with its first related transactions and the count of the rest (product 9: 3, '+N more'). */
export function toOpportunityView(opportunity: SavingsOpportunity): SavingsOpportunityView {
  const { transactions, suggestions, ...rest } = opportunity;
  return {
    ...rest,
    suggestions: suggestions.map(({ actionUrl, ...suggestion }) => ({
      ...suggestion,
      actionUrl: actionUrl ?? undefined,
    })),
    transactionPreview: transactions.slice(0, SAVINGS_TRANSACTIONS_PREVIEW),
    moreTransactions: Math.max(0, transactions.length - SAVINGS_TRANSACTIONS_PREVIEW),
  };
}

/** The view model of usable savings data. */
export function normaliseSavings(data: SavingsDataRead, summary?: string): SavingsResultViewModel {
  const opportunities = sortOpportunities(data.opportunities ?? []);
  return {
    summary,
    score:
      data.savingsScore === undefined
        ? undefined
        : { value: data.savingsScore, band: savingsScoreColour(data.savingsScore) },
    totalPotentialSavings:
      data.totalPotentialSavings ?? opportunities.reduce((sum, opportunity) => sum + opportunity.potentialSavings, 0),
    opportunities: opportunities.map(toOpportunityView),
    recommendations: data.recommendations ?? [],
    metadata: data.analysisMetadata,
  };
}

/**
 * What the savings renderer shows for a task's `analysisResult ?? result`: the error the result
 * carries ('Analysis Processing Error'), 'No Results Available', or the savings.
 */
export function readSavingsResult(data: unknown): SavingsResultViewProps {
  const error = resultErrorOf(data);
  if (error !== undefined) return { status: 'analysisError', message: error };
  const parsed = savingsResultReadSchema.safeParse(data);
  if (!parsed.success) return { status: 'noResults' };
  const savings = savingsDataOf(parsed.data);
  if (savings === undefined) return { status: 'noResults' };
  const summary = typeof parsed.data.summary === 'string' ? parsed.data.summary.trim() || undefined : undefined;
  return { status: 'ready', result: normaliseSavings(savings, summary) };
}
