import { compactOf, findBiller, findP2pApp } from './billers';
import type { BillerInfo } from './billers';
import { findService } from './services';
import type { ServiceInfo } from './services';
import { sortedCopy } from './util';

/**
 * Merchant normalisation (shared foundations): one key per real merchant, whatever the
 * bank wrote. Handles payment-processor prefixes ('SQ *', 'TST*', 'PAYPAL *', ...), reference codes
 * after '*', store numbers ('#1234', 'STORE 0423'), phone numbers, trailing locations ('SEATTLE WA'),
 * web suffixes ('.COM'), corporate suffixes and case. Known subscription services resolve to their
 * directory entry, so 'NETFLIX.COM 866-579-7172 CA' and 'Netflix' share the key 'NETFLIX'.
 */

/** Prefixes that name the payment processor, not the merchant: the merchant follows the '*'. */
const PROCESSORS = new Set([
  'ABC',
  'SQ',
  'SQU',
  'TST',
  'PAYPAL',
  'PP',
  'SP',
  'CKO',
  'PY',
  'IC',
  'IN',
  'GOOGLE',
  'GGL',
  'APL',
  'WPY',
  'BT',
  'FS',
  'PAR',
  'SMK',
  'EB',
  'ZTL',
  'DRI',
  'PADDLE',
  'STRIPE',
  'FSP',
  'LS',
  'CLOVER',
  'TOAST',
  'SUMUP',
  'IZ',
  'DD',
]);

/**
 * Bank text before the merchant: card and ACH prefixes ('POS DEBIT', 'CHECKCARD 1017', 'PURCHASE
 * AUTHORIZED ON 10/14', 'RECURRING PYMT', 'ACH DEBIT', 'DBT CRD 1404 05/09/26', 'INTERNATIONAL
 * PURCHASE'). Stripped repeatedly, since banks stack them ('POS DEBIT RECURRING PYMT ...').
 */
const BANK_PREFIX = new RegExp(
  '^(?:' +
    [
      'POS(?: DEBIT| PURCHASE| PUR| DBT| WITHDRAWAL| TRANSACTION| W/D)?',
      'DBT CRD(?: \\d{3,4})?',
      'DEBIT CARD(?: PURCHASE| PURCHSE| DEBIT)?',
      'DEBIT PURCHASE',
      'DEBIT(?: CARD)? \\d{4}',
      'VISA(?: DDA)? (?:PUR|PURCHASE|DEBIT)',
      'DDA (?:PUR|PURCHASE|DEBIT)',
      'CHECKCARD(?: \\d{4})?',
      'CHECK CARD(?: \\d{4})?',
      'VISA CHECK CARD(?: \\d{4})?',
      '(?:PIN|SIGNATURE) PURCHASE',
      // Wallets in front of the merchant: 'APLPAY BLUE BOTTLE', 'GOOGLE PAY SWEETGREEN'.
      'APLPAY',
      'APPLE PAY',
      'GOOGLE PAY',
      'CARD PURCHASE(?: \\d{4})?',
      'CARD \\d{4}',
      'PURCHASE(?: AUTHORIZED)?(?: ON)?(?: \\d{1,2}/\\d{1,2}(?:/\\d{2,4})?)?',
      'RECURRING (?:PYMT|PAYMENT|PMT|DEBIT|CHARGE|PURCHASE)',
      'RECURRING',
      'ACH (?:DEBIT|DBT|PMT|PAYMENT|WITHDRAWAL|W/D|TRANSACTION|ELECTRONIC DEBIT|CREDIT|DEPOSIT)',
      // Payroll deposits: 'DIRECT DEP NORTHWIND', 'GUSTO PAY 123456 BLUE RIBBON CAFE'.
      'DIRECT DEP(?:OSIT)?',
      'DIR DEP',
      'GUSTO(?: PAY(?:ROLL)?)?',
      'DEPOSIT(?: FROM)?',
      'ACH',
      'ELECTRONIC (?:WITHDRAWAL|PAYMENT|PMT|DEBIT)',
      'EXTERNAL WITHDRAWAL',
      'PREAUTHORIZED (?:DEBIT|PAYMENT|WD)',
      'PRE-?AUTH(?:ORIZED)?(?: DEBIT)?',
      'BILL ?PAY(?:MENT)?(?: TO)?',
      'ONLINE (?:PMT|PAYMENT|BILL PAY)(?: TO)?',
      'WEB (?:PMT|PAYMENT)',
      'INTERNATIONAL(?: PURCHASE| POS| TRANSACTION)?',
      'INTL(?: PURCHASE| POS| TRANSACTION)?',
      'SALE',
      'MOBILE PURCHASE',
      'ORIG CO NAME:?',
      'ELECTRONIC PMT-WEB,?',
      '\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?',
    ].join('|') +
    ')\\s+',
);

