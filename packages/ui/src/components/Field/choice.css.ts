import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Styles shared by the choice controls (Checkbox, RadioGroup): a native input beside its label
 * and optional description.
 */

/** Input and text side by side; the label is part of the click target. */
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

/**
 * The native checkbox or radio, sized to the icon token and tinted with the brand colour (the engine
 * draws the mark in a colour that contrasts with it). Its box keeps the minimum target size with the
 * margin around it (WCAG 2.5.8).
 */
export const input = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  margin: vars.space.xxsmall,
  accentColor: vars.color.background.brand,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    '&[aria-invalid="true"]': {
      outline: `${vars.size.borderWidth} solid ${vars.color.border.danger}`,
      outlineOffset: vars.space.xxsmall,
    },
    '&[aria-invalid="true"]:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  paddingTop: vars.space.xxsmall,
});

export const label = style({
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  cursor: 'pointer',
});

export const labelDisabled = style({
  color: vars.color.text.muted,
  cursor: 'not-allowed',
});

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
});
