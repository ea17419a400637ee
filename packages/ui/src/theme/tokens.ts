/**
 * Raw values live here and only here (lint forbids colour and px literals elsewhere).
 * Contrast: every text/background pair below meets WCAG 2.2 AA (4.5:1 for text, 3:1 for UI).
 */
import type { vars } from './contract.css';

type Tokens = typeof vars;
type Filled<T> = { [K in keyof T]: T[K] extends string ? string : Filled<T[K]> };
export type ThemeTokens = Filled<Tokens>;

/** Breakpoints, in px, for media queries (CSS variables cannot be used in media queries). */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024, wide: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/**
 * Container widths, in px, below which a component changes its layout (a container query follows the
 * space a component is given, not the window: a table in a side column stacks on a desktop too).
 */
export const containerBreakpoints = { stackedTable: 560 } as const;

export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  dark: '(prefers-color-scheme: dark)',
} as const;

/** Equal grid columns: one on phones, then `tablet` and `desktop` columns from those breakpoints. */
export function responsiveColumns({ tablet, desktop }: { tablet?: number; desktop?: number }) {
  const columns = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });
  return {
    ...columns(1),
    '@media': {
      ...(tablet === undefined ? {} : { [mediaQuery.tablet]: columns(tablet) }),
      ...(desktop === undefined ? {} : { [mediaQuery.desktop]: columns(desktop) }),
    },
  };
}

const shared = {
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
    xxxlarge: '48px',
    gutter: '24px',
  },
  radius: { none: '0', small: '4px', medium: '8px', large: '14px', full: '9999px' },
  font: {
    /**
     * Every face the UI shows is bundled (packages/ui/src/theme/global.ts) and named first, so no
     * text depends on the machine's fonts: Inter for text, JetBrains Mono for ids and raw data, then
     * Noto Color Emoji for the category emoji of results, whose subsets load only when an emoji is
     * on the page (unicode-range). The system names after them only matter if a face fails to load.
     */
    family: {
      body: "'Inter Variable', 'Noto Color Emoji', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      mono: "'JetBrains Mono Variable', 'Noto Color Emoji', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    },
    size: {
      xsmall: '12px',
      small: '14px',
      medium: '16px',
      large: '18px',
      xlarge: '22px',
      xxlarge: '28px',
      xxxlarge: '40px',
    },
    lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
    letterSpacing: { wide: '0.02em', caps: '0.04em' },
    underline: { offset: '0.2em', thickness: '0.08em', thicknessHover: '0.15em' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  },
  zIndex: {
    base: '0',
    raised: '1',
    sticky: '100',
    dropdown: '200',
    overlay: '900',
    modal: '1000',
    toast: '1100',
  },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasised: 'cubic-bezier(0.3, 0, 0, 1.3)' },
  },
  size: {
    controlSmall: '32px',
    controlMedium: '40px',
    controlLarge: '48px',
    icon: '20px',
    iconLarge: '32px',
    contentMax: '1200px',
    readableMax: '720px',
    modalMax: '560px',
    borderWidth: '1px',
    focusRing: '3px',
    iconInline: '1em',
    tileMin: '10rem',
    statMin: '12rem',
    fieldMin: '16rem',
    labelColumn: '8rem',
    scrollPanelMax: '32rem',
  },
} as const;

/**
 * The scale of meaning (ADR 0046), each level's text (`fg`) on its tint (`bg`), its border and its
 * solid colour for graphics (dots, meter fills). Written once per theme; the status tones success,
 * warning and error are these same colours, so an alert and a badge of one meaning look alike.
 * scale.test.ts computes the contrast of every pair from these values.
 */
type ScaleTokens = ThemeTokens['color']['scale'];

const lightScale: ScaleTokens = {
  good: { fg: '#14532d', bg: '#dcfce7', border: '#86efac', solid: '#15803d' },
  watch: { fg: '#713f12', bg: '#fef3c7', border: '#fcd34d', solid: '#b45309' },
  act: { fg: '#7f1d1d', bg: '#fee2e2', border: '#fca5a5', solid: '#dc2626' },
};

