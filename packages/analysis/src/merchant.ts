import { compactOf, findBiller, findP2pApp } from './billers';
import type { BillerInfo } from './billers';
import { findService } from './services';
import type { ServiceInfo } from './services';

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
      'POS(?: DEBIT| PURCHASE| PUR| DBT| WITHDRAWAL| TRANSACTION)?',
      'DBT CRD(?: \\d{3,4})?',
      'DEBIT CARD(?: PURCHASE| PURCHSE| DEBIT)?',
      'DEBIT PURCHASE',
      'DEBIT(?: CARD)? \\d{4}',
      'VISA(?: DDA)? (?:PUR|PURCHASE|DEBIT)',
      'DDA (?:PUR|PURCHASE|DEBIT)',
      'CHECKCARD(?: \\d{4})?',
      'CHECK CARD(?: \\d{4})?',
      'CARD PURCHASE(?: \\d{4})?',
      'CARD \\d{4}',
      'PURCHASE(?: AUTHORIZED)?(?: ON)?(?: \\d{1,2}/\\d{1,2}(?:/\\d{2,4})?)?',
      'RECURRING (?:PYMT|PAYMENT|PMT|DEBIT|CHARGE|PURCHASE)',
      'RECURRING',
      'ACH (?:DEBIT|DBT|PMT|PAYMENT|WITHDRAWAL|W/D|TRANSACTION|ELECTRONIC DEBIT)',
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
  /\s(?:(?:PPD|WEB|CCD|TEL|ARC|POP|BOC|CTX|IAT) ID\b|ID:|DES:|INDN:|CO ID|ENTRY\b|REF(?:ERENCE)?\b[ #:]|REF\s*\d|CONF(?:IRMATION)?\b[ #:]|TRACE\b|TRN\b[ #:]|SEQ\b|CO ENTRY|ORIG ID|SEC:|DESCR:).*$/;

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
]);

/** Payment words long enough to be cut at the statement's edge ('DEB', 'PAYM'). */
const CUT_SUFFIXES = ['DEBIT', 'PAYMENT', 'PAYMENTS', 'ONLINE', 'RECURRING', 'AUTOPAY', 'BILLPAY'];

/** Spellings of one merchant that the rules above cannot unify. */
const ALIASES: ReadonlyArray<readonly [RegExp, string]> = [
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
}

/** Strips stacked bank prefixes: 'POS DEBIT RECURRING PYMT NETFLIX' -> 'NETFLIX'. */
function stripBankPrefixes(text: string): string {
  let out = text;
  for (let guard = 0; guard < 6; guard += 1) {
    const next = out.replace(BANK_PREFIX, '');
    if (next === out || next.trim() === '') break;
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
  // Processor prefix ('SQ *CAFE') versus reference code ('AMZN MKTP US*2K3JD').
  const star = text.indexOf('*');
  if (star >= 0) {
    const before = text.slice(0, star).trim();
    const after = text.slice(star + 1).trim();
    text = PROCESSORS.has(before) || before === '' ? after : before;
  }
  text = stripBankPrefixes(text)
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
  while (
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
  let key = words.map((w) => (w === '&' ? 'AND' : w)).join(' ');
  const lookup = text.replace(/&/g, 'AND');
  if (!key) key = lookup || 'UNKNOWN';
  for (const [pattern, alias] of ALIASES) {
    if (pattern.test(key)) {
      key = alias;
      break;
    }
  }
  return { key, lookup, display: display || key, country };
}

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
}

const cache = new Map<string, MerchantIdentity>();
const CACHE_LIMIT = 200_000;

/**
 * The normalised identity of a transaction's merchant. Uses the bank's `merchant_name` when present,
 * else the raw `name`. Memoised: a year of transactions has few distinct names.
 */
export function normaliseMerchant(name: string, merchantName?: string | null, city?: string | null): MerchantIdentity {
  const bankName = merchantName && merchantName.trim() ? merchantName.trim() : null;
  const source = bankName ?? name;
  const cacheKey = `${name}\u0000${bankName ?? ''}\u0000${city ?? ''}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
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
    : (findBiller(compact) ??
      findBiller(compactOf(parsed.lookup)) ??
      findBiller(compactOf(raw.key)) ??
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
    };
  } else if (billerEntry) {
    identity = {
      key: billerEntry.id.toUpperCase(),
      entityId: `bill:${billerEntry.id}`,
      display: billerEntry.name,
      service: undefined,
      biller: billerEntry,
      country,
    };
  } else {
    identity = {
      key: parsed.key,
      entityId: compact || 'UNKNOWN',
      display: bankName ?? displayOf(parsed.display),
      service: undefined,
      biller: undefined,
      country,
    };
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(cacheKey, identity);
  return identity;
}
