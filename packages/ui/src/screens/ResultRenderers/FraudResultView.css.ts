import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const amount = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const recommendations = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.relaxed,
});
