import { inspect } from 'node:util';

import { analyzeFraud, analyzeRecurring } from '@ledgerlight/analysis';
import {
  accountSchema,
  isLocalLinkToken,
  LOCAL_LINK_TOKEN_PREFIX,
  SANDBOX_CREDENTIALS,
  SANDBOX_INSTITUTIONS,
  sandboxInstitutionSchema,
  transactionSchema,
} from '@ledgerlight/contract';
import { beforeEach, describe, expect, it } from 'vitest';

import { generateTokenEncryptionKey } from '@ledgerlight/server/providers/tokenCipher';
import { BankProviderError } from '@ledgerlight/server/providers/bank/bankProvider';
import type { SyncedTransaction } from '@ledgerlight/server/providers/bank/bankProvider';
import { SandboxBank } from './sandboxBank';
import type { SandboxLoginResult } from './sandboxBank';
import { buildSandboxItem } from './sandboxData';

const DAY = 86_400_000;
const LINK_INPUT = {
  userId: 'user-1',
  clientName: 'Ledgerlight',
  products: ['transactions'],
  countryCodes: ['US'],
  language: 'en',
} as const;

let clock = Date.UTC(2026, 5, 15, 12);
const secret = generateTokenEncryptionKey();

function newBank(options: { secret?: string; syncPageSize?: number; reproducible?: boolean } = {}) {
  return new SandboxBank({
    secret: options.secret ?? secret,
    now: () => new Date(clock),
    syncPageSize: options.syncPageSize,
    reproducible: options.reproducible,
  });
}

async function failure(promise: Promise<unknown>): Promise<BankProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BankProviderError) return error;
    throw error;
  }
  throw new Error('expected a BankProviderError');
}

function selectable(result: SandboxLoginResult) {
  if (result.status !== 'select_accounts') throw new Error(`expected account selection, got ${result.status}`);
  return result;
}

/** Links First Platypus Bank (no MFA) and returns the exchanged item. */
async function link(bank: SandboxBank, accountTypes?: readonly string[]) {
  const { link_token } = await bank.createLinkToken(LINK_INPUT);
  const login = selectable(
    await bank.sandboxLogin({
      userId: LINK_INPUT.userId,
      linkToken: link_token,
      institutionId: 'ins_local_platypus',
      username: 'user_good',
      password: 'pass_good',
    }),
  );
  let publicToken = login.publicToken;
  if (accountTypes) {
    const ids = login.accounts.filter((a) => accountTypes.includes(a.subtype ?? '')).map((a) => a.id);
    publicToken = (await bank.sandboxSelectAccounts({ userId: LINK_INPUT.userId, publicToken, accountIds: ids }))
      .publicToken;
  }
  return { login, exchanged: await bank.exchangePublicToken(publicToken) };
}

async function syncAll(bank: SandboxBank, accessToken: string, cursor?: string) {
  const added: SyncedTransaction[] = [];
  let next = cursor;
  let pages = 0;
  for (;;) {
    const page = await bank.syncTransactions(accessToken, next);
    added.push(...page.added);
    next = page.nextCursor;
    pages += 1;
    if (!page.hasMore) return { added, cursor: next, pages };
  }
}

beforeEach(() => {
  clock = Date.UTC(2026, 5, 15, 12);
});

