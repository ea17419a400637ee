import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const root = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: `minmax(0, ${vars.size.readableMax}) minmax(0, 1fr)`,
      alignItems: 'start',
    },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: vars.size.readableMax,
  '@media': { [mediaQuery.desktop]: { gridColumn: '1 / -1' } },
});

export const title = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const updated = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const intro = style({
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.text.secondary,
});

/** The table of contents: beside the text on wide screens, and stays in view while reading. */
export const contents = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  '@media': {
    [mediaQuery.desktop]: { position: 'sticky', top: vars.space.large, order: 2 },
  },
});

export const contentsTitle = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  marginBottom: vars.space.small,
  color: vars.color.text.primary,
});

export const contentsList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  // The section titles carry their own numbers where the document is numbered.
  listStyle: 'none',
});

export const contentsLink = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: vars.font.underline.offset,
  ':hover': { textDecoration: 'none' },
  ':focus-visible': {
    outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
    outlineOffset: vars.size.borderWidth,
    borderRadius: vars.radius.small,
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
  minWidth: 0,
  maxWidth: vars.size.readableMax,
  '@media': { [mediaQuery.desktop]: { order: 1 } },
});

/** One numbered part of the document; its heading clears a sticky bar when linked to. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  scrollMarginTop: vars.space.xxlarge,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.text.primary,
});

export const sectionTitle = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

/** Prose inside a section: paragraphs, lists and sub-headings written by the screen. */
export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

globalStyle(`${prose} h3`, {
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  marginTop: vars.space.small,
});

globalStyle(`${prose} ul, ${prose} ol`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
});

globalStyle(`${prose} p, ${prose} li`, { color: vars.color.text.primary });

globalStyle(`${prose} strong`, { fontWeight: vars.font.weight.semibold });

globalStyle(`${prose} a`, {
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: vars.font.underline.offset,
});

globalStyle(`${prose} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
});

globalStyle(`${prose} th, ${prose} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: vars.space.small,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
});

globalStyle(`${prose} th`, { fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
