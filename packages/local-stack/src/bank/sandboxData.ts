import { createHash, randomBytes } from 'node:crypto';

import { analyzeFraud, analyzeRecurring, normaliseMerchant } from '@ledgerlight/analysis';
import { generateDataset } from '@ledgerlight/analysis/generator';
import type { SyntheticDataset } from '@ledgerlight/analysis/generator';
import type { Account, SandboxAccountKind, SandboxInstitutionDefinition, Transaction } from '@ledgerlight/contract';

import type { SyncedTransaction } from '@ledgerlight/server/providers/bank/bankProvider';
import { enrichmentOf } from './sandboxEnrichment';

/**
 * The data behind each linked item of the sandbox bank (its institutions: the contract's
 * SANDBOX_INSTITUTIONS). Transactions come from the
 * analysis package's synthetic generator (its personas: salary, rent, bills, subscriptions with
 * price rises, everyday spending, refunds, travel, planted anomalies), seeded from the item id, so
 * an item always has the same history: persona 0 becomes the checking account, persona 1 (a card
 * persona) the credit card, and the savings account mirrors the checking account's transfers and
 * earns interest. Card payments appear on both sides. Plaid's sign convention throughout, and
 * Plaid's enrichment (category with confidence, counterparties, payment channel) on most
 * transactions but not all (sandboxEnrichment.ts).
 * A reproducible sandbox (SANDBOX_CLOCK, tests only) seeds from a content key instead of the item id,
 * so every item of an institution linked on the same day has the same history (its ids stay unique).
 */

const MS_PER_DAY = 86_400_000;
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 37;

function idFromBytes(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < ID_LENGTH; i += 1) out += ID_ALPHABET[(bytes[i] ?? 0) % ID_ALPHABET.length];
  return out;
}

/** A Plaid-style id (37 letters and digits) derived from `text`: the same text, the same id. */
export function derivedId(text: string): string {
  return idFromBytes(createHash('sha512').update(text).digest());
}

/** A random Plaid-style id. */
export function randomId(): string {
  return idFromBytes(randomBytes(ID_LENGTH));
}

/** Characters at the start and at the end of a record id that come from the content key, when there is one. */
const CONTENT_ID_HEAD = 24;
const CONTENT_ID_TAIL = 4;

/**
 * The id of one record of an item (an account or a transaction), derived from the item id. With a
 * content key, its first and last characters come from the key instead: records sort in the same
 * order, and show the same last digits, in every item built from that key, while the characters
 * between them, from the item id, keep the ids unique.
 */
function recordId(itemId: string, contentKey: string | undefined, record: string): string {
  const own = derivedId(`${itemId}:${record}`);
  if (contentKey === undefined) return own;
  const content = derivedId(`${contentKey}:${record}`);
  return (
    content.slice(0, CONTENT_ID_HEAD) + own.slice(CONTENT_ID_HEAD, -CONTENT_ID_TAIL) + content.slice(-CONTENT_ID_TAIL)
  );
}

