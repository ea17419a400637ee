import {
  HELP_CATEGORIES,
  HELP_DEFAULT_CATEGORY,
  SUPPORT_DESCRIPTION_MAX,
  supportBodySchema,
} from '@ledgerlight/contract';
import type { SupportRequest, SupportResponse } from '@ledgerlight/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  EMPTY_HELP_VALUES,
  HELP_FAILURE_MESSAGE,
  HELP_FIELD_MESSAGES,
  HELP_SUCCESS_MESSAGE,
  helpFormMachine,
  helpFormMessage,
  helpFormStatus,
  initialHelpValues,
  supportRequestOf,
  validateHelpForm,
} from './helpForm.machine';
import type { HelpFormActor, HelpFormInput } from './helpForm.machine';

/** A submit actor the test settles by hand. */
function controlledSubmit() {
  const calls: SupportRequest[] = [];
  let settle: { resolve: (value: SupportResponse) => void; reject: (reason: unknown) => void } | undefined;
  const actor = fromPromise<SupportResponse, SupportRequest>(
    ({ input }) =>
      new Promise<SupportResponse>((resolve, reject) => {
        calls.push(input);
        settle = { resolve, reject };
      }),
  );
  return {
    actor,
    calls,
    succeed: () => settle?.resolve({ success: true, id: 'sr_1' }),
    fail: () => settle?.reject(new Error('Request failed with status code 500')),
  };
}

function start(input?: HelpFormInput) {
  const submit = controlledSubmit();
  const actor = createActor(helpFormMachine.provide({ actors: { submitSupport: submit.actor } }), { input });
  actor.start();
  return { actor, submit };
}

function type(actor: HelpFormActor, description: string) {
  actor.send({ type: 'FIELD.CHANGE', field: 'description', value: description });
}

async function settled(actor: HelpFormActor) {
  await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('initial values (product 2: prefilled from the query)', () => {
  it('starts with no analysis, general question and an empty description', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual(EMPTY_HELP_VALUES);
    expect(EMPTY_HELP_VALUES).toEqual({ analysisId: '', category: 'general question', description: '' });
    expect(helpFormMessage(actor.getSnapshot())).toBeUndefined();
  });

  it.each(HELP_CATEGORIES)('takes the category %s and the description from the query', (category) => {
    const { actor } = start({ category, description: 'Charged twice for one run' });
    expect(actor.getSnapshot().context.values).toEqual({
      analysisId: '',
      category,
      description: 'Charged twice for one run',
    });
  });

  it.each(['billing', 'General Question', '', null, undefined])('an unknown category (%s) falls back', (category) => {
    expect(initialHelpValues({ category }).category).toBe(HELP_DEFAULT_CATEGORY);
  });
});

describe('validation (product 5)', () => {
  it('requires a description, blank counts as empty', () => {
    expect(validateHelpForm({ ...EMPTY_HELP_VALUES })).toEqual({
      description: HELP_FIELD_MESSAGES.descriptionRequired,
    });
    expect(validateHelpForm({ ...EMPTY_HELP_VALUES, description: '  \n ' })).toEqual({
      description: HELP_FIELD_MESSAGES.descriptionRequired,
    });
  });

  it('requires one of the four categories and leaves the analysis optional', () => {
    expect(validateHelpForm({ analysisId: '', category: '', description: 'x' })).toEqual({
      category: HELP_FIELD_MESSAGES.categoryRequired,
    });
    expect(validateHelpForm({ analysisId: '', category: 'other', description: 'x' })).toEqual({});
  });

  it('refuses a description over the contract limit', () => {
    const description = 'a'.repeat(SUPPORT_DESCRIPTION_MAX + 1);
    expect(validateHelpForm({ ...EMPTY_HELP_VALUES, description })).toEqual({
      description: HELP_FIELD_MESSAGES.descriptionTooLong,
    });
    expect(validateHelpForm({ ...EMPTY_HELP_VALUES, description: 'a'.repeat(SUPPORT_DESCRIPTION_MAX) })).toEqual({});
  });

  it('an invalid submit stays idle, sends nothing and shows the field error; editing the field clears it', () => {
    const { actor, submit } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ description: HELP_FIELD_MESSAGES.descriptionRequired });
    expect(submit.calls).toEqual([]);
    type(actor, 'Hello');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('sends a body the contract accepts: analysisId (task id or empty), category, trimmed description', () => {
    const body = supportRequestOf({ analysisId: 'task-1234567890', category: 'bad analysis', description: ' Wrong ' });
    expect(body).toEqual({ analysisId: 'task-1234567890', category: 'bad analysis', description: 'Wrong' });
    expect(supportBodySchema.parse(body)).toEqual(body);
    expect(supportBodySchema.parse(supportRequestOf({ ...EMPTY_HELP_VALUES, description: 'x' })).analysisId).toBe('');
  });
});

