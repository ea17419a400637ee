import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  selectors: {
    '& + &': { borderTop: `${vars.size.borderWidth} solid ${vars.color.border.subtle}` },
  },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const name = style({ fontWeight: vars.font.weight.semibold });

export const date = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});
