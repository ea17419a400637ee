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
      <span className={`${styles.ring} ${styles.size[size]}`} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <span className={visuallyHidden}>{label}</span>}
    </span>
  );
  return centered ? <div className={styles.centered}>{spinner}</div> : spinner;
}
