import { z } from 'zod';

import type { AgentId } from './catalogue';
import { FRAUD_RISK_LEVELS, RECURRING_FREQUENCIES } from './constants';
import { resultCorrectionsSchema } from './corrections';
import {
  countSchema,
  httpUrlSchema,
  isoDateSchema,
  percentSchema,
  scoreSchema,
  usdSchema,
  yearMonthSchema,
} from './primitives';

/**
 * Result shapes of the five agents (product 3). Each agent has two schemas:
 * - `xxxResultSchema` ("produced"): what our analysis engine must emit. Every field required.
 * - `xxxResultReadSchema` ("read"): what a client accepts from a task's analysisResult/result. Every
 *   field optional, unknown keys kept, the common envelope fields added (summary, error, raw data,
 *   metadata), and the variants the spec names (recurring source shapes, nested savings data).
 * Every produced result parses with its read schema. Amounts are USD; "monthly" means per month.
 */

// ---------------------------------------------------------------------------------------------
// Common envelope (product 3, "Agent task": analysisResult or result)
// ---------------------------------------------------------------------------------------------

/** One analysed account, listed in the result's Analyzed Accounts panel (product 2). */
export const analyzedAccountSchema = z.object({
  name: z.string(),
  accountId: z.string(),
  type: z.string(),
  subtype: z.string().nullable(),
  balance: z.number().nullable(),
  /** The bank's mask (last digits of the account number); older results lack it. */
  mask: z.string().nullish(),
});
export type AnalyzedAccount = z.infer<typeof analyzedAccountSchema>;

/** Fields every task result may carry, whatever the agent. */
const resultEnvelopeShape = {
  /** A narrative string, or an object (savings data and recurring totals may be nested here). */
  summary: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  /** Present when the analysis failed: the UI shows 'Analysis Failed' with it (product 4). */
  error: z.string().nullish(),
  raw_content: z.string().optional(),
  raw_claude_response: z.unknown().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  _metadata: z
    .looseObject({
      dataProcessed: z.looseObject({ accountDetails: z.array(analyzedAccountSchema).optional() }).optional(),
    })
    .optional(),
  /** The user's corrections that shaped the result (ADR 0040); absent when none did. */
  corrections: resultCorrectionsSchema.optional(),
};

/**
 * The engine's merchant entity key of a row (ADR 0040): what a correction made on the row names.
 * Optional, as results stored before corrections existed lack it.
 */
const merchantKeySchema = z.string().min(1).optional();

/** The corrections field of every produced result: present only when a correction touched the run. */
const producedCorrectionsShape = { corrections: resultCorrectionsSchema.optional() };

/** A task's analysisResult/result before it is read as a particular agent's result. */
export const taskResultEnvelopeSchema = z.looseObject(resultEnvelopeShape);
export type TaskResultEnvelope = z.infer<typeof taskResultEnvelopeSchema>;

/** A transaction cited by a result (savings opportunities, discretionary categories). */
export const resultTransactionSchema = z.object({
  date: isoDateSchema,
  merchant: z.string(),
  merchantKey: merchantKeySchema,
  /** Money spent, as a positive number. */
  amount: usdSchema,
});
export type ResultTransaction = z.infer<typeof resultTransactionSchema>;

/**
 * High / Medium / Low, in sort order (product 9). Used for budget insight impact, savings priority and
 * discretionary flexibility.
 */
export const IMPACT_LEVELS = ['High', 'Medium', 'Low'] as const;
/** Easy / Medium / Hard. Used for savings effort and cancellation difficulty. */
export const EFFORT_LEVELS = ['Easy', 'Medium', 'Hard'] as const;

// ---------------------------------------------------------------------------------------------
// Fraud detection
// ---------------------------------------------------------------------------------------------

export const fraudAlertSchema = z.object({
  id: z.string().min(1),
  /** The kind of signal, e.g. 'unusual_amount', 'duplicate_charge', 'new_merchant', 'card_testing'. */
  type: z.string().min(1),
  /** Same scale as the account's risk level (product 4). */
  severity: z.enum(FRAUD_RISK_LEVELS),
  amount: usdSchema,
  date: isoDateSchema,
  merchant: z.string(),
  merchantKey: merchantKeySchema,
  /** 0 to 1 (product 3). */
  confidence: z.number().min(0).max(1),
  description: z.string(),
  riskFactors: z.array(z.string()),
});
export type FraudAlert = z.infer<typeof fraudAlertSchema>;

