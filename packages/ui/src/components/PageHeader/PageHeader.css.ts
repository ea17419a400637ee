import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginBottom: vars.space.xlarge,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@media': {
    [mediaQuery.tablet]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQuery.tablet]: { fontSize: vars.font.size.xxxlarge },
  },
});

export const description = style({
  maxWidth: vars.size.readableMax,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  flexShrink: 0,
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xsmall,
  minHeight: vars.size.controlSmall,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const backIcon = style({
  width: vars.font.size.medium,
  height: vars.font.size.medium,
});
