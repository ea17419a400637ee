// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearCache, invalidateCache, readCache, setCacheOwner, writeCache } from './cache';

afterEach(() => window.localStorage.clear());

describe('the product 9 cache', () => {
  it('keeps the credit balance for 5 minutes', () => {
    writeCache('credit_balance', { balance: 14 }, 1_000);
    expect(readCache('credit_balance', 1_000 + 299_999)).toEqual({ balance: 14 });
    expect(readCache('credit_balance', 1_000 + 300_000)).toBeUndefined();
  });

  it('keeps bank accounts for 10 minutes', () => {
    writeCache('plaid_accounts', ['acc'], 0);
    expect(readCache('plaid_accounts', 599_999)).toEqual(['acc']);
    expect(readCache('plaid_accounts', 600_000)).toBeUndefined();
  });

  it('stores under the spec keys, and sign-out clears them all', () => {
    writeCache('credit_balance', 3);
    writeCache('plaid_accounts', []);
    window.localStorage.setItem('ledgerlight-theme', 'dark');
    expect(window.localStorage.getItem('credit_balance')).not.toBeNull();
    clearCache();
    expect(window.localStorage.getItem('credit_balance')).toBeNull();
    expect(window.localStorage.getItem('plaid_accounts')).toBeNull();
    expect(window.localStorage.getItem('ledgerlight-theme')).toBe('dark');
  });

  it('invalidates one key and ignores corrupt entries', () => {
    writeCache('credit_balance', 3);
    invalidateCache('credit_balance');
    expect(readCache('credit_balance')).toBeUndefined();
    window.localStorage.setItem('plaid_accounts', '{not json');
    expect(readCache('plaid_accounts')).toBeUndefined();
  });
});

describe('entries bound to their user', () => {
  afterEach(() => setCacheOwner(undefined));

  it("never serves one user's balance or accounts to another", () => {
    setCacheOwner('user-a');
    writeCache('credit_balance', { balance: 14 });
    writeCache('plaid_accounts', { accounts: ['a-checking'] });
    expect(readCache('credit_balance')).toEqual({ balance: 14 });

    setCacheOwner('user-b');
    expect(readCache('credit_balance')).toBeUndefined();
    expect(readCache('plaid_accounts')).toBeUndefined();
  });

  it('removes the previous user’s entries on any change of user, signing out included', () => {
    setCacheOwner('user-a');
    writeCache('credit_balance', { balance: 14 });
    setCacheOwner('user-b');
    expect(window.localStorage.getItem('credit_balance')).toBeNull();

    writeCache('plaid_accounts', { accounts: [] });
    setCacheOwner(undefined);
    expect(window.localStorage.getItem('plaid_accounts')).toBeNull();
  });

  it('keeps the entries of the user who stays, and ignores entries written for nobody', () => {
    setCacheOwner('user-a');
    writeCache('credit_balance', { balance: 14 });
    setCacheOwner('user-a');
    expect(readCache('credit_balance')).toEqual({ balance: 14 });

    // Left by an older version (no user recorded): not this user's, so not served.
    window.localStorage.setItem('plaid_accounts', JSON.stringify({ storedAt: Date.now(), value: { accounts: [] } }));
    expect(readCache('plaid_accounts')).toBeUndefined();
  });
});