export const fraudResultSchema = z.object({
  /** 0-100; level by fraudRiskLevel (product 4). */
  riskScore: scoreSchema,
  totalAlertsFound: countSchema,
  monitoringPeriod: z.object({ startDate: isoDateSchema, endDate: isoDateSchema }),
  alerts: z.array(fraudAlertSchema),
  recommendations: z.array(z.string()),
  ...producedCorrectionsShape,
});
export type FraudResult = z.infer<typeof fraudResultSchema>;

export const fraudResultReadSchema = z.looseObject({
  ...resultEnvelopeShape,
  ...fraudResultSchema.partial().shape,
});
export type FraudResultRead = z.infer<typeof fraudResultReadSchema>;

// ---------------------------------------------------------------------------------------------
// Budget builder
// ---------------------------------------------------------------------------------------------

export const budgetTransactionSchema = resultTransactionSchema.extend({ description: z.string() });
export type BudgetTransaction = z.infer<typeof budgetTransactionSchema>;

export const budgetCategorySchema = z.object({
  name: z.string().min(1),
  /** Icon key or emoji; the UI falls back to a generic icon. */
  icon: z.string(),
  /** Average monthly spending. */
  currentSpending: usdSchema,
  /** Suggested monthly budget. */
  suggestedBudget: usdSchema,
  /** currentSpending - suggestedBudget: positive means over the suggested budget. */
  variance: usdSchema,
  /** Share of totalExpenses. */
  percentage: percentSchema,
  transactions: z.array(budgetTransactionSchema),
});
export type BudgetCategory = z.infer<typeof budgetCategorySchema>;

/** Insight kinds; the UI picks a colour and icon per kind. */
export const BUDGET_INSIGHT_TYPES = ['warning', 'opportunity', 'positive', 'info'] as const;

export const budgetInsightSchema = z.object({
  type: z.enum(BUDGET_INSIGHT_TYPES),
  title: z.string(),
  /** The budget category it concerns, or 'Overall'. */
  category: z.string(),
  impact: z.enum(IMPACT_LEVELS),
  description: z.string(),
  actionable: z.boolean(),
  suggestedActions: z.array(z.string()),
});
export type BudgetInsight = z.infer<typeof budgetInsightSchema>;

export const BUDGET_HEALTH_LEVELS = ['Excellent', 'Good', 'Fair', 'Poor'] as const;
export const COST_OF_LIVING_LEVELS = ['Low', 'Average', 'High'] as const;

/**
 * Where a budget's income comes from: the annual income the user gave (after an assumed tax), the
 * deposits seen in the accounts, or neither (no income seen and none given).
 */
export const BUDGET_INCOME_SOURCES = ['stated', 'deposits', 'none'] as const;
export type BudgetIncomeSource = (typeof BUDGET_INCOME_SOURCES)[number];

export const budgetIncomeBasisSchema = z.object({
  source: z.enum(BUDGET_INCOME_SOURCES),
  /** Average monthly deposits seen in the analysed accounts, whatever the source. */
  depositsSeen: usdSchema,
  /** One sentence naming the basis, e.g. 'Based on the income you gave, $85,000 a year, ...'. */
  description: z.string().min(1),
});
export type BudgetIncomeBasis = z.infer<typeof budgetIncomeBasisSchema>;

export const budgetResultSchema = z.object({
  /**
   * Monthly income on the result's one income basis (incomeBasis): every income-based figure of the
   * result (saving rate, shares of income, health, insights) is computed from this number.
   */
  totalIncome: usdSchema,
  incomeBasis: budgetIncomeBasisSchema,
  /** Average monthly expenses. */
  totalExpenses: usdSchema,
  categories: z.array(budgetCategorySchema),
  insights: z.array(budgetInsightSchema),
  recommendations: z.object({ shortTerm: z.array(z.string()), longTerm: z.array(z.string()) }),
  budgetHealth: z.object({
    score: scoreSchema,
    level: z.enum(BUDGET_HEALTH_LEVELS),
    factors: z.array(z.string()),
    /** Whether spending fits the stated (or observed) income. */
    incomeAppropriate: z.boolean(),
    /** Whether suggestions were adjusted for the ZIP code's cost of living. */
    colAdjusted: z.boolean(),
  }),
  /** The optional context of the run (product 5); null when not given. */
  userContext: z.object({
    annualIncome: z.number().nonnegative().nullable(),
    zipcode: z.string().nullable(),
    costOfLiving: z.enum(COST_OF_LIVING_LEVELS).nullable(),
  }),
  ...producedCorrectionsShape,
});
export type BudgetResult = z.infer<typeof budgetResultSchema>;

