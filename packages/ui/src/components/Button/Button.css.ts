import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  borderRadius: vars.radius.medium,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: 'transparent',
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.background.brand,
    color: vars.color.text.onBrand,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.background.brandHover },
    },
  },
  secondary: {
    background: vars.color.background.surface,
    color: vars.color.text.primary,
    borderColor: vars.color.border.default,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.background.hover } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text.brand,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.background.brandSoft },
    },
  },
  danger: {
    background: vars.color.background.danger,
    color: vars.color.text.onBrand,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.background.dangerHover },
    },
  },
});

export const size = styleVariants({
  small: {
    minHeight: vars.size.controlSmall,
    paddingInline: vars.space.medium,
    fontSize: vars.font.size.small,
  },
  medium: {
    minHeight: vars.size.controlMedium,
    paddingInline: vars.space.large,
    fontSize: vars.font.size.medium,
  },
  large: {
    minHeight: vars.size.controlLarge,
    paddingInline: vars.space.xlarge,
    fontSize: vars.font.size.large,
  },
});

export const fullWidth = style({ width: '100%' });
