import { describe, expect, it } from 'vitest';

import { FREQUENCY_TO_MONTHLY, isOverBudget, resultHeadline } from '@ledgerlight/contract';
import type { Account, Transaction } from '@ledgerlight/contract';

import { analyzeBudget } from './budget';
import { CATEGORY_INFO } from './categories';
import { analyzeDiscretionary } from './discretionary';
import { analyzeFraud } from './fraud';
import { prepareLedger } from './ledger';
import { analyzeRecurring } from './recurring';
import { analyzeSavings } from './savings';

/**
 * ADR 0031: one understanding of each transaction, and one fact per figure. A household written from
 * the bank's side (descriptors as statements print them, a checking account and a card), run through
 * all five agents: each contradiction a newcomer found in the built product is a test here.
 */

const now = new Date('2026-06-20T12:00:00Z');
const CHECKING = 'acc_chk_0001';
const CARD = 'acc_card_0002';
const accounts: Account[] = [
  {
    account_id: CHECKING,
    name: 'Everyday Checking',
    type: 'depository',
    subtype: 'checking',
    institution_name: 'First Test Bank',
    balances: { current: 2400, available: 2300 },
  },
  {
    account_id: CARD,
    name: 'Rewards Visa',
    type: 'credit',
    subtype: 'credit card',
    institution_name: 'First Test Bank',
    balances: { current: 900, available: 4100 },
  },
];

let serial = 0;
function row(account: string, date: string, name: string, amount: number, category: string[] = []): Transaction {
  serial += 1;
  return {
    transaction_id: `tx_${String(serial).padStart(5, '0')}`,
    account_id: account,
    date,
    name,
    category,
    amount,
    pending: false,
    iso_currency_code: 'USD',
  };
}

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
/** The twelve months up to June 2026, oldest first, as [year, month]. */
const MONTHS: ReadonlyArray<readonly [number, number]> = Array.from({ length: 12 }, (_, i) => {
  const d = new Date(Date.UTC(2025, 6 + i, 1));
  return [d.getUTCFullYear(), d.getUTCMonth() + 1] as const;
});

