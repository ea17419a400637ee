import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.xlarge,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  // The fields' boxes share one line, whether or not a field has a hint above its box.
  alignItems: 'flex-end',
});

export const filterField = style({
  flex: `1 1 ${vars.size.fieldMin}`,
});

export const message = style({
  outline: 'none',
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxlarge,
});

export const nameCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const descriptor = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.regular,
  letterSpacing: vars.font.letterSpacing.wide,
});

export const amount = styleVariants({
  out: { color: vars.color.text.primary },
  in: { color: vars.color.status.success.fg },
});

export const muted = style({
  color: vars.color.text.secondary,
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const range = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const pagerButtons = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The page list between Previous and Next. */
export const pageSelect = style({ margin: 0 });
