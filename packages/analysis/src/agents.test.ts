import {
  AGENTS,
  AGENT_IDS,
  FREQUENCY_TO_MONTHLY,
  PATTERN_EXAMPLES_LIMIT,
  IMPACT_LEVELS,
  agentResultSchemas,
  fraudRiskLevel,
} from '@ledgerlight/contract';
import type { AgentId } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';

import { runAnalysis } from './agents';
import { analyzeBudget } from './budget';
import { analyzeFraud } from './fraud';
import { analyzeRecurring } from './recurring';
import { analyzeSavings } from './savings';
import { generateDataset } from './synthetic';
import { TEST_ACCOUNT, monthly, txn } from './test-support';

const now = new Date('2026-06-15T00:00:00Z');
const options = { annualIncome: 90_000, zipcode: '94110' };

function expectValid<A extends AgentId>(agentId: A, result: unknown): void {
  const parsed = agentResultSchemas[agentId].produced.safeParse(result);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 5))).toBe(true);
  // The produced result is complete: parsing strips nothing.
  if (parsed.success) expect(parsed.data).toEqual(result);
}

describe.each(AGENT_IDS)('%s', (agentId) => {
  it('validates against the contract for empty input', () => {
    expectValid(agentId, runAnalysis(agentId, [], [], {}, now));
  });
  it('validates against the contract for a single transaction', () => {
    expectValid(
      agentId,
      runAnalysis(
        agentId,
        [TEST_ACCOUNT],
        [txn('2026-06-01', 'SQ *TACO LOCO', 12.5, ['Food and Drink', 'Restaurants'])],
        options,
        now,
      ),
    );
    expectValid(
      agentId,
      runAnalysis(agentId, [TEST_ACCOUNT], [txn('2026-06-01', 'PAYROLL', -3000, ['Transfer', 'Payroll'])], {}, now),
    );
  });
  it('is deterministic and reads only its data window (product 9)', () => {
    const data = generateDataset({ seed: 3, accounts: 2, now });
    const first = runAnalysis(agentId, data.accounts, data.transactions, options, now);
    expect(runAnalysis(agentId, data.accounts, [...data.transactions].reverse(), options, now)).toEqual(first);
    const months = AGENTS[agentId].dataWindowMonths;
    const cutoff = new Date(Date.UTC(2026, 5 - months, 15)).toISOString().slice(0, 10);
    const inWindow = data.transactions.filter((t) => t.date > cutoff);
    expect(runAnalysis(agentId, data.accounts, inWindow, options, now)).toEqual(first);
  });
});

// Correctness at scale, not speed (speed is measured by `npm run bench`): a loaded machine may take
// several seconds per agent here.
describe('100k transactions', { timeout: 60_000 }, () => {
  const big = generateDataset({ seed: 99, accounts: 125, now });
  it('generates at least 100k transactions', () => {
    expect(big.transactions.length).toBeGreaterThanOrEqual(100_000);
  });
  it.each(AGENT_IDS)('%s validates against the contract', (agentId) => {
    expectValid(agentId, runAnalysis(agentId, big.accounts, big.transactions, options, now));
  });
});

