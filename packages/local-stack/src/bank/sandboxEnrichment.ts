import { createHash } from 'node:crypto';

import type { MerchantIdentity } from '@ledgerlight/analysis';
import type { Counterparty, PersonalFinanceCategory, Transaction } from '@ledgerlight/contract';

/**
 * The sandbox bank's enrichment, emitted the way Plaid emits it (ADR 0031): a personal finance
 * category (PFCv2 primary and detailed) with a confidence level, the counterparties it recognised
 * with stable entity ids, and the payment channel. Plaid does not enrich everything, and neither
 * does the sandbox: a fixed share of transactions (chosen by a hash of the transaction's content, so an
 * item's history is the same on every sync) carries no category and no counterparty, a share is
 * only MEDIUM-confident, and a merchant seen nowhere else in the history (the planted fraud's
 * unknown shops) is LOW-confident with a counterparty that has no entity id, as Plaid returns a
 * cleansed name it found no record for. payment_channel is always present, as in Plaid.
 */

/** PFCv2 of each legacy category path the generator writes (Plaid's own correspondence). */
const PFC_OF_PATH: ReadonlyMap<string, readonly [primary: string, detailed: string]> = new Map([
  ['Bank Fees/ATM', ['BANK_FEES', 'BANK_FEES_ATM_FEES']],
  ['Bank Fees/Overdraft', ['BANK_FEES', 'BANK_FEES_OVERDRAFT_FEES']],
  ['Food and Drink/Meal Kits', ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK']],
  ['Food and Drink/Restaurants/Coffee Shop', ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_COFFEE']],
  ['Food and Drink/Restaurants', ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_RESTAURANT']],
  ['Healthcare/Pharmacies', ['MEDICAL', 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS']],
  ['Interest/Interest Earned', ['INCOME', 'INCOME_INTEREST_EARNED']],
  ['Payment/Credit Card', ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT']],
  ['Payment/Rent', ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_RENT']],
  ['Recreation/Arts and Entertainment', ['ENTERTAINMENT', 'ENTERTAINMENT_TV_AND_MOVIES']],
  ['Recreation/Gyms and Fitness Centers', ['PERSONAL_CARE', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS']],
  ['Service/Cable', ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_INTERNET_AND_CABLE']],
  ['Service/Insurance', ['GENERAL_SERVICES', 'GENERAL_SERVICES_INSURANCE']],
  ['Service/Internet Services', ['GENERAL_SERVICES', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES']],
  ['Service/Personal Care/Hair Salons', ['PERSONAL_CARE', 'PERSONAL_CARE_HAIR_AND_BEAUTY']],
  ['Service/Pest Control', ['GENERAL_SERVICES', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES']],
  ['Service/Pets', ['GENERAL_SERVICES', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES']],
  ['Service/Subscription', ['GENERAL_SERVICES', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES']],
  ['Service/Telecommunication Services', ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_TELEPHONE']],
  ['Service/Utilities/Electric', ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY']],
  ['Service/Utilities/Water', ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_WATER']],
  ['Shops/Bookstores', ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS']],
  ['Shops/Clothing and Accessories', ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES']],
  ['Shops/Computers and Electronics', ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ELECTRONICS']],
  ['Shops/Department Stores', ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_DEPARTMENT_STORES']],
  ['Shops/Digital Purchase', ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES']],
  ['Shops/Supermarkets and Groceries', ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES']],
  ['Shops/Warehouses and Wholesale Stores', ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_SUPERSTORES']],
  ['Shops', ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE']],
  ['Transfer/Account Transfer', ['TRANSFER_OUT', 'TRANSFER_OUT_SAVINGS']],
  ['Transfer/Deposit', ['TRANSFER_IN', 'TRANSFER_IN_ACCOUNT_TRANSFER']],
  ['Transfer/Payroll', ['INCOME', 'INCOME_WAGES']],
  ['Travel/Airlines and Aviation Services', ['TRAVEL', 'TRAVEL_FLIGHTS']],
  ['Travel/Gas Stations', ['TRANSPORTATION', 'TRANSPORTATION_GAS']],
  ['Travel/Lodging', ['TRAVEL', 'TRAVEL_LODGING']],
  ['Travel/Parking', ['TRANSPORTATION', 'TRANSPORTATION_PARKING']],
  ['Travel/Taxi', ['TRANSPORTATION', 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES']],
]);

/** What Plaid calls the known subscription services, by their kind (others keep their path's PFC). */
const PFC_OF_SERVICE: ReadonlyMap<string, readonly [primary: string, detailed: string]> = new Map([
  ['video_streaming', ['ENTERTAINMENT', 'ENTERTAINMENT_TV_AND_MOVIES']],
  ['music_streaming', ['ENTERTAINMENT', 'ENTERTAINMENT_MUSIC_AND_AUDIO']],
  ['audiobooks', ['ENTERTAINMENT', 'ENTERTAINMENT_MUSIC_AND_AUDIO']],
  ['gaming', ['ENTERTAINMENT', 'ENTERTAINMENT_VIDEO_GAMES']],
  ['fitness', ['PERSONAL_CARE', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS']],
  ['wireless', ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_TELEPHONE']],
  ['internet', ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_INTERNET_AND_CABLE']],
]);

/** Categories of transactions Plaid reaches without a card or a terminal. */
const ONLINE_PATHS = new Set(['Service/Subscription', 'Shops/Digital Purchase', 'Service/Internet Services']);

/** Of every hundred transactions, how many Plaid leaves unenriched, and how many it is only fairly sure of. */
const UNENRICHED_PER_100 = 8;
const MEDIUM_PER_100 = 10;

/** The PFC of a category path: the path itself, else its nearest parent the table knows. */
function pfcOfPath(path: readonly string[]): readonly [string, string] | undefined {
  for (let length = path.length; length > 0; length -= 1) {
    const found = PFC_OF_PATH.get(path.slice(0, length).join('/'));
    if (found) return found;
  }
  return undefined;
}

/** A number 0-99 from a transaction's content id: which share of the feed it falls in, the same on every sync. */
function bucketOf(contentId: string, salt: string): number {
  return createHash('sha256').update(`${salt}:${contentId}`).digest().readUInt16BE(0) % 100;
}

/** Plaid-style entity id (letters and digits) of a merchant: the same merchant, the same id, in every item. */
function entityIdOf(entity: string): string {
  return createHash('sha256').update(`ledgerlight-sandbox-entity:${entity}`).digest('base64url').slice(0, 24);
}

export interface EnrichmentInput {
  /** The transaction as the sandbox writes it (its name, merchant name and category). */
  readonly transaction: Transaction;
  /**
   * What picks the transaction's share of the feed: the same for the same content, so a
   * reproducible sandbox enriches the same transactions in every item built from one content key.
   */
  readonly contentId: string;
  /** Who the merchant is (the sandbox's own directory reading of the descriptor). */
  readonly identity: MerchantIdentity;
  /** Whether the merchant appears nowhere else in the history (a shop the bank has no record of). */
  readonly unknownMerchant: boolean;
  /** The name of the sandbox institution (the counterparty of a card payment). */
  readonly institutionName: string;
}

export interface Enrichment {
  readonly personal_finance_category?: PersonalFinanceCategory;
  readonly counterparties?: Counterparty[];
  readonly payment_channel: string;
}

function paymentChannelOf(transaction: Transaction, merchant: boolean): string {
  const path = transaction.category.slice(0, 2).join('/');
  if (
    ONLINE_PATHS.has(path) ||
    transaction.category[0] === 'Service' ||
    transaction.category[1] === 'Airlines and Aviation Services'
  )
    return 'online';
  if (merchant && transaction.location?.city) return 'in store';
  return merchant && transaction.category[0] !== 'Payment' ? 'in store' : 'other';
}

/** The enrichment Plaid would give this transaction (see the module comment for what is left off). */
export function enrichmentOf({
  transaction,
  contentId,
  identity,
  unknownMerchant,
  institutionName,
}: EnrichmentInput): Enrichment {
  const merchant = transaction.merchant_name ?? null;
  const payment_channel = paymentChannelOf(transaction, merchant !== null);
  if (bucketOf(contentId, 'enriched') < UNENRICHED_PER_100) return { payment_channel };

  const pfc = (identity.service && PFC_OF_SERVICE.get(identity.service.kind)) ?? pfcOfPath(transaction.category);
  const known = identity.service !== undefined || identity.biller !== undefined;
  const confidence = unknownMerchant
    ? 'LOW'
    : bucketOf(contentId, 'confidence') < MEDIUM_PER_100
      ? 'MEDIUM'
      : known
        ? 'VERY_HIGH'
        : 'HIGH';
  const personal_finance_category = pfc
    ? { primary: pfc[0], detailed: pfc[1], confidence_level: confidence }
    : undefined;

  const counterparties: Counterparty[] = [];
  if (merchant !== null) {
    counterparties.push({
      name: merchant,
      type: 'merchant',
      entity_id: unknownMerchant ? null : entityIdOf(identity.entityId),
      confidence_level: unknownMerchant ? 'LOW' : known ? 'VERY_HIGH' : 'HIGH',
    });
    if (/^PAYPAL\s*\*/i.test(transaction.name))
      counterparties.push({
        name: 'PayPal',
        type: 'payment_app',
        entity_id: entityIdOf('paypal'),
        confidence_level: 'VERY_HIGH',
      });
  } else if (transaction.category[1] === 'Payroll') {
    const employer = transaction.name.replace(/\s+PAYROLL\b.*$/i, '').trim();
    counterparties.push({
      name: employer,
      type: 'income_source',
      entity_id: entityIdOf(`employer:${employer}`),
      confidence_level: 'HIGH',
    });
  } else if (transaction.category[0] === 'Payment' && transaction.category[1] === 'Credit Card') {
    counterparties.push({
      name: institutionName,
      type: 'financial_institution',
      entity_id: entityIdOf(`institution:${institutionName}`),
      confidence_level: 'VERY_HIGH',
    });
  }
  return {
    ...(personal_finance_category ? { personal_finance_category } : {}),
    ...(counterparties.length > 0 ? { counterparties } : {}),
    payment_channel,
  };
}
