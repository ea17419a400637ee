import { findService } from './services';
import type { ServiceInfo } from './services';

/**
 * Merchant normalisation (issue 6, shared foundations): one key per real merchant, whatever the
 * bank wrote. Handles payment-processor prefixes ('SQ *', 'TST*', 'PAYPAL *', ...), reference codes
 * after '*', store numbers ('#1234', 'STORE 0423'), phone numbers, trailing locations ('SEATTLE WA'),
 * web suffixes ('.COM'), corporate suffixes and case. Known subscription services resolve to their
 * directory entry, so 'NETFLIX.COM 866-579-7172 CA' and 'Netflix' share the key 'NETFLIX'.
 */

export interface MerchantIdentity {
  /** Grouping key: upper case words, e.g. 'WHOLE FOODS MKT'. */
  readonly key: string;
  /** Display name, e.g. 'Whole Foods Mkt' or the service's name. */
  readonly display: string;
  /** The subscription-directory entry, when the merchant is a known service. */
  readonly service: ServiceInfo | undefined;
}

/** Prefixes that name the payment processor, not the merchant: the merchant follows the '*'. */
const PROCESSORS = new Set([
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

/** Bank text before the merchant on debit-card lines. */
const BANK_PREFIX =
  /^(?:POS(?: DEBIT| PURCHASE)?|DEBIT CARD PURCHASE|DEBIT PURCHASE|CHECKCARD(?: \d{4})?|PURCHASE AUTHORIZED ON \d{2}\/\d{2}|RECURRING PAYMENT|RECURRING DEBIT|ACH DEBIT|CARD PURCHASE)\s+/;

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
  'RENT',
]);

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

function titleCase(key: string): string {
  return key
    .toLowerCase()
    .split(' ')
    .map((word) =>
      word.length <= 2 && word !== 'of' ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

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

function computeKey(raw: string, city: string | undefined): { key: string; lookup: string } {
  let text = raw.toUpperCase().trim().replace(BANK_PREFIX, '');
  // Processor prefix ('SQ *CAFE') versus reference code ('AMZN MKTP US*2K3JD').
  const star = text.indexOf('*');
  if (star >= 0) {
    const before = text.slice(0, star).trim();
    const after = text.slice(star + 1).trim();
    text = PROCESSORS.has(before) || before === '' ? after : before;
  }
  text = text
    .replace(/&/g, ' AND ')
    .replace(/\+/g, ' PLUS ')
    .replace(/'/g, '')
    .replace(/\b1?[- ]?\(?8\d\d\)?[- .]?\d{3}[- .]?\d{4}\b/g, ' ')
    .replace(/\b\d{3}[- .]\d{3}[- .]\d{4}\b/g, ' ')
    .replace(/#\s*\d+/g, ' ')
    // A billing period in the descriptor ('PGANDE WEB ONLINE JAN 26'): the same payee every month.
    .replace(/\b(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT?|OCT|NOV|DEC) ?\d{2}\b/g, ' ')
    .replace(/\b(?:STORE|STR|STE|UNIT|NO)\s*\d+\b/g, ' ')
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const lookup = text;
  let words = text.split(' ').filter((w) => w !== '' && !/\d.*\d/.test(w) && !/^\d+$/.test(w));
  words = stripLocation(words, city);
  const trailing = (set: ReadonlySet<string>) => words.length > 1 && set.has(words[words.length - 1] ?? '');
  while (trailing(CORPORATE) || trailing(PAYMENT_SUFFIXES)) words.pop();
  if (words.length > 1 && words[0] === 'THE') words.shift();
  if (words.length > 1 && (words[0] === 'WEB' || words[0] === 'ONLINE')) words.shift();
  words = words.map((word) => ABBREVIATIONS.get(word) ?? word);
  let key = words.join(' ');
  if (!key) key = lookup || 'UNKNOWN';
  for (const [pattern, alias] of ALIASES) {
    if (pattern.test(key)) {
      key = alias;
      break;
    }
  }
  return { key, lookup };
}

const cache = new Map<string, MerchantIdentity>();
const CACHE_LIMIT = 200_000;

/**
 * The normalised identity of a transaction's merchant. Uses Plaid's `merchant_name` when present,
 * else the raw `name`. Memoised: a year of transactions has few distinct names.
 */
export function normaliseMerchant(name: string, merchantName?: string | null, city?: string | null): MerchantIdentity {
  const source = merchantName && merchantName.trim() ? merchantName : name;
  const cacheKey = city ? `${source}\u0000${city}` : source;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const { key, lookup } = computeKey(source, city ?? undefined);
  const service = findService(lookup) ?? findService(key);
  const identity: MerchantIdentity = service
    ? { key: service.id.toUpperCase(), display: service.name, service }
    : { key, display: merchantName && merchantName.trim() ? merchantName.trim() : titleCase(key), service: undefined };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(cacheKey, identity);
  return identity;
}