/**
 * ACH trailers after the payee: 'PPD ID: 1941234567', 'WEB ID: 9000123', 'DES:WEB ONLINE ID:X
 * INDN:JANE DOE CO ID:Y WEB', 'REF 000123', 'CONF# 55'. Everything from the first one on is bank text.
 */
const ACH_TRAILER =
  /\s(?:(?:PPD|WEB|CCD|TEL|ARC|POP|BOC|CTX|IAT) ID\b|DIRECT DEP|DIR DEP\b|PAYROLL\b|GUSTO PAY\b|ID:|DES:|INDN:|CO ID|ENTRY\b|REF(?:ERENCE)?\b[ #:]|REF\s*\d|CONF(?:IRMATION)?\b[ #:]|TRACE\b|TRN\b[ #:]|SEQ\b|CO ENTR?Y?\s*$|CO ENTRY|ORIG ID|SEC:|DESCR:).*$/;

/** Two-letter country codes that are not US state codes: a descriptor ending 'CITY RO' was abroad. */
const FOREIGN_COUNTRY_CODES = new Set(
  'GB UK FR ES IT NL BE RO PL PT MX JP CN AU NZ IE SE NO DK FI CH AT GR TR IS CZ HU HR BG TH VN PH SG HK KR TW BR CL PE CR DO JM BS ZA EG NG KE IL AE SA QA MY LT LV EE SK SI RS UA RU BY CY MT LU'.split(
    ' ',
  ),
);

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR'.split(
    ' ',
  ),
);

/** First words of multi-word city names, removed with the city before a state code. */
const CITY_PREFIXES = new Set([
  'SAN',
  'LOS',
  'NEW',
  'SANTA',
  'ST',
  'SAINT',
  'FORT',
  'FT',
  'LAS',
  'EL',
  'SALT',
  'PALO',
  'MOUNTAIN',
  'LONG',
  'BATON',
  'GRAND',
  'COLORADO',
  'KANSAS',
  'OKLAHOMA',
  'JERSEY',
  'VIRGINIA',
  'DES',
  'WEST',
  'EAST',
  'NORTH',
  'SOUTH',
  'LAKE',
]);

const CORPORATE = new Set([
  'INC',
  'LLC',
  'CO',
  'CORP',
  'CORPORATION',
  'INCORPORATED',
  'LIMITED',
  'LTD',
  'COM',
  'NET',
  'ORG',
  'IO',
  'WWW',
  'US',
  'USA',
  'THE',
]);

/** Bank abbreviations, spelled out so that 'MAPLE COURT APTS' and 'MAPLE COURT APARTMENTS' meet. */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['APTS', 'APARTMENTS'],
  ['APT', 'APARTMENTS'],
  ['MKT', 'MARKET'],
  ['MKTS', 'MARKETS'],
  ['SVC', 'SERVICE'],
  ['SVCS', 'SERVICES'],
  ['MGMT', 'MANAGEMENT'],
  ['CTR', 'CENTER'],
  ['DEPT', 'DEPARTMENT'],
  ['INTL', 'INTERNATIONAL'],
  ['ASSN', 'ASSOCIATION'],
  ['UTIL', 'UTILITIES'],
  ['UTILS', 'UTILITIES'],
  ['PKG', 'PARKING'],
  ['PRKG', 'PARKING'],
  ['PHARM', 'PHARMACY'],
  ['MTG', 'MORTGAGE'],
  ['MTGE', 'MORTGAGE'],
]);

