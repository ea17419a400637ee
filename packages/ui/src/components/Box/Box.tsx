import { clsx } from 'clsx';
import { createElement, forwardRef } from 'react';
import type { AllHTMLAttributes, ElementType, ReactNode } from 'react';
import { sprinkles } from '../../theme/sprinkles.css';
import type { Sprinkles } from '../../theme/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    /** The element to render; a `div` unless told otherwise. */
    as?: ElementType;
    children?: ReactNode;
  };

/** The layout primitive: every sprinkle prop becomes an atomic class. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...rest }, ref) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  const classes = clsx(sprinkles(atoms as Sprinkles), className);
  return createElement(as, { ref, className: classes, ...native });
});
