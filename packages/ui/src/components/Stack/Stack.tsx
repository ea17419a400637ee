import type { AriaAttributes, ReactNode } from 'react';
import type { ResponsiveSpace } from '../../theme/layout';
import { Box } from '../Box/Box';

export const stackAligns = ['left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export interface StackProps extends Pick<AriaAttributes, 'aria-label' | 'aria-labelledby'> {
  /** The element: a `div` unless the content calls for another (a `span` inside a table cell or a label). */
  as?: 'div' | 'span' | 'section' | 'article' | 'li';
  /** The gap between the parts, a space token (or one per breakpoint). */
  space: ResponsiveSpace;
  /** How the parts sit across the stack; unset, each part is as wide as the stack. */
  align?: StackAlign;
  id?: string;
  children: ReactNode;
}

/**
 * Vertical rhythm: its parts one under another, `space` apart, and nothing else (no padding, no
 * margin, no surface). The space is a flex gap, so a part's own margin adds to it (ADR 0037).
 */
export function Stack({ as = 'div', space, align, children, ...rest }: StackProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={align === undefined ? undefined : alignItems[align]}
      {...rest}
    >
      {children}
    </Box>
  );
}
