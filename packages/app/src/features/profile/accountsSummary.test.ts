import type { Account } from '@ledgerlight/contract';
import { MOCK_ACCOUNTS } from '@ledgerlight/mocks';
import { describe, expect, it } from 'vitest';
import { accountsSummary, isOwed } from './accountsSummary';

function account(id: string, institution: string, type: string, current: number): Account {
  return {
    account_id: id,
    name: id,
    type,
    subtype: null,
    institution_name: institution,
    balances: { current, available: null },
  };
}

describe('accountsSummary', () => {
  it('groups per institution (held minus owed) and per type, with totals', () => {
    const summary = accountsSummary([
      account('a', 'Tartan', 'depository', 100.1),
      account('b', 'Platypus', 'credit', 50.2),
      account('c', 'Platypus', 'depository', 1000),
      account('d', 'Platypus', 'investment', 0.3),
      account('e', 'Tartan', 'loan', 20),
      account('f', 'Tartan', 'brokerage', 1),
    ]);
    expect(summary.accountCount).toBe(6);
    expect(summary.institutions).toEqual([
      { name: 'Platypus', accountCount: 3, net: 950.1 },
      { name: 'Tartan', accountCount: 3, net: 81.1 },
    ]);
    expect(summary.types).toEqual([
      { type: 'depository', accountCount: 2, total: 1100.1, owed: false },
      { type: 'investment', accountCount: 1, total: 0.3, owed: false },
      { type: 'credit', accountCount: 1, total: 50.2, owed: true },
      { type: 'loan', accountCount: 1, total: 20, owed: true },
      { type: 'brokerage', accountCount: 1, total: 1, owed: false },
    ]);
    expect(summary.assets).toBe(1101.4);
    expect(summary.owed).toBe(70.2);
    expect(summary.net).toBe(1031.2);
  });

  it('is empty without accounts', () => {
    expect(accountsSummary([])).toEqual({
      accountCount: 0,
      accounts: [],
      institutions: [],
      types: [],
      assets: 0,
      owed: 0,
      net: 0,
    });
  });

  it('lists every account, by institution then name', () => {
    const summary = accountsSummary([
      account('b', 'Tartan', 'depository', 1),
      account('c', 'Platypus', 'credit', 2),
      account('a', 'Tartan', 'loan', 3),
    ]);
    expect(summary.accounts.map((one) => one.account_id)).toEqual(['c', 'a', 'b']);
  });

  it('adds up the mock bank: three institutions, seven accounts', () => {
    const summary = accountsSummary(MOCK_ACCOUNTS);
    expect(summary.institutions).toHaveLength(3);
    expect(summary.institutions.reduce((sum, row) => sum + row.accountCount, 0)).toBe(MOCK_ACCOUNTS.length);
    const net = MOCK_ACCOUNTS.reduce(
      (sum, one) => sum + (isOwed(one.type) ? -1 : 1) * Math.round(one.balances.current * 100),
      0,
    );
    expect(Math.round(summary.net * 100)).toBe(net);
    expect(summary.types.map((row) => row.type)).toEqual(['depository', 'credit']);
  });
});