/** How a payment was made, written after the merchant ('ONLINE PMT', 'WEB ONLINE'): not the merchant. */
const PAYMENT_SUFFIXES = new Set([
  'ONLINE',
  'WEB',
  'PMT',
  'PYMT',
  'PAYMT',
  'PAYMENT',
  'ACH',
  'AUTOPAY',
  'BILLPAY',
  'EPAY',
  'RECURRING',
  'DEBIT',
  'PMTS',
  'PPD',
  'CCD',
  'PYMTS',
  'PYMNT',
  'PYMNTS',
  'PAYMENTS',
  'DRAFT',
  'BILL',
  'INST',
  'RENT',
  // Club billing: 'CRUNCH DUES', 'PLANET FIT CLUB FEES'.
  'DUES',
  'FEES',
  'SALARY',
]);

/** Payment words long enough to be cut at the statement's edge ('DEB', 'PAYM'). */
const CUT_SUFFIXES = ['DEBIT', 'PAYMENT', 'PAYMENTS', 'ONLINE', 'RECURRING', 'AUTOPAY', 'BILLPAY', 'PAYROLL', 'SALARY'];

/**
 * Spellings of one merchant that the rules above cannot unify: the short forms card networks print
 * for large chains ('WHOLEFDS', 'WFM', 'SBUX', 'H-E-B'), one company under two brands (Exxon and
 * Mobil), and transit systems under their card's name (MTA and OMNY, CTA and Ventra, BART and Clipper).
 */
const ALIASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:WHOLEFDS|WHOLE FOODS|WFM)\b.*$/, 'WHOLE FOODS MARKET'],
  [/^(?:SBUX|STARBUCKS)\b.*$/, 'STARBUCKS'],
  [/^(?:H E B|HEB)\b.*$/, 'HEB'],
  [/^(?:EXXON ?MOBIL|EXXON|MOBIL)\b.*$/, 'EXXONMOBIL'],
  [/^SHELL\b.*$/, 'SHELL'],
  [/^CVS\b.*$/, 'CVS PHARMACY'],
  [/^(?:WALGREENS|WALGREEN)\b.*$/, 'WALGREENS'],
  [/^BEST ?BUY\b.*$/, 'BEST BUY'],
  [/^AMC\b.*$/, 'AMC THEATRES'],
  [/^(?:VALVE )?STEAM(?:GAMES|POWERED)?\b.*$/, 'STEAM'],
  [/^(?:SG )?SWEETGREEN\b.*$/, 'SWEETGREEN'],
  [/^(?:MTA|OMNY)\b.*$/, 'MTA'],
  [/^(?:CTA|VENTRA)\b.*$/, 'VENTRA'],
  [/^(?:BART )?CLIPPER\b.*$/, 'CLIPPER'],
  [/^(?:PMUSA|PARKMOBILE)\b.*$/, 'PARKMOBILE'],
  [/^(?:BAY AREA )?FASTRAK\b.*$/, 'FASTRAK'],
  [/^(?:CSAA )?AAA\b.*$/, 'AAA'],
  // A savings account's interest, however the bank words it.
  [/^(?:DIVIDEND |DIV )?INTEREST(?: EARNED| PAID| CREDIT)?$/, 'INTEREST EARNED'],
  [/^(?:AMZN|AMAZON)(?: MKTP| MKTPLACE| MARKETPLACE| COM| DIGITAL| RETAIL)*\b.*$/, 'AMAZON'],
  [/^(?:WM SUPERCENTER|WAL MART|WALMART COM|WALMART)\b.*$/, 'WALMART'],
  [/^UBER EATS\b.*$/, 'UBER EATS'],
  [/^UBER(?: TRIP| BV| RIDES?)?\b(?! EATS).*$/, 'UBER'],
  [/^LYFT\b.*$/, 'LYFT'],
  [/^DOORDASH\b.*$/, 'DOORDASH'],
  [/^STARBUCKS\b.*$/, 'STARBUCKS'],
  [/^MCDONALDS\b.*$/, 'MCDONALDS'],
  [/^TARGET\b.*$/, 'TARGET'],
  [/^COSTCO(?! MEMBERSHIP| MBR)\b.*$/, 'COSTCO'],
];

/** Removes a trailing 'CITY ST' (or the given city) from a list of words. */
function stripLocation(words: string[], city: string | undefined): string[] {
  const out = [...words];
  if (city) {
    const cityWords = city.toUpperCase().split(/\s+/);
    const at = out.join(' ').lastIndexOf(cityWords.join(' '));
    if (at > 0) {
      const kept = out.join(' ').slice(0, at).trim();
      if (kept) return kept.split(' ');
    }
  }
  const last = out[out.length - 1];
  if (out.length >= 2 && last !== undefined && US_STATES.has(last)) {
    out.pop();
    if (out.length >= 2) {
      out.pop();
      const prefix = out[out.length - 1];
      if (out.length >= 2 && prefix !== undefined && CITY_PREFIXES.has(prefix)) out.pop();
    }
  }
  return out;
}

