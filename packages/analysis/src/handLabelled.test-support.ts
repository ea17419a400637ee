import type { Account, RecurringFrequency, Transaction } from '@ledgerlight/contract';

import type { AnomalyType, SyntheticDataset, TruthAnomaly, TruthStream } from './synthetic';

/**
 * A hand-labelled sample: 262 transactions over six months on three fictional accounts,
 * written in the descriptor styles real bank statements use rather than the synthetic generator's
 * (synthetic.ts): card prefixes ('POS PURCHASE', 'DEBIT CARD PURCHASE', 'CHECKCARD 0409' with the
 * purchase date inside, 'POS DBT CRD 1404 05/09/26' with a terminal number and date), ACH lines
 * ('ACH DEBIT ... PPD ID:', 'DES:WEB PMT ID:... INDN:... CO ID:... WEB'), store numbers, phone
 * numbers and city/state suffixes, names cut at the statement's width ('CUPERTIN', 'CHEESECAKE FACTOR'),
 * a utility whose descriptor carries the billing month, one merchant billing two plans (Apple), a
 * price rise (Adobe), a cancelled subscription (Paramount+), a weekly meal kit, a quarterly
 * insurance premium, payroll and transfers that are not expenses, marketplace orders that are not
 * recurring (AMZN Mktp), and a real trip abroad that is not fraud.
 *
 * Labels are written by hand on each row: 'r:<stream>' for a charge of a recurring stream (STREAMS
 * gives its merchant and frequency), 'f:<type>:<case>' for a fraud-like case (card testing, a
 * duplicate charge, a skimmed pump, a large first-seen merchant, an isolated foreign charge).
 * Unlabelled rows are ordinary spending, income or transfers. The descriptors and labels were
 * chosen by hand; the dates and amounts of everyday spending were spread once by a throwaway script
 * when the sample was written. This file is the sample: nothing regenerates it. The sample is shaped as a
 * SyntheticDataset so that metrics.ts grades the detectors on it exactly as on generated data.
 */

const HAND_LABELLED_NOW = new Date(Date.UTC(2026, 5, 15));

/** Plaid-style category paths. */
const C = {
  sub: ['Service', 'Subscription'],
  rent: ['Payment', 'Rent'],
  tel: ['Service', 'Telecommunication Services'],
  gym: ['Recreation', 'Gyms and Fitness Centers'],
  util: ['Service', 'Utilities'],
  ins: ['Service', 'Insurance'],
  pay: ['Transfer', 'Payroll'],
  xfer: ['Transfer', 'Internal Account Transfer'],
  groc: ['Shops', 'Supermarkets and Groceries'],
  gas: ['Travel', 'Gas Stations'],
  cafe: ['Food and Drink', 'Restaurants', 'Coffee Shop'],
  food: ['Food and Drink', 'Restaurants'],
  atm: ['Transfer', 'Withdrawal', 'ATM'],
  elec: ['Shops', 'Computers and Electronics'],
  shop: ['Shops'],
  charity: ['Community', 'Charities'],
  loan: ['Payment', 'Loan'],
  taxi: ['Travel', 'Taxi'],
  cloth: ['Shops', 'Clothing and Accessories'],
  meal: ['Food and Drink', 'Meal Kits'],
  cable: ['Service', 'Cable'],
  store: ['Shops', 'Department Stores'],
  venmo: ['Transfer', 'Third Party', 'Venmo'],
} as const;

type Label = `r:${string}` | `f:${AnomalyType}:${string}` | null;
interface Place {
  readonly currency: string;
  readonly city: string;
  readonly country: string;
}
type Row = readonly [
  date: string,
  name: string,
  amount: number,
  category: readonly string[],
  label?: Label,
  place?: Place,
];

interface StreamLabel {
  readonly merchant: string;
  readonly frequency: RecurringFrequency;
  readonly cancelled?: boolean;
  /** The planted price rise, from and to. */
  readonly priceIncrease?: readonly [from: number, to: number];
}

/** The recurring streams the rows are labelled with. */
export const HAND_LABELLED_STREAMS: Readonly<Record<string, StreamLabel>> = {
  netflix: { merchant: 'Netflix', frequency: 'monthly' },
  rent: { merchant: 'Avalon Communities (rent)', frequency: 'monthly' },
  att: { merchant: 'AT&T', frequency: 'monthly' },
  gym: { merchant: 'Planet Fitness', frequency: 'monthly' },
  pge: { merchant: 'PG&E', frequency: 'monthly' },
  geico: { merchant: 'GEICO', frequency: 'quarterly' },
  hulu: { merchant: 'Hulu', frequency: 'monthly' },
  icloud: { merchant: 'Apple (iCloud, 2.99)', frequency: 'monthly' },
  applemusic: { merchant: 'Apple (Music, 10.99)', frequency: 'monthly' },
  adobe: { merchant: 'Adobe Creative Cloud', frequency: 'monthly', priceIncrease: [54.99, 59.99] },
  hellofresh: { merchant: 'HelloFresh', frequency: 'weekly' },
  comcast: { merchant: 'Comcast', frequency: 'monthly' },
  paramount: { merchant: 'Paramount+', frequency: 'monthly', cancelled: true },
  spotify: { merchant: 'Spotify', frequency: 'monthly' },
  salliemae: { merchant: 'Sallie Mae', frequency: 'monthly' },
  disney: { merchant: 'Disney+', frequency: 'monthly' },
  anytime: { merchant: 'Anytime Fitness', frequency: 'monthly' },
};

