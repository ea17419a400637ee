import { budgetResultReadSchema } from '@ledgerlight/contract';
import type { BudgetResultRead } from '@ledgerlight/contract';
import type { BudgetResultViewModel, BudgetResultViewProps } from '@ledgerlight/ui';
import { readResult, summaryText } from './resultRules';
import type { ResultReader } from './resultRules';

/** The fields of a budget result (product 3). */
const BUDGET_KEYS = [
  'totalIncome',
  'totalExpenses',
  'categories',
  'insights',
  'recommendations',
  'budgetHealth',
  'userContext',
] as const;

/** The view model of a read budget result. */
function toBudgetViewModel(read: BudgetResultRead): BudgetResultViewModel {
  return {
    summary: summaryText(read.summary),
    totalIncome: read.totalIncome,
    incomeBasis: read.incomeBasis?.description,
    totalExpenses: read.totalExpenses,
    categories: (read.categories ?? []).map(({ icon, ...category }) => ({
      ...category,
      icon: icon.trim() === '' ? undefined : icon,
    })),
    insights: read.insights ?? [],
    recommendations: {
      shortTerm: read.recommendations?.shortTerm ?? [],
      longTerm: read.recommendations?.longTerm ?? [],
    },
    health: read.budgetHealth,
    userContext: read.userContext,
  };
}

/** Whether a read budget result has anything to show: a figure or a non-empty list. */
function hasBudgetData(read: BudgetResultRead): boolean {
  return (
    read.totalIncome !== undefined ||
    read.totalExpenses !== undefined ||
    (read.categories?.length ?? 0) > 0 ||
    (read.insights?.length ?? 0) > 0 ||
    (read.recommendations?.shortTerm.length ?? 0) + (read.recommendations?.longTerm.length ?? 0) > 0 ||
    read.budgetHealth !== undefined
  );
}

const budgetReader: ResultReader<BudgetResultRead, BudgetResultViewModel> = {
  keys: BUDGET_KEYS,
  schema: budgetResultReadSchema,
  hasData: hasBudgetData,
  toModel: toBudgetViewModel,
};

/** What the budget renderer shows for a task's `analysisResult ?? result`. */
export function readBudgetResult(data: unknown): BudgetResultViewProps {
  return readResult(data, budgetReader);
}
