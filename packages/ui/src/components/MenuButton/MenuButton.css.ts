import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
});

/** Where the menu's top left corner goes, in the viewport (measured from the button when it opens). */
export const menuTop = createVar();
export const menuLeft = createVar();

/**
 * The list opens under the button, aligned to its end and kept on screen. It is fixed to the viewport
 * at the measured place, so a scrolling table or a clipped row around the button cannot cut it off.
 */
export const menu = style({
  position: 'fixed',
  top: menuTop,
  left: menuLeft,
  zIndex: vars.zIndex.dropdown,
  minWidth: `min(${vars.size.fieldMin}, calc(100vw - 2 * ${vars.space.gutter}))`,
  maxWidth: `calc(100vw - 2 * ${vars.space.gutter})`,
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  background: vars.color.background.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text.primary,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&:hover, &:focus': { background: vars.color.background.hover },
    '&:focus-visible': { boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.border.focus}` },
  },
});
