import { describe, expect, expectTypeOf, it } from 'vitest';

import { AGENT_IDS } from './catalogue';
import type { AgentId } from './catalogue';
import {
  agentResultSchemas,
  budgetResultReadSchema,
  budgetResultSchema,
  discretionaryResultReadSchema,
  discretionaryResultSchema,
  fraudResultReadSchema,
  fraudResultSchema,
  recurringCategoriesSourceSchema,
  recurringExpenseCategoriesSourceSchema,
  recurringResultReadSchema,
  recurringResultSchema,
  recurringSubscriptionsSourceSchema,
  recurringTransactionsSourceSchema,
  savingsResultReadSchema,
  savingsResultSchema,
  taskResultEnvelopeSchema,
} from './results';
import type {
  BudgetResult,
  DiscretionaryResult,
  FraudResult,
  ProducedAgentResult,
  RecurringExpense,
  RecurringResult,
  SavingsResult,
} from './results';

// ---------------------------------------------------------------------------------------------
// Realistic produced results
// ---------------------------------------------------------------------------------------------

const fraud: FraudResult = {
  riskScore: 64,
  totalAlertsFound: 2,
  monitoringPeriod: { startDate: '2024-11-20', endDate: '2025-05-20' },
  alerts: [
    {
      id: 'alert_1',
      type: 'duplicate_charge',
      severity: 'HIGH',
      amount: 189.99,
      date: '2025-05-02',
      merchant: 'BestElectro Online',
      confidence: 0.86,
      description: 'The same amount was charged twice within 3 minutes at a merchant you rarely use.',
      riskFactors: ['Duplicate amount', 'Charges 3 minutes apart', 'Infrequent merchant'],
    },
    {
      id: 'alert_2',
      type: 'card_testing',
      severity: 'MEDIUM',
      amount: 1,
      date: '2025-04-18',
      merchant: 'PAYPAL *XJ82',
      confidence: 0.55,
      description: 'Four $1.00 charges in one hour, a common card-testing pattern.',
      riskFactors: ['Micro charges', 'Burst of transactions'],
    },
  ],
  recommendations: ['Contact your bank about the duplicate BestElectro charge.', 'Turn on card alerts.'],
};

const budget: BudgetResult = {
  totalIncome: 6200,
  incomeBasis: {
    source: 'deposits',
    depositsSeen: 6200,
    description: 'Based on the deposits seen in these accounts, about $6,200 a month.',
  },
  totalExpenses: 5120.4,
  categories: [
    {
      name: 'Dining Out',
      icon: 'utensils',
      currentSpending: 612.3,
      suggestedBudget: 400,
      variance: 212.3,
      percentage: 11.96,
      transactions: [{ date: '2025-05-17', merchant: 'Luigi Trattoria', description: 'Dinner', amount: 84.2 }],
    },
  ],
  insights: [
    {
      type: 'warning',
      title: 'Dining out is over budget',
      category: 'Dining Out',
      impact: 'High',
      description: 'You spend $212 a month more on restaurants than the suggested budget.',
      actionable: true,
      suggestedActions: ['Cook at home two more nights a week'],
    },
  ],
  recommendations: { shortTerm: ['Set a $100 weekly dining limit'], longTerm: ['Build a 3-month emergency fund'] },
  budgetHealth: {
    score: 72,
    level: 'Good',
    factors: ['Positive monthly cash flow', 'High discretionary share'],
    incomeAppropriate: true,
    colAdjusted: true,
  },
  userContext: { annualIncome: 85000, zipcode: '94110', costOfLiving: 'High' },
};

