import type { Account, RecurringFrequency, Transaction, TransactionLocation } from '@ledgerlight/contract';

import { createRandom } from './prng';
import type { Random } from './prng';
import { addMonthsToDay, dayOf, dayOfDate, isoOfDay, weekdayOfDay } from './util';

/**
 * Synthetic bank data with ground truth, for accuracy tests and benchmarks. Each account
 * is one persona: salary, rent and bills, subscriptions (some cancelled, some with a price rise),
 * everyday spending at realistic merchants with the raw descriptions banks send (processor prefixes,
 * store numbers, cities), transfers, refunds, a legitimate trip abroad, and planted fraud anomalies.
 * Plaid's sign convention: positive amounts are money out. The same seed gives the same data.
 */

/**
 * A generated dollar amount to the cent, as a bank reports it. The generator plays the bank: it
 * writes contract dollars, and the engine's cents begin where the ledger reads them (money.ts).
 */
function toTheCent(dollars: number): number {
  return Math.round((dollars + Number.EPSILON) * 100) / 100;
}

export interface SyntheticOptions {
  readonly seed?: number;
  /** Accounts (personas); about 880 transactions each per 12 months. Default 5. */
  readonly accounts?: number;
  /** Months of history up to `now`. Default 12. */
  readonly months?: number;
  /** The last day of the history. Default 2026-06-15. */
  readonly now?: Date;
  /** Plant fraud anomalies in the last 6 months. Default true. */
  readonly anomalies?: boolean;
  /**
   * Bill some recurring streams under several descriptors of one merchant (DESCRIPTOR_VARIANTS:
   * abbreviations, '&' and AND, payment suffixes, store numbers, processor prefixes), picked per
   * charge. Default false.
   */
  readonly descriptorVariants?: boolean;
}

export interface TruthStream {
  readonly accountId: string;
  readonly label: string;
  readonly frequency: RecurringFrequency;
  /** Every charge of the stream, oldest first. */
  readonly transactionIds: readonly string[];
  /** Whether the stream stopped before `now`. */
  readonly cancelled: boolean;
  /** The planted price rise: the first charge at the new price. */
  readonly priceIncrease: { readonly transactionId: string; readonly from: number; readonly to: number } | null;
}

export const ANOMALY_TYPES = [
  'unusual_amount',
  'new_merchant',
  'duplicate_charge',
  'card_testing',
  'foreign_transaction',
] as const;
export type AnomalyType = (typeof ANOMALY_TYPES)[number];

export interface TruthAnomaly {
  readonly accountId: string;
  readonly type: AnomalyType;
  /** The planted charges (a duplicate lists the original and the copy). */
  readonly transactionIds: readonly string[];
}

export interface SyntheticDataset {
  readonly accounts: Account[];
  readonly transactions: Transaction[];
  readonly truth: { readonly recurring: TruthStream[]; readonly anomalies: TruthAnomaly[] };
  readonly now: Date;
}

/** The default `now` of generated data. */
export const SYNTHETIC_NOW = new Date(Date.UTC(2026, 5, 15));

interface RecurringTemplate {
  readonly label: string;
  readonly name: string;
  readonly category: readonly string[];
  readonly price: number;
  readonly frequency: RecurringFrequency;
  /** Relative spread of a variable bill. */
  readonly spread?: number;
  /** Eligible for a planted price rise. */
  readonly canRise?: boolean;
}

const SUBSCRIPTION = ['Service', 'Subscription'] as const;
const GYM = ['Recreation', 'Gyms and Fitness Centers'] as const;

