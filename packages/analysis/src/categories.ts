import type { IMPACT_LEVELS } from '@ledgerlight/contract';

import type { BillerInfo } from './billers';
import type { ServiceInfo } from './services';

/**
 * Spending categories ("category mapping from the category array"). Plaid sends a category
 * path, most general first (product 3: the first entry is what the UI shows); the analyses need
 * finer, decision-oriented groups, so the whole path is read, most specific entry first, and a few
 * merchants override it (delivery apps, ride share, known subscription services).
 */

export const SPENDING_CATEGORIES = [
  'housing',
  'loans',
  'utilities',
  'phone_internet',
  'insurance',
  'groceries',
  'transportation',
  'healthcare',
  'education',
  'childcare',
  'household_help',
  'fees',
  'dining',
  'coffee',
  'delivery',
  'rideshare',
  'shopping',
  'entertainment',
  'subscriptions',
  'travel',
  'fitness',
  'personal_care',
  'gifts_donations',
  'taxes',
  'p2p',
  'other',
] as const;
export type SpendingCategory = (typeof SPENDING_CATEGORIES)[number];

export type Flexibility = (typeof IMPACT_LEVELS)[number];

export interface CategoryInfo {
  readonly label: string;
  /** Icon key; the UI maps it to an icon and falls back to a generic one. */
  readonly icon: string;
  /** Needs (essential) versus wants (discretionary), as the discretionary agent splits them. */
  readonly essential: boolean;
  /** How easily spending here can be cut (product 3: discretionary category flexibility). */
  readonly flexibility: Flexibility;
  /**
   * Guideline share of monthly take-home income (percent), after the common 50/30/20 budgeting rule:
   * needs about 50 %, wants about 30 %, saving 20 %. Used for suggested budgets.
   */
  readonly guidelineShare: number;
  /** How much of the regional price parity applies to the category (1 = fully, 0 = not at all). */
  readonly costOfLivingWeight: number;
}

