import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, lightTokens, mediaQuery } from './tokens';

/**
 * Light by default, dark when the system prefers it, and an explicit choice
 * (`data-theme="light" | "dark"` on <html>, set by the theme toggle) wins over both.
 */
globalStyle(':root', {
  vars: assignVars(vars, lightTokens),
  colorScheme: 'light',
  '@media': {
    [mediaQuery.dark]: { vars: assignVars(vars, darkTokens), colorScheme: 'dark' },
  },
});
globalStyle(':root[data-theme="light"]', { vars: assignVars(vars, lightTokens), colorScheme: 'light' });
globalStyle(':root[data-theme="dark"]', { vars: assignVars(vars, darkTokens), colorScheme: 'dark' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  backgroundColor: vars.color.background.body,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, h5, h6, p', { margin: 0 });

globalStyle(':focus-visible', {
  outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
  outlineOffset: vars.space.xxsmall,
});

globalStyle('*', {
  '@media': {
    [mediaQuery.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
