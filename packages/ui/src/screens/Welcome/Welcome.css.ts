import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { plainList, surfaceTile } from '../../theme/utilities.css';
import { mediaQuery, responsiveColumns } from '../../theme/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxlarge,
  paddingBlock: vars.space.xlarge,
});

export const hero = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const heroText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

export const title = style({
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  '@media': { [mediaQuery.tablet]: { fontSize: vars.font.size.xxxlarge } },
});

export const lead = style({
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.text.secondary,
  maxWidth: vars.size.readableMax,
});

export const signInPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.medium,
});

export const panelTitle = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flexGrow: 1,
      borderTop: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
    },
  },
});

export const note = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const sectionTitle = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  marginBottom: vars.space.large,
  color: vars.color.text.primary,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  ...responsiveColumns({ tablet: 2, desktop: 4 }),
});

export const trustGrid = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space.large,
    '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);

export const tile = surfaceTile;

export const tileTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const tileIcon = style({ color: vars.color.text.brand });

export const muted = style({ color: vars.color.text.secondary });

export const faq = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.size.readableMax,
});

export const faqItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const faqQuestion = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const finalCta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.large,
  padding: vars.space.xxlarge,
  borderRadius: vars.radius.large,
  background: vars.color.background.brandSoft,
});

export const finalCtaText = style({
  maxWidth: vars.size.readableMax,
  color: vars.color.text.secondary,
});

/** The line under the feature cards that names the catalogue's other agents. */
export const moreAgents = style({
  marginTop: vars.space.large,
  color: vars.color.text.secondary,
});