const CHECKING_A: readonly Row[] = [
  ['2025-12-19', 'ACH CREDIT ACME ROBOTICS INC PAYROLL PPD ID: 4941112222', -2843.17, C.pay],
  ['2025-12-23', 'DEBIT CARD PURCHASE STARBUCKS STORE 05512 SAN JOSE CA', 5.95, C.cafe],
  ['2025-12-28', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 57.26, C.groc],
  ['2025-12-31', 'DEBIT CARD PURCHASE STARBUCKS STORE 05512 SAN JOSE CA', 6.45, C.cafe],
  ['2026-01-02', 'ACH DEBIT AVALON COMMUNITIES WEB PMTS PPD ID: 9200502236', 2150, C.rent, 'r:rent'],
  ['2026-01-02', 'ACH CREDIT ACME ROBOTICS INC PAYROLL PPD ID: 4941112222', -2843.17, C.pay],
  ['2026-01-02', 'ONLINE TRANSFER TO SAV ...1234 TRANSACTION#: 18841', 200, C.xfer],
  ['2026-01-02', 'POS PURCHASE SHELL OIL 57442658 SAN JOSE CA', 39.14, C.gas],
  ['2026-01-06', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 131.66, C.groc],
  ['2026-01-07', 'NETFLIX.COM 866-579-7172 CA', 15.49, C.sub, 'r:netflix'],
  ['2026-01-09', 'GEICO *AUTO 800-841-3000 DC', 398.6, C.ins, 'r:geico'],
  ['2026-01-13', 'PGANDE WEB ONLINE JAN 26 ACH PPD ID: 1941234567', 142.18, C.util, 'r:pge'],
  ['2026-01-13', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 91.48, C.groc],
  ['2026-01-13', 'DEBIT CARD PURCHASE STARBUCKS STORE 05512 SAN JOSE CA', 7.25, C.cafe],
  ['2026-01-16', 'ACH CREDIT ACME ROBOTICS INC PAYROLL PPD ID: 4941112222', -2843.17, C.pay],
  ['2026-01-17', 'DEBIT CARD PURCHASE PLANET FITNESS #0412 SAN JOSE CA', 24.99, C.gym, 'r:gym'],
  ['2026-01-18', 'SQ *SJ FARMERS MKT SAN JOSE CA', 26, C.shop],
  ['2026-01-20', 'AT&T *PAYMENT 800-288-2020 TX', 85, C.tel, 'r:att'],
  ['2026-01-20', 'POS PURCHASE SHELL OIL 57442658 SAN JOSE CA', 58.34, C.gas],
  ['2026-01-20', 'DEBIT CARD PURCHASE STARBUCKS STORE 05512 SAN JOSE CA', 5.95, C.cafe],
  ['2026-01-22', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 120.13, C.groc],
  ['2026-01-24', 'ATM WITHDRAWAL 004512 1ST ST SAN JOSE CA', 100, C.atm],
  ['2026-01-26', 'DEBIT CARD PURCHASE STARBUCKS STORE 05512 SAN JOSE CA', 6.45, C.cafe],
  ['2026-01-28', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 99.21, C.groc],
  ['2026-01-30', 'ACH CREDIT ACME ROBOTICS INC PAYROLL PPD ID: 4941112222', -2843.17, C.pay],
  ['2026-01-31', 'DEBIT CARD PURCHASE STARBUCKS STORE 05512 SAN JOSE CA', 4.95, C.cafe],
  ['2026-02-01', 'DEBIT CARD PURCHASE THE CHEESECAKE FACTOR SAN JOSE CA', 84.16, C.food],
  ['2026-02-02', 'ONLINE TRANSFER TO SAV ...1234 TRANSACTION#: 18842', 200, C.xfer],
  ['2026-02-03', 'ACH DEBIT AVALON COMMUNITIES WEB PMTS PPD ID: 9200502236', 2150, C.rent, 'r:rent'],
  ['2026-02-04', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 33.97, C.groc],
  ['2026-02-04', 'POS PURCHASE SHELL OIL 57442658 SAN JOSE CA', 40.55, C.gas],
  ['2026-02-07', 'NETFLIX.COM 866-579-7172 CA', 15.49, C.sub, 'r:netflix'],
  ['2026-02-12', 'PGANDE WEB ONLINE FEB 26 ACH PPD ID: 1941234567', 156.9, C.util, 'r:pge'],
  ['2026-02-13', 'ACH CREDIT ACME ROBOTICS INC PAYROLL PPD ID: 4941112222', -2843.17, C.pay],
  ['2026-02-13', 'DEBIT CARD PURCHASE STARBUCKS STORE 05512 SAN JOSE CA', 6.45, C.cafe],
  ['2026-02-15', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 136.95, C.groc],
  ['2026-02-17', 'DEBIT CARD PURCHASE PLANET FITNESS #0412 SAN JOSE CA', 24.99, C.gym, 'r:gym'],
  ['2026-02-20', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 46.6, C.groc],
  ['2026-02-20', 'POS PURCHASE WALGREENS #3011 SAN JOSE CA', 22.37, C.shop],
  ['2026-02-22', 'AT&T *PAYMENT 800-288-2020 TX', 85, C.tel, 'r:att'],
  ['2026-02-22', 'CHIPOTLE 1832 SAN JOSE CA', 14.85, C.food],
  ['2026-02-23', 'POS PURCHASE SHELL OIL 57442658 SAN JOSE CA', 41.67, C.gas],
  ['2026-02-24', 'DEBIT CARD PURCHASE STARBUCKS STORE 05512 SAN JOSE CA', 6.45, C.cafe],
  ['2026-02-27', 'ACH CREDIT ACME ROBOTICS INC PAYROLL PPD ID: 4941112222', -2843.17, C.pay],
  ['2026-03-01', 'DEBIT CARD PURCHASE STARBUCKS STORE 05512 SAN JOSE CA', 5.45, C.cafe],
  ['2026-03-02', 'ACH DEBIT AVALON COMMUNITIES WEB PMTS PPD ID: 9200502236', 2150, C.rent, 'r:rent'],
  ['2026-03-03', 'ONLINE TRANSFER TO SAV ...1234 TRANSACTION#: 18843', 200, C.xfer],
  ['2026-03-04', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 117.58, C.groc],
  ['2026-03-06', 'POS PURCHASE SHELL OIL 57442658 SAN JOSE CA', 48.15, C.gas],
  ['2026-03-07', 'NETFLIX.COM 866-579-7172 CA', 15.49, C.sub, 'r:netflix'],
  ['2026-03-07', 'ATM WITHDRAWAL 004512 1ST ST SAN JOSE CA', 60, C.atm],
  ['2026-03-08', 'DEBIT CARD PURCHASE HOME DEPOT #0643 SAN JOSE CA', 132.58, C.shop],
  ['2026-03-09', 'DEBIT CARD PURCHASE STARBUCKS STORE 05512 SAN JOSE CA', 5.45, C.cafe],
  ['2026-03-10', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 103.83, C.groc],
  ['2026-03-13', 'ACH CREDIT ACME ROBOTICS INC PAYROLL PPD ID: 4941112222', -2843.17, C.pay],
  ['2026-03-14', 'PGANDE WEB ONLINE MAR 26 ACH PPD ID: 1941234567', 131.07, C.util, 'r:pge'],
  ['2026-03-14', 'DEBIT CARD PURCHASE BEST BUY 00012345 SAN JOSE CA', 449.99, C.elec, 'f:duplicate_charge:a3'],
  ['2026-03-14', 'DEBIT CARD PURCHASE BEST BUY 00012345 SAN JOSE CA', 449.99, C.elec, 'f:duplicate_charge:a3'],
  ['2026-03-17', 'DEBIT CARD PURCHASE PLANET FITNESS #0412 SAN JOSE CA', 24.99, C.gym, 'r:gym'],
  ['2026-03-17', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 101.55, C.groc],
  ['2026-03-20', 'AT&T *PAYMENT 800-288-2020 TX', 87.41, C.tel, 'r:att'],
  ['2026-03-20', 'DEBIT CARD PURCHASE STARBUCKS STORE 05512 SAN JOSE CA', 4.95, C.cafe],
  ['2026-03-21', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 66.94, C.groc],
  ['2026-03-26', 'POS PURCHASE SHELL OIL 57442658 SAN JOSE CA', 56.25, C.gas],
  ['2026-03-26', 'DEBIT CARD PURCHASE STARBUCKS STORE 05512 SAN JOSE CA', 7.25, C.cafe],
  ['2026-03-27', 'ACH CREDIT ACME ROBOTICS INC PAYROLL PPD ID: 4941112222', -2843.17, C.pay],
  ['2026-03-29', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 66.48, C.groc],
  ['2026-03-31', 'POS PURCHASE CVS/PHARMACY #09912 SAN JOSE CA', 18.64, C.shop],
  ['2026-04-01', 'ACH DEBIT AVALON COMMUNITIES WEB PMTS PPD ID: 9200502236', 2150, C.rent, 'r:rent'],
  ['2026-04-02', 'ONLINE TRANSFER TO SAV ...1234 TRANSACTION#: 18844', 200, C.xfer],
  ['2026-04-07', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 137.75, C.groc],
  ['2026-04-08', 'NETFLIX.COM 866-579-7172 CA', 15.49, C.sub, 'r:netflix'],
  ['2026-04-09', 'GEICO *AUTO 800-841-3000 DC', 398.6, C.ins, 'r:geico'],
  ['2026-04-10', 'ACH CREDIT ACME ROBOTICS INC PAYROLL PPD ID: 4941112222', -2843.17, C.pay],
  ['2026-04-12', 'PGANDE WEB ONLINE APR 26 ACH PPD ID: 1941234567', 98.44, C.util, 'r:pge'],
  ['2026-04-13', 'TST* HAPPY LEMON - SAN JOSE CA', 7.8, C.food],
  ['2026-04-14', 'POS PURCHASE SAFEWAY #1711 SAN JOSE CA', 89.73, C.groc],
  ['2026-04-15', 'POS PURCHASE SHELL OIL 57442658 SAN JOSE CA', 40.93, C.gas],
  ['2026-04-17', 'DEBIT CARD PURCHASE PLANET FITNESS #0412 SAN JOSE CA', 24.99, C.gym, 'r:gym'],
  ['2026-04-20', 'AT&T *PAYMENT 800-288-2020 TX', 85, C.tel, 'r:att'],
  ['2026-04-21', 'SQ *BLUE BOTTLE COFFEE San Jose CA', 9.5, C.shop],
  ['2026-04-21', 'DEBIT CARD PURCHASE REI #57 SANTANA ROW SAN JOSE CA', 89.95, C.shop],
  ['2026-04-24', 'ACH CREDIT ACME ROBOTICS INC PAYROLL PPD ID: 4941112222', -2843.17, C.pay],
  ['2026-04-27', 'POS PURCHASE SHELL OIL 57442658 SAN JOSE CA', 412, C.gas, 'f:unusual_amount:a1'],
  ['2026-05-02', 'ACH DEBIT AVALON COMMUNITIES WEB PMTS PPD ID: 9200502236', 2150, C.rent, 'r:rent'],
  ['2026-05-04', 'ONLINE TRANSFER TO SAV ...1234 TRANSACTION#: 18845', 200, C.xfer],
  ['2026-05-04', 'IN N OUT BURGER 118 SAN JOSE CA', 11.42, C.food],
  ['2026-05-07', 'NETFLIX.COM 866-579-7172 CA', 15.49, C.sub, 'r:netflix'],
  ['2026-05-08', 'ACH CREDIT ACME ROBOTICS INC PAYROLL PPD ID: 4941112222', -2843.17, C.pay],
  ['2026-05-11', 'POS PURCHASE SHELL OIL 57442658 SAN JOSE CA', 56.55, C.gas],
  ['2026-05-13', 'PGANDE WEB ONLINE MAY 26 ACH PPD ID: 1941234567', 77.12, C.util, 'r:pge'],
  ['2026-05-16', 'ATM WITHDRAWAL 004512 1ST ST SAN JOSE CA', 100, C.atm],
  ['2026-05-17', 'DEBIT CARD PURCHASE PLANET FITNESS #0412 SAN JOSE CA', 24.99, C.gym, 'r:gym'],
  ['2026-05-21', 'AT&T *PAYMENT 800-288-2020 TX', 85, C.tel, 'r:att'],
  ['2026-05-22', 'ACH CREDIT ACME ROBOTICS INC PAYROLL PPD ID: 4941112222', -2843.17, C.pay],
  ['2026-05-28', 'WWW.DONATE-KIND.ORG 8005551234 NY', 1, C.charity, 'f:card_testing:a2'],
  ['2026-05-28', 'WWW.DONATE-KIND.ORG 8005551234 NY', 1, C.charity, 'f:card_testing:a2'],
  ['2026-05-28', 'WWW.DONATE-KIND.ORG 8005551234 NY', 2, C.charity, 'f:card_testing:a2'],
  ['2026-05-28', 'WWW.DONATE-KIND.ORG 8005551234 NY', 0.99, C.charity, 'f:card_testing:a2'],
  ['2026-06-02', 'ACH DEBIT AVALON COMMUNITIES WEB PMTS PPD ID: 9200502236', 2150, C.rent, 'r:rent'],
  ['2026-06-02', 'ONLINE TRANSFER TO SAV ...1234 TRANSACTION#: 18846', 200, C.xfer],
  ['2026-06-05', 'ACH CREDIT ACME ROBOTICS INC PAYROLL PPD ID: 4941112222', -2843.17, C.pay],
  ['2026-06-07', 'NETFLIX.COM 866-579-7172 CA', 15.49, C.sub, 'r:netflix'],
  ['2026-06-12', 'PGANDE WEB ONLINE JUN 26 ACH PPD ID: 1941234567', 69.8, C.util, 'r:pge'],
];

