import type { Tone } from '../../theme/tones';

/** The tones a task status can take (product 4); brand is never a status. */
export type StatusTone = Exclude<Tone, 'brand'>;

const toneByStatus: Record<string, StatusTone> = {
  COMPLETED: 'success',
  PROCESSING: 'warning',
  PENDING: 'info',
  FAILED: 'error',
};

/**
 * Colour of a task status (product 4), compared case-insensitively: COMPLETED success (green),
 * PROCESSING warning (yellow), PENDING info (grey), FAILED error (red), anything else neutral.
 * The comparison is exact apart from case: ' completed ' (with spaces) is unknown, so neutral.
 */
export function statusTone(status: string): StatusTone {
  return toneByStatus[status.toUpperCase()] ?? 'neutral';
}

export interface StatusLabelInput {
  status: string;
  overallStatus?: string | null;
}

/**
 * Text of a task status (product 4): `overallStatus` if present, otherwise the lowercase status.
 * An empty or blank `overallStatus` counts as absent.
 */
export function statusLabel({ status, overallStatus }: StatusLabelInput): string {
  if (overallStatus !== undefined && overallStatus !== null && overallStatus.trim() !== '') return overallStatus;
  return status.toLowerCase();
}