const netflix: RecurringExpense = {
  id: 'rec_netflix',
  name: 'Netflix',
  merchant: 'Netflix',
  category: 'Streaming',
  amount: 15.49,
  frequency: 'monthly',
  lastChargeDate: '2025-05-14',
  nextExpectedDate: '2025-06-14',
  status: 'active',
  transactionCount: 6,
  totalSpent: 90.94,
  averageAmount: 15.16,
  variance: 0.33,
  cancellationUrl: 'https://www.netflix.com/cancelplan',
  managementUrl: 'https://www.netflix.com/account',
  notes: 'Price rose from $14.99 in March.',
  estimatedAnnualCost: 185.88,
  cancellationInfo: {
    difficulty: 'Easy',
    url: 'https://www.netflix.com/cancelplan',
    phone: null,
    note: 'Cancel online.',
  },
};
const hulu: RecurringExpense = {
  ...netflix,
  id: 'rec_hulu',
  name: 'Hulu',
  merchant: 'Hulu',
  amount: 7.99,
  nextExpectedDate: undefined,
  status: 'cancelled',
  variance: 0,
  cancellationUrl: null,
  managementUrl: null,
};

const recurring: RecurringResult = {
  totalMonthlyRecurring: 23.48,
  totalAnnualRecurring: 281.76,
  expenseCount: 2,
  categories: [{ category: 'Streaming', icon: 'tv', totalAmount: 23.48, percentage: 100, expenses: [netflix, hulu] }],
  insights: {
    duplicateServices: [[netflix, hulu]],
    unusualCharges: [],
    cancellationOpportunities: [hulu],
    priceIncreases: [netflix],
  },
  recommendations: ['You pay for two video streaming services; keep one.'],
};

const savings: SavingsResult = {
  opportunities: [
    {
      id: 'opp_1',
      category: 'Phone & Internet',
      priority: 'High',
      effort: 'Easy',
      title: 'Switch to a cheaper mobile plan',
      description: 'Your plan costs $85 a month; comparable plans cost $45.',
      potentialSavings: 40,
      savingsPercentage: 47.1,
      currentSpending: 85,
      timeframe: 'Immediate',
      suggestions: [{ type: 'switch', suggestion: 'Move to a prepaid plan', estimatedSavings: 40, actionUrl: null }],
      transactions: [{ date: '2025-05-03', merchant: 'Verizon', amount: 85 }],
    },
  ],
  totalPotentialSavings: 40,
  savingsScore: 58,
  recommendations: ['Review your phone plan every year.'],
  analysisMetadata: { transactionsAnalyzed: 1380, timeframeAnalyzed: '12 months', categoriesReviewed: 14 },
};

const discretionary: DiscretionaryResult = {
  summary: 'About a third of your spending is discretionary, mostly dining and shopping.',
  totalDiscretionary: 1480.5,
  discretionaryPercentage: 31.2,
  flexibilityScore: 66,
  comparisonToEssentials: {
    essentialSpending: 3260,
    discretionarySpending: 1480.5,
    ratio: 0.45,
    healthCheck: 'Balanced',
  },
  categories: [
    {
      name: 'Shopping',
      icon: 'shopping-bag',
      flexibility: 'High',
      monthlyAverage: 520,
      percentage: 35.1,
      trend: 'Increasing',
      reductionPotential: 150,
      insights: ['Online orders doubled since February.'],
      transactions: [{ date: '2025-05-11', merchant: 'Amazon', amount: 64.99 }],
    },
  ],
  spendingPatterns: [
    {
      pattern: 'Weekend online shopping',
      frequency: 'Weekly',
      description: 'Most orders are placed on Saturday evenings.',
      averageAmount: 58,
      examples: ['Amazon $64.99', 'Target $41.20', 'Etsy $33.00', 'Amazon $12.99'],
      recommendation: 'Wait 48 hours before checking out.',
    },
  ],
  recommendations: {
    quick_wins: ['Unsubscribe from store emails'],
    behavioral_changes: ['Use a shopping list'],
    long_term_strategies: ['Automate savings on payday'],
  },
  monthlyBreakdown: [
    { month: '2025-04', totalDiscretionary: 1390 },
    { month: '2025-05', totalDiscretionary: 1571 },
  ],
};

const produced = {
  fraud_detection: fraud,
  budget_builder: budget,
  recurring_expenses: recurring,
  savings_finder: savings,
  discretionary_spending: discretionary,
} satisfies { [A in AgentId]: ProducedAgentResult<A> };

const accountDetails = [
  { name: 'Everyday Checking', accountId: 'acc_9f3c2a71', type: 'depository', subtype: 'checking', balance: 2418.55 },
];

