import { createHash, randomBytes } from 'node:crypto';

import {
  findSandboxInstitution,
  isLocalLinkToken,
  LOCAL_LINK_TOKEN_PREFIX,
  SANDBOX_ACCOUNT_KINDS,
  SANDBOX_CREDENTIALS,
  SANDBOX_INSTITUTIONS,
  sandboxInstitutionSummary,
} from '@ledgerlight/contract';
import type { Account, SandboxInstitutionDefinition } from '@ledgerlight/contract';
import { z } from 'zod';

import { bankError } from '@ledgerlight/server/providers/bank/bankProvider';
import type {
  BankProvider,
  CreateLinkTokenInput,
  ExchangedItem,
  LinkToken,
  RemovedTransaction,
  SyncedTransaction,
  TransactionsSyncPage,
} from '@ledgerlight/server/providers/bank/bankProvider';
import type {
  LinkAccountMetadata,
  SandboxBankOptions,
  SandboxInstitutionSummary,
  SandboxLink,
  SandboxLinkSuccess,
  SandboxLoginInput,
  SandboxLoginResult,
  SandboxSelectAccountsInput,
} from '@ledgerlight/server/providers/bank/sandboxLink';
import { createTokenCipher, TokenCipherError } from '@ledgerlight/server/providers/tokenCipher';
import type { TokenCipher } from '@ledgerlight/server/providers/tokenCipher';

export type {
  SandboxBankOptions,
  SandboxInstitutionSummary,
  SandboxLinkSuccess,
  SandboxLoginInput,
  SandboxLoginResult,
  SandboxSelectAccountsInput,
} from '@ledgerlight/server/providers/bank/sandboxLink';
import { dayNumberOf, derivedId, randomId, sandboxItemData } from './sandboxData';
import type { SandboxAccount, SandboxItemData } from './sandboxData';

/**
 * The local bank (docs/architecture.md "Local by default"): Plaid's flow and shapes with no network.
 *
 * Flow, as the in-app sandbox Link dialog drives it:
 *   createLinkToken -> 'link-local-...' (the contract's LOCAL_LINK_TOKEN_PREFIX: the app opens the
 *     sandbox dialog for it)
 *   sandboxInstitutions() -> pick one
 *   sandboxLogin({ userId, linkToken, institutionId, username, password }) -> an MFA challenge for
 *     some institutions (answer with mfaCode '1234'), then a public token and the item's accounts
 *   sandboxSelectAccounts({ userId, publicToken, accountIds }) -> a public token bound to those
 *     accounts and Plaid Link's onSuccess metadata
 *   exchangePublicToken -> an access token, as with Plaid.
 *
 * Tokens are random (a 128-bit nonce from crypto) and sealed with AES-256-GCM under the sandbox
 * secret, so each one carries its binding (user; item, institution and selected accounts; link day)
 * tamper-proof, and linked items keep working after a restart without a token table. A link token
 * and the public tokens of its session work only for the user it was created for. Public tokens are
 * single use. Credentials are Plaid's sandbox ones (the contract's SANDBOX_CREDENTIALS): user_good /
 * pass_good, MFA code 1234.
 */

const PUBLIC_TOKEN_PREFIX = 'public-local-';
const ACCESS_TOKEN_PREFIX = 'access-local-';

const LINK_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;
const PUBLIC_TOKEN_TTL_MS = 30 * 60 * 1000;
/** Pending transactions post this many days after the link day. */
const SETTLE_AFTER_DAYS = 2;
const MAX_SYNC_PAGE = 500;

const kindSchema = z.enum(SANDBOX_ACCOUNT_KINDS);
const linkPayloadSchema = z.object({ u: z.string().min(1), e: z.number(), r: z.string() });
const itemPayloadSchema = z.object({
  i: z.string().min(1),
  n: z.string().min(1),
  k: z.array(kindSchema).min(1),
  d: z.int(),
  r: z.string(),
});
/** `u` is the user of the Link session; access tokens do not carry it (Plaid's do not either). */
const publicPayloadSchema = itemPayloadSchema.extend({ e: z.number(), u: z.string().min(1) });
const cursorSchema = z.object({ v: z.literal(1), h: z.string(), s: z.enum(['p', 's']), o: z.int().nonnegative() });

type LinkPayload = z.infer<typeof linkPayloadSchema>;
type ItemPayload = z.infer<typeof itemPayloadSchema>;
type PublicPayload = z.infer<typeof publicPayloadSchema>;

