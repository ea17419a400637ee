import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { HTMLAttributes } from 'react';
import { Badge } from '../Badge/Badge';
import type { BadgeSize } from '../Badge/Badge';
import { statusLabel, statusTone } from './status';
import * as styles from './StatusBadge.css';

export { statusLabel, statusTone };
export type { StatusLabelInput, StatusTone } from './status';

export const statusBadgeVariants = ['pill', 'plain'] as const;
export type StatusBadgeVariant = (typeof statusBadgeVariants)[number];

export interface StatusBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The task status as the server sends it (PENDING, PROCESSING, COMPLETED, FAILED, or anything). */
  status: string;
  /** Shown instead of the status when present. */
  overallStatus?: string | null;
  /** A leading dot in the status colour. */
  dot?: boolean;
  /** `pill` is a Badge; `plain` is coloured text (with `dot`, the dashboard's "status dot and text"). */
  variant?: StatusBadgeVariant;
  size?: BadgeSize;
  /** Shown when both the status and overallStatus are empty, so the badge is never blank. */
  emptyLabel?: string;
}

/** A task status in its colour (product 4). */
export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { status, overallStatus, dot = false, variant = 'pill', size = 'small', emptyLabel = 'unknown', className, ...rest },
  ref,
) {
  const tone = statusTone(status);
  const label = statusLabel({ status, overallStatus }) || emptyLabel;
  const marker = dot ? <span className={styles.dot[tone]} aria-hidden="true" /> : null;
  // The text is the spec's (lowercase status); it reads in sentence case like every badge (ADR 0046).
  if (variant === 'plain') {
    return (
      <span ref={ref} className={clsx(styles.plain[tone], className)} data-tone={tone} {...rest}>
        {marker}
        <span className={styles.sentenceCase}>{label}</span>
      </span>
    );
  }
  return (
    <Badge ref={ref} tone={tone} size={size} leading={marker} className={className} data-tone={tone} {...rest}>
      <span className={clsx(styles.sentenceCase, styles.clipped)}>{label}</span>
    </Badge>
  );
});
