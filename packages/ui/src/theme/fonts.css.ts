import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// Browsers give code, kbd, pre and samp their own `monospace`, a system font (DejaVu Sans Mono on
// CI, Liberation Mono or Menlo elsewhere), even inside an element set in the theme's mono stack.
globalStyle('code, kbd, pre, samp', { fontFamily: vars.font.family.mono });