export const CATEGORY_INFO: Readonly<Record<SpendingCategory, CategoryInfo>> = {
  housing: {
    label: 'Housing',
    icon: 'home',
    essential: true,
    flexibility: 'Low',
    guidelineShare: 28,
    costOfLivingWeight: 1,
  },
  loans: {
    label: 'Loan Payments',
    icon: 'credit-card',
    essential: true,
    flexibility: 'Low',
    guidelineShare: 10,
    costOfLivingWeight: 0,
  },
  utilities: {
    label: 'Utilities',
    icon: 'zap',
    essential: true,
    flexibility: 'Low',
    guidelineShare: 5,
    costOfLivingWeight: 0.6,
  },
  phone_internet: {
    label: 'Phone & Internet',
    icon: 'wifi',
    essential: true,
    flexibility: 'Medium',
    guidelineShare: 3,
    costOfLivingWeight: 0.2,
  },
  insurance: {
    label: 'Insurance',
    icon: 'shield',
    essential: true,
    flexibility: 'Low',
    guidelineShare: 5,
    costOfLivingWeight: 0.5,
  },
  groceries: {
    label: 'Groceries',
    icon: 'shopping-cart',
    essential: true,
    flexibility: 'Medium',
    guidelineShare: 10,
    costOfLivingWeight: 0.5,
  },
  transportation: {
    label: 'Transportation',
    icon: 'car',
    essential: true,
    flexibility: 'Medium',
    guidelineShare: 8,
    costOfLivingWeight: 0.4,
  },
  healthcare: {
    label: 'Healthcare',
    icon: 'heart',
    essential: true,
    flexibility: 'Low',
    guidelineShare: 4,
    costOfLivingWeight: 0.4,
  },
  education: {
    label: 'Education',
    icon: 'book',
    essential: true,
    flexibility: 'Low',
    guidelineShare: 2,
    costOfLivingWeight: 0.3,
  },
  childcare: {
    label: 'Childcare',
    icon: 'users',
    essential: true,
    flexibility: 'Low',
    guidelineShare: 5,
    costOfLivingWeight: 0.8,
  },
  /**
   * A sitter, a nanny, a cleaner or a tutor paid by Zelle or Venmo: regular round-dollar payments to
   * one person (ledger.ts, `promoteRegularHelp`). Common budgeting practice counts paid help the
   * household relies on as a need, as it counts childcare.
   */
  household_help: {
    label: 'Household Help',
    icon: 'users',
    essential: true,
    flexibility: 'Low',
    guidelineShare: 3,
    costOfLivingWeight: 0.8,
  },
  fees: {
    label: 'Fees & Interest',
    icon: 'alert-circle',
    essential: true,
    flexibility: 'High',
    guidelineShare: 0,
    costOfLivingWeight: 0,
  },
  dining: {
    label: 'Dining Out',
    icon: 'utensils',
    essential: false,
    flexibility: 'High',
    guidelineShare: 5,
    costOfLivingWeight: 0.5,
  },
  coffee: {
    label: 'Coffee Shops',
    icon: 'coffee',
    essential: false,
    flexibility: 'High',
    guidelineShare: 1,
    costOfLivingWeight: 0.5,
  },
  delivery: {
    label: 'Food Delivery',
    icon: 'truck',
    essential: false,
    flexibility: 'High',
    guidelineShare: 2,
    costOfLivingWeight: 0.3,
  },
  rideshare: {
    label: 'Ride Share & Taxi',
    icon: 'navigation',
    essential: false,
    flexibility: 'Medium',
    guidelineShare: 2,
    costOfLivingWeight: 0.3,
  },
  shopping: {
    label: 'Shopping',
    icon: 'shopping-bag',
    essential: false,
    flexibility: 'High',
    guidelineShare: 5,
    costOfLivingWeight: 0.2,
  },
  entertainment: {
    label: 'Entertainment',
    icon: 'film',
    essential: false,
    flexibility: 'High',
    guidelineShare: 3,
    costOfLivingWeight: 0.3,
  },
  subscriptions: {
    label: 'Subscriptions',
    icon: 'repeat',
    essential: false,
    flexibility: 'Medium',
    guidelineShare: 2,
    costOfLivingWeight: 0,
  },
  travel: {
    label: 'Travel',
    icon: 'plane',
    essential: false,
    flexibility: 'Medium',
    guidelineShare: 4,
    costOfLivingWeight: 0.2,
  },
  fitness: {
    label: 'Health & Fitness',
    icon: 'activity',
    essential: false,
    flexibility: 'Low',
    guidelineShare: 2,
    costOfLivingWeight: 0.3,
  },
  personal_care: {
    label: 'Personal Care',
    icon: 'scissors',
    essential: false,
    flexibility: 'Medium',
    guidelineShare: 2,
    costOfLivingWeight: 0.4,
  },
  gifts_donations: {
    label: 'Gifts & Donations',
    icon: 'gift',
    essential: false,
    flexibility: 'Medium',
    guidelineShare: 2,
    costOfLivingWeight: 0,
  },
  taxes: {
    label: 'Taxes',
    icon: 'file-text',
    essential: true,
    flexibility: 'Low',
    guidelineShare: 0,
    costOfLivingWeight: 0,
  },
  p2p: {
    label: 'Payments to People',
    icon: 'send',
    essential: false,
    flexibility: 'Medium',
    guidelineShare: 2,
    costOfLivingWeight: 0,
  },
  other: {
    label: 'Other',
    icon: 'more-horizontal',
    essential: false,
    flexibility: 'Medium',
    guidelineShare: 3,
    costOfLivingWeight: 0.3,
  },
};

