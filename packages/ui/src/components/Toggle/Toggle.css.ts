import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  maxWidth: '100%',
  background: vars.color.background.subtle,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.medium,
});

export const fullWidth = style({
  display: 'flex',
  width: '100%',
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  flex: '1 1 auto',
  minWidth: 0,
  paddingInline: vars.space.medium,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not([aria-checked="true"])': {
      background: vars.color.background.hover,
      color: vars.color.text.primary,
    },
    // The selected option is marked by a strong border (3:1 against both backgrounds), not by fill alone.
    '&[aria-checked="true"]': {
      background: vars.color.background.surface,
      borderColor: vars.color.border.strong,
      color: vars.color.text.primary,
      fontWeight: vars.font.weight.semibold,
      boxShadow: vars.shadow.small,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const size = styleVariants({
  small: { minHeight: vars.size.controlSmall, fontSize: vars.font.size.small },
  medium: { minHeight: vars.size.controlMedium, fontSize: vars.font.size.medium },
});
