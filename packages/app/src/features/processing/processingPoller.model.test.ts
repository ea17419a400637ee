import { PROCESSING_REDIRECT_MS } from '@ledgerlight/contract';
import type { AgentTask } from '@ledgerlight/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { pollDelayMs, processingPollerMachine } from './processingPoller.machine';
import type { FetchTaskInput } from './processingPoller.machine';

/**
 * Model-based test of the status sequence (house rule 5). The model is product 2 and 4 as the user
 * sees the processing page: the server answers PENDING, then PROCESSING, then COMPLETED or FAILED
 * (never backwards; a status may be skipped), and a finished task leaves for its result after its
 * redirect delay. xstate/graph enumerates every simple path; each is replayed against the real
 * poller with fake timers, the server's answers fed one poll at a time.
 */

const TASK_ID = 'c0ffee00-1234-4abc-8def-00000000beef';
type Status = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

const answer = (status: Status) => ({ type: `ANSWER_${status}` as const });

const model = createTestModel(
  createMachine({
    id: 'statusSequence',
    initial: 'loading',
    states: {
      loading: {
        on: {
          ANSWER_PENDING: 'pending',
          ANSWER_PROCESSING: 'processing',
          ANSWER_COMPLETED: 'completedRedirecting',
          ANSWER_FAILED: 'failedRedirecting',
        },
      },
      pending: {
        on: {
          ANSWER_PROCESSING: 'processing',
          ANSWER_COMPLETED: 'completedRedirecting',
          ANSWER_FAILED: 'failedRedirecting',
        },
      },
      processing: { on: { ANSWER_COMPLETED: 'completedRedirecting', ANSWER_FAILED: 'failedRedirecting' } },
      completedRedirecting: { on: { WAIT_REDIRECT: 'atResult' } },
      failedRedirecting: { on: { WAIT_REDIRECT: 'atResult' } },
      atResult: { type: 'final' },
    },
  }),
);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('model: PENDING -> PROCESSING -> COMPLETED or FAILED', () => {
  const paths = model.getSimplePaths();

  it('enumerates every status sequence to the result', () => {
    const toResult = paths.filter((path) => path.state.value === 'atResult');
    const sequences = toResult.map((path) =>
      path.steps
        .map((step) => step.event.type)
        .filter((type) => type.startsWith('ANSWER_'))
        .map((type) => type.slice('ANSWER_'.length))
        .join(' '),
    );
    expect(sequences.sort()).toEqual(
      [
        'COMPLETED',
        'FAILED',
        'PENDING COMPLETED',
        'PENDING FAILED',
        'PENDING PROCESSING COMPLETED',
        'PENDING PROCESSING FAILED',
        'PROCESSING COMPLETED',
        'PROCESSING FAILED',
      ].sort(),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      // The server's next answer: each poll waits for the model's ANSWER_* event.
      let respond: ((task: AgentTask) => void) | undefined;
      let polls = 0;
      const goToResult = vi.fn();
      const fetchTask = fromPromise<AgentTask, FetchTaskInput>(() => {
        polls += 1;
        return new Promise<AgentTask>((resolve) => {
          respond = resolve;
        });
      });
      const sut = createActor(processingPollerMachine.provide({ actors: { fetchTask }, actions: { goToResult } }), {
        input: { agentId: 'budget_builder', taskId: TASK_ID },
      });
      sut.start();
      let finishedWith: Status | undefined;

      const expectPolling = (status: Status, phase: string) => {
        const snapshot = sut.getSnapshot();
        expect(snapshot.matches({ polling: 'waiting' })).toBe(true);
        expect(snapshot.context.task?.status).toBe(status);
        expect(snapshot.context.progress.phase).toBe(phase);
        expect(goToResult).not.toHaveBeenCalled();
      };

      await path.test({
        states: {
          loading: () => {
            expect(sut.getSnapshot().matches({ polling: 'fetching' })).toBe(true);
            expect(sut.getSnapshot().context.task).toBeUndefined();
          },
          pending: () => expectPolling('PENDING', 'queued'),
          processing: () => expectPolling('PROCESSING', 'running'),
          completedRedirecting: () => {
            expect(sut.getSnapshot().value).toBe('completed');
            expect(sut.getSnapshot().hasTag('redirecting')).toBe(true);
            expect(sut.getSnapshot().context.progress).toEqual({ phase: 'completed' });
            expect(goToResult).not.toHaveBeenCalled();
          },
          failedRedirecting: () => {
            expect(sut.getSnapshot().value).toBe('failed');
            expect(sut.getSnapshot().context.progress.phase).toBe('failed');
            expect(goToResult).not.toHaveBeenCalled();
          },
          atResult: () => {
            expect(goToResult).toHaveBeenCalledOnce();
            expect(sut.getSnapshot().status).toBe('done');
          },
        },
        events: Object.fromEntries([
          ...(['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'] as const).map((status) => [
            answer(status).type,
            async () => {
              // The poll this answers is in flight (the first at once, the next after the poll delay).
              if (!sut.getSnapshot().matches({ polling: 'fetching' })) {
                const before = polls;
                await vi.advanceTimersByTimeAsync(pollDelayMs(sut.getSnapshot().context.polls));
                expect(polls).toBe(before + 1);
              }
              respond?.({
                taskId: TASK_ID,
                status,
                createdAt: '2026-06-10T09:00:00.000Z',
                statusText: status === 'PROCESSING' ? 'Analyzing income and spending by category...' : null,
              });
              await vi.advanceTimersByTimeAsync(0);
              if (status === 'COMPLETED' || status === 'FAILED') finishedWith = status;
            },
          ]),
          [
            'WAIT_REDIRECT',
            async () => {
              const delay =
                finishedWith === 'FAILED' ? PROCESSING_REDIRECT_MS.FAILED : PROCESSING_REDIRECT_MS.COMPLETED;
              await vi.advanceTimersByTimeAsync(delay - 1);
              expect(goToResult).not.toHaveBeenCalled();
              await vi.advanceTimersByTimeAsync(1);
            },
          ],
        ]),
      });
      sut.stop();
    });
  }
});
