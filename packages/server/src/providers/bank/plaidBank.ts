import type {
  Account,
  Counterparty,
  PersonalFinanceCategory as BankCategory,
  TransactionLocation,
} from '@ledgerlight/contract';
import { Configuration, CountryCode, PlaidApi, PlaidEnvironments, Products } from 'plaid';
import type {
  AccountBase,
  LinkTokenCreateRequest,
  Location,
  PersonalFinanceCategory,
  Transaction as PlaidTransaction,
  TransactionCounterparty,
} from 'plaid';

import { BankProviderError, bankError } from './bankProvider';
import type {
  BankProvider,
  CreateLinkTokenInput,
  ExchangedItem,
  LinkToken,
  SyncedTransaction,
  TransactionsSyncPage,
} from './bankProvider';

/**
 * The real bank provider: Plaid through its SDK. Responses are mapped to the contract's shapes;
 * failures become BankProviderError with Plaid's error body and nothing else (the SDK's axios error
 * holds the request, and with it the access token, so it is never rethrown or attached).
 */

export const PLAID_ENVIRONMENT_NAMES = ['sandbox', 'production'] as const;
export type PlaidEnvironmentName = (typeof PLAID_ENVIRONMENT_NAMES)[number];

export interface PlaidBankOptions {
  readonly clientId: string;
  readonly secret: string;
  readonly environment: PlaidEnvironmentName;
  /** OAuth redirect URI registered with Plaid (needed by OAuth institutions in production). */
  readonly redirectUri?: string;
  /** Where Plaid sends item and transactions webhooks. */
  readonly webhookUrl?: string;
  /** transactionsSync page size, 1-500. Default 500. */
  readonly syncPageSize?: number;
  /** A preconfigured client (tests may pass one with another base path). */
  readonly client?: PlaidApi;
}

/** Fields of Plaid's error body as found on an SDK (axios) error. */
interface PlaidErrorLike {
  readonly response?: { readonly status?: number; readonly data?: unknown };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A safe BankProviderError for whatever the SDK threw. */
function toBankError(error: unknown, operation: string): BankProviderError {
  if (error instanceof BankProviderError) return error;
  const response = isRecord(error) ? (error as PlaidErrorLike).response : undefined;
  const data = response?.data;
  if (isRecord(data) && typeof data.error_type === 'string' && typeof data.error_code === 'string') {
    return new BankProviderError(response?.status ?? 400, {
      error_type: data.error_type,
      error_code: data.error_code,
      error_message: typeof data.error_message === 'string' ? data.error_message : `${operation} failed`,
      display_message: typeof data.display_message === 'string' ? data.display_message : null,
      ...(typeof data.request_id === 'string' ? { request_id: data.request_id } : {}),
    });
  }
  const status = response?.status;
  return bankError(
    status !== undefined && status >= 400 ? 502 : 503,
    'API_ERROR',
    status !== undefined ? 'INTERNAL_SERVER_ERROR' : 'PLANNED_MAINTENANCE',
    status !== undefined
      ? `Plaid ${operation} failed with HTTP ${status}`
      : `Plaid could not be reached for ${operation}`,
    'The bank connection service is unavailable. Please try again later.',
  );
}

async function call<T>(operation: string, request: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await request()).data;
  } catch (error) {
    throw toBankError(error, operation);
  }
}

const PRODUCT_VALUES = new Set<string>(Object.values(Products));
const COUNTRY_VALUES = new Set<string>(Object.values(CountryCode));

function toProducts(values: readonly string[]): Products[] {
  return values.map((value) => {
    if (!PRODUCT_VALUES.has(value))
      throw bankError(400, 'INVALID_REQUEST', 'INVALID_FIELD', `unknown product ${value}`);
    return value as Products;
  });
}

