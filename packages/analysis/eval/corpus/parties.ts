import type { Printable } from './noise';
import type { SpendClass, StreamKind } from './types';

/**
 * The billers, merchants, employers and platforms the households deal with, as a bank and Plaid see
 * them: the names they print under (several per party: legal name, brand, billing processor), where
 * they charge from, and the enrichment Plaid attaches when it recognises them. Written from public
 * knowledge of US statements; nothing here comes from the engine.
 */
export interface Party extends Printable {
  /** Ground-truth entity id. */
  readonly id: string;
  /** Plaid's merchant_name when it enriches the transaction. */
  readonly merchantName: string;
  /** PFCv2 primary and detailed. */
  readonly pfc: readonly [string, string];
  /** Plaid's legacy category path. */
  readonly legacy: readonly string[];
  readonly channel: 'online' | 'in store' | 'other';
  readonly counterpartyType: 'merchant' | 'financial_institution' | 'payment_app' | 'marketplace' | 'income_source';
  /** How it is paid from a checking account. */
  readonly rail: 'card' | 'ach';
  readonly spendClass?: SpendClass;
  readonly kind?: StreamKind;
}

type Place = readonly [string, string];
const SF: Place = ['SAN FRANCISCO', 'CA'];
const OAK: Place = ['OAKLAND', 'CA'];
const AUS: Place = ['AUSTIN', 'TX'];
const CHI: Place = ['CHICAGO', 'IL'];
const NYC: Place = ['NEW YORK', 'NY'];
const BKN: Place = ['BROOKLYN', 'NY'];
const ANN: Place = ['ANN ARBOR', 'MI'];
const CLT: Place = ['CHARLOTTE', 'NC'];

const online = { channel: 'online', rail: 'card' } as const;
const store = { channel: 'in store', rail: 'card' } as const;
const ach = { channel: 'other', rail: 'ach', counterpartyType: 'merchant' } as const;

function p(party: Party): Party {
  return party;
}

// ---- utilities ------------------------------------------------------------------------------

const POWER = [
  p({
    id: 'pge',
    // NACHA company names; the entry description WEB ONLINE follows them on most lines.
    names: ['PG&E', 'PGANDE', 'PACIFIC GAS & ELECTRIC'],
    merchantName: 'Pacific Gas and Electric',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
    legacy: ['Service', 'Utilities', 'Gas'],
    ...ach,
    entryDescription: 'WEB ONLINE',
    spendClass: 'essential',
    kind: 'utility',
  }),
  p({
    id: 'coned',
    names: ['CON ED OF NY', 'CONSOLIDATED EDISON', 'CONED BILL PAYMT'],
    merchantName: 'Con Edison',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
    legacy: ['Service', 'Utilities', 'Electric'],
    ...ach,
    entryDescription: 'INTELL CHK',
    spendClass: 'essential',
    kind: 'utility',
  }),
  p({
    id: 'duke-energy',
    names: ['DUKE ENERGY', 'DUKE-ENERGY PROGRESS', 'DUKEENERGY BILL PAY'],
    merchantName: 'Duke Energy',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
    legacy: ['Service', 'Utilities', 'Electric'],
    ...ach,
    entryDescription: 'BILL PAY',
    spendClass: 'essential',
    kind: 'utility',
  }),
  p({
    id: 'comed',
    names: ['COMED', 'COMMONWEALTH EDISON', 'COMED PAYMENT'],
    merchantName: 'ComEd',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
    legacy: ['Service', 'Utilities', 'Electric'],
    ...ach,
    entryDescription: 'UTIL_BIL',
    spendClass: 'essential',
    kind: 'utility',
  }),
];

export const GAS_UTILITY = [
  p({
    id: 'socalgas',
    names: ['SOCALGAS', 'SO CAL GAS', 'SOUTHERN CALIFORNIA GAS'],
    merchantName: 'SoCalGas',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
    legacy: ['Service', 'Utilities', 'Gas'],
    ...ach,
    entryDescription: 'PAYMENT',
    spendClass: 'essential',
    kind: 'utility',
  }),
  p({
    id: 'nicor',
    names: ['NICOR GAS', 'NICOR GAS CO', 'NICOR GAS BILL'],
    merchantName: 'Nicor Gas',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
    legacy: ['Service', 'Utilities', 'Gas'],
    ...ach,
    entryDescription: 'GAS PYMT',
    spendClass: 'essential',
    kind: 'utility',
  }),
];

export const WATER = [
  p({
    id: 'city-of-austin-utilities',
    names: ['CITY OF AUSTIN UTIL', 'AUSTIN ENERGY', 'CITY OF AUSTIN UB'],
    merchantName: 'City of Austin Utilities',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
    legacy: ['Service', 'Utilities', 'Water'],
    ...ach,
    entryDescription: 'UTILITY',
    spendClass: 'essential',
    kind: 'utility',
  }),
  p({
    id: 'ebmud',
    names: ['EBMUD', 'EAST BAY MUD', 'EAST BAY MUNICIPAL UTIL'],
    merchantName: 'EBMUD',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_WATER'],
    legacy: ['Service', 'Utilities', 'Water'],
    ...ach,
    entryDescription: 'WATER BILL',
    spendClass: 'essential',
    kind: 'utility',
  }),
];

const MORE_POWER = [
  p({
    id: 'dte-energy',
    names: ['DTE ENERGY', 'DTE ENERGY PAYMENT', 'DTE ENERGY CO'],
    merchantName: 'DTE Energy',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
    legacy: ['Service', 'Utilities', 'Electric'],
    ...ach,
    entryDescription: 'BILL PAYMT',
    spendClass: 'essential',
    kind: 'utility',
  }),
  p({
    id: 'piedmont-gas',
    names: ['PIEDMONT NATURAL GAS', 'PIEDMONT N G', 'PNG BILL PAYMENT'],
    merchantName: 'Piedmont Natural Gas',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
    legacy: ['Service', 'Utilities', 'Gas'],
    ...ach,
    entryDescription: 'GAS BILL',
    spendClass: 'essential',
    kind: 'utility',
  }),
];

