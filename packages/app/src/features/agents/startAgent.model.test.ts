import { INVALID_AGENT_MESSAGE, SELECT_ACCOUNT_MESSAGE, insufficientCreditsMessage } from '@ledgerlight/contract';
import { ZIPCODE_MESSAGE } from '@ledgerlight/contract';
import type { AgentInitiateBody, AgentInitiateResponse } from '@ledgerlight/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import type { Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '../../lib/api/http';
import { START_FAILED_MESSAGE, startAgentErrors, startAgentMachine } from './startAgent.machine';
import type { StartRequest } from './startAgent.machine';

/**
 * Model-based tests of the Start flow (house rule 5: a critical path). The model is product 2's modal as
 * the user sees it: configure, where Continue is refused with product 5's message when no account is
 * selected, the ZIP code is not 5 digits or the cost is above the balance; confirm (Back returns),
 * Start Agent ('Starting...'), then /processing or one of product 8's messages, from which the user may
 * go back or start again. xstate/graph finds the
 * shortest path to every state; each is replayed against the real machine, with the server answering
 * POST /api/agent/initiate as the path says.
 */

const TASK_ID = 'task-model-0001';
const CONFIG = { selectedAccounts: ['acc-checking-1'], annualIncome: '85000', zipcode: '94110' };
/** The budget builder on one account costs 2 + 1 credits. */
const COST = 3;
const BALANCE = 14;
const SHORT = { error: 'Insufficient credits', required: 4, current: 1, shortfall: 3 };

const model = createTestModel(
  createMachine({
    id: 'startFlow',
    initial: 'closed',
    states: {
      closed: { on: { OPEN_KNOWN_AGENT: 'configure', OPEN_UNKNOWN_AGENT: 'configureUnknown' } },
      configure: {
        on: {
          CONTINUE: 'confirm',
          CONTINUE_WITHOUT_ACCOUNT: 'noAccountSelected',
          CONTINUE_WITH_BAD_ZIP: 'badZip',
          CONTINUE_UNAFFORDABLE: 'unaffordable',
        },
      },
      noAccountSelected: { on: { FIX: 'configure' } },
      badZip: { on: { FIX: 'configure' } },
      unaffordable: { on: { FIX: 'configure' } },
      confirm: { on: { BACK: 'configure', START: 'starting' } },
      starting: { on: { ANSWER_TASK: 'processing', ANSWER_402: 'insufficient', ANSWER_500: 'startFailed' } },
      insufficient: { on: { BACK: 'configure' } },
      startFailed: { on: { START: 'starting' } },
      processing: { type: 'final' },
      configureUnknown: { on: { CONTINUE: 'confirmUnknown' } },
      confirmUnknown: { on: { START: 'invalidAgent' } },
      invalidAgent: { type: 'final' },
    },
  }),
);

interface Answer {
  resolve: (response: AgentInitiateResponse) => void;
  reject: (error: unknown) => void;
}

/** The real machine behind a server the test answers for. */
function harness() {
  const goToProcessing = vi.fn();
  const invalidateBalance = vi.fn();
  const bodies: AgentInitiateBody[] = [];
  let answer: Answer | undefined;
  let actor: Actor<typeof startAgentMachine> | undefined;
  const open = (agentId: string) => {
    actor = createActor(
      startAgentMachine.provide({
        actions: { goToProcessing, invalidateBalance },
        actors: {
          initiate: fromPromise<AgentInitiateResponse, StartRequest>(
            ({ input }) =>
              new Promise((resolve, reject) => {
                bodies.push(input.body);
                answer = { resolve, reject };
              }),
          ),
        },
      }),
      { input: { agentId, config: CONFIG, balance: BALANCE } },
    );
    actor.start();
  };
  const running = () => {
    if (!actor) throw new Error('The modal is not open');
    return actor;
  };
  const reply = async (settle: (pending: Answer) => void) => {
    if (!answer) throw new Error('No request is waiting');
    settle(answer);
    answer = undefined;
    await vi.waitFor(() => expect(running().getSnapshot().matches('starting')).toBe(false));
  };
  return {
    open,
    send: (event: Parameters<Actor<typeof startAgentMachine>['send']>[0]) => running().send(event),
    snapshot: () => running().getSnapshot(),
    reply,
    bodies,
    goToProcessing,
    invalidateBalance,
  };
}

