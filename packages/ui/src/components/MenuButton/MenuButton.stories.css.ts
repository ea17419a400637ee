import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Room under the button for its open menu, so the story's picture holds it. */
export const room = style({
  display: 'flex',
  alignItems: 'flex-start',
  minHeight: `calc(${vars.size.fieldMin} * 0.75)`,
});

/** The end of a row, where an icon-only menu button sits. */
export const rowEnd = style({ justifyContent: 'flex-end' });
