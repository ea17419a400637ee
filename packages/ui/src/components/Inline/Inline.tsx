import type { AriaAttributes, ReactNode } from 'react';
import type { ResponsiveSpace } from '../../theme/layout';
import { Box } from '../Box/Box';

export const inlineAligns = ['left', 'center', 'right'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];

const justifyContent = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;
const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export interface InlineProps extends Pick<AriaAttributes, 'aria-label' | 'aria-labelledby'> {
  /** The element: a `div`, or a `span` where only phrasing content may stand (a card's actions, a cell). */
  as?: 'div' | 'span';
  /** The gap between the parts, across and down when they wrap, a space token (or one per breakpoint). */
  space: ResponsiveSpace;
  /** Where the parts sit along a line; unset, at its start. */
  align?: InlineAlign;
  /** How parts of different heights line up; unset, each is as tall as its line. */
  alignY?: InlineAlignY;
  id?: string;
  children: ReactNode;
}

/**
 * Parts side by side, `space` apart, that wrap onto more lines when the width runs out: badges,
 * actions, a label and its value (ADR 0037).
 */
export function Inline({ as = 'div', space, align, alignY, children, ...rest }: InlineProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexWrap="wrap"
      gap={space}
      justifyContent={align === undefined ? undefined : justifyContent[align]}
      alignItems={alignY === undefined ? undefined : alignItems[alignY]}
      {...rest}
    >
      {children}
    </Box>
  );
}
