import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneColors } from '../../theme/tones';

/** Dot + text without the pill, for lists (the dashboard's "status dot and text"). */
export const plain = styleVariants(toneColors, (colors) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: colors.fg,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
}));

const dotBase = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
});

export const dot = styleVariants(toneColors, (colors) => [dotBase, { background: colors.solid }]);

/**
 * Product 4 fixes the text (the lowercase status); every badge reads in sentence case (ADR 0046), so
 * the first letter is a capital on screen only. ::first-letter needs a block box: the span is one
 * (a flex item, in the pill and in the plain badge alike).
 */
export const sentenceCase = style({
  display: 'block',
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

/** In the pill, a long status still ends in an ellipsis (the Badge's label clips its content). */
export const clipped = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
