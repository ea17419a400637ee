import { describe, expect, it } from 'vitest';

import { completedStatusText, resultHeadline } from './headline';
import type { ProducedAgentResult } from './results';

/** ADR 0016: a completed run's list line says what it found, never 'Budget completed.'. */

const alert = (severity: 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL') => ({
  id: `a_${severity}`,
  type: 'unusual_amount',
  severity,
  amount: 100,
  date: '2026-06-01',
  merchant: 'Shop',
  confidence: 0.8,
  description: 'Large charge.',
  riskFactors: [],
});

const fraud = (alerts: ReturnType<typeof alert>[], riskScore = 30): ProducedAgentResult<'fraud_detection'> => ({
  riskScore,
  totalAlertsFound: alerts.length,
  monitoringPeriod: { startDate: '2026-01-01', endDate: '2026-06-30' },
  alerts,
  recommendations: [],
});

describe('resultHeadline', () => {
  it('fraud: counts alerts and names the highest severity', () => {
    expect(resultHeadline('fraud_detection', fraud([alert('MEDIUM'), alert('HIGH'), alert('LOW')]))).toBe(
      '3 alerts, highest high',
    );
    expect(resultHeadline('fraud_detection', fraud([alert('LOW')]))).toBe('1 alert, highest low');
    expect(resultHeadline('fraud_detection', fraud([], 12))).toBe('No alerts; risk low');
  });

  it('recurring: the monthly total and the count of charges still billing', () => {
    const result = {
      totalMonthlyRecurring: 412.4,
      totalAnnualRecurring: 4948.8,
      expenseCount: 14,
      categories: [],
      insights: { duplicateServices: [], unusualCharges: [], cancellationOpportunities: [], priceIncreases: [] },
      recommendations: [],
    };
    expect(resultHeadline('recurring_expenses', result)).toBe('$412/mo in 14 recurring charges');
    expect(resultHeadline('recurring_expenses', { ...result, expenseCount: 0 })).toBe('No recurring charges found');
  });

  it('savings: the headline total and the count of opportunities', () => {
    const result: ProducedAgentResult<'savings_finder'> = {
      opportunities: [],
      totalPotentialSavings: 0,
      savingsScore: 100,
      recommendations: [],
      analysisMetadata: { transactionsAnalyzed: 10, timeframeAnalyzed: '12 months', categoriesReviewed: 3 },
    };
    expect(resultHeadline('savings_finder', result)).toBe('No savings opportunities found');
  });

  it('completedStatusText: the headline of a produced result, nothing for an error result', () => {
    expect(completedStatusText('fraud_detection', fraud([alert('CRITICAL')]))).toBe(
      'Completed: 1 alert, highest critical',
    );
    expect(completedStatusText('fraud_detection', { error: 'The analysis failed' })).toBeUndefined();
  });
});
