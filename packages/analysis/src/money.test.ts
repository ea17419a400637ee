import { describe, expect, it } from 'vitest';

import { analyzeBudget } from './budget';
import { factsOf } from './facts';
import { prepareLedger } from './ledger';
import { dollarsOf, toCents, usd, usd0, wholeCents, wholeDollarCents } from './money';
import { txn } from './test-support';

describe('money.ts: integer cents inside the engine (ADR 0041)', () => {
  it('converts dollars to whole cents once, and whole cents back to dollars', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-4400)).toBe(-440000);
    expect(dollarsOf(toCents(1.15))).toBe(1.15);
    expect(wholeCents(1549.5)).toBe(1550);
    expect(wholeDollarCents(1249.9)).toBe(1200);
    expect(wholeDollarCents(1250)).toBe(1300);
  });

  it('formats narrative money from cents', () => {
    expect(usd(toCents(1234.5))).toBe('$1,234.50');
    expect(usd(toCents(-7))).toBe('-$7.00');
    expect(usd0(toCents(1234.5))).toBe('$1,235');
    expect(usd0(30_149.6)).toBe('$301');
  });
});

describe('a ledger of dimes: totals exact to the cent', () => {
  // 2,010 deposits of $0.10 and $0.20 in May 2026: $301.50. Summed as floating-point dollars they
  // come to 301.4999999999943, which a whole-dollar figure shows as $301; summed as cents, $302.
  const now = new Date('2026-06-15T12:00:00Z');
  const count = 2010;
  const deposits = Array.from({ length: count }, (_, i) =>
    txn(
      `2026-05-${String(1 + Math.floor((i * 31) / count)).padStart(2, '0')}`,
      'INTEREST PAID',
      i % 2 === 0 ? -0.1 : -0.2,
      ['Interest', 'Interest Earned'],
      { transaction_id: `dime_${String(i).padStart(5, '0')}` },
    ),
  );

  it('sums the month to whole cents', () => {
    const facts = factsOf(prepareLedger(deposits, now, 6));
    expect(facts.months).toEqual(['2026-05']);
    expect(facts.incomeMonthlyCents).toBe(30_150);
  });

  it('states the same figure in the result and in its narrative', () => {
    const budget = analyzeBudget([], deposits, {}, now);
    expect(budget.totalIncome).toBe(301.5);
    expect(budget.incomeBasis.depositsSeen).toBe(301.5);
    expect(budget.incomeBasis.description).toBe('Based on the deposits seen in these accounts, about $302 a month.');
  });
});
