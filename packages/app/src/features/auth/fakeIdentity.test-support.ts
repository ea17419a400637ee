import type { User } from '@ledgerlight/contract';
import type { AuthEvent, IdentityAdapter } from './identity';

/**
 * An in-memory identity adapter for stories and tests: every operation succeeds unless `overrides`
 * says otherwise, `currentUser` answers `user` (or never, while `pending`), and `emit` plays an auth
 * event to the subscribers as Amplify's Hub would.
 */
export interface FakeIdentity extends IdentityAdapter {
  /** Plays an auth event to every subscriber. */
  emit(event: AuthEvent): void;
  /** Changes who is signed in (undefined: nobody); the next currentUser() answers it. */
  setUser(user: User | undefined): void;
  /** How many listeners are subscribed. */
  listenerCount(): number;
}

export interface FakeIdentityOptions {
  user?: User;
  /** currentUser() never settles: the session stays 'loading'. */
  pending?: boolean;
  idToken?: string;
  socialSignInUnavailableReason?: string;
  overrides?: Partial<IdentityAdapter>;
}

export function createFakeIdentity(options: FakeIdentityOptions = {}): FakeIdentity {
  let user = options.user;
  const listeners = new Set<(event: AuthEvent) => void>();
  const fake: FakeIdentity = {
    signIn: async () => ({ kind: 'signedIn' }),
    signUp: async () => ({ kind: 'confirmSignUp' }),
    confirmSignUp: async () => undefined,
    resendSignUpCode: async () => undefined,
    resetPassword: async () => undefined,
    confirmResetPassword: async () => undefined,
    signOut: async () => {
      user = undefined;
    },
    signInWithRedirect: async () => undefined,
    socialSignInUnavailableReason: () => options.socialSignInUnavailableReason,
    currentUser: () => (options.pending ? new Promise<never>(() => undefined) : Promise.resolve(user)),
    idToken: async () => (user ? (options.idToken ?? 'fake-id-token') : undefined),
    accessToken: async () => (user ? 'fake-access-token' : undefined),
    onAuthEvent: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit: (event) => {
      for (const listener of [...listeners]) listener(event);
    },
    setUser: (next) => {
      user = next;
    },
    listenerCount: () => listeners.size,
  };
  return Object.assign(fake, options.overrides);
}
