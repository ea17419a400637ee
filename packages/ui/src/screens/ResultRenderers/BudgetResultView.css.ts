import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const insightMeta = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const incomeBasis = style({
  margin: 0,
  marginBlockEnd: vars.space.medium,
  color: vars.color.text.secondary,
});
