import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneColors } from '../../theme/tones';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  padding: vars.space.large,
  background: vars.color.background.surface,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.large,
  overflowWrap: 'anywhere',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const label = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const icon = styleVariants(toneColors, (colors) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: colors.bg,
  color: colors.fg,
}));

const valueBase = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

/** Neutral values read in the primary text colour; other tones in their foreground colour. */
export const value = styleVariants(toneColors, (colors, tone) => [
  valueBase,
  { color: tone === 'neutral' ? vars.color.text.primary : colors.fg },
]);

export const trend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const sentiment = styleVariants({
  positive: { color: vars.color.status.success.fg },
  negative: { color: vars.color.status.error.fg },
  neutral: { color: vars.color.text.secondary },
});

export const hint = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});
