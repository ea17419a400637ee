import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Real text of each size, to set beside its skeleton line. */
export const textSize = styleVariants(vars.font.size, (fontSize) => ({
  fontSize,
  lineHeight: vars.font.lineHeight.normal,
}));
