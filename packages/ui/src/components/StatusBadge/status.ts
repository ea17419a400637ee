import { meaningTone, taskStatusMeaning } from '../../theme/meaning';
import type { Tone } from '../../theme/tones';

/** The tones a task status can take (product 4); brand is never a status. */
export type StatusTone = Exclude<Tone, 'brand'>;

/**
 * Colour of a task status (product 4), through the scale of meaning (theme/meaning.ts, ADR 0046),
 * compared case-insensitively: COMPLETED success (green), PROCESSING warning (yellow), PENDING info
 * (grey), FAILED error (red), anything else neutral. The comparison is exact apart from case:
 * ' completed ' (with spaces) is unknown, so neutral.
 */
export function statusTone(status: string): StatusTone {
  return meaningTone[taskStatusMeaning(status)];
}

export interface StatusLabelInput {
  status: string;
  overallStatus?: string | null;
}

/**
 * Text of a task status (product 4): `overallStatus` if present, otherwise the lowercase status.
 * An empty or blank `overallStatus` counts as absent. The badge shows it in sentence case with CSS
 * (StatusBadge.css.ts), so the text stays the spec's while every badge reads alike (ADR 0046).
 */
export function statusLabel({ status, overallStatus }: StatusLabelInput): string {
  if (overallStatus !== undefined && overallStatus !== null && overallStatus.trim() !== '') return overallStatus;
  return status.toLowerCase();
}
