import {
  PAYMENT_MAX_TICKS,
  PAYMENT_POLL_MS,
  PAYMENT_REDIRECT_MS,
  PAYMENT_SLOW_NOTE_AFTER_TICKS,
} from '@ledgerlight/contract';
import type { PaymentStatus } from '@ledgerlight/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { z } from 'zod';
import { ApiError } from '../../lib/api/http';
import {
  NO_PAYMENT_SESSION_MESSAGE,
  PAYMENT_UNVERIFIED_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  paymentVerificationMachine,
  paymentVerificationView,
} from './paymentVerification.machine';

const SESSION = 'cs_test_a1session';
const STARTING_BALANCE = 14;

const paid = (overrides: Partial<PaymentStatus> = {}): PaymentStatus => ({
  status: 'succeeded',
  creditStatus: 'pending',
  credits: 5,
  amount: 1400,
  ...overrides,
});

interface Setup {
  sessionId?: string | null;
  status?: PaymentStatus;
  /** What the status call rejects with, if it fails. */
  error?: unknown;
  /** Successive balance answers (the first is the starting balance); the last one repeats. */
  balances?: readonly (number | Error)[];
}

function start(setup: Setup = {}) {
  const { status = paid(), error, balances = [STARTING_BALANCE] } = setup;
  const sessionId = 'sessionId' in setup ? setup.sessionId : SESSION;
  const goToDashboard = vi.fn();
  const invalidateBalance = vi.fn();
  const verify = vi.fn(async (_sessionId: string) => {
    if (error !== undefined) throw error;
    return status;
  });
  let call = 0;
  const readBalance = vi.fn(async () => {
    const answer = balances[Math.min(call, balances.length - 1)];
    call += 1;
    if (answer instanceof Error) throw answer;
    return answer ?? STARTING_BALANCE;
  });
  const actor = createActor(
    paymentVerificationMachine.provide({
      actions: { goToDashboard, invalidateBalance },
      actors: {
        readBalance: fromPromise(() => readBalance()),
        verifyPayment: fromPromise<PaymentStatus, { sessionId: string }>(({ input }) => verify(input.sessionId)),
      },
    }),
    { input: { sessionId } },
  );
  actor.start();
  return {
    actor,
    goToDashboard,
    invalidateBalance,
    verify,
    readBalance,
    view: () => paymentVerificationView(actor.getSnapshot()),
  };
}

