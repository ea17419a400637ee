import { createThemeContract } from '@vanilla-extract/css';

const status = { fg: null, bg: null, border: null, solid: null } as const;

/**
 * The one theme contract. Every theme fills it; every style reads it.
 * Names are semantic (what a colour is for), never literal (what it looks like).
 */
export const vars = createThemeContract({
  color: {
    background: {
      body: null,
      surface: null,
      surfaceRaised: null,
      subtle: null,
      hover: null,
      brand: null,
      brandHover: null,
      brandSoft: null,
      feature: null,
      overlay: null,
      danger: null,
      dangerHover: null,
    },
    text: {
      primary: null,
      secondary: null,
      muted: null,
      onFeature: null,
      brand: null,
      link: null,
      onBrand: null,
      danger: null,
    },
    border: {
      subtle: null,
      default: null,
      strong: null,
      focus: null,
      danger: null,
    },
    /**
     * One scale of meaning (ADR 0046): good, watch, act. Severity, risk, health, scores and statuses
     * all take their colour from one of these three, in both themes.
     */
    scale: {
      good: status,
      watch: status,
      act: status,
    },
    status: {
      success: status,
      warning: status,
      info: status,
      error: status,
      neutral: status,
    },
    chart: {
      c1: null,
      c2: null,
      c3: null,
      c4: null,
      c5: null,
      c6: null,
    },
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
    gutter: null,
  },
  radius: { none: null, small: null, medium: null, large: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: {
      xsmall: null,
      small: null,
      medium: null,
      large: null,
      xlarge: null,
      xxlarge: null,
      xxxlarge: null,
    },
    lineHeight: { tight: null, normal: null, relaxed: null },
    letterSpacing: { wide: null, caps: null },
    underline: { offset: null, thickness: null, thicknessHover: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
  },
  shadow: { small: null, medium: null, large: null, focus: null },
  zIndex: { base: null, raised: null, sticky: null, dropdown: null, overlay: null, modal: null, toast: null },
  motion: {
    duration: { fast: null, normal: null, slow: null },
    easing: { standard: null, emphasised: null },
  },
  size: {
    controlSmall: null,
    controlMedium: null,
    controlLarge: null,
    icon: null,
    iconLarge: null,
    contentMax: null,
    readableMax: null,
    modalMax: null,
    borderWidth: null,
    focusRing: null,
    /** An icon as tall as the text around it. */
    iconInline: null,
    /** Smallest width of a tile in an auto-fitting grid of tiles. */
    tileMin: null,
    /** Smallest width of a stat or card before a wrapping row puts it on its own line. */
    statMin: null,
    /** Smallest width of a form field or panel in a wrapping row. */
    fieldMin: null,
    /** Widest label column beside a value (label, bar, amount rows). */
    labelColumn: null,
    /** Tallest a scrolling panel (raw data) grows before it scrolls. */
    scrollPanelMax: null,
  },
});
