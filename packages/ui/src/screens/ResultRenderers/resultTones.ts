import type {
  BudgetInsight,
  BudgetResult,
  DiscretionaryCategory,
  DiscretionaryResult,
  FlexibilityLabel,
  FraudRiskLevel,
} from '@ledgerlight/contract';
import type { IconName } from '../../components/Icon/Icon';
import type { Tone } from '../../theme/tones';

/**
 * How the fraud, budget and discretionary results look per level: badge tones, score-meter colour
 * bands, icons and words. The levels themselves come from the contract's rules (fraudRiskLevel,
 * flexibilityLabel), applied by the app; here they only get their look. Colour is never the only
 * cue: every level is also written out.
 */

/** Colours of a score meter's fill, from green to red (ResultParts.css.ts). */
export const meterBands = ['good', 'fair', 'elevated', 'severe'] as const;
export type MeterBand = (typeof meterBands)[number];

export type BudgetHealthLevel = BudgetResult['budgetHealth']['level'];
export type BudgetInsightType = BudgetInsight['type'];
export type ImpactLevel = BudgetInsight['impact'];
export type CategoryFlexibility = DiscretionaryCategory['flexibility'];
export type SpendingTrend = DiscretionaryCategory['trend'];
export type EssentialsHealthCheck = DiscretionaryResult['comparisonToEssentials']['healthCheck'];

/** Fraud risk colour bands (product 4): LOW green, MEDIUM yellow, HIGH orange, CRITICAL red. */
export const RISK_LEVEL_BANDS: Readonly<Record<FraudRiskLevel, MeterBand>> = {
  LOW: 'good',
  MEDIUM: 'fair',
  HIGH: 'elevated',
  CRITICAL: 'severe',
};

/** Risk level and alert severity badges. */
export const RISK_LEVEL_TONES: Readonly<Record<FraudRiskLevel, Tone>> = {
  LOW: 'success',
  MEDIUM: 'warning',
  HIGH: 'warning',
  CRITICAL: 'error',
};

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

export const FLEXIBILITY_TONES: Readonly<Record<FlexibilityLabel, Tone>> = {
  High: 'success',
  Moderate: 'warning',
  Limited: 'error',
};

export const FLEXIBILITY_DESCRIPTIONS: Readonly<Record<FlexibilityLabel, string>> = {
  High: 'Much of this spending could be cut back if you needed to.',
  Moderate: 'Some of this spending could be cut back.',
  Limited: 'Little of this spending is easy to cut back.',
};

/**
 * A category's flexibility (High, Medium, Low): how easily it could be cut. A fact about the
 * category, neither praise nor alarm, so never green or amber: the room to cut in the brand's
 * informational tone.
 */
export const CATEGORY_FLEXIBILITY_TONES: Readonly<Record<CategoryFlexibility, Tone>> = {
  High: 'info',
  Medium: 'neutral',
  Low: 'neutral',
};

/** Discretionary against essential spending: Balanced is fine (not a warning), Too High is one. */
export const HEALTH_CHECK_TONES: Readonly<Record<EssentialsHealthCheck, Tone>> = {
  Optimal: 'success',
  Balanced: 'info',
  'Too High': 'warning',
};

export const BUDGET_HEALTH_BANDS: Readonly<Record<BudgetHealthLevel, MeterBand>> = {
  Excellent: 'good',
  Good: 'good',
  Fair: 'fair',
  Poor: 'severe',
};

export const BUDGET_HEALTH_TONES: Readonly<Record<BudgetHealthLevel, Tone>> = {
  Excellent: 'success',
  Good: 'success',
  Fair: 'warning',
  Poor: 'error',
};

export const INSIGHT_TYPE_LOOKS: Readonly<Record<BudgetInsightType, { label: string; tone: Tone; icon: IconName }>> = {
  warning: { label: 'Warning', tone: 'warning', icon: 'alert-triangle' },
  opportunity: { label: 'Opportunity', tone: 'brand', icon: 'sparkles' },
  positive: { label: 'Positive', tone: 'success', icon: 'check-circle' },
  info: { label: 'Info', tone: 'info', icon: 'info' },
};

export const IMPACT_TONES: Readonly<Record<ImpactLevel, Tone>> = {
  High: 'error',
  Medium: 'warning',
  Low: 'info',
};

/** Spending going up is bad news, going down good news. */
export const TREND_LOOKS: Readonly<Record<SpendingTrend, { icon: IconName; tone: Tone }>> = {
  Increasing: { icon: 'trending-up', tone: 'error' },
  Decreasing: { icon: 'trending-down', tone: 'success' },
  Stable: { icon: 'minus', tone: 'neutral' },
};
