import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { SVGAttributes } from 'react';
import type { AgentIcon } from '@ledgerlight/contract';
import { iconNames, iconShapes } from './shapes';
import type { IconName } from './shapes';
import * as styles from './Icon.css';

export { iconNames };
export type { IconName };

export const iconSizes = ['inherit', 'small', 'medium', 'large'] as const;
export type IconSize = (typeof iconSizes)[number];

/** Compile-time proof that every agent icon key in the contract has a drawing here. */
type Drawn<T extends IconName> = T;
export type AgentIconName = Drawn<AgentIcon>;

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children' | 'role'> {
  name: IconName;
  /**
   * What the icon means, when it carries meaning on its own (no visible text next to it).
   * Without a label the icon is decorative and hidden from assistive technology.
   */
  label?: string;
  size?: IconSize;
}

/** An inline SVG icon, stroked in the current text colour. Decorative unless given a `label`. */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, label, size = 'medium', className, ...rest },
  ref,
) {
  const classes = clsx(styles.base, styles.size[size], className);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      focusable="false"
      className={classes}
      data-icon={name}
      {...a11y}
      {...rest}
    >
      {iconShapes[name]}
    </svg>
  );
});
