import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { responsiveColumns } from '../../theme/tokens';
import { plainList } from '../../theme/utilities.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
  minWidth: 0,
  // Long words break only where they do not fit; numbers and words are never split to shrink a column.
  overflowWrap: 'break-word',
});

// The root spaces its sections itself: a section after another drops its own margin, which doubled the
// space between a result's sections (issue 16).
globalStyle(`${root} > section`, { marginTop: 0 });

export const stats = style({
  display: 'grid',
  gap: vars.space.medium,
  ...responsiveColumns({ tablet: 2, desktop: 4 }),
});

export const categories = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
});

export const strong = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const muted = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const insightGrid = style({
  display: 'grid',
  gap: vars.space.large,
  ...responsiveColumns({ desktop: 2 }),
});

export const list = style([
  plainList,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
  },
]);

export const insightItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
});

export const increase = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.status.error.fg,
});
