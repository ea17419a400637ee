import type { ThemeTokens } from './tokens';

/** A space token of the theme contract: the only gaps the layout primitives take (ADR 0037). */
export type Space = keyof ThemeTokens['space'];

/** One space for every width, or one per breakpoint from that breakpoint up (mobile first). */
export type ResponsiveSpace = Space | { readonly mobile?: Space; readonly tablet?: Space; readonly desktop?: Space };