const SUBSCRIPTIONS: readonly RecurringTemplate[] = [
  {
    label: 'Netflix',
    name: 'NETFLIX.COM 866-579-7172 CA',
    category: SUBSCRIPTION,
    price: 15.49,
    frequency: 'monthly',
    canRise: true,
  },
  { label: 'Spotify', name: 'Spotify USA', category: SUBSCRIPTION, price: 11.99, frequency: 'monthly', canRise: true },
  { label: 'Hulu', name: 'PAYPAL *HULU', category: SUBSCRIPTION, price: 17.99, frequency: 'monthly', canRise: true },
  {
    label: 'Disney+',
    name: 'DISNEY PLUS 888-905-7888 CA',
    category: SUBSCRIPTION,
    price: 13.99,
    frequency: 'monthly',
    canRise: true,
  },
  { label: 'Max', name: 'HBO MAX', category: SUBSCRIPTION, price: 16.99, frequency: 'monthly', canRise: true },
  {
    label: 'YouTube Premium',
    name: 'GOOGLE *YouTubePremium',
    category: SUBSCRIPTION,
    price: 13.99,
    frequency: 'monthly',
    canRise: true,
  },
  { label: 'Paramount+', name: 'PARAMOUNT+', category: SUBSCRIPTION, price: 7.99, frequency: 'monthly', canRise: true },
  { label: 'Dropbox', name: 'DROPBOX*7XK2PLM', category: SUBSCRIPTION, price: 11.99, frequency: 'monthly' },
  {
    label: 'Microsoft 365',
    name: 'MSFT * MICROSOFT 365',
    category: SUBSCRIPTION,
    price: 9.99,
    frequency: 'monthly',
    canRise: true,
  },
  {
    label: 'Adobe',
    name: 'ADOBE *CREATIVE CLOUD',
    category: SUBSCRIPTION,
    price: 59.99,
    frequency: 'monthly',
    canRise: true,
  },
  {
    label: 'NYTimes',
    name: 'NYTIMES*NYTDIGITALSUBSCR',
    category: SUBSCRIPTION,
    price: 17,
    frequency: 'monthly',
    canRise: true,
  },
  { label: 'ChatGPT', name: 'OPENAI *CHATGPT SUBSCR', category: SUBSCRIPTION, price: 20, frequency: 'monthly' },
  { label: 'Audible', name: 'Audible*2X4TY8', category: SUBSCRIPTION, price: 14.95, frequency: 'monthly' },
  { label: 'Xbox', name: 'XBOX GAME PASS', category: SUBSCRIPTION, price: 16.99, frequency: 'monthly', canRise: true },
  { label: 'Peloton', name: 'PELOTON* MEMBERSHIP', category: GYM, price: 44, frequency: 'monthly', canRise: true },
  {
    label: 'Planet Fitness',
    name: 'PLANET FITNESS CLUB FEES',
    category: GYM,
    price: 24.99,
    frequency: 'monthly',
    canRise: true,
  },
  { label: 'DashPass', name: 'DD *DASHPASS', category: SUBSCRIPTION, price: 9.99, frequency: 'monthly' },
  { label: 'NordVPN', name: 'NORDVPN.COM', category: SUBSCRIPTION, price: 12.99, frequency: 'monthly' },
  { label: '1Password', name: '1PASSWORD', category: SUBSCRIPTION, price: 2.99, frequency: 'monthly' },
  {
    label: 'iCloud',
    name: 'APPLE.COM/BILL 866-712-7753 CA',
    category: SUBSCRIPTION,
    price: 2.99,
    frequency: 'monthly',
  },
  {
    label: 'Apple Music',
    name: 'APPLE.COM/BILL 866-712-7753 CA',
    category: SUBSCRIPTION,
    price: 10.99,
    frequency: 'monthly',
  },
  { label: 'Patreon', name: 'PATREON* MEMBERSHIP', category: SUBSCRIPTION, price: 5, frequency: 'monthly' },
  {
    label: 'Yoga studio',
    name: 'SQ *SUNRISE YOGA STUDIO',
    category: GYM,
    price: 89,
    frequency: 'monthly',
    canRise: true,
  },
  {
    label: 'HelloFresh',
    name: 'HELLOFRESH 646-846-3663 NY',
    category: ['Food and Drink', 'Meal Kits'],
    price: 69.99,
    frequency: 'weekly',
  },
  { label: 'Dog walker', name: 'SQ *PAWS DOG WALKING', category: ['Service', 'Pets'], price: 60, frequency: 'weekly' },
  {
    label: 'Pest control',
    name: 'TERMINIX PEST CONTROL',
    category: ['Service', 'Pest Control'],
    price: 89,
    frequency: 'quarterly',
  },
  { label: 'Amazon Prime', name: 'AMAZON PRIME*2K4L', category: SUBSCRIPTION, price: 139, frequency: 'yearly' },
  {
    label: 'Domain renewal',
    name: 'NAMECHEAP.COM',
    category: ['Service', 'Internet Services'],
    price: 14.98,
    frequency: 'yearly',
  },
  {
    label: 'Costco membership',
    name: 'COSTCO MBR FEE',
    category: ['Shops', 'Warehouses and Wholesale Stores'],
    price: 65,
    frequency: 'yearly',
  },
];

