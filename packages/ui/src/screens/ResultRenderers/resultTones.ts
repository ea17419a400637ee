import type { FlexibilityLabel, FraudRiskLevel } from '@ledgerlight/contract';
import type { IconName } from '../../components/Icon/Icon';
import {
  BUDGET_HEALTH_MEANINGS,
  CATEGORY_FLEXIBILITY_MEANINGS,
  FLEXIBILITY_MEANINGS,
  HEALTH_CHECK_MEANINGS,
  IMPACT_MEANINGS,
  INSIGHT_TYPE_MEANINGS,
  RISK_LEVEL_MEANINGS,
  TREND_MEANINGS,
  meaningTone,
} from '../../theme/meaning';
import type {
  BudgetHealthLevel,
  BudgetInsightType,
  CategoryFlexibility,
  EssentialsHealthCheck,
  ImpactLevel,
  Meaning,
  SpendingTrend,
} from '../../theme/meaning';
import type { Tone } from '../../theme/tones';

/**
 * How the fraud, budget and discretionary results look per level: badge tones, score-meter colour
 * bands, icons and words. The levels themselves come from the contract's rules (fraudRiskLevel,
 * flexibilityLabel), applied by the app; what each level means (good, watch, act) from the one map of
 * theme/meaning.ts (ADR 0046); here they only get their look. Colour is never the only cue: every
 * level is also written out.
 */

/** Each value's tone, through its meaning. */
function tones<K extends string>(meanings: Readonly<Record<K, Meaning>>): Readonly<Record<K, Tone>> {
  return Object.fromEntries(
    Object.entries<Meaning>(meanings).map(([value, meaning]) => [value, meaningTone[meaning]]),
  ) as Record<K, Tone>;
}

/**
 * Colours of a score meter's fill, from green to red (ResultParts.css.ts). The spec's score bands have
 * four colours (product 4, product 9); they are the scale's good, watch and act, with `elevated`
 * between watch and act.
 */
export const meterBands = ['good', 'fair', 'elevated', 'severe'] as const;
export type MeterBand = (typeof meterBands)[number];

/** Fraud risk colour bands (product 4): LOW green, MEDIUM yellow, HIGH orange, CRITICAL red. */
export const RISK_LEVEL_BANDS: Readonly<Record<FraudRiskLevel, MeterBand>> = {
  LOW: 'good',
  MEDIUM: 'fair',
  HIGH: 'elevated',
  CRITICAL: 'severe',
};

/** Risk level and alert severity badges. */
export const RISK_LEVEL_TONES = tones(RISK_LEVEL_MEANINGS);

/** What each risk level means, in words. */
export const RISK_LEVEL_DESCRIPTIONS: Readonly<Record<FraudRiskLevel, string>> = {
  LOW: 'Activity matches your usual spending.',
  MEDIUM: 'A few charges are worth a look.',
  HIGH: 'Some charges look suspicious: review them soon.',
  CRITICAL: 'Charges look fraudulent: contact your bank now.',
};

/** Flexibility score labels (product 9): High green, Moderate yellow, Limited orange. */
export const FLEXIBILITY_BANDS: Readonly<Record<FlexibilityLabel, MeterBand>> = {
  High: 'good',
  Moderate: 'fair',
  Limited: 'elevated',
};

export const FLEXIBILITY_TONES = tones(FLEXIBILITY_MEANINGS);

export const FLEXIBILITY_DESCRIPTIONS: Readonly<Record<FlexibilityLabel, string>> = {
  High: 'Much of this spending could be cut back if you needed to.',
  Moderate: 'Some of this spending could be cut back.',
  Limited: 'Little of this spending is easy to cut back.',
};

/** A category's flexibility (High, Medium, Low): a fact about the category, neither praise nor alarm. */
export const CATEGORY_FLEXIBILITY_TONES: Readonly<Record<CategoryFlexibility, Tone>> =
  tones(CATEGORY_FLEXIBILITY_MEANINGS);

export const HEALTH_CHECK_TONES: Readonly<Record<EssentialsHealthCheck, Tone>> = tones(HEALTH_CHECK_MEANINGS);

export const BUDGET_HEALTH_BANDS: Readonly<Record<BudgetHealthLevel, MeterBand>> = {
  Excellent: 'good',
  Good: 'good',
  Fair: 'fair',
  Poor: 'severe',
};

export const BUDGET_HEALTH_TONES: Readonly<Record<BudgetHealthLevel, Tone>> = tones(BUDGET_HEALTH_MEANINGS);

const INSIGHT_TYPE_TONES = tones(INSIGHT_TYPE_MEANINGS);

export const INSIGHT_TYPE_LOOKS: Readonly<Record<BudgetInsightType, { label: string; tone: Tone; icon: IconName }>> = {
  warning: { label: 'Warning', tone: INSIGHT_TYPE_TONES.warning, icon: 'alert-triangle' },
  opportunity: { label: 'Opportunity', tone: INSIGHT_TYPE_TONES.opportunity, icon: 'sparkles' },
  positive: { label: 'Positive', tone: INSIGHT_TYPE_TONES.positive, icon: 'check-circle' },
  info: { label: 'Info', tone: INSIGHT_TYPE_TONES.info, icon: 'info' },
};

export const IMPACT_TONES: Readonly<Record<ImpactLevel, Tone>> = tones(IMPACT_MEANINGS);

const TREND_TONES = tones(TREND_MEANINGS);

/** Spending going up is bad news, going down good news. */
export const TREND_LOOKS: Readonly<Record<SpendingTrend, { icon: IconName; tone: Tone }>> = {
  Increasing: { icon: 'trending-up', tone: TREND_TONES.Increasing },
  Decreasing: { icon: 'trending-down', tone: TREND_TONES.Decreasing },
  Stable: { icon: 'minus', tone: TREND_TONES.Stable },
};
