import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const note = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});