const water = (id: string, names: string[], merchantName: string, entryDescription: string): Party =>
  p({
    id,
    names,
    merchantName,
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_WATER'],
    legacy: ['Service', 'Utilities', 'Water'],
    ...ach,
    entryDescription,
    spendClass: 'essential',
    kind: 'utility',
  });

const MORE_WATER = [
  water('sfpuc', ['SFPUC WATER', 'SF PUBLIC UTILITIES COMM', 'SFWATER'], 'SFPUC', 'WEB PAY'),
  water('nyc-water', ['NYC WATER BOARD', 'NYC DEP WATER', 'NYCWB PAYMENT'], 'NYC Water Board', 'WATER BILL'),
  water(
    'chicago-water',
    ['CITY OF CHICAGO UTIL', 'CHICAGO DEPT OF WATER', 'CITY OF CHICAGO WATER'],
    'City of Chicago Water',
    'UTILITY',
  ),
  water('charlotte-water', ['CHARLOTTE WATER', 'CLT WATER', 'CITY OF CHARLOTTE UTIL'], 'Charlotte Water', 'WATER PMT'),
];

/** The power, gas and water companies of each city the households live in. */
export function utilitiesOf(city: string): { power: Party; gas?: Party; water?: Party } {
  const byId = (id: string) =>
    [...POWER, ...GAS_UTILITY, ...WATER, ...MORE_POWER, ...MORE_WATER].find((u) => u.id === id) as Party;
  switch (city) {
    case 'SAN FRANCISCO':
      return { power: byId('pge'), water: byId('sfpuc') };
    case 'OAKLAND':
      return { power: byId('pge'), water: byId('ebmud') };
    case 'NEW YORK':
      return { power: byId('coned'), water: byId('nyc-water') };
    case 'CHICAGO':
      return { power: byId('comed'), gas: byId('nicor'), water: byId('chicago-water') };
    case 'CHARLOTTE':
      return { power: byId('duke-energy'), gas: byId('piedmont-gas'), water: byId('charlotte-water') };
    case 'AUSTIN':
      return { power: byId('city-of-austin-utilities') };
    default:
      return { power: byId('dte-energy') };
  }
}

export const INTERNET = [
  p({
    id: 'comcast',
    names: ['COMCAST', 'XFINITY', 'COMCAST CABLE COMM'],
    merchantName: 'Xfinity',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_INTERNET_AND_CABLE'],
    legacy: ['Service', 'Cable'],
    ...ach,
    entryDescription: 'AUTOPAY',
    spendClass: 'essential',
    kind: 'internet',
  }),
  p({
    id: 'spectrum',
    names: ['SPECTRUM', 'CHARTER COMMUNICATIONS', 'CHARTER COMM SPECTRUM'],
    merchantName: 'Spectrum',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_INTERNET_AND_CABLE'],
    legacy: ['Service', 'Cable'],
    ...ach,
    entryDescription: 'SPECTRUM',
    spendClass: 'essential',
    kind: 'internet',
  }),
  p({
    id: 'verizon-fios',
    names: ['VERIZON FIOS', 'VZ FIOS PAYMENT', 'VERIZON*FIOS'],
    merchantName: 'Verizon Fios',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_INTERNET_AND_CABLE'],
    legacy: ['Service', 'Cable'],
    ...ach,
    entryDescription: 'PAYMENTREC',
    spendClass: 'essential',
    kind: 'internet',
  }),
];

export const PHONE = [
  p({
    id: 't-mobile',
    names: ['T-MOBILE AUTOPAY', 'TMOBILE*AUTO PAY', 'T-MOBILE PCS SVC'],
    merchantName: 'T-Mobile',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_TELEPHONE'],
    legacy: ['Service', 'Telecommunication Services'],
    ...ach,
    entryDescription: 'PCS SVC',
    phone: '800-937-8997 WA',
    spendClass: 'essential',
    kind: 'phone',
  }),
  p({
    id: 'verizon-wireless',
    names: ['VERIZON WIRELESS', 'VZWRLSS*APOCC VISB', 'VZ WIRELESS VW'],
    merchantName: 'Verizon Wireless',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_TELEPHONE'],
    legacy: ['Service', 'Telecommunication Services'],
    ...ach,
    entryDescription: 'PAYMENTS',
    spendClass: 'essential',
    kind: 'phone',
  }),
  p({
    id: 'att',
    names: ['AT&T MOBILITY', 'ATT*BILL PAYMENT', 'AT&T *PAYMENT'],
    merchantName: 'AT&T',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_TELEPHONE'],
    legacy: ['Service', 'Telecommunication Services'],
    ...ach,
    entryDescription: 'PAYMENT',
    phone: '800-331-0500 TX',
    spendClass: 'essential',
    kind: 'phone',
  }),
];

export const MINT_MOBILE = p({
  id: 'mint-mobile',
  names: ['MINT MOBILE', 'MINTMOBILE.COM', 'MINT MOBILE 800-683-7392'],
  merchantName: 'Mint Mobile',
  pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_TELEPHONE'],
  legacy: ['Service', 'Telecommunication Services'],
  counterpartyType: 'merchant',
  ...online,
  spendClass: 'essential',
  kind: 'phone',
});

// ---- housing, loans, insurance, childcare ---------------------------------------------------

