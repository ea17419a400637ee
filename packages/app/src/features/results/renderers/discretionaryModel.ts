import { discretionaryResultReadSchema } from '@ledgerlight/contract';
import type { DiscretionaryResultRead } from '@ledgerlight/contract';
import type { DiscretionaryResultViewModel, DiscretionaryResultViewProps } from '@ledgerlight/ui';
import { flexibilityBand, limitExamples, readResult, summaryText } from './resultRules';
import type { ResultReader } from './resultRules';

/** The fields of a discretionary spending result (product 3), apart from the envelope's summary. */
const DISCRETIONARY_KEYS = [
  'totalDiscretionary',
  'discretionaryPercentage',
  'flexibilityScore',
  'comparisonToEssentials',
  'categories',
  'spendingPatterns',
  'recommendations',
  'monthlyBreakdown',
] as const;

/** The view model of a read discretionary result: the flexibility label, at most 3 examples per pattern, months in order. */
function toDiscretionaryViewModel(read: DiscretionaryResultRead): DiscretionaryResultViewModel {
  return {
    summary: summaryText(read.summary),
    totalDiscretionary: read.totalDiscretionary,
    discretionaryPercentage: read.discretionaryPercentage,
    flexibility: read.flexibilityScore === undefined ? undefined : flexibilityBand(read.flexibilityScore),
    comparison: read.comparisonToEssentials,
    categories: (read.categories ?? []).map(({ icon, ...category }) => ({
      ...category,
      icon: icon.trim() === '' ? undefined : icon,
    })),
    spendingPatterns: (read.spendingPatterns ?? []).map((pattern) => ({
      ...pattern,
      ...limitExamples(pattern.examples),
    })),
    recommendations: {
      quickWins: read.recommendations?.quick_wins ?? [],
      behavioralChanges: read.recommendations?.behavioral_changes ?? [],
      longTermStrategies: read.recommendations?.long_term_strategies ?? [],
    },
    monthlyBreakdown: [...(read.monthlyBreakdown ?? [])].sort((a, b) => a.month.localeCompare(b.month)),
  };
}

/** Whether a read discretionary result has anything to show (product 8: otherwise 'No Results Available'). */
function hasDiscretionaryData(read: DiscretionaryResultRead): boolean {
  const { recommendations } = read;
  return (
    read.totalDiscretionary !== undefined ||
    read.discretionaryPercentage !== undefined ||
    read.flexibilityScore !== undefined ||
    read.comparisonToEssentials !== undefined ||
    (read.categories?.length ?? 0) > 0 ||
    (read.spendingPatterns?.length ?? 0) > 0 ||
    (read.monthlyBreakdown?.length ?? 0) > 0 ||
    (recommendations !== undefined &&
      recommendations.quick_wins.length +
        recommendations.behavioral_changes.length +
        recommendations.long_term_strategies.length >
        0)
  );
}

const discretionaryReader: ResultReader<DiscretionaryResultRead, DiscretionaryResultViewModel> = {
  keys: DISCRETIONARY_KEYS,
  schema: discretionaryResultReadSchema,
  hasData: hasDiscretionaryData,
  toModel: toDiscretionaryViewModel,
};

/** What the discretionary renderer shows for a task's `analysisResult ?? result`. */
export function readDiscretionaryResult(data: unknown): DiscretionaryResultViewProps {
  return readResult(data, discretionaryReader);
}