function nonce(): string {
  return randomBytes(16).toString('base64url');
}

function invalidInput(code: string, message: string) {
  return bankError(400, 'INVALID_INPUT', code, message);
}

function publicTokenError() {
  return invalidInput('INVALID_PUBLIC_TOKEN', 'provided public token is in an invalid format or expired');
}

function institutionError() {
  return invalidInput('INVALID_INSTITUTION', 'the provided institution_id does not exist');
}

function itemHash(itemId: string): string {
  return createHash('sha256').update(itemId).digest('base64url').slice(0, 10);
}

function toMetadata(account: Account): LinkAccountMetadata {
  return {
    id: account.account_id,
    name: account.name,
    mask: account.mask ?? null,
    type: account.type,
    subtype: account.subtype,
  };
}

/** The posted version of a pending transaction (Plaid: a new id that points at the pending one). */
function posted(transaction: SyncedTransaction): SyncedTransaction {
  return {
    ...transaction,
    transaction_id: derivedId(`${transaction.transaction_id}:posted`),
    pending: false,
    pending_transaction_id: transaction.transaction_id,
  };
}

export class SandboxBank implements BankProvider, SandboxLink {
  readonly kind = 'local';
  readonly #cipher: TokenCipher;
  readonly #now: () => Date;
  readonly #reproducible: boolean;
  readonly #pageSize: number;
  /** Nonces of exchanged public tokens (single use), with their expiry. */
  readonly #usedPublicTokens = new Map<string, number>();
  /** Items removed in this process; their access tokens stop working. */
  readonly #removedItems = new Set<string>();

  constructor(options: SandboxBankOptions) {
    this.#cipher = createTokenCipher({ key: options.secret });
    this.#now = options.now ?? (() => new Date());
    this.#reproducible = options.reproducible ?? false;
    this.#pageSize = Math.min(Math.max(Math.trunc(options.syncPageSize ?? 250), 1), MAX_SYNC_PAGE);
  }

  async createLinkToken(input: CreateLinkTokenInput): Promise<LinkToken> {
    if (!input.userId) throw invalidInput('INVALID_FIELD', 'user.client_user_id must be a non-empty string');
    const expires = this.#now().getTime() + LINK_TOKEN_TTL_MS;
    const sealed = this.#cipher.encrypt(JSON.stringify({ u: input.userId, e: expires, r: nonce() }), 'sandbox-link');
    return { link_token: `${LOCAL_LINK_TOKEN_PREFIX}${sealed}`, expiration: new Date(expires).toISOString() };
  }

  /** The institutions the sandbox dialog offers. */
  sandboxInstitutions(): SandboxInstitutionSummary[] {
    return SANDBOX_INSTITUTIONS.map(sandboxInstitutionSummary);
  }

