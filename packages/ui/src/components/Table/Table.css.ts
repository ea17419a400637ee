import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { containerBreakpoints } from '../../theme/tokens';
import { visuallyHiddenRule } from '../../theme/visuallyHidden';

const tableContainer = createContainer();
/** Below this width each row is a card of label/value lines instead of a row of columns (WCAG 1.4.10). */
const stacked = `${tableContainer} (max-width: ${containerBreakpoints.stackedTable}px)`;

/**
 * Scrolls sideways when a wide table meets a narrow space; focusable so keyboard users can scroll it
 * too. Positioned, so that visually hidden text inside (position: absolute) stays inside the scroller
 * instead of widening the page.
 */
export const scroller = style({
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  containerName: tableContainer,
  containerType: 'inline-size',
  background: vars.color.background.surface,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.large,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  color: vars.color.text.primary,
  '@container': { [stacked]: { display: 'block' } },
});

/** Columns as the caller sized them (TableColumn.width), not as their content would. */
export const fixedLayout = style({ tableLayout: 'fixed' });

/** Header row and body: ordinary table parts on wide screens, plain blocks when stacked. */
export const head = style({
  '@container': {
    [stacked]: visuallyHiddenRule,
  },
});

export const body = style({
  '@container': { [stacked]: { display: 'block' } },
});

export const row = style({
  '@container': {
    [stacked]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xsmall,
      padding: `${vars.space.medium} ${vars.space.large}`,
      borderBottomWidth: vars.size.borderWidth,
      borderBottomStyle: 'solid',
      borderBottomColor: vars.color.border.subtle,
      selectors: { '&:last-child': { borderBottomWidth: 0 } },
    },
  },
});

/** A cell's content: may shrink, so a long value wraps instead of pushing the row wider. */
export const cellValue = style({
  minWidth: 0,
  '@container': { [stacked]: { gridColumn: '2' } },
});

export const caption = style({
  '@container': { [stacked]: { display: 'block' } },
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.medium} ${vars.space.large}`,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  borderBottomWidth: vars.size.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border.subtle,
});

export const headerCell = style({
  padding: `${vars.space.small} ${vars.space.large}`,
  background: vars.color.background.subtle,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  borderBottomWidth: vars.size.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border.default,
});

export const cell = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  verticalAlign: 'middle',
  borderBottomWidth: vars.size.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border.subtle,
  selectors: {
    'tr:last-child > &': { borderBottomWidth: 0 },
  },
  '@container': {
    // A label column and a value column, both read from the start edge, like a list of facts.
    [stacked]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      alignItems: 'baseline',
      gap: vars.space.medium,
      padding: 0,
      borderBottomWidth: 0,
      textAlign: 'start',
      // The column's name, from the cell's data-label, in the label column.
      selectors: {
        '&[data-label]::before': {
          content: 'attr(data-label)',
          color: vars.color.text.secondary,
          fontWeight: vars.font.weight.medium,
        },
      },
    },
  },
});

export const rowHeaderCell = style({
  fontWeight: vars.font.weight.medium,
  '@container': {
    // The row's name leads its card, wherever its column stands.
    [stacked]: { display: 'block', order: -1, textAlign: 'start', fontSize: vars.font.size.medium },
  },
});

const startWhenStacked = { '@container': { [stacked]: { textAlign: 'start' } } } as const;

/** Amounts never break inside: `$1,380.71` stays on one line. Stacked values all start at one edge. */
export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center', ...startWhenStacked },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', ...startWhenStacked },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.space.xlarge,
  padding: 0,
  borderWidth: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text.primary, textDecoration: 'underline' },
  },
});

export const sortIconIdle = style({
  color: vars.color.text.muted,
});

export const clickableRow = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.hover },
  },
});

export const rowLink = style({
  color: 'inherit',
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.border.strong,
  textUnderlineOffset: vars.font.underline.offset,
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.text.link, textDecorationColor: 'currentColor' },
  },
});

export const empty = style({
  '@container': { [stacked]: { display: 'block' } },
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.text.secondary,
});
