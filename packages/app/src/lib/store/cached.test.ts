// @vitest-environment jsdom
import { CACHE_TTL_MS } from '@ledgerlight/contract';
import type { CreditBalance, PlaidAccountsResponse } from '@ledgerlight/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCacheOwner, writeCache } from './cache';
import { readCached, throughCache } from './cached';

const START = new Date('2026-11-20T15:00:00.000Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
  setCacheOwner(undefined);
  window.localStorage.clear();
});

describe('throughCache (product 9 caches as an option of useRemote)', () => {
  it('reads through: a fresh entry answers and the server is not asked', async () => {
    const load = vi.fn((): Promise<PlaidAccountsResponse> => Promise.resolve({ accounts: [] }));
    writeCache('plaid_accounts', { accounts: ['cached'] });
    await expect(throughCache('plaidAccounts', load)).resolves.toEqual({ accounts: ['cached'] });
    expect(load).not.toHaveBeenCalled();
  });

  it('asks the server once the lifetime is over, and writes its answer', async () => {
    writeCache('plaid_accounts', { accounts: ['old'] });
    vi.setSystemTime(START + CACHE_TTL_MS.plaid_accounts);
    const load = vi.fn((): Promise<PlaidAccountsResponse> => Promise.resolve({ accounts: [] }));
    await expect(throughCache('plaidAccounts', load)).resolves.toEqual({ accounts: [] });
    expect(load).toHaveBeenCalledTimes(1);
    expect(readCached('plaidAccounts')).toEqual({ accounts: [] });
  });

  it('writeOnly always asks the server and writes its answer (a balance about to be spent)', async () => {
    writeCache('credit_balance', { balance: 3 });
    const load = vi.fn(() => Promise.resolve({ balance: 9 }));
    await expect(throughCache('creditBalance', load, 'writeOnly')).resolves.toEqual({ balance: 9 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(readCached('creditBalance')).toEqual({ balance: 9 });
  });

  it('does not serve an entry without the answer’s shape', async () => {
    writeCache('credit_balance', 3);
    expect(readCached('creditBalance')).toBeUndefined();
    const load = vi.fn(() => Promise.resolve({ balance: 4 }));
    await expect(throughCache('creditBalance', load)).resolves.toEqual({ balance: 4 });
  });

  it('keeps the user binding: another user’s entry is not read', async () => {
    setCacheOwner('user-a');
    writeCache('credit_balance', { balance: 7 });
    expect(readCached('creditBalance')).toEqual({ balance: 7 });
    setCacheOwner('user-b');
    expect(readCached('creditBalance')).toBeUndefined();
  });

  it('writes nothing when the server fails', async () => {
    await expect(
      throughCache('creditBalance', (): Promise<CreditBalance> => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(readCached('creditBalance')).toBeUndefined();
  });
});