export const LANDLORDS = [
  p({
    id: 'avalonbay',
    names: ['AVALONBAY COMMUNITIES', 'AVALON WEB PMTS', 'AVALONBAY RENT'],
    merchantName: 'AvalonBay Communities',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_RENT'],
    legacy: ['Payment', 'Rent'],
    ...ach,
    entryDescription: 'WEB PMTS',
    spendClass: 'essential',
    kind: 'rent',
  }),
  p({
    id: 'greystar',
    names: ['GREYSTAR RENT', 'YARDI*GREYSTAR', 'RENTCAFE GREYSTAR'],
    merchantName: 'Greystar',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_RENT'],
    legacy: ['Payment', 'Rent'],
    ...ach,
    entryDescription: 'RENT PMT',
    spendClass: 'essential',
    kind: 'rent',
  }),
  p({
    id: 'equity-residential',
    names: ['EQUITY RESIDENTIAL', 'EQR RENT PAYMENT', 'EQUITY RES WEB PMT'],
    merchantName: 'Equity Residential',
    pfc: ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_RENT'],
    legacy: ['Payment', 'Rent'],
    ...ach,
    entryDescription: 'RENT',
    spendClass: 'essential',
    kind: 'rent',
  }),
];

export const MORTGAGE = [
  p({
    id: 'rocket-mortgage',
    names: ['ROCKET MORTGAGE', 'QUICKEN LOANS', 'ROCKETMORTGAGE MTG PYMT'],
    merchantName: 'Rocket Mortgage',
    pfc: ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT'],
    legacy: ['Service', 'Financial', 'Loans and Mortgages'],
    ...ach,
    counterpartyType: 'financial_institution',
    entryDescription: 'MTG PYMT',
    spendClass: 'essential',
    kind: 'mortgage',
  }),
  p({
    id: 'mr-cooper',
    names: ['MR. COOPER', 'NATIONSTAR MORTGAGE', 'MR COOPER MTG PMT'],
    merchantName: 'Mr. Cooper',
    pfc: ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT'],
    legacy: ['Service', 'Financial', 'Loans and Mortgages'],
    ...ach,
    counterpartyType: 'financial_institution',
    entryDescription: 'MORTGAGE',
    spendClass: 'essential',
    kind: 'mortgage',
  }),
  p({
    id: 'wells-home-mortgage',
    names: ['WELLS FARGO HOME MTG', 'WF HOME MTG AUTO PAY', 'WELLS FARGO HM MORTGAG'],
    merchantName: 'Wells Fargo Home Mortgage',
    pfc: ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT'],
    legacy: ['Service', 'Financial', 'Loans and Mortgages'],
    ...ach,
    counterpartyType: 'financial_institution',
    entryDescription: 'AUTO PAY',
    spendClass: 'essential',
    kind: 'mortgage',
  }),
];

export const CAR_LENDERS = [
  p({
    id: 'toyota-financial',
    names: ['TOYOTA MOTOR CREDIT', 'TOYOTA FINANCIAL SERVICES', 'TMCC PAYMENT'],
    merchantName: 'Toyota Financial Services',
    pfc: ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_CAR_PAYMENT'],
    legacy: ['Service', 'Financial', 'Loans and Mortgages'],
    ...ach,
    counterpartyType: 'financial_institution',
    entryDescription: 'TMCC PYMT',
    spendClass: 'essential',
    kind: 'loan',
  }),
  p({
    id: 'ally-auto',
    names: ['ALLY AUTO', 'ALLY FINANCIAL', 'ALLY BANK AUTO PMT'],
    merchantName: 'Ally Auto',
    pfc: ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_CAR_PAYMENT'],
    legacy: ['Service', 'Financial', 'Loans and Mortgages'],
    ...ach,
    counterpartyType: 'financial_institution',
    entryDescription: 'ALLY PAYMT',
    spendClass: 'essential',
    kind: 'loan',
  }),
  p({
    id: 'honda-finance',
    names: ['AMERICAN HONDA FINANCE', 'HONDA PMT', 'AHFC PAYMENT'],
    merchantName: 'American Honda Finance',
    pfc: ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_CAR_PAYMENT'],
    legacy: ['Service', 'Financial', 'Loans and Mortgages'],
    ...ach,
    counterpartyType: 'financial_institution',
    entryDescription: 'PAYMENT',
    spendClass: 'essential',
    kind: 'loan',
  }),
];

export const AUTO_INSURERS = [
  p({
    id: 'geico',
    names: ['GEICO', 'GEICO *AUTO', 'GOVERNMENT EMPLOYEES INS'],
    merchantName: 'GEICO',
    pfc: ['GENERAL_SERVICES', 'GENERAL_SERVICES_INSURANCE'],
    legacy: ['Service', 'Insurance'],
    ...ach,
    entryDescription: 'GEICO',
    phone: '800-841-3000 DC',
    spendClass: 'essential',
    kind: 'insurance',
  }),
  p({
    id: 'state-farm',
    names: ['STATE FARM RO 27', 'STATE FARM INSURANCE', 'STATEFARM PAYMENTS'],
    merchantName: 'State Farm',
    pfc: ['GENERAL_SERVICES', 'GENERAL_SERVICES_INSURANCE'],
    legacy: ['Service', 'Insurance'],
    ...ach,
    entryDescription: 'CPC-CLIENT',
    spendClass: 'essential',
    kind: 'insurance',
  }),
  p({
    id: 'progressive',
    names: ['PROGRESSIVE *INSURANCE', 'PROG DIRECT INS', 'PROGRESSIVE INS'],
    merchantName: 'Progressive',
    pfc: ['GENERAL_SERVICES', 'GENERAL_SERVICES_INSURANCE'],
    legacy: ['Service', 'Insurance'],
    ...ach,
    entryDescription: 'INS PREM',
    spendClass: 'essential',
    kind: 'insurance',
  }),
];

export const RENTERS_INSURANCE = p({
  id: 'lemonade',
  names: ['LEMONADE INSURANCE', 'LEMONADE I* RENTERS', 'LEMONADE INS CO'],
  merchantName: 'Lemonade',
  pfc: ['GENERAL_SERVICES', 'GENERAL_SERVICES_INSURANCE'],
  legacy: ['Service', 'Insurance'],
  counterpartyType: 'merchant',
  ...online,
  spendClass: 'essential',
  kind: 'insurance',
});

