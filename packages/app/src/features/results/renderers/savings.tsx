import { useMemo } from 'react';
import { SavingsResultView } from '@ledgerlight/ui';
import { readSavingsResult } from './savingsModel';
import type { ResultRendererProps } from './types';

/** The savings finder renderer: the savings data wherever it is nested (product 3), or its error. */
export function SavingsResult({ data }: ResultRendererProps) {
  const view = useMemo(() => readSavingsResult(data), [data]);
  return <SavingsResultView {...view} />;
}
