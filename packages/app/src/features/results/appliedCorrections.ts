import { resultCorrectionsSchema } from '@ledgerlight/contract';

/**
 * How many of the user's corrections shaped a result (its `corrections.applied`, ADR 0040); 0 for a
 * result without the field (no rule touched the run, or it was stored before corrections existed) or
 * with one that does not read.
 */
export function appliedCorrectionsCount(data: unknown): number {
  if (typeof data !== 'object' || data === null || !('corrections' in data)) return 0;
  const read = resultCorrectionsSchema.safeParse(data.corrections);
  return read.success ? read.data.applied.length : 0;
}
