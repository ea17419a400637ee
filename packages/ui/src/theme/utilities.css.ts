import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { visuallyHiddenRule } from './visuallyHidden';

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRule);

/** A list without bullets or indentation, for lists laid out as grids of cards. */
export const plainList = style({
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

/** A bordered surface tile: the card look of list items on content pages. */
export const surfaceTile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
});

/**
 * A row of an icon and text that may wrap: the icon's box is one line of the text tall, so its
 * drawing (which keeps its size, centred in the box) sits on the middle of the first line instead of
 * riding high against it.
 */
export const iconBesideText = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

globalStyle(`${iconBesideText} > svg`, { height: '1lh' });
