import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const insightMeta = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});

export const incomeBasis = style({
  margin: 0,
  marginBlockEnd: vars.space.medium,
  color: vars.color.text.secondary,
});

/** 'Other categories' (a disclosure button) and what they come to, on one line when it fits. */
export const othersHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  margin: 0,
  fontSize: vars.font.size.medium,
});

export const othersTotal = style({
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.regular,
  fontVariantNumeric: 'tabular-nums',
});

export const othersBody = style({
  marginTop: vars.space.large,
  selectors: { '&[hidden]': { display: 'none' } },
});
