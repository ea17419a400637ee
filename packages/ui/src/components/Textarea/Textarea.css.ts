import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../Field/Field.css';

export const textarea = style([
  control,
  {
    display: 'block',
    resize: 'vertical',
  },
]);

export const count = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const countFull = style({
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.semibold,
});
