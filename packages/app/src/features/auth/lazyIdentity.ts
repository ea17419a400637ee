import { withChunkTimeout } from '@ledgerlight/ui';
import type { IdentityConfig } from '@ledgerlight/contract';
import { paths } from '../../config/paths';
import { SOCIAL_SIGN_IN_UNAVAILABLE } from './identity';
import type { AuthEvent, IdentityAdapter } from './identity';

/**
 * The identity adapter the app boots with: the same operations as the Amplify adapter, which it
 * loads (aws-amplify, ~43 KB gzip) only when something needs it. A signed-out visitor's page renders
 * without it (ADR 0014, the initial-JavaScript budget): while the browser holds no session of this
 * user pool, "who is signed in?" is answered "nobody" at once. Any operation, a stored session, an
 * OAuth sign-in coming back to /auth/callback, or the auth modal opening (`preload`) loads it.
 */

/** Amplify v6 keeps every key of a user pool client under this prefix (tokens, LastAuthUser, OAuth state). */
export const amplifyStoragePrefix = (userPoolClientId: string) => `CognitoIdentityServiceProvider.${userPoolClientId}.`;

/**
 * True when `storage` may hold a session or an OAuth sign-in in flight for this client: some key
 * under Amplify's prefix exists. False only when there is certainly nothing to read. Unreadable
 * storage counts as "may": Amplify then decides.
 */
export function mayHoldSession(
  storage: Pick<Storage, 'length' | 'key'> | undefined,
  userPoolClientId: string,
): boolean {
  if (!storage) return true;
  const prefix = amplifyStoragePrefix(userPoolClientId);
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(prefix)) return true;
    }
    return false;
  } catch {
    return true;
  }
}

export interface LazyIdentityOptions {
  /** Loads the real adapter: `() => import('./amplifyIdentity').then(m => m.createAmplifyIdentity(config))`. */
  load: () => Promise<IdentityAdapter>;
  /** Whether the browser may hold a session of this pool; by default, Amplify's keys in localStorage. */
  mayHoldSession?: () => boolean;
  /** Whether the page is the OAuth return (/auth/callback), where the identity library must run. */
  isOAuthReturn?: () => boolean;
  /** Subscribes to other tabs' storage changes (window 'storage' events); returns the unsubscribe. */
  onStorageChange?: (listener: (key: string | null) => void) => () => void;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether this browser's localStorage may hold a session of the user pool client (see mayHoldSession). */
export const browserMayHoldSession = (userPoolClientId: string): boolean =>
  mayHoldSession(browserStorage(), userPoolClientId);

const onWindowStorage = (listener: (key: string | null) => void) => {
  const handle = (event: StorageEvent) => listener(event.key);
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
};

/** The adapter over the identity configuration, loading the real one on first need. */
export function createLazyIdentity(config: IdentityConfig, options: LazyIdentityOptions): IdentityAdapter {
  const prefix = amplifyStoragePrefix(config.userPoolClientId);
  const mayHold = options.mayHoldSession ?? (() => browserMayHoldSession(config.userPoolClientId));
  const isOAuthReturn = options.isOAuthReturn ?? (() => window.location.pathname === paths.authCallback);
  const onStorageChange = options.onStorageChange ?? onWindowStorage;
  const listeners = new Set<(event: AuthEvent) => void>();
  const dispatch = (event: AuthEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  let loading: Promise<IdentityAdapter> | undefined;
  let stopWatchingStorage: (() => void) | undefined;

  function load(): Promise<IdentityAdapter> {
    // The identity chunk (main.tsx's `load`) is under product 9's chunk timeout, as every chunk.
    loading ??= withChunkTimeout(options.load).then(
      (adapter) => {
        // From now on the library reports events itself (other tabs' sign-ins included).
        stopWatchingStorage?.();
        stopWatchingStorage = undefined;
        adapter.onAuthEvent(dispatch);
        return adapter;
      },
      (error: unknown) => {
        loading = undefined; // a failed download is tried again by the next operation
        throw error;
      },
    );
    return loading;
  }

  /** Nothing to ask the library yet: no session can exist and nothing is loaded. */
  const certainlySignedOut = () => loading === undefined && !isOAuthReturn() && !mayHold();

  return {
    signIn: (input) => load().then((adapter) => adapter.signIn(input)),
    signUp: (input) => load().then((adapter) => adapter.signUp(input)),
    confirmSignUp: (input) => load().then((adapter) => adapter.confirmSignUp(input)),
    resendSignUpCode: (input) => load().then((adapter) => adapter.resendSignUpCode(input)),
    resetPassword: (input) => load().then((adapter) => adapter.resetPassword(input)),
    confirmResetPassword: (input) => load().then((adapter) => adapter.confirmResetPassword(input)),
    signOut: () => load().then((adapter) => adapter.signOut()),
    signInWithRedirect: (provider) => load().then((adapter) => adapter.signInWithRedirect(provider)),
    socialSignInUnavailableReason: () => (config.mode === 'local' ? SOCIAL_SIGN_IN_UNAVAILABLE : undefined),
    currentUser: () =>
      certainlySignedOut() ? Promise.resolve(undefined) : load().then((adapter) => adapter.currentUser()),
    idToken: () => (certainlySignedOut() ? Promise.resolve(undefined) : load().then((adapter) => adapter.idToken())),
    accessToken: () =>
      certainlySignedOut() ? Promise.resolve(undefined) : load().then((adapter) => adapter.accessToken()),
    onAuthEvent: (listener) => {
      listeners.add(listener);
      // Until the library runs, a sign-in or sign-out in another tab shows as a change of its keys:
      // report it as such, so the session is read again (and the library loads if there is one).
      if (loading === undefined && stopWatchingStorage === undefined) {
        stopWatchingStorage = onStorageChange((key) => {
          if (loading === undefined && (key === null || key.startsWith(prefix))) dispatch('signedIn');
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatchingStorage?.();
          stopWatchingStorage = undefined;
        }
      };
    },
    preload: () => {
      load().catch(() => undefined); // the operation that needs it reports the failure
    },
  };
}