/** Country codes that may stand inside a descriptor ('BUCURESTI RO MOBILSHOP'): not English words. */
const MID_DESCRIPTOR_COUNTRY = new Set(
  [...FOREIGN_COUNTRY_CODES].filter((c) => !['IS', 'NO', 'AT', 'IT', 'BE', 'DO', 'UK'].includes(c)),
);

interface ParsedDescriptor {
  readonly key: string;
  readonly lookup: string;
  /** The descriptor's display words, '&' kept ('PG&E', 'BARNES & NOBLE'). */
  readonly display: string;
  /** A foreign country the descriptor names ('... BUCURESTI RO'), if any. */
  readonly country: string | null;
  /** False when the line is bank text only ('PURCHASE AUTHORIZED ON 06/05', a cut 'DBT CRD 1234 TH'). */
  readonly named: boolean;
  /** The letters left after the bank's text ('TH' of a cut 'THERIDE'), compact. */
  readonly fragment: string;
}

/** Text as the directories read it: letters, digits and '&' spelt 'AND'. */
function lookupText(text: string): string {
  return text
    .replace(/[^A-Z0-9&]+/g, ' ')
    .replace(/\s*&\s*/g, ' AND ')
    .trim();
}

/** The directory entry (service or biller) a piece of descriptor text names, if any. */
function directoryEntry(text: string): ServiceInfo | BillerInfo | undefined {
  const lookup = lookupText(text);
  if (!lookup) return undefined;
  return findService(lookup) ?? findBiller(lookup);
}

/**
 * A short code before '*' that abbreviates the name after it ('WAG*WALGREENS', 'HLU*HULU'): same
 * first letter, and its letters appear in order in the name's first word.
 */
function abbreviates(code: string, name: string): boolean {
  if (!/^[A-Z]{2,5}$/.test(code)) return false;
  const word = name.split(/[^A-Z]+/)[0] ?? '';
  if (word.length <= code.length || word[0] !== code[0]) return false;
  let at = 0;
  for (const letter of word) if (letter === code[at]) at += 1;
  return at >= code.length;
}

/**
 * Which side of a '*' names the merchant. A processor's prefix ('SQ *CAFE') gives the name after it;
 * a merchant's reference code ('AMZN MKTP US*2K3JD') the name before it. When the two sides together
 * name a directory entry the name before does not ('VERIZON*FIOS', 'COSTCO *ANNUAL RENEWAL',
 * 'YARDI*GREYSTAR'), or the code before abbreviates the name after ('WAG*WALGREENS'), both or the
 * name after is read.
 */
function readStar(text: string): string {
  const star = text.indexOf('*');
  if (star < 0) return text;
  const before = text.slice(0, star).trim();
  const after = text.slice(star + 1).trim();
  if (PROCESSORS.has(before) || before === '') return after;
  if (after === '') return before;
  const joined = `${before} ${after}`;
  const named = directoryEntry(joined);
  if (named && named !== directoryEntry(before)) return joined;
  if (abbreviates(before, after)) return after;
  return before;
}

/** Strips stacked bank prefixes: 'POS DEBIT RECURRING PYMT NETFLIX' -> 'NETFLIX'. */
function stripBankPrefixes(text: string): string {
  let out = text;
  for (let guard = 0; guard < 6; guard += 1) {
    // A line that is bank text to its end ('PURCHASE AUTHORIZED ON 06/05') names no payee.
    const next = `${out} `.replace(BANK_PREFIX, '').trim();
    if (next === out.trim()) break;
    out = next;
  }
  return out;
}

