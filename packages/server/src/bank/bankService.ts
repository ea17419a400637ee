import type { Account, CreateLinkTokenBody, LinkedItem, Transaction } from '@ledgerlight/contract';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db, Queryable, Tx } from '../db/database';
import { serializeError } from '../http/logging';
import { bankAccounts, bankTransactions, linkedItems } from '../db/schema';
import type { LinkedItemRow } from '../db/schema';
import { BankProviderError } from '../providers/bank/bankProvider';
import type { BankProvider, LinkToken } from '../providers/bank/bankProvider';
import { TokenCipherError } from '../providers/tokenCipher';
import type { TokenCipher } from '../providers/tokenCipher';
import { accountValues, toAccount, toLinkedItem, toTransaction, transactionValues } from './mapping';
import type { BankAccountValues, BankTransactionValues, ItemOwner } from './mapping';
import type { BankSetup } from './setup';
import { syncAllChanges } from './sync';
import type { SyncedChanges } from './sync';

/**
 * Linked banks (product 7 /api/plaid, docs/architecture.md "Secrets"): linking an item through the provider,
 * its accounts and transactions in our database, keeping them in sync, and removing them.
 *
 * - Access tokens are sealed with the token cipher (AES-256-GCM, bound to the item id) before they
 *   are stored, opened only to call the provider, and never returned or logged.
 * - Linking exchanges the public token, reads the accounts, syncs the whole history, and stores
 *   the item, its accounts, its transactions and the sync cursor in one transaction.
 * - Reading accounts or transactions first syncs the caller's items that were last synced more than
 *   `staleAfterMs` ago (from the stored cursor); a failed refresh is logged and the stored data served.
 * - Removing an item removes it at the provider, then deletes it with its accounts and transactions
 *   in one transaction.
 */

/** How long a sync stays fresh: older items are synced again when their owner reads bank data. */
export const DEFAULT_STALE_AFTER_MS = 30 * 60_000;

/** GET /api/plaid/transactions answers at most this many (the newest). */
export const TRANSACTIONS_RESPONSE_LIMIT = 2_000;

/** Rows per INSERT statement (well below PostgreSQL's 65,535 parameters). */
const INSERT_BATCH = 500;

/** Provider error codes meaning the item is already gone there: removing it locally is all that is left. */
const ITEM_GONE_CODES = new Set(['ITEM_NOT_FOUND', 'INVALID_ACCESS_TOKEN']);

/** First key of the advisory lock that serialises one user's links (the second is the user id's hash). */
const LINK_LOCK_NAMESPACE = 7_104_215;

export type BankLogger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface LinkItemInput {
  readonly publicToken: string;
  /** The institution the link widget reported; the provider's own answer is what gets stored. */
  readonly institutionId: string;
}

export type LinkOutcome =
  | { readonly kind: 'linked'; readonly itemId: string }
  /** The caller already has an item at this institution; nothing was stored. */
  | { readonly kind: 'institution-linked'; readonly institutionName: string }
  /** The provider's item is stored already (a replayed public token); nothing changed. */
  | { readonly kind: 'item-linked' };

export type RemoveOutcome =
  | { readonly kind: 'removed' }
  | { readonly kind: 'not-found' }
  /** Another user's item: nothing was changed or revealed. */
  | { readonly kind: 'forbidden' };

/** The associated data an access token is sealed with: a sealed token copied to another item does not open. */
export function accessTokenContext(itemId: string): string {
  return `access-token:${itemId}`;
}

function inBatches<T>(rows: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) batches.push(rows.slice(start, start + INSERT_BATCH));
  return batches;
}