export const LIFE_INSURANCE = p({
  id: 'haven-life',
  names: ['HAVEN LIFE INS', 'HAVEN LIFE INSURANCE', 'MASSMUTUAL HAVEN LIFE'],
  merchantName: 'Haven Life',
  pfc: ['GENERAL_SERVICES', 'GENERAL_SERVICES_INSURANCE'],
  legacy: ['Service', 'Insurance'],
  ...ach,
  entryDescription: 'INS PREM',
  spendClass: 'essential',
  kind: 'insurance',
});

export const CHILDCARE = [
  p({
    id: 'bright-horizons',
    names: ['BRIGHT HORIZONS', 'BRIGHT HORIZONS FAM SOL', 'BRIGHTHORIZONS TUITION'],
    merchantName: 'Bright Horizons',
    pfc: ['GENERAL_SERVICES', 'GENERAL_SERVICES_CHILDCARE'],
    legacy: ['Service', 'Education'],
    ...ach,
    entryDescription: 'TUITION',
    spendClass: 'essential',
    kind: 'childcare',
  }),
  p({
    id: 'kindercare',
    names: ['KINDERCARE', 'KINDERCARE LEARNING CTR', 'KCE*KINDERCARE'],
    merchantName: 'KinderCare',
    pfc: ['GENERAL_SERVICES', 'GENERAL_SERVICES_CHILDCARE'],
    legacy: ['Service', 'Education'],
    ...ach,
    entryDescription: 'TUITION',
    spendClass: 'essential',
    kind: 'childcare',
  }),
];

// ---- memberships and subscriptions ----------------------------------------------------------

