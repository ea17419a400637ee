import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { borderedListRule, borderedListItemRule, stackRule } from '../../theme/rules';

export const page = style({
  ...stackRule('large'),
  paddingBlock: vars.space.xlarge,
});

export const list = style(borderedListRule);

/** One rule: its words and facts, with Undo at the end (under them when the line is narrow). */
export const item = style({
  ...borderedListItemRule,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
});

export const text = style({
  ...stackRule('xxsmall'),
  flex: `1 1 ${vars.size.fieldMin}`,
  minWidth: 0,
});

export const description = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const facts = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const undo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const undoFailed = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.danger,
  flexBasis: '100%',
});
