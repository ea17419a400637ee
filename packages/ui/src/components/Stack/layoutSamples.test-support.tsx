import type { Space } from '../../theme/layout';
import { lightTokens } from '../../theme/tokens';
import { Box } from '../Box/Box';

/** A labelled block to lay out in the layout primitives' stories; `tall` makes it taller than the others. */
export function Sample({ label, tall = false }: { label: string; tall?: boolean }) {
  return (
    <Box
      background="brandSoft"
      color="brand"
      borderRadius="medium"
      paddingX="large"
      paddingY={tall ? 'xxlarge' : 'small'}
    >
      {label}
    </Box>
  );
}

/** A space token in px, as the light and dark themes both set it. */
export function spacePx(space: Space): number {
  return Number.parseFloat(lightTokens.space[space]);
}

/** Where an element is drawn, in px. */
export function boxOf(element: Element): DOMRect {
  return element.getBoundingClientRect();
}
