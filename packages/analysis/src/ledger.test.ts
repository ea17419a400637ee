import type { Transaction } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';

import { categorise } from './categories';
import { aggregateByCategory, classify, prepareLedger, windowBounds } from './ledger';
import { findService } from './services';
import { txn } from './test-support';
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
  it('knows a grocer spelt out letter by letter or cut at the statement width', () => {
    expect(categorise(['Shops'], 'H E B', undefined)).toBe('groceries');
    expect(categorise(['Shops'], 'WM SUPERCENT', undefined)).toBe('groceries');
    expect(categorise(['Shops'], 'H E', undefined)).toBe('shopping');
    expect(categorise(['Shops'], 'WALM', undefined)).toBe('shopping');
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
    expect(shopping?.totalCents).toBe(6000);
    expect(shopping?.byMonth.get('2026-06')).toBe(6000);
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

  it('joins names of one word count when the shorter one was cut in its last word (ADR 0031)', () => {
    const ledger = prepareLedger(
      [
        tx({ transaction_id: 'a', date: '2026-04-02', name: 'RIVERSIDE GROC', amount: 31 }),
        tx({ transaction_id: 'b', date: '2026-04-09', name: 'RIVERSIDE GROCERY', amount: 44 }),
        tx({ transaction_id: 'c', date: '2026-04-16', name: 'RIVERSIDE GYM', amount: 30 }),
      ],
      now,
      6,
    );
    const [a, b, c] = ledger.transactions;
    expect(a?.entityId).toBe(b?.entityId);
    expect(c?.entityId).not.toBe(a?.entityId);
  });

  it('joins a first word the statement cut to the one entity it starts, never to two (ADR 0031)', () => {
    const ledger = prepareLedger(
      [
        tx({ transaction_id: 'a', date: '2026-04-02', name: 'BRAMBLEWOOD WATER UTILITY', amount: 61 }),
        tx({ transaction_id: 'b', date: '2026-05-02', name: 'BRAMBLEW', amount: 64 }),
        tx({ transaction_id: 'c', date: '2026-04-03', name: 'SUNNYVALE TRANSIT', amount: 2 }),
        tx({ transaction_id: 'd', date: '2026-04-04', name: 'SUNNYVALE LIBRARY', amount: 5 }),
        tx({ transaction_id: 'e', date: '2026-04-05', name: 'SUNNYV', amount: 2 }),
      ],
      now,
      6,
    );
    const byId = new Map(ledger.transactions.map((t) => [t.id, t.entityId]));
    expect(byId.get('b')).toBe(byId.get('a'));
    expect(byId.get('e')).not.toBe(byId.get('c'));
    expect(byId.get('e')).not.toBe(byId.get('d'));
  });

  it('joins a cut name after a common first word when a later word names the merchant (ADR 0031)', () => {
    const ledger = prepareLedger(
      [
        tx({ transaction_id: 'a', date: '2026-04-02', name: 'BLUE HERON BAKERY CAFE', amount: 9 }),
        tx({ transaction_id: 'b', date: '2026-04-09', name: 'BLUE HERON BAK', amount: 7 }),
        tx({ transaction_id: 'c', date: '2026-04-10', name: 'BLUE HORIZON TRAVEL', amount: 700 }),
        tx({ transaction_id: 'd', date: '2026-04-11', name: 'BLUE H', amount: 700 }),
      ],
      now,
      6,
    );
    const byId = new Map(ledger.transactions.map((t) => [t.id, t.entityId]));
    expect(byId.get('b')).toBe(byId.get('a'));
    expect(byId.get('d')).not.toBe(byId.get('c'));
  });

  it('joins payroll lines the bank read as transfers to the same employer (ADR 0031)', () => {
    const ledger = prepareLedger(
      [
        tx({
          transaction_id: 'a',
          date: '2026-04-01',
          name: 'FABRIKAM LABS PAYROLL',
          amount: -2100,
          category: ['Transfer', 'Payroll'],
        }),
        tx({ transaction_id: 'b', date: '2026-04-15', name: 'ACH CREDIT FABRIKAM LABS SEATTLE', amount: -2100 }),
        tx({
          transaction_id: 'c',
          date: '2026-05-01',
          name: 'FABRIKAM',
          amount: -2100,
          category: ['Transfer', 'Payroll'],
        }),
      ],
      now,
      6,
    );
    expect(new Set(ledger.transactions.map((t) => t.entityId)).size).toBe(1);
  });

  it('never joins two merchants through a descriptor that is bank text only (ADR 0031)', () => {
    const ledger = prepareLedger(
      [
        tx({ transaction_id: 'a', date: '2026-04-02', name: 'PURCHASE AUTHORIZED ON 04/02', merchant_name: 'Kroger' }),
        tx({ transaction_id: 'b', date: '2026-04-02', name: 'PURCHASE AUTHORIZED ON 04/02', merchant_name: 'Target' }),
      ],
      now,
      6,
    );
    const [a, b] = ledger.transactions;
    expect(a?.entityId).not.toBe(b?.entityId);
  });

  it("joins a line cut to nothing to the account's one payee of that exact fare (ADR 0031)", () => {
    const fares = ['04-01', '04-02', '04-03'].map((day, i) =>
      tx({ transaction_id: `f${i}`, date: `2026-${day}`, name: 'METRO TRANSIT FARE', amount: 2.25 }),
    );
    const ledger = prepareLedger(
      [
        ...fares,
        tx({ transaction_id: 'x', date: '2026-04-06', name: 'PURCHASE AUTHORIZED ON 04/06', amount: 2.25 }),
        tx({ transaction_id: 'y', date: '2026-04-07', name: 'PURCHASE AUTHORIZED ON 04/07', amount: 57.1 }),
      ],
      now,
      6,
    );
    const byId = new Map(ledger.transactions.map((t) => [t.id, t.entityId]));
    expect(byId.get('x')).toBe(byId.get('f0'));
    expect(byId.get('y')).not.toBe(byId.get('f0'));
  });

  it('reads the person in app lines with references, and keeps unnamed payments apart from cash-outs (ADR 0031)', () => {
    const ledger = prepareLedger(
      [
        tx({ transaction_id: 'z1', name: 'ZELLE PAYMENT TO ROBIN VANCE QX81B2', amount: 40 }),
        tx({ transaction_id: 'z2', date: '2026-05-03', name: 'ZELLE TO ROBIN VANCE ON 05/03', amount: 25 }),
        tx({ transaction_id: 'c1', name: 'CASH APP*ROBIN VANCE*7781', amount: 15 }),
        tx({ transaction_id: 'v1', name: 'VENMO PAYMENT 5566778899 WEB ID: 3264681992', amount: 30 }),
        tx({ transaction_id: 'v2', name: 'VENMO CASHOUT 4433221100 PPD ID: 5264681992', amount: -80 }),
      ],
      now,
      6,
    );
    const byId = new Map(ledger.transactions.map((t) => [t.id, t.entityId]));
    expect(byId.get('z1')).toBe(byId.get('z2'));
    expect(byId.get('z1')).toBe('p2p:ROBINVANCE');
    expect(byId.get('c1')).toBe('p2p:ROBINVANCE');
    expect(byId.get('v1')).not.toBe(byId.get('v2'));
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

describe('one category per payee, and paid help', () => {
  const now = new Date('2026-06-30T12:00:00Z');
  const byName = (transactions: readonly Transaction[], name: string) =>
    prepareLedger(transactions, now, 6).transactions.filter((t) => t.name === name);

  it("gives a line with no specific category the category its payee's other lines state", () => {
    const grocer = [
      txn('2026-03-02', 'GREENLEAF GROCERY 12', 80, ['Food and Drink', 'Groceries']),
      txn('2026-03-09', 'GREENLEAF GROCERY 12', 64, ['Shops', 'Supermarkets and Groceries']),
      txn('2026-03-16', 'GREENLEAF GROCERY 12 SPRINGFIELD', 71, ['Shops']),
      txn('2026-03-23', 'GREENLEAF GROCERY 12 SPRINGFIELD IL', 58, []),
    ];
    const garage = [
      txn('2026-04-01', 'RIVERSIDE PARKING GARAGE', 14, ['Travel', 'Parking']),
      txn('2026-04-02', 'RIVERSIDE PARKING GARAGE', 14, ['Travel']),
    ];
    const ledger = prepareLedger([...grocer, ...garage], now, 6);
    expect(ledger.transactions.map((t) => `${t.category}/${t.essential}`)).toEqual([
      'groceries/true',
      'groceries/true',
      'groceries/true',
      'groceries/true',
      'transportation/true',
      'transportation/true',
    ]);
  });

  it('keeps a bare top-level category when no other line of the payee says more', () => {
    const lines = [
      txn('2026-04-01', 'SKYWARD AIR 0012', 420, ['Travel']),
      txn('2026-04-03', 'OTHERSHOP', 30, ['Shops']),
    ];
    expect(prepareLedger(lines, now, 6).transactions.map((t) => t.category)).toEqual(['travel', 'shopping']);
  });

  it("reads an outflow the bank filed only as a generic transfer to a payee billed on other lines as that payee's bill", () => {
    const insurer = [
      txn('2026-02-20', 'EVERGREEN MUTUAL INSURANCE', 44.35, []),
      txn('2026-03-20', 'EVERGREEN MUTUAL INSURANCE', 44.35, []),
      txn('2026-04-20', 'ONLINE PMT EVERGREEN MUT 606505', 44.35, ['Transfer', 'Debit']),
    ];
    expect(byName(insurer, 'ONLINE PMT EVERGREEN MUT 606505').map((t) => `${t.role}/${t.category}`)).toEqual([
      'bill/insurance',
    ]);
    // A transfer whose text names an account stays the user's own money, whoever else is paid.
    const savings = [...insurer, txn('2026-04-21', 'ONLINE TRANSFER TO SAVINGS 1234', 500, ['Transfer', 'Debit'])];
    expect(byName(savings, 'ONLINE TRANSFER TO SAVINGS 1234').map((t) => t.role)).toEqual(['own_transfer']);
  });

  it('reads whole-dollar payments to one person over several months as essential paid help', () => {
    const sitter = [
      txn('2026-02-06', 'ZELLE PAYMENT TO DANA WELLS', 80, ['Transfer', 'Third Party', 'Zelle']),
      txn('2026-02-20', 'ZELLE PAYMENT TO DANA WELLS', 60, ['Transfer', 'Third Party', 'Zelle']),
      txn('2026-03-13', 'ZELLE PAYMENT TO DANA WELLS', 90, ['Transfer', 'Third Party', 'Zelle']),
      // The statement's width cut the app's name after the person's.
      txn('2026-04-10', 'ONLINE TRANSFER TO DANA WELLS ZEL', 70, ['Transfer', 'Third Party', 'Zelle']),
      // A confirmation code after the name.
      txn('2026-04-24', 'ZELLE PAYMENT TO DANA WELLS PXX0Q', 80, ['Transfer', 'Third Party', 'Zelle']),
    ];
    const ledger = prepareLedger(sitter, now, 6);
    expect(new Set(ledger.transactions.map((t) => t.entityId)).size).toBe(1);
    expect(ledger.transactions.map((t) => `${t.role}/${t.category}/${t.essential}`)).toEqual(
      Array(5).fill('p2p_out/household_help/true'),
    );
  });

  it('keeps shares of meals (amounts with cents) and a few round gifts as discretionary payments to people', () => {
    const friend = [
      txn('2026-02-06', 'VENMO PAYMENT TO SAM ORTIZ', 23.41, ['Transfer', 'Third Party', 'Venmo']),
      txn('2026-03-13', 'VENMO PAYMENT TO SAM ORTIZ', 18.07, ['Transfer', 'Third Party', 'Venmo']),
      txn('2026-04-10', 'VENMO PAYMENT TO SAM ORTIZ', 31.5, ['Transfer', 'Third Party', 'Venmo']),
      txn('2026-05-10', 'VENMO PAYMENT TO SAM ORTIZ', 12.25, ['Transfer', 'Third Party', 'Venmo']),
    ];
    const gifts = [
      txn('2026-03-01', 'ZELLE PAYMENT TO KIM PARK', 50, ['Transfer', 'Third Party', 'Zelle']),
      txn('2026-05-01', 'ZELLE PAYMENT TO KIM PARK', 50, ['Transfer', 'Third Party', 'Zelle']),
    ];
    const ledger = prepareLedger([...friend, ...gifts], now, 6);
    expect(new Set(ledger.transactions.map((t) => `${t.category}/${t.essential}`))).toEqual(new Set(['p2p/false']));
  });
});
