import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The show/hide button sits inside the input's end; fixed width so the label swap does not jump. */
export const toggle = style({
  minWidth: `calc(${vars.size.controlSmall} * 2)`,
  paddingInline: vars.space.small,
});
