import type { PlaidAccountsResponse } from '@ledgerlight/contract';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCached } from './cached';
import { clearCache, readCache, writeCache } from './cache';
import { deferred } from '../../testing/deferred.test-support';
import type { Deferred } from '../../testing/deferred.test-support';
import { tick, useFakeClock } from '../../testing/fakeClock.test-support';
import { RemoteStore } from './store';
import type { RemoteKey } from './store';
import { logFailures, RemoteStoreProvider, useRemote } from './useRemote';
import type { RemoteOptions } from './useRemote';

const KEY = ['test'] as const;

/** A fresh store for each render (nothing kept from one test to the next); pass one to share it. */
function inStore(store = new RemoteStore()) {
  return {
    store,
    wrapper: ({ children }: { children: ReactNode }) => (
      <RemoteStoreProvider store={store}>{children}</RemoteStoreProvider>
    ),
  };
}

/** useRemote under `key` in a store of its own. */
function renderRemote<T>(
  load: (() => Promise<T>) | undefined,
  options: RemoteOptions<T> = {},
  key: RemoteKey | undefined = KEY,
) {
  return renderHook(() => useRemote(key, load, options), inStore());
}

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
  vi.useRealTimers();
});

describe('useRemote', () => {
  it('loads on mount: loading, then ready with the data', async () => {
    const { load, calls } = manualLoad<number>();
    const { result } = renderRemote(load);
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[0]?.resolve(7));
    expect(result.current.state).toEqual({ status: 'ready', data: 7 });
    expect(result.current.failures).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing while there is no load, and starts once there is', async () => {
    const { load, calls } = manualLoad<number>();
    const { result, rerender } = renderHook(({ ready }) => useRemote(ready ? KEY : undefined, load), {
      initialProps: { ready: false },
      ...inStore(),
    });
    expect(load).not.toHaveBeenCalled();
    expect(result.current.state.status).toBe('loading');
    rerender({ ready: true });
    await act(async () => calls[0]?.resolve(1));
    expect(result.current.state).toEqual({ status: 'ready', data: 1 });
  });

  it('counts consecutive failures and resets the count on success', async () => {
    const { load, calls } = manualLoad<number>();
    const { result } = renderRemote(load);
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
    const { result } = renderRemote(load);
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
    const { result } = renderRemote(load);
    act(() => result.current.reload());
    act(() => result.current.reload());
    await act(async () => calls[2]?.resolve('newer'));
    await act(async () => calls[0]?.resolve('older'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'newer' });
    await act(async () => calls[1]?.reject(new Error('late')));
    expect(result.current.failures).toBe(0);
  });

  it('shows the answer of the current key only: a key that changed does not take the old one’s answer', async () => {
    const first = manualLoad<string>();
    const second = manualLoad<string>();
    const { result, rerender } = renderHook(
      ({ id }) => useRemote(['task', id], id === 'a' ? first.load : second.load),
      { initialProps: { id: 'a' }, ...inStore() },
    );
    rerender({ id: 'b' });
    await act(async () => second.calls[0]?.resolve('b'));
    await act(async () => first.calls[0]?.resolve('a'));
    expect(result.current.state.status === 'ready' && result.current.state.data).toBe('b');
  });

  it('reads again when refetchOn changes, keeping what is shown until the answer', async () => {
    const { load, calls } = manualLoad<number>();
    const { result, rerender } = renderHook(({ on }) => useRemote(KEY, load, { refetchOn: on }), {
      initialProps: { on: '/a' },
      ...inStore(),
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
    const { result } = renderRemote(load);
    act(() => result.current.update((data) => [...data, 9]));
    expect(result.current.state.status).toBe('loading');
    await act(async () => calls[0]?.resolve([1]));
    act(() => result.current.update((data) => [...data, 2]));
    expect(result.current.state).toEqual({ status: 'ready', data: [1, 2] });
  });

  it('goes through a product 9 cache by name: a fresh entry answers without a call', async () => {
    writeCache('plaid_accounts', { accounts: [] });
    const load = vi.fn((): Promise<PlaidAccountsResponse> => Promise.reject(new Error('not asked')));
    const { result } = renderRemote(load, { cache: 'plaidAccounts' });
    await act(async () => undefined);
    expect(result.current.state).toEqual({ status: 'ready', data: { accounts: [] } });
    expect(load).not.toHaveBeenCalled();
  });

  it('writes the answer to its cache in writeOnly mode, asking the server even when fresh', async () => {
    writeCache('credit_balance', { balance: 1 });
    const load = vi.fn(() => Promise.resolve({ balance: 5 }));
    const { result } = renderRemote(load, { cache: 'creditBalance', cacheMode: 'writeOnly' });
    await act(async () => undefined);
    expect(result.current.state).toEqual({ status: 'ready', data: { balance: 5 } });
    expect(readCached('creditBalance')).toEqual({ balance: 5 });
  });
});

describe('the keyed store (ADR 0034)', () => {
  it('shares one read between the readers of a key that mount together: one call', async () => {
    const { load, calls } = manualLoad<number>();
    const { wrapper } = inStore();
    const { result } = renderHook(() => [useRemote(KEY, load), useRemote(KEY, load)] as const, { wrapper });
    await act(async () => calls[0]?.resolve(4));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current[0].state).toEqual({ status: 'ready', data: 4 });
    expect(result.current[1].state).toEqual({ status: 'ready', data: 4 });
  });

  it('keeps nothing from one provider to the next', async () => {
    const load = vi.fn(() => Promise.resolve(1));
    const first = renderRemote(load, { staleTime: Infinity });
    await act(async () => undefined);
    first.unmount();
    const second = renderRemote(load, { staleTime: Infinity });
    expect(second.result.current.state.status).toBe('loading');
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves data put in place within staleTime without a call (the result page after the poller)', async () => {
    const { store, wrapper } = inStore();
    store.setData(['task', 'fraud_detection', 't1'], { taskId: 't1' });
    const load = vi.fn(() => Promise.resolve({ taskId: 'other' }));
    const { result } = renderHook(() => useRemote(['task', 'fraud_detection', 't1'], load, { staleTime: Infinity }), {
      wrapper,
    });
    await act(async () => undefined);
    expect(result.current.state).toEqual({ status: 'ready', data: { taskId: 't1' } });
    expect(load).not.toHaveBeenCalled();
  });

  it('invalidates by key prefix: what is shown is read again, kept until the answer, its product 9 entry dropped', async () => {
    const { store, wrapper } = inStore();
    const balance = manualLoad<{ balance: number }>();
    const tasks = manualLoad<string[]>();
    const other = vi.fn(() => Promise.resolve('other'));
    const { result } = renderHook(
      () => [
        useRemote(['creditBalance'], balance.load, { cache: 'creditBalance', cacheMode: 'writeOnly' }),
        useRemote(['tasks', 'agent', 'fraud_detection'], tasks.load),
        useRemote(['help'], other),
      ],
      { wrapper },
    );
    await act(async () => {
      balance.calls[0]?.resolve({ balance: 3 });
      tasks.calls[0]?.resolve(['t1']);
    });
    expect(readCache('credit_balance')).toEqual({ balance: 3 });
    act(() => {
      store.invalidate(['creditBalance']);
      store.invalidate(['tasks']);
    });
    expect(readCache('credit_balance')).toBeUndefined();
    expect(balance.load).toHaveBeenCalledTimes(2);
    expect(tasks.load).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);
    expect(result.current[1]?.state).toEqual({ status: 'ready', data: ['t1'] });
    await act(async () => tasks.calls[1]?.resolve(['t1', 't2']));
    expect(result.current[1]?.state).toEqual({ status: 'ready', data: ['t1', 't2'] });
  });

  it('forgets everything on clear (sign-out, another user), and drops the answer of a read that was out', async () => {
    const { store, wrapper } = inStore();
    const { load, calls } = manualLoad<number>();
    const { result } = renderHook(() => useRemote(KEY, load), { wrapper });
    await act(async () => calls[0]?.resolve(1));
    act(() => result.current.refresh());
    act(() => store.clear());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[1]?.resolve(2));
    expect(store.getData(KEY)).toBeUndefined();
  });

  it('polls with refetchInterval: a read one interval after the previous settled, none while the tab is hidden', async () => {
    useFakeClock();
    const { load, calls } = manualLoad<number>();
    const { result, unmount } = renderRemote(load, { initialData: 0, staleTime: 3_000, refetchInterval: 3_000 });
    expect(result.current.state).toEqual({ status: 'ready', data: 0 });
    expect(load).not.toHaveBeenCalled();
    await tick(3_000);
    expect(load).toHaveBeenCalledTimes(1);
    // The read is slow: no second read starts before it settles.
    await tick(6_000);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]?.resolve(1));
    expect(result.current.state).toEqual({ status: 'ready', data: 1 });
    await tick(2_999);
    expect(load).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(load).toHaveBeenCalledTimes(2);
    // A failed read is skipped: the next one tries again.
    await act(async () => calls[1]?.reject(new Error('down')));
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    await tick(9_000);
    expect(load).toHaveBeenCalledTimes(2);
    hidden.mockReturnValue(false);
    await tick(3_000);
    expect(load).toHaveBeenCalledTimes(3);
    unmount();
    await act(async () => calls[2]?.resolve(3));
    await tick(30_000);
    expect(load).toHaveBeenCalledTimes(3);
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
