import { describe, expect, it } from 'vitest';

import type { Transaction } from '@ledgerlight/contract';

import { truthHeadline, truthMonthlyIncome, truthSpending, windowOf } from './truth';
import type { Household, TransactionLabel, TruthStream } from './types';

const tx = (id: string, date: string, amount: number): Transaction => ({
  transaction_id: id,
  account_id: 'chk',
  date,
  name: id,
  category: [],
  amount,
  pending: false,
});

function household(rows: [Transaction, TransactionLabel][], streams: TruthStream[] = []): Household {
  return {
    id: 'tiny',
    type: 'student',
    seed: 1,
    now: '2026-06-18T15:00:00.000Z',
    accounts: [],
    transactions: rows.map(([t]) => t),
    truth: {
      labels: Object.fromEntries(rows.map(([t, l]) => [t.transaction_id, l])),
      streams,
      fraud: [],
      phenomena: [],
    },
  };
}

describe('truth definitions', () => {
  it('takes the whole calendar months of the window', () => {
    expect(windowOf('2026-06-18T15:00:00.000Z', 6).wholeMonths).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
    expect(windowOf('2026-06-30T15:00:00.000Z', 1).wholeMonths).toEqual(['2026-06']);
  });

  it('counts wages, payouts and support as income, never own transfers, refunds or reimbursements', () => {
    const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05'];
    const rows: [Transaction, TransactionLabel][] = months.flatMap((m, i): [Transaction, TransactionLabel][] => [
      [tx(`w${i}`, `${m}-15`, -3000), { entityId: 'employer', flow: 'income' }],
      [tx(`p${i}`, `${m}-01`, -500), { entityId: 'person:parent', flow: 'income' }],
      [tx(`s${i}`, `${m}-03`, -800), { entityId: 'own:sav', flow: 'own_transfer' }],
      [tx(`r${i}`, `${m}-09`, -40), { entityId: 'amazon', flow: 'refund' }],
      [tx(`v${i}`, `${m}-20`, -25), { entityId: 'venmo', flow: 'reimbursement' }],
    ]);
    // A partial month (June) is outside the whole months.
    rows.push([tx('june', '2026-06-12', -3000), { entityId: 'employer', flow: 'income' }]);
    expect(truthMonthlyIncome(household(rows), 6)).toBe(3500);
  });

  it('splits spending into essential and discretionary, net of refunds, without transfers or fraud', () => {
    const h = household([
      [tx('rent', '2026-03-01', 1500), { entityId: 'landlord', flow: 'spend', spendClass: 'essential' }],
      [tx('dinner', '2026-03-05', 400), { entityId: 'tartine', flow: 'spend', spendClass: 'discretionary' }],
      [tx('shoes', '2026-03-07', 200), { entityId: 'nike', flow: 'spend', spendClass: 'discretionary' }],
      [tx('return', '2026-03-12', -100), { entityId: 'nike', flow: 'refund' }],
      [tx('card', '2026-03-20', 2000), { entityId: 'own:card', flow: 'card_payment' }],
      [tx('fraud', '2026-03-21', 900), { entityId: 'fraud:x', flow: 'fraud' }],
    ]);
    const split = truthSpending(h, 6);
    expect(split.discretionaryShare).toBe(25);
    expect(split.essential).toBe(300);
  });

  it('sums active streams only into the headline', () => {
    const s = (status: 'active' | 'cancelled', monthlyAmount: number): TruthStream => ({
      id: `${status}${monthlyAmount}`,
      entityId: 'e',
      label: 'e',
      accountId: 'chk',
      frequency: 'monthly',
      kind: 'subscription',
      status,
      latestAmount: monthlyAmount,
      monthlyAmount,
      variableAmount: false,
      transactionIds: [],
    });
    expect(truthHeadline([s('active', 17.99), s('active', 2000), s('cancelled', 500)])).toBe(2017.99);
  });
});
