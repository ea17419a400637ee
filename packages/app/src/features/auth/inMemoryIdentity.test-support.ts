import { passwordPolicyProblem } from '@ledgerlight/contract';
import type { User } from '@ledgerlight/contract';
import type { AuthEvent, IdentityAdapter, SignInOutcome, SignUpInput, SignUpOutcome, SocialProvider } from './identity';

/**
 * An in-memory identity provider for stories and tests (never imported by runtime code). It behaves
 * like Cognito where the auth modal can tell: the same exception names and messages, unconfirmed
 * accounts, codes that mismatch or expire, and the pools' password policy (a weak password is
 * InvalidPasswordException, as the local and the demo pool answer). Every code it sends is `code` (123456 by default); the code
 * `expiredCode` (000000) is always reported as expired. (fakeIdentity.ts is the session's stub, where
 * every operation succeeds; this one keeps accounts, so the auth modal's flows can run end to end.)
 */

export interface InMemoryAccount {
  email: string;
  password: string;
  confirmed: boolean;
  givenName?: string;
  familyName?: string;
}

type Operation = 'signIn' | 'signUp' | 'confirmSignUp' | 'resendSignUpCode' | 'resetPassword' | 'confirmResetPassword';

export interface InMemoryIdentityOptions {
  accounts?: InMemoryAccount[];
  /** The code every confirmation and reset email carries. */
  code?: string;
  /** A code the fake always treats as expired. */
  expiredCode?: string;
  /** Milliseconds each operation takes (0: resolves on the next microtask). */
  latencyMs?: number;
  /** Makes an operation reject with this error (a provider failure the flows do not otherwise produce). */
  failures?: Partial<Record<Operation, unknown>>;
  /** Makes sign-in answer with a further step (MFA, new password...). */
  signInStep?: string;
  /** The answer of socialSignInUnavailableReason(). */
  socialUnavailableReason?: string;
}

/** The fake adapter plus what a test may want to look at. */
export interface InMemoryIdentity extends IdentityAdapter {
  readonly accounts: Map<string, InMemoryAccount>;
  /** Every email the fake "sent", in order. */
  readonly sentCodes: { email: string; purpose: 'confirm' | 'reset'; code: string }[];
  /** Every call, in order, by operation name. */
  readonly calls: Operation[];
}

/** A Cognito-style failure: `name` is the exception, `message` the provider's text. */
export function providerError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

const key = (email: string) => email.trim().toLowerCase();

export function createInMemoryIdentity(options: InMemoryIdentityOptions = {}): InMemoryIdentity {
  const code = options.code ?? '123456';
  const expiredCode = options.expiredCode ?? '000000';
  const latencyMs = options.latencyMs ?? 0;
  const accounts = new Map<string, InMemoryAccount>(
    (options.accounts ?? []).map((account) => [key(account.email), { ...account }]),
  );
  const sentCodes: InMemoryIdentity['sentCodes'] = [];
  const calls: Operation[] = [];
  const listeners = new Set<(event: AuthEvent) => void>();
  let signedIn: InMemoryAccount | undefined;

  async function run<T>(operation: Operation, work: () => T): Promise<T> {
    calls.push(operation);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    else await Promise.resolve();
    if (options.failures && operation in options.failures) throw options.failures[operation];
    return work();
  }

  function account(email: string): InMemoryAccount {
    const found = accounts.get(key(email));
    if (!found) throw providerError('UserNotFoundException', 'User does not exist.');
    return found;
  }

  function checkCode(given: string) {
    if (given === expiredCode) {
      throw providerError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    }
    if (given !== code) {
      throw providerError('CodeMismatchException', 'Invalid verification code provided, please try again.');
    }
  }

  function emit(event: AuthEvent) {
    for (const listener of listeners) listener(event);
  }

  function refuseWeak(password: string): void {
    const problem = passwordPolicyProblem(password);
    if (problem) throw providerError('InvalidPasswordException', problem);
  }

  return {
    accounts,
    sentCodes,
    calls,
    signIn: ({ email, password }) =>
      run('signIn', (): SignInOutcome => {
        const found = account(email);
        if (found.password !== password) {
          throw providerError('NotAuthorizedException', 'Incorrect username or password.');
        }
        if (!found.confirmed) return { kind: 'confirmSignUp' };
        if (options.signInStep !== undefined) return { kind: 'additionalSteps', step: options.signInStep };
        signedIn = found;
        emit('signedIn');
        return { kind: 'signedIn' };
      }),
    signUp: (input: SignUpInput) =>
      run('signUp', (): SignUpOutcome => {
        if (accounts.has(key(input.email))) {
          throw providerError('UsernameExistsException', 'User already exists');
        }
        refuseWeak(input.password);
        accounts.set(key(input.email), {
          email: input.email.trim(),
          password: input.password,
          confirmed: false,
          givenName: input.givenName,
          familyName: input.familyName,
        });
        sentCodes.push({ email: input.email.trim(), purpose: 'confirm', code });
        return { kind: 'confirmSignUp' };
      }),
    confirmSignUp: ({ email, code: given }) =>
      run('confirmSignUp', () => {
        const found = account(email);
        checkCode(given);
        found.confirmed = true;
      }),
    resendSignUpCode: ({ email }) =>
      run('resendSignUpCode', () => {
        account(email);
        sentCodes.push({ email: email.trim(), purpose: 'confirm', code });
      }),
    resetPassword: ({ email }) =>
      run('resetPassword', () => {
        account(email);
        sentCodes.push({ email: email.trim(), purpose: 'reset', code });
      }),
    confirmResetPassword: ({ email, code: given, newPassword }) =>
      run('confirmResetPassword', () => {
        const found = account(email);
        checkCode(given);
        refuseWeak(newPassword);
        found.password = newPassword;
      }),
    signOut: async () => {
      signedIn = undefined;
      emit('signedOut');
    },
    signInWithRedirect: async (_provider: SocialProvider) => undefined,
    socialSignInUnavailableReason: () => options.socialUnavailableReason,
    currentUser: async (): Promise<User | undefined> =>
      signedIn && {
        username: signedIn.email,
        userId: `fake-${key(signedIn.email)}`,
        email: signedIn.email,
        given_name: signedIn.givenName,
        family_name: signedIn.familyName,
      },
    idToken: async () => (signedIn ? 'fake-id-token' : undefined),
    accessToken: async () => (signedIn ? 'fake-access-token' : undefined),
    onAuthEvent: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