describe('spec rules', () => {
  const data = generateDataset({ seed: 21, accounts: 3, now });

  it('recurring: categories by totalAmount descending, totals by product 9 conversion', () => {
    const result = analyzeRecurring(data.accounts, data.transactions, {}, now);
    const amounts = result.categories.map((c) => c.totalAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const counted = result.categories.flatMap((c) => c.expenses).filter((e) => e.status !== 'cancelled');
    const monthly = counted.reduce((acc, e) => acc + e.amount * FREQUENCY_TO_MONTHLY[e.frequency], 0);
    expect(result.totalMonthlyRecurring).toBeCloseTo(monthly, 1);
    expect(result.totalAnnualRecurring).toBeCloseTo(result.totalMonthlyRecurring * 12, 1);
    expect(result.insights.priceIncreases.every((e) => e.variance > 0)).toBe(true);
    expect(result.expenseCount).toBe(result.categories.flatMap((c) => c.expenses).length);
  });

  it('recurring: duplicate services, price increases and cancellation guidance on known services', () => {
    const transactions = [
      ...monthly('2026-01', 4, 6, 'NETFLIX.COM', [15.49, 15.49, 15.49, 17.99, 17.99, 17.99]),
      ...monthly('2026-01', 9, 6, 'PAYPAL *HULU', 17.99),
    ];
    const result = analyzeRecurring([TEST_ACCOUNT], transactions, {}, now);
    expect(result.insights.duplicateServices).toHaveLength(1);
    expect(result.insights.duplicateServices[0]?.map((e) => e.name).sort()).toEqual(['Hulu', 'Netflix']);
    const netflix = result.insights.priceIncreases[0];
    expect(netflix).toMatchObject({
      name: 'Netflix',
      amount: 17.99,
      averageAmount: 16.74,
      variance: 1.25,
      cancellationUrl: 'https://www.netflix.com/cancelplan',
    });
    expect(netflix?.notes).toContain('$15.49 to $17.99');
    expect(netflix?.notes).toContain('$30.00 more a year');
    expect(result.totalMonthlyRecurring).toBe(35.98);
  });

  it('fraud: risk level bands and alert fields', () => {
    const result = analyzeFraud(data.accounts, data.transactions, {}, now);
    expect(result.totalAlertsFound).toBe(result.alerts.length);
    expect(result.alerts.length).toBeGreaterThan(0);
    expect(result.monitoringPeriod).toEqual({ startDate: '2025-12-16', endDate: '2026-06-15' });
    for (const alert of result.alerts) expect(alert.confidence).toBeGreaterThan(0);
    expect(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']).toContain(fraudRiskLevel(result.riskScore));
    expect(analyzeFraud([], [], {}, now).riskScore).toBe(0);
  });

  it('savings: sorted by priority then savings, total is the sum', () => {
    const result = analyzeSavings(data.accounts, data.transactions, {}, now);
    const keys = result.opportunities.map((o) => [IMPACT_LEVELS.indexOf(o.priority), -o.potentialSavings] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(result.totalPotentialSavings).toBeCloseTo(
      result.opportunities.reduce((acc, o) => acc + o.potentialSavings, 0),
      2,
    );
    expect(result.analysisMetadata.timeframeAnalyzed).toBe('12 months');
  });

  it('discretionary: pattern examples limited to 3, breakdown per whole month of the window', () => {
    const result = runAnalysis('discretionary_spending', data.accounts, data.transactions, {}, now);
    expect(result.spendingPatterns.every((p) => p.examples.length <= PATTERN_EXAMPLES_LIMIT)).toBe(true);
    // The partial first month (December, from the window's start) and the partial current month are left out.
    expect(result.monthlyBreakdown.map((m) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
    expect(result.comparisonToEssentials.ratio).toBeCloseTo(
      result.comparisonToEssentials.discretionarySpending / result.comparisonToEssentials.essentialSpending,
      2,
    );
  });

  it('budget: cost-of-living adjustment and user context (product 5)', () => {
    const withContext = analyzeBudget(data.accounts, data.transactions, options, now);
    expect(withContext.userContext).toEqual({ annualIncome: 90_000, zipcode: '94110', costOfLiving: 'High' });
    expect(withContext.budgetHealth.colAdjusted).toBe(true);
    const plain = analyzeBudget(data.accounts, data.transactions, {}, now);
    expect(plain.userContext).toEqual({ annualIncome: null, zipcode: null, costOfLiving: null });
    expect(plain.budgetHealth.colAdjusted).toBe(false);
    const cheap = analyzeBudget(data.accounts, data.transactions, { annualIncome: 90_000, zipcode: '72201' }, now);
    const housing = (r: typeof plain) => r.categories.find((c) => c.name === 'Housing')?.suggestedBudget ?? 0;
    expect(housing(withContext)).toBeGreaterThanOrEqual(housing(cheap));
    for (const c of withContext.categories) expect(c.variance).toBeCloseTo(c.currentSpending - c.suggestedBudget, 2);
  });
});
