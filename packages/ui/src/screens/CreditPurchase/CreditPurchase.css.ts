import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { iconBesideText } from '../../theme/utilities.css';
import { mediaQuery } from '../../theme/tokens';
import { visuallyHidden } from '../../theme/utilities.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.xlarge,
});

export const balance = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.font.size.large,
  color: vars.color.text.primary,
});

export const packages = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

const card = {
  display: 'flex',
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  borderStyle: 'solid',
} as const;

export const packageCard = style({
  ...card,
  borderWidth: vars.size.borderWidth,
  borderColor: vars.color.border.subtle,
});

export const packageCardPopular = style({
  ...card,
  borderWidth: vars.size.focusRing,
  borderColor: vars.color.border.focus,
  boxShadow: vars.shadow.medium,
});

export const packageBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  padding: vars.space.xlarge,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  minHeight: vars.size.controlSmall,
  alignItems: 'center',
});

export const packageName = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const packageCredits = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  color: vars.color.text.secondary,
});

export const price = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const perCredit = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const description = style({
  flexGrow: 1,
  margin: 0,
  marginBlockEnd: vars.space.medium,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const status = visuallyHidden;

export const howItWorks = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  background: vars.color.background.surface,
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const subTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.medium,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const prices = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
});

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  borderBlockEndWidth: vars.size.borderWidth,
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: vars.color.border.subtle,
});

export const agentName = style({
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const agentPrice = style({
  margin: 0,
  color: vars.color.text.secondary,
});

export const note = style({
  margin: 0,
  marginBlockStart: vars.space.medium,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fact = style([
  iconBesideText,
  { lineHeight: vars.font.lineHeight.normal, color: vars.color.text.secondary },
]);