/** One gym, billed under the club's name most months and under its dues processor in others. */
export const GYMS = [
  p({
    id: 'crunch-fitness',
    names: ['CRUNCH FITNESS', 'ABC*CRUNCH DUES', 'CRUNCH FITNESS DUES'],
    merchantName: 'Crunch Fitness',
    pfc: ['PERSONAL_CARE', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS'],
    legacy: ['Recreation', 'Gyms and Fitness Centers'],
    counterpartyType: 'merchant',
    ...store,
    places: [SF, CHI, NYC],
    spendClass: 'discretionary',
    kind: 'membership',
  }),
  p({
    id: '24-hour-fitness',
    names: ['24 HOUR FITNESS', '24HR FITNESS DUES', '24 HR FIT USA INC'],
    merchantName: '24 Hour Fitness',
    pfc: ['PERSONAL_CARE', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS'],
    legacy: ['Recreation', 'Gyms and Fitness Centers'],
    counterpartyType: 'merchant',
    ...store,
    places: [AUS, SF],
    spendClass: 'discretionary',
    kind: 'membership',
  }),
  p({
    id: 'planet-fitness',
    names: ['PLANET FITNESS', 'PF CLUB DUES', 'ABC*PLANET FITNESS'],
    merchantName: 'Planet Fitness',
    pfc: ['PERSONAL_CARE', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS'],
    legacy: ['Recreation', 'Gyms and Fitness Centers'],
    counterpartyType: 'merchant',
    ...store,
    places: [CLT, ANN, CHI],
    spendClass: 'discretionary',
    kind: 'membership',
  }),
];

const streaming = (
  id: string,
  names: string[],
  merchantName: string,
  detailed: string,
  extra: Partial<Party> = {},
): Party =>
  p({
    id,
    names,
    merchantName,
    pfc: [
      ['ENTERTAINMENT', 'PERSONAL_CARE', 'GENERAL_SERVICES'].find((primary) => detailed.startsWith(primary)) ??
        'ENTERTAINMENT',
      detailed,
    ],
    legacy: ['Service', 'Subscription'],
    counterpartyType: 'merchant',
    ...online,
    spendClass: 'discretionary',
    kind: 'subscription',
    ...extra,
  });

export const NETFLIX = streaming(
  'netflix',
  ['NETFLIX.COM', 'NETFLIX INC', 'NETFLIX COM'],
  'Netflix',
  'ENTERTAINMENT_TV_AND_MOVIES',
  { places: [['LOS GATOS', 'CA']] },
);
export const SPOTIFY = streaming(
  'spotify',
  ['SPOTIFY USA', 'SPOTIFY', 'SPOTIFY P2A1C0B9E4'],
  'Spotify',
  'ENTERTAINMENT_MUSIC_AND_AUDIO',
  { places: [['NEW YORK', 'NY']], phone: '877-7781161 NY' },
);
export const HULU = streaming(
  'hulu',
  ['HULU 877-8248458', 'HULU.COM/BILL', 'HLU*HULU PLUS'],
  'Hulu',
  'ENTERTAINMENT_TV_AND_MOVIES',
);
export const DISNEY_PLUS = streaming(
  'disney-plus',
  ['DISNEY PLUS', 'DISNEYPLUS', 'DISNEY+ BURBANK'],
  'Disney+',
  'ENTERTAINMENT_TV_AND_MOVIES',
  { places: [['BURBANK', 'CA']] },
);
export const MAX = streaming('max', ['MAX.COM', 'HBO MAX', 'WARNERMEDIA*MAX'], 'Max', 'ENTERTAINMENT_TV_AND_MOVIES');
export const YOUTUBE = streaming(
  'youtube-premium',
  ['GOOGLE *YOUTUBEPREMIUM', 'GOOGLE*YOUTUBE PREM', 'YOUTUBE PREMIUM'],
  'YouTube Premium',
  'ENTERTAINMENT_TV_AND_MOVIES',
  { phone: 'G.CO/HELPPAY# CA' },
);
/** Apple bills every plan under one line: iCloud and Apple Music are two streams of one entity. */
export const APPLE = streaming(
  'apple',
  ['APPLE.COM/BILL', 'APPLE COM BILL', 'APL*APPLE.COM/BILL'],
  'Apple',
  'ENTERTAINMENT_OTHER_ENTERTAINMENT',
  { phone: '866-712-7753 CA' },
);
export const AMAZON_PRIME = streaming(
  'amazon-prime',
  ['AMAZON PRIME', 'AMZN PRIME MEMBERSHIP', 'PRIME VIDEO CHANNELS'],
  'Amazon Prime',
  'ENTERTAINMENT_TV_AND_MOVIES',
  { starRef: true, places: [['AMZN.COM/BILL', 'WA']] },
);
export const CHATGPT = streaming(
  'openai',
  ['OPENAI *CHATGPT SUBSCR', 'OPENAI', 'CHATGPT SUBSCRIPTION'],
  'OpenAI',
  'GENERAL_SERVICES_OTHER_GENERAL_SERVICES',
  { places: [['SAN FRANCISCO', 'CA']] },
);
export const PELOTON = streaming(
  'peloton',
  ['PELOTON* MEMBERSHIP', 'PELOTON INTERACTIVE', 'ONEPELOTON.COM'],
  'Peloton',
  'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS',
);
export const HELLOFRESH = p({
  id: 'hellofresh',
  names: ['HELLOFRESH', 'HELLO FRESH US', 'HELLOFRESH.COM'],
  merchantName: 'HelloFresh',
  pfc: ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES'],
  legacy: ['Shops', 'Food and Beverage Store'],
  counterpartyType: 'merchant',
  ...online,
  places: [['NEW YORK', 'NY']],
  spendClass: 'discretionary',
  kind: 'subscription',
});
export const COSTCO_MEMBERSHIP = p({
  id: 'costco-membership',
  names: ['COSTCO *ANNUAL RENEWAL', 'COSTCO MEMBERSHIP', 'COSTCO.COM *RENEWAL'],
  merchantName: 'Costco',
  pfc: ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_SUPERSTORES'],
  legacy: ['Shops', 'Warehouses and Wholesale Stores'],
  counterpartyType: 'merchant',
  ...online,
  spendClass: 'discretionary',
  kind: 'membership',
});
export const AAA = p({
  id: 'aaa',
  names: ['AAA MEMBERSHIP', 'AAA NCNU MEMBERSHIP', 'CSAA AAA DUES'],
  merchantName: 'AAA',
  pfc: ['TRANSPORTATION', 'TRANSPORTATION_OTHER_TRANSPORTATION'],
  legacy: ['Service', 'Automotive'],
  counterpartyType: 'merchant',
  ...online,
  spendClass: 'essential',
  kind: 'membership',
});
export const FASTRAK = p({
  id: 'fastrak',
  names: ['FASTRAK CSC', 'BAY AREA FASTRAK', 'FASTRAK AUTO REPLENISH'],
  merchantName: 'FasTrak',
  pfc: ['TRANSPORTATION', 'TRANSPORTATION_TOLLS'],
  legacy: ['Travel', 'Tolls and Fees'],
  counterpartyType: 'merchant',
  ...online,
  phone: '877-229-8655 CA',
  spendClass: 'essential',
  kind: 'subscription',
});
export const IRS = p({
  id: 'irs',
  names: ['IRS USATAXPYMT', 'IRS TREAS 310 USATAXPYMT', 'US TREASURY TAX PMT'],
  merchantName: 'IRS',
  pfc: ['GOVERNMENT_AND_NON_PROFIT', 'GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT'],
  legacy: ['Tax', 'Payment'],
  ...ach,
  entryDescription: 'USATAXPYMT',
  spendClass: 'essential',
  kind: 'tax',
});
export const LAUNDRY = p({
  id: 'csc-laundry',
  names: ['CSC SERVICEWORKS', 'CSCSW*LAUNDRY APP', 'CSC SERVICE WORKS LAUND'],
  merchantName: 'CSC ServiceWorks',
  pfc: ['GENERAL_SERVICES', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES'],
  legacy: ['Service', 'Laundry and Garment Services'],
  counterpartyType: 'merchant',
  ...online,
  spendClass: 'essential',
  kind: 'subscription',
});
export const PARKING_PERMIT = p({
  id: 'umich-parking',
  names: ['UM PARKING TRANSPORT', 'UNIV MICH PARKING SVCS', 'UMICH LOGISTICS PARKING'],
  merchantName: 'University of Michigan Parking',
  pfc: ['TRANSPORTATION', 'TRANSPORTATION_PARKING'],
  legacy: ['Travel', 'Parking'],
  counterpartyType: 'merchant',
  ...online,
  places: [ANN],
  spendClass: 'essential',
  kind: 'membership',
});

// ---- everyday merchants ---------------------------------------------------------------------

const everyday = (
  id: string,
  names: string[],
  merchantName: string,
  pfc: readonly [string, string],
  legacy: string[],
  spendClass: SpendClass,
  extra: Partial<Party> = {},
): Party =>
  p({
    id,
    names,
    merchantName,
    pfc,
    legacy,
    counterpartyType: 'merchant',
    ...store,
    storeNumber: true,
    spendClass,
    ...extra,
  });

const GROC: readonly [string, string] = ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES'];
const REST: readonly [string, string] = ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_RESTAURANT'];
const COFFEE: readonly [string, string] = ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_COFFEE'];
const FAST: readonly [string, string] = ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_FAST_FOOD'];
const FUEL: readonly [string, string] = ['TRANSPORTATION', 'TRANSPORTATION_GAS'];

export const GROCERS = [
  everyday(
    'safeway',
    ['SAFEWAY', 'SAFEWAY STORE', 'SAFEWAY.COM'],
    'Safeway',
    GROC,
    ['Shops', 'Supermarkets and Groceries'],
    'essential',
    { places: [SF, OAK] },
  ),
  everyday(
    'trader-joes',
    ["TRADER JOE'S", 'TRADER JOE S', 'TRADER JOES'],
    "Trader Joe's",
    GROC,
    ['Shops', 'Supermarkets and Groceries'],
    'essential',
    { places: [SF, CHI, BKN, ANN] },
  ),
  everyday(
    'whole-foods',
    ['WHOLEFDS', 'WHOLE FOODS MARKET', 'WFM'],
    'Whole Foods Market',
    GROC,
    ['Shops', 'Supermarkets and Groceries'],
    'essential',
    { places: [AUS, NYC, SF] },
  ),
  everyday(
    'kroger',
    ['KROGER', 'KROGER MKTPLACE', 'KROGER STORE'],
    'Kroger',
    GROC,
    ['Shops', 'Supermarkets and Groceries'],
    'essential',
    { places: [ANN, CLT] },
  ),
  everyday(
    'heb',
    ['H-E-B', 'HEB GROCERY', 'H E B'],
    'H-E-B',
    GROC,
    ['Shops', 'Supermarkets and Groceries'],
    'essential',
    { places: [AUS] },
  ),
  everyday(
    'aldi',
    ['ALDI', 'ALDI 72034', 'ALDI INC'],
    'Aldi',
    GROC,
    ['Shops', 'Supermarkets and Groceries'],
    'essential',
    { places: [CHI, CLT] },
  ),
  everyday(
    'walmart',
    ['WAL-MART', 'WALMART SUPERCENTER', 'WM SUPERCENTER'],
    'Walmart',
    ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_SUPERSTORES'],
    ['Shops', 'Supermarkets and Groceries'],
    'essential',
    { places: [CLT, AUS, ANN] },
  ),
  everyday(
    'costco',
    ['COSTCO WHSE', 'COSTCO WHOLESALE', 'COSTCO GAS'],
    'Costco',
    ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_SUPERSTORES'],
    ['Shops', 'Warehouses and Wholesale Stores'],
    'essential',
    { places: [SF, AUS, CHI, CLT] },
  ),
];

export const FUEL_STATIONS = [
  everyday(
    'shell',
    ['SHELL OIL', 'SHELL SERVICE STATION', 'SHELL'],
    'Shell',
    FUEL,
    ['Travel', 'Gas Stations'],
    'essential',
    { places: [SF, AUS, CHI, CLT, OAK] },
  ),
  everyday(
    'chevron',
    ['CHEVRON', 'CHEVRON USA', 'CHEVRON STATION'],
    'Chevron',
    FUEL,
    ['Travel', 'Gas Stations'],
    'essential',
    { places: [SF, OAK, AUS] },
  ),
  everyday(
    'exxonmobil',
    ['EXXONMOBIL', 'EXXON', 'MOBIL'],
    'ExxonMobil',
    FUEL,
    ['Travel', 'Gas Stations'],
    'essential',
    { places: [AUS, CLT, CHI] },
  ),
  everyday('76', ['76 FUEL', 'UNION 76', '76 - PETRO'], '76', FUEL, ['Travel', 'Gas Stations'], 'essential', {
    places: [SF, OAK],
  }),
];

export const TRANSIT = [
  p({
    id: 'clipper',
    names: ['CLIPPER SERVICE', 'CLIPPER CARD', 'BART-CLIPPER'],
    merchantName: 'Clipper',
    pfc: ['TRANSPORTATION', 'TRANSPORTATION_PUBLIC_TRANSIT'],
    legacy: ['Travel', 'Public Transportation Services'],
    counterpartyType: 'merchant',
    ...online,
    places: [SF],
    spendClass: 'essential',
  }),
  p({
    id: 'mta',
    names: ['MTA*NYCT PAYGO', 'OMNY', 'MTA NYCT OMNY'],
    merchantName: 'MTA',
    pfc: ['TRANSPORTATION', 'TRANSPORTATION_PUBLIC_TRANSIT'],
    legacy: ['Travel', 'Public Transportation Services'],
    counterpartyType: 'merchant',
    ...store,
    places: [NYC],
    spendClass: 'essential',
  }),
  p({
    id: 'theride',
    names: ['THERIDE AAATA', 'AAATA THE RIDE', 'ANN ARBOR TRANSIT'],
    merchantName: 'TheRide',
    pfc: ['TRANSPORTATION', 'TRANSPORTATION_PUBLIC_TRANSIT'],
    legacy: ['Travel', 'Public Transportation Services'],
    counterpartyType: 'merchant',
    ...store,
    places: [ANN],
    spendClass: 'essential',
  }),
  p({
    id: 'cta',
    names: ['CTA VENTRA', 'VENTRA CTA', 'VENTRA MOBILE'],
    merchantName: 'Ventra',
    pfc: ['TRANSPORTATION', 'TRANSPORTATION_PUBLIC_TRANSIT'],
    legacy: ['Travel', 'Public Transportation Services'],
    counterpartyType: 'merchant',
    ...online,
    places: [CHI],
    spendClass: 'essential',
  }),
];

export const PARKING = [
  p({
    id: 'parkmobile',
    names: ['PARKMOBILE', 'PMUSA PARKMOBILE', 'PARKMOBILE LLC'],
    merchantName: 'ParkMobile',
    pfc: ['TRANSPORTATION', 'TRANSPORTATION_PARKING'],
    legacy: ['Travel', 'Parking'],
    counterpartyType: 'merchant',
    ...online,
    places: [['ATLANTA', 'GA']],
    spendClass: 'essential',
  }),
  p({
    id: 'laz-parking',
    names: ['LAZ PARKING', 'LAZ PARKING 580123', 'LAZ PKG'],
    merchantName: 'LAZ Parking',
    pfc: ['TRANSPORTATION', 'TRANSPORTATION_PARKING'],
    legacy: ['Travel', 'Parking'],
    counterpartyType: 'merchant',
    ...store,
    places: [SF, CHI, CLT],
    spendClass: 'essential',
  }),
];

export const DINING = [
  everyday(
    'starbucks',
    ['STARBUCKS STORE', 'STARBUCKS', 'SBUX'],
    'Starbucks',
    COFFEE,
    ['Food and Drink', 'Restaurants', 'Coffee Shop'],
    'discretionary',
    { places: [SF, AUS, CHI, NYC, ANN, CLT] },
  ),
  everyday(
    'chipotle',
    ['CHIPOTLE', 'CHIPOTLE ONLINE', 'CHIPOTLE MEX GR'],
    'Chipotle Mexican Grill',
    FAST,
    ['Food and Drink', 'Restaurants', 'Fast Food'],
    'discretionary',
    { places: [SF, AUS, CHI, ANN] },
  ),
  everyday(
    'mcdonalds',
    ["MCDONALD'S", 'MCDONALD S', 'MCDONALDS F'],
    "McDonald's",
    FAST,
    ['Food and Drink', 'Restaurants', 'Fast Food'],
    'discretionary',
    { places: [CLT, AUS, CHI] },
  ),
  everyday(
    'blue-bottle',
    ['BLUE BOTTLE COFFEE', 'BLUE BOTTLE COFFEE INC', 'BLUEBOTTLECOFFEE'],
    'Blue Bottle Coffee',
    COFFEE,
    ['Food and Drink', 'Restaurants', 'Coffee Shop'],
    'discretionary',
    { places: [SF, OAK, BKN], processors: ['SQ *'], storeNumber: false },
  ),
  everyday(
    'tartine',
    ['TARTINE BAKERY', 'TARTINE MANUFACTORY', 'TARTINE'],
    'Tartine',
    REST,
    ['Food and Drink', 'Restaurants'],
    'discretionary',
    { places: [SF], processors: ['TST* '], storeNumber: false },
  ),
  everyday(
    'joes-pizza',
    ["JOE'S PIZZA", 'JOES PIZZA', 'JOES PIZZA BROADWAY'],
    "Joe's Pizza",
    REST,
    ['Food and Drink', 'Restaurants'],
    'discretionary',
    { places: [NYC, BKN], processors: ['SQ *', 'TST* '], storeNumber: false },
  ),
  everyday(
    'torchys',
    ["TORCHY'S TACOS", 'TORCHYS TACOS', 'TORCHY S TACOS'],
    "Torchy's Tacos",
    REST,
    ['Food and Drink', 'Restaurants'],
    'discretionary',
    { places: [AUS], processors: ['TST* '] },
  ),
  everyday(
    'zingermans',
    ["ZINGERMAN'S DELI", 'ZINGERMANS DELICATESSEN', 'ZINGERMANS'],
    "Zingerman's Delicatessen",
    REST,
    ['Food and Drink', 'Restaurants'],
    'discretionary',
    { places: [ANN], processors: ['TST* '], storeNumber: false },
  ),
  everyday(
    'sweetgreen',
    ['SWEETGREEN', 'SWEETGREEN ONLINE', 'SG SWEETGREEN'],
    'Sweetgreen',
    REST,
    ['Food and Drink', 'Restaurants'],
    'discretionary',
    { places: [SF, NYC, CHI] },
  ),
  everyday(
    'portillos',
    ["PORTILLO'S", 'PORTILLOS HOT DOGS', 'PORTILLO S'],
    "Portillo's",
    FAST,
    ['Food and Drink', 'Restaurants', 'Fast Food'],
    'discretionary',
    { places: [CHI] },
  ),
];

export const DELIVERY = p({
  id: 'doordash-orders',
  names: ['DOORDASH*', 'DD *DOORDASH', 'DOORDASH DASHPASS'],
  merchantName: 'DoorDash',
  pfc: ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_RESTAURANT'],
  legacy: ['Food and Drink', 'Restaurants'],
  counterpartyType: 'marketplace',
  ...online,
  places: [SF],
  phone: '855-973-1040 CA',
  spendClass: 'discretionary',
});
export const RIDES = p({
  id: 'uber-rides',
  names: ['UBER *TRIP', 'UBER   *TRIP HELP.UBER.COM', 'UBER *EATS'],
  merchantName: 'Uber',
  pfc: ['TRANSPORTATION', 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES'],
  legacy: ['Travel', 'Taxi'],
  counterpartyType: 'merchant',
  ...online,
  phone: '800-592-8996 CA',
  spendClass: 'discretionary',
});

export const SHOPS = [
  everyday(
    'target',
    ['TARGET', 'TARGET STORE', 'TARGET.COM'],
    'Target',
    ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_SUPERSTORES'],
    ['Shops', 'Department Stores'],
    'discretionary',
    { places: [SF, AUS, CHI, CLT, ANN] },
  ),
  everyday(
    'best-buy',
    ['BEST BUY', 'BESTBUY.COM', 'BEST BUY MHT'],
    'Best Buy',
    ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ELECTRONICS'],
    ['Shops', 'Computers and Electronics'],
    'discretionary',
    { places: [SF, AUS, CHI] },
  ),
  everyday(
    'home-depot',
    ['THE HOME DEPOT', 'HOME DEPOT', 'HOMEDEPOT.COM'],
    'The Home Depot',
    ['HOME_IMPROVEMENT', 'HOME_IMPROVEMENT_HARDWARE'],
    ['Shops', 'Hardware Store'],
    'discretionary',
    { places: [CLT, AUS, OAK] },
  ),
  everyday(
    'etsy',
    ['ETSY.COM', 'ETSY INC', 'ETSY'],
    'Etsy',
    ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES'],
    ['Shops'],
    'discretionary',
    { processors: ['PAYPAL *'], storeNumber: false, channel: 'online' },
  ),
  everyday(
    'ebay',
    ['EBAY', 'EBAY INC', 'EBAY COMMERCE'],
    'eBay',
    ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES'],
    ['Shops'],
    'discretionary',
    { processors: ['PAYPAL *'], storeNumber: false, channel: 'online' },
  ),
  everyday(
    'cvs',
    ['CVS/PHARMACY', 'CVS PHARMACY', 'CVS'],
    'CVS Pharmacy',
    ['MEDICAL', 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS'],
    ['Shops', 'Pharmacies'],
    'essential',
    { places: [SF, CHI, NYC, CLT, ANN] },
  ),
  everyday(
    'amc',
    ['AMC THEATRES', 'AMC ONLINE', 'AMC 1234 ONLINE'],
    'AMC Theatres',
    ['ENTERTAINMENT', 'ENTERTAINMENT_TV_AND_MOVIES'],
    ['Recreation', 'Arts and Entertainment'],
    'discretionary',
    { places: [SF, AUS, CHI] },
  ),
  everyday(
    'steam',
    ['STEAM PURCHASE', 'STEAMGAMES.COM', 'VALVE STEAM'],
    'Steam',
    ['ENTERTAINMENT', 'ENTERTAINMENT_VIDEO_GAMES'],
    ['Shops', 'Digital Purchase'],
    'discretionary',
    { storeNumber: false, channel: 'online', phone: '425-889-9642 WA' },
  ),
];

/** Amazon's marketplace: a different billing relationship from Prime (its own entity). */
export const AMAZON = p({
  id: 'amazon',
  names: ['AMAZON.COM', 'AMZN MKTP US', 'AMAZON MKTPL'],
  merchantName: 'Amazon',
  pfc: ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES'],
  legacy: ['Shops', 'Digital Purchase'],
  counterpartyType: 'marketplace',
  ...online,
  starRef: true,
  places: [
    ['AMZN.COM/BILL', 'WA'],
    ['SEATTLE', 'WA'],
  ],
  spendClass: 'discretionary',
});

// ---- income ---------------------------------------------------------------------------------

const employer = (id: string, names: string[], merchantName: string, entryDescription = 'PAYROLL'): Party =>
  p({
    id,
    names,
    merchantName,
    pfc: ['INCOME', 'INCOME_WAGES'],
    legacy: ['Transfer', 'Payroll'],
    counterpartyType: 'income_source',
    channel: 'other',
    rail: 'ach',
    entryDescription,
  });

export const EMPLOYERS = [
  employer('northwind', ['NORTHWIND TRADERS', 'NORTHWIND TRADERS INC'], 'Northwind Traders'),
  employer('contoso', ['CONTOSO LTD', 'CONTOSO LIMITED'], 'Contoso', 'DIR DEP'),
  employer('initech', ['INITECH INC', 'INITECH CORP'], 'Initech', 'PAYROLL'),
  employer('globex', ['GLOBEX CORP', 'GLOBEX CORPORATION'], 'Globex', 'SALARY'),
  employer('mercy-health', ['MERCY HEALTH SYS', 'MERCY HEALTH SYSTEM'], 'Mercy Health', 'PAYROLL'),
  employer('cms-schools', ['CHARLOTTE MECK SCH', 'CMS PAYROLL'], 'Charlotte-Mecklenburg Schools', 'PAYROLL'),
];
export const STUDENT_EMPLOYERS = [
  employer('umich-payroll', ['UNIV OF MICHIGAN', 'REGENTS UNIV MICH'], 'University of Michigan', 'PAYROLL'),
  employer('blue-ribbon-cafe', ['BLUE RIBBON CAFE LLC', 'BLUE RIBBON CAFE'], 'Blue Ribbon Cafe', 'GUSTO PAY'),
];

const platform = (id: string, names: string[], merchantName: string, entryDescription: string): Party =>
  p({
    id,
    names,
    merchantName,
    pfc: ['INCOME', 'INCOME_OTHER_INCOME'],
    legacy: ['Transfer', 'Deposit'],
    counterpartyType: 'income_source',
    channel: 'other',
    rail: 'ach',
    entryDescription,
  });

export const UBER_PAYOUTS = platform(
  'uber-payouts',
  ['UBER USA 6787', 'UBER TECHNOLOGIES', 'UBER DRIVER'],
  'Uber',
  'EDI PYMNTS',
);
export const DOORDASH_PAYOUTS = platform(
  'doordash-payouts',
  ['DOORDASH INC', 'DOORDASH, INC.', 'DOORDASH DASHER'],
  'DoorDash',
  'DASHER PAY',
);
export const INSTACART_PAYOUTS = platform(
  'instacart-payouts',
  ['MAPLEBEAR INC', 'INSTACART', 'INSTACART SHOPPER'],
  'Instacart',
  'PAYOUT',
);

// ---- fraud ----------------------------------------------------------------------------------

export const FRAUD_ONLINE = [
  'SP * NOVAGADGETS',
  'LUXEWATCHDEPOT.COM',
  'ELECTROHUB ONLINE',
  'PAYPAL *TECHDEALSUS',
  'GIFTCARDMALL.COM',
  'SNEAKERVAULT SHOP',
];
export const FRAUD_TESTERS = [
  'SQ *HELPINGHANDS FUND',
  'WWW.DONATE4KIDS.ORG',
  'PAYPAL *QUICKVERIFY',
  'APPSTORE PREAUTH 01',
];
export const FRAUD_PAYEES = ['KEVIN MARSH', 'DANIEL OKAFOR', 'L. BRENNAN', 'MARIA ESTEVEZ'];
export const FRAUD_ABROAD: readonly {
  readonly name: string;
  readonly city: string;
  readonly country: string;
  readonly currency: string;
}[] = [
  { name: 'MAGAZIN ALTEX BUCURESTI', city: 'BUCURESTI', country: 'RO', currency: 'RON' },
  { name: 'CARREFOUR CITY PARIS', city: 'PARIS', country: 'FR', currency: 'EUR' },
  { name: 'ELECTRONICA LAGOS NG', city: 'LAGOS', country: 'NG', currency: 'NGN' },
  { name: 'OXXO CANCUN QROO', city: 'CANCUN', country: 'MX', currency: 'MXN' },
];
