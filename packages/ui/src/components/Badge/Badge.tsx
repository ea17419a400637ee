import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { tones } from '../../theme/tones';
import type { Tone } from '../../theme/tones';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import * as styles from './Badge.css';

export const badgeTones = tones;
export const badgeSizes = ['small', 'medium'] as const;
export type BadgeTone = Tone;
export type BadgeSize = (typeof badgeSizes)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  size?: BadgeSize;
  /** A decorative icon before the text. */
  icon?: IconName;
  /** Anything else to lead the text with (e.g. StatusBadge's dot); decorative. */
  leading?: ReactNode;
  children: ReactNode;
}

/** A small pill that labels or counts something (a status, "Most Popular", a credit balance). */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', size = 'small', icon, leading, className, children, ...rest },
  ref,
) {
  const classes = clsx(styles.base, styles.tone[tone], styles.size[size], className);
  return (
    <span ref={ref} className={classes} {...rest}>
      {icon && <Icon name={icon} size="inherit" />}
      {leading}
      <span className={styles.label}>{children}</span>
    </span>
  );
});
