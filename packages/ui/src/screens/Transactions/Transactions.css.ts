import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { borderedListRule, borderedListItemRule, plainListRule, rowRule, stackRule, textRule } from '../../theme/rules';
import { mediaQuery } from '../../theme/tokens';
import { visuallyHiddenRule } from '../../theme/visuallyHidden';

export const page = style({
  ...stackRule('large'),
  paddingBlock: vars.space.xlarge,
});

/** Search and account side by side on one compact line at every width (390 px included). */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'flex-end',
});

export const searchField = style({
  flex: `2 1 ${vars.size.tileMin}`,
  minWidth: 0,
  margin: 0,
});

export const accountField = style({
  flex: `1 1 ${vars.size.labelColumn}`,
  minWidth: 0,
  margin: 0,
});

export const message = style({
  outline: 'none',
});

/** The days, one under another. */
export const days = style({
  ...stackRule('large'),
  ...plainListRule,
});

export const day = style({
  ...stackRule('xsmall'),
});

/**
 * A day's heading stays in view while its rows scroll under it (no bar above it is sticky), on the
 * page's own background so that rows passing under it do not show through.
 */
export const dayHeading = style({
  ...textRule({ size: 'small', weight: 'semibold', leading: 'normal', tone: 'secondary' }),
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  paddingBlock: vars.space.xsmall,
  background: vars.color.background.body,
});

export const rows = style({
  ...borderedListRule,
});

/** One transaction on one line: icon, merchant over category, amount over Pending, then the action slot. */
export const row = style({
  ...rowRule('medium'),
  ...borderedListItemRule,
  paddingBlock: vars.space.small,
  minHeight: vars.size.controlLarge,
  // The containing block of the descriptor hidden on a phone, so that its one-pixel box stays inside the row.
  position: 'relative',
});

export const categoryIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  background: vars.color.background.subtle,
  color: vars.color.text.secondary,
});

const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const main = style({
  ...stackRule('xxsmall'),
  flex: '1 1 auto',
  minWidth: 0,
});

export const merchant = style({
  ...textRule({ size: 'medium', weight: 'medium', leading: 'tight', tone: 'primary' }),
  ...oneLine,
});

export const secondary = style({
  ...textRule({ size: 'small', leading: 'tight', tone: 'secondary' }),
  ...oneLine,
});

/** The bank's raw descriptor: for matching a statement, shown where there is room, always read out. */
export const descriptor = style({
  ...visuallyHiddenRule,
  // Hidden, it would sit where the row ends and widen the page by a few pixels: pin it to the row's start.
  insetInlineStart: 0,
  '@media': {
    [mediaQuery.tablet]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
    },
  },
});

export const end = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxsmall,
  flexShrink: 0,
});

/** Amounts line up digit under digit, at body size, never lighter than the merchant's name. */
const amountBase = {
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/** Money in is told by its '+' sign, its colour and its weight; money out by its '-' sign. */
export const amount = styleVariants({
  out: { ...amountBase, color: vars.color.text.primary, fontWeight: vars.font.weight.medium },
  in: { ...amountBase, color: vars.color.status.success.fg, fontWeight: vars.font.weight.bold },
});

/** The Pending tag fits the category's line, so a pending row is as tall as any other. */
export const pending = style({
  paddingBlock: 0,
  lineHeight: vars.font.lineHeight.tight,
});

export const action = style({
  display: 'flex',
  flexShrink: 0,
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
