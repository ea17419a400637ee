import type { Transaction } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';

import { detectFraud } from './fraud';
import { prepareLedger } from './ledger';
import { dollarsOf } from './money';
import { txn } from './test-support';

const NOW = new Date('2026-06-30T12:00:00Z');

/** The alert types raised on each flagged transaction, by its name and date. */
function alertsOf(transactions: readonly Transaction[]): string[] {
  const ledger = prepareLedger(transactions, NOW, 6);
  const byId = new Map(ledger.transactions.map((t) => [t.id, t]));
  return detectFraud(ledger).map((f) => {
    const t = byId.get(f.transactionIds[f.transactionIds.length - 1] ?? '');
    return `${f.alert.type} ${t?.date} ${t && dollarsOf(t.magnitudeCents)}`;
  });
}

const grocer = (date: string, amount: number) =>
  txn(date, 'NORTHSIDE MARKET 12', amount, ['Shops', 'Supermarkets and Groceries']);
const at = (dates: readonly string[], name: string, amount: number, category: readonly string[]) =>
  dates.map((d) => txn(d, name, amount, category));

describe('unusual_amount: a spike against what the merchant usually charges', () => {
  it('measures a charge against the other charges, so the spike does not raise its own bar', () => {
    const history = [18.26, 89.74, 39.82, 20.87, 112.44, 111.54, 58.45].map((a, i) =>
      grocer(`2026-0${1 + Math.floor(i / 2)}-${String(3 + 10 * (i % 2)).padStart(2, '0')}`, a),
    );
    expect(alertsOf([...history, grocer('2026-05-23', 563.1)])).toEqual(['unusual_amount 2026-05-23 563.1']);
  });

  it('leaves a purchase about twice the largest before alone (a bigger basket, a new gadget)', () => {
    const history = [19.53, 23.34, 12.27, 39.61, 96.72, 12.06, 45.26, 32.71].map((a, i) =>
      txn(`2026-0${1 + Math.floor(i / 2)}-${String(2 + 12 * (i % 2)).padStart(2, '0')}`, 'VOLT ELECTRONICS 88', a),
    );
    expect(alertsOf([...history, txn('2026-05-18', 'VOLT ELECTRONICS 88', 198.97)])).toEqual([]);
  });
});

describe('duplicate_charge', () => {
  const workdays = (month: string, days: readonly number[]) =>
    days.map((d) => `${month}-${String(d).padStart(2, '0')}`);
  const parking = [
    ...at(workdays('2026-04', [1, 2, 3, 6, 7, 8, 9, 10, 13, 14, 15]), 'HARBOR PARKING GARAGE', 12, [
      'Travel',
      'Parking',
    ]),
    ...at(workdays('2026-05', [4, 5, 6, 7, 8, 11, 12, 13]), 'HARBOR PARKING GARAGE', 12, ['Travel', 'Parking']),
  ];

  it('finds a second identical charge on the same day at a merchant charged every workday', () => {
    const twice = txn('2026-05-13', 'HARBOR PARKING GARAGE', 12, ['Travel', 'Parking']);
    expect(alertsOf([...parking, twice])).toEqual(['duplicate_charge 2026-05-13 12']);
  });

  it('does not call two consecutive workdays at a daily merchant a duplicate', () => {
    const dearer = at(['2026-05-14', '2026-05-15'], 'HARBOR PARKING GARAGE', 27, ['Travel', 'Parking']);
    expect(alertsOf([...parking, ...dearer])).toEqual([]);
  });

  it('does not flag a merchant that charges the account twice a day as a rule', () => {
    const commute = workdays('2026-05', [4, 5, 6, 7, 8, 11, 12]).flatMap((d) =>
      at([d, d], 'HARBOR PARKING GARAGE', 12, ['Travel', 'Parking']),
    );
    expect(alertsOf(commute)).toEqual([]);
  });

  it('finds a small identical charge posted twice on one day, but not on consecutive days', () => {
    const bakery = [4.09, 23.94, 12.77, 6.55].map((a, i) =>
      txn(`2026-0${2 + i}-10`, 'CRUMB BAKERY', a, ['Food and Drink', 'Restaurants']),
    );
    const sameDay = at(['2026-05-15', '2026-05-15'], 'CRUMB BAKERY', 9.22, ['Food and Drink', 'Restaurants']);
    expect(alertsOf([...bakery, ...sameDay])).toEqual(['duplicate_charge 2026-05-15 9.22']);
    const nextDay = at(['2026-05-15', '2026-05-16'], 'CRUMB BAKERY', 9.22, ['Food and Drink', 'Restaurants']);
    expect(alertsOf([...bakery, ...nextDay])).toEqual([]);
  });
});

describe('foreign_transaction', () => {
  const abroad = {
    location: { address: null, city: null, region: null, postal_code: null, country: 'RO', lat: null, lon: null },
  };

  it('flags a single charge abroad', () => {
    const home = at(['2026-04-02', '2026-04-09'], 'CORNER CAFE', 6.5, ['Food and Drink', 'Coffee Shop']);
    const once = txn('2026-05-12', 'MAGAZIN CENTRAL', 240, ['Shops'], abroad);
    expect(alertsOf([...home, once])).toEqual(['foreign_transaction 2026-05-12 240']);
  });

  it('leaves alone a payee the account pays month after month, wherever it bills from', () => {
    const insurer = ['2026-02-02', '2026-03-02', '2026-04-01', '2026-05-01'].map((d) =>
      txn(d, 'TRANSILVANIA ASIGURARI', 252.62, ['Service', 'Insurance'], abroad),
    );
    expect(alertsOf(insurer)).toEqual([]);
  });
});

describe('new_merchant', () => {
  it('measures a first charge at a merchant nothing categorises against what the account usually buys', () => {
    const usual = [34, 52, 18, 75, 41, 28, 63].map((a, i) =>
      txn(`2026-0${1 + (i % 5)}-${String(5 + i).padStart(2, '0')}`, `SHOP NUMBER ${i}`, a, [
        'Shops',
        'Clothing and Accessories',
      ]),
    );
    const junk = [9, 12, 15, 22, 30].map((a, i) => txn(`2026-03-${10 + i}`, `MISC PAYEE ${i}`, a, []));
    const first = txn('2026-05-20', 'GIFTCARDHUB.COM', 655, []);
    expect(alertsOf([...usual, ...junk, first])).toEqual(['new_merchant 2026-05-20 655']);
    expect(alertsOf([...usual, ...junk, txn('2026-05-20', 'GIFTCARDHUB.COM', 120, [])])).toEqual([]);
  });

  it('leaves a first flight or hotel alone: a named category new to the account is not suspect for being new', () => {
    const usual = [34, 52, 18, 75, 41, 28, 63, 22, 47, 39, 58, 16, 71, 44, 25, 36, 49, 61, 30, 55].map((a, i) =>
      txn(`2026-0${1 + (i % 5)}-${String(5 + i).padStart(2, '0')}`, `SHOP NUMBER ${i}`, a, [
        'Shops',
        'Clothing and Accessories',
      ]),
    );
    const trip = [
      txn('2026-04-16', 'UNITED AIRLINES', 421.75, ['Travel', 'Airlines and Aviation Services']),
      txn('2026-04-20', 'HYATT REGENCY', 375.43, ['Travel', 'Lodging']),
    ];
    expect(alertsOf([...usual, ...trip])).toEqual([]);
  });
});
