import {
  INVALID_AGENT_MESSAGE,
  MONEY_WHOLE_DOLLARS_MESSAGE,
  SELECT_ACCOUNT_MESSAGE,
  insufficientCreditsMessage,
} from '@ledgerlight/contract';
import { ZIPCODE_MESSAGE } from '@ledgerlight/contract';
import type { AgentInitiateBody, AgentInitiateResponse } from '@ledgerlight/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../lib/api/http';
import {
  START_FAILED_MESSAGE,
  initiateBody,
  startAgentErrors,
  startAgentMachine,
  startErrorMessage,
} from './startAgent.machine';
import type { StartRequest } from './startAgent.machine';

const CONFIG = { selectedAccounts: ['acc-1', 'acc-2'], annualIncome: '72500', zipcode: '94107' };
const ONE_ACCOUNT = { selectedAccounts: ['acc-1'], annualIncome: '', zipcode: '' };

function start(agentId: string, initiate: (body: AgentInitiateBody) => Promise<AgentInitiateResponse>) {
  const goToProcessing = vi.fn();
  const invalidateBalance = vi.fn();
  const calls: AgentInitiateBody[] = [];
  const keys: string[] = [];
  const actor = createActor(
    startAgentMachine.provide({
      actors: {
        initiate: fromPromise(({ input }: { input: StartRequest }) => {
          calls.push(input.body);
          keys.push(input.idempotencyKey);
          return initiate(input.body);
        }),
      },
      actions: { goToProcessing: ({ context }) => goToProcessing(context.agentId, context.taskId), invalidateBalance },
    }),
    { input: { agentId } },
  );
  actor.start();
  return { actor, goToProcessing, invalidateBalance, calls, keys };
}

describe('initiateBody (product 7)', () => {
  it('sends annualIncome and zipcode for the budget builder only', () => {
    expect(initiateBody('budget_builder', CONFIG)).toEqual({
      agent_type: 'budget_builder',
      selectedAccounts: ['acc-1', 'acc-2'],
      annualIncome: 72500,
      zipcode: '94107',
    });
    expect(initiateBody('savings_finder', CONFIG)).toEqual({
      agent_type: 'savings_finder',
      selectedAccounts: ['acc-1', 'acc-2'],
    });
  });

  it('sends the income people type, read exactly (ADR 0016: $65,000.00 was sent as 6500000)', () => {
    for (const typed of ['$65,000.00', '65,000', ' 65000 ']) {
      expect(initiateBody('budget_builder', { ...CONFIG, annualIncome: typed })).toMatchObject({
        annualIncome: 65_000,
      });
    }
  });

  it('leaves out what was not given', () => {
    expect(initiateBody('budget_builder', { ...CONFIG, annualIncome: '', zipcode: '' })).toEqual({
      agent_type: 'budget_builder',
      selectedAccounts: ['acc-1', 'acc-2'],
    });
  });
});

