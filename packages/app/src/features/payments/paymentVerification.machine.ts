import {
  PAYMENT_MAX_TICKS,
  PAYMENT_POLL_MS,
  PAYMENT_REDIRECT_MS,
  PAYMENT_SLOW_NOTE_AFTER_TICKS,
} from '@ledgerlight/contract';
import type { PaymentStatus } from '@ledgerlight/contract';
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../../lib/api/http';
import { notProvided } from '../../lib/machines/notProvided';

/** Product 8, Payment. */
export const NO_PAYMENT_SESSION_MESSAGE = 'No payment session found';
export const PAYMENT_VERIFICATION_FAILED_MESSAGE = 'Payment verification failed. Please contact support.';
export const PAYMENT_UNVERIFIED_MESSAGE =
  'Unable to verify payment status. Your credits will be added once the payment is confirmed.';

/**
 * Why verification stopped short of success. Which product 8 warning goes with which outcome (product 4
 * step 6 only says "a warning is shown"):
 *
 * - `noSession`: the URL has no session_id, or the server does not know the session (HTTP 404):
 *   'No payment session found'.
 * - `failed`: GET /api/payments/status failed (any other error, or an answer the contract rejects),
 *   or it says the payment itself failed: 'Payment verification failed. Please contact support.'
 *   Nothing says the card was charged successfully, so the user needs a person.
 * - `unverified`: the payment is not known to have failed, but the credits could not be seen
 *   arriving: status still 'pending'; or 'succeeded' and not granted, and the balance did not reach
 *   the starting balance plus the purchased credits within 30 ticks; or the starting balance could
 *   not be read, so there is nothing to compare with: 'Unable to verify payment status. Your
 *   credits will be added once the payment is confirmed.' (true: the server grants them on the
 *   provider's confirmation, exactly once).
 */
export type PaymentVerificationOutcome = 'noSession' | 'failed' | 'unverified';

const PAYMENT_OUTCOME_MESSAGES: Readonly<Record<PaymentVerificationOutcome, string>> = {
  noSession: NO_PAYMENT_SESSION_MESSAGE,
  failed: PAYMENT_VERIFICATION_FAILED_MESSAGE,
  unverified: PAYMENT_UNVERIFIED_MESSAGE,
};

export interface PaymentVerificationInput {
  /** The `session_id` query parameter of /payment/success; absent or empty means none. */
  sessionId?: string | null;
}