function household(): Transaction[] {
  serial = 0;
  const out: Transaction[] = [];
  MONTHS.forEach(([y, m], i) => {
    // Pay twice a month, rent by ACH, a parent's support by Zelle.
    out.push(row(CHECKING, iso(y, m, 1), 'NORTHWIND LLC DES:PAYROLL ID:77120 INDN:SAM PARK CO ID:1234 PPD', -2650, []));
    out.push(
      row(CHECKING, iso(y, m, 15), 'NORTHWIND LLC DES:PAYROLL ID:77121 INDN:SAM PARK CO ID:1234 PPD', -2650, []),
    );
    out.push(row(CHECKING, iso(y, m, 2), 'BRIARWOOD RESIDENCES WEB PMTS 0419 WEB ID: 9000123', 1850, []));
    out.push(row(CHECKING, iso(y, m, 5), 'ZELLE PAYMENT FROM LINDA PARK CONF# 8812' + String(i), -400, ['Transfer']));
    // The power bill under three descriptors, varying with the season.
    const pge = ['PG&E WEB ONLINE', 'PGANDE WEB ONLINE', 'PACIFIC GAS & ELECTRIC'][i % 3] ?? 'PG&E WEB ONLINE';
    out.push(row(CHECKING, iso(y, m, 11), pge, 95 + ((i * 17) % 60), ['Service']));
    // Bills that say AUTOPAY, a car loan, insurance.
    out.push(row(CHECKING, iso(y, m, 18), 'T-MOBILE AUTOPAY 8004758464 WA', 85, ['Service']));
    out.push(
      row(CHECKING, iso(y, m, 20), 'ACH DEBIT TOYOTA FINANCIAL PPD ID: 1234567890', 389.12, ['Transfer', 'Debit']),
    );
    out.push(row(CHECKING, iso(y, m, 23), 'GEICO *AUTO 800-841-3000 DC', 142.5, ['Service']));
    // The card: subscriptions, a gym under two names, everyday spending, and its autopay.
    out.push(row(CARD, iso(y, m, 7), 'SPOTIFY USA', i < 8 ? 11.99 : 14.99, ['Service', 'Subscription']));
    out.push(row(CARD, iso(y, m, 9), 'NETFLIX.COM 866-579-7172 CA', 15.49, ['Service', 'Subscription']));
    out.push(row(CARD, iso(y, m, 12), 'HULU 877-8248580 HULU.COM CA', 17.99, ['Service', 'Subscription']));
    out.push(
      row(CARD, iso(y, m, 3), i % 4 === 2 ? 'CLUB DUES 4417 IRONWORKS' : 'IRONWORKS ATHLETIC CLUB', 59, ['Recreation']),
    );
    for (const d of [4, 11, 19, 26])
      out.push(row(CARD, iso(y, m, d), 'TRADER JOE S #552 OAKLAND CA', 70 + ((d * 7 + i * 13) % 45), ['Shops']));
    for (const d of [6, 13, 21])
      out.push(row(CARD, iso(y, m, d), `SQ *BLUE OAK KITCHEN ${d}`, 28 + ((d * 11 + i * 5) % 30), ['Food and Drink']));
    out.push(row(CARD, iso(y, m, 16), 'AMZN Mktp US*2K3JD' + String(i), 40 + ((i * 29) % 80), ['Shops']));
    out.push(row(CARD, iso(y, m, 14), 'GREAT CLIPS #8812 OAKLAND CA', 45, ['Service', 'Personal Care']));
    out.push(row(CARD, iso(y, m, 22), 'CHEVRON 0203451 OAKLAND CA', 48 + ((i * 7) % 20), ['Travel', 'Gas Stations']));
    // Parking on workdays of one week a month: daily spending, not a bill.
    for (let d = 8; d <= 12; d += 1) out.push(row(CARD, iso(y, m, d), 'CITY CENTER GARAGE', 18, ['Travel', 'Parking']));
    out.push(row(CHECKING, iso(y, m, 25), 'CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224', 980, []));
    out.push(row(CARD, iso(y, m, 25), 'AUTOMATIC PAYMENT - THANK YOU', -980, []));
  });
  // A purchase abroad with no location or currency from the bank: only the descriptor says so.
  out.push(row(CARD, '2026-06-10', 'INTERNATIONAL BUCURESTI RO MOBILSHOP', 212.4, ['Shops']));
  return out;
}

const data = household();
const budget = analyzeBudget(accounts, data, {}, now);
const discretionary = analyzeDiscretionary(accounts, data, {}, now);
const recurring = analyzeRecurring(accounts, data, {}, now);
const savings = analyzeSavings(accounts, data, {}, now);
const fraud = analyzeFraud(accounts, data, {}, now);
const ledger = prepareLedger(data, now, 6);
const byName = (name: RegExp) => ledger.transactions.filter((t) => name.test(t.name));
const expenses = recurring.categories.flatMap((c) => c.expenses);

describe('one understanding of each transaction', () => {
  it('reads a bill that says AUTOPAY as a bill, and a card autopay as a card payment', () => {
    expect(new Set(byName(/T-MOBILE AUTOPAY/).map((t) => t.kind))).toEqual(new Set(['expense']));
    expect(new Set(byName(/CRD AUTOPAY|THANK YOU/).map((t) => t.role))).toEqual(new Set(['card_payment']));
  });

  it('reads a car loan as an essential loan payment, never discretionary Other', () => {
    const loan = byName(/TOYOTA/);
    expect(new Set(loan.map((t) => `${t.role}/${t.category}/${t.essential}`))).toEqual(
      new Set(['loan_payment/loans/true']),
    );
    expect(discretionary.categories.map((c) => c.name)).not.toContain(CATEGORY_INFO.loans.label);
  });

  it('gives one entity to a utility under three descriptors', () => {
    expect(new Set(byName(/PG&E|PGANDE|PACIFIC GAS/).map((t) => t.entityId)).size).toBe(1);
  });

  it("counts a parent's regular monthly support as income", () => {
    expect(new Set(byName(/ZELLE PAYMENT FROM LINDA/).map((t) => t.kind))).toEqual(new Set(['income']));
    expect(budget.totalIncome).toBeCloseTo(5300 + 400, 0);
  });
});