/**
 * What may be logged about a failure: never a token, never the vendor's request, and for a failed
 * query only the database's code and reason, as the API's logger writes it (http/logging.ts), never
 * its SQL or parameters.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (error instanceof BankProviderError)
    return { type: error.errorType, code: error.errorCode, message: error.message };
  if (error instanceof TokenCipherError) return { code: error.code, message: error.message };
  const { type, message, code } = serializeError(error);
  return { type, message, ...(code === undefined ? {} : { code }) };
}

const transactionUpdate = {
  accountId: sql`excluded.account_id`,
  date: sql`excluded.date`,
  name: sql`excluded.name`,
  merchantName: sql`excluded.merchant_name`,
  category: sql`excluded.category`,
  amount: sql`excluded.amount`,
  pending: sql`excluded.pending`,
  isoCurrencyCode: sql`excluded.iso_currency_code`,
  location: sql`excluded.location`,
  personalFinanceCategory: sql`excluded.personal_finance_category`,
  counterparties: sql`excluded.counterparties`,
  paymentChannel: sql`excluded.payment_channel`,
  updatedAt: sql`now()`,
};

const accountUpdate = {
  name: sql`excluded.name`,
  officialName: sql`excluded.official_name`,
  type: sql`excluded.type`,
  subtype: sql`excluded.subtype`,
  mask: sql`excluded.mask`,
  balanceCurrent: sql`excluded.balance_current`,
  balanceAvailable: sql`excluded.balance_available`,
  balanceLimit: sql`excluded.balance_limit`,
  isoCurrencyCode: sql`excluded.iso_currency_code`,
  updatedAt: sql`now()`,
};

export class BankService {
  readonly provider: BankProvider;
  readonly #db: Db;
  readonly #cipher: TokenCipher;
  readonly #now: () => Date;
  readonly #staleAfterMs: number;
  /** Refreshes running in this process, by item id, so parallel reads share one. */
  readonly #refreshing = new Map<string, Promise<void>>();
  /** When a refresh of an item last failed here: it is not retried within staleAfterMs. */
  readonly #failedAt = new Map<string, number>();

  constructor(db: Db, setup: BankSetup) {
    this.#db = db;
    this.provider = setup.provider;
    this.#cipher = setup.cipher;
    this.#now = setup.now ?? (() => new Date());
    this.#staleAfterMs = setup.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  }

  /** A link token for the caller (always the caller's own id as the provider's client_user_id). */
  createLinkToken(userId: string, body: CreateLinkTokenBody): Promise<LinkToken> {
    return this.provider.createLinkToken({
      userId,
      clientName: body.client_name,
      products: body.products,
      countryCodes: body.country_codes,
      language: body.language,
    });
  }

  /**
   * Exchanges the public token and stores the item with its accounts, transactions and cursor in
   * one transaction. One item per institution and user: a second one is refused (before the
   * exchange when the widget's institution is already linked, after it when the provider names one
   * that is, and the new item is then removed at the provider).
   * @throws BankProviderError from the provider (a bad, expired or used public token, an outage).
   */
  async linkItem(userId: string, input: LinkItemInput, log: BankLogger): Promise<LinkOutcome> {
    const already = await this.#linkedInstitution(this.#db, userId, input.institutionId);
    if (already !== undefined) return { kind: 'institution-linked', institutionName: already };

    const exchanged = await this.provider.exchangePublicToken(input.publicToken);
    let keepAtProvider = false;
    try {
      const accounts = await this.provider.getAccounts(exchanged.accessToken);
      const changes = await syncAllChanges(this.provider, exchanged.accessToken, undefined);
      const owner: ItemOwner = { itemId: exchanged.itemId, userId };
      const sealed = this.#cipher.encrypt(exchanged.accessToken, accessTokenContext(exchanged.itemId));
      const outcome = await this.#db.transaction(async (tx): Promise<LinkOutcome> => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LINK_LOCK_NAMESPACE}, hashtext(${userId}))`);
        const duplicate = await this.#linkedInstitution(tx, userId, exchanged.institution.institution_id);
        if (duplicate !== undefined) return { kind: 'institution-linked', institutionName: duplicate };
        const [item] = await tx
          .insert(linkedItems)
          .values({
            id: exchanged.itemId,
            userId,
            provider: this.provider.kind,
            institutionId: exchanged.institution.institution_id,
            institutionName: exchanged.institution.name,
            accessTokenEncrypted: sealed,
            cursor: changes.cursor,
            lastSyncedAt: this.#now(),
          })
          .onConflictDoNothing({ target: linkedItems.id })
          .returning({ id: linkedItems.id });
        if (item === undefined) return { kind: 'item-linked' };
        for (const batch of inBatches(accounts.map((account) => accountValues(account, owner)))) {
          await tx.insert(bankAccounts).values(batch);
        }
        await this.#writeTransactions(tx, owner, new Set(accounts.map((a) => a.account_id)), changes, log);
        return { kind: 'linked', itemId: item.id };
      });
      // A replayed token's item is the stored one: removing it at the provider would break it.
      keepAtProvider = outcome.kind !== 'institution-linked';
      if (outcome.kind === 'linked') {
        log.info(
          {
            itemId: outcome.itemId,
            institutionId: exchanged.institution.institution_id,
            accounts: accounts.length,
            transactions: changes.upserts.length,
          },
          'bank item linked',
        );
      }
      return outcome;
    } finally {
      if (!keepAtProvider) await this.#discardAtProvider(exchanged.itemId, exchanged.accessToken, log);
    }
  }

  /** The caller's linked institutions, oldest first. */
  async listItems(userId: string): Promise<LinkedItem[]> {
    const rows = await this.#db
      .select()
      .from(linkedItems)
      .where(eq(linkedItems.userId, userId))
      .orderBy(asc(linkedItems.createdAt), asc(linkedItems.id));
    return rows.map(toLinkedItem);
  }

  /** The caller's accounts, by institution in linking order, then by name (stale items synced first). */
  async listAccounts(userId: string, log: BankLogger): Promise<Account[]> {
    await this.refreshStale(userId, log);
    const rows = await this.#db
      .select({ account: bankAccounts, institutionName: linkedItems.institutionName })
      .from(bankAccounts)
      .innerJoin(linkedItems, eq(linkedItems.id, bankAccounts.itemId))
      .where(eq(bankAccounts.userId, userId))
      .orderBy(asc(linkedItems.createdAt), asc(linkedItems.id), asc(bankAccounts.name), asc(bankAccounts.id));
    return rows.map((row) => toAccount(row.account, row.institutionName));
  }

  /** The caller's newest TRANSACTIONS_RESPONSE_LIMIT transactions, newest first (stale items synced first). */
  async listTransactions(userId: string, log: BankLogger): Promise<Transaction[]> {
    await this.refreshStale(userId, log);
    const rows = await this.#db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.userId, userId))
      .orderBy(desc(bankTransactions.date), desc(bankTransactions.id))
      .limit(TRANSACTIONS_RESPONSE_LIMIT);
    return rows.map(toTransaction);
  }

  /**
   * Removes one of the caller's items at the provider, then deletes it with its accounts and
   * transactions in one transaction. An item the provider no longer knows, or whose token cannot be
   * opened, is still deleted here.
   * @throws BankProviderError when the provider fails otherwise (nothing is deleted: retry later).
   */
  async removeItem(userId: string, itemId: string, log: BankLogger): Promise<RemoveOutcome> {
    const [row] = await this.#db.select().from(linkedItems).where(eq(linkedItems.id, itemId));
    if (row === undefined) return { kind: 'not-found' };
    if (row.userId !== userId) return { kind: 'forbidden' };
    const accessToken = this.#openToken(row, log);
    if (accessToken !== undefined) {
      try {
        await this.provider.removeItem(accessToken);
      } catch (error) {
        if (!(error instanceof BankProviderError && ITEM_GONE_CODES.has(error.errorCode))) throw error;
        log.info({ itemId, err: safeError(error) }, 'bank item already gone at the provider');
      }
    }
    const deleted = await this.#db.transaction(async (tx) => {
      await tx.delete(bankTransactions).where(eq(bankTransactions.itemId, itemId));
      await tx.delete(bankAccounts).where(eq(bankAccounts.itemId, itemId));
      return tx
        .delete(linkedItems)
        .where(and(eq(linkedItems.id, itemId), eq(linkedItems.userId, userId)))
        .returning({ id: linkedItems.id });
    });
    if (deleted.length === 0) return { kind: 'not-found' };
    log.info({ itemId }, 'bank item removed');
    return { kind: 'removed' };
  }

  /**
   * Account deletion (ADR 0033): removes each of the user's items at the provider and wipes its
   * access token, keeping the rows (financial data) for the retention job. An item already removed
   * is skipped, so a repeat does nothing twice; an item the provider no longer knows, or whose token
   * cannot be opened, counts as removed.
   * @returns how many items were removed now. @throws BankProviderError when the provider fails
   * otherwise (the items removed so far stay removed: repeat to finish).
   */
  async unlinkAllAtProvider(userId: string, log: BankLogger): Promise<number> {
    const rows = await this.#db
      .select()
      .from(linkedItems)
      .where(and(eq(linkedItems.userId, userId), isNull(linkedItems.providerRemovedAt)));
    for (const row of rows) {
      const accessToken = this.#openToken(row, log);
      if (accessToken !== undefined) {
        try {
          await this.provider.removeItem(accessToken);
        } catch (error) {
          if (!(error instanceof BankProviderError && ITEM_GONE_CODES.has(error.errorCode))) throw error;
          log.info({ itemId: row.id, err: safeError(error) }, 'bank item already gone at the provider');
        }
      }
      await this.#db
        .update(linkedItems)
        .set({ providerRemovedAt: this.#now(), accessTokenEncrypted: '', cursor: null })
        .where(eq(linkedItems.id, row.id));
      log.info({ itemId: row.id }, 'bank item removed at the provider for a deleted account');
    }
    return rows.length;
  }

  /**
   * Syncs the caller's items last synced more than staleAfterMs ago; failures are logged, not thrown,
   * and a failed item waits staleAfterMs before this process tries it again.
   */
  async refreshStale(userId: string, log: BankLogger): Promise<void> {
    const cutoff = new Date(this.#now().getTime() - this.#staleAfterMs);
    const stale = await this.#db
      .select()
      .from(linkedItems)
      .where(
        and(eq(linkedItems.userId, userId), or(isNull(linkedItems.lastSyncedAt), lt(linkedItems.lastSyncedAt, cutoff))),
      );
    for (const row of stale) {
      const failed = this.#failedAt.get(row.id);
      if (failed !== undefined && failed > cutoff.getTime()) continue;
      await this.#refreshOnce(row, log);
    }
  }

  /**
   * Syncs one item from its stored cursor: balances and accounts, then transaction changes, written
   * with the new cursor in one transaction. When another process advanced the cursor meanwhile (or
   * the item was removed), nothing is written.
   * @returns whether this call wrote the changes.
   * @throws BankProviderError or TokenCipherError.
   */
  async syncItem(row: LinkedItemRow, log: BankLogger): Promise<boolean> {
    const accessToken = this.#cipher.decrypt(row.accessTokenEncrypted, accessTokenContext(row.id));
    const accounts = await this.provider.getAccounts(accessToken);
    const changes = await syncAllChanges(this.provider, accessToken, row.cursor ?? undefined);
    const owner: ItemOwner = { itemId: row.id, userId: row.userId };
    return this.#db.transaction(async (tx) => {
      const [current] = await tx
        .select({ cursor: linkedItems.cursor, sealed: linkedItems.accessTokenEncrypted })
        .from(linkedItems)
        .where(eq(linkedItems.id, row.id))
        .for('update');
      if (current === undefined || current.cursor !== row.cursor) return false;
      for (const batch of inBatches(accounts.map((account) => accountValues(account, owner)))) {
        await this.#upsertAccounts(tx, batch);
      }
      const stored = await tx.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.itemId, row.id));
      await this.#writeTransactions(tx, owner, new Set(stored.map((account) => account.id)), changes, log);
      await tx
        .update(linkedItems)
        .set({
          cursor: changes.cursor,
          lastSyncedAt: this.#now(),
          // After a key rotation, re-seal under the current key.
          ...(this.#cipher.isCurrent(current.sealed)
            ? {}
            : { accessTokenEncrypted: this.#cipher.encrypt(accessToken, accessTokenContext(row.id)) }),
        })
        .where(eq(linkedItems.id, row.id));
      log.info(
        { itemId: row.id, upserted: changes.upserts.length, removed: changes.removedIds.length, pages: changes.pages },
        'bank item synced',
      );
      return true;
    });
  }

  #refreshOnce(row: LinkedItemRow, log: BankLogger): Promise<void> {
    const running = this.#refreshing.get(row.id);
    if (running !== undefined) return running;
    const refresh = this.syncItem(row, log)
      .then(
        () => {
          this.#failedAt.delete(row.id);
        },
        (error: unknown) => {
          this.#failedAt.set(row.id, this.#now().getTime());
          log.warn({ itemId: row.id, err: safeError(error) }, 'bank item refresh failed: serving stored data');
        },
      )
      .finally(() => this.#refreshing.delete(row.id));
    this.#refreshing.set(row.id, refresh);
    return refresh;
  }

  /** Deletes removed transactions and upserts the rest (only on accounts of the item). */
  async #writeTransactions(
    tx: Tx,
    owner: ItemOwner,
    accountIds: ReadonlySet<string>,
    changes: SyncedChanges,
    log: BankLogger,
  ): Promise<void> {
    for (const batch of inBatches(changes.removedIds)) {
      await tx
        .delete(bankTransactions)
        .where(and(eq(bankTransactions.itemId, owner.itemId), inArray(bankTransactions.id, batch)));
    }
    const known = changes.upserts.filter((transaction) => accountIds.has(transaction.account_id));
    if (known.length < changes.upserts.length) {
      log.warn(
        { itemId: owner.itemId, skipped: changes.upserts.length - known.length },
        'transactions of unknown accounts skipped',
      );
    }
    for (const batch of inBatches(known.map((transaction) => transactionValues(transaction, owner)))) {
      await this.#upsertTransactions(tx, batch);
    }
  }

  async #upsertTransactions(tx: Tx, rows: BankTransactionValues[]): Promise<void> {
    await tx
      .insert(bankTransactions)
      .values(rows)
      .onConflictDoUpdate({
        target: bankTransactions.id,
        set: transactionUpdate,
        setWhere: sql`${bankTransactions.itemId} = excluded.item_id`,
      });
  }

  async #upsertAccounts(tx: Tx, rows: BankAccountValues[]): Promise<void> {
    await tx
      .insert(bankAccounts)
      .values(rows)
      .onConflictDoUpdate({
        target: bankAccounts.id,
        set: accountUpdate,
        setWhere: sql`${bankAccounts.itemId} = excluded.item_id`,
      });
  }

  /** The name of the caller's item at this institution, if any. */
  async #linkedInstitution(db: Queryable, userId: string, institutionId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ name: linkedItems.institutionName })
      .from(linkedItems)
      .where(and(eq(linkedItems.userId, userId), eq(linkedItems.institutionId, institutionId)))
      .limit(1);
    return row?.name;
  }

  /** The access token of a stored item, or undefined (logged) when it cannot be opened. */
  #openToken(row: LinkedItemRow, log: BankLogger): string | undefined {
    try {
      return this.#cipher.decrypt(row.accessTokenEncrypted, accessTokenContext(row.id));
    } catch (error) {
      if (!(error instanceof TokenCipherError)) throw error;
      log.warn({ itemId: row.id, err: safeError(error) }, 'access token cannot be opened: removing the item here only');
      return undefined;
    }
  }

  /** Best effort: an item exchanged but not stored is removed at the provider so it does not linger. */
  async #discardAtProvider(itemId: string, accessToken: string, log: BankLogger): Promise<void> {
    try {
      await this.provider.removeItem(accessToken);
      log.info({ itemId }, 'unstored bank item removed at the provider');
    } catch (error) {
      log.warn({ itemId, err: safeError(error) }, 'unstored bank item could not be removed at the provider');
    }
  }
}
