import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const more = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});

export const recommendation = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.background.subtle,
  color: vars.color.text.primary,
});

export const recommendationLabel = style({
  fontWeight: vars.font.weight.semibold,
});
