import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  selectors: {
    // Kept as weak as one class (:where adds nothing), so a layout that spaces its sections itself
    // (a grid with a gap) can take the margin away.
    ':where(&) + &': { marginTop: vars.space.xxlarge },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const description = style({
  maxWidth: vars.size.readableMax,
  fontSize: vars.font.size.medium,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