  /**
   * Signs in at a sandbox institution. Wrong credentials fail with Plaid's ITEM_ERROR
   * INVALID_CREDENTIALS; an institution with MFA first answers with a challenge, then accepts
   * mfaCode '1234' (another code fails with INVALID_MFA).
   */
  async sandboxLogin(input: SandboxLoginInput): Promise<SandboxLoginResult> {
    const link = this.#openLinkToken(input.linkToken, input.userId);
    const institution = findSandboxInstitution(input.institutionId);
    if (!institution) throw institutionError();
    const linked = { institution_id: institution.institution_id, name: institution.name };
    if (input.username !== SANDBOX_CREDENTIALS.username || input.password !== SANDBOX_CREDENTIALS.password) {
      throw bankError(
        400,
        'ITEM_ERROR',
        'INVALID_CREDENTIALS',
        'the provided credentials were not correct',
        'The provided credentials were not correct. Please try again.',
      );
    }
    if (institution.mfa === 'code') {
      if (input.mfaCode === undefined || input.mfaCode === '') {
        return {
          status: 'mfa_required',
          institution: linked,
          mfa: {
            type: 'code',
            message: `Enter the verification code ${institution.name} sent to your phone. In the sandbox the code is ${SANDBOX_CREDENTIALS.mfaCode}.`,
          },
        };
      }
      if (input.mfaCode.trim() !== SANDBOX_CREDENTIALS.mfaCode) {
        throw bankError(
          400,
          'ITEM_ERROR',
          'INVALID_MFA',
          'the provided MFA response(s) were not correct',
          'The provided code was not correct. Please try again.',
        );
      }
    }
    const payload: PublicPayload = {
      i: randomId(),
      n: institution.institution_id,
      k: institution.accounts.map((account) => account.kind),
      d: dayNumberOf(this.#now()),
      r: nonce(),
      e: this.#now().getTime() + PUBLIC_TOKEN_TTL_MS,
      u: link.u,
    };
    const accounts = this.#accountsOf(payload, institution).map(toMetadata);
    return { status: 'select_accounts', publicToken: this.#sealPublic(payload), institution: linked, accounts };
  }

  /** Binds a public token to the accounts the user selected (at least one of the item's accounts). */
  async sandboxSelectAccounts(input: SandboxSelectAccountsInput): Promise<SandboxLinkSuccess> {
    const payload = this.#openPublicToken(input.publicToken);
    if (payload.u !== input.userId) throw publicTokenError();
    const institution = this.#institutionOf(payload);
    const available = this.#accountsOf(payload, institution);
    const wanted = new Set(input.accountIds);
    const selected = available.filter((account) => wanted.has(account.account_id));
    if (wanted.size === 0 || selected.length !== wanted.size) {
      throw invalidInput('INVALID_ACCOUNT_ID', 'account_ids must be one or more accounts of this item');
    }
    const narrowed: PublicPayload = { ...payload, k: selected.map((account) => account.kind), r: nonce() };
    return {
      publicToken: this.#sealPublic(narrowed),
      metadata: {
        institution: { institution_id: institution.institution_id, name: institution.name },
        accounts: selected.map(toMetadata),
        link_session_id: randomId(),
      },
    };
  }

  async exchangePublicToken(publicToken: string): Promise<ExchangedItem> {
    const payload = this.#openPublicToken(publicToken);
    const institution = this.#institutionOf(payload);
    this.#pruneUsedTokens();
    if (this.#usedPublicTokens.has(payload.r)) {
      throw invalidInput('INVALID_PUBLIC_TOKEN', 'provided public token has already been exchanged');
    }
    this.#usedPublicTokens.set(payload.r, payload.e);
    const item: ItemPayload = { i: payload.i, n: payload.n, k: payload.k, d: payload.d, r: nonce() };
    const sealed = this.#cipher.encrypt(JSON.stringify(item), 'sandbox-access');
    return {
      accessToken: `${ACCESS_TOKEN_PREFIX}${sealed}`,
      itemId: item.i,
      institution: { institution_id: institution.institution_id, name: institution.name },
    };
  }

  async getAccounts(accessToken: string): Promise<Account[]> {
    const item = this.#openAccessToken(accessToken);
    return this.#accountsOf(item, this.#institutionOf(item)).map(({ kind: _kind, ...account }) => ({
      ...account,
      balances: { ...account.balances },
    }));
  }

  /**
   * Pages through the item's history (oldest first). Once the link day's pending transactions have
   * posted (two days later), the next call after the last page removes them and adds their posted
   * versions, as Plaid does.
   */
  async syncTransactions(accessToken: string, cursor?: string): Promise<TransactionsSyncPage> {
    const item = this.#openAccessToken(accessToken);
    const data = this.#dataOf(item);
    const accountIds = new Set(this.#accountsOf(item, this.#institutionOf(item)).map((account) => account.account_id));
    const settledNow = dayNumberOf(this.#now()) >= item.d + SETTLE_AFTER_DAYS;
    const state = cursor ? this.#openCursor(cursor, item.i) : { s: settledNow ? ('s' as const) : ('p' as const), o: 0 };
    const own = data.transactions.filter((t) => accountIds.has(t.account_id));
    const view = state.s === 's' ? own.map((t) => (t.pending ? posted(t) : t)) : own;
    if (state.o > view.length) throw invalidInput('INVALID_FIELD', 'cursor is not valid for this item');

    if (state.o < view.length) {
      const added = view.slice(state.o, state.o + this.#pageSize);
      const offset = state.o + added.length;
      return {
        added,
        modified: [],
        removed: [],
        nextCursor: this.#cursor(item.i, state.s, offset),
        hasMore: offset < view.length,
      };
    }
    if (state.s === 'p' && settledNow) {
      const pending = own.filter((t) => t.pending);
      const removed: RemovedTransaction[] = pending.map((t) => ({
        transaction_id: t.transaction_id,
        account_id: t.account_id,
      }));
      return {
        added: pending.map(posted),
        modified: [],
        removed,
        nextCursor: this.#cursor(item.i, 's', own.length),
        hasMore: false,
      };
    }
    return { added: [], modified: [], removed: [], nextCursor: this.#cursor(item.i, state.s, state.o), hasMore: false };
  }

  async removeItem(accessToken: string): Promise<void> {
    const item = this.#openAccessToken(accessToken);
    this.#removedItems.add(item.i);
  }

  /** The link token's payload; another user's token is refused like an invalid one (nothing leaks). */
  #openLinkToken(linkToken: string, userId: string): LinkPayload {
    const invalid = () => invalidInput('INVALID_LINK_TOKEN', 'provided link token is in an invalid format or expired');
    if (!isLocalLinkToken(linkToken)) throw invalid();
    const payload = this.#open(linkToken.slice(LOCAL_LINK_TOKEN_PREFIX.length), 'sandbox-link', linkPayloadSchema);
    if (!payload || payload.e < this.#now().getTime() || payload.u !== userId) throw invalid();
    return payload;
  }

  #openPublicToken(publicToken: string): PublicPayload {
    if (!publicToken.startsWith(PUBLIC_TOKEN_PREFIX)) throw publicTokenError();
    const payload = this.#open(publicToken.slice(PUBLIC_TOKEN_PREFIX.length), 'sandbox-public', publicPayloadSchema);
    if (!payload || payload.e < this.#now().getTime()) throw publicTokenError();
    return payload;
  }

  #openAccessToken(accessToken: string): ItemPayload {
    const invalid = () => invalidInput('INVALID_ACCESS_TOKEN', 'provided access token is in an invalid format');
    if (!accessToken.startsWith(ACCESS_TOKEN_PREFIX)) throw invalid();
    const payload = this.#open(accessToken.slice(ACCESS_TOKEN_PREFIX.length), 'sandbox-access', itemPayloadSchema);
    if (!payload) throw invalid();
    if (this.#removedItems.has(payload.i)) {
      throw bankError(400, 'ITEM_ERROR', 'ITEM_NOT_FOUND', 'the requested item was not found (it has been removed)');
    }
    return payload;
  }

  /** The payload of a sealed token, or undefined when it is not one of ours. */
  #open<T>(sealed: string, context: string, schema: z.ZodType<T>): T | undefined {
    let text: string;
    try {
      text = this.#cipher.decrypt(sealed, context);
    } catch (error) {
      if (error instanceof TokenCipherError) return undefined;
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return undefined;
    }
    const parsed = schema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  }

  #sealPublic(payload: PublicPayload): string {
    return `${PUBLIC_TOKEN_PREFIX}${this.#cipher.encrypt(JSON.stringify(payload), 'sandbox-public')}`;
  }

  #institutionOf(item: ItemPayload): SandboxInstitutionDefinition {
    const institution = findSandboxInstitution(item.n);
    if (!institution) throw institutionError();
    return institution;
  }

  #dataOf(item: ItemPayload): SandboxItemData {
    return this.#itemData(item, this.#institutionOf(item));
  }

  /** The item's accounts that the token is bound to, in the institution's order. */
  #accountsOf(item: ItemPayload, institution: SandboxInstitutionDefinition): SandboxAccount[] {
    const kinds = new Set(item.k);
    return this.#itemData(item, institution).accounts.filter((account) => kinds.has(account.kind));
  }

  #itemData(item: ItemPayload, institution: SandboxInstitutionDefinition): SandboxItemData {
    return sandboxItemData(item.i, institution, item.d, this.#reproducible ? `reproducible:${item.n}` : undefined);
  }

  #cursor(itemId: string, view: 'p' | 's', offset: number): string {
    return Buffer.from(JSON.stringify({ v: 1, h: itemHash(itemId), s: view, o: offset })).toString('base64url');
  }

  #openCursor(cursor: string, itemId: string): { s: 'p' | 's'; o: number } {
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      json = undefined;
    }
    const parsed = cursorSchema.safeParse(json);
    if (!parsed.success || parsed.data.h !== itemHash(itemId)) {
      throw invalidInput('INVALID_FIELD', 'cursor is not valid for this item');
    }
    return { s: parsed.data.s, o: parsed.data.o };
  }

  #pruneUsedTokens(): void {
    const now = this.#now().getTime();
    for (const [key, expires] of this.#usedPublicTokens) if (expires < now) this.#usedPublicTokens.delete(key);
  }
}
