import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text.secondary,
});

export const ring = style({
  display: 'inline-block',
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderTopColor: vars.color.background.brand,
  animation: `${spin} 800ms linear infinite`,
  flexShrink: 0,
});

export const size = styleVariants({
  small: { width: vars.space.large, height: vars.space.large, borderWidth: vars.space.xxsmall },
  medium: { width: vars.space.xlarge, height: vars.space.xlarge, borderWidth: vars.space.xxsmall },
  large: { width: vars.space.xxxlarge, height: vars.space.xxxlarge, borderWidth: vars.space.xsmall },
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xxxlarge,
  width: '100%',
});

/**
 * Where the centred spinner was (near the top, centred across), then empty space down to at least one
 * viewport's height, whatever sits above it: what follows stays below the fold.
 */
export const page = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: vars.space.xxxlarge,
  width: '100%',
  minHeight: '100vh',
});
