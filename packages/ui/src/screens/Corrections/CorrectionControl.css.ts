import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

const panelLook = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  background: vars.color.background.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium,
  textAlign: 'start',
  whiteSpace: 'normal',
} as const;

/**
 * Where the choice and what became of the correction show. `overlay`: under the control, aligned to
 * its end, over what follows like a menu (a one-line transaction row keeps its height); never wider
 * than the screen. `inline`: in the flow under the control (a table cell, a card), so no scrolling
 * table clips it and it covers nothing.
 */
export const panel = styleVariants({
  overlay: {
    ...panelLook,
    position: 'absolute',
    top: `calc(100% + ${vars.space.xxsmall})`,
    insetInlineEnd: 0,
    zIndex: vars.zIndex.dropdown,
    width: `min(calc(${vars.size.fieldMin} * 1.4), calc(100vw - 2 * ${vars.space.gutter}))`,
    boxShadow: vars.shadow.medium,
  },
  inline: {
    ...panelLook,
    flexBasis: '100%',
    maxWidth: `calc(${vars.size.fieldMin} * 1.4)`,
  },
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
});

export const saved = style({ color: vars.color.status.success.fg });
export const failed = style({ color: vars.color.text.danger });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
