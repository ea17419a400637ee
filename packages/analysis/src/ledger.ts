import type { CorrectionInput, Transaction } from '@ledgerlight/contract';

import { compactOf } from './billers';
import type { BillerInfo } from './billers';
import { CATEGORY_INFO, categoriseWithStrength } from './categories';
import { correctionSetOf } from './corrections';
import type { CorrectableReading, CorrectionSet } from './corrections';
import type { SpendingCategory } from './categories';
import { attachUnnamedLinesOf, normaliseMerchant } from './merchant';
import type { EvidenceReader, MerchantIdentity } from './merchant';
import { toCents, wholeCents } from './money';
import type { Cents } from './money';
import type { ServiceInfo } from './services';
import { addMonthsToDay, dayOf, dayOfDate, isoOfDay, monthOfDay, monthsBetween, weekdayOfDay } from './util';

/**
 * The prepared ledger every analysis starts from (shared foundations): the agent's data
 * window (product 9: 6 or 12 months up to `now`), each transaction classified as expense, income,
 * transfer or refund under Plaid's sign convention (positive = money out), its merchant normalised
 * and its spending category mapped, sorted by date.
 */

/** How money moved: what spending totals, income and transfers are made of. */
export type TransactionKind = 'expense' | 'income' | 'transfer' | 'refund';

/**
 * What a transaction is, as one record that every agent reads (ADR 0031: one understanding of each
 * transaction): income, a transfer between the user's own accounts, a card payment, a loan or
 * mortgage payment, a bill, a subscription, a purchase, a refund, a fee, or a payment to or from a
 * person. Bills and subscriptions found by their cadence alone are confirmed later by the stream
 * detector; here they come from the directories and the bank's own categories.
 */
export type TransactionRole =
  | 'income'
  | 'own_transfer'
  | 'card_payment'
  | 'loan_payment'
  | 'bill'
  | 'subscription'
  | 'purchase'
  | 'refund'
  | 'fee'
  | 'p2p_out'
  | 'p2p_in';

const KIND_OF_ROLE: Readonly<Record<TransactionRole, TransactionKind>> = {
  income: 'income',
  own_transfer: 'transfer',
  card_payment: 'transfer',
  p2p_in: 'transfer',
  loan_payment: 'expense',
  bill: 'expense',
  subscription: 'expense',
  purchase: 'expense',
  fee: 'expense',
  p2p_out: 'expense',
  refund: 'refund',
};

export interface PreparedTransaction {
  readonly id: string;
  readonly accountId: string;
  readonly date: string;
  /** UTC day number of `date`. */
  readonly day: number;
  /** `YYYY-MM`. */
  readonly month: string;
  /** 0 = Sunday ... 6 = Saturday. */
  readonly weekday: number;
  /** The bank's description. */
  readonly name: string;
  /** The merchant entity: one id per real payee, whatever the descriptor (see merchant.ts). */
  readonly entityId: string;
  readonly merchantKey: string;
  /** The entity's display name: the same for every transaction of the entity. */
  readonly merchant: string;
  readonly service: ServiceInfo | undefined;
  readonly biller: BillerInfo | undefined;
  readonly category: SpendingCategory;
  readonly role: TransactionRole;
  readonly kind: TransactionKind;
  /** Essential (needs) or discretionary (wants), from the category. */
  readonly essential: boolean;
  /** The amount in integer cents (ADR 0041), under Plaid's sign: positive is money out. */
  readonly cents: Cents;
  /** Absolute value of `cents`. */
  readonly magnitudeCents: Cents;
  readonly pending: boolean;
  /** ISO currency code when the bank reports one. */
  readonly currency: string | null;
  /** Country of the location, or a foreign country the descriptor names. */
  readonly country: string | null;
  readonly region: string | null;
}

export interface Ledger {
  /** All transactions in the window, oldest first, then by transaction id. */
  readonly transactions: readonly PreparedTransaction[];
  /** First day of the window (exclusive bound + 1). */
  readonly startDay: number;
  /** `now`'s day: the last day of the window. */
  readonly endDay: number;
  readonly windowMonths: number;
  /** Calendar months touched by the window, oldest first. */
  readonly months: readonly string[];
  /**
   * Months of history actually covered: from the first transaction in the window (or the window
   * start) to `now`, at least 1. Monthly averages divide by this, so a new account is not diluted.
   */
  readonly monthsCovered: number;
  /** The user's corrections of the run (ADR 0040), for the detectors that apply them; none without. */
  readonly corrections?: CorrectionSet | undefined;
}

const DAYS_PER_MONTH = 30.4375;

const INCOME_NAME =
  /\b(?:PAYROLL|SALARY|DIRECT DEP|DIR DEP|DIRECTDEP|DIRECT DEPOSIT|PAYCHECK|ADP|GUSTO|PAYCHEX|INTEREST (?:PAID|EARNED|PAYMENT)|DIVIDEND|PAYOUT|EARNINGS|EDI PYMNTS|SHOPPER PAY|DRIVER PAY|DASHER|TREAS 310|SSA TREAS|SOC SEC|UNEMPLOYMENT|PENSION|ANNUITY)\b/;
/** Income words the statement's width cut ('NORTHWIND INC PAYROL', 'DIR DE'). */
const INCOME_CUT = /\b(?:PAYRO[A-Z]*|PAYRL|DIR DEP?[A-Z]*|DIRECT DEP[A-Z]*)$/;
/** Money in on a card: the card's side of a payment from the user's bank. */
const CARD_SIDE_PAYMENT =
  /\b(?:AUTOPAY|AUTO PAY|AUTOMATIC PAYMENT|INTERNET PAYMENT|MOBILE PAYMENT|ONLINE PAYMENT|ELECTRONIC PAYMENT|PAYMENT RECEIVED|PAYMENT THANK|THANK YOU)\b/;
/** Money moved between the user's own accounts. */
const OWN_TRANSFER_NAME =
  /\b(?:TRANSFER|XFER|TFR|TRNSFR)\b.*\b(?:TO|FROM)\b|\b(?:ONLINE|MOBILE|INTERNAL|ACCOUNT|BOOK|FUNDS) (?:TRANSFER|XFER|TFR)\b|\b(?:TO|FROM) (?:SAVINGS|SAV|CHECKING|CHK|SHARE|MONEY MARKET|MMA|BROKERAGE)\b|\bSAVINGS (?:TRANSFER|DEPOSIT)\b|\bATM (?:WITHDRAWAL|WD|CASH)\b|\bCASH WITHDRAWAL\b/;
/** A payment of a credit card (from the checking side, or 'PAYMENT THANK YOU' on the card side). */
const CARD_PAYMENT_NAME =
  /\b(?:PAYMENT THANK YOU|PAYMENT - THANK YOU|THANK YOU FOR YOUR PAYMENT|AUTOPAY PAYMENT|CREDIT CARD (?:PAYMENT|PMT|AUTOPAY)|CRD (?:AUTOPAY|PMT|EPAY|PAYMENT)|CARD (?:AUTOPAY|PMT)|CRCARDPMT|CC PMT|CC PAYMENT|EPAYMENT|E PAYMENT)\b/;
