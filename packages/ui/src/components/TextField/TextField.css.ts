import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../Field/Field.css';

/** Holds the input and its adornments, which sit over the input's padding. */
export const wrapper = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style([control]);

export const withLeading = style({
  paddingLeft: `calc(${vars.space.medium} + ${vars.size.icon} + ${vars.space.small})`,
});

export const withTrailing = style({
  paddingRight: `calc(${vars.size.controlSmall} * 2 + ${vars.space.small})`,
});

export const leading = style({
  position: 'absolute',
  left: vars.space.medium,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.text.muted,
  pointerEvents: 'none',
});

export const trailing = style({
  position: 'absolute',
  right: vars.space.xsmall,
  display: 'inline-flex',
  alignItems: 'center',
});
