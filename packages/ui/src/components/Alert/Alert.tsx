import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import * as styles from './Alert.css';

export const alertTones = ['success', 'warning', 'info', 'error'] as const;
export type AlertTone = (typeof alertTones)[number];

const toneIcon: Record<AlertTone, IconName> = {
  success: 'check-circle',
  warning: 'alert-triangle',
  info: 'info',
  error: 'alert-circle',
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Renders a close button that calls this (e.g. the purchase page's dismissible alert). */
  onDismiss?: () => void;
  /** The close button's accessible name. */
  dismissLabel?: string;
  /** Buttons or links under the message (Try Again, Contact support...). */
  actions?: ReactNode;
}

/**
 * A message about the page or an action. Errors and warnings interrupt (role="alert"); success
 * and information wait their turn (role="status"). Mount it with its message so it is announced.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, children, onDismiss, dismissLabel = 'Dismiss', actions, className, ...rest },
  ref,
) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  const classes = clsx(styles.base, styles.tone[tone], className);
  return (
    <div ref={ref} role={role} className={classes} data-tone={tone} {...rest}>
      <Icon name={toneIcon[tone]} size="medium" className={styles.icon} />
      <div className={styles.content}>
        {title !== undefined && <p className={styles.title}>{title}</p>}
        {children !== undefined && <div>{children}</div>}
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <Icon name="x" size="medium" />
        </button>
      )}
    </div>
  );
});

export interface LoadFailedAlertProps {
  /** What could not be loaded: product 8's message ('Failed to fetch results.'). */
  title: ReactNode;
  /** Loads it again; without it there is no button. */
  onRetry?: () => void;
  children?: ReactNode;
}

/** Something on the page could not be loaded: an error with its message and Try again. */
export function LoadFailedAlert({ title, onRetry, children }: LoadFailedAlertProps) {
  return (
    <Alert
      tone="error"
      title={title}
      actions={
        onRetry ? (
          <Button variant="secondary" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
