import type { Account, Transaction } from '@ledgerlight/contract';

/**
 * The bank-linking concern (docs/architecture.md "Local by default, real by configuration"): one interface,
 * two implementations (PlaidBank, SandboxBank), chosen by BANK_PROVIDER. Shapes and sign
 * convention are Plaid's: a positive amount is money out of the account.
 *
 * The access token returned by exchangePublicToken is a secret: store it only through the token
 * cipher, never return it to a client, never log it. No error thrown by a provider contains it.
 */

export interface CreateLinkTokenInput {
  /** The caller's own user id (Plaid's client_user_id). */
  readonly userId: string;
  readonly clientName: string;
  readonly products: readonly string[];
  readonly countryCodes: readonly string[];
  readonly language: string;
}

export interface LinkToken {
  readonly link_token: string;
  /** ISO 8601 instant. */
  readonly expiration: string;
}

export interface LinkedInstitution {
  readonly institution_id: string;
  readonly name: string;
}

export interface ExchangedItem {
  /** Secret: encrypt before storing; never send to a client or a log. */
  readonly accessToken: string;
  readonly itemId: string;
  readonly institution: LinkedInstitution;
}

/** A transaction as synced: the contract's shape plus Plaid's link from a posted to its pending version. */
export type SyncedTransaction = Transaction & { readonly pending_transaction_id: string | null };

/** Plaid's RemovedTransaction. */
export interface RemovedTransaction {
  readonly transaction_id: string;
  readonly account_id: string;
}

export interface TransactionsSyncPage {
  readonly added: SyncedTransaction[];
  readonly modified: SyncedTransaction[];
  readonly removed: RemovedTransaction[];
  /** Store it with the item and pass it to the next call; opaque. */
  readonly nextCursor: string;
  /** Call again with nextCursor before treating the update as complete. */
  readonly hasMore: boolean;
}

export interface BankProvider {
  /** 'plaid' or 'local' (the sandbox bank); the app chooses its Link dialog by the link token's prefix. */
  readonly kind: 'plaid' | 'local';
  createLinkToken(input: CreateLinkTokenInput): Promise<LinkToken>;
  exchangePublicToken(publicToken: string): Promise<ExchangedItem>;
  getAccounts(accessToken: string): Promise<Account[]>;
  /** One page of changes since `cursor` (from the beginning when absent). */
  syncTransactions(accessToken: string, cursor?: string): Promise<TransactionsSyncPage>;
  removeItem(accessToken: string): Promise<void>;
}

/** Plaid's error object (https://plaid.com/docs/errors/). */
export interface BankErrorBody {
  readonly error_type: string;
  readonly error_code: string;
  readonly error_message: string;
  readonly display_message: string | null;
  readonly request_id?: string;
}

/**
 * A bank provider failure in Plaid's error shape, safe to log and to show: it never carries an
 * access token, a request body or the vendor's HTTP client objects. `status` is the HTTP status a
 * route should answer with.
 */
export class BankProviderError extends Error {
  override readonly name = 'BankProviderError';
  readonly status: number;
  readonly body: BankErrorBody;

  constructor(status: number, body: BankErrorBody) {
    super(`${body.error_type} ${body.error_code}: ${body.error_message}`);
    this.status = status;
    this.body = body;
  }

  get errorType(): string {
    return this.body.error_type;
  }

  get errorCode(): string {
    return this.body.error_code;
  }

  toJSON(): BankErrorBody {
    return this.body;
  }
}

/** Builds a BankProviderError from Plaid's error fields. */
export function bankError(
  status: number,
  errorType: string,
  errorCode: string,
  errorMessage: string,
  displayMessage: string | null = null,
): BankProviderError {
  return new BankProviderError(status, {
    error_type: errorType,
    error_code: errorCode,
    error_message: errorMessage,
    display_message: displayMessage,
  });
}
