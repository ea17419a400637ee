import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../Field/Field.css';

export const wrapper = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

/** A native select with the engine's arrow replaced by our chevron (the list stays native). */
export const select = style([
  control,
  {
    appearance: 'none',
    cursor: 'pointer',
    paddingRight: `calc(${vars.space.medium} + ${vars.size.icon} + ${vars.space.small})`,
    textOverflow: 'ellipsis',
  },
]);

export const chevron = style({
  position: 'absolute',
  right: vars.space.medium,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.text.secondary,
  pointerEvents: 'none',
});
