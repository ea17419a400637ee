import { useMemo } from 'react';
import { DiscretionaryResultView } from '@ledgerlight/ui';
import { readDiscretionaryResult } from './discretionaryModel';
import type { ResultRendererProps } from './types';

/**
 * The discretionary spending renderer: reads the task's `analysisResult ?? result` with the contract's read schema
 * and shows the result, the error it carries ('Analysis Processing Error'), a clear error when it
 * cannot be read, or 'No Results Available'.
 */
export function DiscretionaryResult({ data }: ResultRendererProps) {
  const view = useMemo(() => readDiscretionaryResult(data), [data]);
  return <DiscretionaryResultView {...view} />;
}