/** Keywords of Plaid category entries, most specific rules first. */
const RULE_LIST: ReadonlyArray<readonly [string, SpendingCategory]> = [
  ['coffee', 'coffee'],
  ['fast food', 'dining'],
  ['restaurant', 'dining'],
  ['bar', 'dining'],
  ['food and drink', 'dining'],
  ['supermarkets', 'groceries'],
  ['grocer', 'groceries'],
  ['warehouses and wholesale', 'groceries'],
  ['car rental', 'travel'],
  ['rent', 'housing'],
  ['mortgage', 'housing'],
  ['loan', 'loans'],
  ['home owners association', 'housing'],
  ['electric', 'utilities'],
  ['gas and electric', 'utilities'],
  ['water', 'utilities'],
  ['sanitation', 'utilities'],
  ['heating', 'utilities'],
  ['utilities', 'utilities'],
  ['telecommunication', 'phone_internet'],
  ['cable', 'phone_internet'],
  ['internet', 'phone_internet'],
  ['wireless', 'phone_internet'],
  ['insurance', 'insurance'],
  ['taxi', 'rideshare'],
  ['ride share', 'rideshare'],
  ['gas station', 'transportation'],
  ['public transportation', 'transportation'],
  ['parking', 'transportation'],
  ['tolls', 'transportation'],
  ['automotive', 'transportation'],
  ['car service', 'transportation'],
  ['car wash', 'transportation'],
  ['airlines', 'travel'],
  ['lodging', 'travel'],
  ['hotel', 'travel'],
  ['car rental', 'travel'],
  ['travel', 'travel'],
  ['gyms', 'fitness'],
  ['fitness', 'fitness'],
  ['pharmac', 'healthcare'],
  ['healthcare', 'healthcare'],
  ['medical', 'healthcare'],
  ['dentist', 'healthcare'],
  ['physician', 'healthcare'],
  ['hair', 'personal_care'],
  ['beauty', 'personal_care'],
  ['personal care', 'personal_care'],
  ['spa', 'personal_care'],
  ['overdraft', 'fees'],
  ['atm', 'fees'],
  ['late payment', 'fees'],
  ['bank fees', 'fees'],
  ['interest charged', 'fees'],
  ['fee', 'fees'],
  ['child care', 'childcare'],
  ['childcare', 'childcare'],
  ['daycare', 'childcare'],
  ['tuition', 'education'],
  ['education', 'education'],
  ['charit', 'gifts_donations'],
  ['religious', 'gifts_donations'],
  ['gift', 'gifts_donations'],
  ['subscription', 'subscriptions'],
  ['streaming', 'subscriptions'],
  ['movie', 'entertainment'],
  ['music', 'entertainment'],
  ['arts and entertainment', 'entertainment'],
  ['entertainment', 'entertainment'],
  ['recreation', 'entertainment'],
  ['sporting', 'entertainment'],
  ['gaming', 'entertainment'],
  ['digital purchase', 'shopping'],
  ['clothing', 'shopping'],
  ['department', 'shopping'],
  ['electronics', 'shopping'],
  ['shops', 'shopping'],
  ['bookstores', 'shopping'],
];

/** Each keyword must start a word ('rent' is not 'parent'); 'bar', 'spa' and 'atm' must be whole words. */
const RULES: ReadonlyArray<readonly [RegExp, SpendingCategory]> = RULE_LIST.map(([keyword, category]) => [
  new RegExp(['bar', 'spa', 'atm', 'rent'].includes(keyword) ? `\\b${keyword}s?\\b` : `\\b${keyword}`),
  category,
]);

/** Merchants whose category the path does not tell (keys from merchant.ts). */
const MERCHANT_OVERRIDES: ReadonlyMap<string, SpendingCategory> = new Map([
  ['DOORDASH', 'delivery'],
  ['UBER EATS', 'delivery'],
  ['GRUBHUB', 'delivery'],
  ['POSTMATES', 'delivery'],
  ['SEAMLESS', 'delivery'],
  ['CAVIAR', 'delivery'],
  ['INSTACART', 'delivery'],
  ['UBER', 'rideshare'],
  ['LYFT', 'rideshare'],
]);

