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