function toCountryCodes(values: readonly string[]): CountryCode[] {
  return values.map((value) => {
    if (!COUNTRY_VALUES.has(value)) {
      throw bankError(400, 'INVALID_REQUEST', 'INVALID_FIELD', `unknown country code ${value}`);
    }
    return value as CountryCode;
  });
}

/** 'FOOD_AND_DRINK' -> 'Food and Drink'. */
function titleOf(code: string): string {
  const small = new Set(['AND', 'OR', 'OF', 'FOR']);
  return code
    .split('_')
    .filter((word) => word !== '')
    .map((word, index) =>
      index > 0 && small.has(word) ? word.toLowerCase() : word.charAt(0) + word.slice(1).toLowerCase(),
    )
    .join(' ');
}

/**
 * The category array: Plaid's legacy `category` when present, otherwise the personal finance
 * category as [primary, detailed without the primary prefix].
 */
export function categoryOf(
  category: readonly string[] | null | undefined,
  personal: PersonalFinanceCategory | null | undefined,
): string[] {
  if (category && category.length > 0) return [...category];
  if (!personal) return [];
  const primary = personal.primary;
  const detailed = personal.detailed.startsWith(`${primary}_`)
    ? personal.detailed.slice(primary.length + 1)
    : personal.detailed;
  return detailed && detailed !== primary ? [titleOf(primary), titleOf(detailed)] : [titleOf(primary)];
}

function locationOf(location: Location | undefined): TransactionLocation | undefined {
  if (!location) return undefined;
  const { address, city, region, postal_code, country, lat, lon } = location;
  const mapped: TransactionLocation = { address, city, region, postal_code, country, lat, lon };
  return Object.values(mapped).some((value) => value !== null && value !== undefined) ? mapped : undefined;
}

/** Plaid's personal finance category as the contract keeps it (primary, detailed, confidence). */
function personalCategoryOf(personal: PersonalFinanceCategory | null | undefined): BankCategory | undefined {
  if (!personal?.primary || !personal.detailed) return undefined;
  return {
    primary: personal.primary,
    detailed: personal.detailed,
    confidence_level: personal.confidence_level ?? null,
  };
}

/** Plaid's counterparties without their logos, websites and account numbers (the analyses need none). */
function counterpartiesOf(parties: readonly TransactionCounterparty[] | undefined): Counterparty[] | undefined {
  if (!parties || parties.length === 0) return undefined;
  return parties.map((party) => ({
    name: party.name,
    type: party.type,
    entity_id: party.entity_id ?? null,
    confidence_level: party.confidence_level ?? null,
  }));
}

/** A Plaid transaction in the contract's shape, with the bank's enrichment where Plaid gave one. */
export function toSyncedTransaction(transaction: PlaidTransaction): SyncedTransaction {
  const location = locationOf(transaction.location);
  const personal = personalCategoryOf(transaction.personal_finance_category);
  const counterparties = counterpartiesOf(transaction.counterparties);
  return {
    transaction_id: transaction.transaction_id,
    account_id: transaction.account_id,
    date: transaction.date,
    name: transaction.name,
    merchant_name: transaction.merchant_name ?? null,
    category: categoryOf(transaction.category, transaction.personal_finance_category),
    amount: transaction.amount,
    pending: transaction.pending,
    iso_currency_code: transaction.iso_currency_code ?? transaction.unofficial_currency_code,
    pending_transaction_id: transaction.pending_transaction_id ?? null,
    ...(location ? { location } : {}),
    ...(personal ? { personal_finance_category: personal } : {}),
    ...(counterparties ? { counterparties } : {}),
    ...(transaction.payment_channel ? { payment_channel: transaction.payment_channel } : {}),
  };
}

/** A Plaid account in the contract's shape. */
export function toAccount(account: AccountBase, institutionName: string): Account {
  const { balances } = account;
  return {
    account_id: account.account_id,
    name: account.name,
    type: account.type,
    subtype: account.subtype ?? null,
    institution_name: institutionName,
    balances: {
      current: balances.current ?? balances.available ?? 0,
      available: balances.available ?? null,
      iso_currency_code: balances.iso_currency_code ?? balances.unofficial_currency_code,
      limit: balances.limit,
    },
    mask: account.mask,
    official_name: account.official_name,
  };
}

