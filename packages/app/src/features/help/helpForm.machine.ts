import { HELP_CATEGORIES, HELP_DEFAULT_CATEGORY, SUPPORT_DESCRIPTION_MAX } from '@ledgerlight/contract';
import type { HelpCategory, SupportRequest, SupportResponse } from '@ledgerlight/contract';
import { assign, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { notProvided } from '../../lib/machines/notProvided';

/** Product 4 and 8, Help form. */
export const HELP_SUCCESS_MESSAGE = 'Your request has been sent.';
export const HELP_FAILURE_MESSAGE = 'Failed to submit request.';

/** Product 5: Category and Description are required; the analysis is optional. */
export const HELP_FIELD_MESSAGES = {
  categoryRequired: 'Choose a category',
  descriptionRequired: 'Please describe what you need help with',
  descriptionTooLong: `Keep the description to ${SUPPORT_DESCRIPTION_MAX.toLocaleString('en-US')} characters or fewer`,
} as const;

export type HelpFormField = 'analysisId' | 'category' | 'description';

/** What the form holds. `category` is a string here: the select can only offer HELP_CATEGORIES, validation checks it. */
export interface HelpFormValues {
  /** A task id, or '' for "No specific analysis". */
  analysisId: string;
  category: string;
  description: string;
}

export type HelpFieldErrors = Partial<Record<'category' | 'description', string>>;

export interface HelpFormContext {
  values: HelpFormValues;
  fieldErrors: HelpFieldErrors;
}

export type HelpFormEvent = { type: 'FIELD.CHANGE'; field: HelpFormField; value: string } | { type: 'SUBMIT' };

/** The page's query parameters (product 2): a category and a description to start from. */
export interface HelpFormInput {
  category?: string | null;
  description?: string | null;
}

function isHelpCategory(value: unknown): value is HelpCategory {
  return typeof value === 'string' && (HELP_CATEGORIES as readonly string[]).includes(value);
}

/** The fields after a successful submission and when nothing is prefilled (product 4). */
export const EMPTY_HELP_VALUES: HelpFormValues = {
  analysisId: '',
  category: HELP_DEFAULT_CATEGORY,
  description: '',
};

/** Prefill from the query: an unknown or missing category falls back to 'general question'. */
export function initialHelpValues(input: HelpFormInput = {}): HelpFormValues {
  return {
    analysisId: '',
    category: isHelpCategory(input.category) ? input.category : HELP_DEFAULT_CATEGORY,
    description: input.description ?? '',
  };
}

/** Product 5: the field errors of the values, empty when they can be sent. */
export function validateHelpForm(values: HelpFormValues): HelpFieldErrors {
  const errors: HelpFieldErrors = {};
  if (!isHelpCategory(values.category)) errors.category = HELP_FIELD_MESSAGES.categoryRequired;
  const description = values.description.trim();
  if (description.length === 0) errors.description = HELP_FIELD_MESSAGES.descriptionRequired;
  else if (description.length > SUPPORT_DESCRIPTION_MAX) errors.description = HELP_FIELD_MESSAGES.descriptionTooLong;
  return errors;
}

/** The body of POST /api/support (product 7): analysisId (task id or ''), category, description. */
export function supportRequestOf(values: HelpFormValues): SupportRequest {
  return {
    analysisId: values.analysisId,
    category: isHelpCategory(values.category) ? values.category : HELP_DEFAULT_CATEGORY,
    description: values.description.trim(),
  };
}

/**
 * The Help form (product 4): idle -> submitting -> success | error.
 *
 * - idle: the user edits. SUBMIT with invalid values stays idle and shows the field errors (product 5);
 *   with valid values it goes to submitting.
 * - submitting (tag `busy`): the button is disabled and reads 'Submitting...'; edits are ignored.
 * - success: 'Your request has been sent.'; the fields are reset to no analysis, 'general question'
 *   and an empty description.
 * - error: 'Failed to submit request.'; the fields are kept, so SUBMIT retries at once.
 *
 * Decision (the spec is silent): the success or error message stays until the user edits a field
 * or submits again; the first edit returns to idle and removes it. A message that vanished on a
 * timer could be missed, and one that outlived the next edit would describe a form that no longer
 * exists.
 *
 * The request is the `submitSupport` actor (POST /api/support), supplied with `.provide({ actors })`:
 * by the app from helpForm.actors.ts, by tests as fakes.
 */
export const helpFormMachine = setup({
  types: {
    context: {} as HelpFormContext,
    events: {} as HelpFormEvent,
    input: {} as HelpFormInput | undefined,
    tags: {} as 'busy',
  },
  actors: {
    submitSupport: notProvided<SupportResponse, SupportRequest>('submitSupport'),
  },
  actions: {
    setField: assign(({ context }, params: { field: HelpFormField; value: string }) => {
      const fieldErrors: HelpFieldErrors = Object.fromEntries(
        Object.entries(context.fieldErrors).filter(([field]) => field !== params.field),
      );
      return { values: { ...context.values, [params.field]: params.value }, fieldErrors };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: validateHelpForm(context.values) })),
    clearFieldErrors: assign({ fieldErrors: {} }),
    resetFields: assign({ values: EMPTY_HELP_VALUES, fieldErrors: {} }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateHelpForm(context.values)).length === 0,
  },
}).createMachine({
  id: 'helpForm',
  context: ({ input }) => ({ values: initialHelpValues(input ?? {}), fieldErrors: {} }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'FIELD.CHANGE': {
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        SUBMIT: [
          { guard: 'isValid', target: 'submitting', actions: 'clearFieldErrors' },
          { actions: 'showFieldErrors' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitSupport',
        input: ({ context }) => supportRequestOf(context.values),
        onDone: { target: 'success', actions: 'resetFields' },
        onError: { target: 'error' },
      },
    },
    success: {
      on: {
        'FIELD.CHANGE': {
          target: 'idle',
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        // The reset form has no description: submitting it again shows the field error instead of the message.
        SUBMIT: [
          { guard: 'isValid', target: 'submitting', actions: 'clearFieldErrors' },
          { target: 'idle', actions: 'showFieldErrors' },
        ],
      },
    },
    error: {
      on: {
        'FIELD.CHANGE': {
          target: 'idle',
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        SUBMIT: [
          { guard: 'isValid', target: 'submitting', actions: 'clearFieldErrors' },
          { target: 'idle', actions: 'showFieldErrors' },
        ],
      },
    },
  },
});

export type HelpFormActor = ActorRefFrom<typeof helpFormMachine>;
export type HelpFormSnapshot = SnapshotFrom<typeof helpFormMachine>;
export type HelpFormStatus = 'idle' | 'submitting' | 'success' | 'error';

/** The form's status, as the screen shows it. */
export function helpFormStatus(snapshot: HelpFormSnapshot): HelpFormStatus {
  if (snapshot.matches('submitting')) return 'submitting';
  if (snapshot.matches('success')) return 'success';
  if (snapshot.matches('error')) return 'error';
  return 'idle';
}

/** The form's message: product 4's success or product 8's failure, or none. */
export function helpFormMessage(snapshot: HelpFormSnapshot): string | undefined {
  if (snapshot.matches('success')) return HELP_SUCCESS_MESSAGE;
  if (snapshot.matches('error')) return HELP_FAILURE_MESSAGE;
  return undefined;
}
