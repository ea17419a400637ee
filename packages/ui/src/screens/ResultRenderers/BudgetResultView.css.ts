import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const categoryTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const emoji = style({
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.tight,
});

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