/**
 * The largest grocers, fuel brands, pharmacies and transport operators, whose bank category is often
 * only 'Shops' or 'Travel' or missing: matched at the start of the compact merchant key. Warehouse
 * clubs and supercenters are where most households buy their groceries.
 */
const MERCHANT_PREFIXES: ReadonlyArray<readonly [string, SpendingCategory]> = [
  ...[
    'COSTCO',
    'WALMART',
    'WMSUPERCENTER',
    'WALMARTSUPERCENTER',
    'SAMSCLUB',
    'SAMS CLUB',
    'BJSWHOLESALE',
    'ALDI',
    'LIDL',
    'KROGER',
    'SAFEWAY',
    'WHOLEFOODS',
    'TRADERJOE',
    'PUBLIX',
    'ALBERTSONS',
    'WEGMANS',
    'MEIJER',
    'FOODLION',
    'GIANTEAGLE',
    'GIANTFOOD',
    'STOPANDSHOP',
    'SPROUTS',
    'WINCO',
    'HYVEE',
    'VONS',
    'RALPHS',
    'FREDMEYER',
    'HARRISTEETER',
    'WINNDIXIE',
    'HEB',
    'SMARTANDFINAL',
    'SAVEMART',
    'FOOD4LESS',
    'MARKETBASKET',
    'SHOPRITE',
    'JEWELOSCO',
    'KINGSOOPERS',
    'FRYS FOOD',
    'SMITHSFOOD',
    'PIGGLYWIGGLY',
    'INGLES',
    'RALEYS',
    'STATERBROS',
    'GROCERYOUTLET',
    'FOODMAXX',
    'PRICECHOPPER',
    'TOPSMARKETS',
    'HANNAFORD',
    'SHAWS',
  ].map((name) => [name.replace(/\s+/g, ''), 'groceries'] as const),
  ...[
    'EXXON',
    'EXXONMOBIL',
    'MOBIL',
    'CHEVRON',
    'SHELL',
    'BP',
    'SUNOCO',
    'VALERO',
    'SPEEDWAY',
    'MARATHON',
    'CIRCLEK',
    '76',
    'ARCO',
    'QUIKTRIP',
    'QT',
    'WAWA',
    'SHEETZ',
    'CASEYS',
    'RACETRAC',
    'MURPHYUSA',
    'CITGO',
    'PHILLIPS66',
    'TEXACO',
    'CONOCO',
    'SINCLAIR',
    'KWIKTRIP',
    'HOLIDAYSTATION',
    'LOVES',
    'PILOT',
    'FLYINGJ',
    'LAZPARKING',
    'SPOTHERO',
    'PARKMOBILE',
    'PARKWHIZ',
    'FASTRAK',
    'EZPASS',
    'SUNPASS',
    'TXTAG',
    'IPASS',
    'CLIPPER',
    'MTA',
    'BART',
    'WMATA',
    'SEPTA',
    'MBTA',
    'CTA',
    'METRO',
    'AAA',
  ].map((name) => [name, 'transportation'] as const),
  ...['CVS', 'WALGREENS', 'RITEAID', 'DUANEREADE'].map((name) => [name, 'healthcare'] as const),
  ...['CSCSERVICEWORKS', 'CSCSERVICE', 'COINMACH', 'LAUNDRY', 'WASHLAUNDRY'].map(
    (name) => [name, 'utilities'] as const,
  ),
];

/** Prefixes this short must be the whole first word ('BP' is not 'BPL...'). */
const SHORT_PREFIX = 4;
/** Shortest cut name that still names the merchant it starts. */
const CUT_NAME_MIN = 6;

