import { useMemo } from 'react';
import { RecurringResultView } from '@ledgerlight/ui';
import { readRecurringResult } from './recurringModel';
import type { ResultRendererProps } from './types';

/** The recurring expenses renderer: any source shape of product 3, normalised, or its error. */
export function RecurringResult({ data }: ResultRendererProps) {
  const view = useMemo(() => readRecurringResult(data), [data]);
  return <RecurringResultView {...view} />;
}