// ---------------------------------------------------------------------------------------------

describe('agentResultSchemas', () => {
  it('covers every agent', () => {
    expect(Object.keys(agentResultSchemas).sort()).toEqual([...AGENT_IDS].sort());
    expectTypeOf<ProducedAgentResult<'fraud_detection'>>().toEqualTypeOf<FraudResult>();
  });

  it.each(AGENT_IDS)('%s: the produced example parses as produced and as read', (id) => {
    const { produced: producedSchema, read } = agentResultSchemas[id];
    expect(producedSchema.parse(produced[id])).toEqual(produced[id]);
    expect(read.safeParse(produced[id]).success).toBe(true);
  });

  it.each(AGENT_IDS)('%s: read accepts the envelope fields and an error-only result', (id) => {
    const { read } = agentResultSchemas[id];
    const wrapped = {
      ...produced[id],
      raw_content: '{}',
      metadata: { model: 'local' },
      _metadata: { dataProcessed: { accountDetails } },
    };
    expect(read.safeParse(wrapped).success).toBe(true);
    expect(read.safeParse({ error: 'Not enough transactions to analyse' }).success).toBe(true);
  });

  it.each(AGENT_IDS)('%s: produced rejects a result missing a field', (id) => {
    const { produced: producedSchema } = agentResultSchemas[id];
    const broken = Object.fromEntries(Object.entries(produced[id]).slice(1));
    expect(producedSchema.safeParse(broken).success).toBe(false);
    expect(producedSchema.safeParse({}).success).toBe(false);
  });
});

describe('fraud result', () => {
  it('rejects a confidence outside 0-1, an unknown severity and a bad date', () => {
    const [alert] = fraud.alerts;
    for (const badAlert of [
      { ...alert, confidence: 86 },
      { ...alert, severity: 'SEVERE' },
      { ...alert, date: '2025-13-01' },
    ]) {
      expect(fraudResultSchema.safeParse({ ...fraud, alerts: [badAlert] }).success).toBe(false);
      expect(fraudResultReadSchema.safeParse({ ...fraud, alerts: [badAlert] }).success).toBe(false);
    }
    expect(fraudResultSchema.safeParse({ ...fraud, riskScore: 140 }).success).toBe(false);
  });
});

describe('budget result', () => {
  it('accepts a run without optional context and rejects wrong types', () => {
    const noContext = { ...budget, userContext: { annualIncome: null, zipcode: null, costOfLiving: null } };
    expect(budgetResultSchema.safeParse(noContext).success).toBe(true);
    expect(
      budgetResultSchema.safeParse({ ...budget, budgetHealth: { ...budget.budgetHealth, level: 'Great' } }).success,
    ).toBe(false);
    expect(budgetResultReadSchema.safeParse({ ...budget, categories: 'Dining' }).success).toBe(false);
  });
});

