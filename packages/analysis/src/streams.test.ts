import { describe, expect, it } from 'vitest';

import { prepareLedger } from './ledger';
import { detectRecurringStreams, findPriceChange } from './streams';
import { monthly, txn } from './test-support';

const now = new Date('2026-06-15T00:00:00Z');
const detect = (transactions: Parameters<typeof prepareLedger>[0], months = 12) =>
  detectRecurringStreams(prepareLedger(transactions, now, months));

describe('detectRecurringStreams', () => {
  it('finds a monthly subscription with its next charge and status', () => {
    const [stream] = detect(monthly('2026-01', 5, 6, 'NETFLIX.COM 866-579-7172 CA', 15.49));
    expect(stream).toMatchObject({ frequency: 'monthly', status: 'active', merchant: 'Netflix', latestCents: 1549 });
    expect(new Date((stream?.nextDay ?? 0) * 86_400_000).toISOString().slice(0, 10)).toBe('2026-07-05');
  });

  it('detects weekly, quarterly and yearly schedules, and daily only when it bills every day', () => {
    const weekly = Array.from({ length: 10 }, (_, i) =>
      txn(new Date(Date.UTC(2026, 3, 2 + 7 * i)).toISOString().slice(0, 10), 'HELLOFRESH', 69.99, ['Food and Drink']),
    );
    const quarterly = [0, 3, 6, 9].map((k) =>
      txn(new Date(Date.UTC(2025, 7 + k, 10)).toISOString().slice(0, 10), 'TERMINIX PEST CONTROL', 89, ['Service']),
    );
    const yearly = [txn('2024-07-01', 'AMAZON PRIME*2K4L', 139), txn('2025-07-01', 'AMAZON PRIME*2K4L', 139)];
    const daily = Array.from({ length: 28 }, (_, i) => new Date(Date.UTC(2026, 4, 1 + i)))
      .filter((d) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6)
      .map((d) => txn(d.toISOString().slice(0, 10), 'DOWNTOWN PARK GARAGE #12', 12, ['Travel', 'Parking']));
    const everyDay = Array.from({ length: 28 }, (_, i) =>
      txn(new Date(Date.UTC(2026, 4, 1 + i)).toISOString().slice(0, 10), 'CITY DAILY TRANSIT PASS', 5, ['Travel']),
    );
    const streams = detectRecurringStreams(
      prepareLedger([...weekly, ...quarterly, ...yearly, ...daily, ...everyDay], now, 24),
    );
    const byName = Object.fromEntries(streams.map((s) => [s.merchant, s.frequency]));
    expect(byName).toEqual({
      HelloFresh: 'weekly',
      'Terminix Pest Control': 'quarterly',
      'Amazon Prime': 'yearly',
      'City Daily Transit Pass': 'daily',
    });
    // Parking on workdays is daily spending, not a bill of $360 a month (ADR 0031).
    expect(byName['Downtown Park Garage']).toBeUndefined();
  });

  it('marks a stream cancelled once a charge is missing past its grace, as Plaid tombstones a stream', () => {
    const cancelled = detect(monthly('2025-08', 3, 5, 'SPOTIFY USA', 11.99))[0];
    expect(cancelled?.status).toBe('cancelled');
    expect(cancelled?.nextDay).toBeNull();
    const missedOne = detect(monthly('2026-01', 3, 5, 'HULU', 17.99))[0];
    expect(missedOne?.status).toBe('cancelled');
    const current = detect(monthly('2026-02', 3, 5, 'HULU', 17.99))[0];
    expect(current?.status).toBe('active');
  });

  it('tolerates one missing charge in a long monthly run', () => {
    const run = monthly('2025-07', 5, 12, 'PLANET FITNESS', 24.99).filter((t) => !t.date.startsWith('2025-11'));
    expect(detect(run).map((s) => s.frequency)).toEqual(['monthly']);
  });

  it('joins a payee billed under two names on one account (ADR 0031: a gym and its dues descriptor)', () => {
    const months = monthly('2025-12', 8, 7, 'IRONWORKS ATHLETIC', 49);
    const run = months.map((t, i) => (i === 2 || i === 5 ? { ...t, name: 'CLUB DUES 88412 IW' } : t));
    const streams = detect(run);
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatchObject({ frequency: 'monthly', merchant: 'Ironworks Athletic' });
    expect(streams[0]?.charges).toHaveLength(7);
  });

  it("fills a bill's gaps with charges nothing names, when together they keep its schedule (a biller's initials)", () => {
    const gas = monthly(
      '2026-01',
      2,
      6,
      'PIEDMONT NATURAL GAS ACH DEBIT',
      [46.79, 50.03, 49.08, 51.9, 45.62, 39.26],
      ['Service', 'Utilities'],
    );
    const run = gas.map((t, i) =>
      i === 1
        ? { ...t, name: 'PIEDMONT N G ACH DEBIT', category: [] }
        : i === 2
          ? { ...t, name: 'PNG BILL PMT 88', category: [] }
          : t,
    );
    const streams = detect(run);
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatchObject({ frequency: 'monthly', status: 'active' });
    expect(streams[0]?.charges).toHaveLength(6);
    // A shop's purchase at a similar amount off the schedule does not join.
    const stray = txn('2026-02-17', 'PNG BILL PMT 88', 48, []);
    const withStray = detect([...gas.filter((_, i) => i !== 1 && i !== 2), stray]);
    expect(withStray.flatMap((s) => s.charges).some((c) => c.id === stray.transaction_id)).toBe(false);
  });

  it("reads a payee's category from all its charges: a coffee shop the bank files three ways is no subscription", () => {
    const visits = [
      ['2025-12-31', 11.52, ['Shops']],
      ['2026-01-08', 4.26, ['Food and Drink', 'Restaurants', 'Coffee Shop']],
      ['2026-01-20', 6.1, ['Food and Drink', 'Restaurants', 'Coffee Shop']],
      ['2026-02-11', 8.4, ['Food and Drink', 'Restaurants']],
      ['2026-03-31', 11.52, ['Shops']],
      ['2026-04-09', 5.2, ['Food and Drink', 'Restaurants', 'Coffee Shop']],
      ['2026-05-14', 7.75, ['Food and Drink', 'Restaurants', 'Coffee Shop']],
      ['2026-06-30', 11.52, ['Shops']],
    ] as const;
    const charges = visits.map(([date, amount, category]) => txn(date, 'SQ *BLUE BOTTLE COFFEE OA', amount, category));
    expect(detectRecurringStreams(prepareLedger(charges, new Date('2026-07-01T00:00:00Z'), 12))).toEqual([]);
  });

  it('ignores everyday merchants visited often at varying amounts', () => {
    const visits = Array.from({ length: 20 }, (_, i) =>
      txn(new Date(Date.UTC(2026, 0, 3 + 7 * i)).toISOString().slice(0, 10), 'SAFEWAY 1234', 40 + ((i * 37) % 50), [
        'Shops',
        'Supermarkets and Groceries',
      ]),
    );
    expect(detect(visits)).toEqual([]);
  });

  it('splits two plans billed under one name', () => {
    const apple = [
      ...monthly('2026-01', 3, 6, 'APPLE.COM/BILL', 2.99),
      ...monthly('2026-01', 17, 6, 'APPLE.COM/BILL', 10.99),
    ];
    expect(
      detect(apple)
        .map((s) => s.latestCents)
        .sort((a, b) => a - b),
    ).toEqual([299, 1099]);
  });

  it('lets a variable bill vary but keeps the price-rise test for fixed prices', () => {
    const electric = detect(
      monthly(
        '2026-01',
        12,
        6,
        'CITY POWER & LIGHT',
        [88, 120, 97, 76, 104, 131],
        ['Service', 'Utilities', 'Electric'],
      ),
    )[0];
    expect(electric).toMatchObject({ variableAmount: true, priceChange: null });
  });
});

