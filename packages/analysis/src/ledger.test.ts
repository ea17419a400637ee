import type { Transaction } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';

import { categorise } from './categories';
import { aggregateByCategory, classify, prepareLedger, windowBounds } from './ledger';
import { findService } from './services';
import { isoOfDay } from './util';

const tx = (over: Partial<Transaction>): Transaction => ({
  transaction_id: 't1',
  account_id: 'a1',
  date: '2026-05-01',
  name: 'X',
  category: [],
  amount: 10,
  pending: false,
  ...over,
});

describe('classify (Plaid sign convention: positive is money out)', () => {
  it.each([
    [tx({ amount: -2500, name: 'ACME PAYROLL DIR DEP', category: ['Transfer', 'Payroll'] }), 'income'],
    [tx({ amount: -1.2, name: 'INTEREST PAID', category: ['Interest', 'Interest Earned'] }), 'income'],
    [tx({ amount: 300, name: 'ONLINE TRANSFER TO SAVINGS', category: ['Transfer', 'Account Transfer'] }), 'transfer'],
    [tx({ amount: -900, name: 'PAYMENT THANK YOU', category: ['Payment', 'Credit Card'] }), 'transfer'],
    [tx({ amount: 900, name: 'CHASE CARD AUTOPAY', category: ['Payment', 'Credit Card'] }), 'transfer'],
    [tx({ amount: -25, name: 'AMAZON.COM REFUND', category: ['Shops', 'Digital Purchase'] }), 'refund'],
    [tx({ amount: -40, name: 'TARGET', category: ['Shops', 'Department Stores'] }), 'refund'],
    [tx({ amount: 1800, name: 'MAPLE COURT APTS RENT', category: ['Payment', 'Rent'] }), 'expense'],
    [tx({ amount: 12, name: 'CHIPOTLE', category: ['Food and Drink', 'Restaurants'] }), 'expense'],
  ])('%#: %s', (transaction, kind) => {
    expect(classify(transaction)).toBe(kind);
  });
});

describe('categorise', () => {
  it('reads the most specific entry of the category path', () => {
    expect(categorise(['Food and Drink', 'Restaurants', 'Coffee Shop'], 'X', undefined)).toBe('coffee');
    expect(categorise(['Food and Drink', 'Restaurants'], 'X', undefined)).toBe('dining');
    expect(categorise(['Travel', 'Car Rental'], 'X', undefined)).toBe('travel');
    expect(categorise(['Payment', 'Rent'], 'X', undefined)).toBe('housing');
    expect(categorise(['Bank Fees', 'Overdraft'], 'X', undefined)).toBe('fees');
    expect(categorise([], 'X', undefined)).toBe('other');
  });
  it('lets merchants and services override the path', () => {
    expect(categorise(['Food and Drink', 'Restaurants'], 'DOORDASH', undefined)).toBe('delivery');
    expect(categorise(['Travel', 'Taxi'], 'UBER', undefined)).toBe('rideshare');
    expect(categorise(['Service'], 'NETFLIX', findService('NETFLIX'))).toBe('subscriptions');
  });
});

describe('prepareLedger', () => {
  const now = new Date('2026-06-15T18:00:00Z');
  it('keeps the window (start, now] of the given months (spec 9)', () => {
    const { startDay, endDay } = windowBounds(now, 6);
    expect(isoOfDay(startDay)).toBe('2025-12-16');
    expect(isoOfDay(endDay)).toBe('2026-06-15');
    const ledger = prepareLedger(
      [
        tx({ transaction_id: 'old', date: '2025-12-15' }),
        tx({ transaction_id: 'in', date: '2025-12-16' }),
        tx({ transaction_id: 'future', date: '2026-06-16' }),
      ],
      now,
      6,
    );
    expect(ledger.transactions.map((t) => t.id)).toEqual(['in']);
  });
  it('sorts by date and nets refunds against spending per month', () => {
    const ledger = prepareLedger(
      [
        tx({ transaction_id: 'b', date: '2026-06-02', amount: 50, category: ['Shops'] }),
        tx({ transaction_id: 'a', date: '2026-06-01', amount: 30, category: ['Shops'] }),
        tx({ transaction_id: 'r', date: '2026-06-03', amount: -20, name: 'REFUND', category: ['Shops'] }),
      ],
      now,
      6,
    );
    expect(ledger.transactions.map((t) => t.id)).toEqual(['a', 'b', 'r']);
    const shopping = aggregateByCategory(ledger).get('shopping');
    expect(shopping?.total).toBe(60);
    expect(shopping?.byMonth.get('2026-06')).toBe(60);
  });
});
