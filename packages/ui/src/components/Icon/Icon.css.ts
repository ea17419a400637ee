import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** `inherit` follows the surrounding font size (1em), for icons inside text and buttons. */
export const size = styleVariants({
  inherit: { width: vars.size.iconInline, height: vars.size.iconInline },
  small: { width: vars.space.large, height: vars.space.large },
  medium: { width: vars.size.icon, height: vars.size.icon },
  large: { width: vars.size.iconLarge, height: vars.size.iconLarge },
});
