import { useMemo } from 'react';
import { FraudResultView } from '@ledgerlight/ui';
import { readFraudResult } from './fraudModel';
import type { ResultRendererProps } from './types';

/**
 * The fraud detection renderer: reads the task's `analysisResult ?? result` with the contract's read schema
 * and shows the result, the error it carries ('Analysis Processing Error'), a clear error when it
 * cannot be read, or 'No Results Available'.
 */
export function FraudResult({ data }: ResultRendererProps) {
  const view = useMemo(() => readFraudResult(data), [data]);
  return <FraudResultView {...view} />;
}