describe('model: the Start flow (product 2, 5, 8)', () => {
  const paths = model.getShortestPaths();

  it('reaches every state the user can see', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual(
      [
        'closed',
        'configure',
        'noAccountSelected',
        'badZip',
        'unaffordable',
        'confirm',
        'starting',
        'insufficient',
        'startFailed',
        'processing',
        'configureUnknown',
        'confirmUnknown',
        'invalidAgent',
      ].sort(),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sut = harness();
      await path.test({
        states: {
          closed: () => undefined,
          configure: () => {
            expect(sut.snapshot().value).toBe('configure');
            expect(sut.snapshot().context.error).toBeUndefined();
            expect(startAgentErrors(sut.snapshot())).toEqual({});
          },
          noAccountSelected: () => {
            expect(sut.snapshot().value).toBe('configure');
            expect(startAgentErrors(sut.snapshot())).toEqual({ selectedAccounts: SELECT_ACCOUNT_MESSAGE });
          },
          badZip: () => {
            expect(sut.snapshot().value).toBe('configure');
            expect(startAgentErrors(sut.snapshot())).toEqual({ zipcode: ZIPCODE_MESSAGE });
          },
          unaffordable: () => {
            expect(sut.snapshot().value).toBe('configure');
            expect(startAgentErrors(sut.snapshot())).toEqual({ credits: insufficientCreditsMessage(COST, 1) });
          },
          configureUnknown: () => expect(sut.snapshot().value).toBe('configure'),
          confirm: () => expect(sut.snapshot().value).toBe('confirm'),
          confirmUnknown: () => expect(sut.snapshot().value).toBe('confirm'),
          starting: () => {
            expect(sut.snapshot().value).toBe('starting');
            // The body of product 7, with the budget builder's optional context (whole USD, 5 digits).
            expect(sut.bodies.at(-1)).toEqual({
              agent_type: 'budget_builder',
              selectedAccounts: ['acc-checking-1'],
              annualIncome: 85_000,
              zipcode: '94110',
            });
          },
          insufficient: () => {
            expect(sut.snapshot().value).toBe('failed');
            expect(sut.snapshot().context.error).toBe(
              "Insufficient credits! You need 4 credits but only have 1. You're short 3 credits.",
            );
            expect(sut.goToProcessing).not.toHaveBeenCalled();
          },
          startFailed: () => {
            expect(sut.snapshot().value).toBe('failed');
            expect(sut.snapshot().context.error).toBe(START_FAILED_MESSAGE);
          },
          processing: () => {
            expect(sut.snapshot().status).toBe('done');
            expect(sut.snapshot().context.taskId).toBe(TASK_ID);
            expect(sut.goToProcessing).toHaveBeenCalledOnce();
            expect(sut.invalidateBalance).toHaveBeenCalled();
          },
          invalidAgent: () => {
            expect(sut.snapshot().context.error).toBe(INVALID_AGENT_MESSAGE);
            expect(sut.bodies).toEqual([]);
          },
        },
        events: {
          OPEN_KNOWN_AGENT: () => sut.open('budget_builder'),
          OPEN_UNKNOWN_AGENT: () => sut.open('crystal_ball'),
          CONTINUE: () => sut.send({ type: 'CONTINUE' }),
          CONTINUE_WITHOUT_ACCOUNT: () => {
            sut.send({ type: 'UPDATE', config: { ...CONFIG, selectedAccounts: [] } });
            sut.send({ type: 'CONTINUE' });
          },
          CONTINUE_WITH_BAD_ZIP: () => {
            sut.send({ type: 'UPDATE', config: { ...CONFIG, zipcode: '941' } });
            sut.send({ type: 'CONTINUE' });
          },
          CONTINUE_UNAFFORDABLE: () => {
            sut.send({ type: 'BALANCE', balance: 1 });
            sut.send({ type: 'CONTINUE' });
          },
          FIX: () => {
            sut.send({ type: 'UPDATE', config: CONFIG });
            sut.send({ type: 'BALANCE', balance: BALANCE });
          },
          BACK: () => sut.send({ type: 'BACK' }),
          START: () => sut.send({ type: 'START' }),
          ANSWER_TASK: () => sut.reply((pending) => pending.resolve({ taskId: TASK_ID })),
          ANSWER_402: () => sut.reply((pending) => pending.reject(new ApiError(402, '/api/agent/initiate', SHORT))),
          ANSWER_500: () =>
            sut.reply((pending) =>
              pending.reject(new ApiError(500, '/api/agent/initiate', { error: 'Internal Server Error' })),
            ),
        },
      });
    });
  }
});
