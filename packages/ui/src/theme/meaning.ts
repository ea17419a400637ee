import type {
  BudgetInsight,
  BudgetResult,
  CancellationInfo,
  DiscretionaryCategory,
  DiscretionaryResult,
  FlexibilityLabel,
  FraudRiskLevel,
  RecurringExpense,
  SavingsOpportunity,
  SavingsScoreColour,
} from '@ledgerlight/contract';
import type { Tone } from './tones';

/**
 * One scale of meaning (ADR 0046). Every judgement the product shows (a fraud severity or risk level,
 * a budget's health, a score, a task's status, an effort) says one of three things: `good` (nothing to
 * do), `watch` (worth a look) or `act` (do something). Each value is mapped to its level here and only
 * here; badges, meters and figures take their colour from the level (theme `vars.color.scale`), so one
 * meaning has one colour on every page and in both themes.
 */
export const levels = ['good', 'watch', 'act'] as const;
export type Level = (typeof levels)[number];

/**
 * What a value means: a level of the scale, or no judgement at all: `info` (a fact worth noticing,
 * such as a pending run), `neutral` (a plain fact) or `brand` (the product's own highlight).
 */
export type Meaning = Level | 'info' | 'neutral' | 'brand';

/** The tone a meaning is drawn in: the levels are the status tones success, warning and error. */
export const meaningTone = {
  good: 'success',
  watch: 'warning',
  act: 'error',
  info: 'info',
  neutral: 'neutral',
  brand: 'brand',
} as const satisfies Readonly<Record<Meaning, Tone>>;

/** The tone of a value, through its meaning. */
export function toneOf<K extends string>(meanings: Readonly<Record<K, Meaning>>, value: K): Tone {
  return meaningTone[meanings[value]];
}

// ---------------------------------------------------------------------------------------------
// Task status (product 4: COMPLETED green, PROCESSING yellow, PENDING grey, FAILED red)
// ---------------------------------------------------------------------------------------------

type TaskStatusMeaning = Exclude<Meaning, 'brand'>;

const taskStatusMeanings: Readonly<Record<string, TaskStatusMeaning>> = {
  COMPLETED: 'good',
  PROCESSING: 'watch',
  PENDING: 'info',
  FAILED: 'act',
};

/**
 * A task status's meaning, compared case-insensitively (product 4); anything else is `neutral`. The
 * comparison is exact apart from case: ' completed ' (with spaces) is unknown.
 */
export function taskStatusMeaning(status: string): TaskStatusMeaning {
  return taskStatusMeanings[status.toUpperCase()] ?? 'neutral';
}

// ---------------------------------------------------------------------------------------------
// Fraud: alert severity and risk level (product 4: 80 CRITICAL, 60 HIGH, 40 MEDIUM, else LOW)
// ---------------------------------------------------------------------------------------------

/** HIGH and CRITICAL both ask for action; the risk meter still tells them apart (resultTones' bands). */
export const RISK_LEVEL_MEANINGS: Readonly<Record<FraudRiskLevel, Level>> = {
  LOW: 'good',
  MEDIUM: 'watch',
  HIGH: 'act',
  CRITICAL: 'act',
};

// ---------------------------------------------------------------------------------------------
// Budget builder
// ---------------------------------------------------------------------------------------------

export type BudgetHealthLevel = BudgetResult['budgetHealth']['level'];
export type ImpactLevel = BudgetInsight['impact'];
export type BudgetInsightType = BudgetInsight['type'];

export const BUDGET_HEALTH_MEANINGS: Readonly<Record<BudgetHealthLevel, Level>> = {
  Excellent: 'good',
  Good: 'good',
  Fair: 'watch',
  Poor: 'act',
};

/**
 * An insight's impact, and a savings opportunity's priority (the same three words, one meaning):
 * High acts, Medium watches, Low informs.
 */
