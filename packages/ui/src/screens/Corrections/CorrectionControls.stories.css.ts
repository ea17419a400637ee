import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A row's end, where a transaction's or a stream's control sits, with room under it for the panel. */
export const rowEnd = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  minHeight: `calc(${vars.size.scrollPanelMax} * 0.75)`,
});

/** The start of a card's body, where a fraud alert's answers sit, with room under it for the panel. */
export const cardStart = style({
  flex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-start',
  minHeight: `calc(${vars.size.scrollPanelMax} * 0.75)`,
});
