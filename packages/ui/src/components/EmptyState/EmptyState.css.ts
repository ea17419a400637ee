import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.xlarge,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const bordered = style({
  borderWidth: vars.size.borderWidth,
  borderStyle: 'dashed',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.large,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  borderRadius: vars.radius.full,
  background: vars.color.background.brandSoft,
  color: vars.color.text.brand,
});

export const title = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  selectors: {
    // An empty state that is the whole page (404) titles it as every page is titled (PageHeader).
    'h1&': { fontSize: vars.font.size.xxlarge, fontWeight: vars.font.weight.bold },
  },
  '@media': {
    [mediaQuery.tablet]: { selectors: { 'h1&': { fontSize: vars.font.size.xxxlarge } } },
  },
});

export const description = style({
  maxWidth: vars.size.readableMax,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});
