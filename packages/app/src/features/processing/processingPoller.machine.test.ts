import {
  ANALYSIS_NOT_FOUND_MESSAGE,
  FORBIDDEN_ANALYSIS_MESSAGE,
  PROCESSING_REDIRECT_MS,
  SERVER_ERROR_MESSAGE,
  STATUS_404_TOLERANCE,
  STATUS_POLL_MS,
  STATUS_POLL_SLOW_AFTER,
  STATUS_POLL_SLOW_MS,
} from '@ledgerlight/contract';
import type { AgentTask } from '@ledgerlight/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../lib/api/http';
import { pollDelayMs, processingPollerMachine } from './processingPoller.machine';
import type { FetchTaskInput } from './processingPoller.machine';

const TASK_ID = '7f3a9c2e-51b4-4e8a-9d06-2c8e4b1a7f30';
const PATH = `/api/agent/fraud_detection/result/${TASK_ID}`;

function task(status: string, extra: Partial<AgentTask> = {}): AgentTask {
  return { taskId: TASK_ID, status, createdAt: '2026-06-10T09:00:00.000Z', ...extra };
}

const http = (status: number) => new ApiError(status, PATH, { error: 'x' });

/** One answer per poll: a task, or a failure to throw. Poll numbers start at 1. */
type Answer = AgentTask | Error;

function start(answer: (poll: number) => Answer | Promise<Answer>, options: { hidden?: boolean } = {}) {
  const pollTimes: number[] = [];
  const goToResult = vi.fn();
  const fetchTask = fromPromise<AgentTask, FetchTaskInput>(async () => {
    pollTimes.push(Date.now());
    const result = await answer(pollTimes.length);
    if (result instanceof Error) throw result;
    return result;
  });
  const actor = createActor(processingPollerMachine.provide({ actors: { fetchTask }, actions: { goToResult } }), {
    input: { agentId: 'fraud_detection', taskId: TASK_ID, hidden: options.hidden },
  });
  const startedAt = Date.now();
  actor.start();
  return { actor, pollTimes, goToResult, startedAt };
}

/** Milliseconds between poll `n` and the poll before it (polls counted from 1). */
function gapBefore(pollTimes: readonly number[], n: number): number {
  const [previous, current] = [pollTimes[n - 2], pollTimes[n - 1]];
  if (previous === undefined || current === undefined) throw new Error(`No poll ${n}`);
  return current - previous;
}