export const budgetResultReadSchema = z.looseObject({
  ...resultEnvelopeShape,
  ...budgetResultSchema.partial().shape,
});
export type BudgetResultRead = z.infer<typeof budgetResultReadSchema>;

// ---------------------------------------------------------------------------------------------
// Recurring expenses
// ---------------------------------------------------------------------------------------------

export const recurringFrequencySchema = z.enum(RECURRING_FREQUENCIES);
export type RecurringFrequency = z.infer<typeof recurringFrequencySchema>;

/** Subscription status (product 4). */
export const RECURRING_STATUSES = ['active', 'cancelled', 'paused', 'unknown'] as const;

export const cancellationInfoSchema = z.object({
  difficulty: z.enum(EFFORT_LEVELS),
  url: httpUrlSchema.nullable(),
  phone: z.string().nullable(),
  note: z.string(),
});
export type CancellationInfo = z.infer<typeof cancellationInfoSchema>;

/** One recurring expense (product 3, "Expense"). */
export const recurringExpenseSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  merchant: z.string(),
  merchantKey: merchantKeySchema,
  category: z.string(),
  /** The latest charge. */
  amount: usdSchema,
  frequency: recurringFrequencySchema,
  lastChargeDate: isoDateSchema,
  /** Absent when no further charge is expected (e.g. cancelled). */
  nextExpectedDate: isoDateSchema.optional(),
  status: z.enum(RECURRING_STATUSES),
  transactionCount: countSchema,
  totalSpent: usdSchema,
  averageAmount: usdSchema,
  /** amount - averageAmount: positive when the price went up. */
  variance: usdSchema,
  /** The price before the latest rise, when the price went up: the one price-change figure. */
  previousAmount: usdSchema.optional(),
  cancellationUrl: httpUrlSchema.nullable(),
  managementUrl: httpUrlSchema.nullable(),
  notes: z.string(),
  estimatedAnnualCost: usdSchema,
  cancellationInfo: cancellationInfoSchema,
});
export type RecurringExpense = z.infer<typeof recurringExpenseSchema>;

export const recurringCategorySchema = z.object({
  category: z.string().min(1),
  icon: z.string(),
  /** Monthly total of the category's expenses. */
  totalAmount: usdSchema,
  /** Share of totalMonthlyRecurring. */
  percentage: percentSchema,
  expenses: z.array(recurringExpenseSchema),
});
export type RecurringCategory = z.infer<typeof recurringCategorySchema>;

export const recurringInsightsSchema = z.object({
  /** Each inner list is a group of expenses for the same kind of service. */
  duplicateServices: z.array(z.array(recurringExpenseSchema)),
  unusualCharges: z.array(recurringExpenseSchema),
  cancellationOpportunities: z.array(recurringExpenseSchema),
  /** Expenses whose variance is positive. */
  priceIncreases: z.array(recurringExpenseSchema),
});
export type RecurringInsights = z.infer<typeof recurringInsightsSchema>;

/** The normalised recurring result (product 3): what our engine emits and what the UI renders. */
export const recurringResultSchema = z.object({
  totalMonthlyRecurring: usdSchema,
  totalAnnualRecurring: usdSchema,
  expenseCount: countSchema,
  categories: z.array(recurringCategorySchema),
  insights: recurringInsightsSchema,
  recommendations: z.array(z.string()),
  ...producedCorrectionsShape,
});
export type RecurringResult = z.infer<typeof recurringResultSchema>;

/** An expense as found in any source shape: only name and amount are certain. */
export const recurringExpenseReadSchema = recurringExpenseSchema
  .partial()
  .required({ name: true, amount: true })
  .extend({ cancellationInfo: cancellationInfoSchema.partial().optional() });
export type RecurringExpenseRead = z.infer<typeof recurringExpenseReadSchema>;

export const recurringCategoryReadSchema = recurringCategorySchema
  .partial()
  .required({ category: true })
  .extend({ expenses: z.array(recurringExpenseReadSchema) });
export type RecurringCategoryRead = z.infer<typeof recurringCategoryReadSchema>;

export const recurringInsightsReadSchema = z
  .object({
    duplicateServices: z.array(z.array(recurringExpenseReadSchema)),
    unusualCharges: z.array(recurringExpenseReadSchema),
    cancellationOpportunities: z.array(recurringExpenseReadSchema),
    priceIncreases: z.array(recurringExpenseReadSchema),
  })
  .partial();

