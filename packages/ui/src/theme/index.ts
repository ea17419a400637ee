export { vars } from './contract.css';
export { breakpoints, mediaQuery, lightTokens, darkTokens } from './tokens';
export type { Breakpoint, ThemeTokens } from './tokens';
export { sprinkles } from './sprinkles.css';
export type { Sprinkles } from './sprinkles.css';
export { visuallyHidden } from './utilities.css';
export type { ResponsiveSpace, Space } from './layout';