/** Lets the started promises settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);
/** Moves the clock by `count` poll ticks. */
const ticks = (count: number) => vi.advanceTimersByTimeAsync(count * PAYMENT_POLL_MS);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the payment verification machine (product 4, Payment success flow)', () => {
  it.each([undefined, null, ''])(
    "with no session id (%j) says 'No payment session found' and calls nothing",
    async (sessionId) => {
      const sut = start({ sessionId });
      await settle();
      expect(sut.actor.getSnapshot().value).toBe('noSession');
      expect(sut.view()).toEqual({ status: 'warning', outcome: 'noSession', message: NO_PAYMENT_SESSION_MESSAGE });
      expect(sut.verify).not.toHaveBeenCalled();
      expect(sut.readBalance).not.toHaveBeenCalled();
      await ticks(PAYMENT_MAX_TICKS);
      expect(sut.goToDashboard).not.toHaveBeenCalled();
    },
  );

  it('reads the starting balance, then verifies the session from the query', async () => {
    const sut = start({ status: paid({ creditStatus: 'granted' }) });
    expect(sut.view()).toEqual({ status: 'verifying' });
    await settle();
    expect(sut.readBalance).toHaveBeenCalledOnce();
    expect(sut.verify).toHaveBeenCalledWith(SESSION);
    expect(sut.readBalance.mock.invocationCallOrder[0]).toBeLessThan(sut.verify.mock.invocationCallOrder[0] ?? 0);
  });

  it('shows success at once when the credits are already granted, and drops the cached balance', async () => {
    const sut = start({ status: paid({ creditStatus: 'granted' }) });
    await settle();
    expect(sut.actor.getSnapshot().value).toBe('success');
    expect(sut.view()).toEqual({ status: 'success', credits: 5, amountCents: 1400 });
    expect(sut.invalidateBalance).toHaveBeenCalledOnce();
    expect(sut.readBalance).toHaveBeenCalledOnce();
  });

  it('redirects to /dashboard 3 s after success: nothing at 2999 ms', async () => {
    const sut = start({ status: paid({ creditStatus: 'granted' }) });
    await settle();
    await vi.advanceTimersByTimeAsync(PAYMENT_REDIRECT_MS - 1);
    expect(sut.goToDashboard).not.toHaveBeenCalled();
    expect(sut.actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(sut.goToDashboard).toHaveBeenCalledOnce();
    expect(sut.actor.getSnapshot().status).toBe('done');
    expect(sut.view().status).toBe('success');
  });

  it.each([1, 4, PAYMENT_SLOW_NOTE_AFTER_TICKS + 2, PAYMENT_MAX_TICKS])(
    'paid but not granted: polls once a second and succeeds at tick %i when the balance reaches start + credits',
    async (k) => {
      const balances = [
        STARTING_BALANCE,
        ...Array.from({ length: k - 1 }, () => STARTING_BALANCE),
        STARTING_BALANCE + 5,
      ];
      const sut = start({ balances });
      await settle();
      expect(sut.view()).toEqual({ status: 'waiting', ticks: 0, slow: false });
      await ticks(k - 1);
      expect(sut.actor.getSnapshot().matches('waitingForCredits')).toBe(true);
      expect(sut.readBalance).toHaveBeenCalledTimes(k);
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS - 1);
      expect(sut.actor.getSnapshot().matches('waitingForCredits')).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(sut.actor.getSnapshot().value).toBe('success');
      expect(sut.readBalance).toHaveBeenCalledTimes(k + 1);
      expect(sut.invalidateBalance).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(PAYMENT_REDIRECT_MS);
      expect(sut.goToDashboard).toHaveBeenCalledOnce();
    },
  );

  it('is done when the balance is above the target too (another grant landed meanwhile)', async () => {
    const sut = start({ balances: [STARTING_BALANCE, STARTING_BALANCE + 8] });
    await settle();
    await ticks(1);
    expect(sut.actor.getSnapshot().value).toBe('success');
  });

  it('keeps polling while the balance is below start + credits', async () => {
    const sut = start({ balances: [STARTING_BALANCE, STARTING_BALANCE + 4] });
    await settle();
    await ticks(3);
    expect(sut.view()).toEqual({ status: 'waiting', ticks: 3, slow: false });
  });

  it("adds the 'taking longer than usual' note after tick 10, not at tick 9", async () => {
    const sut = start();
    await settle();
    await ticks(PAYMENT_SLOW_NOTE_AFTER_TICKS - 1);
    expect(sut.view()).toEqual({ status: 'waiting', ticks: 9, slow: false });
    await ticks(1);
    expect(sut.view()).toEqual({ status: 'waiting', ticks: 10, slow: true });
    await ticks(5);
    expect(sut.view()).toEqual({ status: 'waiting', ticks: 15, slow: true });
  });

  it('gives up after 30 ticks without the credits: the unverified warning, no redirect', async () => {
    const sut = start();
    await settle();
    await ticks(PAYMENT_MAX_TICKS - 1);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS - 1);
    expect(sut.actor.getSnapshot().matches('waitingForCredits')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(sut.actor.getSnapshot().value).toBe('unverified');
    expect(sut.view()).toEqual({ status: 'warning', outcome: 'unverified', message: PAYMENT_UNVERIFIED_MESSAGE });
    expect(sut.readBalance).toHaveBeenCalledTimes(1 + PAYMENT_MAX_TICKS);
    await ticks(10);
    expect(sut.readBalance).toHaveBeenCalledTimes(1 + PAYMENT_MAX_TICKS);
    expect(sut.goToDashboard).not.toHaveBeenCalled();
    expect(sut.invalidateBalance).toHaveBeenCalledOnce();
  });

  it('counts a failed balance check as a tick and keeps polling', async () => {
    const sut = start({ balances: [STARTING_BALANCE, new Error('network'), STARTING_BALANCE + 5] });
    await settle();
    await ticks(1);
    expect(sut.view()).toEqual({ status: 'waiting', ticks: 1, slow: false });
    await ticks(1);
    expect(sut.actor.getSnapshot().value).toBe('success');
  });

  it.each([
    ['a server error', new ApiError(500, '/api/payments/status', { error: 'Internal Server Error' })],
    ['a network error', new TypeError('Failed to fetch')],
    ['an answer the contract rejects', new z.ZodError([])],
  ])("shows 'Payment verification failed. Please contact support.' on %s", async (_name, error) => {
    const sut = start({ error });
    await settle();
    expect(sut.actor.getSnapshot().value).toBe('failed');
    expect(sut.view()).toEqual({ status: 'warning', outcome: 'failed', message: PAYMENT_VERIFICATION_FAILED_MESSAGE });
    await ticks(PAYMENT_MAX_TICKS);
    expect(sut.readBalance).toHaveBeenCalledOnce();
    expect(sut.goToDashboard).not.toHaveBeenCalled();
  });

  it("shows 'Payment verification failed. Please contact support.' when the payment itself failed", async () => {
    const sut = start({ status: paid({ status: 'failed' }) });
    await settle();
    expect(sut.view()).toEqual({ status: 'warning', outcome: 'failed', message: PAYMENT_VERIFICATION_FAILED_MESSAGE });
  });

  it("says 'No payment session found' when the server does not know the session (404)", async () => {
    const sut = start({ error: new ApiError(404, '/api/payments/status', { error: 'Not Found' }) });
    await settle();
    expect(sut.view()).toEqual({ status: 'warning', outcome: 'noSession', message: NO_PAYMENT_SESSION_MESSAGE });
  });

  it('shows the unverified warning at once while the payment is still pending', async () => {
    const sut = start({ status: paid({ status: 'pending' }) });
    await settle();
    expect(sut.view()).toEqual({ status: 'warning', outcome: 'unverified', message: PAYMENT_UNVERIFIED_MESSAGE });
    await ticks(2);
    expect(sut.readBalance).toHaveBeenCalledOnce();
  });

  it('without a starting balance: success when granted, the unverified warning when it would have to poll', async () => {
    const granted = start({ balances: [new Error('down')], status: paid({ creditStatus: 'granted' }) });
    await settle();
    expect(granted.actor.getSnapshot().value).toBe('success');

    const pending = start({ balances: [new Error('down'), STARTING_BALANCE + 5] });
    await settle();
    expect(pending.view()).toEqual({ status: 'warning', outcome: 'unverified', message: PAYMENT_UNVERIFIED_MESSAGE });
  });
});
