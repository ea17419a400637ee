import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A square icon button of control height: a comfortable target (WCAG 2.5.8). */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  padding: 0,
  color: vars.color.text.secondary,
  background: 'transparent',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { background: vars.color.background.hover, color: vars.color.text.primary },
  },
});

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
});