function categoryOfMerchant(merchantKey: string): SpendingCategory | undefined {
  const compact = merchantKey
    .toUpperCase()
    .replace(/&/g, 'AND')
    .replace(/[^A-Z0-9]+/g, '');
  const words = merchantKey.toUpperCase().split(/[^A-Z0-9&]+/);
  const firstWord = words[0] ?? '';
  // A short name spelt out letter by letter ('H E B', 'H-E-B') is that name.
  const lettersThenWords = words.findIndex((w) => w.length !== 1);
  const spelt = words.slice(0, lettersThenWords === -1 ? words.length : lettersThenWords).join('');
  for (const [prefix, category] of MERCHANT_PREFIXES) {
    if (prefix.length < SHORT_PREFIX ? firstWord === prefix || spelt === prefix : compact.startsWith(prefix))
      return category;
    // A name the statement's width cut ('WM SUPERCENT'), long enough to name one merchant.
    if (compact.length >= CUT_NAME_MIN && prefix.length > compact.length && prefix.startsWith(compact)) return category;
  }
  return undefined;
}

const pathCache = new Map<string, SpendingCategory>();

function fromPath(path: readonly string[]): SpendingCategory {
  const cacheKey = path.join('\u0000');
  const hit = pathCache.get(cacheKey);
  if (hit) return hit;
  let found: SpendingCategory = 'other';
  outer: for (let i = path.length - 1; i >= 0; i -= 1) {
    const entry = (path[i] ?? '').toLowerCase();
    for (const [keyword, category] of RULES) {
      if (keyword.test(entry)) {
        found = category;
        break outer;
      }
    }
  }
  pathCache.set(cacheKey, found);
  return found;
}

/**
 * Plaid's personal finance categories (PFCv2), detailed names first, then primaries: the bank's own
 * reading of a transaction, which wins over the legacy category path when it is present.
 */
const PFC_DETAILED: ReadonlyMap<string, SpendingCategory> = new Map([
  ['LOAN_PAYMENTS_MORTGAGE_PAYMENT', 'housing'],
  ['RENT_AND_UTILITIES_RENT', 'housing'],
  ['RENT_AND_UTILITIES_TELEPHONE', 'phone_internet'],
  ['RENT_AND_UTILITIES_INTERNET_AND_CABLE', 'phone_internet'],
  ['FOOD_AND_DRINK_GROCERIES', 'groceries'],
  ['FOOD_AND_DRINK_COFFEE', 'coffee'],
  ['GENERAL_SERVICES_CHILDCARE', 'childcare'],
  ['GENERAL_SERVICES_EDUCATION', 'education'],
  ['GENERAL_SERVICES_INSURANCE', 'insurance'],
  ['GENERAL_SERVICES_AUTOMOTIVE', 'transportation'],
  ['PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', 'fitness'],
  ['TRANSPORTATION_TAXIS_AND_RIDE_SHARES', 'rideshare'],
  ['GOVERNMENT_AND_NON_PROFIT_DONATIONS', 'gifts_donations'],
  ['GENERAL_MERCHANDISE_GIFTS_AND_NOVELTIES', 'gifts_donations'],
]);
const PFC_PRIMARY: ReadonlyMap<string, SpendingCategory> = new Map([
  ['LOAN_PAYMENTS', 'loans'],
  ['RENT_AND_UTILITIES', 'utilities'],
  ['BANK_FEES', 'fees'],
  ['ENTERTAINMENT', 'entertainment'],
  ['FOOD_AND_DRINK', 'dining'],
  ['GENERAL_MERCHANDISE', 'shopping'],
  ['HOME_IMPROVEMENT', 'shopping'],
  ['MEDICAL', 'healthcare'],
  ['PERSONAL_CARE', 'personal_care'],
  ['GENERAL_SERVICES', 'other'],
  ['GOVERNMENT_AND_NON_PROFIT', 'other'],
  ['TRANSPORTATION', 'transportation'],
  ['TRAVEL', 'travel'],
]);

/**
 * Categories of ours that PFC has no word for, under the PFC reading they refine: Plaid files a
 * delivery app and a coffee chain under FOOD_AND_DRINK and a ride share under TRANSPORTATION, so a
 * merchant the directory knows as one of these keeps its finer category when the bank gives the
 * broader one.
 */
