import { describe, expect, it } from 'vitest';

import { AGENTS } from '@ledgerlight/contract';

import { gradeHousehold, handLabelledTransactions, report } from './accuracy';
import { generateHousehold, truthHeadline, truthMonthlyIncome, truthSpending } from './corpus';
import type { Household } from './corpus';
import type { EngineUnderTest } from './engine';
import {
  fraudPrecision,
  fraudRecall,
  frequencyAccuracy,
  pairCounts,
  pairwise,
  recurringPrecision,
  recurringRecall,
} from './metrics';

const household = generateHousehold('salaried_renter', 23);

/** An engine that knows the truth: grading it must give perfect figures. */
function oracle(h: Household): EngineUnderTest {
  return {
    resolveEntities: (transactions) =>
      new Map(
        transactions.map((t) => [t.transaction_id, h.truth.labels[t.transaction_id]?.entityId ?? t.transaction_id]),
      ),
    recurring: () => ({
      streams: h.truth.streams.map((s) => ({
        transactionIds: s.transactionIds,
        frequency: s.frequency,
        status: s.status,
        monthlyAmount: s.monthlyAmount,
        ...(s.priceRise ? { priceChange: { from: s.priceRise.from, to: s.priceRise.to } } : {}),
      })),
      headlineMonthly: truthHeadline(h.truth.streams),
    }),
    fraud: () => h.truth.fraud.map((f) => ({ transactionIds: f.transactionIds, kind: f.kind })),
    monthlyIncome: () => truthMonthlyIncome(h, AGENTS.budget_builder.dataWindowMonths),
    discretionaryShare: () => truthSpending(h, AGENTS.discretionary_spending.dataWindowMonths).discretionaryShare,
  };
}

/** An engine that finds nothing. */
const blind: EngineUnderTest = {
  resolveEntities: () => new Map(),
  recurring: () => ({ streams: [], headlineMonthly: 0 }),
  fraud: () => [],
  monthlyIncome: () => 0,
  discretionaryShare: () => 0,
};

describe('grading a household', () => {
  it('gives perfect figures to an engine that knows the truth', () => {
    const r = gradeHousehold(household, oracle(household));
    expect([recurringPrecision(r.recurring), recurringRecall(r.recurring), frequencyAccuracy(r.recurring)]).toEqual([
      1, 1, 1,
    ]);
    expect(r.recurring.cancelledReported).toBe(r.recurring.cancelled);
    expect(r.recurring.priceRisesFound).toBe(r.recurring.priceRises);
    expect(r.headline.measured).toBe(r.headline.truth);
    expect([fraudRecall(r.fraud), fraudPrecision(r.fraud)]).toEqual([1, 1]);
    expect(r.income.measured).toBe(r.income.truth);
    expect(r.discretionary.measured).toBe(r.discretionary.truth);
    expect(pairwise(r.entities).f1).toBe(1);
    expect(report([r], r.entities)).not.toContain('MISS');
  });

  it('gives zero recall and MISS to an engine that finds nothing', () => {
    const r = gradeHousehold(household, blind);
    expect(recurringRecall(r.recurring)).toBe(0);
    expect(fraudRecall(r.fraud)).toBe(0);
    expect(pairwise(r.entities).recall).toBe(0);
    const text = report([r], r.entities);
    expect(text).toContain('| recurring recall >= 0.95 per household type | MISS |');
  });

  it('turns the hand-labelled set into bare bank transactions with their truth', () => {
    const { transactions, truth } = handLabelledTransactions();
    expect(transactions.length).toBe(truth.size);
    expect(transactions.every((t) => !t.merchant_name && t.category.length === 0)).toBe(true);
    const byDescriptor = new Map(transactions.map((t) => [t.transaction_id, truth.get(t.transaction_id) ?? '']));
    expect(pairwise(pairCounts(truth, byDescriptor)).f1).toBe(1);
  });
});
