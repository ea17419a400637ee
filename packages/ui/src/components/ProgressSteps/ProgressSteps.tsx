import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import { Icon } from '../Icon/Icon';
import * as styles from './ProgressSteps.css';

export const progressStepStates = ['done', 'current', 'upcoming', 'error'] as const;
export const progressStepsOrientations = ['vertical', 'horizontal'] as const;
export type ProgressStepState = (typeof progressStepStates)[number];
export type ProgressStepsOrientation = (typeof progressStepsOrientations)[number];

export interface ProgressStep {
  /** Stable key; the index is used when absent. */
  id?: string;
  label: ReactNode;
  description?: ReactNode;
  state: ProgressStepState;
}

/** Read after each step's label, since the markers' look is not announced. */
export const defaultProgressStateText: Record<ProgressStepState, string> = {
  done: 'completed',
  current: 'in progress',
  upcoming: 'not started',
  error: 'failed',
};

export interface ProgressStepsProps {
  steps: readonly ProgressStep[];
  /** Names the list (e.g. 'Analysis progress'). */
  label: string;
  orientation?: ProgressStepsOrientation;
  stateText?: Record<ProgressStepState, string>;
  className?: string;
}

/**
 * Ordered steps with their state (the processing page's initialize, fetch accounts, process
 * transactions, analyze, complete). The current step carries aria-current="step".
 */
export function ProgressSteps({
  steps,
  label,
  orientation = 'vertical',
  stateText = defaultProgressStateText,
  className,
}: ProgressStepsProps) {
  const classes = clsx(styles.list, styles.orientation[orientation], className);
  return (
    <ol className={classes} aria-label={label}>
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li
            key={step.id ?? index}
            className={clsx(styles.step, styles.stepIn[orientation])}
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
          >
            <span className={styles.rail[orientation]} aria-hidden="true">
              <span className={styles.marker[step.state]}>
                {step.state === 'done' ? (
                  <Icon name="check" size="small" />
                ) : step.state === 'error' ? (
                  <Icon name="x" size="small" />
                ) : (
                  index + 1
                )}
              </span>
              {!last && <span className={clsx(styles.line[orientation], step.state === 'done' && styles.lineDone)} />}
            </span>
            <span className={styles.content[orientation]}>
              <span className={styles.label[step.state]}>
                {step.label}
                <span className={visuallyHidden}>, {stateText[step.state]}</span>
              </span>
              {step.description !== undefined && <span className={styles.description}>{step.description}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