const FINER_THAN_PFC: ReadonlyMap<SpendingCategory, ReadonlySet<SpendingCategory>> = new Map([
  ['dining', new Set<SpendingCategory>(['delivery', 'coffee'])],
  ['transportation', new Set<SpendingCategory>(['rideshare'])],
]);

function refines(known: SpendingCategory, pfc: SpendingCategory): boolean {
  return FINER_THAN_PFC.get(pfc)?.has(known) === true;
}

/** The category of a PFC, when the bank gave one that names spending. */
function categoryOfPfc(primary: string, detailed: string): SpendingCategory | undefined {
  return PFC_DETAILED.get(detailed) ?? PFC_PRIMARY.get(primary);
}

/**
 * Words in a payee's name that say what it is when no directory knows it ('ACME AUTO LOAN',
 * 'RIVERSIDE WATER DEPARTMENT', 'MAPLE COURT APARTMENTS'). Whole words of the normalised key.
 */
const NAME_RULES: ReadonlyArray<readonly [RegExp, SpendingCategory]> = [
  [/\b(?:MORTGAGE|MTG|MTGE|HOME LOANS?|HOME LENDING)\b/, 'housing'],
  [
    /\b(?:AUTO LOAN|CAR LOAN|AUTO FIN(?:ANCE)?|AUTO PMT|LOAN(?:S)?|LENDING|STUDENT LOAN|CREDIT UNION LOAN|FINANCIAL SERVICES)\b/,
    'loans',
  ],
  [/\b(?:INSURANCE|INS PREM(?:IUM)?|INS PMT|ASSURANCE|MUTUAL INS|INDEMNITY)\b/, 'insurance'],
  [
    /\b(?:ELECTRIC|ENERGY|POWER AND LIGHT|POWER CO|WATER|SEWER|UTILITIES|UTILITY|GAS CO(?:MPANY)?|NATURAL GAS|GAS BILL|LIGHT AND POWER|WASTE|SANITATION|TRASH)\b/,
    'utilities',
  ],
  [/\b(?:WIRELESS|TELECOM|CABLE|BROADBAND|FIBER|INTERNET|CELLULAR)\b/, 'phone_internet'],
  [
    /\b(?:RENT|APARTMENTS|APARTMENT HOMES|PROPERTY MANAGEMENT|PROPERTIES|LEASING|RESIDENCES|HOA|HOMEOWNERS ASSOCIATION|REALTY|LANDLORD)\b/,
    'housing',
  ],
  [
    /\b(?:DAYCARE|DAY CARE|CHILD CARE|CHILDCARE|PRESCHOOL|MONTESSORI|LEARNING CENTER|EARLY LEARNING|NANNY)\b/,
    'childcare',
  ],
  [/\b(?:TUITION|UNIVERSITY|COLLEGE|SCHOOL DISTRICT|BURSAR)\b/, 'education'],
  [
    /\b(?:IRS|USATAXPYMT|US TREASURY|TREAS TAX|TAX PYMT|TAX PAYMENT|FRANCHISE TAX|DEPT OF REVENUE|DEPARTMENT OF REVENUE|STATE TAX)\b/,
    'taxes',
  ],
  [/\b(?:LAUNDRY|LAUNDROMAT|SERVICEWORKS)\b/, 'utilities'],
  [/\b(?:PARKING|PARKMOBILE|GARAGE|TRANSIT|METRO CARD|TOLL|TOLLS|EZPASS|E ZPASS|FASTRAK)\b/, 'transportation'],
  [/\b(?:GYM|FITNESS|CLUB DUES|ATHLETIC CLUB|YOGA|CROSSFIT|YMCA)\b/, 'fitness'],
  [/\b(?:PHARMACY|CVS|WALGREENS|DENTAL|MEDICAL|CLINIC|HOSPITAL|HEALTH)\b/, 'healthcare'],
];

/** The category a payee's name says, if any. */
function categoryOfName(key: string): SpendingCategory | undefined {
  for (const [pattern, category] of NAME_RULES) if (pattern.test(key)) return category;
  return undefined;
}