const BILLS: readonly RecurringTemplate[] = [
  {
    label: 'Electric',
    name: 'CITY POWER & LIGHT',
    category: ['Service', 'Utilities', 'Electric'],
    price: 95,
    frequency: 'monthly',
    spread: 0.18,
  },
  {
    label: 'Internet',
    name: 'COMCAST XFINITY',
    category: ['Service', 'Cable'],
    price: 79.99,
    frequency: 'monthly',
    canRise: true,
  },
  {
    label: 'Phone',
    name: 'VZWRLSS*APOCC VISB',
    category: ['Service', 'Telecommunication Services'],
    price: 85,
    frequency: 'monthly',
  },
  {
    label: 'Car insurance',
    name: 'GEICO *AUTO',
    category: ['Service', 'Insurance'],
    price: 132.5,
    frequency: 'monthly',
    canRise: true,
  },
  {
    label: 'Water',
    name: 'CITY WATER DEPT',
    category: ['Service', 'Utilities', 'Water'],
    price: 120,
    frequency: 'quarterly',
    spread: 0.15,
  },
];

/**
 * Other descriptors under which a bank writes the same merchant, by template label (ADR 0016). Some
 * follow rules the normaliser was written for; 'Yoga studio', 'Phone' and 'Internet' use styles it was not
 * written against (a different processor, a trailing reference, a reordered name).
 */
export const DESCRIPTOR_VARIANTS: Readonly<Record<string, readonly string[]>> = {
  Rent: ['MAPLE COURT APARTMENTS ONLINE PMT', 'MAPLE COURT APTS WEB ONLINE'],
  Electric: ['CITY POWER AND LIGHT ONLINE PMT', 'CITY POWER & LIGHT #0042'],
  Water: ['CITY WATER DEPARTMENT ACH PMT'],
  Internet: ['XFINITY COMCAST ONLINE PMT', 'COMCAST XFINITY WEB PMT'],
  Phone: ['VERIZON WIRELESS PAYMENTS', 'VZWRLSS*MY VZ VN P'],
  Parking: ['DOWNTOWN PARK GARAGE #07'],
  'Yoga studio': ['SUNRISE YOGA STUDIO', 'CLOVER*SUNRISE YOGA STUDIO'],
  'Dog walker': ['PAWS DOG WALKING', 'SQ *PAWS DOG WALKING LLC'],
};

const PARKING: RecurringTemplate = {
  label: 'Parking',
  name: 'DOWNTOWN PARK GARAGE #12',
  category: ['Travel', 'Parking'],
  price: 12,
  frequency: 'daily',
};

interface Shop {
  readonly names: readonly string[];
  readonly category: readonly string[];
  readonly median: number;
  readonly sigma: number;
}

const RESTAURANT = ['Food and Drink', 'Restaurants'] as const;
const COFFEE = ['Food and Drink', 'Restaurants', 'Coffee Shop'] as const;
const GROCERY = ['Shops', 'Supermarkets and Groceries'] as const;

const CITIES = ['SEATTLE WA', 'PORTLAND OR', 'SAN FRANCISCO CA', 'AUSTIN TX', 'DENVER CO', 'CHICAGO IL'] as const;

