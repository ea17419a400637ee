import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stackRule, textRule } from '../../theme/rules';
import { responsiveColumns } from '../../theme/tokens';
import { plainList } from '../../theme/utilities.css';

export const root = style({
  ...stackRule('xxlarge'),
  minWidth: 0,
  overflowWrap: 'anywhere',
});

// The root spaces its sections itself: a section after another drops its own margin, which doubled the
// space between a result's sections.
globalStyle(`${root} > section`, { marginTop: 0 });

export const stats = style({
  display: 'grid',
  gap: vars.space.medium,
  ...responsiveColumns({ tablet: 3 }),
});

// ---------------------------------------------------------------------------------------------
// Opportunities
// ---------------------------------------------------------------------------------------------

export const text = style(textRule({ leading: 'relaxed', tone: 'primary' }));

export const saving = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.status.success.fg,
});

export const blockTitle = style(textRule({ size: 'medium', weight: 'semibold', tone: 'primary' }));

export const list = style([plainList, stackRule('small')]);

export const suggestion = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
});

export const suggestionText = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  flexWrap: 'wrap',
  minWidth: 0,
});

export const suggestionMeta = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const transaction = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${vars.size.labelColumn}) minmax(0, 1fr) auto`,
  gap: vars.space.medium,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const merchant = style({
  color: vars.color.text.primary,
});

export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
});

export const more = style(textRule({ size: 'small', tone: 'secondary' }));