describe('SandboxBank: Link flow', () => {
  it('lists several institutions with checking, savings and credit-card accounts between them', () => {
    const institutions = newBank().sandboxInstitutions();
    expect(institutions.map((i) => i.name)).toEqual([
      'First Platypus Bank',
      'Tartan Credit Union',
      'Houndstooth Bank',
      'Gingham Savings',
    ]);
    expect(new Set(institutions.flatMap((i) => i.accountTypes))).toEqual(new Set(['checking', 'savings', 'credit']));
    expect(institutions.some((i) => i.mfa === 'code')).toBe(true);
    expect(institutions.some((i) => i.mfa === null)).toBe(true);
    for (const institution of institutions) expect(sandboxInstitutionSchema.parse(institution)).toEqual(institution);
  });

  it('accepts the contract’s sandbox credentials and MFA code', async () => {
    const bank = newBank();
    const { link_token } = await bank.createLinkToken(LINK_INPUT);
    const done = await bank.sandboxLogin({
      userId: LINK_INPUT.userId,
      linkToken: link_token,
      institutionId: 'ins_local_houndstooth',
      username: SANDBOX_CREDENTIALS.username,
      password: SANDBOX_CREDENTIALS.password,
      mfaCode: SANDBOX_CREDENTIALS.mfaCode,
    });
    expect(done.status).toBe('select_accounts');
  });

  it('works only for the user the link token was created for', async () => {
    const bank = newBank();
    const { link_token } = await bank.createLinkToken(LINK_INPUT);
    const credentials = { institutionId: 'ins_local_platypus', username: 'user_good', password: 'pass_good' };
    const stolen = await failure(bank.sandboxLogin({ ...credentials, userId: 'user-2', linkToken: link_token }));
    expect(stolen.toJSON()).toMatchObject({ error_type: 'INVALID_INPUT', error_code: 'INVALID_LINK_TOKEN' });
    const login = selectable(
      await bank.sandboxLogin({ ...credentials, userId: LINK_INPUT.userId, linkToken: link_token }),
    );
    const select = { publicToken: login.publicToken, accountIds: [login.accounts[0]?.id ?? ''] };
    expect((await failure(bank.sandboxSelectAccounts({ ...select, userId: 'user-2' }))).errorCode).toBe(
      'INVALID_PUBLIC_TOKEN',
    );
    const success = await bank.sandboxSelectAccounts({ ...select, userId: LINK_INPUT.userId });
    expect(success.metadata.accounts).toHaveLength(1);
  });

  it('creates local link tokens that the app recognises, valid for four hours', async () => {
    const token = await newBank().createLinkToken(LINK_INPUT);
    expect(token.link_token.startsWith(LOCAL_LINK_TOKEN_PREFIX)).toBe(true);
    expect(isLocalLinkToken(token.link_token)).toBe(true);
    expect(isLocalLinkToken('link-sandbox-af1a0311')).toBe(false);
    expect(Date.parse(token.expiration) - clock).toBe(4 * 60 * 60 * 1000);
    expect((await newBank().createLinkToken(LINK_INPUT)).link_token).not.toBe(token.link_token);
  });

  it('refuses wrong credentials with Plaid INVALID_CREDENTIALS', async () => {
    const bank = newBank();
    const { link_token } = await bank.createLinkToken(LINK_INPUT);
    for (const [username, password] of [
      ['user_good', 'pass_bad'],
      ['someone', 'pass_good'],
    ] as const) {
      const error = await failure(
        bank.sandboxLogin({
          userId: LINK_INPUT.userId,
          linkToken: link_token,
          institutionId: 'ins_local_platypus',
          username,
          password,
        }),
      );
      expect(error.status).toBe(400);
      expect(error.toJSON()).toEqual({
        error_type: 'ITEM_ERROR',
        error_code: 'INVALID_CREDENTIALS',
        error_message: 'the provided credentials were not correct',
        display_message: 'The provided credentials were not correct. Please try again.',
      });
    }
  });

  it('asks for the MFA code where the institution requires it, and accepts only 1234', async () => {
    const bank = newBank();
    const { link_token } = await bank.createLinkToken(LINK_INPUT);
    const base = {
      userId: LINK_INPUT.userId,
      linkToken: link_token,
      institutionId: 'ins_local_tartan',
      username: 'user_good',
      password: 'pass_good',
    };
    const challenge = await bank.sandboxLogin(base);
    expect(challenge).toMatchObject({
      status: 'mfa_required',
      institution: { institution_id: 'ins_local_tartan', name: 'Tartan Credit Union' },
      mfa: { type: 'code' },
    });
    expect((await failure(bank.sandboxLogin({ ...base, mfaCode: '0000' }))).errorCode).toBe('INVALID_MFA');
    const done = selectable(await bank.sandboxLogin({ ...base, mfaCode: '1234' }));
    expect(done.accounts.map((a) => a.subtype)).toEqual(['checking', 'savings', 'credit card']);
  });

  it('refuses unknown institutions and bad or expired link tokens', async () => {
    const bank = newBank();
    const { link_token } = await bank.createLinkToken(LINK_INPUT);
    const login = { userId: LINK_INPUT.userId, username: 'user_good', password: 'pass_good' };
    expect(
      (await failure(bank.sandboxLogin({ ...login, linkToken: link_token, institutionId: 'ins_nope' }))).errorCode,
    ).toBe('INVALID_INSTITUTION');
    const attempt = (linkToken: string) =>
      failure(bank.sandboxLogin({ ...login, linkToken, institutionId: 'ins_local_platypus' }));
    expect((await attempt('link-sandbox-123')).errorCode).toBe('INVALID_LINK_TOKEN');
    expect((await attempt(`${link_token}x`)).errorCode).toBe('INVALID_LINK_TOKEN');
    const foreign = await newBank({ secret: generateTokenEncryptionKey() }).createLinkToken(LINK_INPUT);
    expect((await attempt(foreign.link_token)).errorCode).toBe('INVALID_LINK_TOKEN');
    clock += 4 * 60 * 60 * 1000 + 1;
    expect((await attempt(link_token)).errorCode).toBe('INVALID_LINK_TOKEN');
  });

  it('binds the public token to the selected accounts and returns Link onSuccess metadata', async () => {
    const bank = newBank();
    const { link_token } = await bank.createLinkToken(LINK_INPUT);
    const login = selectable(
      await bank.sandboxLogin({
        userId: LINK_INPUT.userId,
        linkToken: link_token,
        institutionId: 'ins_local_platypus',
        username: 'user_good',
        password: 'pass_good',
      }),
    );
    const checking = login.accounts.find((a) => a.subtype === 'checking');
    const card = login.accounts.find((a) => a.subtype === 'credit card');
    const success = await bank.sandboxSelectAccounts({
      userId: LINK_INPUT.userId,
      publicToken: login.publicToken,
      accountIds: [checking?.id ?? '', card?.id ?? ''],
    });
    expect(success.metadata.institution).toEqual({ institution_id: 'ins_local_platypus', name: 'First Platypus Bank' });
    expect(success.metadata.accounts).toEqual([checking, card]);
    const item = await bank.exchangePublicToken(success.publicToken);
    expect(item.accessToken.startsWith('access-local-')).toBe(true);
    expect(item.itemId).toMatch(/^[A-Za-z0-9]{37}$/);
    expect(item.institution).toEqual(success.metadata.institution);
    const accounts = await bank.getAccounts(item.accessToken);
    expect(accounts.map((a) => a.account_id)).toEqual([checking?.id, card?.id]);
    const error = await failure(
      bank.sandboxSelectAccounts({
        userId: LINK_INPUT.userId,
        publicToken: login.publicToken,
        accountIds: ['someone-else'],
      }),
    );
    expect(error.errorCode).toBe('INVALID_ACCOUNT_ID');
    expect(
      (
        await failure(
          bank.sandboxSelectAccounts({ userId: LINK_INPUT.userId, publicToken: login.publicToken, accountIds: [] }),
        )
      ).errorCode,
    ).toBe('INVALID_ACCOUNT_ID');
  });

  it('exchanges a public token once, and never after 30 minutes', async () => {
    const bank = newBank();
    const { link_token } = await bank.createLinkToken(LINK_INPUT);
    const input = {
      userId: LINK_INPUT.userId,
      linkToken: link_token,
      institutionId: 'ins_local_gingham',
      username: 'user_good',
      password: 'pass_good',
    };
    const first = selectable(await bank.sandboxLogin(input));
    await bank.exchangePublicToken(first.publicToken);
    expect((await failure(bank.exchangePublicToken(first.publicToken))).errorCode).toBe('INVALID_PUBLIC_TOKEN');
    const second = selectable(await bank.sandboxLogin(input));
    expect(second.publicToken).not.toBe(first.publicToken);
    clock += 31 * 60 * 1000;
    expect((await failure(bank.exchangePublicToken(second.publicToken))).errorCode).toBe('INVALID_PUBLIC_TOKEN');
    expect((await failure(bank.exchangePublicToken('public-sandbox-123'))).errorCode).toBe('INVALID_PUBLIC_TOKEN');
  });

  it('keeps access tokens random and private, and working after a restart with the same secret', async () => {
    const a = await link(newBank());
    const b = await link(newBank());
    expect(a.exchanged.accessToken).not.toBe(b.exchanged.accessToken);
    expect(a.exchanged.itemId).not.toBe(b.exchanged.itemId);
    const restarted = newBank();
    expect(await restarted.getAccounts(a.exchanged.accessToken)).toEqual(
      await newBank().getAccounts(a.exchanged.accessToken),
    );
    const other = newBank({ secret: generateTokenEncryptionKey() });
    const error = await failure(other.getAccounts(a.exchanged.accessToken));
    expect(error.errorCode).toBe('INVALID_ACCESS_TOKEN');
    expect(`${inspect(error, { showHidden: true })} ${JSON.stringify(error)}`).not.toContain(a.exchanged.accessToken);
  });

  it('removes an item: its access token stops working', async () => {
    const bank = newBank();
    const { exchanged } = await link(bank);
    await bank.removeItem(exchanged.accessToken);
    expect((await failure(bank.getAccounts(exchanged.accessToken))).errorCode).toBe('ITEM_NOT_FOUND');
    expect((await failure(bank.syncTransactions(exchanged.accessToken))).errorCode).toBe('ITEM_NOT_FOUND');
  });
});

