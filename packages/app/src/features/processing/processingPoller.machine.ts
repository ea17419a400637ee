import {
  PROCESSING_REDIRECT_MS,
  STATUS_404_TOLERANCE,
  STATUS_POLL_MS,
  STATUS_POLL_SLOW_AFTER,
  STATUS_POLL_SLOW_MS,
  toTaskStatus,
} from '@ledgerlight/contract';
import type { AgentId, AgentTask } from '@ledgerlight/contract';
import { assign, setup } from 'xstate';
import type { ErrorActorEvent, SnapshotFrom } from 'xstate';
import { notProvided } from '../../lib/machines/notProvided';
import { progressOf } from './progress';
import type { ProcessingProgress } from './progress';
import { resultFetchFailure, resultFetchMessage } from './resultFetchMessage';

export interface ProcessingPollerInput {
  agentId: AgentId;
  taskId: string;
  /** The tab is hidden when the page mounts (document.hidden): wait for it to show before polling. */
  hidden?: boolean;
}

export interface ProcessingPollerContext {
  agentId: AgentId;
  taskId: string;
  /** Polls answered so far (a success or a failure; a request cut short by hiding the tab is not one). */
  polls: number;
  /** The task as the last successful poll returned it. */
  task?: AgentTask;
  progress: ProcessingProgress;
  /**
   * The product 8 message of the last failed poll. While polling goes on (a 500, a timeout) it is shown
   * beside the last known progress and cleared by the next answer; in notFound and forbidden it is final.
   */
  error?: string;
  /** Set when the tab was hidden at start; cleared by the first VISIBILITY event. */
  startHidden: boolean;
}

/** What the fetch actor is given: the task to read. */
export type FetchTaskInput = Pick<ProcessingPollerInput, 'agentId' | 'taskId'>;

export type ProcessingPollerEvent =
  /** The page forwards document.visibilitychange: `hidden` is document.hidden. */
  { type: 'VISIBILITY'; hidden: boolean };

/** The failure a fetch ended with. */
const errorOf = ({ event }: { event: ErrorActorEvent }): unknown => event.error;

/** The delay before the next poll: 2 s, then 5 s once more than 30 polls were made (product 4, product 9). */
export function pollDelayMs(polls: number): number {
  return polls > STATUS_POLL_SLOW_AFTER ? STATUS_POLL_SLOW_MS : STATUS_POLL_MS;
}

/**
 * The processing page's status poller (product 2, product 4 "Status polling", product 9 timings).
 *
 * - The first poll goes out at once; each next one `pollDelayMs(polls)` after the previous one was
 *   answered (a chain of timeouts, never two requests in flight): the 31st poll still comes 2000 ms
 *   after the 30th, the 32nd 5000 ms after the 31st ("after more than 30 polls").
 * - A 404 on polls 1 to 5 is tolerated (the task may not be readable yet); a 404 on the 6th poll or
 *   later stops polling with 'Analysis not found...' (product 8).
 * - A 403 stops polling with 'You do not have permission...': another user's task stays theirs.
 * - Any other failure (500, timeout, network) keeps polling at the same pace and shows its product 8
 *   message until the next answer clears it: a task that is running should not be abandoned
 *   because one request failed.
 * - Status is compared case-insensitively (product 4). COMPLETED waits 1500 ms, FAILED 1000 ms, then
 *   `goToResult` sends the page to /results/{agentId}/{taskId} (product 2). Polling has stopped by then.
 * - VISIBILITY hidden pauses polling (an in-flight request is abandoned), visible resumes it with an
 *   immediate poll. Stopping the actor (unmount) cancels the pending poll and its timer.
 */
