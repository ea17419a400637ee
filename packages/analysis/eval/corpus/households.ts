import type { Acct } from './builder';
import { HouseholdBuilder, businessDay, dayOf, monthDay, round2, weekdayOf } from './builder';
import * as P from './parties';
import type { Party } from './parties';
import type { Rng } from './prng';
import { createRng, hashString } from './prng';
import type { Household, HouseholdType, SpendClass } from './types';
import { HOUSEHOLD_TYPES } from './types';

/** The fixed end of every household's data (a Thursday in mid-June). */
export const CORPUS_NOW = '2026-06-18T15:00:00.000Z';
/** Days of history: 13 months. */
const HISTORY_DAYS = 396;

const spend = (entityId: string, spendClass: SpendClass) => ({ entityId, flow: 'spend' as const, spendClass });

const FIRST = ['JORDAN', 'SAM', 'ALEX', 'TAYLOR', 'CASEY', 'MORGAN', 'RILEY', 'JAMIE', 'AVERY', 'QUINN'];
const LAST = ['NGUYEN', 'PATEL', 'GARCIA', 'KOWALSKI', 'OKONKWO', 'LINDQVIST', 'MORALES', 'CHEN', 'BAKER', 'ROSSI'];

const person = (rng: Rng) => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;

/** A skewed amount between min and max: most charges small, a few large. */
const skewed = (rng: Rng, min: number, max: number) => round2(min + (max - min) * rng.next() ** 1.8);

/** Everyday purchases: on each day, a chance of one charge at one of the household's usual places. */
function everyday(
  b: HouseholdBuilder,
  rng: Rng,
  acct: Acct | ((rng: Rng) => Acct),
  parties: readonly Party[],
  perWeek: number,
  min: number,
  max: number,
  startDay: number,
): void {
  // People keep to a few places: the first of their list gets most visits.
  const weights = parties.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, w) => a + w, 0);
  for (let day = startDay; day <= b.endDay; day += 1) {
    if (!rng.chance(perWeek / 7)) continue;
    let r = rng.next() * total;
    let party = parties[0] as Party;
    for (let i = 0; i < parties.length; i += 1) {
      r -= weights[i] as number;
      if (r <= 0) {
        party = parties[i] as Party;
        break;
      }
    }
    const account = typeof acct === 'function' ? acct(rng) : acct;
    b.pay(account, party, day, skewed(rng, min, max), spend(party.id, party.spendClass ?? 'discretionary'));
  }
}

