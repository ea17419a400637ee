import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOCK_USER } from '@ledgerlight/mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../lib/api/client';
import { RemoteStore } from '../../lib/store/store';
import { RemoteStoreProvider } from '../../lib/store/useRemote';
import { IdentitySessionProvider, useIdentity } from './IdentitySessionProvider';
import { createFakeIdentity } from './fakeIdentity.test-support';
import type { FakeIdentity } from './fakeIdentity.test-support';
import { useAuth } from './session';

function Probe() {
  const { status, user, signOut } = useAuth();
  const identity = useIdentity();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="email">{user?.email ?? 'nobody'}</p>
      <p data-testid="social">{identity.socialSignInUnavailableReason() ?? 'available'}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign Out
      </button>
    </div>
  );
}

let logger: { error: ReturnType<typeof vi.fn<(...data: unknown[]) => void>> };
let leave: ReturnType<typeof vi.fn<(origin: string) => void>>;

beforeEach(() => {
  logger = { error: vi.fn<(...data: unknown[]) => void>() };
  leave = vi.fn<(origin: string) => void>();
});
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

function mount(identity: FakeIdentity) {
  return render(
    <IdentitySessionProvider adapter={identity} logger={logger} leave={leave}>
      <Probe />
    </IdentitySessionProvider>,
  );
}

const status = () => screen.getByTestId('status').textContent;

describe('IdentitySessionProvider', () => {
  it('is loading until the adapter first answers', () => {
    mount(createFakeIdentity({ pending: true }));
    expect(status()).toBe('loading');
  });

  it('is signed in with the user, or signed out', async () => {
    mount(createFakeIdentity({ user: MOCK_USER }));
    await waitFor(() => expect(status()).toBe('signedIn'));
    expect(screen.getByTestId('email')).toHaveTextContent(MOCK_USER.email);
  });

  it('reads the session again on signedIn, tokenRefresh and signedOut', async () => {
    const identity = createFakeIdentity();
    const currentUser = vi.spyOn(identity, 'currentUser');
    mount(identity);
    await waitFor(() => expect(status()).toBe('signedOut'));

    identity.setUser(MOCK_USER);
    act(() => identity.emit('signedIn'));
    await waitFor(() => expect(status()).toBe('signedIn'));

    act(() => identity.emit('tokenRefresh'));
    await waitFor(() => expect(currentUser).toHaveBeenCalledTimes(3));

    identity.setUser(undefined);
    act(() => identity.emit('signedOut'));
    await waitFor(() => expect(status()).toBe('signedOut'));
  });

  it('logs failures and treats an unreadable session as signed out', async () => {
    const identity = createFakeIdentity({
      overrides: { currentUser: () => Promise.reject(new Error('network down')) },
    });
    mount(identity);
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(logger.error).toHaveBeenCalledWith('Failed to read the current user', expect.any(Error));

    act(() => identity.emit('tokenRefresh_failure'));
    act(() => identity.emit('signInWithRedirect_failure'));
    expect(logger.error).toHaveBeenCalledWith('Token refresh failed');
    expect(logger.error).toHaveBeenCalledWith('Sign-in with redirect failed');
  });

  it('gives the API client the ID token', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({ balance: 3 }));
    vi.stubGlobal('fetch', fetchMock);
    mount(createFakeIdentity({ user: MOCK_USER, idToken: 'id.token.value' }));
    await waitFor(() => expect(status()).toBe('signedIn'));
    await httpClient.get('/api/credits/balance');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer id.token.value');
  });

  it('signs out, clears the cache and returns to the origin', async () => {
    const identity = createFakeIdentity({ user: MOCK_USER });
    const signOut = vi.spyOn(identity, 'signOut');
    window.localStorage.setItem('credit_balance', JSON.stringify({ storedAt: Date.now(), value: 3 }));
    window.localStorage.setItem('plaid_accounts', JSON.stringify({ storedAt: Date.now(), value: [] }));
    mount(identity);
    await waitFor(() => expect(status()).toBe('signedIn'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(window.location.origin));
    expect(signOut).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem('credit_balance')).toBeNull();
    expect(window.localStorage.getItem('plaid_accounts')).toBeNull();
  });

  it('forgets the server-state store at sign-out and whenever the user changes (ADR 0034)', async () => {
    const identity = createFakeIdentity({ user: MOCK_USER });
    const store = new RemoteStore();
    render(
      <RemoteStoreProvider store={store}>
        <IdentitySessionProvider adapter={identity} logger={logger} leave={leave}>
          <Probe />
        </IdentitySessionProvider>
      </RemoteStoreProvider>,
    );
    await waitFor(() => expect(status()).toBe('signedIn'));
    store.setData(['creditBalance'], { balance: 14 });
    // The same user again (a token refresh): what the store holds stays.
    act(() => identity.emit('tokenRefresh'));
    await waitFor(() => expect(logger.error).not.toHaveBeenCalled());
    expect(store.getData(['creditBalance'])).toEqual({ balance: 14 });
    // Another user: nothing of the first one is shown.
    identity.setUser({ ...MOCK_USER, userId: 'someone-else', email: 'else@example.com' });
    act(() => identity.emit('signedIn'));
    await waitFor(() => expect(screen.getByTestId('email').textContent).toBe('else@example.com'));
    expect(store.getData(['creditBalance'])).toBeUndefined();
    store.setData(['creditBalance'], { balance: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    expect(store.getData(['creditBalance'])).toBeUndefined();
  });

  it('still clears and leaves when the provider fails to sign out', async () => {
    const identity = createFakeIdentity({
      user: MOCK_USER,
      overrides: { signOut: () => Promise.reject(new Error('offline')) },
    });
    window.localStorage.setItem('credit_balance', JSON.stringify({ storedAt: Date.now(), value: 3 }));
    mount(identity);
    await waitFor(() => expect(status()).toBe('signedIn'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    expect(logger.error).toHaveBeenCalledWith('Sign out failed', expect.any(Error));
    expect(window.localStorage.getItem('credit_balance')).toBeNull();
  });

  it('provides the adapter and unsubscribes on unmount', async () => {
    const identity = createFakeIdentity({ socialSignInUnavailableReason: 'Needs a hosted UI.' });
    const { unmount } = mount(identity);
    expect(screen.getByTestId('social')).toHaveTextContent('Needs a hosted UI.');
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(identity.listenerCount()).toBe(1);
    unmount();
    expect(identity.listenerCount()).toBe(0);
  });
});
