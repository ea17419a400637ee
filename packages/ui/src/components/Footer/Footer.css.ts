import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const root = style({
  background: vars.color.background.surface,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  '@media': {
    [mediaQuery.tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      paddingInline: vars.space.gutter,
    },
  },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  // The links' padding widens their targets; the list gives it back so the first link's text
  // starts on the page's one left edge.
  marginInlineStart: `calc(-1 * ${vars.space.small})`,
  padding: 0,
  listStyle: 'none',
});

/** Footer links keep a small-control-high target (WCAG 2.5.8) and are underlined, as links in text are. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: vars.font.underline.offset,
  selectors: {
    '&:hover': { textDecorationThickness: vars.font.underline.thicknessHover },
    '&[aria-current="page"]': { fontWeight: vars.font.weight.semibold },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
});