/** The totals under either naming (product 3: summary variants). */
const recurringTotalsShape = {
  totalMonthlyRecurring: usdSchema.optional(),
  totalAnnualRecurring: usdSchema.optional(),
  expenseCount: countSchema.optional(),
  total_recurring_monthly: usdSchema.optional(),
  total_recurring_annual: usdSchema.optional(),
  subscription_count: countSchema.optional(),
};
export const recurringTotalsReadSchema = z.looseObject(recurringTotalsShape);
export type RecurringTotalsRead = z.infer<typeof recurringTotalsReadSchema>;

/** The keys under which a recurring result may list its expenses (product 3). */
export const RECURRING_SOURCE_KEYS = [
  'categories',
  'subscriptions',
  'transactions',
  'recurringExpenseCategories',
] as const;

/**
 * A recurring result in any source shape (product 3): expenses grouped under `categories` or
 * `recurringExpenseCategories`, or listed flat under `subscriptions` or `transactions`; totals at the
 * top level or under `summary`, in either naming. The UI normalises it into RecurringResult.
 */
export const recurringResultReadSchema = z.looseObject({
  ...resultEnvelopeShape,
  ...recurringTotalsShape,
  summary: z.union([z.string(), recurringTotalsReadSchema]).optional(),
  categories: z.array(recurringCategoryReadSchema).optional(),
  recurringExpenseCategories: z.array(recurringCategoryReadSchema).optional(),
  subscriptions: z.array(recurringExpenseReadSchema).optional(),
  transactions: z.array(recurringExpenseReadSchema).optional(),
  insights: recurringInsightsReadSchema.optional(),
  recommendations: z.array(z.string()).optional(),
});
export type RecurringResultRead = z.infer<typeof recurringResultReadSchema>;

/** Source shape with grouped `categories` (the normalised layout, loosely). */
export const recurringCategoriesSourceSchema = recurringResultReadSchema.required({ categories: true });
/** Source shape with a flat `subscriptions` list. */
export const recurringSubscriptionsSourceSchema = recurringResultReadSchema.required({ subscriptions: true });
/** Source shape with a flat `transactions` list of recurring expenses. */
export const recurringTransactionsSourceSchema = recurringResultReadSchema.required({ transactions: true });
/** Source shape with groups under `recurringExpenseCategories`. */
export const recurringExpenseCategoriesSourceSchema = recurringResultReadSchema.required({
  recurringExpenseCategories: true,
});

// ---------------------------------------------------------------------------------------------
// Savings finder
// ---------------------------------------------------------------------------------------------

export const savingsSuggestionSchema = z.object({
  /** The kind of action, e.g. 'switch', 'negotiate', 'cancel', 'reduce'. */
  type: z.string(),
  suggestion: z.string(),
  /** Monthly. */
  estimatedSavings: usdSchema,
  actionUrl: httpUrlSchema.nullable(),
});
export type SavingsSuggestion = z.infer<typeof savingsSuggestionSchema>;

export const savingsOpportunitySchema = z.object({
  id: z.string().min(1),
  category: z.string(),
  priority: z.enum(IMPACT_LEVELS),
  effort: z.enum(EFFORT_LEVELS),
  title: z.string(),
  description: z.string(),
  /** Monthly. */
  potentialSavings: usdSchema,
  /** potentialSavings as a share of currentSpending. */
  savingsPercentage: percentSchema,
  /** Monthly. */
  currentSpending: usdSchema,
  /** When the saving can be realised, e.g. 'Immediate', '1-3 months'. */
  timeframe: z.string(),
  suggestions: z.array(savingsSuggestionSchema),
  transactions: z.array(resultTransactionSchema),
});
export type SavingsOpportunity = z.infer<typeof savingsOpportunitySchema>;

export const savingsResultSchema = z.object({
  opportunities: z.array(savingsOpportunitySchema),
  /** Monthly sum of the opportunities' potentialSavings. */
  totalPotentialSavings: usdSchema,
  savingsScore: scoreSchema,
  recommendations: z.array(z.string()),
  analysisMetadata: z.object({
    transactionsAnalyzed: countSchema,
    /** e.g. '12 months'. */
    timeframeAnalyzed: z.string(),
    categoriesReviewed: countSchema,
  }),
  ...producedCorrectionsShape,
});
export type SavingsResult = z.infer<typeof savingsResultSchema>;

