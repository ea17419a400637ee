import type { SupportRequest, SupportResponse } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  EMPTY_HELP_VALUES,
  HELP_FAILURE_MESSAGE,
  HELP_SUCCESS_MESSAGE,
  helpFormMachine,
  helpFormMessage,
  helpFormStatus,
} from './helpForm.machine';
import type { HelpFormActor, HelpFormStatus } from './helpForm.machine';

/**
 * Model-based test of the Help form (house rule 5): the model is product 4 seen by the user. xstate/graph
 * finds every loop-free path to every model state; each is replayed against the real machine with a
 * support endpoint that answers as the path says (the next answer is queued before each submit).
 * Covered: submit -> success -> reset, and submit -> error -> retry -> success.
 */

const REQUEST = { analysisId: 'task-0001-abcdefgh', category: 'bad analysis', description: 'The totals are wrong' };

function supportServer() {
  const outcomes: ('ok' | 'fail')[] = [];
  const bodies: SupportRequest[] = [];
  const actor = fromPromise<SupportResponse, SupportRequest>(async ({ input }) => {
    bodies.push(input);
    if (outcomes.shift() === 'fail') throw new Error('Request failed with status code 500');
    return { success: true, id: `sr_${bodies.length}` };
  });
  return { actor, outcomes, bodies };
}

function expectAt(actor: HelpFormActor, status: HelpFormStatus, message?: string) {
  expect(helpFormStatus(actor.getSnapshot())).toBe(status);
  expect(helpFormMessage(actor.getSnapshot())).toBe(message);
}

const model = createTestModel(
  createMachine({
    id: 'helpFlow',
    initial: 'empty',
    states: {
      empty: { on: { FILL: 'filled', SUBMIT_EMPTY: 'invalid' } },
      invalid: { on: { FILL: 'filled' } },
      filled: { on: { SUBMIT_OK: 'sent', SUBMIT_FAIL: 'failed' } },
      failed: { on: { RETRY_OK: 'sent' } },
      sent: { on: { EDIT: 'editingAfterSend' } },
      editingAfterSend: {},
    },
  }),
);
// Simple paths (every loop-free path to every state): small here, and they include both routes to success.
const paths = model.getSimplePaths();

describe('model: submit -> success -> reset; submit -> error -> retry', () => {
  it('reaches every state, success through a failure and retry too', () => {
    const states = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...states].sort()).toEqual(['editingAfterSend', 'empty', 'failed', 'filled', 'invalid', 'sent']);
    const sequences = paths.map((path) => path.steps.map((step) => step.event.type).join(' '));
    expect(sequences.some((events) => events.startsWith('xstate.init FILL SUBMIT_OK'))).toBe(true);
    expect(sequences.some((events) => events.startsWith('xstate.init FILL SUBMIT_FAIL RETRY_OK'))).toBe(true);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const server = supportServer();
      const sut = createActor(helpFormMachine.provide({ actors: { submitSupport: server.actor } }), { input: {} });
      sut.start();
      const submit = async (outcome: 'ok' | 'fail') => {
        server.outcomes.push(outcome);
        sut.send({ type: 'SUBMIT' });
        expect(sut.getSnapshot().hasTag('busy')).toBe(true);
        await waitFor(sut, (snapshot) => !snapshot.hasTag('busy'));
      };
      await path.test({
        states: {
          empty: () => {
            expectAt(sut, 'idle');
            expect(sut.getSnapshot().context.values).toEqual(EMPTY_HELP_VALUES);
          },
          invalid: () => {
            expectAt(sut, 'idle');
            expect(sut.getSnapshot().context.fieldErrors.description).toBeDefined();
            expect(server.bodies).toEqual([]);
          },
          filled: () => {
            expectAt(sut, 'idle');
            expect(sut.getSnapshot().context.fieldErrors).toEqual({});
          },
          failed: () => {
            expectAt(sut, 'error', HELP_FAILURE_MESSAGE);
            expect(sut.getSnapshot().context.values).toEqual(REQUEST);
          },
          sent: () => {
            expectAt(sut, 'success', HELP_SUCCESS_MESSAGE);
            expect(sut.getSnapshot().context.values).toEqual(EMPTY_HELP_VALUES);
            expect(server.bodies.at(-1)).toEqual(REQUEST);
          },
          editingAfterSend: () => {
            expectAt(sut, 'idle');
            expect(sut.getSnapshot().context.values).toEqual({ ...EMPTY_HELP_VALUES, description: 'One more thing' });
          },
        },
        events: {
          FILL: () => {
            sut.send({ type: 'FIELD.CHANGE', field: 'analysisId', value: REQUEST.analysisId });
            sut.send({ type: 'FIELD.CHANGE', field: 'category', value: REQUEST.category });
            sut.send({ type: 'FIELD.CHANGE', field: 'description', value: REQUEST.description });
          },
          SUBMIT_EMPTY: () => {
            sut.send({ type: 'SUBMIT' });
          },
          SUBMIT_OK: () => submit('ok'),
          SUBMIT_FAIL: () => submit('fail'),
          RETRY_OK: () => submit('ok'),
          EDIT: () => {
            sut.send({ type: 'FIELD.CHANGE', field: 'description', value: 'One more thing' });
          },
        },
      });
    });
  }
});
