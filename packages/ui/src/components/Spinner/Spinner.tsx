import { clsx } from 'clsx';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** What is loading, announced to assistive technology and, when `showLabel`, shown. */
  label?: string;
  showLabel?: boolean;
  size?: SpinnerSize;
  /** Centre the spinner in the available space (page and panel loading states). */
  centered?: boolean;
}

export function Spinner({ label = 'Loading', showLabel = false, size = 'medium', centered = false }: SpinnerProps) {
  const spinner = (
    <span className={styles.root} role="status" aria-live="polite">
      <span className={clsx(styles.ring, styles.size[size])} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <span className={visuallyHidden}>{label}</span>}
    </span>
  );
  return centered ? <div className={styles.centered}>{spinner}</div> : spinner;
}

/**
 * A whole page's loading state (a page's code or the session on its way): the large spinner in a box
 * at least one viewport tall, so the footer below starts beyond the fold and the page that arrives
 * does not push anything visible down (no layout shift, ADR 0014). Also for a page whose data is on
 * its way, below its header.
 */
export function PageSpinner({ label, showLabel = false }: Pick<SpinnerProps, 'showLabel'> & { label: string }) {
  return (
    <div className={styles.page}>
      <Spinner size="large" label={label} showLabel={showLabel} />
    </div>
  );
}