export interface PaymentVerificationContext {
  sessionId?: string;
  /** The balance before verification; undefined when it could not be read. */
  startingBalance?: number;
  /** The latest balance read while polling. */
  balance?: number;
  /** The verified payment (credits purchased, amount in cents). */
  payment?: PaymentStatus;
  /** Balance checks made while waiting for the grant (product 4: at most 30). */
  ticks: number;
  outcome?: PaymentVerificationOutcome;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /payment/success (product 4, Payment success flow):
 * 1. read the starting balance, then verify the session (GET /api/payments/status);
 * 2. creditStatus 'granted': success at once;
 * 3. status 'succeeded', not granted: read the balance once a second (PAYMENT_POLL_MS), at most 30
 *    times (PAYMENT_MAX_TICKS), until it is at least the starting balance plus the purchased credits;
 * 4. after 10 checks (PAYMENT_SLOW_NOTE_AFTER_TICKS) the page adds a 'taking longer than usual' note;
 * 5. success: 'Credits Added Successfully!', the cached balance is dropped, and 3 s later
 *    (PAYMENT_REDIRECT_MS) the page goes to /dashboard;
 * 6. otherwise a warning (see PaymentVerificationOutcome).
 */
export const paymentVerificationMachine = setup({
  types: {
    context: {} as PaymentVerificationContext,
    input: {} as PaymentVerificationInput | undefined,
  },
  actors: {
    /** GET /api/credits/balance: the balance. */
    readBalance: notProvided<number>('readBalance'),
    /** GET /api/payments/status?session_id=... */
    verifyPayment: notProvided<PaymentStatus, { sessionId: string }>('verifyPayment'),
  },
  actions: {
    /** The page navigates to /dashboard. */
    goToDashboard: () => undefined,
    /** The nav badge, dashboard and profile read the new balance, not the cached one (product 9). */
    invalidateBalance: () => undefined,
    recordStartingBalance: assign({
      startingBalance: (_, balance: number) => balance,
    }),
    recordPayment: assign({
      payment: (_, payment: PaymentStatus) => payment,
    }),
    recordBalance: assign({
      balance: ({ context }, balance: number | undefined) => balance ?? context.balance,
    }),
    countTick: assign({ ticks: ({ context }) => context.ticks + 1 }),
    setOutcome: assign({
      outcome: (_, outcome: PaymentVerificationOutcome) => outcome,
    }),
  },
  guards: {
    hasNoSession: ({ context }) => !context.sessionId,
    isGranted: (_, payment: PaymentStatus) => payment.creditStatus === 'granted',
    isFailedPayment: (_, payment: PaymentStatus) => payment.status === 'failed',
    /** Paid, not granted, and there is a starting balance to measure the grant against. */
    canWatchBalance: ({ context }, payment: PaymentStatus) =>
      payment.status === 'succeeded' && context.startingBalance !== undefined,
    /** The status call's error (an xstate.error.actor event) is a 404. */
    isNotFound: ({ event }) => 'error' in event && isNotFound(event.error),
    balanceReached: ({ context }) =>
      context.balance !== undefined &&
      context.startingBalance !== undefined &&
      context.balance >= context.startingBalance + (context.payment?.credits ?? 0),
    ticksExhausted: ({ context }) => context.ticks >= PAYMENT_MAX_TICKS,
  },
  delays: {
    PAYMENT_POLL: PAYMENT_POLL_MS,
    PAYMENT_REDIRECT: PAYMENT_REDIRECT_MS,
  },
}).createMachine({
  id: 'paymentVerification',
  context: ({ input }) => ({ sessionId: input?.sessionId || undefined, ticks: 0 }),
  initial: 'checkingSession',
  states: {
    checkingSession: {
      always: [
        {
          guard: 'hasNoSession',
          target: 'noSession',
          actions: { type: 'setOutcome', params: 'noSession' satisfies PaymentVerificationOutcome },
        },
        { target: 'readingBalance' },
      ],
    },
    /** The starting balance of product 4 step 3. A failure is only logged (by the API client). */
    readingBalance: {
      tags: ['verifying'],
      invoke: {
        src: 'readBalance',
        onDone: {
          target: 'verifying',
          actions: { type: 'recordStartingBalance', params: ({ event }) => event.output },
        },
        onError: { target: 'verifying' },
      },
    },
    verifying: {
      tags: ['verifying'],
      invoke: {
        src: 'verifyPayment',
        input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
        onDone: [
          {
            guard: { type: 'isGranted', params: ({ event }) => event.output },
            target: 'success',
            actions: { type: 'recordPayment', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isFailedPayment', params: ({ event }) => event.output },
            target: 'failed',
            actions: [
              { type: 'recordPayment', params: ({ event }) => event.output },
              { type: 'setOutcome', params: 'failed' satisfies PaymentVerificationOutcome },
            ],
          },
          {
            guard: { type: 'canWatchBalance', params: ({ event }) => event.output },
            target: 'waitingForCredits',
            actions: { type: 'recordPayment', params: ({ event }) => event.output },
          },
          {
            target: 'unverified',
            actions: [
              { type: 'recordPayment', params: ({ event }) => event.output },
              { type: 'setOutcome', params: 'unverified' satisfies PaymentVerificationOutcome },
            ],
          },
        ],
        onError: [
          {
            guard: 'isNotFound',
            target: 'noSession',
            actions: { type: 'setOutcome', params: 'noSession' satisfies PaymentVerificationOutcome },
          },
          {
            target: 'failed',
            actions: { type: 'setOutcome', params: 'failed' satisfies PaymentVerificationOutcome },
          },
        ],
      },
    },
    /** Paid, not granted yet: one balance check a second, at most PAYMENT_MAX_TICKS of them. */
    waitingForCredits: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { PAYMENT_POLL: 'checking' },
        },
        checking: {
          invoke: {
            src: 'readBalance',
            onDone: {
              target: 'checked',
              actions: ['countTick', { type: 'recordBalance', params: ({ event }) => event.output }],
            },
            // A failed check is logged by the API client and counts as a tick without news.
            onError: { target: 'checked', actions: 'countTick' },
          },
        },
        checked: {
          always: [
            { guard: 'balanceReached', target: '#paymentVerification.success' },
            {
              guard: 'ticksExhausted',
              target: '#paymentVerification.unverified',
              actions: { type: 'setOutcome', params: 'unverified' satisfies PaymentVerificationOutcome },
            },
            { target: 'waiting' },
          ],
        },
      },
    },
    /** 'Credits Added Successfully!', then /dashboard after PAYMENT_REDIRECT_MS. */
    success: {
      entry: 'invalidateBalance',
      after: { PAYMENT_REDIRECT: 'redirected' },
    },
    redirected: { type: 'final', entry: 'goToDashboard' },
    noSession: { type: 'final' },
    failed: { type: 'final' },
    /** The credits may still arrive: drop the cached balance so the next page reads it afresh. */
    unverified: { type: 'final', entry: 'invalidateBalance' },
  },
});

export type PaymentVerificationSnapshot = SnapshotFrom<typeof paymentVerificationMachine>;

/** What the payment success screen shows for a machine snapshot. */
export type PaymentVerificationView =
  | { status: 'verifying' }
  /** Paid, waiting for the credits; `slow` after PAYMENT_SLOW_NOTE_AFTER_TICKS checks (product 4 step 4). */
  | { status: 'waiting'; ticks: number; slow: boolean }
  /** `credits` and `amountCents` of the verified payment. */
  | { status: 'success'; credits?: number; amountCents?: number }
  | { status: 'warning'; outcome: PaymentVerificationOutcome; message: string };

export function paymentVerificationView(snapshot: PaymentVerificationSnapshot): PaymentVerificationView {
  const { context } = snapshot;
  if (snapshot.matches('success') || snapshot.matches('redirected')) {
    return { status: 'success', credits: context.payment?.credits, amountCents: context.payment?.amount };
  }
  if (snapshot.matches('waitingForCredits')) {
    return { status: 'waiting', ticks: context.ticks, slow: context.ticks >= PAYMENT_SLOW_NOTE_AFTER_TICKS };
  }
  if (context.outcome) {
    return { status: 'warning', outcome: context.outcome, message: PAYMENT_OUTCOME_MESSAGES[context.outcome] };
  }
  return { status: 'verifying' };
}