/** What else is known of a transaction's payee when it is categorised. */
export interface CategoryEvidence {
  readonly biller?: BillerInfo | undefined;
  /** The bank's PFC, when given. */
  readonly pfc?: { readonly primary: string; readonly detailed: string } | null | undefined;
}

/**
 * The one spending category of a transaction, in the vocabulary every agent and `/transactions`
 * share: a known service first, then the bank's PFC, the biller directory, merchant overrides, the
 * legacy category path and, last, what the payee's name says.
 */
export function categorise(
  path: readonly string[],
  merchantKey: string,
  service: ServiceInfo | undefined,
  evidence: CategoryEvidence = {},
): SpendingCategory {
  return categoriseWithStrength(path, merchantKey, service, evidence).category;
}

/** A category and whether anything specific said it. */
export interface CategoryReading {
  readonly category: SpendingCategory;
  /**
   * True when nothing specific named the category: 'other', or a bare top-level legacy path such as
   * 'Shops' or 'Travel' (Plaid files a supermarket under Shops and a gas station, a parking garage
   * and a transit fare under Travel). The ledger lets such a line take the category its merchant's
   * other lines state (ledger.ts, `settleEntityCategories`).
   */
  readonly weak: boolean;
}

/** `categorise`, with whether its answer rests on specific evidence. */
export function categoriseWithStrength(
  path: readonly string[],
  merchantKey: string,
  service: ServiceInfo | undefined,
  evidence: CategoryEvidence = {},
): CategoryReading {
  const pfc = evidence.pfc;
  const key = `${path.join('/')}\u0000${merchantKey}\u0000${service?.id ?? ''}\u0000${evidence.biller?.id ?? ''}\u0000${pfc ? `${pfc.primary}/${pfc.detailed}` : ''}`;
  let reading = categoryCache.get(key);
  if (reading === undefined) {
    reading = categoriseUncached(path, merchantKey, service, evidence);
    if (categoryCache.size > 100_000) categoryCache.clear();
    categoryCache.set(key, reading);
  }
  return reading;
}

const categoryCache = new Map<string, CategoryReading>();

function categoriseUncached(
  path: readonly string[],
  merchantKey: string,
  service: ServiceInfo | undefined,
  evidence: CategoryEvidence,
): CategoryReading {
  const sure = (category: SpendingCategory): CategoryReading => ({ category, weak: category === 'other' });
  if (service) {
    switch (service.kind) {
      case 'wireless':
      case 'internet':
        return sure('phone_internet');
      case 'fitness':
        return sure('fitness');
      case 'meal_kit':
      case 'delivery_membership':
        return sure('delivery');
      default:
        return sure('subscriptions');
    }
  }
  // A supercenter or warehouse club is where most households buy groceries, whatever the bank says.
  const known = categoryOfMerchant(merchantKey);
  const pfc = evidence.pfc ? categoryOfPfc(evidence.pfc.primary, evidence.pfc.detailed) : undefined;
  if (known && (pfc === undefined || pfc === 'shopping' || pfc === 'other')) return sure(known);
  const finer = MERCHANT_OVERRIDES.get(merchantKey) ?? known;
  if (finer && pfc && refines(finer, pfc)) return sure(finer);
  if (pfc && pfc !== 'other') return sure(pfc);
  const biller = evidence.biller;
  if (biller && (biller.role === 'bill' || biller.role === 'loan')) return sure(biller.category);
  const override = MERCHANT_OVERRIDES.get(merchantKey) ?? categoryOfMerchant(merchantKey);
  if (override) return sure(override);
  // A bare top-level path ('Shops', 'Travel') says less than the payee's own name.
  const fromBank = fromPath(path);
  const byName = categoryOfName(merchantKey);
  if (path.length <= 1 && byName) return sure(byName);
  if (fromBank !== 'other') return { category: fromBank, weak: path.length <= 1 };
  return sure(byName ?? 'other');
}