export class PlaidBank implements BankProvider {
  readonly kind = 'plaid';
  readonly #client: PlaidApi;
  readonly #options: PlaidBankOptions;
  readonly #institutionNames = new Map<string, string>();

  constructor(options: PlaidBankOptions) {
    this.#options = options;
    this.#client =
      options.client ??
      new PlaidApi(
        new Configuration({
          basePath: PlaidEnvironments[options.environment],
          baseOptions: {
            headers: {
              'PLAID-CLIENT-ID': options.clientId,
              'PLAID-SECRET': options.secret,
            },
          },
        }),
      );
  }

  async createLinkToken(input: CreateLinkTokenInput): Promise<LinkToken> {
    const request: LinkTokenCreateRequest = {
      user: { client_user_id: input.userId },
      client_name: input.clientName,
      products: toProducts(input.products),
      country_codes: toCountryCodes(input.countryCodes),
      language: input.language,
      ...(this.#options.redirectUri ? { redirect_uri: this.#options.redirectUri } : {}),
      ...(this.#options.webhookUrl ? { webhook: this.#options.webhookUrl } : {}),
    };
    const data = await call('linkTokenCreate', () => this.#client.linkTokenCreate(request));
    return { link_token: data.link_token, expiration: new Date(data.expiration).toISOString() };
  }

  async exchangePublicToken(publicToken: string): Promise<ExchangedItem> {
    const exchanged = await call('itemPublicTokenExchange', () =>
      this.#client.itemPublicTokenExchange({ public_token: publicToken }),
    );
    const accessToken = exchanged.access_token;
    const { item } = await call('itemGet', () => this.#client.itemGet({ access_token: accessToken }));
    const institutionId = item.institution_id ?? '';
    const name = await this.#institutionName(institutionId, item.institution_name);
    return { accessToken, itemId: exchanged.item_id, institution: { institution_id: institutionId, name } };
  }

  async getAccounts(accessToken: string): Promise<Account[]> {
    const data = await call('accountsGet', () => this.#client.accountsGet({ access_token: accessToken }));
    const name = await this.#institutionName(data.item.institution_id ?? '', data.item.institution_name);
    return data.accounts.map((account) => toAccount(account, name));
  }

  async syncTransactions(accessToken: string, cursor?: string): Promise<TransactionsSyncPage> {
    const data = await call('transactionsSync', () =>
      this.#client.transactionsSync({
        access_token: accessToken,
        count: this.#options.syncPageSize ?? 500,
        ...(cursor ? { cursor } : {}),
      }),
    );
    return {
      added: data.added.map(toSyncedTransaction),
      modified: data.modified.map(toSyncedTransaction),
      removed: data.removed.map((removed) => ({
        transaction_id: removed.transaction_id,
        account_id: removed.account_id,
      })),
      nextCursor: data.next_cursor,
      hasMore: data.has_more,
    };
  }

  async removeItem(accessToken: string): Promise<void> {
    await call('itemRemove', () => this.#client.itemRemove({ access_token: accessToken }));
  }

  /** The institution's name: from the item when Plaid includes it, else institutionsGetById (cached). */
  async #institutionName(institutionId: string, fromItem: string | null | undefined): Promise<string> {
    if (fromItem) return fromItem;
    if (!institutionId) return 'Unknown institution';
    const cached = this.#institutionNames.get(institutionId);
    if (cached) return cached;
    const data = await call('institutionsGetById', () =>
      this.#client.institutionsGetById({ institution_id: institutionId, country_codes: [CountryCode.Us] }),
    );
    this.#institutionNames.set(institutionId, data.institution.name);
    return data.institution.name;
  }
}
