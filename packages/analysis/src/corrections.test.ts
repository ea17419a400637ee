import { amountBandOf, SPENDING_CATEGORY_NAMES } from '@ledgerlight/contract';
import type { CorrectionInput, CorrectionRule, RecurringResult, Transaction } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';

import { runAnalysis } from './agents';
import { CATEGORY_INFO, SPENDING_CATEGORIES } from './categories';
import { labelTransactions } from './ledger';
import { monthly, TEST_ACCOUNT, txn } from './test-support';

/**
 * ADR 0040: each kind of correction applied by the engine, the figures built on it following, and a
 * rule applied only where its merchant is.
 */

const now = new Date('2026-06-20T00:00:00Z');
const accounts = [TEST_ACCOUNT];

/** Six months of a household: pay, rent, subscriptions, a phone bill that changed descriptor, shopping. */
function household(): Transaction[] {
  return [
    ...monthly('2026-01', 1, 6, 'NORTHWIND INC PAYROLL', -5200, ['Transfer', 'Payroll']),
    ...monthly('2026-01', 3, 6, 'BRIARWOOD RESIDENCES WEB PMT', 2100, ['Transfer', 'Debit']),
    ...monthly('2026-01', 5, 6, 'NETFLIX.COM 866-579-7172 CA', 15.49),
    ...monthly('2026-01', 8, 6, 'SPOTIFY USA', 10.99),
    ...monthly('2026-01', 10, 6, 'CRUNCH FITNESS DUES', 29.99, ['Recreation', 'Gyms and Fitness Centers']),
    ...monthly('2026-01', 12, 3, 'ACME CLOUD STORAGE', 9.99, ['Service']),
    ...monthly('2026-04', 12, 3, 'NIMBUS DRIVE PLANS', 11.99, ['Service']),
    ...monthly('2026-01', 14, 6, 'TARGET T-1234 OAKLAND', 84.5, ['Shops', 'Department Stores']),
    ...monthly('2026-01', 20, 6, 'PINECREST HOLDINGS LLC', 500, ['Service']),
    // Two plans billed under one name on one day each month.
    ...monthly('2026-01', 15, 6, 'HOSTLY WEB SERVICES', 5, ['Service']),
    ...monthly('2026-01', 15, 6, 'HOSTLY WEB SERVICES', 15, ['Service']),
  ];
}

/** A grocer's usual baskets, and one charge there far above them (an unusual_amount alert). */
function withSpike(): Transaction[] {
  const grocer = (date: string, amount: number) =>
    txn(date, 'NORTHSIDE MARKET 12', amount, ['Shops', 'Supermarkets and Groceries']);
  const history = [18.26, 89.74, 39.82, 20.87, 112.44, 111.54, 58.45].map((a, i) =>
    grocer(`2026-0${1 + Math.floor(i / 2)}-${String(3 + 10 * (i % 2)).padStart(2, '0')}`, a),
  );
  return [...household(), ...history, grocer('2026-05-23', 563.1)];
}

const rules = (...list: CorrectionRule[]): CorrectionInput[] => list.map((rule, i) => ({ id: `rule-${i + 1}`, rule }));

function keyOf(transactions: readonly Transaction[], descriptor: string): { key: string; name: string } {
  const labels = labelTransactions(transactions, now);
  const t = transactions.find((x) => x.name === descriptor);
  const label = t === undefined ? undefined : labels.get(t.transaction_id);
  if (label === undefined) throw new Error(`No label for ${descriptor}`);
  return { key: label.merchantKey, name: label.merchantName };
}

const expensesOf = (result: RecurringResult) => result.categories.flatMap((c) => c.expenses);