describe('recurring: one stream per bill, bills in the totals', () => {
  const named = (name: string) => expenses.filter((e) => e.name === name);

  it('finds the power bill once, monthly, and the gym once under its main name', () => {
    expect(named('PG&E')).toHaveLength(1);
    expect(named('PG&E')[0]?.frequency).toBe('monthly');
    expect(expenses.filter((e) => /IRONWORKS|CLUB DUES/i.test(e.name))).toHaveLength(1);
  });

  it('counts rent, the car loan, insurance and the phone in the total, and not parking', () => {
    for (const name of ['Briarwood Residences', 'Toyota Financial Services', 'GEICO', 'T-Mobile'])
      expect(
        named(name).map((e) => e.status),
        name,
      ).toEqual(['active']);
    expect(expenses.filter((e) => /GARAGE/i.test(e.name))).toEqual([]);
  });

  it('has a headline equal to the sum of its rows and of its categories', () => {
    const counted = expenses.filter((e) => e.status !== 'cancelled');
    const rows = counted.reduce((acc, e) => acc + e.amount * FREQUENCY_TO_MONTHLY[e.frequency], 0);
    expect(recurring.totalMonthlyRecurring).toBeCloseTo(rows, 1);
    const categories = recurring.categories.reduce((acc, c) => acc + c.totalAmount, 0);
    expect(recurring.totalMonthlyRecurring).toBeCloseTo(categories, 1);
    expect(recurring.expenseCount).toBe(counted.length);
  });

  it('lists each stream once, with one price-change figure', () => {
    expect(new Set(expenses.map((e) => e.id)).size).toBe(expenses.length);
    const spotify = named('Spotify');
    expect(spotify).toHaveLength(1);
    expect(spotify[0]).toMatchObject({ amount: 14.99, previousAmount: 11.99 });
    expect(spotify[0]?.notes).toContain('from $11.99 to $14.99');
    expect(spotify[0]?.notes).toContain('+25.0%');
    const rise = recurring.insights.priceIncreases.find((e) => e.name === 'Spotify');
    expect(rise?.previousAmount).toBe(11.99);
  });

  it('never advises stopping a bill as if it were a subscription', () => {
    for (const name of ['Briarwood Residences', 'PG&E', 'Toyota Financial Services']) {
      const note = named(name)[0]?.cancellationInfo.note ?? '';
      expect(note, name).not.toMatch(/stop the (monthly|\w+) charge/);
      expect(named(name)[0]?.cancellationInfo.difficulty).toBe('Hard');
    }
  });

  it('compares services of the same kind without naming one service twice or choosing the cheapest', () => {
    for (const group of recurring.insights.duplicateServices) {
      expect(new Set(group.map((e) => e.name)).size).toBe(group.length);
    }
    for (const line of recurring.recommendations) {
      expect(line).not.toMatch(/\(([^,)]+), \1\)/);
      expect(line).not.toContain('the cheapest');
    }
  });
});

