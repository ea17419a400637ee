import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */
export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  background: vars.color.background.surface,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.large,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  color: vars.color.text.primary,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.medium} ${vars.space.large}`,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  borderBottomWidth: vars.size.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border.subtle,
});

export const headerCell = style({
  padding: `${vars.space.small} ${vars.space.large}`,
  background: vars.color.background.subtle,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  borderBottomWidth: vars.size.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border.default,
});

export const cell = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  verticalAlign: 'middle',
  borderBottomWidth: vars.size.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border.subtle,
  selectors: {
    'tr:last-child > &': { borderBottomWidth: 0 },
  },
});

export const rowHeaderCell = style({
  fontWeight: vars.font.weight.medium,
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.space.xlarge,
  padding: 0,
  borderWidth: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text.primary, textDecoration: 'underline' },
  },
});

export const sortIconIdle = style({
  color: vars.color.text.muted,
});

export const clickableRow = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.hover },
  },
});

export const rowLink = style({
  color: 'inherit',
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.border.strong,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.text.link, textDecorationColor: 'currentColor' },
  },
});

export const empty = style({
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.text.secondary,
});