const GROCERS: readonly Shop[] = [
  { names: ['WHOLE FOODS MKT #10234', 'WHOLE FOODS MKT #10871'], category: GROCERY, median: 78, sigma: 0.35 },
  { names: ["TRADER JOE'S #123", "TRADER JOE'S #456"], category: GROCERY, median: 62, sigma: 0.3 },
  { names: ['SAFEWAY 1234', 'SAFEWAY 3301'], category: GROCERY, median: 54, sigma: 0.35 },
  { names: ['KROGER #456'], category: GROCERY, median: 70, sigma: 0.35 },
];
const RESTAURANTS: readonly Shop[] = [
  'TST* PIZZERIA DELFINA',
  'SQ *TACO LOCO',
  'CHIPOTLE 1234',
  'SWEETGREEN DTLA',
  'TST* THE PHO SPOT',
  'SQ *NOODLE BAR',
  'SHAKE SHACK #301',
  'PANERA BREAD #2201',
  'TST* BURMA SUPERSTAR',
  'SQ *THE GREEK KITCHEN',
  'OLIVE GARDEN 0098',
  'TST* LUIGIS TRATTORIA',
  'SQ *SUSHI ZONE',
  'FIVE GUYS 1444',
  'IN-N-OUT BURGER 212',
  'TST* BLUE PLATE',
  'SQ *KABOB HOUSE',
  'THE CHEESECAKE FACTORY #0071',
  'TST* RAMEN NAKAMURA',
  'SQ *LA TAQUERIA',
].map((name) => ({ names: [name], category: RESTAURANT, median: 28, sigma: 0.45 }));
const CAFES: readonly Shop[] = [
  { names: ['STARBUCKS STORE 05123', 'STARBUCKS STORE 11872'], category: COFFEE, median: 5.8, sigma: 0.25 },
  { names: ['SQ *BLUE BOTTLE COFFEE'], category: COFFEE, median: 6.2, sigma: 0.22 },
  { names: ['PHILZ COFFEE #12'], category: COFFEE, median: 6.5, sigma: 0.2 },
];
const OTHER_SHOPS: ReadonlyArray<{ shop: Shop; perDay: number }> = [
  {
    shop: {
      names: ['TARGET T-1234', 'TARGET 00012'],
      category: ['Shops', 'Department Stores'],
      median: 48,
      sigma: 0.55,
    },
    perDay: 0.04,
  },
  {
    shop: {
      names: ['SHELL OIL 57444322', 'CHEVRON 0012345'],
      category: ['Travel', 'Gas Stations'],
      median: 46,
      sigma: 0.2,
    },
    perDay: 0.1,
  },
  {
    shop: { names: ['UBER *TRIP', 'LYFT *RIDE'], category: ['Travel', 'Taxi'], median: 19, sigma: 0.45 },
    perDay: 0.08,
  },
  { shop: { names: ['DOORDASH*CHIPOTLE', 'UBER EATS'], category: RESTAURANT, median: 34, sigma: 0.3 }, perDay: 0.07 },
  {
    shop: {
      names: ['AMC THEATRES 0412', 'TICKETMASTER'],
      category: ['Recreation', 'Arts and Entertainment'],
      median: 38,
      sigma: 0.4,
    },
    perDay: 0.03,
  },
  {
    shop: {
      names: ['CVS/PHARMACY #0567', 'WALGREENS #1234'],
      category: ['Healthcare', 'Pharmacies'],
      median: 22,
      sigma: 0.5,
    },
    perDay: 0.04,
  },
  {
    shop: {
      names: ['GREAT CLIPS #4410'],
      category: ['Service', 'Personal Care', 'Hair Salons'],
      median: 32,
      sigma: 0.15,
    },
    perDay: 0.02,
  },
  {
    shop: {
      names: ['NORDSTROM #0420', 'UNIQLO USA'],
      category: ['Shops', 'Clothing and Accessories'],
      median: 85,
      sigma: 0.5,
    },
    perDay: 0.02,
  },
  {
    shop: { names: ['BARNES & NOBLE #2290'], category: ['Shops', 'Bookstores'], median: 26, sigma: 0.4 },
    perDay: 0.015,
  },
];

const CARD_TESTERS = ['SP DIGITAL*7QX', 'PAYGATE*GIFTCARD', 'WEBSTORE*VERIFY', 'DIGITALSVC*AUTH'] as const;
const FOREIGN_FRAUD: ReadonlyArray<{ name: string; currency: string; country: string; city: string }> = [
  { name: 'HOTEL LUMINA LISBOA', currency: 'EUR', country: 'PT', city: 'Lisboa' },
  { name: 'ELEKTRO MARKT BERLIN', currency: 'EUR', country: 'DE', city: 'Berlin' },
  { name: 'LUXE WATCHES DUBAI', currency: 'AED', country: 'AE', city: 'Dubai' },
];
const NEW_MERCHANT_FRAUD = [
  'ELECTRO HUB MIAMI FL',
  'BESTTECH ELECTRONICS',
  'GADGET WAREHOUSE NJ',
  'PRIME JEWELERS NY',
] as const;

const ALPHANUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function code(random: Random, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHANUM[random.int(0, ALPHANUM.length - 1)];
  return out;
}

