import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

/** Icon and title on one line that never wraps (the title wraps inside itself); the badge may wrap below. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

export const agentIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.background.brandSoft,
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  color: vars.color.text.brand,
});

/**
 * The title beside the icon: it takes the rest of the line and shrinks (its words wrap) rather than
 * dropping below the icon, which a wrapping row would do with a long name ('Discretionary Spending'
 * at 390 px).
 */
export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flexGrow: 1,
  flexShrink: 1,
  flexBasis: 0,
  minWidth: 0,
});

/** The status badge: after the title on a wide line; on its own line only when the title fills it. */
export const badge = style({ flexShrink: 0 });

const titleBase = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

/** `page`: a result's title (a size smaller on phones); `compact`: a run still going (its progress panel is the focus). */
export const title = styleVariants({
  page: [
    titleBase,
    { fontSize: vars.font.size.xlarge, '@media': { [mediaQuery.tablet]: { fontSize: vars.font.size.xxlarge } } },
  ],
  compact: [titleBase, { fontSize: vars.font.size.xlarge }],
});

export const analysisId = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.mono,
});
