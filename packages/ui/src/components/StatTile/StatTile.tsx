import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { tones } from '../../theme/tones';
import type { Tone } from '../../theme/tones';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import * as styles from './StatTile.css';

export const statTileTones = tones;
export const trendDirections = ['up', 'down', 'flat'] as const;
export const trendSentiments = ['positive', 'negative', 'neutral'] as const;
export type StatTileTone = Tone;
export type TrendDirection = (typeof trendDirections)[number];
export type TrendSentiment = (typeof trendSentiments)[number];

export interface StatTrend {
  direction: TrendDirection;
  /** Says the change in words ('12% more than last month'); the arrow is decorative. */
  label: ReactNode;
  /** Whether the change is good news; colours the trend. Neutral by default. */
  sentiment?: TrendSentiment;
}

export interface StatTileProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  trend?: StatTrend;
  /** A decorative icon in a chip of the tone's colours. */
  icon?: IconName;
  /** Colours the icon chip and the value. */
  tone?: StatTileTone;
}

const trendIcon: Record<TrendDirection, IconName> = { up: 'trending-up', down: 'trending-down', flat: 'minus' };

/** One number with its label (Quick Stats: Completed, Credits Used, Active). */
export const StatTile = forwardRef<HTMLDivElement, StatTileProps>(function StatTile(
  { label, value, hint, trend, icon, tone = 'neutral', className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <div className={styles.header}>
        <p className={styles.label}>{label}</p>
        {icon && (
          <span className={styles.icon[tone]}>
            <Icon name={icon} size="medium" />
          </span>
        )}
      </div>
      <p className={styles.value[tone]}>{value}</p>
      {trend && (
        <p className={clsx(styles.trend, styles.sentiment[trend.sentiment ?? 'neutral'])}>
          <Icon name={trendIcon[trend.direction]} size="small" />
          {trend.label}
        </p>
      )}
      {hint !== undefined && <p className={styles.hint}>{hint}</p>}
    </div>
  );
});