export const processingPollerMachine = setup({
  types: {
    context: {} as ProcessingPollerContext,
    events: {} as ProcessingPollerEvent,
    input: {} as ProcessingPollerInput,
  },
  actors: {
    /** GET /api/agent/results/{agentId}/{taskId}, supplied with `.provide({ actors })`. */
    fetchTask: notProvided<AgentTask, FetchTaskInput>('fetchTask'),
  },
  actions: {
    /** The page navigates to /results/{agentId}/{taskId}. */
    goToResult: () => undefined,
    recordTask: assign(({ context }, task: AgentTask) => ({
      polls: context.polls + 1,
      task,
      progress: progressOf(task, context.progress),
      error: undefined,
    })),
    recordTolerated404: assign({ polls: ({ context }) => context.polls + 1 }),
    recordFailure: assign(({ context }, error: unknown) => ({
      polls: context.polls + 1,
      error: resultFetchMessage(error),
    })),
    clearStartHidden: assign({ startHidden: false }),
  },
  guards: {
    isCompleted: (_, task: AgentTask) => toTaskStatus(task.status) === 'COMPLETED',
    isFailed: (_, task: AgentTask) => toTaskStatus(task.status) === 'FAILED',
    /** This 404 answers one of the first five polls (the count includes it). */
    isTolerated404: ({ context }, error: unknown) =>
      resultFetchFailure(error) === 'notFound' && context.polls + 1 <= STATUS_404_TOLERANCE,
    isNotFound: (_, error: unknown) => resultFetchFailure(error) === 'notFound',
    isForbidden: (_, error: unknown) => resultFetchFailure(error) === 'forbidden',
    isHidden: (_, hidden: boolean) => hidden,
    isVisible: (_, hidden: boolean) => !hidden,
    startsHidden: ({ context }) => context.startHidden,
  },
  delays: {
    /** 2000 ms, or 5000 ms after more than 30 polls. */
    POLL_INTERVAL: ({ context }) => pollDelayMs(context.polls),
    COMPLETED_REDIRECT: PROCESSING_REDIRECT_MS.COMPLETED,
    FAILED_REDIRECT: PROCESSING_REDIRECT_MS.FAILED,
  },
}).createMachine({
  id: 'processingPoller',
  context: ({ input }) => ({
    agentId: input.agentId,
    taskId: input.taskId,
    polls: 0,
    progress: { phase: 'queued' },
    startHidden: input.hidden ?? false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsHidden', target: 'paused' }, { target: 'polling' }],
    },
    polling: {
      initial: 'fetching',
      on: {
        VISIBILITY: {
          guard: { type: 'isHidden', params: ({ event }) => event.hidden },
          target: 'paused',
        },
      },
      states: {
        fetching: {
          tags: ['fetching'],
          invoke: {
            src: 'fetchTask',
            input: ({ context }) => ({ agentId: context.agentId, taskId: context.taskId }),
            onDone: [
              {
                guard: { type: 'isCompleted', params: ({ event }) => event.output },
                target: '#processingPoller.completed',
                actions: { type: 'recordTask', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isFailed', params: ({ event }) => event.output },
                target: '#processingPoller.failed',
                actions: { type: 'recordTask', params: ({ event }) => event.output },
              },
              { target: 'waiting', actions: { type: 'recordTask', params: ({ event }) => event.output } },
            ],
            onError: [
              {
                guard: { type: 'isTolerated404', params: errorOf },
                target: 'waiting',
                actions: 'recordTolerated404',
              },
              {
                guard: { type: 'isNotFound', params: errorOf },
                target: '#processingPoller.notFound',
                actions: { type: 'recordFailure', params: errorOf },
              },
              {
                guard: { type: 'isForbidden', params: errorOf },
                target: '#processingPoller.forbidden',
                actions: { type: 'recordFailure', params: errorOf },
              },
              { target: 'waiting', actions: { type: 'recordFailure', params: errorOf } },
            ],
          },
        },
        waiting: {
          after: { POLL_INTERVAL: 'fetching' },
        },
      },
    },
    /** The tab is hidden: no timer, no request, until it shows again. */
    paused: {
      tags: ['paused'],
      on: {
        VISIBILITY: {
          guard: { type: 'isVisible', params: ({ event }) => event.hidden },
          target: 'polling',
          actions: 'clearStartHidden',
        },
      },
    },
    /** COMPLETED: 'redirecting' for 1500 ms, then to the result. */
    completed: {
      tags: ['redirecting'],
      after: { COMPLETED_REDIRECT: 'redirected' },
    },
    /** FAILED: 'redirecting' for 1000 ms, then to the result, which shows the failure. */
    failed: {
      tags: ['redirecting'],
      after: { FAILED_REDIRECT: 'redirected' },
    },
    redirected: { type: 'final', entry: 'goToResult' },
    /** A 404 after the tolerance: 'Analysis not found...'. Polling has stopped. */
    notFound: { type: 'final' },
    /** A 403: 'You do not have permission...'. Polling has stopped. */
    forbidden: { type: 'final' },
  },
});

export type ProcessingPollerSnapshot = SnapshotFrom<typeof processingPollerMachine>;