/** `count` of a list, in a seed-dependent order, places in the household's city first. */
function some<T extends Party>(rng: Rng, items: readonly T[], count: number, home?: string): T[] {
  const local = items.filter((p) => !p.places || p.places.some((place) => place[0] === home));
  const pool = local.length >= count ? [...local] : [...items];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

/** Daily transit or parking on workdays: regular, small, and not a bill. */
function commute(b: HouseholdBuilder, rng: Rng, acct: Acct, party: Party, fare: number, share: number, start: number) {
  for (let day = start; day <= b.endDay; day += 1) {
    const weekday = weekdayOf(day);
    if (weekday === 0 || weekday === 6 || !rng.chance(share)) continue;
    const amount = rng.chance(0.75) ? fare : round2(fare * rng.pick([2, 1.5, 0.5]));
    b.pay(acct, party, day, amount, spend(party.id, 'essential'));
  }
  b.phenomena.add('daily_transit_or_parking');
}

/** Payroll every other Friday, or on the 15th and the last business day. */
function payroll(
  b: HouseholdBuilder,
  rng: Rng,
  acct: Acct,
  employer: Party,
  net: () => number,
  schedule: 'biweekly' | 'semimonthly',
  start: number,
): void {
  if (schedule === 'biweekly') {
    let day = start + ((5 - weekdayOf(start) + 7) % 7) + 7 * rng.int(0, 1);
    for (; day <= b.endDay; day += 14) b.receive(acct, employer, day, net(), { entityId: employer.id, flow: 'income' });
    return;
  }
  for (let m = 0; m < 14; m += 1) {
    for (const dom of [15, 31]) {
      let day = monthDay(start, m, dom);
      const weekday = weekdayOf(day);
      if (weekday === 6) day -= 1;
      if (weekday === 0) day -= 2;
      if (day < start || day > b.endDay) continue;
      b.receive(acct, employer, day, net(), { entityId: employer.id, flow: 'income' });
    }
  }
}

const CARD_PAYMENT_LINES: Readonly<Record<string, { readonly checking: string[]; readonly card: string[] }>> = {
  Chase: {
    checking: [
      'CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224',
      'CHASE CREDIT CRD EPAY',
      'Payment to Chase card ending in',
    ],
    card: ['AUTOMATIC PAYMENT - THANK', 'PAYMENT THANK YOU', 'AUTOPAY PAYMENT - THANK YOU'],
  },
  Citi: {
    checking: ['CITI AUTOPAY PAYMENT 000000000000000', 'CITI CARD ONLINE PAYMENT', 'CITI AUTOPAY'],
    card: ['AUTOPAY 000000000000000RAUTOPAY', 'ONLINE PAYMENT, THANK YOU', 'PAYMENT THANK YOU'],
  },
  'Capital One': {
    checking: ['CAPITAL ONE MOBILE PMT', 'CAPITAL ONE CRCARDPMT', 'CAPITAL ONE AUTOPAY PYMT'],
    card: ['CAPITAL ONE AUTOPAY PYMT', 'CAPITAL ONE MOBILE PYMT', 'PAYMENT - THANK YOU'],
  },
  Discover: {
    checking: ['DISCOVER E-PAYMENT 2470', 'DISCOVER DC PYMNTS', 'DISCOVER E-PAYMENT'],
    card: ['INTERNET PAYMENT - THANK YOU', 'DIRECTPAY FULL BALANCE', 'PAYMENT THANK YOU'],
  },
};

/** The card's statement balance paid from checking each month, on both sides. */
function cardAutopay(b: HouseholdBuilder, rng: Rng, checking: Acct, card: Acct, issuer: string, dom: number): void {
  const lines = CARD_PAYMENT_LINES[issuer] ?? (CARD_PAYMENT_LINES.Chase as { checking: string[]; card: string[] });
  const cardId = card.account.account_id;
  const start = b.endDay - 396;
  for (let m = 1; m < 14; m += 1) {
    const closing = monthDay(start, m, 1);
    const previous = monthDay(start, m - 1, 1);
    const due = businessDay(monthDay(start, m, dom));
    if (due > b.endDay) break;
    const balance = b.transactions
      .filter((t) => t.account_id === cardId && dayOf(t.date) >= previous && dayOf(t.date) < closing)
      .reduce((sum, t) => sum + t.amount, 0);
    if (balance <= 0) continue;
    const label = { entityId: `own:${cardId}`, flow: 'card_payment' as const };
    const mask = card.account.mask ?? '';
    const out = rng.pick(lines.checking);
    b.add(checking, due, balance, out.endsWith('ending in') ? `${out} ${mask}` : out, label, {
      pfc: ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'],
      legacy: ['Payment', 'Credit Card'],
      channel: 'other',
    });
    b.add(card, due, -balance, rng.pick(lines.card), label, {
      pfc: ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'],
      legacy: ['Payment', 'Credit Card'],
      channel: 'other',
    });
  }
  b.phenomena.add('card_autopay');
}

/** A monthly transfer into savings, the savings side, interest, and one withdrawal back. */
function savingsHabit(b: HouseholdBuilder, rng: Rng, checking: Acct, savings: Acct, amount: number): void {
  const start = b.endDay - 396;
  const label = { entityId: `own:${savings.account.account_id}`, flow: 'own_transfer' as const };
  const sMask = savings.account.mask ?? '0000';
  const cMask = checking.account.mask ?? '0000';
  for (let m = 0; m < 14; m += 1) {
    const day = businessDay(monthDay(start, m, 2 + rng.int(0, 2)));
    if (day <= start || day > b.endDay) continue;
    const ref = `IB0${rng.int(1000000, 9999999)}`;
    const out = rng.pick([
      `ONLINE TRANSFER TO SAV ...${sMask} TRANSACTION#: ${rng.int(10000000, 99999999)}`,
      `ONLINE BANKING TRANSFER TO SAV ${sMask} CONF# ${ref}`,
      `TRANSFER TO SAVINGS XXXXXX${sMask}`,
    ]);
    const pfcOut = ['TRANSFER_OUT', 'TRANSFER_OUT_SAVINGS'] as const;
    const pfcIn = ['TRANSFER_IN', 'TRANSFER_IN_SAVINGS'] as const;
    b.add(checking, day, amount, out, label, {
      pfc: pfcOut,
      legacy: ['Transfer', 'Internal Account Transfer'],
      channel: 'other',
    });
    b.add(savings, day, -amount, `ONLINE TRANSFER FROM CHK ...${cMask} ${ref}`, label, {
      pfc: pfcIn,
      legacy: ['Transfer', 'Internal Account Transfer'],
      channel: 'other',
    });
    const interestDay = monthDay(start, m, 31);
    if (interestDay > start && interestDay <= b.endDay)
      b.add(
        savings,
        interestDay,
        -round2(amount * (m + 1) * rng.between(0.0025, 0.0035)),
        rng.pick(['INTEREST PAYMENT', 'INTEREST EARNED', 'DIVIDEND/INTEREST']),
        { entityId: 'bank-interest', flow: 'income' },
        {
          pfc: ['INCOME', 'INCOME_INTEREST_EARNED'],
          legacy: ['Interest', 'Interest Earned'],
          channel: 'other',
        },
      );
  }
  // Once, money goes back to checking (an unusual expense month).
  const back = b.endDay - rng.int(100, 200);
  const withdrawal = round2(amount * rng.between(1.5, 3));
  b.add(savings, back, withdrawal, `ONLINE TRANSFER TO CHK ...${cMask}`, label, {
    channel: 'other',
    legacy: ['Transfer', 'Internal Account Transfer'],
  });
  b.add(checking, back, -withdrawal, `ONLINE TRANSFER FROM SAV ...${sMask}`, label, {
    channel: 'other',
    legacy: ['Transfer', 'Internal Account Transfer'],
  });
  b.phenomena.add('savings_transfer');
}

/** Money back from merchants the household shops at. */
function refunds(b: HouseholdBuilder, rng: Rng, card: Acct, parties: readonly Party[], count: number): void {
  for (let i = 0; i < count; i += 1) {
    const party = rng.pick(parties);
    const prior = b.transactions.filter(
      (t) =>
        t.account_id === card.account.account_id && b.labels[t.transaction_id]?.entityId === party.id && t.amount > 15,
    );
    const original = prior.length ? rng.pick(prior) : undefined;
    const day = original ? dayOf(original.date) + rng.int(4, 20) : b.endDay - rng.int(20, 200);
    if (day > b.endDay) continue;
    const amount = original ? original.amount : skewed(rng, 20, 90);
    b.pay(card, party, day, -amount, { entityId: party.id, flow: 'refund' });
  }
  b.phenomena.add('refund');
}

/** The six planted fraud kinds, all inside the last five months. */
function plantFraud(b: HouseholdBuilder, rng: Rng, card: Acct, checking: Acct, usual: Party): void {
  const day = () => b.endDay - rng.int(8, 150);
  const fraudLabel = (entityId: string) => ({ entityId, flow: 'fraud' as const });

  const shop = rng.pick(P.FRAUD_ONLINE);
  const d1 = day();
  const online = b.add(card, d1, skewed(rng, 650, 1900), shop, fraudLabel(`fraud:${shop}`), {
    channel: 'online',
    enrich: false,
    legacy: ['Shops'],
  });
  b.plant('new_online_merchant', `large first purchase at ${shop}`, [online]);

  const cardCharges = b.transactions.filter(
    (t) =>
      t.account_id === card.account.account_id &&
      t.amount > 8 &&
      dayOf(t.date) > b.endDay - 150 &&
      b.labels[t.transaction_id]?.flow === 'spend' &&
      t.payment_channel !== 'other',
  );
  const original = rng.pick(cardCharges);
  const { transaction_id: _id, ...copy } = original;
  const duplicateEntity = b.labels[original.transaction_id]?.entityId ?? 'unknown';
  const duplicate = b.add(card, dayOf(original.date), original.amount, original.name, fraudLabel(duplicateEntity), {
    enrich: false,
  });
  const dupTx = b.transactions[b.transactions.length - 1];
  if (dupTx) Object.assign(dupTx, { ...copy, transaction_id: duplicate });
  b.plant('duplicate_charge', `second identical charge ${original.name}`, [original.transaction_id, duplicate]);

  const tester = rng.pick(P.FRAUD_TESTERS);
  const d3 = day();
  const tests = Array.from({ length: rng.int(4, 6) }, (_, i) =>
    b.add(card, d3 + (i > 2 ? 1 : 0), round2(rng.between(0.5, 1.99)), tester, fraudLabel(`fraud:${tester}`), {
      channel: 'online',
      enrich: false,
    }),
  );
  b.plant('card_testing', `${tests.length} tiny charges at ${tester}`, tests);

  const payee = rng.pick(P.FRAUD_PAYEES);
  const transfer = b.p2p(
    checking,
    'zelle',
    payee,
    'out',
    day(),
    round2(rng.between(1800, 4500)),
    fraudLabel(`person:${payee}`),
  );
  b.plant('transfer_new_payee', `large Zelle to new payee ${payee}`, [transfer]);

  const usualCharges = b.transactions.filter((t) => b.labels[t.transaction_id]?.entityId === usual.id && t.amount > 0);
  const median = usualCharges.map((t) => t.amount).sort((a, z) => a - z)[Math.floor(usualCharges.length / 2)] ?? 60;
  const spike = b.pay(card, usual, day(), round2(median * rng.between(7, 12)), fraudLabel(usual.id));
  b.plant('merchant_spike', `spike at ${usual.merchantName}`, [spike]);

  const abroad = rng.pick(P.FRAUD_ABROAD);
  const d6 = day();
  const amount = round2(rng.between(280, 950));
  const foreign = b.add(card, d6, amount, `${abroad.name} ${abroad.country}`, fraudLabel(`fraud:${abroad.name}`), {
    channel: 'in store',
    enrich: false,
    location: { city: abroad.city, country: abroad.country, region: null },
    ...(b.rng.chance(0.5) ? { currency: abroad.currency } : {}),
  });
  const fee = b.add(card, d6, round2(amount * 0.03), 'FOREIGN TRANSACTION FEE', fraudLabel('fraud:fx-fee'), {
    channel: 'other',
    pfc: ['BANK_FEES', 'BANK_FEES_FOREIGN_TRANSACTION_FEES'],
    legacy: ['Bank Fees', 'Foreign Transaction'],
  });
  b.plant('foreign_purchase', `card purchase in ${abroad.city}, ${abroad.country}`, [foreign, fee]);
}

// ---------------------------------------------------------------------------------------------
// The four household types
// ---------------------------------------------------------------------------------------------

interface Setup {
  readonly b: HouseholdBuilder;
  readonly rng: Rng;
  readonly start: number;
  readonly end: number;
}

/** Subscriptions every household type has in some form: a price rise, a cancellation, a new one, two Apple plans. */
function subscriptions(
  { b, rng, start, end }: Setup,
  card: Acct,
  plans: {
    rise: { party: Party; from: number; to: number };
    cancelled: { party: Party; amount: number };
    fresh: { party: Party; amount: number };
    apple: readonly [number, number];
    extra: readonly { party: Party; amount: number }[];
  },
): void {
  b.bill(card, plans.rise.party, {
    frequency: 'monthly',
    firstDay: start + rng.int(3, 25),
    amount: () => plans.rise.from,
    rise: { from: plans.rise.from, to: plans.rise.to, fromDay: end - rng.int(100, 130) },
  });
  b.phenomena.add('price_rise');
  b.bill(card, plans.cancelled.party, {
    frequency: 'monthly',
    firstDay: start + rng.int(1, 25),
    lastDay: end - rng.int(55, 80),
    amount: () => plans.cancelled.amount,
  });
  b.phenomena.add('cancelled_subscription');
  b.bill(card, plans.fresh.party, {
    frequency: 'monthly',
    firstDay: end - rng.int(66, 85),
    amount: () => plans.fresh.amount,
  });
  b.phenomena.add('new_subscription');
  const appleDay = start + rng.int(2, 26);
  b.bill(card, P.APPLE, {
    frequency: 'monthly',
    firstDay: appleDay,
    amount: () => plans.apple[0],
    label: 'Apple iCloud+',
  });
  b.bill(card, P.APPLE, {
    frequency: 'monthly',
    firstDay: appleDay + rng.int(0, 9),
    amount: () => plans.apple[1],
    label: 'Apple Music',
  });
  b.phenomena.add('aggregator_two_plans');
  for (const { party, amount } of plans.extra)
    b.bill(card, party, { frequency: 'monthly', firstDay: start + rng.int(1, 27), amount: () => amount });
}

/** A variable utility bill: the level moves with the season and each bill varies 20-40%. */
function utility(
  setup: Setup,
  acct: Acct,
  party: Party,
  level: number,
  frequency: 'monthly' | 'quarterly' = 'monthly',
) {
  const { b, rng, start } = setup;
  const spread = rng.between(0.2, 0.4);
  b.bill(acct, party, {
    frequency,
    firstDay: start + rng.int(8, 22),
    variableAmount: true,
    amount: (_i, day) => {
      const month = new Date(day * 86_400_000).getUTCMonth();
      const season = 1 + 0.25 * Math.cos(((month - 0.5) / 12) * 2 * Math.PI);
      return level * season * (1 + rng.between(-spread, spread));
    },
  });
  b.phenomena.add('variable_utility');
}

function salariedRenter(setup: Setup): void {
  const { b, rng, start, end } = setup;
  const checking = b.addAccount('checking', 'Chase', 'TOTAL CHECKING', rng.pick([26, 30, 32]));
  const card = b.addAccount('credit', 'Chase', 'Sapphire Preferred', rng.pick([22, 25]));
  const savings = b.addAccount('savings', 'Chase', 'Chase Savings', 32);
  const employer = rng.pick(P.EMPLOYERS);
  const net = rng.int(2400, 3600);
  payroll(
    b,
    rng,
    checking,
    employer,
    () => round2(net * rng.between(0.995, 1.005)),
    rng.chance(0.5) ? 'biweekly' : 'semimonthly',
    start,
  );

  const landlord = rng.pick(P.LANDLORDS);
  const rent = rng.int(19, 32) * 100;
  b.bill(checking, landlord, { frequency: 'monthly', firstDay: monthDay(start, 1, 1), amount: () => rent });
  const utilities = P.utilitiesOf(b.home[0]);
  utility(setup, checking, utilities.power, rng.between(60, 130));
  utility(setup, checking, utilities.water ?? (P.WATER[1] as Party), rng.between(90, 160), 'quarterly');
  b.phenomena.add('quarterly_charge');
  const internet = rng.pick(P.INTERNET);
  const lateIndex = rng.int(4, 9);
  const internetBill = rng.pick([65, 70, 80]);
  b.bill(checking, internet, {
    frequency: 'monthly',
    firstDay: start + rng.int(5, 20),
    amount: () => internetBill,
    late: { index: lateIndex, days: rng.int(6, 9) },
  });
  b.phenomena.add('late_charge');
  const phoneAmount = round2(rng.between(70, 95));
  b.bill(checking, P.PHONE[0] as Party, {
    frequency: 'monthly',
    firstDay: start + rng.int(10, 24),
    amount: () => phoneAmount,
  });
  const gym = rng.pick(P.GYMS);
  const dues = rng.pick([29.99, 39.99, 59.99]);
  b.bill(card, gym, {
    frequency: 'monthly',
    firstDay: start + rng.int(1, 27),
    amount: () => dues,
    skip: [rng.int(3, 8)],
  });
  b.phenomena.add('skipped_charge');
  b.phenomena.add('gym_two_names');
  const cover = rng.pick([9.5, 12.25, 17.8]);
  b.bill(card, P.RENTERS_INSURANCE, { frequency: 'monthly', firstDay: start + rng.int(1, 27), amount: () => cover });
  subscriptions(setup, card, {
    rise: { party: P.NETFLIX, from: 15.49, to: 17.99 },
    cancelled: { party: P.HULU, amount: rng.pick([7.99, 17.99]) },
    fresh: { party: P.CHATGPT, amount: 20 },
    apple: [rng.pick([0.99, 2.99]), 10.99],
    extra: [{ party: P.SPOTIFY, amount: 11.99 }],
  });
  const kitPrice = round2(rng.between(59.99, 79.99));
  b.bill(card, P.HELLOFRESH, {
    frequency: 'weekly',
    firstDay: start + rng.int(1, 7),
    amount: () => kitPrice,
    skip: [rng.int(10, 30), rng.int(31, 50)],
  });
  b.phenomena.add('weekly_charge');
  b.bill(card, P.AMAZON_PRIME, { frequency: 'yearly', firstDay: start + rng.int(5, 20), amount: () => 139 });
  b.phenomena.add('yearly_charge');

  const transit = P.TRANSIT.find((t) => t.places?.some((p) => p[0] === b.home[0])) ?? (P.TRANSIT[0] as Party);
  commute(b, rng.fork('commute'), card, transit, 2.9, 0.7, start);
  const grocers = some(rng, P.GROCERS, 3, b.home[0]);
  everyday(b, rng.fork('groceries'), (r) => (r.chance(0.3) ? checking : card), grocers, 1.6, 18, 160, start);
  everyday(b, rng.fork('dining'), card, some(rng, P.DINING, 5, b.home[0]), 3.2, 6, 70, start);
  everyday(b, rng.fork('amazon'), card, [P.AMAZON], 1, 9, 140, start);
  everyday(b, rng.fork('shops'), card, some(rng, P.SHOPS, 4, b.home[0]), 0.6, 12, 180, start);
  everyday(b, rng.fork('rides'), card, [P.RIDES, P.DELIVERY], 0.8, 9, 48, start);

  const friends = [person(rng), person(rng), person(rng)];
  for (let day = start; day <= end; day += 1) {
    if (rng.chance(0.05)) {
      const friend = rng.pick(friends);
      b.p2p(checking, 'venmo', friend, 'out', day, skewed(rng, 12, 80), spend(`person:${friend}`, 'discretionary'));
    }
    if (rng.chance(0.03))
      b.p2p(checking, 'venmo', rng.pick(friends), 'in', day, skewed(rng, 10, 60), {
        entityId: 'venmo',
        flow: 'reimbursement',
      });
  }
  b.phenomena.add('p2p_in');
  b.phenomena.add('p2p_out');
  refunds(b, rng, card, [P.AMAZON, ...P.SHOPS.slice(0, 2)], 3);
  savingsHabit(b, rng, checking, savings, rng.int(3, 8) * 100);
  plantFraud(b, rng.fork('fraud'), card, checking, grocers[0] as Party);
  cardAutopay(b, rng, checking, card, 'Chase', rng.int(18, 25));
}

function familyHomeowner(setup: Setup): void {
  const { b, rng, start } = setup;
  const checking = b.addAccount('checking', 'Bank of America', 'Adv Plus Banking', rng.pick([28, 32]));
  const card = b.addAccount('credit', 'Citi', 'Citi Double Cash', rng.pick([23, 25]));
  const savings = b.addAccount('savings', 'Bank of America', 'Advantage Savings', 32);
  const [earner1, earner2] = some(rng, P.EMPLOYERS, 2, b.home[0]) as [Party, Party];
  const net1 = rng.int(2600, 3900);
  const net2 = rng.int(1900, 3100);
  payroll(b, rng, checking, earner1, () => round2(net1 * rng.between(0.99, 1.01)), 'biweekly', start);
  payroll(b, rng, checking, earner2, () => round2(net2 * rng.between(0.99, 1.01)), 'semimonthly', start);

  const mortgage = round2(rng.between(2100, 3400));
  b.bill(checking, rng.pick(P.MORTGAGE), {
    frequency: 'monthly',
    firstDay: monthDay(start, 1, 1),
    amount: () => mortgage,
  });
  const carLoan = round2(rng.between(380, 620));
  b.bill(checking, rng.pick(P.CAR_LENDERS), {
    frequency: 'monthly',
    firstDay: start + rng.int(4, 14),
    amount: () => carLoan,
    late: { index: rng.int(5, 9), days: rng.int(7, 10) },
  });
  b.phenomena.add('late_charge');
  const care = rng.pick(P.CHILDCARE);
  const tuition = rng.int(28, 42) * 10;
  const monday = start + ((1 - weekdayOf(start) + 7) % 7);
  b.bill(checking, care, {
    frequency: 'weekly',
    firstDay: monday,
    amount: () => tuition,
    skip: [rng.int(20, 30), rng.int(40, 48)],
  });
  b.phenomena.add('weekly_charge');
  b.phenomena.add('skipped_charge');
  const insurer = rng.pick(P.AUTO_INSURERS);
  const premium = round2(rng.between(140, 260));
  b.bill(checking, insurer, { frequency: 'monthly', firstDay: start + rng.int(5, 25), amount: () => premium });
  const life = round2(rng.between(25, 60));
  b.bill(checking, P.LIFE_INSURANCE, { frequency: 'monthly', firstDay: start + rng.int(5, 25), amount: () => life });
  const utilities = P.utilitiesOf(b.home[0]);
  utility(setup, checking, utilities.power, rng.between(130, 240));
  utility(setup, checking, utilities.gas ?? (P.GAS_UTILITY[1] as Party), rng.between(45, 110));
  utility(setup, checking, utilities.water ?? (P.WATER[1] as Party), rng.between(150, 280), 'quarterly');
  b.phenomena.add('quarterly_charge');
  const phone = rng.pick([P.PHONE[1], P.PHONE[2]]) as Party;
  const phoneBill = round2(rng.between(160, 240));
  b.bill(checking, phone, { frequency: 'monthly', firstDay: start + rng.int(10, 24), amount: () => phoneBill });
  const internet = rng.pick(P.INTERNET);
  const internetBill = rng.pick([79.99, 89.99, 105]);
  b.bill(checking, internet, { frequency: 'monthly', firstDay: start + rng.int(3, 20), amount: () => internetBill });
  const gym = rng.pick(P.GYMS);
  b.bill(card, gym, { frequency: 'monthly', firstDay: start + rng.int(1, 27), amount: () => 49.99 });
  b.phenomena.add('gym_two_names');
  subscriptions(setup, card, {
    rise: { party: P.NETFLIX, from: 15.49, to: 17.99 },
    cancelled: { party: P.MAX, amount: 16.99 },
    fresh: { party: P.PELOTON, amount: 44 },
    apple: [9.99, 19.95],
    extra: [
      { party: P.DISNEY_PLUS, amount: 13.99 },
      { party: P.SPOTIFY, amount: 19.99 },
    ],
  });
  b.bill(card, P.AMAZON_PRIME, { frequency: 'yearly', firstDay: start + rng.int(5, 20), amount: () => 139 });
  const costco = rng.pick([65, 130]);
  b.bill(card, P.COSTCO_MEMBERSHIP, { frequency: 'yearly', firstDay: start + rng.int(21, 30), amount: () => costco });
  b.phenomena.add('yearly_charge');

  const parking = P.PARKING[1] as Party;
  commute(b, rng.fork('parking'), card, parking, rng.pick([12, 15, 18]), 0.5, start);
  const grocers = some(rng, P.GROCERS.slice(3), 3, b.home[0]);
  everyday(b, rng.fork('groceries'), (r) => (r.chance(0.4) ? checking : card), grocers, 2.6, 35, 260, start);
  everyday(b, rng.fork('fuel'), card, some(rng, P.FUEL_STATIONS, 2, b.home[0]), 1.3, 32, 78, start);
  everyday(b, rng.fork('dining'), card, some(rng, P.DINING, 4, b.home[0]), 2, 9, 95, start);
  everyday(b, rng.fork('amazon'), card, [P.AMAZON], 1.6, 9, 160, start);
  everyday(b, rng.fork('shops'), card, some(rng, P.SHOPS, 5, b.home[0]), 1.1, 12, 220, start);
  const sitter = person(rng);
  for (let day = start; day <= b.endDay; day += 1) {
    if (rng.chance(0.04))
      b.p2p(checking, 'zelle', sitter, 'out', day, rng.int(4, 10) * 10, spend(`person:${sitter}`, 'essential'));
    if (rng.chance(0.015))
      b.p2p(checking, 'venmo', person(rng), 'in', day, skewed(rng, 15, 90), {
        entityId: 'venmo',
        flow: 'reimbursement',
      });
  }
  b.phenomena.add('p2p_in');
  b.phenomena.add('p2p_out');
  refunds(b, rng, card, [P.AMAZON, ...P.SHOPS.slice(0, 3)], 4);
  savingsHabit(b, rng, checking, savings, rng.int(5, 12) * 100);
  plantFraud(b, rng.fork('fraud'), card, checking, grocers[0] as Party);
  cardAutopay(b, rng, checking, card, 'Citi', rng.int(15, 25));
}

function gigWorker(setup: Setup): void {
  const { b, rng, start, end } = setup;
  const checking = b.addAccount('checking', 'Wells Fargo', 'Everyday Checking', rng.pick([25, 30]));
  const card = b.addAccount('credit', 'Capital One', 'Quicksilver', rng.pick([22, 25]));
  // Platform payouts: Uber weekly, DoorDash weekly with gaps, Instacart when batches come in.
  const uberDay = start + ((1 - weekdayOf(start) + 7) % 7);
  for (let day = uberDay; day <= end; day += 7)
    if (rng.chance(0.9))
      b.receive(checking, P.UBER_PAYOUTS, day + rng.int(0, 1), skewed(rng, 160, 780), {
        entityId: P.UBER_PAYOUTS.id,
        flow: 'income',
      });
  for (let day = uberDay + 2; day <= end; day += 7)
    if (rng.chance(0.75))
      b.receive(checking, P.DOORDASH_PAYOUTS, day, skewed(rng, 90, 520), {
        entityId: P.DOORDASH_PAYOUTS.id,
        flow: 'income',
      });
  for (let day = start; day <= end; day += 1)
    if (rng.chance(0.22))
      b.receive(checking, P.INSTACART_PAYOUTS, day, skewed(rng, 30, 190), {
        entityId: P.INSTACART_PAYOUTS.id,
        flow: 'income',
      });

  const landlord = person(rng);
  const rent = rng.int(13, 19) * 100;
  b.stream({
    label: `rent to ${landlord}`,
    entityId: `person:${landlord}`,
    accountId: checking.account.account_id,
    frequency: 'monthly',
    kind: 'rent',
    firstDay: monthDay(start, 1, 1),
    amount: () => rent,
    emit: (day, amount) =>
      b.p2p(checking, 'zelle', landlord, 'out', day + rng.int(0, 2), amount, spend(`person:${landlord}`, 'essential')),
  });
  const carLoan = round2(rng.between(320, 540));
  b.bill(checking, rng.pick(P.CAR_LENDERS), {
    frequency: 'monthly',
    firstDay: start + rng.int(4, 14),
    amount: () => carLoan,
  });
  const premium = round2(rng.between(150, 290));
  b.bill(card, rng.pick(P.AUTO_INSURERS), {
    frequency: 'monthly',
    firstDay: start + rng.int(5, 25),
    amount: () => premium,
    late: { index: rng.int(5, 9), days: rng.int(6, 9) },
  });
  b.phenomena.add('late_charge');
  const plan = rng.pick([45, 75]);
  b.bill(card, P.MINT_MOBILE, { frequency: 'quarterly', firstDay: start + rng.int(3, 20), amount: () => plan });
  // Estimated tax on the IRS's quarterly dates, amounts following income.
  b.stream({
    label: 'IRS estimated tax',
    entityId: P.IRS.id,
    accountId: checking.account.account_id,
    frequency: 'quarterly',
    kind: 'tax',
    firstDay: dayOf('2025-06-16'),
    variableAmount: true,
    businessDays: true,
    amount: () => skewed(rng, 600, 1300),
    emit: (day, amount) => b.pay(checking, P.IRS, day, amount, spend(P.IRS.id, 'essential')),
  });
  b.phenomena.add('quarterly_charge');
  b.bill(card, P.FASTRAK, {
    frequency: 'weekly',
    firstDay: start + rng.int(0, 6),
    amount: () => 40,
    skip: [rng.int(8, 20)],
  });
  b.phenomena.add('weekly_charge');
  b.phenomena.add('skipped_charge');
  const aaa = rng.pick([64, 119]);
  b.bill(card, P.AAA, { frequency: 'yearly', firstDay: start + rng.int(5, 25), amount: () => aaa });
  b.phenomena.add('yearly_charge');
  utility(setup, checking, P.utilitiesOf(b.home[0]).power, rng.between(55, 120));
  const gym = P.GYMS[2] as Party;
  const gymDues = rng.pick([10, 24.99]);
  b.bill(card, gym, { frequency: 'monthly', firstDay: start + rng.int(1, 27), amount: () => gymDues });
  b.phenomena.add('gym_two_names');
  subscriptions(setup, card, {
    rise: { party: P.SPOTIFY, from: 10.99, to: 11.99 },
    cancelled: { party: P.HULU, amount: 7.99 },
    fresh: { party: P.CHATGPT, amount: 20 },
    apple: [0.99, 2.99],
    extra: [{ party: P.YOUTUBE, amount: 13.99 }],
  });

  commute(b, rng.fork('parking'), card, P.PARKING[0] as Party, rng.pick([4.5, 6]), 0.45, start);
  const stations = some(rng, P.FUEL_STATIONS, 3, b.home[0]);
  everyday(b, rng.fork('fuel'), (r) => (r.chance(0.35) ? checking : card), stations, 3.2, 28, 72, start);
  const grocers = some(rng, P.GROCERS, 2, b.home[0]);
  everyday(b, rng.fork('groceries'), (r) => (r.chance(0.5) ? checking : card), grocers, 1.2, 15, 110, start);
  everyday(b, rng.fork('dining'), card, some(rng, P.DINING, 4, b.home[0]), 3.5, 6, 35, start);
  everyday(b, rng.fork('amazon'), card, [P.AMAZON], 0.6, 9, 90, start);
  everyday(b, rng.fork('shops'), card, some(rng, P.SHOPS, 3, b.home[0]), 0.4, 12, 150, start);
  const buddy = person(rng);
  for (let day = start; day <= end; day += 1) {
    if (rng.chance(0.04))
      b.p2p(checking, 'cashapp', buddy, 'out', day, skewed(rng, 10, 120), spend(`person:${buddy}`, 'discretionary'));
    if (rng.chance(0.02))
      b.p2p(checking, 'cashapp', buddy, 'in', day, skewed(rng, 10, 80), { entityId: 'cashapp', flow: 'reimbursement' });
  }
  b.phenomena.add('p2p_in');
  b.phenomena.add('p2p_out');
  refunds(b, rng, card, [P.AMAZON, ...stations], 2);
  plantFraud(b, rng.fork('fraud'), card, checking, stations[0] as Party);
  cardAutopay(b, rng, checking, card, 'Capital One', rng.int(10, 20));
}

function student(setup: Setup): void {
  const { b, rng, start, end } = setup;
  const checking = b.addAccount('checking', 'PNC', 'Virtual Wallet Student', rng.pick([24, 28]));
  const card = b.addAccount('credit', 'Discover', 'Discover it Student', 25);
  const job = rng.pick(P.STUDENT_EMPLOYERS);
  payroll(b, rng, checking, job, () => skewed(rng, 260, 680), 'biweekly', start);
  // Support from a parent on about the 1st of each month, and reimbursements from roommates.
  const parent = `${rng.pick(['LINDA', 'MARK', 'SUSAN', 'DAVID'])} ${b.holder.split(' ')[1] ?? 'DOE'}`;
  const support = rng.int(5, 9) * 100;
  for (let m = 0; m < 14; m += 1) {
    const day = monthDay(start, m, 1) + rng.int(-2, 2);
    if (day > start && day <= end)
      b.p2p(checking, 'zelle', parent, 'in', day, support, { entityId: `person:${parent}`, flow: 'income' });
  }
  const roommate = person(rng);
  const rent = rng.int(65, 95) * 10;
  b.stream({
    label: `rent share to ${roommate}`,
    entityId: `person:${roommate}`,
    accountId: checking.account.account_id,
    frequency: 'monthly',
    kind: 'rent',
    firstDay: monthDay(start, 1, 1),
    amount: () => rent,
    emit: (day, amount) =>
      b.p2p(checking, 'zelle', roommate, 'out', day + rng.int(0, 3), amount, spend(`person:${roommate}`, 'essential')),
  });
  const friends = [person(rng), person(rng)];
  for (let day = start; day <= end; day += 1) {
    if (rng.chance(0.06)) {
      const friend = rng.pick(friends);
      b.p2p(checking, 'venmo', friend, 'out', day, skewed(rng, 6, 45), spend(`person:${friend}`, 'discretionary'));
    }
    if (rng.chance(0.05))
      b.p2p(checking, 'zelle', roommate, 'in', day, skewed(rng, 12, 70), {
        entityId: `person:${roommate}`,
        flow: 'reimbursement',
      });
  }
  b.phenomena.add('p2p_in');
  b.phenomena.add('p2p_out');

  b.bill(checking, P.INTERNET[0] as Party, {
    frequency: 'monthly',
    firstDay: start + rng.int(5, 20),
    amount: () => 55,
    late: { index: rng.int(4, 9), days: rng.int(6, 9) },
  });
  b.phenomena.add('late_charge');
  utility(setup, checking, P.utilitiesOf(b.home[0]).power, rng.between(35, 70));
  const permit = rng.pick([96, 132]);
  b.bill(card, P.PARKING_PERMIT, { frequency: 'quarterly', firstDay: start + rng.int(3, 20), amount: () => permit });
  b.phenomena.add('quarterly_charge');
  b.bill(card, P.LAUNDRY, {
    frequency: 'weekly',
    firstDay: start + rng.int(0, 6),
    amount: () => 20,
    skip: [rng.int(6, 14), rng.int(30, 40)],
  });
  b.phenomena.add('weekly_charge');
  b.phenomena.add('skipped_charge');
  b.bill(card, P.AMAZON_PRIME, { frequency: 'yearly', firstDay: start + rng.int(5, 20), amount: () => 69 });
  b.phenomena.add('yearly_charge');
  b.bill(card, P.GYMS[2] as Party, { frequency: 'monthly', firstDay: start + rng.int(1, 27), amount: () => 10 });
  b.phenomena.add('gym_two_names');
  subscriptions(setup, card, {
    rise: { party: P.NETFLIX, from: 6.99, to: 7.99 },
    cancelled: { party: P.HULU, amount: 1.99 },
    fresh: { party: P.CHATGPT, amount: 20 },
    apple: [0.99, 5.99],
    extra: [{ party: P.SPOTIFY, amount: 5.99 }],
  });
  commute(b, rng.fork('bus'), checking, P.TRANSIT[2] as Party, 1.5, 0.6, start);
  const grocers = some(rng, [P.GROCERS[1], P.GROCERS[3], P.GROCERS[6]] as Party[], 2, b.home[0]);
  everyday(b, rng.fork('groceries'), (r) => (r.chance(0.5) ? checking : card), grocers, 1.3, 8, 75, start);
  everyday(b, rng.fork('dining'), card, some(rng, P.DINING, 5, b.home[0]), 4, 4, 28, start);
  everyday(b, rng.fork('amazon'), card, [P.AMAZON], 0.5, 8, 60, start);
  everyday(b, rng.fork('shops'), card, some(rng, P.SHOPS, 3, b.home[0]), 0.4, 8, 90, start);
  everyday(b, rng.fork('rides'), card, [P.RIDES, P.DELIVERY], 0.9, 8, 35, start);
  refunds(b, rng, card, [P.AMAZON], 2);
  plantFraud(b, rng.fork('fraud'), card, checking, grocers[0] as Party);
  cardAutopay(b, rng, checking, card, 'Discover', rng.int(10, 20));
}

const BUILDERS: Readonly<Record<HouseholdType, (setup: Setup) => void>> = {
  salaried_renter: salariedRenter,
  family_homeowner: familyHomeowner,
  gig_worker: gigWorker,
  student,
};

const HOMES: Readonly<Record<HouseholdType, readonly (readonly [string, string])[]>> = {
  salaried_renter: [
    ['SAN FRANCISCO', 'CA'],
    ['NEW YORK', 'NY'],
    ['CHICAGO', 'IL'],
  ],
  family_homeowner: [
    ['CHARLOTTE', 'NC'],
    ['CHICAGO', 'IL'],
  ],
  gig_worker: [
    ['OAKLAND', 'CA'],
    ['AUSTIN', 'TX'],
  ],
  student: [['ANN ARBOR', 'MI']],
};

/** One household of a type, deterministic per seed. */
export function generateHousehold(type: HouseholdType, seed: number): Household {
  const rng = createRng((hashString(type) ^ Math.imul(seed, 0x9e3779b1)) >>> 0);
  const id = `${type}-${seed}`;
  const end = dayOf(CORPUS_NOW);
  const start = end - HISTORY_DAYS;
  const home = rng.pick(HOMES[type]);
  const holder = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  const b = new HouseholdBuilder(id, rng.fork('builder'), end, rng.between(0.35, 0.65), holder, home);
  BUILDERS[type]({ b, rng: rng.fork('household'), start, end });
  const transactions = [...b.transactions].sort((x, y) =>
    x.date === y.date ? (x.transaction_id < y.transaction_id ? -1 : 1) : x.date < y.date ? 1 : -1,
  );
  return {
    id,
    type,
    seed,
    now: CORPUS_NOW,
    accounts: b.accounts.map((a) => a.account),
    transactions,
    truth: b.truth(),
  };
}

/** Seeds of the committed corpus: three households of each type. */
export const CORPUS_SEEDS = [11, 23, 37] as const;

/** The whole corpus: every household type, several seeds each. */
export function generateCorpus(seeds: readonly number[] = CORPUS_SEEDS): Household[] {
  return HOUSEHOLD_TYPES.flatMap((type) => seeds.map((seed) => generateHousehold(type, seed)));
}
