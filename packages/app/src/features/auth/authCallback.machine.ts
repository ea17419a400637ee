import { AUTH_CALLBACK_TIMEOUT_MS } from '@ledgerlight/contract';
import { assign, not, setup } from 'xstate';
import type { AuthEvent } from './identity';
import type { AuthStatus } from './session';

/** Product 8, Auth callback. */
export const AUTH_CALLBACK_FAILED_MESSAGE = 'Authentication failed. Please try again.';
export const AUTH_CALLBACK_TIMED_OUT_MESSAGE = 'Authentication timed out. Please try again.';

export type AuthCallbackEvent =
  /** An identity provider event (Amplify Hub). */
  | { type: 'AUTH'; event: AuthEvent }
  /** The session status changed (loading, signedIn, signedOut). */
  | { type: 'SESSION'; status: AuthStatus };

export interface AuthCallbackContext {
  session: AuthStatus;
  message?: string;
}

const FAILURE_EVENTS: readonly AuthEvent[] = ['tokenRefresh_failure', 'signInWithRedirect_failure'];

/**
 * /auth/callback (product 4): a signedIn event goes to /finance-agents; a token-refresh or redirect
 * sign-in failure shows 'Authentication failed'; after 5 s, a signed-in session goes to
 * /finance-agents, a signed-out one shows 'Authentication timed out', and one still loading is
 * decided as soon as it stops loading.
 */
export const authCallbackMachine = setup({
  types: {
    context: {} as AuthCallbackContext,
    events: {} as AuthCallbackEvent,
    input: {} as { session?: AuthStatus } | undefined,
  },
  actions: {
    /** The page navigates to /finance-agents. */
    goToAgents: () => undefined,
    recordSession: assign({
      session: ({ context, event }) => (event.type === 'SESSION' ? event.status : context.session),
    }),
    showFailed: assign({ message: AUTH_CALLBACK_FAILED_MESSAGE }),
    showTimedOut: assign({ message: AUTH_CALLBACK_TIMED_OUT_MESSAGE }),
  },
  guards: {
    isSignedInEvent: ({ event }) => event.type === 'AUTH' && event.event === 'signedIn',
    isFailureEvent: ({ event }) => event.type === 'AUTH' && FAILURE_EVENTS.includes(event.event),
    isAuthenticated: ({ context }) => context.session === 'signedIn',
    isLoading: ({ context }) => context.session === 'loading',
  },
  delays: {
    AUTH_CALLBACK_TIMEOUT: AUTH_CALLBACK_TIMEOUT_MS,
  },
}).createMachine({
  id: 'authCallback',
  context: ({ input }) => ({ session: input?.session ?? 'loading' }),
  initial: 'completing',
  on: {
    SESSION: { actions: 'recordSession' },
  },
  states: {
    completing: {
      on: {
        AUTH: [
          { guard: 'isSignedInEvent', target: 'succeeded' },
          { guard: 'isFailureEvent', target: 'failed', actions: 'showFailed' },
        ],
      },
      after: {
        AUTH_CALLBACK_TIMEOUT: [
          { guard: 'isAuthenticated', target: 'succeeded' },
          { guard: 'isLoading', target: 'awaitingSession' },
          { target: 'failed', actions: 'showTimedOut' },
        ],
      },
    },
    /** The time is up but the session is still loading: decide when it has loaded. */
    awaitingSession: {
      always: [
        { guard: 'isAuthenticated', target: 'succeeded' },
        { guard: not('isLoading'), target: 'failed', actions: 'showTimedOut' },
      ],
      on: {
        AUTH: [
          { guard: 'isSignedInEvent', target: 'succeeded' },
          { guard: 'isFailureEvent', target: 'failed', actions: 'showFailed' },
        ],
      },
    },
    /** Left for /finance-agents; later events change nothing. */
    succeeded: { entry: 'goToAgents' },
    /** 'Authentication Error' with the message, until the visitor goes back to /welcome. */
    failed: {},
  },
});
