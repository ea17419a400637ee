import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneColors } from '../../theme/tones';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: '100%',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const tone = styleVariants(toneColors, (colors) => ({
  color: colors.fg,
  background: colors.bg,
  borderColor: colors.border,
}));

export const size = styleVariants({
  small: {
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    fontSize: vars.font.size.xsmall,
  },
  medium: {
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.medium,
    fontSize: vars.font.size.small,
  },
});

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
