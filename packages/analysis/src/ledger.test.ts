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
  it('keeps the window (start, now] of the given months (product 9)', () => {
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

describe("the bank's enrichment (Plaid personal_finance_category, counterparties)", () => {
  const now = new Date('2026-06-15T18:00:00Z');
  const one = (over: Partial<Transaction>) => {
    const [prepared] = prepareLedger([tx({ date: '2026-06-01', ...over })], now, 6).transactions;
    if (!prepared) throw new Error('the transaction left the window');
    return prepared;
  };
  const carPayment: Partial<Transaction> = { name: 'ACH DEBIT WSTLK 0004471902', amount: 389.12, category: [] };

  it('lets a confident category decide what a payment the text cannot read is', () => {
    expect(one(carPayment)).toMatchObject({ role: 'purchase' });
    const confident = one({
      ...carPayment,
      personal_finance_category: {
        primary: 'LOAN_PAYMENTS',
        detailed: 'LOAN_PAYMENTS_CAR_PAYMENT',
        confidence_level: 'VERY_HIGH',
      },
    });
    expect(confident).toMatchObject({ role: 'loan_payment', category: 'loans', kind: 'expense', essential: true });
  });

  it('does not let a LOW or MEDIUM category outvote the text', () => {
    for (const confidence_level of ['LOW', 'MEDIUM']) {
      const guessed = one({
        name: 'SHELL OIL 57444 DENVER CO',
        amount: 41.5,
        category: ['Travel', 'Gas Stations'],
        personal_finance_category: { primary: 'BANK_FEES', detailed: 'BANK_FEES_OTHER_BANK_FEES', confidence_level },
      });
      expect(guessed).toMatchObject({ role: 'purchase', category: 'transportation' });
    }
  });

  it("reads a transfer in as the user's own when the bank says so, and a confident TRANSFER_IN from a payment app as P2P", () => {
    const own = one({
      name: 'ONLINE TRANSFER FROM CHECKING',
      amount: -500,
      category: ['Transfer', 'Deposit'],
    });
    expect(own).toMatchObject({ role: 'own_transfer', kind: 'transfer' });
    const p2p = one({
      name: 'DEPOSIT 88213',
      amount: -60,
      category: [],
      personal_finance_category: {
        primary: 'TRANSFER_IN',
        detailed: 'TRANSFER_IN_ACCOUNT_TRANSFER',
        confidence_level: 'HIGH',
      },
      counterparties: [{ name: 'Venmo', type: 'payment_app', entity_id: 'venmo-entity', confidence_level: 'HIGH' }],
    });
    expect(p2p).toMatchObject({ role: 'p2p_in' });
  });

  it("joins descriptors the bank ties to one merchant's entity id, under the counterparty's name", () => {
    const counterparty = {
      name: 'Crunch Fitness',
      type: 'merchant',
      entity_id: 'ent-crunch',
      confidence_level: 'VERY_HIGH',
    };
    const ledger = prepareLedger(
      [
        tx({
          transaction_id: 'a',
          date: '2026-04-03',
          name: 'CRUNCH FITNESS SF 00412',
          amount: 29.99,
          counterparties: [counterparty],
        }),
        tx({
          transaction_id: 'b',
          date: '2026-05-03',
          name: 'CRF*MEMBERSHIP DUES 8812',
          amount: 29.99,
          counterparties: [counterparty],
        }),
        tx({ transaction_id: 'c', date: '2026-06-03', name: 'CRF*MEMBERSHIP DUES 8813', amount: 29.99 }),
      ],
      now,
      6,
    );
    const [a, b, c] = ledger.transactions;
    expect(a?.entityId).toBe(b?.entityId);
    expect(c?.entityId).toBe(b?.entityId);
    expect(new Set(ledger.transactions.map((t) => t.merchant))).toEqual(new Set(['Crunch Fitness']));
  });

  it("does not join payees through a payment app's or terminal's entity id", () => {
    const paypal = { name: 'PayPal', type: 'payment_app', entity_id: 'ent-paypal', confidence_level: 'VERY_HIGH' };
    const ledger = prepareLedger(
      [
        tx({ transaction_id: 'a', name: 'PAYPAL *ETSY SELLER', amount: 40, counterparties: [paypal] }),
        tx({ transaction_id: 'b', name: 'PAYPAL *STEAM GAMES', amount: 20, counterparties: [paypal] }),
      ],
      now,
      6,
    );
    const [a, b] = ledger.transactions;
    expect(a?.entityId).not.toBe(b?.entityId);
  });

  it('keeps a finer category of a known merchant under the broader one the bank gives', () => {
    const delivery = one({
      name: 'UBER EATS SAN FRANCISCO CA',
      amount: 31.2,
      category: ['Food and Drink', 'Restaurants'],
      personal_finance_category: {
        primary: 'FOOD_AND_DRINK',
        detailed: 'FOOD_AND_DRINK_RESTAURANT',
        confidence_level: 'VERY_HIGH',
      },
    });
    expect(delivery.category).toBe('delivery');
    const restaurant = one({
      name: 'LA TAQUERIA SAN FRANCISCO CA',
      amount: 18,
      category: [],
      personal_finance_category: {
        primary: 'FOOD_AND_DRINK',
        detailed: 'FOOD_AND_DRINK_RESTAURANT',
        confidence_level: 'HIGH',
      },
    });
    expect(restaurant.category).toBe('dining');
  });

  it('joins a line the bank named to lines of the same descriptor it did not name', () => {
    const ledger = prepareLedger(
      [
        tx({
          transaction_id: 'a',
          date: '2026-04-02',
          name: 'CSCSW*LAUNDRY APP',
          amount: 20,
          merchant_name: 'CSC ServiceWorks',
        }),
        tx({ transaction_id: 'b', date: '2026-04-09', name: 'CSCSW*LAUNDRY APP SE0K32N', amount: 20 }),
        tx({ transaction_id: 'c', date: '2026-04-16', name: 'CSC SERVICE WORKS LAUND', amount: 20 }),
        tx({ transaction_id: 'd', date: '2026-04-23', name: 'CSC SERVICEWORKS', amount: 20 }),
      ],
      now,
      6,
    );
    expect(new Set(ledger.transactions.map((t) => t.entityId)).size).toBe(1);
  });

  it("keeps a payer apart from a shop of the same name (an employer's payroll and its parking office)", () => {
    const ledger = prepareLedger(
      [
        tx({
          transaction_id: 'pay',
          date: '2026-05-01',
          name: 'REGENTS UNIV MICH PAYROLL PP',
          amount: -650,
          category: ['Transfer', 'Payroll'],
          merchant_name: 'University of Michigan',
        }),
        tx({
          transaction_id: 'park',
          date: '2026-05-30',
          name: 'UM PARKING TRANSPORT',
          amount: 132,
          category: ['Travel', 'Parking'],
          merchant_name: 'University of Michigan Parking',
        }),
      ],
      now,
      6,
    );
    const [pay, park] = ledger.transactions;
    expect(pay?.role).toBe('income');
    expect(pay?.entityId).not.toBe(park?.entityId);
  });
});