describe('SandboxBank: accounts and transactions', () => {
  it('returns checking, savings and credit-card accounts in the contract shape', async () => {
    const bank = newBank();
    const { exchanged } = await link(bank);
    const accounts = await bank.getAccounts(exchanged.accessToken);
    for (const account of accounts) expect(accountSchema.parse(account)).toEqual(account);
    expect(accounts.map((a) => [a.type, a.subtype])).toEqual([
      ['depository', 'checking'],
      ['depository', 'savings'],
      ['credit', 'credit card'],
    ]);
    expect(accounts.every((a) => a.institution_name === 'First Platypus Bank')).toBe(true);
    const card = accounts[2];
    expect(card?.balances.limit).toBeGreaterThan(card?.balances.current ?? 0);
    expect(JSON.stringify(accounts)).not.toContain(exchanged.accessToken);
  });

  it('generates the same history for the same item id, and another for another', () => {
    const institution = SANDBOX_INSTITUTIONS[0];
    if (!institution) throw new Error('no institution');
    const day = Math.floor(clock / DAY);
    const a = buildSandboxItem('item-a', institution, day);
    expect(buildSandboxItem('item-a', institution, day)).toEqual(a);
    const b = buildSandboxItem('item-b', institution, day);
    expect(b.transactions[0]?.transaction_id).not.toBe(a.transactions[0]?.transaction_id);
    const idsOfA = new Set(a.accounts.map((x) => x.account_id));
    expect(b.accounts.some((x) => idsOfA.has(x.account_id))).toBe(false);
  });

  it('reproducible: every item of an institution linked on a day has the same history, under its own ids', async () => {
    const snapshot = async (bank: SandboxBank) => {
      const { exchanged } = await link(bank);
      const accounts = await bank.getAccounts(exchanged.accessToken);
      const { added } = await syncAll(bank, exchanged.accessToken);
      return { itemId: exchanged.itemId, accounts, added };
    };
    const content = ({ accounts, added }: Awaited<ReturnType<typeof snapshot>>) => ({
      accounts: accounts.map(({ account_id: _id, ...account }) => account),
      transactions: added.map(({ transaction_id: _id, account_id: _account, ...transaction }) => transaction),
    });
    const a = await snapshot(newBank({ reproducible: true }));
    const b = await snapshot(newBank({ reproducible: true, secret: generateTokenEncryptionKey() }));
    expect(b.itemId).not.toBe(a.itemId);
    expect(content(b)).toEqual(content(a));
    const idsOfA = new Set([...a.accounts.map((x) => x.account_id), ...a.added.map((t) => t.transaction_id)]);
    expect(
      [...b.accounts.map((x) => x.account_id), ...b.added.map((t) => t.transaction_id)].some((id) => idsOfA.has(id)),
    ).toBe(false);
    // The same order by id (the server's order within a day), and the same last digits (what the app shows).
    const byId = (list: SyncedTransaction[]) =>
      [...list].sort((x, y) => (x.transaction_id < y.transaction_id ? -1 : 1));
    const shown = (list: SyncedTransaction[]) =>
      byId(list).map((t) => [t.date, t.name, t.amount, t.transaction_id.slice(-4), t.account_id.slice(-4)]);
    expect(shown(b.added)).toEqual(shown(a.added));
    expect(b.accounts.map((x) => x.account_id.slice(-4))).toEqual(a.accounts.map((x) => x.account_id.slice(-4)));

    const random = await snapshot(newBank());
    expect(content(random)).not.toEqual(content(a));
  });

  it('syncs 12-24 months of realistic Plaid-shaped transactions in pages', async () => {
    // One fixed history (reproducible: by institution and day): a random one once had no utility bill
    // on checking, so what this test asks of every history is checked on a known one.
    const bank = newBank({ syncPageSize: 400, reproducible: true });
    const { exchanged } = await link(bank);
    const { added, pages } = await syncAll(bank, exchanged.accessToken);
    expect(pages).toBeGreaterThan(3);
    expect(new Set(added.map((t) => t.transaction_id)).size).toBe(added.length);
    for (const t of added) expect(transactionSchema.parse(t)).toMatchObject({ transaction_id: t.transaction_id });

    const dates = added.map((t) => t.date).sort();
    const months = (Date.parse(dates.at(-1) ?? '') - Date.parse(dates[0] ?? '')) / (30.44 * DAY);
    expect(months).toBeGreaterThanOrEqual(11.5);
    expect(months).toBeLessThanOrEqual(24.5);

    const accounts = await bank.getAccounts(exchanged.accessToken);
    const idOf = (subtype: string) => accounts.find((a) => a.subtype === subtype)?.account_id;
    const on = (subtype: string) => added.filter((t) => t.account_id === idOf(subtype));
    const checking = on('checking');
    const has = (list: SyncedTransaction[], test: (t: SyncedTransaction) => boolean) => list.some(test);
    expect(has(checking, (t) => t.category[1] === 'Payroll' && t.amount < 0)).toBe(true);
    expect(has(checking, (t) => t.category[1] === 'Rent' && t.amount > 0)).toBe(true);
    expect(has(checking, (t) => t.category[1] === 'Utilities')).toBe(true);
    expect(has(checking, (t) => t.category[1] === 'Supermarkets and Groceries')).toBe(true);
    expect(has(checking, (t) => t.category[1] === 'Restaurants')).toBe(true);
    expect(has(checking, (t) => t.category[1] === 'Subscription')).toBe(true);
    expect(has(checking, (t) => t.name.includes('REFUND') && t.amount < 0)).toBe(true);
    expect(has(checking, (t) => t.category[0] === 'Travel')).toBe(true);
    expect(has(checking, (t) => t.name.endsWith('CARD AUTOPAY') && t.amount > 0)).toBe(true);
    expect(has(on('savings'), (t) => t.category[0] === 'Interest' && t.amount < 0)).toBe(true);
    expect(has(on('savings'), (t) => t.name === 'ONLINE TRANSFER FROM CHECKING' && t.amount < 0)).toBe(true);
    expect(has(on('credit card'), (t) => t.name === 'PAYMENT THANK YOU' && t.amount < 0)).toBe(true);
    expect(has(on('credit card'), (t) => t.category[1] === 'Payroll')).toBe(false);

    const lastDay = dates.at(-1) ?? '';
    const pending = added.filter((t) => t.pending);
    expect(pending.length).toBeGreaterThan(0);
    for (const t of pending) expect(Date.parse(lastDay) - Date.parse(t.date)).toBeLessThanOrEqual(3 * DAY);
  });

  it("enriches most transactions as Plaid does, not all: categories with a confidence, merchants' entity ids, the channel", () => {
    const institution = SANDBOX_INSTITUTIONS[0];
    if (!institution) throw new Error('no institution');
    const day = Math.floor(clock / DAY);
    const a = buildSandboxItem('item-a', institution, day);
    const { transactions } = a;
    const enriched = transactions.filter((t) => t.personal_finance_category);
    // Plaid leaves some transactions without a category; the sandbox too (about 8 in 100).
    expect(enriched.length / transactions.length).toBeGreaterThan(0.85);
    expect(enriched.length).toBeLessThan(transactions.length);
    const confidences = new Set(enriched.map((t) => t.personal_finance_category?.confidence_level));
    expect(confidences).toContain('VERY_HIGH');
    expect(confidences).toContain('HIGH');
    expect(confidences).toContain('MEDIUM');
    for (const t of transactions) expect(['online', 'in store', 'other']).toContain(t.payment_channel);
    for (const t of enriched) {
      const pfc = t.personal_finance_category;
      expect(pfc?.detailed.startsWith(`${pfc.primary}_`)).toBe(true);
    }
    const unenriched = transactions.filter((t) => !t.personal_finance_category);
    expect(unenriched.every((t) => t.counterparties === undefined)).toBe(true);

    // The same merchant has one entity id, in this item and in another user's.
    const entityOf = (list: readonly SyncedTransaction[], merchant: string) =>
      new Set(
        list
          .filter((t) => t.merchant_name === merchant)
          .flatMap((t) => t.counterparties ?? [])
          .filter((c) => c.type === 'merchant')
          .map((c) => c.entity_id),
      );
    const merchants = [...new Set(enriched.map((t) => t.merchant_name).filter((m): m is string => Boolean(m)))];
    expect(merchants.length).toBeGreaterThan(10);
    const b = buildSandboxItem('item-b', institution, day);
    let shared = 0;
    for (const merchant of merchants) {
      const ids = entityOf(transactions, merchant);
      expect(ids.size).toBe(1);
      const other = entityOf(b.transactions, merchant);
      if (other.size > 0) {
        expect(other).toEqual(ids);
        shared += 1;
      }
    }
    expect(shared).toBeGreaterThan(5);
    // Payroll names its employer as an income source; a card autopay names the card's bank.
    expect(
      transactions.some((t) => t.category[1] === 'Payroll' && t.counterparties?.[0]?.type === 'income_source'),
    ).toBe(true);
    expect(
      transactions.some(
        (t) =>
          t.name.endsWith('CARD AUTOPAY') &&
          t.counterparties?.[0]?.type === 'financial_institution' &&
          t.personal_finance_category?.detailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
      ),
    ).toBe(true);
  });

  it("gives a shop the bank has no record of (the planted fraud's) a LOW confidence and no entity id", () => {
    const institution = SANDBOX_INSTITUTIONS[0];
    if (!institution) throw new Error('no institution');
    const day = Math.floor(clock / DAY);
    const { transactions } = buildSandboxItem('item-a', institution, day);
    const low = transactions.filter((t) => t.personal_finance_category?.confidence_level === 'LOW');
    expect(low.length).toBeGreaterThan(0);
    for (const t of low) {
      expect(t.counterparties?.[0]).toMatchObject({ type: 'merchant', entity_id: null, confidence_level: 'LOW' });
      // Seen nowhere else in the history.
      const others = transactions.filter(
        (x) => x.merchant_name === t.merchant_name && x.transaction_id !== t.transaction_id,
      );
      expect(others.every((x) => x.personal_finance_category?.confidence_level !== 'VERY_HIGH')).toBe(true);
    }
  });

  it('plants what the agents look for: duplicate services, price rises and anomalies', async () => {
    const bank = newBank();
    for (let n = 0; n < 3; n += 1) {
      const { exchanged } = await link(bank, ['checking']);
      const { added } = await syncAll(bank, exchanged.accessToken);
      const accounts = await bank.getAccounts(exchanged.accessToken);
      const now = new Date(clock);
      const recurring = analyzeRecurring(accounts, added, {}, now);
      expect(recurring.insights.duplicateServices.length).toBeGreaterThan(0);
      expect(recurring.insights.priceIncreases.length).toBeGreaterThan(0);
      expect(analyzeFraud(accounts, added, {}, now).alerts.length).toBeGreaterThan(0);
    }
  });

  it('returns only the selected accounts and their transactions', async () => {
    const bank = newBank();
    const { exchanged } = await link(bank, ['savings']);
    const accounts = await bank.getAccounts(exchanged.accessToken);
    expect(accounts.map((a) => a.subtype)).toEqual(['savings']);
    const { added } = await syncAll(bank, exchanged.accessToken);
    expect(added.length).toBeGreaterThan(12);
    expect(added.every((t) => t.account_id === accounts[0]?.account_id)).toBe(true);
  });

  it('answers an up-to-date cursor with no changes, and refuses foreign or garbled cursors', async () => {
    const bank = newBank();
    const a = await link(bank);
    const b = await link(bank);
    const { cursor } = await syncAll(bank, a.exchanged.accessToken);
    expect(await bank.syncTransactions(a.exchanged.accessToken, cursor)).toEqual({
      added: [],
      modified: [],
      removed: [],
      nextCursor: cursor,
      hasMore: false,
    });
    expect((await failure(bank.syncTransactions(b.exchanged.accessToken, cursor))).errorCode).toBe('INVALID_FIELD');
    expect((await failure(bank.syncTransactions(a.exchanged.accessToken, 'not-a-cursor'))).errorCode).toBe(
      'INVALID_FIELD',
    );
  });

  it('posts pending transactions two days later: removed as pending, added as posted', async () => {
    const bank = newBank();
    const { exchanged } = await link(bank);
    const first = await syncAll(bank, exchanged.accessToken);
    const pending = first.added.filter((t) => t.pending);
    clock += 2 * DAY;
    const update = await bank.syncTransactions(exchanged.accessToken, first.cursor);
    expect(update.removed).toEqual(
      pending.map((t) => ({ transaction_id: t.transaction_id, account_id: t.account_id })),
    );
    expect(update.added.map((t) => t.pending_transaction_id)).toEqual(pending.map((t) => t.transaction_id));
    expect(update.added.every((t) => !t.pending)).toBe(true);
    expect(update.hasMore).toBe(false);
    const after = await bank.syncTransactions(exchanged.accessToken, update.nextCursor);
    expect(after.added).toEqual([]);
    expect(after.removed).toEqual([]);

    // A fresh sync now starts from the posted view.
    const fresh = await syncAll(bank, exchanged.accessToken);
    expect(fresh.added.some((t) => t.pending)).toBe(false);
    expect(fresh.added).toHaveLength(first.added.length);
  });
});