/** Builds one persona's account, transactions and truth. */
function persona(
  random: Random,
  index: number,
  startDay: number,
  endDay: number,
  anomalies: boolean,
  descriptorVariants: boolean,
) {
  const accountId = `acc_${String(index).padStart(4, '0')}_${code(random, 6).toLowerCase()}`;
  const isCard = index % 2 === 1;
  const account: Account = {
    account_id: accountId,
    name: isCard ? 'Rewards Card' : 'Everyday Checking',
    type: isCard ? 'credit' : 'depository',
    subtype: isCard ? 'credit card' : 'checking',
    institution_name: random.pick(['First Platypus Bank', 'Tartan Bank', 'Houndstooth Credit Union']),
    balances: {
      current: toTheCent(random.between(300, 9000)),
      available: isCard ? null : toTheCent(random.between(200, 8000)),
    },
    mask: String(random.int(1000, 9999)),
  };
  const transactions: Transaction[] = [];
  const recurring: TruthStream[] = [];
  const planted: TruthAnomaly[] = [];
  const city = random.pick(CITIES);
  let seq = 0;
  const push = (
    day: number,
    name: string,
    amount: number,
    category: readonly string[],
    extra: { currency?: string; location?: TransactionLocation } = {},
  ): Transaction => {
    const transaction: Transaction = {
      transaction_id: `txn_${accountId.slice(4)}_${(seq += 1)}`,
      account_id: accountId,
      date: isoOfDay(day),
      name,
      category: [...category],
      amount: toTheCent(amount),
      pending: endDay - day < 2,
      iso_currency_code: extra.currency ?? 'USD',
      ...(extra.location ? { location: extra.location } : {}),
    };
    transactions.push(transaction);
    return transaction;
  };

  // Income: bi-weekly salary on Fridays (money in, so negative).
  const salary = toTheCent(random.between(1800, 4200));
  let payday = startDay + ((5 - weekdayOfDay(startDay) + 7) % 7);
  while (payday <= endDay) {
    push(payday, 'NORTHWIND ANALYTICS PAYROLL DIR DEP', -salary, ['Transfer', 'Payroll']);
    payday += 14;
  }

  // Recurring streams.
  const rent = toTheCent(random.between(1200, 2600));
  const templates: RecurringTemplate[] = [
    { label: 'Rent', name: 'MAPLE COURT APTS RENT', category: ['Payment', 'Rent'], price: rent, frequency: 'monthly' },
    ...random.sample(BILLS, random.int(3, 5)),
    ...random.sample(SUBSCRIPTIONS, random.int(5, 9)),
    ...(random.chance(0.3) ? [PARKING] : []),
  ];
  for (const template of templates) {
    const ids: string[] = [];
    const cancelled = template.frequency === 'monthly' && template.category === SUBSCRIPTION && random.chance(0.12);
    const stopDay = cancelled ? endDay - random.int(75, 130) : endDay;
    const lateStart = template.frequency !== 'yearly' && template.frequency !== 'daily' && random.chance(0.08);
    let day: number;
    switch (template.frequency) {
      case 'daily':
        day = startDay;
        break;
      case 'weekly':
        day = startDay + random.int(0, 6);
        break;
      case 'monthly':
        day = lateStart ? endDay - random.int(70, 100) : startDay + random.int(0, 27);
        break;
      case 'quarterly':
        day = startDay + random.int(0, 90);
        break;
      case 'yearly':
        day = startDay + random.int(0, 200);
        break;
    }
    const anchor = day;
    const variants = descriptorVariants ? (DESCRIPTOR_VARIANTS[template.label] ?? []) : [];
    /** The descriptor of one charge: the template's, or half the time one of its variants. */
    const descriptor = (): string =>
      variants.length > 0 && random.chance(0.5) ? random.pick(variants) : template.name;
    let price = template.price;
    let rise: TruthStream['priceIncrease'] = null;
    const riseWanted = template.canRise === true && !cancelled && random.chance(0.35);
    const riseFrom = endDay - random.int(25, 140);
    for (let n = 0; day <= stopDay; n += 1) {
      const jitter = template.frequency === 'daily' || template.frequency === 'weekly' ? 0 : random.int(-2, 2);
      const chargeDay = Math.min(day + jitter, endDay);
      const skip = template.frequency === 'daily' && (weekdayOfDay(chargeDay) === 0 || weekdayOfDay(chargeDay) === 6);
      if (!skip && chargeDay >= startDay) {
        if (riseWanted && !rise && chargeDay >= riseFrom && ids.length >= 2) {
          const from = price;
          price = toTheCent(price + random.pick([1, 1.5, 2, 2.5, 3]) + (price > 50 ? 5 : 0));
          const amount = price;
          const t = push(chargeDay, descriptor(), amount, template.category);
          rise = { transactionId: t.transaction_id, from, to: price };
          ids.push(t.transaction_id);
        } else {
          const amount = template.spread ? random.logNormal(price, template.spread) : price;
          ids.push(push(chargeDay, descriptor(), amount, template.category).transaction_id);
        }
      }
      switch (template.frequency) {
        case 'daily':
          day += 1;
          break;
        case 'weekly':
          day += 7;
          break;
        case 'monthly':
          day = addMonthsToDay(anchor, n + 1);
          break;
        case 'quarterly':
          day = addMonthsToDay(anchor, 3 * (n + 1));
          break;
        case 'yearly':
          day = addMonthsToDay(anchor, 12 * (n + 1));
          break;
      }
    }
    // Parking on workdays is daily spending, not a bill: a daily charge is recurring only when it
    // bills every day (ADR 0031), so the truth does not list it.
    if (ids.length > 0 && template.frequency !== 'daily') {
      recurring.push({
        accountId,
        label: template.label,
        frequency: template.frequency,
        transactionIds: ids,
        cancelled,
        priceIncrease: rise,
      });
    }
  }

  // Everyday spending.
  const grocers = random.sample(GROCERS, 2);
  const restaurants = random.sample(RESTAURANTS, 12);
  const cafes = random.sample(CAFES, 2);
  const visit = (day: number, shop: Shop) => {
    const name = `${random.pick(shop.names)} ${city}`;
    const amount = Math.min(random.logNormal(shop.median, shop.sigma), shop.median * 3);
    return push(day, name, Math.max(1, amount), shop.category);
  };
  for (let day = startDay; day <= endDay; day += 1) {
    if (random.chance(0.3)) visit(day, random.pick(grocers));
    if (random.chance(0.3)) visit(day, random.pick(restaurants));
    if (random.chance(0.45)) visit(day, random.pick(cafes));
    if (random.chance(0.18)) {
      push(day, `AMZN Mktp US*${code(random, 6)}`, Math.max(4, Math.min(random.logNormal(32, 0.7), 220)), [
        'Shops',
        'Digital Purchase',
      ]);
    }
    for (const { shop, perDay } of OTHER_SHOPS) if (random.chance(perDay)) visit(day, shop);
    if (random.chance(0.02))
      push(day, 'AMAZON.COM REFUND', -toTheCent(random.between(8, 60)), ['Shops', 'Digital Purchase']);
    if (random.chance(0.005)) push(day, 'ATM FEE', 3, ['Bank Fees', 'ATM']);
  }
  // Transfers: card payment and savings, monthly; an overdraft fee now and then.
  for (let day = startDay + random.int(0, 27); day <= endDay; day = addMonthsToDay(day, 1)) {
    push(
      day,
      isCard ? 'PAYMENT THANK YOU' : 'ONLINE TRANSFER TO SAVINGS',
      isCard ? -toTheCent(random.between(800, 2500)) : 300,
      isCard ? ['Payment', 'Credit Card'] : ['Transfer', 'Account Transfer'],
    );
  }
  if (random.chance(0.4)) push(random.int(startDay, endDay), 'OVERDRAFT FEE', 35, ['Bank Fees', 'Overdraft']);

  // Travel: a domestic trip, and for some a legitimate trip abroad with several charges.
  const tripDay = random.int(startDay, endDay - 20);
  push(
    tripDay - random.int(10, 30),
    random.pick(['DELTA AIR LINES', 'UNITED AIRLINES', 'ALASKA AIR']),
    random.between(220, 600),
    ['Travel', 'Airlines and Aviation Services'],
  );
  push(tripDay, random.pick(['HILTON HOTELS', 'MARRIOTT DOWNTOWN', 'HYATT REGENCY']), random.between(250, 600), [
    'Travel',
    'Lodging',
  ]);
  if (random.chance(0.35)) {
    const abroad = random.int(startDay + 30, endDay - 10);
    const location: TransactionLocation = { city: 'London', country: 'GB' };
    for (let i = 0; i < random.int(5, 8); i += 1) {
      const shop = random.pick(['PRET A MANGER', 'TESCO METRO', 'TFL TRAVEL CH', 'DISHOOM', 'BRITISH MUSEUM SHOP']);
      push(abroad + random.int(0, 4), shop, random.between(6, 70), ['Food and Drink', 'Restaurants'], {
        currency: 'GBP',
        location,
      });
    }
  }

  // Planted anomalies in the last six months (never in the last three days).
  if (anomalies) {
    const from = endDay - 175;
    const to = endDay - 3;
    const when = () => random.int(from, to);
    if (random.chance(0.6)) {
      const shop = grocers[0] as Shop;
      const t = push(when(), `${shop.names[0]} ${city}`, shop.median * random.between(8, 14), shop.category);
      planted.push({ accountId, type: 'unusual_amount', transactionIds: [t.transaction_id] });
    }
    if (random.chance(0.6)) {
      const t = push(when(), random.pick(NEW_MERCHANT_FRAUD), random.between(1100, 2400), [
        'Shops',
        'Computers and Electronics',
      ]);
      planted.push({ accountId, type: 'new_merchant', transactionIds: [t.transaction_id] });
    }
    if (random.chance(0.6)) {
      const candidates = transactions.filter(
        (t) =>
          t.amount >= 25 &&
          t.amount < 300 &&
          !t.pending &&
          dayOf(t.date) >= from &&
          t.category[0] !== 'Payment' &&
          t.category[0] !== 'Transfer',
      );
      const original = candidates.length ? random.pick(candidates) : undefined;
      if (original) {
        const t = push(dayOf(original.date), original.name, original.amount, original.category);
        planted.push({
          accountId,
          type: 'duplicate_charge',
          transactionIds: [original.transaction_id, t.transaction_id],
        });
      }
    }
    if (random.chance(0.6)) {
      const day = when();
      const name = random.pick(CARD_TESTERS);
      const ids: string[] = [];
      for (let i = 0; i < random.int(3, 5); i += 1)
        ids.push(push(day, name, random.between(0.5, 2.99), ['Shops', 'Digital Purchase']).transaction_id);
      planted.push({ accountId, type: 'card_testing', transactionIds: ids });
    }
    if (random.chance(0.6)) {
      const place = random.pick(FOREIGN_FRAUD);
      const t = push(when(), place.name, random.between(280, 900), ['Shops'], {
        currency: place.currency,
        location: { city: place.city, country: place.country },
      });
      planted.push({ accountId, type: 'foreign_transaction', transactionIds: [t.transaction_id] });
    }
  }
  return { account, transactions, recurring, planted };
}