describe('findPriceChange (product 3: price increases)', () => {
  it('finds the step up and its date', () => {
    const charges = prepareLedger(
      monthly('2026-01', 5, 5, 'NETFLIX', [15.49, 15.49, 15.49, 17.99, 17.99]),
      now,
      12,
    ).transactions;
    expect(findPriceChange(charges)).toEqual({ beforeCents: 1549, afterCents: 1799, date: '2026-04-05' });
  });
  it('ignores noise and price cuts', () => {
    const noisy = prepareLedger(monthly('2026-01', 5, 5, 'X', [50, 61, 48, 55, 70]), now, 12).transactions;
    const cut = prepareLedger(monthly('2026-01', 5, 4, 'Y', [20, 20, 15, 15]), now, 12).transactions;
    expect(findPriceChange(noisy)).toBeNull();
    expect(findPriceChange(cut)).toBeNull();
  });
});

describe('early yearly streams (one charge of a yearly membership inside the window)', () => {
  const sixMonths = (transactions: Parameters<typeof prepareLedger>[0]) =>
    detectRecurringStreams(prepareLedger(transactions, now, 6));

  it('reports a known membership or a line that names a renewal, charged once at a yearly fee, as an early yearly stream', () => {
    const streams = sixMonths([
      txn('2026-05-23', 'AMAZON PRIME*X4DG66UBW AM', 139, ['Service']),
      txn('2026-06-02', 'MOTOR CLUB ANNUAL RENEWAL', 64, ['Service', 'Automotive']),
    ]);
    expect(streams.map((s) => [s.merchant, s.frequency, s.status, s.maturity, Math.round(s.monthlyCents)])).toEqual([
      ['Amazon Prime', 'yearly', 'unknown', 'early', 1158],
      ['Motor Club Annual Renewal', 'yearly', 'unknown', 'early', 533],
    ]);
    expect(new Date((streams[0]?.nextDay ?? 0) * 86_400_000).toISOString().slice(0, 10)).toBe('2027-05-23');
  });

  it('does not make a stream of a single purchase, a month-sized fee, or a gym joined last month', () => {
    expect(
      sixMonths([
        txn('2026-05-20', 'BEST BUY #6293', 499, ['Shops', 'Electronics']),
        txn('2026-05-21', 'WALMART PLUS MEMBERSHIP', 12.95, ['Service']),
        txn('2026-05-22', 'RIVERSIDE ATHLETIC CLUB DUES', 59, ['Recreation', 'Gyms and Fitness Centers']),
        txn('2026-05-24', 'CITY UTILITIES ANNUAL FEE', 80, ['Service', 'Utilities']),
      ]),
    ).toEqual([]);
  });
});