/** Day number (days since 1970-01-01, UTC) of an instant. */
export function dayNumberOf(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

export type SandboxAccount = Account & { readonly kind: SandboxAccountKind };

export interface SandboxItemData {
  readonly accounts: readonly SandboxAccount[];
  /** Every transaction as of the link day, oldest first; the last days are pending. */
  readonly transactions: readonly SyncedTransaction[];
  /** Months of history (12-24). */
  readonly months: number;
}

const NO_MERCHANT = new Set(['Transfer', 'Payment', 'Interest', 'Bank Fees']);
const DUPLICATE_KINDS = new Set(['video_streaming', 'music_streaming']);
const SAVINGS_APY = 0.0425;
const MAX_SEED_TRIES = 64;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function isoOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

function dayOfIso(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;
}

/**
 * Whether a generated history shows what the sandbox promises in the checking account alone (the
 * account every institution has): a price rise, two overlapping streaming services, a planted
 * anomaly, a refund and travel.
 */
function hasShowcaseFeatures(dataset: SyntheticDataset, accountId: string): boolean {
  const streams = dataset.truth.recurring.filter((stream) => stream.accountId === accountId && !stream.cancelled);
  if (!streams.some((stream) => stream.priceIncrease !== null)) return false;
  if (!dataset.truth.anomalies.some((anomaly) => anomaly.accountId === accountId)) return false;
  const byId = new Map(dataset.transactions.map((t) => [t.transaction_id, t]));
  const servicesByKind = new Map<string, Set<string>>();
  for (const stream of streams) {
    const first = byId.get(stream.transactionIds[0] ?? '');
    const service = first ? normaliseMerchant(first.name).service : undefined;
    if (service && DUPLICATE_KINDS.has(service.kind)) {
      const ids = servicesByKind.get(service.kind) ?? new Set<string>();
      ids.add(service.id);
      servicesByKind.set(service.kind, ids);
    }
  }
  if (![...servicesByKind.values()].some((ids) => ids.size >= 2)) return false;
  const own = dataset.transactions.filter((t) => t.account_id === accountId);
  const refund = own.some((t) => t.amount < 0 && t.name.includes('REFUND'));
  const travel = own.some((t) => t.category[0] === 'Travel' && t.category[1] === 'Lodging');
  return refund && travel;
}

/** The seeds and history length of an item, from its id. */
function seedOf(itemId: string): { seed: number; months: number } {
  const digest = createHash('sha256').update(`ledgerlight-sandbox:${itemId}`).digest();
  return { seed: digest.readUInt32BE(0), months: 12 + ((digest[4] ?? 0) % 13) };
}

/**
 * Whether the agents find the showcase in the built checking account: the recurring agent reports a
 * duplicate service and a price increase, the fraud agent at least one alert.
 */
function agentsFindShowcase(item: SandboxItemData, now: Date): boolean {
  const checking = item.accounts.find((account) => account.kind === 'checking');
  if (!checking) return false;
  const transactions = item.transactions.filter((t) => t.account_id === checking.account_id);
  const recurring = analyzeRecurring([checking], transactions, {}, now);
  if (recurring.insights.duplicateServices.length === 0 || recurring.insights.priceIncreases.length === 0) return false;
  return analyzeFraud([checking], transactions, {}, now).alerts.length > 0;
}

/**
 * Builds an item's accounts and transactions for an institution, as of the link day. The first of
 * a fixed sequence of seeds (from the item id, or from `contentKey` when one is given) whose history
 * shows the whole showcase is used, so the result depends on the item id (or the content key) and
 * the link day only.
 */
export function buildSandboxItem(
  itemId: string,
  institution: SandboxInstitutionDefinition,
  linkedDay: number,
  contentKey?: string,
): SandboxItemData {
  const { seed, months } = seedOf(contentKey ?? itemId);
  const now = new Date(linkedDay * MS_PER_DAY);
  let built: SandboxItemData | undefined;
  for (let attempt = 0; attempt < MAX_SEED_TRIES; attempt += 1) {
    const dataset = generateDataset({ seed: (seed + attempt * 7919) >>> 0, accounts: 2, months, now, anomalies: true });
    const checking = dataset.accounts[0];
    if (!checking || !hasShowcaseFeatures(dataset, checking.account_id)) continue;
    built = buildFromDataset(itemId, contentKey, institution, dataset, months);
    if (agentsFindShowcase(built, now)) return built;
  }
  if (built) return built;
  return buildFromDataset(
    itemId,
    contentKey,
    institution,
    generateDataset({ seed, accounts: 2, months, now, anomalies: true }),
    months,
  );
}

function buildFromDataset(
  itemId: string,
  contentKey: string | undefined,
  institution: SandboxInstitutionDefinition,
  dataset: SyntheticDataset,
  months: number,
): SandboxItemData {
  const [checkingSource, cardSource] = dataset.accounts;
  if (!checkingSource || !cardSource) throw new Error('The synthetic generator produced too few accounts');
  const kinds = new Set(institution.accounts.map((account) => account.kind));
  const accountIdOf = (kind: SandboxAccountKind) => recordId(itemId, contentKey, `account:${kind}`);
  const digest = createHash('sha256')
    .update(`ledgerlight-sandbox-balances:${contentKey ?? itemId}`)
    .digest();

  // A merchant the history shows only in planted fraud is one the bank has no record of.
  const planted = new Set(dataset.truth.anomalies.flatMap((anomaly) => anomaly.transactionIds));
  const seenEntities = new Set(
    dataset.transactions.filter((t) => !planted.has(t.transaction_id)).map((t) => normaliseMerchant(t.name).entityId),
  );

  const transactions: SyncedTransaction[] = [];
  const add = (source: Transaction, kind: SandboxAccountKind, changes: Partial<Transaction> = {}, key = '') => {
    const merged = { ...source, ...changes };
    const identity = normaliseMerchant(merged.name);
    const transaction: Transaction = {
      transaction_id: recordId(itemId, contentKey, `txn:${source.transaction_id}${key}`),
      account_id: accountIdOf(kind),
      date: merged.date,
      name: merged.name,
      merchant_name: NO_MERCHANT.has(merged.category[0] ?? '') ? null : identity.display,
      category: [...merged.category],
      amount: round2(merged.amount),
      pending: merged.pending,
      iso_currency_code: merged.iso_currency_code ?? 'USD',
      ...(merged.location ? { location: merged.location } : {}),
    };
    const enrichment = enrichmentOf({
      transaction,
      contentId: `${source.transaction_id}${key}`,
      identity,
      unknownMerchant: planted.has(source.transaction_id) && !seenEntities.has(identity.entityId),
      institutionName: institution.name,
    });
    transactions.push({ ...transaction, ...enrichment, pending_transaction_id: null });
  };

  for (const t of dataset.transactions) {
    if (t.account_id === checkingSource.account_id) {
      add(t, 'checking');
      if (kinds.has('savings') && t.name === 'ONLINE TRANSFER TO SAVINGS') {
        add(
          t,
          'savings',
          { name: 'ONLINE TRANSFER FROM CHECKING', amount: -t.amount, category: ['Transfer', 'Deposit'] },
          ':savings',
        );
      }
    } else if (t.account_id === cardSource.account_id && kinds.has('credit')) {
      // The card persona's income and rent belong to the checking account, not to a card.
      if (t.category[1] === 'Payroll' || t.category[1] === 'Rent') continue;
      add(t, 'credit');
      if (t.name === 'PAYMENT THANK YOU') {
        add(
          t,
          'checking',
          { name: `${institution.shortName} CARD AUTOPAY`, amount: -t.amount, category: ['Payment', 'Credit Card'] },
          ':autopay',
        );
      }
    }
  }

  const endDay = dayNumberOf(dataset.now);
  let savingsBalance = 2000 + (digest.readUInt16BE(0) % 13_000);
  if (kinds.has('savings')) {
    const savingsId = accountIdOf('savings');
    const deposits = transactions.filter((t) => t.account_id === savingsId);
    const firstDay = Math.min(...dataset.transactions.map((t) => dayOfIso(t.date)));
    for (let day = firstDay; day <= endDay; day += 1) {
      for (const deposit of deposits) if (dayOfIso(deposit.date) === day) savingsBalance -= deposit.amount;
      const isMonthEnd = new Date((day + 1) * MS_PER_DAY).getUTCDate() === 1;
      if (isMonthEnd) {
        const interest = round2((savingsBalance * SAVINGS_APY) / 12);
        savingsBalance += interest;
        const date = isoOfDay(day);
        add(
          {
            transaction_id: `interest_${date}`,
            account_id: savingsId,
            date,
            name: 'INTEREST PAYMENT',
            category: ['Interest', 'Interest Earned'],
            amount: -interest,
            pending: false,
          },
          'savings',
        );
      }
    }
  }
  transactions.sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.transaction_id < b.transaction_id ? -1 : 1,
  );

  const accounts: SandboxAccount[] = institution.accounts.map((template) => {
    const base = {
      account_id: accountIdOf(template.kind),
      kind: template.kind,
      name: template.name,
      official_name: template.officialName,
      institution_name: institution.name,
    };
    switch (template.kind) {
      case 'checking':
        return {
          ...base,
          type: 'depository',
          subtype: 'checking',
          mask: checkingSource.mask ?? '0000',
          balances: { ...checkingSource.balances, iso_currency_code: 'USD', limit: null },
        };
      case 'savings':
        return {
          ...base,
          type: 'depository',
          subtype: 'savings',
          mask: String(1000 + (digest.readUInt16BE(2) % 9000)),
          balances: {
            current: round2(savingsBalance),
            available: round2(savingsBalance),
            iso_currency_code: 'USD',
            limit: null,
          },
        };
      case 'credit': {
        const owed = cardSource.balances.current;
        const limit = Math.ceil((owed + 2500) / 1000) * 1000;
        return {
          ...base,
          type: 'credit',
          subtype: 'credit card',
          mask: cardSource.mask ?? '0000',
          balances: { current: owed, available: round2(limit - owed), iso_currency_code: 'USD', limit },
        };
      }
    }
  });
  return { accounts, transactions, months };
}

const CACHE_SIZE = 16;
const cache = new Map<string, SandboxItemData>();

/** buildSandboxItem, remembered for the most recently used items. */
export function sandboxItemData(
  itemId: string,
  institution: SandboxInstitutionDefinition,
  linkedDay: number,
  contentKey?: string,
): SandboxItemData {
  const key = `${itemId}|${institution.institution_id}|${linkedDay}|${contentKey ?? ''}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const data = buildSandboxItem(itemId, institution, linkedDay, contentKey);
  cache.set(key, data);
  if (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return data;
}