describe('the help form machine (product 4)', () => {
  it('idle -> submitting: busy, with the values as the body; edits are ignored while submitting', () => {
    const { actor, submit } = start();
    actor.send({ type: 'FIELD.CHANGE', field: 'analysisId', value: 'task-abcdefgh12345678' });
    actor.send({ type: 'FIELD.CHANGE', field: 'category', value: 'refund request' });
    type(actor, 'Please refund my last run');
    actor.send({ type: 'SUBMIT' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('submitting');
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(helpFormStatus(snapshot)).toBe('submitting');
    expect(submit.calls).toEqual([
      { analysisId: 'task-abcdefgh12345678', category: 'refund request', description: 'Please refund my last run' },
    ]);
    type(actor, 'changed');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.values.description).toBe('Please refund my last run');
    expect(submit.calls).toHaveLength(1);
  });

  it('submitting -> success: the message, and the fields reset', async () => {
    const { actor, submit } = start({ category: 'bad analysis', description: 'Wrong totals' });
    actor.send({ type: 'FIELD.CHANGE', field: 'analysisId', value: 'task-1' });
    actor.send({ type: 'SUBMIT' });
    submit.succeed();
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('success');
    expect(helpFormStatus(snapshot)).toBe('success');
    expect(helpFormMessage(snapshot)).toBe(HELP_SUCCESS_MESSAGE);
    expect(HELP_SUCCESS_MESSAGE).toBe('Your request has been sent.');
    expect(snapshot.context.values).toEqual({ analysisId: '', category: 'general question', description: '' });
  });

  it('submitting -> error: the message, and the fields kept', async () => {
    const { actor, submit } = start({ category: 'other', description: 'Something else' });
    actor.send({ type: 'SUBMIT' });
    submit.fail();
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('error');
    expect(helpFormStatus(snapshot)).toBe('error');
    expect(helpFormMessage(snapshot)).toBe(HELP_FAILURE_MESSAGE);
    expect(HELP_FAILURE_MESSAGE).toBe('Failed to submit request.');
    expect(snapshot.context.values).toEqual({ analysisId: '', category: 'other', description: 'Something else' });
  });

  it('success: the message stays with time and goes with the first edit (success -> idle)', async () => {
    const { actor, submit } = start({ description: 'Thanks' });
    actor.send({ type: 'SUBMIT' });
    submit.succeed();
    await settled(actor);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(helpFormMessage(actor.getSnapshot())).toBe(HELP_SUCCESS_MESSAGE);
    type(actor, 'A');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(helpFormMessage(actor.getSnapshot())).toBeUndefined();
    expect(actor.getSnapshot().context.values.description).toBe('A');
  });

  it('success -> SUBMIT on the reset form: idle with the description error, nothing sent', async () => {
    const { actor, submit } = start({ description: 'Thanks' });
    actor.send({ type: 'SUBMIT' });
    submit.succeed();
    await settled(actor);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ description: HELP_FIELD_MESSAGES.descriptionRequired });
    expect(submit.calls).toHaveLength(1);
  });

  it('error -> edit: idle, message gone, values kept with the edit', async () => {
    const { actor, submit } = start({ description: 'First' });
    actor.send({ type: 'SUBMIT' });
    submit.fail();
    await settled(actor);
    actor.send({ type: 'FIELD.CHANGE', field: 'category', value: 'refund request' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(helpFormMessage(actor.getSnapshot())).toBeUndefined();
    expect(actor.getSnapshot().context.values).toEqual({
      analysisId: '',
      category: 'refund request',
      description: 'First',
    });
  });

  it('error -> SUBMIT retries with the same values, and can then succeed', async () => {
    const { actor, submit } = start({ description: 'Retry me' });
    actor.send({ type: 'SUBMIT' });
    submit.fail();
    await settled(actor);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submit.calls).toEqual([submit.calls[0], submit.calls[0]]);
    submit.succeed();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('error -> SUBMIT after clearing the description: idle with the field error', async () => {
    const { actor, submit } = start({ description: 'x' });
    actor.send({ type: 'SUBMIT' });
    submit.fail();
    await settled(actor);
    type(actor, '');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldErrors.description).toBe(HELP_FIELD_MESSAGES.descriptionRequired);
  });

  it('names its request actor, so it can be swapped', () => {
    expect(Object.keys(helpFormMachine.implementations.actors)).toEqual(['submitSupport']);
  });
});