function parseDescriptor(raw: string, city: string | undefined): ParsedDescriptor {
  let text = stripBankPrefixes(
    raw
      .toUpperCase()
      .replace(/:(?=[A-Z])/g, ': ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .replace(ACH_TRAILER, '')
    .replace(/\s+(?:CARD|CRD)\s*(?:NO\.?\s*)?X*\d{4}$/, '');
  text = stripBankPrefixes(readStar(text))
    .replace(/^WWW\.|^HTTPS?:\/\/(?:WWW\.)?/, '')
    .replace(/\+/g, ' PLUS ')
    .replace(/'/g, '')
    .replace(/\b1?[- ]?\(?8\d\d\)?[- .]?\d{3}[- .]?\d{4}\b/g, ' ')
    .replace(/\b\d{3}[- .]\d{3}[- .]\d{4}\b/g, ' ')
    .replace(/\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g, ' ')
    .replace(/#\s*\d+/g, ' ')
    // A billing period in the descriptor ('PGANDE WEB ONLINE JAN 26'): the same payee every month.
    .replace(/\b(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT?|OCT|NOV|DEC) ?\d{2}\b/g, ' ')
    .replace(/\b(?:STORE|STR|STE|UNIT|NO)\s*\d+\b/g, ' ')
    // 'HM MTG' is a home mortgage ('WELLS FARGO HM MTG').
    .replace(/\bHM (?=MTG|MORTG)/g, 'HOME ')
    .replace(/[^A-Z0-9& ]+/g, ' ')
    .replace(/\s*&\s*/g, ' & ')
    .replace(/\s+/g, ' ')
    .trim();
  let words = text.split(' ').filter((w) => w !== '' && !/\d.*\d/.test(w) && !/^\d+$/.test(w));
  // A foreign location: 'MOBILSHOP BUCURESTI RO' or, as some banks print it, 'BUCURESTI RO MOBILSHOP'.
  let country: string | null = null;
  const last = words[words.length - 1];
  if (words.length >= 3 && last !== undefined && FOREIGN_COUNTRY_CODES.has(last)) {
    country = last;
    words = words.slice(0, -2);
  } else {
    const at = words.findIndex((w, i) => i >= 1 && i < words.length - 1 && MID_DESCRIPTOR_COUNTRY.has(w));
    if (at >= 1) {
      country = words[at] ?? null;
      words = [...words.slice(0, at - 1), ...words.slice(at + 1)];
    }
  }
  words = stripLocation(words, city);
  const trailing = (set: ReadonlySet<string>) => words.length > 1 && set.has(words[words.length - 1] ?? '');
  // The statement's width can cut the last word: 'ACH DEB' is 'ACH DEBIT'.
  const cutSuffix = () => {
    const last = words[words.length - 1] ?? '';
    return words.length > 2 && last.length >= 3 && CUT_SUFFIXES.some((w) => w.startsWith(last));
  };
  // A brand whose name is a number ('76', 'UNION 76'): kept before numbers are dropped as references.
  const numbered = /^(?:UNION )?76\b/.test(text) ? 'UNION 76' : null;
  // A letter left at the statement's edge ('BLUE BOTTLE COFFEE S') or a street side ('STORE 1120 N').
  const cutLetter = () =>
    (words[words.length - 1] ?? '').length === 1 &&
    (words.length > 2 ? (words[words.length - 2] ?? '').length > 1 : (words[0] ?? '').length >= 6);
  while (
    cutLetter() ||
    trailing(CORPORATE) ||
    trailing(PAYMENT_SUFFIXES) ||
    cutSuffix() ||
    (words.length > 1 && words[words.length - 1] === '&')
  )
    words.pop();
  while (words.length > 1 && (words[0] === 'THE' || words[0] === 'WEB' || words[0] === 'ONLINE' || words[0] === 'WWW'))
    words.shift();
  words = words.map((word) => ABBREVIATIONS.get(word) ?? word);
  const display = words.join(' ');
  // Fewer than three letters left after the bank's text ('TH', 'S', '0') cannot name a payee.
  const named = numbered !== null || compactOf(words.join('')).replace(/[0-9]/g, '').length >= 3;
  let key = numbered ?? words.map((w) => (w === '&' ? 'AND' : w)).join(' ');
  const lookup = text.replace(/&/g, 'AND');
  if (!key) key = lookup || 'UNKNOWN';
  for (const [pattern, alias] of ALIASES) {
    if (pattern.test(key)) {
      key = alias;
      break;
    }
  }
  return { key, lookup, display: display || key, country, named, fragment: compactOf(words.join('')) };
}

/** How a brand writes its own name, where title case would get it wrong ('Doordash', 'Mcdonalds'). */
const BRAND_NAMES: ReadonlyMap<string, string> = new Map([
  ['DOORDASH', 'DoorDash'],
  ['MCDONALDS', "McDonald's"],
  ['PARKMOBILE', 'ParkMobile'],
  ['FASTRAK', 'FasTrak'],
  ['UBER EATS', 'Uber Eats'],
]);

/** Title case for display, short words kept upper case ('PG&E', 'CVS'), 'and' and 'of' lower. */
function displayOf(words: string): string {
  return words
    .split(' ')
    .map((word) => {
      if (word === '&') return '&';
      if (/&/.test(word) || (word.length <= 3 && !/[AEIOU]/.test(word.slice(1))) || word.length <= 2) return word;
      const lower = word.toLowerCase();
      if (lower === 'and' || lower === 'of') return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

export interface MerchantIdentity {
  /** Grouping key: upper case words, e.g. 'WHOLE FOODS MARKET', or a directory id upper-cased. */
  readonly key: string;
  /**
   * The entity: the compact key ('PG AND E' and 'PGANDE' are both 'PGANDE'), or the directory's
   * id for a known service or biller. Two descriptors of one payee share it.
   */
  readonly entityId: string;
  /** Display name, e.g. 'Whole Foods Market', 'PG&E' or the service's name. */
  readonly display: string;
  /** The subscription-directory entry, when the merchant is a known service. */
  readonly service: ServiceInfo | undefined;
  /** The biller-directory entry (utility, insurer, lender, card issuer, P2P app, platform). */
  readonly biller: BillerInfo | undefined;
  /** A foreign country named in the descriptor, if any. */
  readonly country: string | null;
  /**
   * False when neither the bank nor the line names a payee (bank text only, or a name cut to a letter
   * or two): such a line is an entity of its own, never joined to others by its text.
   */
  readonly named: boolean;
  /** For an unnamed line, the letters its cut name kept ('ALD', 'C'), else ''. */
  readonly fragment: string;
}

/**
 * Identities memoised by the caller's own strings, level by level (name, bank name, city): their
 * hashes are kept by the engine, so a hit builds no key. A year of transactions has few distinct names.
 */
const cache = new Map<string, Map<string, Map<string, MerchantIdentity>>>();
let cacheSize = 0;
const CACHE_LIMIT = 200_000;

/**
 * The normalised identity of a transaction's merchant. Uses the bank's `merchant_name` when present,
 * else the raw `name`. Memoised.
 */
export function normaliseMerchant(name: string, merchantName?: string | null, city?: string | null): MerchantIdentity {
  let byBankName = cache.get(name);
  if (byBankName === undefined) {
    byBankName = new Map();
    cache.set(name, byBankName);
  }
  let byCity = byBankName.get(merchantName ?? '');
  if (byCity === undefined) {
    byCity = new Map();
    byBankName.set(merchantName ?? '', byCity);
  }
  const hit = byCity.get(city ?? '');
  if (hit) return hit;
  const identity = identify(name, merchantName, city);
  if (cacheSize >= CACHE_LIMIT) {
    cache.clear();
    cacheSize = 0;
  }
  byCity.set(city ?? '', identity);
  cacheSize += 1;
  return identity;
}

function identify(name: string, merchantName?: string | null, city?: string | null): MerchantIdentity {
  const bankName = merchantName && merchantName.trim() ? merchantName.trim() : null;
  const source = bankName ?? name;
  const parsed = parseDescriptor(source, city ?? undefined);
  // The bank's own text is read too when a merchant name replaces it: it names the country, and
  // often the service or biller more exactly ('APPLE.COM/BILL' where the merchant name is 'Apple').
  const raw = bankName ? parseDescriptor(name, city ?? undefined) : parsed;
  const country = raw.country;
  const compact = compactOf(parsed.key);
  const service =
    findService(raw.lookup) ?? findService(raw.key) ?? findService(parsed.lookup) ?? findService(parsed.key);
  const billerEntry = service
    ? undefined
    : (findBiller(parsed.key) ??
      findBiller(parsed.lookup) ??
      findBiller(raw.key) ??
      findBiller(raw.lookup) ??
      findP2pApp(raw.lookup));
  let identity: MerchantIdentity;
  if (service) {
    identity = {
      key: service.id.toUpperCase(),
      entityId: `svc:${service.id}`,
      display: service.name,
      service,
      biller: undefined,
      country,
      named: true,
      fragment: '',
    };
  } else if (billerEntry) {
    identity = {
      key: billerEntry.id.toUpperCase(),
      entityId: `bill:${billerEntry.id}`,
      display: billerEntry.name,
      service: undefined,
      biller: billerEntry,
      country,
      named: true,
      fragment: '',
    };
  } else if (!parsed.named) {
    // Bank text only: the line is its own entity (its date and card digits keep lines apart).
    const printed = name.toUpperCase().replace(/\s+/g, ' ').trim();
    identity = {
      key: printed || 'UNKNOWN',
      entityId: `unnamed:${compactOf(printed) || 'UNKNOWN'}`,
      display: bankName ?? (displayOf(printed) || 'Unknown'),
      service: undefined,
      biller: undefined,
      country,
      named: false,
      fragment: parsed.fragment.replace(/[0-9]/g, ''),
    };
  } else {
    identity = {
      key: parsed.key,
      entityId: compact || 'UNKNOWN',
      display: bankName ?? BRAND_NAMES.get(parsed.key) ?? displayOf(parsed.display),
      service: undefined,
      biller: undefined,
      country,
      named: true,
      fragment: '',
    };
  }
  return identity;
}

/** One charge, as the evidence join reads it. */
export interface EvidenceLine {
  readonly entityId: string;
  readonly accountId: string;
  /** The amount in integer cents, signed as the bank gives it: positive is money out. */
  readonly cents: number;
  readonly named: boolean;
  /** The compact name of the line ('THERIDEAAATA') or, unnamed, the letters it kept ('TH'). */
  readonly name: string;
  /**
   * A named line whose name may be the start of a longer one ('ALD', 'TRAD': one short word): it
   * joins a payee whose longer name it starts, on the same evidence as an unnamed line.
   */
  readonly cut?: boolean;
}

/** Fewest charges a payee needs on an account before an unnamed line is joined to it. */
const EVIDENCE_MIN_CHARGES = 3;
/** Slack around a payee's amount band (its 10th to 90th percentile). */
const EVIDENCE_BAND_SLACK = 0.05;
/** With no letters left to go on, the payee must have charged this exact amount this often (a fare). */
const EVIDENCE_SAME_AMOUNT_MIN = 3;

/** A named payee on one side of an account, as `attachUnnamedLines` weighs it. */
interface Payee {
  readonly amounts: number[];
  readonly names: Set<string>;
  /** The amount band (10th to 90th percentile), once asked for. */
  band: readonly [number, number] | null;
}

/** A payee a line's name may point to. */
interface Candidate {
  readonly entityId: string;
  readonly payee: Payee;
}

/** The value at share `q` of an ascending list (the lower neighbour, no interpolation). */
function valueAt(sorted: ArrayLike<number>, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Whether a payee's names hold one longer than `start` that begins with it. */
function startsLonger(names: ReadonlySet<string>, start: string): boolean {
  for (const n of names) if (n.length > start.length && n.startsWith(start)) return true;
  return false;
}

/** How many of `amounts` are exactly `cents`. */
function sameAmount(amounts: readonly number[], cents: number): number {
  let n = 0;
  for (const a of amounts) if (a === cents) n += 1;
  return n;
}

/**
 * The payee behind each line whose text the bank cut to nothing ('PURCHASE AUTHORIZED ON 06/15',
 * 'DBT CRD 1234 05/19/26 AL'), read from evidence (ADR 0031): the one named payee on the same account,
 * charging in the same direction, whose amount band holds the line's amount and whose name starts
 * with the letters the line kept. With no letters to match, the payee must have charged that very
 * amount several times (a fare, a toll). Two or more payees fitting is no answer: the line stays its own.
 * Returns line index -> entity id.
 */
export function attachUnnamedLines(lines: readonly EvidenceLine[]): Map<number, string> {
  return attachUnnamedLinesOf(lines, EVIDENCE_LINE);
}

/**
 * How `attachUnnamedLinesOf` reads a line of another shape: the ledger passes its own records and
 * reads the evidence off them, rather than building an EvidenceLine per transaction and window.
 */
export interface EvidenceReader<L> {
  entityId(line: L): string;
  accountId(line: L): string;
  cents(line: L): number;
  named(line: L): boolean;
  name(line: L): string;
  cut(line: L): boolean;
}

const EVIDENCE_LINE: EvidenceReader<EvidenceLine> = {
  entityId: (line) => line.entityId,
  accountId: (line) => line.accountId,
  cents: (line) => line.cents,
  named: (line) => line.named,
  name: (line) => line.name,
  cut: (line) => line.cut === true,
};

/** `attachUnnamedLines` over lines of any shape, read through `read`. */
export function attachUnnamedLinesOf<L>(lines: readonly L[], read: EvidenceReader<L>): Map<number, string> {
  // Payees by account, then by direction (money out, money in), then by entity: no key is built per line.
  const payees = new Map<string, readonly [moneyOut: Map<string, Payee>, moneyIn: Map<string, Payee>]>();
  let asking = false;
  for (const line of lines) {
    const lineCents = read.cents(line);
    if (lineCents === 0) continue;
    const named = read.named(line);
    if (!named || read.cut(line)) asking = true;
    if (!named) continue;
    const accountId = read.accountId(line);
    let sides = payees.get(accountId);
    if (sides === undefined) {
      sides = [new Map<string, Payee>(), new Map<string, Payee>()];
      payees.set(accountId, sides);
    }
    const bySide = sides[lineCents > 0 ? 0 : 1];
    const entityId = read.entityId(line);
    let payee = bySide.get(entityId);
    if (payee === undefined) {
      payee = { amounts: [], names: new Set<string>(), band: null };
      bySide.set(entityId, payee);
    }
    payee.amounts.push(Math.abs(lineCents));
    payee.names.add(read.name(line));
  }
  const out = new Map<number, string>();
  if (!asking) return out;
  const bandOf = (payee: Payee): readonly [number, number] => {
    if (payee.band) return payee.band;
    const sorted = sortedCopy(payee.amounts);
    payee.band = [valueAt(sorted, 0.1), valueAt(sorted, 0.9)] as const;
    return payee.band;
  };
  // The payees a line's name can point to depend on its name alone (and on whether it is named),
  // not on its amount: worked out once per name and side, then each line checks amounts only.
  const candidates = new Map<
    Map<string, Payee>,
    readonly [named: Map<string, Candidate[]>, unnamed: Map<string, Candidate[]>]
  >();
  const candidatesOf = (bySide: Map<string, Payee>, named: boolean, name: string): readonly Candidate[] => {
    let byName = candidates.get(bySide);
    if (byName === undefined) {
      byName = [new Map<string, Candidate[]>(), new Map<string, Candidate[]>()];
      candidates.set(bySide, byName);
    }
    const memo = byName[named ? 0 : 1];
    let list = memo.get(name);
    if (list === undefined) {
      list = [];
      for (const [entityId, payee] of bySide) {
        if (payee.amounts.length < EVIDENCE_MIN_CHARGES) continue;
        // A short name ('UBER') is a brand of its own before it is a directory entry's cut name.
        if (named && entityId.includes(':')) continue;
        if (name !== '' && !startsLonger(payee.names, name)) continue;
        list.push({ entityId, payee });
      }
      memo.set(name, list);
    }
    return list;
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as L;
    const lineCents = read.cents(line);
    const named = read.named(line);
    if ((named && !read.cut(line)) || lineCents === 0) continue;
    const bySide = payees.get(read.accountId(line))?.[lineCents > 0 ? 0 : 1];
    if (bySide === undefined) continue;
    const cents = Math.abs(lineCents);
    const name = read.name(line);
    const ownEntity = read.entityId(line);
    let found: string | null = null;
    let count = 0;
    for (const { entityId, payee } of candidatesOf(bySide, named, name)) {
      if (entityId === ownEntity) continue;
      const [low, high] = bandOf(payee);
      if (cents < low * (1 - EVIDENCE_BAND_SLACK) || cents > high * (1 + EVIDENCE_BAND_SLACK)) continue;
      // With no letters to go on, the payee must have charged this very amount several times.
      if (name === '' && sameAmount(payee.amounts, cents) < EVIDENCE_SAME_AMOUNT_MIN) continue;
      found = entityId;
      count += 1;
    }
    if (count === 1 && found !== null) out.set(index, found);
  }
  return out;
}