export const IMPACT_MEANINGS: Readonly<Record<ImpactLevel | SavingsPriority, Meaning>> = {
  High: 'act',
  Medium: 'watch',
  Low: 'info',
};

export const INSIGHT_TYPE_MEANINGS: Readonly<Record<BudgetInsightType, Meaning>> = {
  warning: 'watch',
  opportunity: 'brand',
  positive: 'good',
  info: 'info',
};

/** What is left each month: a surplus is good news, a shortfall asks for action. */
export function leftOverMeaning(leftOver: number): Level {
  return leftOver >= 0 ? 'good' : 'act';
}

// ---------------------------------------------------------------------------------------------
// Savings finder
// ---------------------------------------------------------------------------------------------

type SavingsPriority = SavingsOpportunity['priority'];
type SavingsEffort = SavingsOpportunity['effort'];

/**
 * The savings score (product 9: green, yellow, orange, red). 100 means no avoidable spending was
 * found, so green is good news; yellow and orange are room worth a look; red is the most to save.
 */
export const SAVINGS_SCORE_MEANINGS: Readonly<Record<SavingsScoreColour, Level>> = {
  green: 'good',
  yellow: 'watch',
  orange: 'watch',
  red: 'act',
};

/** How hard something is to do: a saving's effort, and a subscription's cancellation difficulty. */
export const EFFORT_MEANINGS: Readonly<Record<SavingsEffort | CancellationDifficulty, Level>> = {
  Easy: 'good',
  Medium: 'watch',
  Hard: 'act',
};

// ---------------------------------------------------------------------------------------------
// Recurring expenses
// ---------------------------------------------------------------------------------------------

type RecurringExpenseStatus = RecurringExpense['status'];
type CancellationDifficulty = CancellationInfo['difficulty'];

export const RECURRING_STATUS_MEANINGS: Readonly<Record<RecurringExpenseStatus, Meaning>> = {
  active: 'good',
  paused: 'watch',
  cancelled: 'neutral',
  unknown: 'info',
};

// ---------------------------------------------------------------------------------------------
// Discretionary spending
// ---------------------------------------------------------------------------------------------

export type CategoryFlexibility = DiscretionaryCategory['flexibility'];
export type SpendingTrend = DiscretionaryCategory['trend'];
export type EssentialsHealthCheck = DiscretionaryResult['comparisonToEssentials']['healthCheck'];

/** The flexibility score (product 9: High, Moderate, Limited). */
export const FLEXIBILITY_MEANINGS: Readonly<Record<FlexibilityLabel, Level>> = {
  High: 'good',
  Moderate: 'watch',
  Limited: 'act',
};

/**
 * A category's flexibility (High, Medium, Low): how easily it could be cut. A fact about the category,
 * neither praise nor alarm, so never on the scale: the room to cut in the informational tone.
 */
export const CATEGORY_FLEXIBILITY_MEANINGS: Readonly<Record<CategoryFlexibility, Meaning>> = {
  High: 'info',
  Medium: 'neutral',
  Low: 'neutral',
};

/** Discretionary against essential spending: Balanced is fine (not a warning), Too High is one. */
export const HEALTH_CHECK_MEANINGS: Readonly<Record<EssentialsHealthCheck, Meaning>> = {
  Optimal: 'good',
  Balanced: 'info',
  'Too High': 'watch',
};

/** Spending going up asks for action, going down is good news. */
export const TREND_MEANINGS: Readonly<Record<SpendingTrend, Meaning>> = {
  Increasing: 'act',
  Decreasing: 'good',
  Stable: 'neutral',
};

// ---------------------------------------------------------------------------------------------
// Case
// ---------------------------------------------------------------------------------------------

/**
 * Every badge reads in sentence case: 'CRITICAL' -> 'Critical', 'Too High' -> 'Too high'. Only the
 * first letter is a capital; the enum stays in the data (data-severity keeps 'CRITICAL').
 */
export function sentenceCase(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1).toLowerCase()}`;
}
