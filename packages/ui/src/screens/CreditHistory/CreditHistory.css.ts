import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.xlarge,
});

export const description = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const amountPositive = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.status.success.fg,
});

export const amountNegative = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const end = style({
  margin: 0,
  color: vars.color.text.secondary,
});

export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});
