import type { Account, Transaction } from '@ledgerlight/contract';
import { ALL_ACCOUNTS_VALUE } from '@ledgerlight/ui';
import { describe, expect, it } from 'vitest';
import {
  TRANSACTIONS_PAGE_SIZE,
  accountOptions,
  filterTransactions,
  matchesQuery,
  newestFirst,
  pageOf,
  readTransactionsParams,
  toTransactionRow,
  transactionsParams,
  transactionsView,
} from './transactionsView';

function transaction(overrides: Partial<Transaction> & Pick<Transaction, 'transaction_id'>): Transaction {
  return {
    account_id: 'acc_checking_x7tnc',
    date: '2026-03-01',
    name: 'Transaction',
    merchant_name: null,
    category: [],
    amount: 10,
    pending: false,
    ...overrides,
  };
}

function account(account_id: string, name: string, mask: string): Account {
  return {
    account_id,
    name,
    mask,
    type: 'depository',
    subtype: 'checking',
    institution_name: 'Bank',
    balances: { current: 100, available: 100 },
  };
}

const checking = account('acc_checking_x7tnc', 'Everyday Checking', '4417');
const card = account('acc_card_q2zz', 'Rewards Card', '9032');

const coffee = transaction({
  transaction_id: 't1',
  date: '2026-03-02',
  name: 'SQ *BLUE BOTTLE',
  merchant_name: 'Blue Bottle Coffee',
  category: ['Food and Drink', 'Coffee Shop'],
  amount: 7.16,
});
const payroll = transaction({
  transaction_id: 't2',
  date: '2026-03-04',
  name: 'ACME PAYROLL',
  category: ['Transfer', 'Payroll'],
  amount: -2500,
});
const grocery = transaction({
  transaction_id: 't3',
  account_id: card.account_id,
  date: '2026-03-02',
  name: 'Whole Foods',
  category: ['Shops', 'Supermarkets and Groceries'],
  amount: 84.2,
  pending: true,
});

describe('newestFirst', () => {
  it('sorts by date, newest first, keeping the server order within a day', () => {
    expect(newestFirst([coffee, payroll, grocery]).map((t) => t.transaction_id)).toEqual(['t2', 't1', 't3']);
    expect(newestFirst([grocery, coffee]).map((t) => t.transaction_id)).toEqual(['t3', 't1']);
  });

  it('does not change its input', () => {
    const input = [coffee, payroll];
    newestFirst(input);
    expect(input).toEqual([coffee, payroll]);
  });
});

describe('matchesQuery', () => {
  it('matches name, merchant and any category entry, case-insensitively', () => {
    expect(matchesQuery(coffee, 'blue bottle')).toBe(true);
    expect(matchesQuery(coffee, 'COFFEE')).toBe(true);
    expect(matchesQuery(coffee, 'coffee shop')).toBe(true);
    expect(matchesQuery(coffee, 'food')).toBe(true);
    expect(matchesQuery(payroll, 'payroll')).toBe(true);
    expect(matchesQuery(payroll, 'grocer')).toBe(false);
  });

  it('ignores surrounding spaces; an empty query matches everything', () => {
    expect(matchesQuery(grocery, '  whole  ')).toBe(true);
    expect(matchesQuery(grocery, '')).toBe(true);
    expect(matchesQuery(grocery, '   ')).toBe(true);
  });
});

describe('filterTransactions', () => {
  const all = [coffee, payroll, grocery];

  it('keeps everything for all accounts and no query', () => {
    expect(filterTransactions(all, { query: '', accountId: '' })).toEqual(all);
  });

  it('keeps one account', () => {
    expect(filterTransactions(all, { query: '', accountId: card.account_id })).toEqual([grocery]);
  });

  it('combines the account and the query', () => {
    expect(filterTransactions(all, { query: 'transfer', accountId: checking.account_id })).toEqual([payroll]);
    expect(filterTransactions(all, { query: 'transfer', accountId: card.account_id })).toEqual([]);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 60 }, (_, index) => index + 1);

  it('pages 25 at a time with a 1-based range', () => {
    expect(TRANSACTIONS_PAGE_SIZE).toBe(25);
    const first = pageOf(items, 1);
    expect(first.items).toEqual(items.slice(0, 25));
    expect(first.paging).toEqual({ page: 1, pageCount: 3, start: 1, end: 25, total: 60 });
    expect(pageOf(items, 3).paging).toEqual({ page: 3, pageCount: 3, start: 51, end: 60, total: 60 });
    expect(pageOf(items, 3).items).toEqual(items.slice(50));
  });

  it('clamps pages out of range', () => {
    expect(pageOf(items, 9).paging.page).toBe(3);
    expect(pageOf(items, 0).paging.page).toBe(1);
    expect(pageOf(items, Number.NaN).paging.page).toBe(1);
  });

  it('has one empty page when there is nothing', () => {
    expect(pageOf([], 2)).toEqual({ items: [], paging: { page: 1, pageCount: 1, start: 0, end: 0, total: 0 } });
  });

  it('takes another page size', () => {
    expect(pageOf(items, 2, 50).paging).toEqual({ page: 2, pageCount: 2, start: 51, end: 60, total: 60 });
  });
});