/** Savings data wherever it sits: top level, `summary` or `analysisResult` (product 3). */
export const savingsDataReadSchema = savingsResultSchema.partial();
export type SavingsDataRead = z.infer<typeof savingsDataReadSchema>;

export const savingsResultReadSchema = z.looseObject({
  ...resultEnvelopeShape,
  ...savingsResultSchema.partial().shape,
  summary: z.union([z.string(), savingsDataReadSchema]).optional(),
  analysisResult: savingsDataReadSchema.optional(),
});
export type SavingsResultRead = z.infer<typeof savingsResultReadSchema>;

// ---------------------------------------------------------------------------------------------
// Discretionary spending
// ---------------------------------------------------------------------------------------------

export const SPENDING_TRENDS = ['Increasing', 'Decreasing', 'Stable'] as const;
export const ESSENTIALS_HEALTH_CHECKS = ['Optimal', 'Balanced', 'Too High'] as const;

export const discretionaryCategorySchema = z.object({
  name: z.string().min(1),
  icon: z.string(),
  flexibility: z.enum(IMPACT_LEVELS),
  monthlyAverage: usdSchema,
  /** Share of totalDiscretionary. */
  percentage: percentSchema,
  trend: z.enum(SPENDING_TRENDS),
  /** Monthly amount that could reasonably be cut. */
  reductionPotential: usdSchema,
  insights: z.array(z.string()),
  transactions: z.array(resultTransactionSchema),
});
export type DiscretionaryCategory = z.infer<typeof discretionaryCategorySchema>;

export const spendingPatternSchema = z.object({
  pattern: z.string(),
  /** e.g. 'Weekly', '3 times a week'. */
  frequency: z.string(),
  description: z.string(),
  averageAmount: usdSchema,
  /** The UI shows at most PATTERN_EXAMPLES_LIMIT. */
  examples: z.array(z.string()),
  recommendation: z.string(),
});
export type SpendingPattern = z.infer<typeof spendingPatternSchema>;

export const discretionaryResultSchema = z.object({
  summary: z.string(),
  /** Per month (product 3). */
  totalDiscretionary: usdSchema,
  /** Share of all spending. */
  discretionaryPercentage: percentSchema,
  /** 0-100; label by flexibilityLabel (product 9). */
  flexibilityScore: scoreSchema,
  comparisonToEssentials: z.object({
    /** Monthly. */
    essentialSpending: usdSchema,
    /** Monthly. */
    discretionarySpending: usdSchema,
    /** discretionarySpending / essentialSpending. */
    ratio: z.number().nonnegative(),
    healthCheck: z.enum(ESSENTIALS_HEALTH_CHECKS),
  }),
  categories: z.array(discretionaryCategorySchema),
  spendingPatterns: z.array(spendingPatternSchema),
  recommendations: z.object({
    quick_wins: z.array(z.string()),
    behavioral_changes: z.array(z.string()),
    long_term_strategies: z.array(z.string()),
  }),
  monthlyBreakdown: z.array(z.object({ month: yearMonthSchema, totalDiscretionary: usdSchema })),
  ...producedCorrectionsShape,
});
export type DiscretionaryResult = z.infer<typeof discretionaryResultSchema>;

export const discretionaryResultReadSchema = z.looseObject({
  ...resultEnvelopeShape,
  ...discretionaryResultSchema.partial().shape,
});
export type DiscretionaryResultRead = z.infer<typeof discretionaryResultReadSchema>;

// ---------------------------------------------------------------------------------------------
// Registry
// ---------------------------------------------------------------------------------------------

/** Produced and read schemas per agent. */
export const agentResultSchemas = {
  fraud_detection: { produced: fraudResultSchema, read: fraudResultReadSchema },
  budget_builder: { produced: budgetResultSchema, read: budgetResultReadSchema },
  recurring_expenses: { produced: recurringResultSchema, read: recurringResultReadSchema },
  savings_finder: { produced: savingsResultSchema, read: savingsResultReadSchema },
  discretionary_spending: { produced: discretionaryResultSchema, read: discretionaryResultReadSchema },
} as const satisfies Record<AgentId, { produced: z.ZodType; read: z.ZodType }>;

/** What agent A's engine emits. */
export type ProducedAgentResult<A extends AgentId> = z.infer<(typeof agentResultSchemas)[A]['produced']>;
/** What a client reads for agent A. */
export type AgentResultRead<A extends AgentId> = z.infer<(typeof agentResultSchemas)[A]['read']>;
