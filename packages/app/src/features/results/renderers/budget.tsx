import { useMemo } from 'react';
import { BudgetResultView } from '@ledgerlight/ui';
import { readBudgetResult } from './budgetModel';
import type { ResultRendererProps } from './types';

/**
 * The budget builder renderer: reads the task's `analysisResult ?? result` with the contract's read schema
 * and shows the result, the error it carries ('Analysis Processing Error'), a clear error when it
 * cannot be read, or 'No Results Available'.
 */
export function BudgetResult({ data }: ResultRendererProps) {
  const view = useMemo(() => readBudgetResult(data), [data]);
  return <BudgetResultView {...view} />;
}
