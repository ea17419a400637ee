import { clsx } from 'clsx';
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import * as styles from './EmptyState.css';

export const emptyStateTitleElements = ['h1', 'h2', 'h3', 'h4'] as const;
export type EmptyStateTitleElement = (typeof emptyStateTitleElements)[number];

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon above the title. */
  icon?: IconName;
  /** A link or button that gets the user going ('Get Started', 'Buy credits'). */
  action?: ReactNode;
  /** The title's heading level, to fit the page outline. */
  titleAs?: EmptyStateTitleElement;
  /** A dashed outline, for an empty area inside a page rather than a whole panel. */
  bordered?: boolean;
  className?: string;
}

/** What to show where a list or panel has nothing yet, and how to fill it. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  titleAs = 'h3',
  bordered = false,
  className,
}: EmptyStateProps) {
  const classes = clsx(styles.root, bordered && styles.bordered, className);
  return (
    <div className={classes}>
      {icon && (
        <span className={styles.icon}>
          <Icon name={icon} size="large" />
        </span>
      )}
      {createElement(titleAs, { className: styles.title }, title)}
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