describe('corrections in the engine', () => {
  it('names every category the contract lets a rule choose', () => {
    expect(SPENDING_CATEGORY_NAMES).toEqual(SPENDING_CATEGORIES.map((c) => CATEGORY_INFO[c].label));
  });

  it('without rules, or with rules for merchants the data does not have, changes nothing', () => {
    const data = household();
    const plain = runAnalysis('recurring_expenses', accounts, data, {}, now);
    expect(plain.corrections).toBeUndefined();
    const elsewhere = rules(
      { kind: 'not_recurring', merchant: { key: 'svc:hulu', name: 'Hulu' } },
      { kind: 'set_essential', merchant: { key: 'SOMEONEELSESSHOP', name: 'Shop' }, essential: true },
    );
    for (const agent of ['recurring_expenses', 'budget_builder', 'discretionary_spending', 'savings_finder'] as const) {
      expect(runAnalysis(agent, accounts, data, { corrections: elsewhere }, now)).toEqual(
        runAnalysis(agent, accounts, data, {}, now),
      );
    }
  });

  it('merges two streams, drops one, renames one, cancels one, and the totals follow', () => {
    const data = household();
    const before = runAnalysis('recurring_expenses', accounts, data, {}, now);
    const byMerchant = (result: RecurringResult, name: string) => expensesOf(result).filter((e) => e.name === name);
    const acme = expensesOf(before).find((e) => e.merchant.startsWith('Acme'));
    const nimbus = expensesOf(before).find((e) => e.merchant.startsWith('Nimbus'));
    const gym = expensesOf(before).find((e) => e.merchant.startsWith('Crunch'));
    const netflix = expensesOf(before).find((e) => e.name === 'Netflix');
    const spotify = expensesOf(before).find((e) => e.name === 'Spotify');
    for (const e of [acme, nimbus, gym, netflix, spotify]) expect(e?.merchantKey).toEqual(expect.any(String));
    if (
      !acme?.merchantKey ||
      !nimbus?.merchantKey ||
      !gym?.merchantKey ||
      !netflix?.merchantKey ||
      !spotify?.merchantKey
    )
      throw new Error('missing streams');

    const after = runAnalysis(
      'recurring_expenses',
      accounts,
      data,
      {
        corrections: rules(
          {
            kind: 'merge_streams',
            merchant: { key: acme.merchantKey, name: acme.merchant },
            into: { key: nimbus.merchantKey, name: nimbus.merchant },
          },
          { kind: 'not_recurring', merchant: { key: gym.merchantKey, name: gym.merchant } },
          { kind: 'rename', merchant: { key: netflix.merchantKey, name: 'Netflix' }, name: 'Family movies' },
          { kind: 'mark_cancelled', merchant: { key: spotify.merchantKey, name: 'Spotify' } },
        ),
      },
      now,
    );
    const merged = expensesOf(after).filter((e) => e.merchantKey === nimbus.merchantKey);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.transactionCount).toBe(6);
    expect(expensesOf(after).some((e) => e.merchantKey === acme.merchantKey)).toBe(false);
    expect(expensesOf(after).some((e) => e.merchantKey === gym.merchantKey)).toBe(false);
    expect(byMerchant(after, 'Family movies')).toHaveLength(1);
    expect(byMerchant(after, 'Netflix')).toHaveLength(0);
    const cancelled = expensesOf(after).find((e) => e.merchantKey === spotify.merchantKey);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      notes: expect.stringContaining('You marked it as cancelled'),
    });
    expect(cancelled?.nextExpectedDate).toBeUndefined();

    // Totals: the gym and Spotify leave; the two storage streams become one at its latest price.
    const counted = (e: { status?: string | undefined; amount: number }) => (e.status === 'cancelled' ? 0 : e.amount);
    const expected =
      before.totalMonthlyRecurring -
      counted(gym) -
      counted(spotify) -
      counted(acme) -
      counted(nimbus) +
      (merged[0]?.amount ?? 0);
    expect(after.totalMonthlyRecurring).toBeCloseTo(expected, 2);
    expect(after.totalMonthlyRecurring).toBeLessThan(before.totalMonthlyRecurring);
    expect(after.corrections?.applied).toEqual([
      { id: 'rule-1', touched: 3 },
      { id: 'rule-2', touched: 6 },
      { id: 'rule-3', touched: 6 },
      { id: 'rule-4', touched: 6 },
    ]);
  });

  it('splits two plans billed under one name into a stream per price', () => {
    const data = household();
    const before = runAnalysis('recurring_expenses', accounts, data, {}, now);
    const hostly = expensesOf(before).filter((e) => e.merchant.startsWith('Hostly'));
    expect(hostly.length).toBeGreaterThan(0);
    const merchant = { key: hostly[0]?.merchantKey ?? '', name: hostly[0]?.merchant ?? '' };
    const after = runAnalysis(
      'recurring_expenses',
      accounts,
      data,
      { corrections: rules({ kind: 'split_by_amount', merchant }) },
      now,
    );
    const plans = expensesOf(after).filter((e) => e.merchantKey === merchant.key);
    expect(plans.map((e) => e.amount).sort((a, b) => a - b)).toEqual([5, 15]);
    const hostlyBefore = hostly.reduce((sum, e) => sum + (e.status === 'cancelled' ? 0 : e.amount), 0);
    expect(after.totalMonthlyRecurring).toBeCloseTo(before.totalMonthlyRecurring - hostlyBefore + 20, 2);
    expect(after.corrections?.applied).toEqual([{ id: 'rule-1', touched: 12 }]);
  });

  it('the same recurring rules shape Savings Finder, which reads the same streams', () => {
    const data = household();
    const before = runAnalysis('recurring_expenses', accounts, data, {}, now);
    const gym = expensesOf(before).find((e) => e.merchant.startsWith('Crunch'));
    const corrections = rules({ kind: 'not_recurring', merchant: { key: gym?.merchantKey ?? '', name: 'Crunch' } });
    const savings = runAnalysis('savings_finder', accounts, data, { corrections }, now);
    expect(savings.corrections?.applied).toEqual([{ id: 'rule-1', touched: 6 }]);
    const subscriptions = (result: typeof savings) =>
      result.opportunities.filter((o) => o.transactions.some((t) => t.merchantKey === gym?.merchantKey));
    expect(subscriptions(savings).length).toBeLessThanOrEqual(
      subscriptions(runAnalysis('savings_finder', accounts, data, {}, now)).length,
    );
  });

  it('"This was me" silences the alerts at the merchant within the band, not beyond it', () => {
    const data = withSpike();
    const before = runAnalysis('fraud_detection', accounts, data, {}, now);
    const hotel = before.alerts.filter((a) => a.merchant.toUpperCase().includes('NORTHSIDE'));
    expect(hotel.length).toBeGreaterThan(0);
    const [alert] = hotel;
    if (alert?.merchantKey === undefined) throw new Error('no merchantKey on the alert');
    const merchant = { key: alert.merchantKey, name: alert.merchant };

    const elsewhere = runAnalysis(
      'fraud_detection',
      accounts,
      data,
      { corrections: rules({ kind: 'this_was_me', merchant, band: amountBandOf(alert.amount * 10) }) },
      now,
    );
    expect(elsewhere.alerts).toEqual(before.alerts);
    expect(elsewhere.corrections).toBeUndefined();

    const after = runAnalysis(
      'fraud_detection',
      accounts,
      data,
      { corrections: rules({ kind: 'this_was_me', merchant, band: amountBandOf(alert.amount) }) },
      now,
    );
    expect(after.alerts.filter((a) => a.merchantKey === merchant.key)).toEqual([]);
    expect(after.totalAlertsFound).toBe(before.totalAlertsFound - hotel.length);
    expect(after.riskScore).toBeLessThanOrEqual(before.riskScore);
    expect(after.corrections?.applied[0]?.id).toBe('rule-1');
    expect(after.corrections?.applied[0]?.touched).toBeGreaterThanOrEqual(1);
  });

  it('a merchant moved to essential moves in Budget and in Discretionary alike', () => {
    const data = household();
    const target = keyOf(data, 'TARGET T-1234 OAKLAND');
    const corrections = rules({ kind: 'set_essential', merchant: target, essential: true });
    const discretionary = runAnalysis('discretionary_spending', accounts, data, {}, now);
    const moved = runAnalysis('discretionary_spending', accounts, data, { corrections }, now);
    const budget = runAnalysis('budget_builder', accounts, data, {}, now);
    const budgetMoved = runAnalysis('budget_builder', accounts, data, { corrections }, now);

    const shift = discretionary.totalDiscretionary - moved.totalDiscretionary;
    expect(shift).toBeGreaterThan(50);
    expect(moved.comparisonToEssentials.essentialSpending).toBeCloseTo(
      discretionary.comparisonToEssentials.essentialSpending + shift,
      1,
    );
    expect(JSON.stringify(moved.categories)).not.toContain('Target');
    // Budget: the same spending in total, with one fewer dollar of wants in its health factors' basis.
    expect(budgetMoved.totalExpenses).toBeCloseTo(budget.totalExpenses, 2);
    expect(budgetMoved.corrections?.applied).toEqual([{ id: 'rule-1', touched: 6 }]);
    expect(moved.corrections?.applied).toEqual([{ id: 'rule-1', touched: 6 }]);
  });

  it('a category and a transfer rule change what Budget counts, and the newer rule wins a conflict', () => {
    const data = household();
    const rent = keyOf(data, 'BRIARWOOD RESIDENCES WEB PMT');
    const fidelity = keyOf(data, 'PINECREST HOLDINGS LLC');
    const before = runAnalysis('budget_builder', accounts, data, {}, now);
    const after = runAnalysis(
      'budget_builder',
      accounts,
      data,
      {
        corrections: rules(
          { kind: 'set_category', merchant: rent, category: 'Housing' },
          { kind: 'treat_as_transfer', merchant: fidelity },
        ),
      },
      now,
    );
    const housing = after.categories.find((c) => c.name === 'Housing');
    expect(housing?.currentSpending).toBeCloseTo(2100, 0);
    expect(housing?.transactions[0]?.merchantKey).toBe(rent.key);
    expect(after.totalExpenses).toBeCloseTo(
      before.totalExpenses -
        500 +
        (before.categories.some((c) => c.transactions.some((t) => t.merchantKey === rent.key)) ? 0 : 2100),
      0,
    );
    expect(JSON.stringify(after.categories)).not.toContain(fidelity.key);

    // Newest first: a later "Shopping" beats an earlier "treat as a transfer" for the same merchant.
    const conflict = runAnalysis(
      'budget_builder',
      accounts,
      data,
      {
        corrections: [
          { id: 'newer', rule: { kind: 'set_category', merchant: fidelity, category: 'Shopping' } },
          { id: 'older', rule: { kind: 'treat_as_transfer', merchant: fidelity } },
        ],
      },
      now,
    );
    const shopping = conflict.categories.find((c) => c.name === 'Shopping');
    expect(shopping?.transactions.some((t) => t.merchantKey === fidelity.key)).toBe(true);
  });

  it('labels /transactions rows with the corrected category and the merchant entity', () => {
    const data = household();
    const rent = keyOf(data, 'BRIARWOOD RESIDENCES WEB PMT');
    const labels = labelTransactions(data, now, rules({ kind: 'set_category', merchant: rent, category: 'Housing' }));
    const row = data.find((t) => t.name === 'BRIARWOOD RESIDENCES WEB PMT');
    expect(labels.get(row?.transaction_id ?? '')).toEqual({
      category: 'Housing',
      ...{ merchantKey: rent.key, merchantName: rent.name },
    });
  });
});