const darkScale: ScaleTokens = {
  good: { fg: '#bbf7d0', bg: '#0f2e1f', border: '#166534', solid: '#4ade80' },
  watch: { fg: '#fde68a', bg: '#33240a', border: '#92400e', solid: '#fbbf24' },
  act: { fg: '#fecaca', bg: '#3a1212', border: '#991b1b', solid: '#f87171' },
};

export const lightTokens: ThemeTokens = {
  ...shared,
  color: {
    background: {
      body: '#f6f7fb',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      subtle: '#eef0f6',
      hover: '#e4e7f0',
      brand: '#4338ca',
      brandHover: '#3730a3',
      brandSoft: '#e0e7ff',
      // A band that stands out from the page (the home page's last call to action).
      feature: '#111827',
      overlay: 'rgba(15, 23, 42, 0.55)',
      danger: '#b91c1c',
      dangerHover: '#991b1b',
    },
    text: {
      primary: '#0f172a',
      secondary: '#374151',
      muted: '#545c6b',
      onFeature: '#f9fafb',
      brand: '#3730a3',
      link: '#3730a3',
      onBrand: '#ffffff',
      danger: '#b91c1c',
    },
    border: {
      subtle: '#e5e7eb',
      default: '#c9cdd6',
      strong: '#767d8c',
      focus: '#4f46e5',
      danger: '#dc2626',
    },
    scale: lightScale,
    status: {
      success: lightScale.good,
      warning: lightScale.watch,
      info: { fg: '#1e293b', bg: '#e2e8f0', border: '#94a3b8', solid: '#64748b' },
      error: lightScale.act,
      neutral: { fg: '#27272a', bg: '#fafafa', border: '#a1a1aa', solid: '#71717a' },
    },
    chart: {
      c1: '#4f46e5',
      c2: '#0d9488',
      c3: '#d97706',
      c4: '#db2777',
      c5: '#0284c7',
      c6: '#65a30d',
    },
  },
  shadow: {
    small: '0 1px 2px rgba(15, 23, 42, 0.08)',
    medium: '0 4px 12px rgba(15, 23, 42, 0.10)',
    large: '0 16px 40px rgba(15, 23, 42, 0.18)',
    focus: '0 0 0 3px rgba(79, 70, 229, 0.45)',
  },
};

export const darkTokens: ThemeTokens = {
  ...shared,
  color: {
    background: {
      body: '#0b1020',
      surface: '#131a2e',
      surfaceRaised: '#1a2240',
      subtle: '#1c2540',
      hover: '#25305a',
      brand: '#818cf8',
      brandHover: '#a5b4fc',
      brandSoft: '#272f5c',
      // Dark stays dark: a brand-tinted band, not a light slab in a dark page.
      feature: '#272f5c',
      overlay: 'rgba(0, 0, 0, 0.7)',
      danger: '#f87171',
      dangerHover: '#fca5a5',
    },
    text: {
      primary: '#f3f4f6',
      secondary: '#d1d5db',
      muted: '#a9b1c1',
      onFeature: '#f3f4f6',
      brand: '#c7d2fe',
      link: '#a5b4fc',
      onBrand: '#0b1020',
      danger: '#fca5a5',
    },
    border: {
      subtle: '#222b47',
      default: '#37415f',
      strong: '#7c87a6',
      focus: '#a5b4fc',
      danger: '#f87171',
    },
    scale: darkScale,
    status: {
      success: darkScale.good,
      warning: darkScale.watch,
      info: { fg: '#e2e8f0', bg: '#1e293b', border: '#475569', solid: '#94a3b8' },
      error: darkScale.act,
      neutral: { fg: '#e4e4e7', bg: '#1f1f23', border: '#52525b', solid: '#a1a1aa' },
    },
    chart: {
      c1: '#818cf8',
      c2: '#2dd4bf',
      c3: '#fbbf24',
      c4: '#f472b6',
      c5: '#38bdf8',
      c6: '#a3e635',
    },
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.4)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.45)',
    large: '0 16px 40px rgba(0, 0, 0, 0.6)',
    focus: '0 0 0 3px rgba(165, 180, 252, 0.55)',
  },
};
