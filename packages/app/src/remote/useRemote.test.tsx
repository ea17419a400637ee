import type { PlaidAccountsResponse } from '@ledgerlight/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCached } from './cached';
import { clearCache, writeCache } from '../cache/cache';
import { deferred } from '../testing/deferred.test-support';
import type { Deferred } from '../testing/deferred.test-support';
import { logFailures, useRemote } from './useRemote';

/** A load whose every call waits for the test; `calls[i]` settles the i-th call. */
function manualLoad<T>() {
  const calls: Deferred<T>[] = [];
  const load = vi.fn(() => {
    const call = deferred<T>();
    calls.push(call);
    return call.promise;
  });
  return { load, calls };
}

afterEach(() => {
  clearCache();
  vi.restoreAllMocks();
});

describe('useRemote', () => {
  it('loads on mount: loading, then ready with the data', async () => {
    const { load, calls } = manualLoad<number>();
    const { result } = renderHook(() => useRemote(load));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[0]?.resolve(7));
    expect(result.current.state).toEqual({ status: 'ready', data: 7 });
    expect(result.current.failures).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing while there is no load, and starts once there is', async () => {
    const { load, calls } = manualLoad<number>();
    const { result, rerender } = renderHook(({ ready }) => useRemote(ready ? load : undefined), {
      initialProps: { ready: false },
    });
    expect(load).not.toHaveBeenCalled();
    expect(result.current.state.status).toBe('loading');
    rerender({ ready: true });
    await act(async () => calls[0]?.resolve(1));
    expect(result.current.state).toEqual({ status: 'ready', data: 1 });
  });

  it('counts consecutive failures and resets the count on success', async () => {
    const { load, calls } = manualLoad<number>();
    const { result } = renderHook(() => useRemote(load));
    const down = new Error('down');
    await act(async () => calls[0]?.reject(down));
    expect(result.current.state).toEqual({ status: 'error', error: down });
    expect(result.current.failures).toBe(1);
    act(() => result.current.reload());
    expect(result.current.state.status).toBe('loading');
    await act(async () => calls[1]?.reject(down));
    expect(result.current.failures).toBe(2);
    act(() => result.current.refresh());
    await act(async () => calls[2]?.resolve(3));
    expect(result.current.state).toEqual({ status: 'ready', data: 3 });
    expect(result.current.failures).toBe(0);
  });

  it('refresh keeps what is shown, marked refreshing, until the answer', async () => {
    const { load, calls } = manualLoad<number>();
    const { result } = renderHook(() => useRemote(load));
    await act(async () => calls[0]?.resolve(1));
    act(() => result.current.refresh());
    expect(result.current.state).toEqual({ status: 'ready', data: 1 });
    expect(result.current.refreshing).toBe(true);
    await act(async () => calls[1]?.resolve(2));
    expect(result.current.state).toEqual({ status: 'ready', data: 2 });
    expect(result.current.refreshing).toBe(false);
  });

  it('drops the answer of an older read than the latest, a success or a failure', async () => {
    const { load, calls } = manualLoad<string>();
    const { result } = renderHook(() => useRemote(load));
    act(() => result.current.reload());
    act(() => result.current.reload());
    await act(async () => calls[2]?.resolve('newer'));
    await act(async () => calls[0]?.resolve('older'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'newer' });
    await act(async () => calls[1]?.reject(new Error('late')));
    expect(result.current.failures).toBe(0);
  });

  it('drops the answer of a load that was replaced (the cleanup that also runs on unmount)', async () => {
    const first = manualLoad<string>();
    const second = manualLoad<string>();
    const { result, rerender } = renderHook(({ load }) => useRemote(load), { initialProps: { load: first.load } });
    rerender({ load: second.load });
    await act(async () => second.calls[0]?.resolve('replacement'));
    await act(async () => first.calls[0]?.resolve('replaced'));
    expect(result.current.state.status === 'ready' && result.current.state.data).toBe('replacement');
  });

  it('reads again when refetchOn changes, keeping what is shown until the answer', async () => {
    const { load, calls } = manualLoad<number>();
    const { result, rerender } = renderHook(({ on }) => useRemote(load, { refetchOn: on }), {
      initialProps: { on: '/a' },
    });
    await act(async () => calls[0]?.resolve(1));
    rerender({ on: '/b' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.state).toEqual({ status: 'ready', data: 1 });
    await act(async () => calls[1]?.resolve(2));
    expect(result.current.state).toEqual({ status: 'ready', data: 2 });
  });

  it('update changes the loaded data in place, and nothing before it is loaded', async () => {
    const { load, calls } = manualLoad<number[]>();
    const { result } = renderHook(() => useRemote(load));
    act(() => result.current.update((data) => [...data, 9]));
    expect(result.current.state.status).toBe('loading');
    await act(async () => calls[0]?.resolve([1]));
    act(() => result.current.update((data) => [...data, 2]));
    expect(result.current.state).toEqual({ status: 'ready', data: [1, 2] });
  });

  it('goes through a spec 9 cache by name: a fresh entry answers without a call', async () => {
    writeCache('plaid_accounts', { accounts: [] });
    const load = vi.fn((): Promise<PlaidAccountsResponse> => Promise.reject(new Error('not asked')));
    const { result } = renderHook(() => useRemote(load, { cache: 'plaidAccounts' }));
    await act(async () => undefined);
    expect(result.current.state).toEqual({ status: 'ready', data: { accounts: [] } });
    expect(load).not.toHaveBeenCalled();
  });

  it('writes the answer to its cache in writeOnly mode, asking the server even when fresh', async () => {
    writeCache('credit_balance', { balance: 1 });
    const load = vi.fn(() => Promise.resolve({ balance: 5 }));
    const { result } = renderHook(() => useRemote(load, { cache: 'creditBalance', cacheMode: 'writeOnly' }));
    await act(async () => undefined);
    expect(result.current.state).toEqual({ status: 'ready', data: { balance: 5 } });
    expect(readCached('creditBalance')).toEqual({ balance: 5 });
  });
});

describe('logFailures', () => {
  it('logs a failure with its label and passes it on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = new Error('down');
    await expect(logFailures(() => Promise.reject(down), 'Failed to fetch tasks', 'fraud_detection')()).rejects.toBe(
      down,
    );
    expect(error).toHaveBeenCalledWith('Failed to fetch tasks', 'fraud_detection', down);
  });
});