describe('two agents on the same accounts agree', () => {
  it('discretionary: the chart covers whole months and its average is the headline', () => {
    const months = discretionary.monthlyBreakdown;
    expect(months.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05']);
    const average = months.reduce((acc, m) => acc + m.totalDiscretionary, 0) / months.length;
    expect(Math.abs(average - discretionary.totalDiscretionary)).toBeLessThan(0.01 * months.length);
  });

  it("discretionary: the summary quotes the result's share and monthly amount as they are shown", () => {
    const dollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(discretionary.summary).toContain(`${discretionary.discretionaryPercentage}% of your spending`);
    expect(discretionary.summary).toContain(`($${dollars.format(discretionary.totalDiscretionary)} a month)`);
  });

  it('budget and discretionary share the essential/discretionary split and the category figures', () => {
    const essentialInBudget = budget.categories
      .filter((c) => Object.values(CATEGORY_INFO).some((info) => info.label === c.name && info.essential))
      .reduce((acc, c) => acc + c.currentSpending, 0);
    expect(discretionary.comparisonToEssentials.essentialSpending).toBeCloseTo(essentialInBudget, 0);
    for (const category of discretionary.categories) {
      const same = budget.categories.find((c) => c.name === category.name);
      expect(same?.currentSpending, category.name).toBeCloseTo(category.monthlyAverage, 1);
    }
    expect(budget.totalExpenses).toBeCloseTo(
      discretionary.comparisonToEssentials.essentialSpending +
        discretionary.comparisonToEssentials.discretionarySpending,
      0,
    );
  });

  it('savings quotes the same monthly category figures as the budget', () => {
    const dining = savings.opportunities.find((o) => o.category === CATEGORY_INFO.dining.label);
    const budgetDining = budget.categories.find((c) => c.name === CATEGORY_INFO.dining.label);
    expect(dining).toBeDefined();
    expect(dining?.currentSpending).toBeCloseTo(budgetDining?.currentSpending ?? -1, 1);
  });

  it("the list's budget headline counts the same categories over budget as the page", () => {
    const over = budget.categories.filter(isOverBudget).length;
    const headline = resultHeadline('budget_builder', budget);
    expect(headline).toContain(
      over === 0 ? 'every category within budget' : `${over} ${over === 1 ? 'category' : 'categories'} over budget`,
    );
  });

  it('uses one category vocabulary across agents', () => {
    const labels = new Set(Object.values(CATEGORY_INFO).map((c) => c.label));
    for (const name of [...budget.categories.map((c) => c.name), ...discretionary.categories.map((c) => c.name)])
      expect(labels.has(name), name).toBe(true);
  });
});

describe('sentences that read the right way round', () => {
  it('cancelling a subscription saves its whole price', () => {
    for (const opportunity of savings.opportunities)
      for (const s of opportunity.suggestions.filter((x) => x.type === 'review' || x.type === 'cancel')) {
        const service = expenses.find((e) => s.suggestion.includes(e.name));
        if (service)
          expect(s.estimatedSavings, s.suggestion).toBeCloseTo(
            service.amount * FREQUENCY_TO_MONTHLY[service.frequency],
            1,
          );
      }
  });

  it('budget health and discretionary health check cannot contradict each other', () => {
    const overspent = analyzeBudget(accounts, data, { annualIncome: 30_000 }, now);
    const wants = analyzeDiscretionary(accounts, data, { annualIncome: 30_000 }, now);
    expect(overspent.budgetHealth.level).toBe('Poor');
    expect(wants.comparisonToEssentials.healthCheck).not.toBe('Optimal');
  });

  it('flags a purchase abroad that only the descriptor places abroad', () => {
    const abroad = fraud.alerts.find((a) => a.type === 'foreign_transaction');
    expect(abroad).toMatchObject({ amount: 212.4, merchant: 'Mobilshop' });
  });

  it('names the largest merchant of a category only when it is not the whole category', () => {
    for (const category of discretionary.categories)
      for (const line of category.insights)
        if (line.includes(' is the largest: ')) expect(line).toMatch(/\(\d+% of the category\)/);
  });

  it('does not call most categories increasing when spending is steady', () => {
    const increasing = discretionary.categories.filter((c) => c.trend === 'Increasing').length;
    expect(increasing).toBeLessThanOrEqual(Math.ceil(discretionary.categories.length / 2));
  });
});
