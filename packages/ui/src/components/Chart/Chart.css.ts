import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { clusterRule, plainListRule, stackRule } from '../../theme/rules';

export const figure = style({ ...stackRule('medium'), margin: 0, minWidth: 0 });

export const header = style({ ...clusterRule('small'), alignItems: 'flex-start', justifyContent: 'space-between' });

export const captionText = style({ ...stackRule('xxsmall'), minWidth: 0 });

export const caption = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const description = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

/** The plot's box: its height comes from the theme's spacing scale; the SVG is measured to fill it. */
export const plot = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
});

export const height = styleVariants({
  small: { height: `calc(${vars.space.xxxlarge} * 4)` },
  medium: { height: `calc(${vars.space.xxxlarge} * 6)` },
  large: { height: `calc(${vars.space.xxxlarge} * 8)` },
});

export const svg = style({
  display: 'block',
  overflow: 'visible',
  fontFamily: vars.font.family.body,
});

export const gridLine = style({
  stroke: vars.color.border.subtle,
  strokeWidth: 1,
});

export const zeroLine = style({
  stroke: vars.color.border.strong,
  strokeWidth: 1,
});

export const axisText = style({
  fill: vars.color.text.muted,
  fontSize: vars.font.size.xsmall,
});

const chartColours = [
  vars.color.chart.c1,
  vars.color.chart.c2,
  vars.color.chart.c3,
  vars.color.chart.c4,
  vars.color.chart.c5,
  vars.color.chart.c6,
] as const;

/** Bar fill per series, in order; a seventh series starts over. */
export const seriesFill = chartColours.map((colour) => style({ fill: colour }));
/** The legend swatch per series, in the same order. */
export const seriesSwatch = chartColours.map((colour) => style({ background: colour }));

export const legend = style({
  ...clusterRule('large'),
  ...plainListRule,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const swatch = style({
  display: 'inline-block',
  width: vars.space.medium,
  height: vars.space.medium,
  borderRadius: vars.radius.small,
});

/** Where the plot would be: while the chart's code loads, or when there is nothing to plot. */
export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'dashed',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.large,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  textAlign: 'center',
});

export const missing = style({
  color: vars.color.text.muted,
});

/** The failed chart's note and its Try again button, side by side when they fit. */
export const unavailable = style({ ...clusterRule('small'), alignItems: 'center' });

/** An inspectable bar: lighter while its value shows; its focus ring is a shape of its own (focusRing). */
export const inspectableBar = style({
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-active]': { opacity: 0.85 },
  },
});

/**
 * The ring round the focused bar, a gap away from it, so it stands apart from a bar of the focus
 * colour's own hue (a click focuses a bar too: the ring then marks the bar whose value shows).
 */
export const focusRing = style({
  fill: 'none',
  stroke: vars.color.border.focus,
  strokeWidth: 2,
  pointerEvents: 'none',
});

/** Where the tip points: the top centre of its bar, in the plot's pixels. */
export const tipX = createVar();
export const tipY = createVar();

/** The value of the hovered or focused bar, above it. */
export const tip = style({
  position: 'absolute',
  left: tipX,
  top: tipY,
  transform: `translate(-50%, calc(-100% - ${vars.space.small}))`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.medium,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  zIndex: vars.zIndex.raised,
});

/** Near the plot's start or end the tip hangs from its bar inwards, so it never leaves the plot. */
export const tipStart = style({ transform: `translate(-${vars.space.medium}, calc(-100% - ${vars.space.small}))` });
export const tipEnd = style({
  transform: `translate(calc(-100% + ${vars.space.medium}), calc(-100% - ${vars.space.small}))`,
});

export const tipLabel = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.text.secondary,
});

export const tipValue = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});
