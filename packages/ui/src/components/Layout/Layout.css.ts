import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background.body,
});

/** Off screen until focused; then it sits over the top-left corner of the bar. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.small,
  left: vars.space.small,
  zIndex: vars.zIndex.toast,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.background.brand,
  color: vars.color.text.onBrand,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  boxShadow: vars.shadow.medium,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &:focus-visible': { transform: 'none' },
  },
});

/**
 * The one <main>. Focusable by script only (the skip link moves focus here), so it draws no
 * focus ring: it is a destination, not a control.
 */
export const main = style({
  flexGrow: 1,
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  selectors: {
    '&:focus': { outline: 'none' },
  },
  '@media': {
    [mediaQuery.tablet]: { paddingBlock: vars.space.xxlarge, paddingInline: vars.space.gutter },
  },
});
