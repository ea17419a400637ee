import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { headingRule, stackRule, surfaceBorderRule, textRule } from '../../theme/rules';
import { responsiveColumns } from '../../theme/tokens';
import { toneColors } from '../../theme/tones';
import { plainList } from '../../theme/utilities.css';
import type { MeterBand } from './resultTones';

/** Shared by the fraud, budget and discretionary result views. */

export const root = style({
  ...stackRule('xxlarge'),
  minWidth: 0,
  overflowWrap: 'anywhere',
});

// The root spaces its sections itself: a section after another drops its own margin, which doubled the
// space between a result's sections.
globalStyle(`${root} > section`, { marginTop: 0 });

export const stats = style({
  display: 'grid',
  gap: vars.space.medium,
  ...responsiveColumns({ tablet: 2, desktop: 3 }),
});

export const cards = style({
  display: 'grid',
  gap: vars.space.large,
  ...responsiveColumns({ desktop: 2 }),
});

export const panel = style({ ...stackRule('medium'), minWidth: 0, padding: vars.space.xlarge, ...surfaceBorderRule });

export const text = style(textRule({ leading: 'relaxed', tone: 'secondary' }));

export const subheading = style(textRule({ size: 'small', weight: 'semibold', tone: 'primary' }));

// ---------------------------------------------------------------------------------------------
// Verdict: the key figure and one sentence, first on the page
// ---------------------------------------------------------------------------------------------

export const verdict = style({ ...stackRule('xsmall'), minWidth: 0 });

export const verdictLabel = style(textRule({ size: 'medium', weight: 'semibold', tone: 'secondary' }));

export const verdictFigure = style({ margin: 0, overflowWrap: 'anywhere' });

/** The figure in the tone's foreground colour (brand for a neutral fact), as large as a page title. */
export const verdictValue = styleVariants(toneColors, (colors, tone) => ({
  ...headingRule('xxxlarge', 'bold'),
  fontVariantNumeric: 'tabular-nums',
  color: tone === 'neutral' ? vars.color.text.primary : colors.fg,
}));

export const verdictHint = style(textRule({ size: 'medium', weight: 'medium', tone: 'secondary' }));

export const verdictSentence = style({
  ...textRule({ size: 'large', leading: 'normal', tone: 'primary' }),
  maxWidth: vars.size.readableMax,
});

// ---------------------------------------------------------------------------------------------
// Score meter
// ---------------------------------------------------------------------------------------------

export const scoreLabel = style(textRule({ size: 'small', weight: 'medium', tone: 'secondary' }));

export const scoreValue = style({ ...headingRule('xxlarge', 'bold'), fontVariantNumeric: 'tabular-nums' });

export const scoreMax = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const fillWidth = createVar();

export const meter = style({
  height: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.background.subtle,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  overflow: 'hidden',
});

export const meterFill = style({
  width: fillWidth,
  height: '100%',
  borderRadius: vars.radius.full,
});

/**
 * Meter colours from green to red, from theme colours only: green and red are the success and
 * error colours, yellow the amber chart colour, orange a half-and-half mix of amber and red.
 */
/** The scale of meaning's solid colours (ADR 0046), with `elevated` half way between watch and act. */
export const band = styleVariants<Record<MeterBand, { background: string }>>({
  good: { background: vars.color.scale.good.solid },
  fair: { background: vars.color.scale.watch.solid },
  elevated: { background: `color-mix(in srgb, ${vars.color.scale.watch.solid}, ${vars.color.scale.act.solid})` },
  severe: { background: vars.color.scale.act.solid },
});

/** A dot of the band's colour, leading a level badge. */
export const dot = style({
  display: 'inline-block',
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
});

// ---------------------------------------------------------------------------------------------
// Facts, lists, transactions
// ---------------------------------------------------------------------------------------------

export const facts = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.tileMin}), 1fr))`,
});

export const fact = style({ ...stackRule('xxsmall'), minWidth: 0 });

export const factTerm = style({
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: vars.font.letterSpacing.caps,
});

export const factValue = style({
  ...textRule({ weight: 'semibold', tone: 'primary' }),
  fontVariantNumeric: 'tabular-nums',
});

export const list = style([plainList, stackRule('small')]);

export const listItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  color: vars.color.text.secondary,
});

export const listIcon = style({
  flexShrink: 0,
  marginTop: vars.space.xxsmall,
  color: vars.color.text.muted,
});

export const disclosure = style({
  borderTopWidth: vars.size.borderWidth,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border.subtle,
  paddingTop: vars.space.medium,
});

export const disclosureBody = style({
  marginTop: vars.space.medium,
});

export const positive = style({ color: vars.color.status.success.fg });
export const negative = style({ color: vars.color.status.error.fg });

export const categoryTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const emoji = style({
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.tight,
});

export const categoryIcon = style({
  color: vars.color.text.brand,
  flexShrink: 0,
});

/** A recommendation panel's title. */
export const groupTitle = style(textRule({ size: 'large', weight: 'semibold', tone: 'primary' }));
