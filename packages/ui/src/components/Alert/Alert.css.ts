import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneColors } from '../../theme/tones';

export const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
});

export const tone = styleVariants(toneColors, (colors) => ({
  color: colors.fg,
  background: colors.bg,
  borderColor: colors.border,
}));

export const icon = style({
  marginTop: vars.space.xxsmall,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.small,
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  margin: `calc(${vars.space.xsmall} * -1)`,
  padding: 0,
  borderWidth: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.hover, color: vars.color.text.primary },
  },
});