describe('recurring result', () => {
  it('rejects an unknown frequency or status and a javascript: link', () => {
    for (const bad of [
      { ...netflix, frequency: 'biweekly' },
      { ...netflix, status: 'expired' },
      { ...netflix, cancellationUrl: 'javascript:alert(1)' },
    ]) {
      expect(
        recurringResultSchema.safeParse({ ...recurring, categories: [{ ...recurring.categories[0], expenses: [bad] }] })
          .success,
      ).toBe(false);
      expect(recurringResultReadSchema.safeParse({ subscriptions: [bad] }).success).toBe(false);
    }
  });

  const sparse = { name: 'Spotify', amount: 10.99, frequency: 'monthly' };

  it('parses every source shape of product 3', () => {
    const shapes = [
      {
        schema: recurringCategoriesSourceSchema,
        data: { categories: [{ category: 'Music', expenses: [sparse] }], totalMonthlyRecurring: 10.99 },
      },
      {
        schema: recurringSubscriptionsSourceSchema,
        data: {
          subscriptions: [sparse, { ...netflix, cancellationInfo: { difficulty: 'Hard' } }],
          summary: { total_recurring_monthly: 26.48, total_recurring_annual: 317.76, subscription_count: 2 },
        },
      },
      {
        schema: recurringTransactionsSourceSchema,
        data: { transactions: [sparse], total_recurring_monthly: 10.99, subscription_count: 1 },
      },
      {
        schema: recurringExpenseCategoriesSourceSchema,
        data: {
          recurringExpenseCategories: [{ category: 'Music', icon: 'music', totalAmount: 10.99, expenses: [sparse] }],
          summary: { totalMonthlyRecurring: 10.99, totalAnnualRecurring: 131.88, expenseCount: 1 },
          insights: { priceIncreases: [{ ...sparse, variance: 1 }] },
        },
      },
    ];
    for (const { schema, data } of shapes) {
      expect(schema.safeParse(data).success).toBe(true);
      expect(recurringResultReadSchema.safeParse(data).success).toBe(true);
    }
    expect(recurringResultReadSchema.parse({ subscriptions: [sparse], vendorField: 1 })).toHaveProperty(
      'vendorField',
      1,
    );
  });

  it('requires the list key of a named source shape, and a name and amount per expense', () => {
    expect(recurringSubscriptionsSourceSchema.safeParse({ categories: [] }).success).toBe(false);
    expect(recurringResultReadSchema.safeParse({ subscriptions: [{ name: 'Spotify' }] }).success).toBe(false);
    expect(recurringResultReadSchema.safeParse({ categories: [{ expenses: [sparse] }] }).success).toBe(false);
  });
});

describe('savings result', () => {
  const data = { opportunities: savings.opportunities, totalPotentialSavings: 40, savingsScore: 58 };

  it('reads data at the top level, under summary or under analysisResult', () => {
    for (const variant of [data, { summary: data }, { analysisResult: data }, { summary: 'No opportunities found.' }]) {
      expect(savingsResultReadSchema.safeParse(variant).success).toBe(true);
    }
    const nested = savingsResultReadSchema.parse({ summary: data });
    expect(typeof nested.summary === 'object' ? nested.summary.savingsScore : undefined).toBe(58);
  });

  it('rejects an unknown priority or effort, also when nested', () => {
    const [opportunity] = savings.opportunities;
    const bad = { ...data, opportunities: [{ ...opportunity, priority: 'Urgent' }] };
    expect(savingsResultSchema.safeParse({ ...savings, ...bad }).success).toBe(false);
    expect(savingsResultReadSchema.safeParse({ summary: bad }).success).toBe(false);
    expect(
      savingsResultReadSchema.safeParse({ analysisResult: { opportunities: [{ ...opportunity, effort: 'Trivial' }] } })
        .success,
    ).toBe(false);
  });
});

describe('discretionary result', () => {
  it('rejects an unknown health check, trend or month format', () => {
    const [category] = discretionary.categories;
    const comparison = { ...discretionary.comparisonToEssentials, healthCheck: 'Too Low' };
    expect(discretionaryResultSchema.safeParse({ ...discretionary, comparisonToEssentials: comparison }).success).toBe(
      false,
    );
    expect(discretionaryResultReadSchema.safeParse({ categories: [{ ...category, trend: 'Up' }] }).success).toBe(false);
    expect(
      discretionaryResultSchema.safeParse({
        ...discretionary,
        monthlyBreakdown: [{ month: 'May 2025', totalDiscretionary: 1 }],
      }).success,
    ).toBe(false);
  });

  it('reads a summary as text', () => {
    expect(discretionaryResultReadSchema.safeParse({ summary: { text: 'x' } }).success).toBe(false);
  });
});

describe('task result envelope', () => {
  it('keeps agent fields and validates the common ones', () => {
    const envelope = taskResultEnvelopeSchema.parse({
      ...fraud,
      summary: 'Two alerts',
      raw_claude_response: { id: 'msg_1' },
      _metadata: { dataProcessed: { accountDetails, transactionsCount: 120 } },
    });
    expect(envelope).toHaveProperty('riskScore', 64);
    expect(envelope._metadata?.dataProcessed?.accountDetails).toEqual(accountDetails);
    expect(
      taskResultEnvelopeSchema.safeParse({ _metadata: { dataProcessed: { accountDetails: [{ name: 'x' }] } } }).success,
    ).toBe(false);
  });
});
