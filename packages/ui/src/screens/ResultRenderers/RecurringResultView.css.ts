import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stackRule, textRule } from '../../theme/rules';
import { responsiveColumns } from '../../theme/tokens';
import { plainList } from '../../theme/utilities.css';

export const root = style({
  ...stackRule('xxlarge'),
  minWidth: 0,
  // Long words break only where they do not fit; numbers and words are never split to shrink a column.
  overflowWrap: 'break-word',
});

// The root spaces its sections itself: a section after another drops its own margin, which doubled the
// space between a result's sections.
globalStyle(`${root} > section`, { marginTop: 0 });

export const stats = style({
  display: 'grid',
  gap: vars.space.medium,
  ...responsiveColumns({ tablet: 2, desktop: 4 }),
});

export const strong = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const muted = style(textRule({ size: 'small', tone: 'secondary' }));

export const insightGrid = style({
  display: 'grid',
  gap: vars.space.large,
  ...responsiveColumns({ desktop: 2 }),
});

export const list = style([plainList, stackRule('medium')]);

export const increase = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.status.error.fg,
});