/** Generates accounts, transactions (sorted by date) and the ground truth. */
export function generateDataset(options: SyntheticOptions = {}): SyntheticDataset {
  const random = createRandom(options.seed ?? 1);
  const now = options.now ?? SYNTHETIC_NOW;
  const endDay = dayOfDate(now);
  const startDay = addMonthsToDay(endDay, -(options.months ?? 12)) + 1;
  const accounts: Account[] = [];
  const transactions: Transaction[] = [];
  const recurring: TruthStream[] = [];
  const anomalies: TruthAnomaly[] = [];
  for (let i = 0; i < (options.accounts ?? 5); i += 1) {
    const p = persona(random, i, startDay, endDay, options.anomalies ?? true, options.descriptorVariants ?? false);
    accounts.push(p.account);
    for (const t of p.transactions) transactions.push(t);
    recurring.push(...p.recurring);
    anomalies.push(...p.planted);
  }
  transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { accounts, transactions, truth: { recurring, anomalies }, now };
}

/** Transactions one persona generates in a year, on average (measured over many seeds). */
export const TRANSACTIONS_PER_ACCOUNT_YEAR = 880;

/** Accounts needed for about `count` transactions over `months` months. */
export function accountsForTransactions(count: number, months = 12): number {
  return Math.max(1, Math.round(count / (TRANSACTIONS_PER_ACCOUNT_YEAR * (months / 12))));
}