const WIRE_NAME = /\b(?:WIRE|WIRE TRANSFER|INTL WIRE|WESTERN UNION|MONEYGRAM|REMITLY|XOOM|WISE)\b/;
const FEE_NAME =
  /\b(?:FEE|FEES|SERVICE CHARGE|OVERDRAFT|NSF|INTEREST CHARGE|INTEREST CHARGED|FINANCE CHARGE|LATE CHARGE|MAINTENANCE CHARGE)\b/;
const REFUND_NAME =
  /\b(?:REFUND|RETURN|REVERSAL|CREDIT ADJ|CHARGEBACK|PURCHASE CREDIT|MERCHANT CREDIT|DISPUTE CREDIT)\b/;
/**
 * The person on the other side of a P2P line: 'ZELLE PAYMENT FROM MARIA GARCIA', 'VENMO *JOHN SMITH'.
 * The name ends at a reference ('REF', 'CONF', a code such as 'PXX0Q' or '59C5S': names hold no digits)
 * or at a masked account number (a run of X's).
 */
const P2P_PERSON =
  /(?:\b(?:FROM|TO)\b|\*)\s*([A-Z][A-Z .'-]{2,40}?)(?:\s+(?:CONF|REF|ID|ON|VIA|WEB|PPD|X{2,}|[A-Z]*\d)|\s*\*|$)/;
/** ... or before the app's name: 'SUSAN BAKER ZELLE CREDIT'. */
const P2P_PERSON_FIRST = /^([A-Z][A-Z .'-]{2,40}?)\s+(?:ZELLE|VENMO|CASH APP)\b/;
/** A transfer to or from someone by name ('ONLINE TRANSFER TO ALEX'), not to an account. */
const PERSON_TRANSFER = /\b(?:TRANSFER|XFER|TFR)\s+(?:TO|FROM)\s+[A-Z]{2,}/;
/** Words that name an account or a bank: a transfer naming one moves the user's own money. */
const OWN_ACCOUNT_WORDS =
  /\b(?:SAVINGS|SAV|CHECKING|CHK|SHARE|SHARES|MONEY MARKET|MMA|BROKERAGE|ACCT|ACCOUNT|IRA|ROTH|BANK|CU|CREDIT UNION|CHASE|ALLY|MARCUS|CAPITAL ONE|SCHWAB|FIDELITY|VANGUARD|ROBINHOOD|WEALTHFRONT|BETTERMENT|AMERICAN EXPRESS|DISCOVER|SOFI|CHIME|ACORNS|STASH|X{2,}\d*|\d{4,})\b/;
/** How an employer or agency's ACH credit reads ('DES:PAYROLL', 'ORIG CO NAME:', 'ACH CREDIT'). */
const COMPANY_CREDIT = /\bDES:|\bCO NAME\b|\bORIG CO\b|\bACH (?:CREDIT|CR|DEP)\b|\bPPD\b|\bCCD\b|\bDIRECT\b/;

/** Categories whose payees bill the household rather than sell to it. */
const BILL_CATEGORIES: ReadonlySet<SpendingCategory> = new Set([
  'housing',
  'utilities',
  'phone_internet',
  'insurance',
  'childcare',
  'education',
]);

interface Reading {
  readonly role: TransactionRole;
  readonly category: SpendingCategory;
  /** The category rests on no specific evidence ('other', a bare 'Shops' or 'Travel'). */
  readonly weak: boolean;
}

/** The role of one transaction from its own evidence (the bank's PFC, the directories, its text). */
function readTransaction(transaction: Transaction, identity: MerchantIdentity): Reading {
  const path = transaction.category;
  const top = (path[0] ?? '').toLowerCase();
  const sub = (path[1] ?? '').toLowerCase();
  const name = transaction.name.toUpperCase().replace(/\s+/g, ' ');
  // The bank's category wins when it is sure of it; a low or medium guess does not outvote the text.
  const given = transaction.personal_finance_category ?? null;
  const pfc = given && !/^(?:LOW|MEDIUM|UNKNOWN)$/i.test(given.confidence_level ?? '') ? given : null;
  const primary = pfc?.primary ?? '';
  const detailed = pfc?.detailed ?? '';
  const biller = identity.biller;
  const counterpartyType = transaction.counterparties?.[0]?.type ?? '';
  const { category, weak } = categoriseWithStrength(path, identity.key, identity.service, { biller, pfc });
  const out = transaction.amount >= 0;
  const reading = (role: TransactionRole, as: SpendingCategory = category): Reading => ({
    role,
    category: as,
    weak: as === category ? weak : as === 'other',
  });

  if (out) {
    if (detailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT') return reading('card_payment', 'other');
    if (primary === 'LOAN_PAYMENTS') return reading('loan_payment', category === 'housing' ? 'housing' : 'loans');
    if (primary === 'TRANSFER_OUT') {
      return counterpartyType === 'payment_app' || biller?.role === 'p2p'
        ? reading('p2p_out', 'p2p')
        : reading('own_transfer', 'other');
    }
    if (primary === 'BANK_FEES') return reading('fee', 'fees');
    if (biller?.role === 'card_issuer' || CARD_PAYMENT_NAME.test(name) || (top === 'payment' && sub === 'credit card'))
      return reading('card_payment', 'other');
    if (biller?.role === 'p2p' || (top === 'transfer' && sub === 'third party') || WIRE_NAME.test(name))
      return reading('p2p_out', 'p2p');
    if (biller?.role === 'loan') return reading('loan_payment', biller.category);
    if (identity.service) return reading('subscription');
    if (biller?.role === 'bill') return reading('bill');
    if (category === 'loans' || (category === 'housing' && /\b(?:MORTGAGE|MTG|HOME LOAN)/.test(identity.key)))
      return reading('loan_payment');
    if (BILL_CATEGORIES.has(category)) return reading('bill');
    if (PERSON_TRANSFER.test(name) && !OWN_ACCOUNT_WORDS.test(name)) return reading('p2p_out', 'p2p');
    if (top === 'transfer' || OWN_TRANSFER_NAME.test(name)) return reading('own_transfer', 'other');
    if (category === 'fees' || FEE_NAME.test(name)) return reading('fee', 'fees');
    return reading('purchase');
  }

  // Money in.
  if (primary === 'INCOME') return reading('income', 'other');
  if (biller?.role === 'platform' || biller?.role === 'payroll') return reading('income', 'other');
  if (REFUND_NAME.test(name)) return reading('refund');
  if ((INCOME_NAME.test(name) || INCOME_CUT.test(name)) && biller?.role !== 'p2p') return reading('income', 'other');
  // A card account's side of a card payment: 'AUTOMATIC PAYMENT - THANK', 'AUTOPAY', 'INTERNET PAYMENT'.
  if (CARD_SIDE_PAYMENT.test(name) && biller?.role !== 'p2p') return reading('card_payment', 'other');
  if (primary === 'TRANSFER_IN') {
    return counterpartyType === 'payment_app' || biller?.role === 'p2p'
      ? reading('p2p_in', 'p2p')
      : reading('own_transfer', 'other');
  }
  if (biller?.role === 'card_issuer' || CARD_PAYMENT_NAME.test(name) || (top === 'payment' && sub === 'credit card'))
    return reading('card_payment', 'other');
  if (biller?.role === 'p2p' || (top === 'transfer' && sub === 'third party')) return reading('p2p_in', 'p2p');
  // A bank files a transfer in from the user's own checking or savings as 'Transfer > Deposit' too.
  if (top === 'transfer' && sub !== 'payroll' && OWN_TRANSFER_NAME.test(name) && OWN_ACCOUNT_WORDS.test(name))
    return reading('own_transfer', 'other');
  if (sub === 'payroll' || top === 'income' || sub === 'deposit' || sub === 'interest earned' || INCOME_NAME.test(name))
    return reading('income', 'other');
  if (PERSON_TRANSFER.test(name) && !OWN_ACCOUNT_WORDS.test(name)) return reading('p2p_in', 'p2p');
  if (top === 'transfer' || OWN_TRANSFER_NAME.test(name)) return reading('own_transfer', 'other');
  // Money in without a spending category (interest, tax refunds, uncategorised deposits) is income;
  // money in under a spending category (a shop, a restaurant) is a refund of spending there.
  if (top === '' || top === 'interest' || top === 'tax' || top === 'deposit') {
    return primary && primary !== 'INCOME' && category !== 'other' ? reading('refund') : reading('income', 'other');
  }
  return reading('refund');
}

/** What `readTransaction` reads beside the name and the merchant identity, and what it returned. */
interface ReadingEntry {
  readonly out: boolean;
  readonly path: readonly string[];
  readonly pfc: boolean;
  readonly primary: string;
  readonly detailed: string;
  readonly confidence: string;
  readonly counterparty: string;
  readonly reading: Reading;
}

/**
 * Readings memoised by name, then merchant identity (which stands for the bank's merchant name and
 * city it was made from), then a short list compared field by field: a hit builds no key from the
 * descriptor, and the strings' hashes are kept by the engine.
 */
const readingCache = new Map<string, Map<MerchantIdentity, ReadingEntry[]>>();
let readingCacheSize = 0;
const READING_CACHE_LIMIT = 200_000;
const READINGS_PER_NAME = 16;

function samePath(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** `readTransaction`, memoised on everything it reads: a year of transactions repeats its lines. */
function readCached(transaction: Transaction, identity: MerchantIdentity): Reading {
  const out = transaction.amount >= 0;
  const path = transaction.category;
  const given = transaction.personal_finance_category;
  const primary = given?.primary ?? '';
  const detailed = given?.detailed ?? '';
  const confidence = given?.confidence_level ?? '';
  const counterparty = transaction.counterparties?.[0]?.type ?? '';
  let byIdentity = readingCache.get(transaction.name);
  if (byIdentity === undefined) {
    byIdentity = new Map();
    readingCache.set(transaction.name, byIdentity);
  }
  let entries = byIdentity.get(identity);
  if (entries === undefined) {
    entries = [];
    byIdentity.set(identity, entries);
  }
  for (const e of entries) {
    if (
      e.out === out &&
      e.pfc === !!given &&
      e.primary === primary &&
      e.detailed === detailed &&
      e.confidence === confidence &&
      e.counterparty === counterparty &&
      samePath(e.path, path)
    )
      return e.reading;
  }
  const reading = readTransaction(transaction, identity);
  if (readingCacheSize >= READING_CACHE_LIMIT) {
    readingCache.clear();
    readingCacheSize = 0;
  }
  // A name read many ways (rare) keeps its first few readings, so the list stays short to scan.
  if (entries.length < READINGS_PER_NAME) {
    entries.push({ out, path: [...path], pfc: !!given, primary, detailed, confidence, counterparty, reading });
    readingCacheSize += 1;
  }
  return reading;
}

/** Income, transfer, refund or expense, read from the transaction alone. */
export function classify(transaction: Transaction): TransactionKind {
  const identity = normaliseMerchant(transaction.name, transaction.merchant_name, transaction.location?.city);
  return KIND_OF_ROLE[readTransaction(transaction, identity).role];
}

/** The person named on a P2P line, or null when the bank printed none. */
function p2pPerson(transaction: Transaction): string | null {
  const counterparty = transaction.counterparties?.find((c) => c.type !== 'payment_app')?.name;
  if (counterparty) return counterparty.toUpperCase();
  const text = transaction.name.toUpperCase().replace(/\s+/g, ' ');
  const match = P2P_PERSON.exec(text) ?? P2P_PERSON_FIRST.exec(text);
  const person = match?.[1]
    ?.replace(/\b(?:ZELLE|VENMO|CASH ?APP|PAYMENT|TRANSFER|CREDIT|DEBIT)\b/g, '')
    // An app's name the statement's width cut after the person's: 'ALEX CHEN ZEL', 'ALEX CHEN VENM'.
    .replace(/\s(?:ZEL|ZELL|VENM)$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return person && !/^(?:PAYMENT|TRANSFER|CASHOUT|CASH OUT|BANK|CHECKING|SAVINGS)$/.test(person) ? person : null;
}

/** The day before the window starts: the window is (start, now], `months` calendar months long. */
export function windowBounds(now: Date, months: number): { startDay: number; endDay: number } {
  const endDay = dayOfDate(now);
  return { startDay: addMonthsToDay(endDay, -months) + 1, endDay };
}

/**
 * Roles whose descriptor names no merchant the household buys from: a person, the user's own
 * account, or a payer (an employer that is also a merchant, as a delivery platform is, is two
 * relationships).
 */
const NOT_A_SELLER: ReadonlySet<TransactionRole> = new Set([
  'p2p_in',
  'p2p_out',
  'own_transfer',
  'card_payment',
  'income',
]);

/** Union-find over entity ids: descriptors the bank ties to one counterparty become one entity. */
class Entities {
  private readonly parent = new Map<string, string>();
  find(id: string): string {
    let root = id;
    for (let next = this.parent.get(root); next !== undefined && next !== root; next = this.parent.get(root))
      root = next;
    // Path compression.
    for (let at = id, next = this.parent.get(at); next !== undefined && next !== root; next = this.parent.get(at)) {
      this.parent.set(at, root);
      at = next;
    }
    return root;
  }
  union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    // The smaller id becomes the root, so the result never depends on input order.
    if (ra !== rb) {
      if (ra < rb) this.parent.set(rb, ra);
      else this.parent.set(ra, rb);
    }
  }
}

/**
 * Counterparty types that name the payee itself. A payment app (Zelle), a processor's terminal
 * (Square) or a bank stands between the user and the payee: its entity id ties nothing together.
 */
const PAYEE_COUNTERPARTY: ReadonlySet<string> = new Set(['merchant', 'marketplace', 'income_source']);

/** Fewest months of regular money from one person that make it income (a parent's support). */
const REGULAR_SUPPORT_MONTHS = 3;
const REGULAR_SUPPORT_MIN_CENTS = toCents(50);
/** A monthly payment to one person this large is a bill (rent, a share of it), not a gift. */
const REGULAR_BILL_BY_P2P_MIN_CENTS = toCents(300);

interface Draft {
  readonly read: Read;
  readonly transaction: Transaction;
  /** The transaction's amount in cents, read once (`Read.cents`). */
  readonly cents: Cents;
  readonly day: number;
  readonly identity: MerchantIdentity;
  entityId: string;
  role: TransactionRole;
  category: SpendingCategory;
  weak: boolean;
  /** The user's needs-or-wants choice for the merchant (ADR 0040); the category's otherwise. */
  essential?: boolean;
}

/**
 * One person under names the bank cut at different widths ('ALEX LI', 'ALEX', 'ALEX LINDQVIST'):
 * a name whose words start the words of a longer one is that person (its last word may be cut).
 */
function joinTruncatedPeople(
  drafts: readonly Draft[],
  entities: Entities,
  personTokens: ReadonlyMap<string, readonly string[]>,
): void {
  const people = [...new Set(drafts.filter((d) => d.entityId.startsWith('p2p:')).map((d) => d.entityId))].sort(
    (a, b) => (personTokens.get(a)?.length ?? 0) - (personTokens.get(b)?.length ?? 0) || a.localeCompare(b),
  );
  for (let i = 0; i < people.length; i += 1) {
    const short = personTokens.get(people[i] as string) ?? [];
    if (short.length === 0 || (short[0]?.length ?? 0) < 3) continue;
    for (let j = i + 1; j < people.length; j += 1) {
      const long = personTokens.get(people[j] as string) ?? [];
      if (long.length < short.length) continue;
      const fits = short.every((word, k) =>
        k === short.length - 1 ? (long[k] ?? '').startsWith(word) : long[k] === word,
      );
      if (fits) {
        entities.union(people[i] as string, people[j] as string);
        break;
      }
    }
  }
}

/** First words too common to name a merchant on their own ('AMERICAN' is an airline and a card). */
const GENERIC_FIRST_WORDS = new Set(
  'AMERICAN FIRST CITY NATIONAL UNITED NEW SAN LOS LAS NORTH SOUTH EAST WEST THE BANK STATE US USA GREAT BEST GOLDEN PACIFIC ATLANTIC CENTRAL HOME ONLINE GLOBAL GENERAL ROYAL STAR BLUE GREEN RED BIG LITTLE OLD SAINT ST FORT MOUNT LAKE PARK MAIN MARKET CAFE THAI GOOD FRESH SUPER ALL'.split(
    ' ',
  ),
);

/**
 * One merchant under a longer or a cut name ('KROGER', 'KROGER MKTPLACE', 'KROGER ANN'): a name
 * whose words start the words of a longer one (its last word may be cut) is that merchant, unless
 * its first word is too common to name one alone. Directory entities are already one.
 */
function joinPrefixedMerchants(
  drafts: readonly Draft[],
  entities: Entities,
  merchantTokens: ReadonlyMap<string, readonly string[]>,
): void {
  // A payer is not the shop of the same name: an employer's payroll and its parking office, a
  // delivery platform's payouts and its orders, are two relationships.
  const paying = new Set<string>();
  const selling = new Set<string>();
  // Money in that reads as a transfer (a payroll ACH credit before its promotion) is a payer's too.
  const pays = (d: Draft) => d.role === 'income' || (d.role === 'own_transfer' && d.cents < 0);
  for (const d of drafts) (pays(d) ? paying : selling).add(d.entityId);
  for (const id of merchantTokens.keys()) if (!paying.has(id)) selling.add(id);
  const side = (id: string) => (paying.has(id) && !selling.has(id) ? 'pays' : 'sells');
  const union = (a: string, b: string) => {
    if (side(a) === side(b)) entities.union(a, b);
  };
  // Every named entity: the drafts' own, and the descriptors behind the bank's merchant names.
  const named = new Set<string>();
  for (const d of drafts) named.add(d.entityId);
  for (const id of merchantTokens.keys()) named.add(id);
  const ids = [...named].filter((id) => !id.includes(':') && (merchantTokens.get(id)?.length ?? 0) > 0);
  ids.sort((a, b) => (merchantTokens.get(a)?.length ?? 0) - (merchantTokens.get(b)?.length ?? 0) || a.localeCompare(b));
  // Index by first word: only names that share it can match.
  const byFirst = new Map<string, string[]>();
  for (const id of ids) {
    const first = merchantTokens.get(id)?.[0] ?? '';
    const list = byFirst.get(first) ?? [];
    list.push(id);
    byFirst.set(first, list);
  }
  for (const id of ids) {
    const short = merchantTokens.get(id) ?? [];
    const first = short[0] ?? '';
    // The whole words before the last must include one that names a merchant ('BLUE BOTTLE COFFE').
    const whole = short.length > 1 ? short.slice(0, -1) : short;
    if (first.length < 4 || whole.every((word) => GENERIC_FIRST_WORDS.has(word))) continue;
    for (const other of byFirst.get(first) ?? []) {
      const long = merchantTokens.get(other) ?? [];
      // A name as long as this one fits only when its last word was cut ('UNIV OF MICH').
      if (other === id || long.length < short.length) continue;
      if (
        long.length === short.length &&
        ((short[short.length - 1] ?? '').length < 4 || long.join(' ') === short.join(' '))
      )
        continue;
      const fits = short.every((word, k) =>
        k === short.length - 1 ? (long[k] ?? '').startsWith(word) : long[k] === word,
      );
      if (fits) union(id, other);
    }
  }
  joinCutFirstWords(ids, entities, union, merchantTokens);
  joinRespacedMerchants(ids, union, merchantTokens);
}

/** A name of one short word ('ALD', 'TRAD'), often what the statement's width left of a longer one. */
const CUT_NAME = /^[A-Z]{3,4}$/;

/** Shortest one-word name cut inside its word ('CHARLOTT') that is read as the longer name it starts. */
const CUT_WORD_MIN_LENGTH = 5;

/**
 * A one-word name the statement cut inside its word ('CHARLOTT' of 'CHARLOTTE WATER'): it joins the
 * longer names whose first word it starts only when they are all one entity already; two different
 * payees it could be ('CHARLOTTE WATER', 'CHARLOTTE SCHOOLS') leave it alone.
 */
function joinCutFirstWords(
  ids: readonly string[],
  entities: Entities,
  union: (a: string, b: string) => void,
  merchantTokens: ReadonlyMap<string, readonly string[]>,
): void {
  const byPrefix = new Map<string, string[]>();
  for (const id of ids) {
    const first = merchantTokens.get(id)?.[0] ?? '';
    for (let length = CUT_WORD_MIN_LENGTH; length < first.length; length += 1) {
      const prefix = first.slice(0, length);
      const list = byPrefix.get(prefix) ?? [];
      list.push(id);
      byPrefix.set(prefix, list);
    }
  }
  for (const id of ids) {
    const short = merchantTokens.get(id) ?? [];
    const word = short[0] ?? '';
    if (short.length !== 1 || word.length < CUT_WORD_MIN_LENGTH || GENERIC_FIRST_WORDS.has(word)) continue;
    const longer = byPrefix.get(word) ?? [];
    const roots = new Set(longer.map((other) => entities.find(other)));
    const target = longer[0];
    if (roots.size === 1 && target !== undefined) union(id, target);
  }
}

/** Shortest compact name the spacing rule joins: shorter ones are too often different payees. */
const RESPACED_MIN_LENGTH = 8;

/**
 * Names that differ in spacing as well as in length: 'CSC SERVICEWORKS' and 'CSC SERVICE WORKS LAUND'
 * (banks print a merchant's words run together or apart, then cut the line). The shorter compact
 * name must start the longer one and end where one of its words ends.
 */
function joinRespacedMerchants(
  ids: readonly string[],
  union: (a: string, b: string) => void,
  merchantTokens: ReadonlyMap<string, readonly string[]>,
): void {
  const compactOf = (id: string) => (merchantTokens.get(id) ?? []).join('');
  const byHead = new Map<string, string[]>();
  for (const id of ids) {
    const compact = compactOf(id);
    if (compact.length < RESPACED_MIN_LENGTH) continue;
    const head = compact.slice(0, RESPACED_MIN_LENGTH);
    const list = byHead.get(head) ?? [];
    list.push(id);
    byHead.set(head, list);
  }
  for (const list of byHead.values()) {
    if (list.length < 2) continue;
    for (const id of list) {
      const short = compactOf(id);
      if (GENERIC_FIRST_WORDS.has(merchantTokens.get(id)?.[0] ?? '')) continue;
      for (const other of list) {
        const longTokens = merchantTokens.get(other) ?? [];
        const long = longTokens.join('');
        if (other === id || long.length <= short.length || !long.startsWith(short)) continue;
        let end = 0;
        for (const word of longTokens) {
          end += word.length;
          if (end >= short.length) break;
        }
        if (end === short.length) union(id, other);
      }
    }
  }
}

/**
 * Money in from an employer or agency by ACH, month after month, is income even when the bank
 * files it as a transfer; money out to one person, month after month at one amount of some size,
 * is a bill paid by P2P (most often rent or a share of it), essential.
 */
function promoteRegularPayments(drafts: readonly Draft[]): void {
  const byEntity = new Map<string, Draft[]>();
  for (const d of drafts) {
    const companyCredit =
      d.role === 'own_transfer' &&
      d.cents < 0 &&
      COMPANY_CREDIT.test(d.transaction.name.toUpperCase()) &&
      !OWN_ACCOUNT_WORDS.test(d.transaction.name.toUpperCase());
    if (!companyCredit && d.role !== 'p2p_out') continue;
    const key = `${d.role}\u0000${d.entityId}`;
    const list = byEntity.get(key) ?? [];
    list.push(d);
    byEntity.set(key, list);
  }
  for (const list of byEntity.values()) {
    if (list[0]?.role === 'own_transfer') {
      for (const d of list) d.role = 'income';
      continue;
    }
    const months = new Set(list.map((d) => monthOfDay(d.day)));
    if (months.size < REGULAR_SUPPORT_MONTHS || list[0]?.entityId.startsWith('bill:')) continue;
    const amounts = list.map((d) => Math.abs(d.cents)).sort((a, b) => a - b);
    const mid = amounts[Math.floor(amounts.length / 2)] ?? 0;
    if (mid < REGULAR_BILL_BY_P2P_MIN_CENTS) continue;
    const steady = list.filter((d) => Math.abs(Math.abs(d.cents) - mid) <= mid * 0.1);
    if (new Set(steady.map((d) => monthOfDay(d.day))).size < REGULAR_SUPPORT_MONTHS) continue;
    for (const d of steady) {
      d.role = 'bill';
      d.category = 'housing';
    }
  }
}

/** Roles whose category says what the payee sells or bills: the votes for an entity's category. */
const SELLING_ROLES: ReadonlySet<TransactionRole> = new Set(['purchase', 'bill', 'loan_payment', 'subscription']);
/** Lines of an entity with a specific category before a transfer-looking line to it counts as paying it. */
const BILL_PAY_EVIDENCE = 2;

/**
 * One category per payee (ADR 0031): a line whose own category rests on nothing specific ('other',
 * a bare 'Shops' or 'Travel', a cut descriptor) takes the category its entity's other lines state,
 * the most frequent one (ties: the first seen). 'H-E-B #4683' with no category is the same grocer as
 * the 'H-E-B' lines the bank filed under groceries; a 'Travel' line at a parking operator is parking.
 * An outflow the bank filed only as a generic transfer ('Transfer, Debit', or a low-confidence
 * TRANSFER_OUT), whose text names neither a transfer nor an account, to a payee billed on other
 * lines, is a bill paid by ACH: it takes that payee's role and category.
 */
function settleEntityCategories(drafts: readonly Draft[]): void {
  // Each entity's votes, one per (role, category) pair in the order the pairs first occur: a short
  // list scanned per line, so no key is built per line.
  const votes = new Map<string, { readonly role: TransactionRole; readonly category: SpendingCategory; n: number }[]>();
  for (const d of drafts) {
    if (d.weak || !SELLING_ROLES.has(d.role) || d.entityId.startsWith('p2p:')) continue;
    let tally = votes.get(d.entityId);
    if (tally === undefined) {
      tally = [];
      votes.set(d.entityId, tally);
    }
    const vote = tally.find((v) => v.role === d.role && v.category === d.category);
    if (vote) vote.n += 1;
    else tally.push({ role: d.role, category: d.category, n: 1 });
  }
  const settled = new Map<string, { role: TransactionRole; category: SpendingCategory; lines: number }>();
  for (const [entityId, tally] of votes) {
    const byCategory = new Map<SpendingCategory, number>();
    let lines = 0;
    for (const { category, n } of tally) {
      byCategory.set(category, (byCategory.get(category) ?? 0) + n);
      lines += n;
    }
    let category: SpendingCategory | undefined;
    for (const [c, n] of byCategory) if (category === undefined || n > (byCategory.get(category) ?? 0)) category = c;
    if (category === undefined) continue;
    let role: TransactionRole = 'purchase';
    let most = 0;
    for (const { role: r, category: c, n } of tally) {
      if (c === category && n > most) {
        role = r;
        most = n;
      }
    }
    settled.set(entityId, { role, category, lines });
  }
  for (const d of drafts) {
    const entity = settled.get(d.entityId);
    if (!entity) continue;
    if (d.weak && (d.role === 'purchase' || d.role === 'refund')) {
      d.category = entity.category;
      if (d.role === 'purchase' && entity.role !== 'purchase') d.role = entity.role;
      d.weak = false;
    } else if (d.role === 'own_transfer' && entity.lines >= BILL_PAY_EVIDENCE && isGenericTransferOut(d)) {
      d.role = entity.role;
      d.category = entity.category;
      d.weak = false;
    }
  }
}

/** An outflow read as a transfer only from a generic bank category: its text names no transfer or account. */
function isGenericTransferOut({ transaction, cents }: Draft): boolean {
  if (cents <= 0) return false;
  const name = transaction.name.toUpperCase().replace(/\s+/g, ' ');
  // A bill-pay line ends in its reference number ('ONLINE PMT HAVEN LIFE INS 606505'): a number alone
  // names no account of the user's here, where the payee is already known to bill.
  const words = name.replace(/\b\d{4,}\b/g, ' ');
  return !OWN_TRANSFER_NAME.test(name) && !OWN_ACCOUNT_WORDS.test(words) && !PERSON_TRANSFER.test(name);
}

/** Fewest months, and payments, of regular round-dollar payments to one person that make them paid help. */
const REGULAR_HELP_MONTHS = 3;
const REGULAR_HELP_PAYMENTS = 4;
/** Share of the payments that must be whole dollars: a split bill carries cents, a sitter's pay does not. */
const REGULAR_HELP_ROUND_SHARE = 0.8;

/**
 * Money paid to one person (or through one app with no name printed) in whole dollars, in several
 * months, is paid help: a sitter, a nanny, a cleaner, a tutor. It is essential, as childcare is
 * (categories.ts, household_help). A share of a dinner or a ticket carries cents, so friends paid
 * back for meals stay discretionary 'Payments to People'. Rent paid to a person was already read as
 * a bill by `promoteRegularPayments`.
 */
function promoteRegularHelp(drafts: readonly Draft[]): void {
  const byPayee = new Map<string, Draft[]>();
  for (const d of drafts) {
    if (d.role !== 'p2p_out') continue;
    const list = byPayee.get(d.entityId) ?? [];
    list.push(d);
    byPayee.set(d.entityId, list);
  }
  for (const list of byPayee.values()) {
    if (list.length < REGULAR_HELP_PAYMENTS) continue;
    if (new Set(list.map((d) => monthOfDay(d.day))).size < REGULAR_HELP_MONTHS) continue;
    const round = list.filter((d) => d.cents % 100 === 0);
    if (round.length < list.length * REGULAR_HELP_ROUND_SHARE) continue;
    for (const d of list) d.category = 'household_help';
  }
}

/** Money in from one person, month after month at a steady amount, is income (support), not a transfer. */
function promoteRegularSupport(drafts: readonly Draft[]): void {
  const bySender = new Map<string, Draft[]>();
  for (const d of drafts) {
    if (d.role !== 'p2p_in' || d.entityId.startsWith('bill:')) continue;
    const list = bySender.get(d.entityId) ?? [];
    list.push(d);
    bySender.set(d.entityId, list);
  }
  for (const list of bySender.values()) {
    const months = new Set(list.map((d) => monthOfDay(d.day)));
    if (months.size < REGULAR_SUPPORT_MONTHS) continue;
    const amounts = list.map((d) => Math.abs(d.cents)).sort((a, b) => a - b);
    const mid = amounts[Math.floor(amounts.length / 2)] ?? 0;
    if (mid < REGULAR_SUPPORT_MIN_CENTS) continue;
    const steady = list.filter((d) => Math.abs(Math.abs(d.cents) - mid) <= mid * 0.25);
    const steadyMonths = new Set(steady.map((d) => monthOfDay(d.day)));
    if (steadyMonths.size < REGULAR_SUPPORT_MONTHS || steadyMonths.size < months.size * 0.6) continue;
    for (const d of steady) d.role = 'income';
  }
}

/**
 * What one transaction says on its own, whatever the window: its day, its merchant identity, its
 * reading, the entity it names before any joining, and the evidence it brings to joining (the P2P
 * person's words, the descriptor printed beside the bank's merchant name, the bank's entity id).
 */
interface Read {
  /** Position among the reads, in input order. */
  readonly index: number;
  readonly transaction: Transaction;
  /** The transaction's id, kept beside the read: the run's sort within a day compares it. */
  readonly id: string;
  readonly day: number;
  /** `YYYY-MM` of `day`. */
  readonly month: string;
  readonly weekday: number;
  /** The amount in integer cents: the one place the engine reads a contract amount (ADR 0041). */
  readonly cents: Cents;
  readonly identity: MerchantIdentity;
  /** The words of the identity's key. */
  readonly keyWords: readonly string[];
  /** What the line brings to `attachUnnamedLines`: its compact name (or cut letters), and whether it may be cut. */
  readonly evidenceName: string;
  readonly cutName: boolean;
  /** The name the bank or a directory gives the payee, which wins over the descriptors' spellings. */
  readonly strongName: string | undefined;
  readonly reading: Reading;
  readonly entityId: string;
  /** The words of the P2P person's name, when `entityId` is that person's. */
  readonly personWords: readonly string[] | null;
  /** The descriptor the bank printed when it is another entity than the merchant name's. */
  readonly printed: { readonly entityId: string; readonly words: readonly string[] } | null;
  readonly bankEntity: string | null | undefined;
}

/** What a merchant identity's key says, worked out once per identity rather than once per line. */
interface KeyFacts {
  readonly words: readonly string[];
  readonly compact: string;
  /** A short one-word name, possibly what the statement's width left of a longer one. */
  readonly cut: boolean;
  /** The entity id keeps at least four letters or digits: enough to stand for a printed descriptor. */
  readonly printable: boolean;
}

const keyFactsCache = new WeakMap<MerchantIdentity, KeyFacts>();

function keyFactsOf(identity: MerchantIdentity): KeyFacts {
  let facts = keyFactsCache.get(identity);
  if (facts === undefined) {
    facts = {
      words: identity.key.split(' ').filter((w) => w !== ''),
      compact: compactOf(identity.key),
      cut: CUT_NAME.test(identity.key),
      printable: identity.entityId.replace(/[^A-Z0-9]/g, '').length >= 4,
    };
    keyFactsCache.set(identity, facts);
  }
  return facts;
}

function readOne(t: Transaction, day: number, index: number): Read {
  const identity = normaliseMerchant(t.name, t.merchant_name, t.location?.city);
  const keyFacts = keyFactsOf(identity);
  const reading = readCached(t, identity);
  let entityId = identity.entityId;
  let personWords: string[] | null = null;
  if (reading.role === 'p2p_in' || reading.role === 'p2p_out') {
    const person = p2pPerson(t);
    if (person) {
      entityId = `p2p:${compactOf(person)}`;
      personWords = person.split(' ').filter((w) => w !== '');
    } else if (reading.role === 'p2p_out' && identity.biller?.role === 'p2p') {
      // Money sent through an app to someone the line does not name is not the app's own
      // relationship with the user (a cash-out is): the two stay apart.
      entityId = `${identity.entityId}:sent`;
    }
  }
  // A line the bank named (merchant_name) is still the descriptor it printed: the same descriptor
  // on lines the bank did not enrich is the same payee, so the two names join.
  let printed: Read['printed'] = null;
  const bankName = t.merchant_name?.trim();
  if (bankName && !NOT_A_SELLER.has(reading.role)) {
    const own = normaliseMerchant(t.name, null, t.location?.city);
    if (own.named && own.entityId !== identity.entityId) {
      const ownFacts = keyFactsOf(own);
      if (ownFacts.printable) printed = { entityId: own.entityId, words: ownFacts.words };
    }
  }
  // The bank's entity id ties its descriptors together (Plaid counterparties).
  const bankEntity = t.counterparties?.find((c) => c.entity_id && PAYEE_COUNTERPARTY.has(c.type))?.entity_id;
  const counterparty = t.counterparties?.find((c) => PAYEE_COUNTERPARTY.has(c.type))?.name;
  return {
    index,
    transaction: t,
    id: t.transaction_id,
    day,
    month: monthOfDay(day),
    weekday: weekdayOfDay(day),
    cents: toCents(t.amount),
    identity,
    keyWords: keyFacts.words,
    evidenceName: identity.named ? keyFacts.compact : identity.fragment,
    cutName: keyFacts.cut,
    strongName: identity.service?.name ?? identity.biller?.name ?? counterparty ?? bankName,
    reading,
    entityId,
    personWords,
    printed,
    bankEntity,
  };
}

/**
 * The evidence a draft brings to `attachUnnamedLinesOf`, read off the draft itself: a role that
 * names no seller brings no amount (so it is not weighed), and a cut name counts only outside the
 * directories.
 */
const DRAFT_EVIDENCE: EvidenceReader<Draft> = {
  entityId: (d) => d.entityId,
  accountId: (d) => d.transaction.account_id,
  cents: (d) => (NOT_A_SELLER.has(d.role) ? 0 : d.cents),
  named: (d) => d.identity.named,
  name: (d) => d.read.evidenceName,
  cut: (d) => d.read.cutName && !d.entityId.includes(':'),
};

/** Whether reads are in ascending transaction id order already. */
function inIdOrder(reads: readonly Read[]): boolean {
  for (let i = 1; i < reads.length; i += 1) if ((reads[i - 1] as Read).id > (reads[i] as Read).id) return false;
  return true;
}

/**
 * Builds the prepared ledger of an agent's data window. Linear in the number of transactions.
 * Several windows of one run (Savings Finder reads twelve months and the facts' six) share one
 * reading of each transaction: each window is then joined and named from its own transactions alone,
 * exactly as if it were prepared on its own.
 */
export function prepareLedgers(
  transactions: readonly Transaction[],
  now: Date,
  windowMonths: readonly number[],
  corrections?: readonly CorrectionInput[],
): Ledger[] {
  const rules = correctionSetOf(corrections);
  const bounds = windowMonths.map((months) => windowBounds(now, months));
  const widest = Math.min(...bounds.map((b) => b.startDay));
  const endDay = dayOfDate(now);
  const reads: Read[] = [];
  for (const t of transactions) {
    const day = dayOf(t.date);
    if (!(day >= widest && day <= endDay) || !Number.isFinite(t.amount)) continue;
    reads.push(readOne(t, day, reads.length));
  }
  // Counting sort by day: O(n), stable, and keeps 1M transactions fast. Within a day, transaction id
  // order: the result never depends on the input order. Each window keeps its part of this order.
  const buckets: Read[][] = Array.from({ length: Math.max(endDay - widest + 1, 0) }, () => []);
  for (const r of reads) buckets[r.day - widest]?.push(r);
  const byId = (a: Read, b: Read) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const sorted: Read[] = [];
  for (const bucket of buckets) {
    // A bank lists a day's lines in id order as often as not: such a day needs no sort.
    if (bucket.length > 1 && !inIdOrder(bucket)) bucket.sort(byId);
    for (const r of bucket) sorted.push(r);
  }
  // A window's prepared transaction that reads the same as the previous window's is that object:
  // the two windows of one run then hold one record per such transaction, not two.
  let previous: readonly (PreparedTransaction | undefined)[] = [];
  return windowMonths.map((months, i) => {
    const { ledger, byRead } = assemble(
      reads,
      sorted,
      bounds[i] ?? { startDay: widest, endDay },
      months,
      previous,
      rules,
    );
    previous = byRead;
    return ledger;
  });
}

/** Builds the prepared ledger of an agent's data window. Linear in the number of transactions. */
export function prepareLedger(
  transactions: readonly Transaction[],
  now: Date,
  windowMonths: number,
  corrections?: readonly CorrectionInput[],
): Ledger {
  return prepareLedgers(transactions, now, [windowMonths], corrections)[0] as Ledger;
}

/**
 * The ledger of one window from the reads of its transactions, in input order (the evidence for
 * joining is taken in that order) and in date order (the ledger's); reads outside the window are skipped.
 */
function assemble(
  reads: readonly Read[],
  inDateOrder: readonly Read[],
  { startDay, endDay }: { readonly startDay: number; readonly endDay: number },
  windowMonths: number,
  previous: readonly (PreparedTransaction | undefined)[],
  corrections: CorrectionSet | undefined,
): { readonly ledger: Ledger; readonly byRead: readonly (PreparedTransaction | undefined)[] } {
  const draftOf: (Draft | undefined)[] = new Array<Draft | undefined>(reads.length);
  const entities = new Entities();
  const byBankEntity = new Map<string, string>();
  // The words of each P2P person's and merchant's name, for names the bank cut or suffixed.
  const personTokens = new Map<string, readonly string[]>();
  const merchantTokens = new Map<string, readonly string[]>();
  let firstDay = Number.POSITIVE_INFINITY;
  for (const r of reads) {
    const { day, identity, entityId } = r;
    if (!(day >= startDay && day <= endDay)) continue;
    if (r.personWords && !personTokens.has(entityId)) personTokens.set(entityId, r.personWords);
    if (!entityId.includes(':') && !merchantTokens.has(entityId)) merchantTokens.set(entityId, r.keyWords);
    const printed = r.printed;
    if (printed) {
      if (!printed.entityId.includes(':') && !merchantTokens.has(printed.entityId))
        merchantTokens.set(printed.entityId, printed.words);
      entities.union(entityId, printed.entityId);
    }
    if (r.bankEntity) {
      const seen = byBankEntity.get(r.bankEntity);
      if (seen === undefined) byBankEntity.set(r.bankEntity, entityId);
      else entities.union(seen, entityId);
    }
    draftOf[r.index] = {
      read: r,
      transaction: r.transaction,
      day,
      cents: r.cents,
      identity,
      entityId,
      role: r.reading.role,
      category: r.reading.category,
      weak: r.reading.weak,
    };
    if (day < firstDay) firstDay = day;
  }
  const drafts: Draft[] = [];
  for (const r of inDateOrder) {
    const d = draftOf[r.index];
    if (d) drafts.push(d);
  }
  joinTruncatedPeople(drafts, entities, personTokens);
  joinPrefixedMerchants(drafts, entities, merchantTokens);
  for (const d of drafts) d.entityId = entities.find(d.entityId);
  // Lines the bank cut to nothing join the one payee the account's evidence points to.
  const attached = attachUnnamedLinesOf(drafts, DRAFT_EVIDENCE);
  for (const [index, entityId] of attached) {
    const d = drafts[index];
    if (d) d.entityId = entityId;
  }
  settleEntityCategories(drafts);
  promoteRegularSupport(drafts);
  promoteRegularPayments(drafts);
  promoteRegularHelp(drafts);
  // The user's word on the merchant comes last (ADR 0040).
  corrections?.classify(drafts satisfies readonly CorrectableReading[]);

  // One display name per entity: the bank's merchant name or a directory name when any
  // transaction has one, else the most frequent spelling (ties: alphabetical).
  const names = new Map<string, Map<string, number>>();
  const preferred = new Map<string, string>();
  for (const d of drafts) {
    const strong = d.read.strongName;
    if (strong && !preferred.has(d.entityId)) preferred.set(d.entityId, strong);
  }
  // Spellings are counted only for the entities no line names.
  for (const d of drafts) {
    if (preferred.has(d.entityId)) continue;
    const { display } = d.identity;
    let counts = names.get(d.entityId);
    if (counts === undefined) {
      counts = new Map<string, number>();
      names.set(d.entityId, counts);
    }
    counts.set(display, (counts.get(display) ?? 0) + 1);
  }
  const displayOf = (entityId: string): string => {
    const strong = preferred.get(entityId);
    if (strong) return strong;
    const counts = [...(names.get(entityId) ?? new Map<string, number>()).entries()];
    counts.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return counts[0]?.[0] ?? entityId;
  };
  const display = new Map<string, string>();

  const byRead = new Array<PreparedTransaction | undefined>(reads.length);
  const sorted: PreparedTransaction[] = drafts.map((d) => {
    const t = d.transaction;
    let merchant = display.get(d.entityId);
    if (merchant === undefined) {
      merchant = displayOf(d.entityId);
      display.set(d.entityId, merchant);
    }
    const category =
      d.role === 'income' || d.role === 'own_transfer' || d.role === 'card_payment' ? 'other' : d.category;
    // Everything else a record holds comes from the transaction's read, the same in every window.
    const essential = d.essential ?? CATEGORY_INFO[category].essential;
    const same = previous[d.read.index];
    if (
      same !== undefined &&
      same.entityId === d.entityId &&
      same.merchant === merchant &&
      same.role === d.role &&
      same.category === category &&
      same.essential === essential
    ) {
      byRead[d.read.index] = same;
      return same;
    }
    const prepared: PreparedTransaction = {
      id: t.transaction_id,
      accountId: t.account_id,
      date: t.date,
      day: d.day,
      month: d.read.month,
      weekday: d.read.weekday,
      name: t.name,
      entityId: d.entityId,
      merchantKey: d.identity.key,
      merchant,
      service: d.identity.service,
      biller: d.identity.biller,
      category,
      role: d.role,
      kind: KIND_OF_ROLE[d.role],
      essential,
      cents: d.cents,
      magnitudeCents: wholeCents(Math.abs(d.cents)),
      pending: t.pending,
      currency: t.iso_currency_code ?? null,
      country: t.location?.country ?? d.identity.country,
      region: t.location?.region ?? null,
    };
    byRead[d.read.index] = prepared;
    return prepared;
  });
  const coveredFrom = Number.isFinite(firstDay) ? firstDay : startDay;
  const ledger: Ledger = {
    transactions: sorted,
    startDay,
    endDay,
    windowMonths,
    months: monthsBetween(startDay, endDay),
    monthsCovered: Math.max(1, (endDay - coveredFrom + 1) / DAYS_PER_MONTH),
    corrections,
  };
  return { ledger, byRead };
}

/** Posted expenses and refunds: what spending totals are made of (pending amounts may still change). */
export function isSpending(t: PreparedTransaction): boolean {
  return !t.pending && (t.kind === 'expense' || t.kind === 'refund');
}

/** Signed spending contribution in cents: expenses add, refunds subtract. */
export function spendingCents(t: PreparedTransaction): number {
  return t.kind === 'refund' ? -t.magnitudeCents : t.kind === 'expense' ? t.magnitudeCents : 0;
}

export interface CategoryTotals {
  readonly category: SpendingCategory;
  /** Net spending over the window (expenses minus refunds) in cents, more than 0. */
  readonly totalCents: number;
  /** Net spending per calendar month of the window, in cents. */
  readonly byMonth: ReadonlyMap<string, number>;
  /** The category's posted expenses, newest first. */
  readonly expenses: readonly PreparedTransaction[];
}

/** Monthly aggregation per category (shared foundations). */
export function aggregateByCategory(ledger: Ledger): Map<SpendingCategory, CategoryTotals> {
  const acc = new Map<
    SpendingCategory,
    { total: number; byMonth: Map<string, number>; expenses: PreparedTransaction[] }
  >();
  for (const t of ledger.transactions) {
    if (!isSpending(t)) continue;
    let entry = acc.get(t.category);
    if (!entry) {
      entry = { total: 0, byMonth: new Map(), expenses: [] };
      acc.set(t.category, entry);
    }
    const value = spendingCents(t);
    entry.total += value;
    entry.byMonth.set(t.month, (entry.byMonth.get(t.month) ?? 0) + value);
    if (t.kind === 'expense') entry.expenses.push(t);
  }
  const out = new Map<SpendingCategory, CategoryTotals>();
  for (const [category, entry] of acc) {
    if (entry.total <= 0) continue;
    out.set(category, {
      category,
      totalCents: entry.total,
      byMonth: entry.byMonth,
      expenses: entry.expenses.reverse(),
    });
  }
  return out;
}

/** ISO date of a window's first day, for monitoring periods. */
export function windowStartDate(ledger: Ledger): string {
  return isoOfDay(ledger.startDay);
}

/** The words `/transactions` shows for a role that is not spending. */
const ROLE_LABELS: Partial<Record<TransactionRole, string>> = {
  income: 'Income',
  own_transfer: 'Transfer',
  card_payment: 'Card Payment',
  p2p_in: 'Payments from People',
};

/** The category a prepared transaction is shown under: the agents' vocabulary, or its role. */
export function displayCategoryOf(t: PreparedTransaction): string {
  return ROLE_LABELS[t.role] ?? CATEGORY_INFO[t.category].label;
}

/** How far back `labelTransactions` reads: the longest history a bank returns. */
const LABEL_WINDOW_MONTHS = 36;

/** How `/transactions` shows a transaction: its category, and its merchant entity (ADR 0040). */
export interface TransactionLabel {
  /** The agents' category, or its role ('Transfer', 'Income'). */
  readonly category: string;
  /** The merchant entity key a correction made on the row names. */
  readonly merchantKey: string;
  /** The entity's display name. */
  readonly merchantName: string;
}

/**
 * Each transaction's display category and merchant entity, by transaction id, from the same
 * understanding the agents read (ADR 0031: `/transactions` and every result share one category
 * vocabulary), the user's corrections included.
 */
export function labelTransactions(
  transactions: readonly Transaction[],
  now: Date,
  corrections?: readonly CorrectionInput[],
): Map<string, TransactionLabel> {
  const ledger = prepareLedger(transactions, now, LABEL_WINDOW_MONTHS, corrections);
  const labels = new Map<string, TransactionLabel>();
  for (const t of ledger.transactions)
    labels.set(t.id, { category: displayCategoryOf(t), merchantKey: t.entityId, merchantName: t.merchant });
  return labels;
}