describe('startErrorMessage (product 8)', () => {
  it('reads the 402 body', () => {
    const error = new ApiError(402, '/api/agent/initiate', {
      error: 'Insufficient credits',
      required: 5,
      current: 3,
      shortfall: 2,
    });
    expect(startErrorMessage(error)).toBe(
      "Insufficient credits! You need 5 credits but only have 3. You're short 2 credits.",
    );
  });

  it('names an unknown agent', () => {
    const error = new ApiError(400, '/api/agent/initiate', { error: INVALID_AGENT_MESSAGE, message: 'agent_type: x' });
    expect(startErrorMessage(error)).toBe('Invalid agent selected');
  });

  it.each([
    ['a 500', new ApiError(500, '/api/agent/initiate', { error: 'Internal Server Error' })],
    ['a 402 without its body', new ApiError(402, '/api/agent/initiate', { error: 'Payment required' })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('falls back on %s', (_name, error) => {
    expect(startErrorMessage(error)).toBe('Failed to start agent. Please try again.');
  });
});

describe('the start-flow machine', () => {
  it('configure -> confirm -> back -> confirm -> starting -> done, then to /processing', async () => {
    const { actor, goToProcessing, invalidateBalance, calls } = start('budget_builder', async () => ({
      taskId: 'task-42',
    }));
    expect(actor.getSnapshot().value).toBe('configure');
    actor.send({ type: 'UPDATE', config: CONFIG });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('confirm');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('configure');
    expect(actor.getSnapshot().context.config).toEqual(CONFIG);
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('starting');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toEqual([initiateBody('budget_builder', CONFIG)]);
    expect(goToProcessing).toHaveBeenCalledWith('budget_builder', 'task-42');
    expect(invalidateBalance).toHaveBeenCalledOnce();
  });

  it('fails with the message, and may try again', async () => {
    let attempt = 0;
    const { actor, goToProcessing } = start('fraud_detection', async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiError(500, '/api/agent/initiate', { error: 'Internal Server Error' });
      return { taskId: 'task-2' };
    });
    actor.send({ type: 'UPDATE', config: { ...CONFIG, selectedAccounts: ['acc-1'] } });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'START' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(START_FAILED_MESSAGE);
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(goToProcessing).toHaveBeenCalledWith('fraud_detection', 'task-2');
  });

  it('sends a new Idempotency-Key for each confirmed start, and the same one when trying again', async () => {
    let attempt = 0;
    const { actor, keys } = start('fraud_detection', async () => {
      attempt += 1;
      // The first two answers are lost on the way (the server may have committed the start).
      if (attempt <= 2) throw new TypeError('Failed to fetch');
      return { taskId: 'task-3' };
    });
    actor.send({ type: 'UPDATE', config: ONE_ACCOUNT });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'START' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'START' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    // Back to the configuration: the next confirmed start is another start, with another key.
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'START' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('goes back to the configuration from a failure', async () => {
    const { actor } = start('fraud_detection', async () => {
      throw new ApiError(402, '/api/agent/initiate', {
        error: 'Insufficient credits',
        required: 2,
        current: 0,
        shortfall: 2,
      });
    });
    actor.send({ type: 'UPDATE', config: ONE_ACCOUNT });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'START' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(
      "Insufficient credits! You need 2 credits but only have 0. You're short 2 credits.",
    );
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('configure');
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('keeps Continue in configure until the rules of product 5 hold, and shows why only after it', () => {
    const { actor } = start('budget_builder', async () => ({ taskId: 'never' }));
    expect(startAgentErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('configure');
    expect(startAgentErrors(actor.getSnapshot())).toEqual({ selectedAccounts: SELECT_ACCOUNT_MESSAGE });

    actor.send({ type: 'UPDATE', config: { ...CONFIG, annualIncome: '72,500.75', zipcode: '9410' } });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('configure');
    expect(startAgentErrors(actor.getSnapshot())).toEqual({
      annualIncome: MONEY_WHOLE_DOLLARS_MESSAGE,
      zipcode: ZIPCODE_MESSAGE,
    });

    actor.send({ type: 'UPDATE', config: CONFIG });
    actor.send({ type: 'BALANCE', balance: 3 });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('configure');
    expect(startAgentErrors(actor.getSnapshot())).toEqual({ credits: insufficientCreditsMessage(4, 3) });

    actor.send({ type: 'BALANCE', balance: 4 });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('confirm');
  });

  it('shows the shortfall before any Continue, and checks nothing against an unknown balance', () => {
    const { actor } = start('fraud_detection', async () => ({ taskId: 'never' }));
    actor.send({ type: 'UPDATE', config: ONE_ACCOUNT });
    actor.send({ type: 'BALANCE', balance: 1 });
    expect(startAgentErrors(actor.getSnapshot())).toEqual({ credits: insufficientCreditsMessage(2, 1) });
    actor.send({ type: 'BALANCE', balance: undefined });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('confirm');
  });

  it('refuses an unknown agent without calling the server (product 5)', () => {
    const initiate = vi.fn(async () => ({ taskId: 'never' }));
    const { actor, calls } = start('crypto_trader', initiate);
    actor.send({ type: 'UPDATE', config: ONE_ACCOUNT });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Invalid agent selected');
    expect(calls).toEqual([]);
  });
});