const CHECKING_B: readonly Row[] = [
  ['2025-12-19', 'CHECKCARD 1218 PARAMOUNT+ 888-274-5343 CA', 7.99, C.sub, 'r:paramount'],
  ['2025-12-27', 'CHECKCARD 1226 SQ *PHILZ COFFEE SUNNYVALE CA', 6.25, C.food],
  ['2025-12-28', 'CHECKCARD 1227 TRADER JOE S #127 CUPERTIN CA', 61.4, C.groc],
  ['2025-12-31', 'ACME ROBOTICS DES:PAYROLL ID:XXXXX40187 INDN:RIVERA,JORDAN CO ID:XXXXX52114 PPD', -2610.44, C.pay],
  ['2026-01-01', 'CHECKCARD 1231 UBER *TRIP HELP.UBER.COM CA', 36.9, C.taxi],
  ['2026-01-03', "CHECKCARD 0102 TST* OREN'S HUMMUS PALO ALTO CA", 41.3, C.food],
  ['2026-01-04', 'CHECKCARD 0103 APPLE.COM/BILL 866-712-7753 CA', 2.99, C.sub, 'r:icloud'],
  ['2026-01-04', 'CHECKCARD 0103 AMZN Mktp US*2K7XY1AB3 Amzn.com/bill WA', 61.16, C.shop],
  ['2026-01-05', 'CHECKCARD 0104 TRADER JOE S #127 CUPERTIN CA', 67.09, C.groc],
  ['2026-01-11', 'CHECKCARD 0110 ADOBE *CREATIVE CLD 408-536-6000 CA', 54.99, C.sub, 'r:adobe'],
  ['2026-01-12', 'CHECKCARD 0111 TRADER JOE S #127 CUPERTIN CA', 116.16, C.groc],
  ['2026-01-15', 'ACME ROBOTICS DES:PAYROLL ID:XXXXX40187 INDN:RIVERA,JORDAN CO ID:XXXXX52114 PPD', -2610.44, C.pay],
  ['2026-01-15', 'CHECKCARD 0114 SAFEWAY #0955 SUNNYVALE CA', 46.11, C.shop],
  ['2026-01-16', 'CHECKCARD 0115 HULU 877-8244858 CA', 17.99, C.sub, 'r:hulu'],
  ['2026-01-16', 'CHECKCARD 0115 UBER *TRIP HELP.UBER.COM CA', 36.2, C.taxi],
  ['2026-01-19', 'CHECKCARD 0118 PARAMOUNT+ 888-274-5343 CA', 7.99, C.sub, 'r:paramount'],
  ['2026-01-19', 'CHECKCARD 0118 AMZN Mktp US*RT4H22QW1 Amzn.com/bill WA', 94.5, C.shop],
  ['2026-01-24', 'CHECKCARD 0122 APPLE.COM/BILL 866-712-7753 CA', 10.99, C.sub, 'r:applemusic'],
  [
    '2026-01-25',
    'COMCAST CABLE COMM DES:WEB PMT ID:8529101 INDN:JORDAN RIVERA CO ID:XXXXX97425 WEB',
    89.99,
    C.cable,
    'r:comcast',
  ],
  ['2026-01-25', 'CHECKCARD 0124 WHOLEFDS STV 10234 SUNNYVALE CA', 30.01, C.groc],
  ['2026-01-26', 'CHECKCARD 0125 TRADER JOE S #127 CUPERTIN CA', 94.66, C.groc],
  ['2026-01-30', 'ACME ROBOTICS DES:PAYROLL ID:XXXXX40187 INDN:RIVERA,JORDAN CO ID:XXXXX52114 PPD', -2610.44, C.pay],
  ['2026-02-03', 'CHECKCARD 0202 AMZN Mktp US*1M09ZP7K2 Amzn.com/bill WA', 35.79, C.shop],
  ['2026-02-04', 'CHECKCARD 0203 APPLE.COM/BILL 866-712-7753 CA', 2.99, C.sub, 'r:icloud'],
  ['2026-02-05', 'CHECKCARD 0204 UBER *TRIP HELP.UBER.COM CA', 39.92, C.taxi],
  ['2026-02-07', 'CHECKCARD 0206 TRADER JOE S #127 CUPERTIN CA', 81.25, C.groc],
  ['2026-02-07', 'BKOFAMERICA ATM 02/07 #000004512 WITHDRWL SUNNYVALE CA', 80, C.atm],
  ['2026-02-11', 'CHECKCARD 0210 ADOBE *CREATIVE CLD 408-536-6000 CA', 54.99, C.sub, 'r:adobe'],
  ['2026-02-13', 'ACME ROBOTICS DES:PAYROLL ID:XXXXX40187 INDN:RIVERA,JORDAN CO ID:XXXXX52114 PPD', -2610.44, C.pay],
  ['2026-02-14', 'CHECKCARD 0213 TRADER JOE S #127 CUPERTIN CA', 100.03, C.groc],
  ['2026-02-16', 'CHECKCARD 0215 UBER *TRIP HELP.UBER.COM CA', 37.18, C.taxi],
  ['2026-02-17', 'CHECKCARD 0216 HULU 877-8244858 CA', 17.99, C.sub, 'r:hulu'],
  ['2026-02-19', 'CHECKCARD 0218 PARAMOUNT+ 888-274-5343 CA', 7.99, C.sub, 'r:paramount'],
  ['2026-02-19', 'CHECKCARD 0218 AMZN Mktp US*H83LK0Q21 Amzn.com/bill WA', 15.51, C.shop],
  ['2026-02-24', 'CHECKCARD 0222 APPLE.COM/BILL 866-712-7753 CA', 10.99, C.sub, 'r:applemusic'],
  ['2026-02-24', 'CHECKCARD 0223 AMZN Mktp US*ZZ41B9PX0 Amzn.com/bill WA', 40.97, C.shop],
  ['2026-02-24', 'CHECKCARD 0223 IKEA EAST PALO ALTO EAST PALO ALT CA', 174.85, C.shop],
  [
    '2026-02-25',
    'COMCAST CABLE COMM DES:WEB PMT ID:8529101 INDN:JORDAN RIVERA CO ID:XXXXX97425 WEB',
    89.99,
    C.cable,
    'r:comcast',
  ],
  ['2026-02-27', 'ACME ROBOTICS DES:PAYROLL ID:XXXXX40187 INDN:RIVERA,JORDAN CO ID:XXXXX52114 PPD', -2610.44, C.pay],
  ['2026-03-02', 'CHECKCARD 0301 TRADER JOE S #127 CUPERTIN CA', 95.51, C.groc],
  ['2026-03-02', 'CHECKCARD 0301 UBER *TRIP HELP.UBER.COM CA', 10.44, C.taxi],
  ['2026-03-04', 'CHECKCARD 0303 APPLE.COM/BILL 866-712-7753 CA', 2.99, C.sub, 'r:icloud'],
  ['2026-03-05', 'CHECKCARD 0304 WHOLEFDS STV 10234 SUNNYVALE CA', 20.28, C.groc],
  ['2026-03-07', 'CHECKCARD 0306 AMZN Mktp US*8QW0E3TY7 Amzn.com/bill WA', 14.26, C.shop],
  ['2026-03-08', 'CHECKCARD 0306 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  ['2026-03-12', 'CHECKCARD 0311 ADOBE *CREATIVE CLD 408-536-6000 CA', 54.99, C.sub, 'r:adobe'],
  ['2026-03-13', 'ACME ROBOTICS DES:PAYROLL ID:XXXXX40187 INDN:RIVERA,JORDAN CO ID:XXXXX52114 PPD', -2610.44, C.pay],
  ['2026-03-13', 'CHECKCARD 0312 TRADER JOE S #127 CUPERTIN CA', 71.55, C.groc],
  ['2026-03-15', 'CHECKCARD 0313 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  ['2026-03-16', 'CHECKCARD 0315 HULU 877-8244858 CA', 17.99, C.sub, 'r:hulu'],
  ['2026-03-17', 'CHECKCARD 0316 UBER *TRIP HELP.UBER.COM CA', 35.91, C.taxi],
  ['2026-03-19', 'CHECKCARD 0318 PARAMOUNT+ 888-274-5343 CA', 7.99, C.sub, 'r:paramount'],
  ['2026-03-20', 'CHECKCARD 0319 NOODLES & CO 0327 SUNNYVALE CA', 13.2, C.food],
  ['2026-03-22', 'CHECKCARD 0320 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  ['2026-03-24', 'CHECKCARD 0322 APPLE.COM/BILL 866-712-7753 CA', 10.99, C.sub, 'r:applemusic'],
  ['2026-03-24', 'CHECKCARD 0323 AMZN Mktp US*B72NN1KD4 Amzn.com/bill WA', 57.94, C.shop],
  ['2026-03-24', 'CHECKCARD 0323 WHOLEFDS STV 10234 SUNNYVALE CA', 71.88, C.groc],
  [
    '2026-03-26',
    'COMCAST CABLE COMM DES:WEB PMT ID:8529101 INDN:JORDAN RIVERA CO ID:XXXXX97425 WEB',
    89.99,
    C.cable,
    'r:comcast',
  ],
  ['2026-03-27', 'CHECKCARD 0326 TRADER JOE S #127 CUPERTIN CA', 43.56, C.groc],
  ['2026-03-29', 'CHECKCARD 0327 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  ['2026-03-31', 'ACME ROBOTICS DES:PAYROLL ID:XXXXX40187 INDN:RIVERA,JORDAN CO ID:XXXXX52114 PPD', -2610.44, C.pay],
  ['2026-04-04', 'CHECKCARD 0403 APPLE.COM/BILL 866-712-7753 CA', 2.99, C.sub, 'r:icloud'],
  ['2026-04-05', 'CHECKCARD 0403 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  ['2026-04-08', 'CHECKCARD 0407 TRADER JOE S #127 CUPERTIN CA', 99.93, C.groc],
  ['2026-04-10', 'CHECKCARD 0409 UBER *TRIP HELP.UBER.COM CA', 31.17, C.taxi],
  [
    '2026-04-10',
    'CHECKCARD 0409 ZARA LISBOA PT',
    93.12,
    C.cloth,
    'f:foreign_transaction:b2',
    { currency: 'EUR', city: 'Lisboa', country: 'PT' },
  ],
  ['2026-04-11', 'CHECKCARD 0410 ADOBE *CREATIVE CLD 408-536-6000 CA', 59.99, C.sub, 'r:adobe'],
  ['2026-04-11', 'CHECKCARD 0410 AMZN Mktp US*Q0P3L8MX2 Amzn.com/bill WA', 45.84, C.shop],
  ['2026-04-12', 'CHECKCARD 0410 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  ['2026-04-15', 'ACME ROBOTICS DES:PAYROLL ID:XXXXX40187 INDN:RIVERA,JORDAN CO ID:XXXXX52114 PPD', -2610.44, C.pay],
  ['2026-04-16', 'CHECKCARD 0415 HULU 877-8244858 CA', 17.99, C.sub, 'r:hulu'],
  ['2026-04-16', 'CHECKCARD 0415 AMZN Mktp US*7YH2K4LL9 Amzn.com/bill WA', 16.07, C.shop],
  ['2026-04-18', 'BKOFAMERICA ATM 04/18 #000004512 WITHDRWL SUNNYVALE CA', 80, C.atm],
  ['2026-04-19', 'CHECKCARD 0417 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  ['2026-04-20', 'CHECKCARD 0419 UBER *TRIP HELP.UBER.COM CA', 45.65, C.taxi],
  ['2026-04-25', 'CHECKCARD 0423 APPLE.COM/BILL 866-712-7753 CA', 10.99, C.sub, 'r:applemusic'],
  [
    '2026-04-25',
    'COMCAST CABLE COMM DES:WEB PMT ID:8529101 INDN:JORDAN RIVERA CO ID:XXXXX97425 WEB',
    89.99,
    C.cable,
    'r:comcast',
  ],
  ['2026-04-26', 'CHECKCARD 0424 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  ['2026-04-30', 'ACME ROBOTICS DES:PAYROLL ID:XXXXX40187 INDN:RIVERA,JORDAN CO ID:XXXXX52114 PPD', -2610.44, C.pay],
  ['2026-04-30', 'CHECKCARD 0429 WHOLEFDS STV 10234 SUNNYVALE CA', 29.4, C.groc],
  ['2026-05-03', 'CHECKCARD 0501 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  ['2026-05-04', 'CHECKCARD 0503 APPLE.COM/BILL 866-712-7753 CA', 2.99, C.sub, 'r:icloud'],
  ['2026-05-10', 'CHECKCARD 0508 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  ['2026-05-13', 'CHECKCARD 0512 ADOBE *CREATIVE CLD 408-536-6000 CA', 59.99, C.sub, 'r:adobe'],
  ['2026-05-15', 'ACME ROBOTICS DES:PAYROLL ID:XXXXX40187 INDN:RIVERA,JORDAN CO ID:XXXXX52114 PPD', -2610.44, C.pay],
  ['2026-05-16', 'CHECKCARD 0515 HULU 877-8244858 CA', 17.99, C.sub, 'r:hulu'],
  ['2026-05-17', 'CHECKCARD 0515 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  ['2026-05-22', 'CHECKCARD 0521 LUXE ELECTRONICS MIAMI FL', 1899, C.elec, 'f:new_merchant:b1'],
  ['2026-05-24', 'CHECKCARD 0522 APPLE.COM/BILL 866-712-7753 CA', 10.99, C.sub, 'r:applemusic'],
  ['2026-05-24', 'CHECKCARD 0522 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  [
    '2026-05-25',
    'COMCAST CABLE COMM DES:WEB PMT ID:8529101 INDN:JORDAN RIVERA CO ID:XXXXX97425 WEB',
    89.99,
    C.cable,
    'r:comcast',
  ],
  ['2026-05-26', 'CHECKCARD 0525 WHOLEFDS STV 10234 SUNNYVALE CA', 58.77, C.groc],
  ['2026-05-26', 'CHECKCARD 0525 DOORDASH*THAI BASIL SAN FRANCISCO CA', 38.61, C.food],
  ['2026-05-29', 'ACME ROBOTICS DES:PAYROLL ID:XXXXX40187 INDN:RIVERA,JORDAN CO ID:XXXXX52114 PPD', -2610.44, C.pay],
  ['2026-05-29', 'CHECKCARD 0528 PANDA EXPRESS #2210 SUNNYVALE CA', 12.48, C.food],
  ['2026-05-31', 'CHECKCARD 0529 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  ['2026-06-04', 'CHECKCARD 0603 APPLE.COM/BILL 866-712-7753 CA', 2.99, C.sub, 'r:icloud'],
  ['2026-06-07', 'CHECKCARD 0605 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  ['2026-06-09', 'CHECKCARD 0608 SP * ALLBIRDS.COM SAN FRANCISCO CA', 98, C.shop],
  ['2026-06-11', 'CHECKCARD 0610 ADOBE *CREATIVE CLD 408-536-6000 CA', 59.99, C.sub, 'r:adobe'],
  ['2026-06-14', 'CHECKCARD 0612 HELLOFRESH 646-846-3663 NY', 69.99, C.meal, 'r:hellofresh'],
  ['2026-06-15', 'ACME ROBOTICS DES:PAYROLL ID:XXXXX40187 INDN:RIVERA,JORDAN CO ID:XXXXX52114 PPD', -2610.44, C.pay],
  ['2026-06-16', 'CHECKCARD 0615 HULU 877-8244858 CA', 17.99, C.sub, 'r:hulu'],
];

const CHECKING_C: readonly Row[] = [
  ['2026-01-02', 'ACH WEB ANYTIME FITNESS CLUB FEES', 41, C.gym, 'r:anytime'],
  ['2026-01-05', 'ACH WEB SALLIE MAE BANK DEBIT 0000 SMB', 312.5, C.loan, 'r:salliemae'],
  ['2026-01-07', 'POS DBT CRD 1521 01/07/26 TARGET 00027409 SAN JOSE CA', 104.82, C.store],
  ['2026-01-12', 'POS DBT CRD 1078 01/12/26 CHEVRON 0091234 SAN JOSE CA', 62.36, C.gas],
  ['2026-01-13', 'POS DBT CRD 0992 01/13/26 COSTCO WHSE #0423 SAN JOSE CA', 175.64, C.groc],
  ['2026-01-14', 'POS DBT CRD 1254 01/14/26 SPOTIFY USA 877-7781161 NY', 11.99, C.sub, 'r:spotify'],
  ['2026-01-17', "POS DBT CRD 1382 01/17/26 MCDONALD'S F1092 SAN JOSE CA", 9.32, C.food],
  ['2026-01-19', 'POS DBT CRD 1084 01/19/26 DISNEY PLUS 888-905-7888 CA', 13.99, C.sub, 'r:disney'],
  ['2026-01-28', 'ACH WEB VENMO PAYMENT 1066232522', 45, C.venmo],
  ['2026-02-01', 'ACH WEB ANYTIME FITNESS CLUB FEES', 41, C.gym, 'r:anytime'],
  ['2026-02-03', 'POS DBT CRD 1657 02/03/26 CHEVRON 0091234 SAN JOSE CA', 60.9, C.gas],
  ['2026-02-03', 'POS DBT CRD 1605 02/03/26 GRAND LAKE THEATRE OAKLAND CA', 28, C.shop],
  ['2026-02-05', 'ACH WEB SALLIE MAE BANK DEBIT 0000 SMB', 312.5, C.loan, 'r:salliemae'],
  ['2026-02-07', 'POS DBT CRD 1676 02/07/26 TARGET 00027409 SAN JOSE CA', 111.55, C.store],
  ['2026-02-11', 'POS DBT CRD 1377 02/11/26 SQ *BOBA GUYS SAN JOSE CA', 6.75, C.food],
  ['2026-02-14', 'POS DBT CRD 1715 02/14/26 SPOTIFY USA 877-7781161 NY', 11.99, C.sub, 'r:spotify'],
  ['2026-02-15', 'POS DBT CRD 0961 02/15/26 CHEVRON 0091234 SAN JOSE CA', 68.34, C.gas],
  ['2026-02-19', 'POS DBT CRD 1347 02/19/26 DISNEY PLUS 888-905-7888 CA', 13.99, C.sub, 'r:disney'],
  [
    '2026-02-20',
    'POS INTL DBT CRD 1829 02/20/26 OXXO TULUM CENTRO TULUM MX',
    8.4,
    C.food,
    null,
    { currency: 'MXN', city: 'Tulum', country: 'MX' },
  ],
  [
    '2026-02-20',
    'POS INTL DBT CRD 1722 02/20/26 HOTEL PANAMERA TULUM MX',
    212,
    C.shop,
    null,
    { currency: 'MXN', city: 'Tulum', country: 'MX' },
  ],
  ['2026-02-21', 'POS DBT CRD 1194 02/21/26 COSTCO WHSE #0423 SAN JOSE CA', 117.44, C.groc],
  [
    '2026-02-21',
    'POS INTL DBT CRD 1585 02/21/26 LA HUERTA RESTAURANTE TULUM MX',
    36.9,
    C.food,
    null,
    { currency: 'MXN', city: 'Tulum', country: 'MX' },
  ],
  [
    '2026-02-22',
    'POS INTL DBT CRD 1864 02/22/26 ADO AUTOBUSES CANCUN MX',
    19.75,
    C.shop,
    null,
    { currency: 'MXN', city: 'Tulum', country: 'MX' },
  ],
  ['2026-02-25', 'POS DBT CRD 1154 02/25/26 TARGET 00027409 SAN JOSE CA', 91.49, C.store],
  ['2026-03-02', 'ACH WEB ANYTIME FITNESS CLUB FEES', 41, C.gym, 'r:anytime'],
  ['2026-03-05', 'POS DBT CRD 1190 03/05/26 PETCO 1234 SAN JOSE CA', 54.18, C.shop],
  ['2026-03-05', 'ACH WEB VENMO PAYMENT 1049857786', 120, C.venmo],
  ['2026-03-06', 'ACH WEB SALLIE MAE BANK DEBIT 0000 SMB', 312.5, C.loan, 'r:salliemae'],
  ['2026-03-08', 'POS DBT CRD 1213 03/08/26 CHEVRON 0091234 SAN JOSE CA', 46.86, C.gas],
  ['2026-03-15', 'POS DBT CRD 1491 03/15/26 SPOTIFY USA 877-7781161 NY', 11.99, C.sub, 'r:spotify'],
  ['2026-03-19', 'POS DBT CRD 1541 03/19/26 DISNEY PLUS 888-905-7888 CA', 13.99, C.sub, 'r:disney'],
  ['2026-03-19', 'POS DBT CRD 0826 03/19/26 COSTCO WHSE #0423 SAN JOSE CA', 228.48, C.groc],
  ['2026-03-22', 'POS DBT CRD 1933 03/22/26 TARGET 00027409 SAN JOSE CA', 94.08, C.store],
  ['2026-03-27', 'POS DBT CRD 1914 03/27/26 CHEVRON 0091234 SAN JOSE CA', 61.63, C.gas],
  ['2026-03-29', 'ACH WEB VENMO PAYMENT 1020211465', 32.5, C.venmo],
  ['2026-04-01', 'ACH WEB ANYTIME FITNESS CLUB FEES', 41, C.gym, 'r:anytime'],
  ['2026-04-05', 'ACH WEB SALLIE MAE BANK DEBIT 0000 SMB', 312.5, C.loan, 'r:salliemae'],
  ['2026-04-10', 'POS DBT CRD 1662 04/10/26 TARGET 00027409 SAN JOSE CA', 34.49, C.store],
  ['2026-04-14', 'POS DBT CRD 1093 04/14/26 SPOTIFY USA 877-7781161 NY', 11.99, C.sub, 'r:spotify'],
  ['2026-04-16', 'POS DBT CRD 0841 04/16/26 SQ *MR TACO SAN JOSE CA', 15.75, C.food],
  ['2026-04-19', 'POS DBT CRD 1393 04/19/26 DISNEY PLUS 888-905-7888 CA', 13.99, C.sub, 'r:disney'],
  ['2026-04-23', 'POS DBT CRD 0987 04/23/26 CHEVRON 0091234 SAN JOSE CA', 53, C.gas],
  ['2026-04-26', 'POS DBT CRD 1702 04/26/26 COSTCO WHSE #0423 SAN JOSE CA', 188.25, C.groc],
  ['2026-05-01', 'ACH WEB ANYTIME FITNESS CLUB FEES', 41, C.gym, 'r:anytime'],
  ['2026-05-05', 'ACH WEB SALLIE MAE BANK DEBIT 0000 SMB', 312.5, C.loan, 'r:salliemae'],
  ['2026-05-09', 'POS DBT CRD 1404 05/09/26 TARGET 00027409 SAN JOSE CA', 86.23, C.store, 'f:duplicate_charge:c1'],
  ['2026-05-09', 'POS DBT CRD 1971 05/09/26 TARGET 00027409 SAN JOSE CA', 86.23, C.store, 'f:duplicate_charge:c1'],
  ['2026-05-12', 'ACH WEB VENMO PAYMENT 1043131287', 60, C.venmo],
  ['2026-05-16', 'POS DBT CRD 0916 05/16/26 SPOTIFY USA 877-7781161 NY', 11.99, C.sub, 'r:spotify'],
  ['2026-05-20', 'POS DBT CRD 1777 05/20/26 DISNEY PLUS 888-905-7888 CA', 13.99, C.sub, 'r:disney'],
  ['2026-05-25', 'POS DBT CRD 1010 05/25/26 OLIVE GARDEN 0021 SAN JOSE CA', 62.4, C.food],
  ['2026-05-27', 'POS DBT CRD 0949 05/27/26 COSTCO WHSE #0423 SAN JOSE CA', 234.99, C.groc],
  ['2026-06-02', 'ACH WEB ANYTIME FITNESS CLUB FEES', 41, C.gym, 'r:anytime'],
  ['2026-06-05', 'ACH WEB SALLIE MAE BANK DEBIT 0000 SMB', 312.5, C.loan, 'r:salliemae'],
  ['2026-06-14', 'POS DBT CRD 1214 06/14/26 SPOTIFY USA 877-7781161 NY', 11.99, C.sub, 'r:spotify'],
];

interface SampleAccount {
  readonly account: Account;
  readonly rows: readonly Row[];
}

const SAMPLE: readonly SampleAccount[] = [
  {
    account: {
      account_id: 'hl_checking_chase',
      name: 'Total Checking',
      type: 'depository',
      subtype: 'checking',
      institution_name: 'Chase-style statement',
      balances: { current: 4210.55, available: 4110.55 },
      mask: '4417',
    },
    rows: CHECKING_A,
  },
  {
    account: {
      account_id: 'hl_checking_boa',
      name: 'Advantage Plus Banking',
      type: 'depository',
      subtype: 'checking',
      institution_name: 'Bank of America-style statement',
      balances: { current: 2980.12, available: 2980.12 },
      mask: '0412',
    },
    rows: CHECKING_B,
  },
  {
    account: {
      account_id: 'hl_share_draft_cu',
      name: 'Share Draft',
      type: 'depository',
      subtype: 'checking',
      institution_name: 'Credit union-style statement',
      balances: { current: 1533.08, available: 1533.08 },
      mask: '1043',
    },
    rows: CHECKING_C,
  },
];

function build(): SyntheticDataset {
  const transactions: Transaction[] = [];
  const streamIds = new Map<string, { accountId: string; ids: string[]; amounts: number[] }>();
  const anomalyIds = new Map<string, { accountId: string; type: AnomalyType; ids: string[] }>();
  for (const { account, rows } of SAMPLE) {
    rows.forEach(([date, name, amount, category, label, place], index) => {
      const id = `${account.account_id}_${String(index + 1).padStart(3, '0')}`;
      transactions.push({
        transaction_id: id,
        account_id: account.account_id,
        date,
        name,
        category: [...category],
        amount,
        pending: false,
        iso_currency_code: place?.currency ?? 'USD',
        ...(place ? { location: { city: place.city, country: place.country } } : {}),
      });
      if (label?.startsWith('r:')) {
        const key = label.slice(2);
        const stream = streamIds.get(key) ?? { accountId: account.account_id, ids: [], amounts: [] };
        stream.ids.push(id);
        stream.amounts.push(amount);
        streamIds.set(key, stream);
      } else if (label?.startsWith('f:')) {
        const [, type, key] = label.split(':') as [string, AnomalyType, string];
        const anomaly = anomalyIds.get(key) ?? { accountId: account.account_id, type, ids: [] };
        anomaly.ids.push(id);
        anomalyIds.set(key, anomaly);
      }
    });
  }
  const recurring: TruthStream[] = [...streamIds.entries()].map(([key, { accountId, ids, amounts }]) => {
    const label = HAND_LABELLED_STREAMS[key];
    if (!label) throw new Error(`hand-labelled sample: no stream '${key}'`);
    const rise = label.priceIncrease;
    const riseIndex = rise ? amounts.indexOf(rise[1]) : -1;
    return {
      accountId,
      label: label.merchant,
      frequency: label.frequency,
      transactionIds: ids,
      cancelled: label.cancelled ?? false,
      priceIncrease:
        rise && riseIndex >= 0 ? { transactionId: ids[riseIndex] ?? '', from: rise[0], to: rise[1] } : null,
    };
  });
  const anomalies: TruthAnomaly[] = [...anomalyIds.values()].map(({ accountId, type, ids }) => ({
    accountId,
    type,
    transactionIds: ids,
  }));
  transactions.sort((a, b) => a.date.localeCompare(b.date));
  return {
    accounts: SAMPLE.map((s) => s.account),
    transactions,
    truth: { recurring, anomalies },
    now: HAND_LABELLED_NOW,
  };
}

export const HAND_LABELLED_SAMPLE: SyntheticDataset = build();