/** Lets the fetch promise settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-06-10T09:00:00.000Z') }));
afterEach(() => vi.useRealTimers());

describe('processing poller: cadence (product 4, product 9)', () => {
  it('polls at once, then every 2000 ms after each answer', async () => {
    const { actor, pollTimes, startedAt } = start(() => task('PROCESSING'));
    await settle();
    expect(pollTimes).toEqual([startedAt]);
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS - 1);
    expect(pollTimes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pollTimes).toHaveLength(2);
    expect(gapBefore(pollTimes, 2)).toBe(2_000);
    actor.stop();
  });

  it('keeps 2000 ms up to the 31st poll and switches to 5000 ms after more than 30 polls', async () => {
    const { actor, pollTimes } = start(() => task('PROCESSING'));
    await settle();
    // Polls 1..31: 30 gaps of 2000 ms. The 31st comes 2000 ms after the 30th.
    await vi.advanceTimersByTimeAsync(STATUS_POLL_SLOW_AFTER * STATUS_POLL_MS);
    expect(pollTimes).toHaveLength(31);
    expect(actor.getSnapshot().context.polls).toBe(31);
    const gaps = Array.from({ length: 30 }, (_, index) => gapBefore(pollTimes, index + 2));
    expect(gaps).toEqual(Array.from({ length: 30 }, () => 2_000));

    // More than 30 polls made: the 32nd waits 5000 ms, not 2000 and not 4999.
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(pollTimes).toHaveLength(31);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_SLOW_MS - STATUS_POLL_MS - 1);
    expect(pollTimes).toHaveLength(31);
    await vi.advanceTimersByTimeAsync(1);
    expect(pollTimes).toHaveLength(32);
    expect(gapBefore(pollTimes, 32)).toBe(5_000);

    await vi.advanceTimersByTimeAsync(STATUS_POLL_SLOW_MS);
    expect(pollTimes).toHaveLength(33);
    expect(gapBefore(pollTimes, 33)).toBe(5_000);
    actor.stop();
  });

  it('pollDelayMs: 2000 up to 30 polls made, 5000 from 31', () => {
    expect([0, 1, 29, 30].map(pollDelayMs)).toEqual([2_000, 2_000, 2_000, 2_000]);
    expect([31, 32, 100].map(pollDelayMs)).toEqual([5_000, 5_000, 5_000]);
  });

  it('never has two requests in flight: the next delay starts when the answer arrives', async () => {
    const { actor, pollTimes } = start(
      (poll) => new Promise((resolve) => setTimeout(() => resolve(task('PROCESSING')), poll === 1 ? 3_000 : 0)),
    );
    await vi.advanceTimersByTimeAsync(2_999);
    expect(pollTimes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + STATUS_POLL_MS - 1);
    expect(pollTimes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pollTimes).toHaveLength(2);
    actor.stop();
  });

  it('uses the contract constants', () => {
    const { delays } = processingPollerMachine.implementations;
    expect(delays.COMPLETED_REDIRECT).toBe(PROCESSING_REDIRECT_MS.COMPLETED);
    expect(delays.FAILED_REDIRECT).toBe(PROCESSING_REDIRECT_MS.FAILED);
    expect([STATUS_POLL_MS, STATUS_POLL_SLOW_MS, STATUS_POLL_SLOW_AFTER, STATUS_404_TOLERANCE]).toEqual([
      2_000, 5_000, 30, 5,
    ]);
    expect(PROCESSING_REDIRECT_MS).toEqual({ COMPLETED: 1_500, FAILED: 1_000 });
  });
});

describe('processing poller: statuses', () => {
  it('records the task and its progress while PENDING and PROCESSING', async () => {
    const answers = [
      task('PENDING', { statusText: 'Queued: waiting for an available analysis worker' }),
      task('PROCESSING', { statusText: 'Fetching accounts: Everyday Checking...' }),
    ];
    const { actor } = start((poll) => answers[Math.min(poll, answers.length) - 1] ?? new Error('no answer'));
    await settle();
    expect(actor.getSnapshot().context.task?.status).toBe('PENDING');
    expect(actor.getSnapshot().context.progress).toEqual({ phase: 'queued' });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(actor.getSnapshot().context.progress).toEqual({ phase: 'running', step: 'fetchAccounts' });
    actor.stop();
  });

  it.each(['COMPLETED', 'completed', 'Completed'])('%s redirects after 1500 ms, not at 1499 ms', async (status) => {
    const { actor, goToResult, pollTimes } = start(() => task(status));
    await settle();
    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().hasTag('redirecting')).toBe(true);
    expect(actor.getSnapshot().context.progress).toEqual({ phase: 'completed' });
    await vi.advanceTimersByTimeAsync(1_499);
    expect(goToResult).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(goToResult).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('done');
    expect(pollTimes).toHaveLength(1);
  });

  it.each(['FAILED', 'failed'])('%s redirects after 1000 ms, not at 999 ms', async (status) => {
    const { actor, goToResult, pollTimes } = start(() =>
      task(status, { errorInfo: { message: 'The bank connection expired.' } }),
    );
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.task?.errorInfo?.message).toBe('The bank connection expired.');
    await vi.advanceTimersByTimeAsync(999);
    expect(goToResult).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(goToResult).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pollTimes).toHaveLength(1);
  });

  it('keeps polling an unknown status', async () => {
    const { actor, pollTimes } = start(() => task('QUEUED_FOR_REVIEW'));
    await settle();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 3);
    expect(pollTimes).toHaveLength(4);
    expect(actor.getSnapshot().matches('polling')).toBe(true);
    actor.stop();
  });
});

describe('processing poller: failures (product 4, product 8)', () => {
  it('tolerates a 404 on the first 5 polls and shows the not-found message on the 6th', async () => {
    const { actor, pollTimes } = start(() => http(404));
    await settle();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS * (STATUS_404_TOLERANCE - 1));
    expect(pollTimes).toHaveLength(5);
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeUndefined();

    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(pollTimes).toHaveLength(6);
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context.error).toBe(
      'Analysis not found. It may have been deleted or the ID is incorrect.',
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pollTimes).toHaveLength(6);
  });

  it('goes on after tolerated 404s once the task appears', async () => {
    const { actor } = start((poll) => (poll <= 5 ? http(404) : task('PROCESSING')));
    await settle();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 5);
    expect(actor.getSnapshot().context.polls).toBe(6);
    expect(actor.getSnapshot().context.task?.status).toBe('PROCESSING');
    expect(actor.getSnapshot().matches('polling')).toBe(true);
    actor.stop();
  });

  it('shows not-found for a 404 after the 5th poll even when earlier polls found the task', async () => {
    const { actor } = start((poll) => (poll <= 6 ? task('PROCESSING') : http(404)));
    await settle();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 6);
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context.error).toBe(ANALYSIS_NOT_FOUND_MESSAGE);
  });

  it('stops on a 403 with the permission message', async () => {
    const { actor, pollTimes } = start(() => http(403));
    await settle();
    expect(actor.getSnapshot().value).toBe('forbidden');
    expect(actor.getSnapshot().context.error).toBe('You do not have permission to view this analysis.');
    expect(actor.getSnapshot().context.error).toBe(FORBIDDEN_ANALYSIS_MESSAGE);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pollTimes).toHaveLength(1);
  });

  it('shows the server-error message on a 500 and keeps polling; the next answer clears it', async () => {
    const { actor, pollTimes } = start((poll) => (poll === 2 ? http(500) : task('PROCESSING')));
    await settle();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(actor.getSnapshot().context.error).toBe('Server error occurred. Please try again later.');
    expect(actor.getSnapshot().context.error).toBe(SERVER_ERROR_MESSAGE);
    expect(actor.getSnapshot().context.task?.status).toBe('PROCESSING');
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(pollTimes).toHaveLength(3);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    actor.stop();
  });

  it('shows any other failure as is, or the fallback, and keeps polling', async () => {
    const { actor } = start((poll) => (poll === 1 ? new Error('Network unreachable') : new Error('')));
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Network unreachable');
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch task result');
    expect(actor.getSnapshot().matches('polling')).toBe(true);
    actor.stop();
  });

  it('counts failed polls towards the switch to 5000 ms', async () => {
    const { actor, pollTimes } = start((poll) => (poll % 2 ? http(500) : task('PROCESSING')));
    await settle();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_SLOW_AFTER * STATUS_POLL_MS);
    expect(pollTimes).toHaveLength(31);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_SLOW_MS - 1);
    expect(pollTimes).toHaveLength(31);
    await vi.advanceTimersByTimeAsync(1);
    expect(pollTimes).toHaveLength(32);
    actor.stop();
  });
});

describe('processing poller: tab visibility and unmount', () => {
  it('pauses while hidden and polls at once when visible again', async () => {
    const { actor, pollTimes } = start(() => task('PROCESSING'));
    await settle();
    actor.send({ type: 'VISIBILITY', hidden: true });
    expect(actor.getSnapshot().value).toBe('paused');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pollTimes).toHaveLength(1);
    actor.send({ type: 'VISIBILITY', hidden: false });
    await settle();
    expect(pollTimes).toHaveLength(2);
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(pollTimes).toHaveLength(3);
    actor.stop();
  });

  it('abandons a request in flight when the tab is hidden', async () => {
    const { actor, pollTimes } = start(
      () => new Promise((resolve) => setTimeout(() => resolve(task('COMPLETED')), 500)),
    );
    actor.send({ type: 'VISIBILITY', hidden: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context.polls).toBe(0);
    expect(pollTimes).toHaveLength(1);
    actor.stop();
  });

  it('ignores a visible event while polling and a hidden event while paused', async () => {
    const { actor, pollTimes } = start(() => task('PROCESSING'));
    await settle();
    actor.send({ type: 'VISIBILITY', hidden: false });
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true);
    expect(pollTimes).toHaveLength(1);
    actor.send({ type: 'VISIBILITY', hidden: true });
    actor.send({ type: 'VISIBILITY', hidden: true });
    expect(actor.getSnapshot().value).toBe('paused');
    actor.stop();
  });

  it('waits for the tab to show when it starts hidden', async () => {
    const { actor, pollTimes } = start(() => task('PROCESSING'), { hidden: true });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(pollTimes).toHaveLength(0);
    actor.send({ type: 'VISIBILITY', hidden: false });
    await settle();
    expect(pollTimes).toHaveLength(1);
    actor.stop();
  });

  it('lets the redirect run while hidden', async () => {
    const { actor, goToResult } = start(() => task('COMPLETED'));
    await settle();
    actor.send({ type: 'VISIBILITY', hidden: true });
    await vi.advanceTimersByTimeAsync(PROCESSING_REDIRECT_MS.COMPLETED);
    expect(goToResult).toHaveBeenCalledOnce();
  });

  it('makes no more polls after it stops (unmount)', async () => {
    const { actor, pollTimes } = start(() => task('PROCESSING'));
    await settle();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(pollTimes).toHaveLength(2);
    actor.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(pollTimes).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('makes no redirect after it stops during the redirect delay', async () => {
    const { actor, goToResult } = start(() => task('COMPLETED'));
    await settle();
    actor.stop();
    await vi.advanceTimersByTimeAsync(PROCESSING_REDIRECT_MS.COMPLETED * 2);
    expect(goToResult).not.toHaveBeenCalled();
  });
});
