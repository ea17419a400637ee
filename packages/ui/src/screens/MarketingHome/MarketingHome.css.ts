import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { iconBesideText } from '../../theme/utilities.css';
import { plainList, surfaceTile } from '../../theme/utilities.css';
import { mediaQuery, responsiveColumns } from '../../theme/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxlarge,
  paddingBlock: vars.space.xxlarge,
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.large,
  padding: vars.space.xxlarge,
  borderRadius: vars.radius.large,
  background: vars.color.background.brandSoft,
  '@media': { [mediaQuery.tablet]: { padding: vars.space.xxxlarge } },
});

export const heroTitle = style({
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  maxWidth: vars.size.readableMax,
  '@media': { [mediaQuery.tablet]: { fontSize: vars.font.size.xxxlarge } },
});

export const lead = style({
  fontSize: vars.font.size.large,
  color: vars.color.text.secondary,
  maxWidth: vars.size.readableMax,
});

export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const sectionTitle = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  marginBottom: vars.space.large,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  ...responsiveColumns({ tablet: 2, desktop: 4 }),
});

export const steps = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space.large,
    ...responsiveColumns({ tablet: 3 }),
  },
]);

export const step = surfaceTile;

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  background: vars.color.background.brand,
  color: vars.color.text.onBrand,
  fontWeight: vars.font.weight.bold,
});

export const featureIcon = style({
  color: vars.color.text.brand,
});

export const securityList = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space.medium,
    '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);

export const securityItem = style([iconBesideText, { color: vars.color.text.secondary }]);

export const finalCta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.large,
  padding: vars.space.xxlarge,
  borderRadius: vars.radius.large,
  background: vars.color.background.feature,
  color: vars.color.text.onFeature,
});

export const muted = style({ color: vars.color.text.secondary });

/** The line under the feature cards that names the catalogue's other agents. */
export const moreAgents = style({
  marginTop: vars.space.large,
  color: vars.color.text.secondary,
});
