import {
  PAYMENT_MAX_TICKS,
  PAYMENT_POLL_MS,
  PAYMENT_REDIRECT_MS,
  PAYMENT_SLOW_NOTE_AFTER_TICKS,
} from '@ledgerlight/contract';
import type { PaymentStatus } from '@ledgerlight/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import type { Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '../../lib/api/http';
import { deferred } from '../../testing/deferred.test-support';
import {
  NO_PAYMENT_SESSION_MESSAGE,
  PAYMENT_UNVERIFIED_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  paymentVerificationMachine,
  paymentVerificationView,
} from './paymentVerification.machine';

/**
 * Model-based tests of the payment success flow (house rule 5: a critical path). The model is product 4
 * as the buyer sees it after the provider's checkout: its states are what the page shows, its events
 * what the server answers or how long the buyer waits. xstate/graph finds the shortest path to every
 * state; each is replayed against the real machine with controllable actors and fake timers.
 */

const STARTING_BALANCE = 14;
const CREDITS = 5;

const model = createTestModel(
  createMachine({
    id: 'paymentSuccessFlow',
    initial: 'arrived',
    states: {
      arrived: { on: { OPEN_WITHOUT_SESSION: 'noSession', OPEN_WITH_SESSION: 'verifying' } },
      verifying: {
        on: { ANSWER_GRANTED: 'success', ANSWER_PAID_NOT_GRANTED: 'waiting', ANSWER_ERROR: 'failed' },
      },
      waiting: { on: { CREDITS_ARRIVE: 'success', WAIT_10_TICKS: 'slow' } },
      slow: { on: { CREDITS_ARRIVE: 'success', WAIT_OUT_30_TICKS: 'unverified' } },
      success: { on: { WAIT_3S: 'dashboard' } },
      dashboard: { type: 'final' },
      noSession: { type: 'final' },
      failed: { type: 'final' },
      unverified: { type: 'final' },
    },
  }),
);

/** The real machine behind a server the test answers for. */
function harness() {
  const status = deferred<PaymentStatus>();
  const server = { balance: STARTING_BALANCE, checks: 0 };
  const goToDashboard = vi.fn();
  let actor: Actor<typeof paymentVerificationMachine> | undefined;
  const open = async (sessionId: string | undefined) => {
    actor = createActor(
      paymentVerificationMachine.provide({
        actions: { goToDashboard, invalidateBalance: () => undefined },
        actors: {
          readBalance: fromPromise(async () => {
            server.checks += 1;
            return server.balance;
          }),
          verifyPayment: fromPromise<PaymentStatus, { sessionId: string }>(() => status.promise),
        },
      }),
      { input: { sessionId } },
    );
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
  };
  const view = () => {
    if (!actor) throw new Error('The page is not open');
    return paymentVerificationView(actor.getSnapshot());
  };
  /** Polls made since verification, the first balance read being the starting balance. */
  const ticks = () => Math.max(0, server.checks - 1);
  return { status, server, goToDashboard, open, view, ticks };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('model: the payment success flow (product 4)', () => {
  const paths = model.getShortestPaths();

  it('reaches every state the buyer can see; the shortest success is granted at once', () => {
    // Paths contained in longer ones are dropped; together the rest pass through every model state.
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual(
      ['arrived', 'dashboard', 'failed', 'noSession', 'slow', 'success', 'unverified', 'verifying', 'waiting'].sort(),
    );
    expect(paths.map((path) => path.steps.map((step) => step.event.type).slice(1))).toContainEqual([
      'OPEN_WITH_SESSION',
      'ANSWER_GRANTED',
      'WAIT_3S',
    ]);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sut = harness();
      await path.test({
        states: {
          arrived: () => undefined,
          verifying: () => expect(sut.view()).toEqual({ status: 'verifying' }),
          waiting: () => expect(sut.view()).toMatchObject({ status: 'waiting', slow: false }),
          slow: () =>
            expect(sut.view()).toEqual({ status: 'waiting', ticks: PAYMENT_SLOW_NOTE_AFTER_TICKS, slow: true }),
          success: () => {
            expect(sut.view()).toEqual({ status: 'success', credits: CREDITS, amountCents: 1400 });
            expect(sut.goToDashboard).not.toHaveBeenCalled();
          },
          dashboard: () => expect(sut.goToDashboard).toHaveBeenCalledOnce(),
          noSession: () =>
            expect(sut.view()).toEqual({
              status: 'warning',
              outcome: 'noSession',
              message: NO_PAYMENT_SESSION_MESSAGE,
            }),
          failed: () =>
            expect(sut.view()).toEqual({
              status: 'warning',
              outcome: 'failed',
              message: PAYMENT_VERIFICATION_FAILED_MESSAGE,
            }),
          unverified: () => {
            expect(sut.view()).toEqual({
              status: 'warning',
              outcome: 'unverified',
              message: PAYMENT_UNVERIFIED_MESSAGE,
            });
            expect(sut.ticks()).toBe(PAYMENT_MAX_TICKS);
          },
        },
        events: {
          OPEN_WITHOUT_SESSION: () => sut.open(undefined),
          OPEN_WITH_SESSION: () => sut.open('cs_test_a1model'),
          ANSWER_GRANTED: async () => {
            sut.server.balance += CREDITS;
            sut.status.resolve({ status: 'succeeded', creditStatus: 'granted', credits: CREDITS, amount: 1400 });
            await vi.advanceTimersByTimeAsync(0);
          },
          ANSWER_PAID_NOT_GRANTED: async () => {
            sut.status.resolve({ status: 'succeeded', creditStatus: 'pending', credits: CREDITS, amount: 1400 });
            await vi.advanceTimersByTimeAsync(0);
          },
          ANSWER_ERROR: async () => {
            sut.status.reject(new ApiError(500, '/api/payments/status', { error: 'Internal Server Error' }));
            await vi.advanceTimersByTimeAsync(0);
          },
          CREDITS_ARRIVE: async () => {
            sut.server.balance += CREDITS;
            await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
          },
          WAIT_10_TICKS: () => vi.advanceTimersByTimeAsync(PAYMENT_SLOW_NOTE_AFTER_TICKS * PAYMENT_POLL_MS),
          WAIT_OUT_30_TICKS: () => vi.advanceTimersByTimeAsync((PAYMENT_MAX_TICKS - sut.ticks()) * PAYMENT_POLL_MS),
          WAIT_3S: () => vi.advanceTimersByTimeAsync(PAYMENT_REDIRECT_MS),
        },
      });
    });
  }
});
