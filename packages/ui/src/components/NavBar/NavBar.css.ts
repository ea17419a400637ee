import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const root = style({
  background: vars.color.background.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
});

/** The row inside the header, as wide as the page content; the mobile menu hangs from it. */
export const bar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  '@media': {
    [mediaQuery.desktop]: { gap: vars.space.medium, paddingInline: vars.space.gutter },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMedium,
  marginRight: 'auto',
  // The padding gives the focus ring room; the negative margin puts the wordmark's first letter on
  // the page's one left edge, with the content and the footer.
  marginLeft: `calc(-1 * ${vars.space.xsmall})`,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQuery.tablet]: { fontSize: vars.font.size.medium },
    [mediaQuery.desktop]: { fontSize: vars.font.size.large },
  },
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  '@media': {
    [mediaQuery.tablet]: { flexGrow: 1, minWidth: 0 },
  },
});

/** Shown below the tablet breakpoint only. */
export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  fontFamily: 'inherit',
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  background: 'transparent',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.hover },
  },
  '@media': {
    [mediaQuery.tablet]: { display: 'none' },
  },
});

export const menuIcon = style({
  width: vars.size.icon,
  height: vars.size.icon,
});

/**
 * The items. Below tablet: a panel under the bar, hidden until the menu button opens it.
 * From tablet up: always shown, in one row that wraps when it must.
 */
export const menu = style({
  display: 'none',
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.dropdown,
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  background: vars.color.background.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.medium,
  selectors: {
    '&[data-open="true"]': { display: 'flex' },
  },
  '@media': {
    [mediaQuery.tablet]: {
      display: 'flex',
      position: 'static',
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexGrow: 1,
      gap: vars.space.xsmall,
      padding: 0,
      background: 'transparent',
      borderBottom: 0,
      boxShadow: 'none',
    },
  },
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQuery.tablet]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.background.hover, color: vars.color.text.primary },
    '&[aria-current="page"]': {
      background: vars.color.background.brandSoft,
      color: vars.color.text.brand,
      fontWeight: vars.font.weight.semibold,
    },
  },
  '@media': {
    [mediaQuery.tablet]: {
      minHeight: vars.size.controlSmall,
      paddingInline: vars.space.xsmall,
      fontSize: vars.font.size.small,
      gap: vars.space.xsmall,
    },
    [mediaQuery.desktop]: { paddingInline: vars.space.small },
    [mediaQuery.wide]: { paddingInline: vars.space.medium },
  },
});

/** The rounded credit balance beside "Credits". */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space.xlarge,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
  background: vars.color.background.brand,
  color: vars.color.text.onBrand,
});

/** Profile and Sign Out: separated by a rule in the mobile panel, at the row's end from tablet up. */
export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  '@media': {
    [mediaQuery.tablet]: { paddingTop: 0, borderTop: 0, marginLeft: 'auto' },
  },
});

export const profileLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  color: vars.color.text.secondary,
  selectors: {
    '&:hover': { background: vars.color.background.hover, color: vars.color.text.primary },
    '&[aria-current="page"]': { background: vars.color.background.brandSoft, color: vars.color.text.brand },
  },
  '@media': {
    [mediaQuery.tablet]: { width: vars.size.controlSmall, height: vars.size.controlSmall },
    [mediaQuery.desktop]: { width: vars.size.controlMedium, height: vars.size.controlMedium },
  },
});

export const avatar = style({
  display: 'block',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.background.subtle,
  border: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
});

export const userIcon = style({
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
});

export const toggleSlot = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
});