describe('rows', () => {
  it('labels accounts "Name ••1234" with the bank’s mask, not the end of the id (ADR 0023)', () => {
    expect(accountOptions([checking, card])).toEqual([
      { value: 'acc_checking_x7tnc', label: 'Everyday Checking ••4417' },
      { value: 'acc_card_q2zz', label: 'Rewards Card ••9032' },
    ]);
    expect(accountOptions([{ ...checking, mask: null }])).toEqual([
      { value: 'acc_checking_x7tnc', label: 'Everyday Checking' },
    ]);
  });

  it('shows the first category and keeps Plaid’s sign', () => {
    const accounts = new Map([[checking.account_id, checking]]);
    expect(toTransactionRow(coffee, accounts)).toEqual({
      id: 't1',
      date: '2026-03-02',
      name: 'SQ *BLUE BOTTLE',
      merchantKey: null,
      merchantName: 'Blue Bottle Coffee',
      category: 'Food and Drink',
      amount: 7.16,
      pending: false,
      account: 'Everyday Checking ••4417',
    });
    expect(toTransactionRow(payroll, accounts).amount).toBe(-2500);
  });

  it('shows the category the analyses use when the API gives one (ADR 0031: one vocabulary)', () => {
    const accounts = new Map([[checking.account_id, checking]]);
    const chevron = {
      ...coffee,
      name: 'CHEVRON 0203451',
      category: ['Travel', 'Gas Stations'],
      display_category: 'Transportation',
    };
    expect(toTransactionRow(chevron, accounts).category).toBe('Transportation');
    expect(matchesQuery(chevron, 'transportation')).toBe(true);
  });

  it('has no category for an empty path, and says so for an unknown account', () => {
    const row = toTransactionRow(transaction({ transaction_id: 't9', account_id: 'acc_gone_7777' }), new Map());
    expect(row.category).toBe('');
    expect(row.account).toBe('Unknown account');
    expect(row.merchantName).toBeNull();
  });
});

describe('transactionsView', () => {
  it('filters, sorts newest first, pages and shapes the rows', () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      transaction({ transaction_id: `m${index}`, date: `2026-01-${String(index + 1).padStart(2, '0')}`, name: 'Lyft' }),
    );
    const view = transactionsView([...many, coffee], [checking], { query: 'lyft', accountId: '' }, 2);
    expect(view.paging).toEqual({ page: 2, pageCount: 2, start: 26, end: 30, total: 30 });
    expect(view.rows.map((row) => row.id)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
    expect(view.rows[0]?.account).toBe('Everyday Checking ••4417');
  });
});

describe('the URL of /transactions (search, account and page kept on reload and shareable)', () => {
  it('reads search, account and page, with defaults for what is missing or malformed', () => {
    expect(readTransactionsParams(new URLSearchParams('q=lyft&account=acc_1&page=3'))).toEqual({
      filter: { query: 'lyft', accountId: 'acc_1' },
      page: 3,
    });
    expect(readTransactionsParams(new URLSearchParams(''))).toEqual({
      filter: { query: '', accountId: ALL_ACCOUNTS_VALUE },
      page: 1,
    });
    for (const page of ['0', '-2', '2.5', 'two']) {
      expect(readTransactionsParams(new URLSearchParams({ page })).page).toBe(1);
    }
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(transactionsParams({ filter: { query: '', accountId: ALL_ACCOUNTS_VALUE }, page: 1 }).toString()).toBe('');
    const state = { filter: { query: 'Blue & Bottle', accountId: 'acc_9' }, page: 12 };
    const params = transactionsParams(state);
    expect(params.toString()).toBe('q=Blue+%26+Bottle&account=acc_9&page=12');
    expect(readTransactionsParams(new URLSearchParams(params.toString()))).toEqual(state);
  });
});
