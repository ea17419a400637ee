import { assign, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { AUTH_VIEW_SWITCH_MS } from '@ledgerlight/contract';
import type { AuthView } from './authModalContext';
import {
  AUTH_MESSAGES,
  authErrorMessage,
  needsConfirmation,
  validateConfirm,
  validateForgot,
  validateResend,
  validateReset,
  validateSignIn,
  validateSignUp,
} from './authMessages';
import type { AuthField, AuthFieldErrors, AuthFieldValues, AuthOperation } from './authMessages';
import { notProvided } from '../../lib/machines/notProvided';
import type { SignInOutcome, SignUpInput, SignUpOutcome } from './identity';

/**
 * The auth modal (product 2): five views and exactly these moves between them —
 *   signin -> signup | forgot | confirm (the account still needs its email confirmed)
 *   signup -> confirm
 *   confirm -> signin, 2 s after a successful confirmation
 *   forgot -> reset
 *   reset -> signin, 2 s after a successful reset
 * plus the links back a finished product needs: "Already have an account? Sign in" on signup,
 * "Back to sign in" on forgot, confirm and reset (the 2 s wait may be skipped with it too).
 *
 * Each view is idle, submitting, error or success (confirm and reset also resend their code). The
 * field values live here, so the email carries from view to view; passwords and codes are dropped
 * whenever the view changes. A successful sign-in ends the machine (`signedIn`, final) with the email
 * and the Remember me value as output, and the host closes the modal.
 *
 * Identity operations are the actors signIn, signUp, confirmSignUp, resendCode, resetPassword and
 * confirmResetPassword; the app builds them from the IdentityAdapter (authModalActors in
 * authModal.actors.ts) and supplies them with `.provide({ actors })`, as tests supply theirs.
 */

export interface AuthModalInput {
  /** The view to open on; sign in unless told. */
  initialView?: AuthView;
  /** An email to start with (the last one used, for instance). */
  email?: string;
}

export interface AuthModalMachineContext {
  initialView: AuthView;
  values: AuthFieldValues;
  /** Product 2: the Remember me checkbox exists with no shown effect; its value is kept and returned. */
  rememberMe: boolean;
  fieldErrors: AuthFieldErrors;
  formError: string | undefined;
  successMessage: string | undefined;
}

export type AuthModalEvent =
  | { type: 'FIELD.CHANGE'; field: AuthField; value: string }
  | { type: 'REMEMBER_ME.CHANGE'; checked: boolean }
  | { type: 'SUBMIT' }
  | { type: 'RESEND' }
  | { type: 'GO.SIGNIN' }
  | { type: 'GO.SIGNUP' }
  | { type: 'GO.FORGOT' };

export interface AuthModalOutput {
  email: string;
  rememberMe: boolean;
}

const EMPTY_VALUES: AuthFieldValues = {
  givenName: '',
  familyName: '',
  email: '',
  password: '',
  confirmPassword: '',
  code: '',
  newPassword: '',
};

/** Fields that never carry over to another view. */
const SECRET_FIELDS = ['password', 'confirmPassword', 'code', 'newPassword'] as const satisfies readonly AuthField[];

export const authModalMachine = setup({
  types: {
    context: {} as AuthModalMachineContext,
    events: {} as AuthModalEvent,
    tags: {} as 'busy',
    input: {} as AuthModalInput,
    output: {} as AuthModalOutput,
  },
  actors: {
    signIn: notProvided<SignInOutcome, { email: string; password: string }>('signIn'),
    signUp: notProvided<SignUpOutcome, SignUpInput>('signUp'),
    confirmSignUp: notProvided<unknown, { email: string; code: string }>('confirmSignUp'),
    resendCode: notProvided<unknown, { email: string }>('resendCode'),
    resetPassword: notProvided<unknown, { email: string }>('resetPassword'),
    confirmResetPassword: notProvided<unknown, { email: string; code: string; newPassword: string }>(
      'confirmResetPassword',
    ),
  },
  actions: {
    setField: assign(({ context }, params: { field: AuthField; value: string }) => {
      const fieldErrors: AuthFieldErrors = Object.fromEntries(
        Object.entries(context.fieldErrors).filter(([field]) => field !== params.field),
      );
      return { values: { ...context.values, [params.field]: params.value }, fieldErrors };
    }),
    setRememberMe: assign((_, params: { checked: boolean }) => ({ rememberMe: params.checked })),
    setFieldErrors: assign((_, params: { errors: AuthFieldErrors }) => ({
      fieldErrors: params.errors,
      formError: undefined,
      successMessage: undefined,
    })),
    clearMessages: assign({ fieldErrors: {}, formError: undefined, successMessage: undefined }),
    clearSecrets: assign(({ context }) => ({
      values: { ...context.values, ...Object.fromEntries(SECRET_FIELDS.map((field) => [field, ''])) },
    })),
    showError: assign((_, params: { message: string }) => ({ formError: params.message, successMessage: undefined })),
    showFailure: assign((_, params: { operation: AuthOperation; error: unknown }) => ({
      formError: authErrorMessage(params.operation, params.error),
      successMessage: undefined,
    })),
    showSuccess: assign((_, params: { message: string }) => ({ successMessage: params.message, formError: undefined })),
  },
  guards: {
    initialViewIs: ({ context }, params: { view: AuthView }) => context.initialView === params.view,
    signInValid: ({ context }) => Object.keys(validateSignIn(context.values)).length === 0,
    signUpValid: ({ context }) => Object.keys(validateSignUp(context.values)).length === 0,
    confirmValid: ({ context }) => Object.keys(validateConfirm(context.values)).length === 0,
    resendValid: ({ context }) => Object.keys(validateResend(context.values)).length === 0,
    forgotValid: ({ context }) => Object.keys(validateForgot(context.values)).length === 0,
    resetValid: ({ context }) => Object.keys(validateReset(context.values)).length === 0,
    signInOutcomeIs: (_, params: { outcome: SignInOutcome; kind: SignInOutcome['kind'] }) =>
      params.outcome.kind === params.kind,
    signUpOutcomeIs: (_, params: { outcome: SignUpOutcome; kind: SignUpOutcome['kind'] }) =>
      params.outcome.kind === params.kind,
    signInErrorNeedsConfirmation: (_, params: { error: unknown }) => needsConfirmation(params.error),
  },
  delays: {
    viewSwitch: AUTH_VIEW_SWITCH_MS,
  },
}).createMachine({
  id: 'authModal',
  context: ({ input }) => ({
    initialView: input.initialView ?? 'signin',
    values: { ...EMPTY_VALUES, email: input.email ?? '' },
    rememberMe: false,
    fieldErrors: {},
    formError: undefined,
    successMessage: undefined,
  }),
  initial: 'opening',
  output: ({ context }) => ({ email: context.values.email.trim(), rememberMe: context.rememberMe }),
  on: {
    'FIELD.CHANGE': {
      actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
    },
    'REMEMBER_ME.CHANGE': {
      actions: { type: 'setRememberMe', params: ({ event }) => ({ checked: event.checked }) },
    },
  },
  states: {
    /** Picks the first view from the input. */
    opening: {
      always: [
        { guard: { type: 'initialViewIs', params: { view: 'signup' } }, target: 'signup' },
        { guard: { type: 'initialViewIs', params: { view: 'forgot' } }, target: 'forgot' },
        { guard: { type: 'initialViewIs', params: { view: 'confirm' } }, target: 'confirm' },
        { guard: { type: 'initialViewIs', params: { view: 'reset' } }, target: 'reset' },
        { target: 'signin' },
      ],
    },

    signin: {
      initial: 'idle',
      exit: ['clearMessages', 'clearSecrets'],
      on: {
        SUBMIT: [
          { guard: 'signInValid', target: '.submitting', actions: 'clearMessages' },
          {
            target: '.error',
            actions: { type: 'setFieldErrors', params: ({ context }) => ({ errors: validateSignIn(context.values) }) },
          },
        ],
        'GO.SIGNUP': { target: 'signup' },
        'GO.FORGOT': { target: 'forgot' },
      },
      states: {
        idle: {},
        error: {},
        submitting: {
          tags: ['busy'],
          on: { SUBMIT: {}, 'GO.SIGNUP': {}, 'GO.FORGOT': {} },
          invoke: {
            src: 'signIn',
            input: ({ context }) => ({
              email: context.values.email.trim(),
              password: context.values.password,
            }),
            onDone: [
              {
                guard: {
                  type: 'signInOutcomeIs',
                  params: ({ event }) => ({ outcome: event.output, kind: 'signedIn' }),
                },
                target: 'success',
              },
              {
                guard: {
                  type: 'signInOutcomeIs',
                  params: ({ event }) => ({ outcome: event.output, kind: 'confirmSignUp' }),
                },
                target: '#authModal.confirm',
                actions: { type: 'showError', params: { message: AUTH_MESSAGES.signIn.confirmFirst } },
              },
              {
                target: 'error',
                actions: { type: 'showError', params: { message: AUTH_MESSAGES.signIn.additionalSteps } },
              },
            ],
            onError: [
              {
                guard: { type: 'signInErrorNeedsConfirmation', params: ({ event }) => ({ error: event.error }) },
                target: '#authModal.confirm',
                actions: { type: 'showError', params: { message: AUTH_MESSAGES.signIn.confirmFirst } },
              },
              {
                target: 'error',
                actions: { type: 'showFailure', params: ({ event }) => ({ operation: 'signIn', error: event.error }) },
              },
            ],
          },
        },
        success: { type: 'final' },
      },
      onDone: { target: 'signedIn' },
    },

    signup: {
      initial: 'idle',
      exit: ['clearMessages', 'clearSecrets'],
      on: {
        SUBMIT: [
          { guard: 'signUpValid', target: '.submitting', actions: 'clearMessages' },
          {
            target: '.error',
            actions: { type: 'setFieldErrors', params: ({ context }) => ({ errors: validateSignUp(context.values) }) },
          },
        ],
        'GO.SIGNIN': { target: 'signin' },
      },
      states: {
        idle: {},
        error: {},
        submitting: {
          tags: ['busy'],
          on: { SUBMIT: {}, 'GO.SIGNIN': {} },
          invoke: {
            src: 'signUp',
            input: ({ context }) => ({
              email: context.values.email.trim(),
              password: context.values.password,
              givenName: context.values.givenName.trim() || undefined,
              familyName: context.values.familyName.trim() || undefined,
            }),
            onDone: [
              {
                guard: {
                  type: 'signUpOutcomeIs',
                  params: ({ event }) => ({ outcome: event.output, kind: 'confirmSignUp' }),
                },
                target: '#authModal.confirm',
                actions: { type: 'showSuccess', params: { message: AUTH_MESSAGES.signUp.checkEmail } },
              },
              {
                target: '#authModal.signin',
                actions: { type: 'showSuccess', params: { message: AUTH_MESSAGES.signUp.completed } },
              },
            ],
            onError: {
              target: 'error',
              actions: { type: 'showFailure', params: ({ event }) => ({ operation: 'signUp', error: event.error }) },
            },
          },
        },
      },
    },

    confirm: {
      initial: 'idle',
      exit: ['clearMessages', 'clearSecrets'],
      on: {
        SUBMIT: [
          { guard: 'confirmValid', target: '.submitting', actions: 'clearMessages' },
          {
            target: '.error',
            actions: { type: 'setFieldErrors', params: ({ context }) => ({ errors: validateConfirm(context.values) }) },
          },
        ],
        RESEND: [
          { guard: 'resendValid', target: '.resending', actions: 'clearMessages' },
          {
            target: '.error',
            actions: { type: 'setFieldErrors', params: ({ context }) => ({ errors: validateResend(context.values) }) },
          },
        ],
        'GO.SIGNIN': { target: 'signin' },
      },
      states: {
        idle: {},
        error: {},
        submitting: {
          tags: ['busy'],
          on: { SUBMIT: {}, RESEND: {}, 'GO.SIGNIN': {} },
          invoke: {
            src: 'confirmSignUp',
            input: ({ context }) => ({
              email: context.values.email.trim(),
              code: context.values.code.trim(),
            }),
            onDone: {
              target: 'success',
              actions: { type: 'showSuccess', params: { message: AUTH_MESSAGES.confirm.confirmed } },
            },
            onError: {
              target: 'error',
              actions: { type: 'showFailure', params: ({ event }) => ({ operation: 'confirm', error: event.error }) },
            },
          },
        },
        resending: {
          tags: ['busy'],
          on: { SUBMIT: {}, RESEND: {}, 'GO.SIGNIN': {} },
          invoke: {
            src: 'resendCode',
            input: ({ context }) => ({ email: context.values.email.trim() }),
            onDone: {
              target: 'idle',
              actions: { type: 'showSuccess', params: { message: AUTH_MESSAGES.resend.sent } },
            },
            onError: {
              target: 'error',
              actions: { type: 'showFailure', params: ({ event }) => ({ operation: 'resend', error: event.error }) },
            },
          },
        },
        success: {
          on: { SUBMIT: {}, RESEND: {} },
          after: { viewSwitch: { target: '#authModal.signin' } },
        },
      },
    },

    forgot: {
      initial: 'idle',
      exit: ['clearMessages', 'clearSecrets'],
      on: {
        SUBMIT: [
          { guard: 'forgotValid', target: '.submitting', actions: 'clearMessages' },
          {
            target: '.error',
            actions: { type: 'setFieldErrors', params: ({ context }) => ({ errors: validateForgot(context.values) }) },
          },
        ],
        'GO.SIGNIN': { target: 'signin' },
      },
      states: {
        idle: {},
        error: {},
        submitting: {
          tags: ['busy'],
          on: { SUBMIT: {}, 'GO.SIGNIN': {} },
          invoke: {
            src: 'resetPassword',
            input: ({ context }) => ({ email: context.values.email.trim() }),
            onDone: {
              target: '#authModal.reset',
              actions: { type: 'showSuccess', params: { message: AUTH_MESSAGES.forgot.sent } },
            },
            onError: {
              target: 'error',
              actions: { type: 'showFailure', params: ({ event }) => ({ operation: 'forgot', error: event.error }) },
            },
          },
        },
      },
    },

    reset: {
      initial: 'idle',
      exit: ['clearMessages', 'clearSecrets'],
      on: {
        SUBMIT: [
          { guard: 'resetValid', target: '.submitting', actions: 'clearMessages' },
          {
            target: '.error',
            actions: { type: 'setFieldErrors', params: ({ context }) => ({ errors: validateReset(context.values) }) },
          },
        ],
        RESEND: [
          { guard: 'forgotValid', target: '.resending', actions: 'clearMessages' },
          {
            target: '.error',
            actions: { type: 'setFieldErrors', params: ({ context }) => ({ errors: validateForgot(context.values) }) },
          },
        ],
        'GO.SIGNIN': { target: 'signin' },
      },
      states: {
        idle: {},
        error: {},
        submitting: {
          tags: ['busy'],
          on: { SUBMIT: {}, RESEND: {}, 'GO.SIGNIN': {} },
          invoke: {
            src: 'confirmResetPassword',
            input: ({ context }) => ({
              email: context.values.email.trim(),
              code: context.values.code.trim(),
              newPassword: context.values.newPassword,
            }),
            onDone: {
              target: 'success',
              actions: { type: 'showSuccess', params: { message: AUTH_MESSAGES.reset.done } },
            },
            onError: {
              target: 'error',
              actions: { type: 'showFailure', params: ({ event }) => ({ operation: 'reset', error: event.error }) },
            },
          },
        },
        resending: {
          tags: ['busy'],
          on: { SUBMIT: {}, RESEND: {}, 'GO.SIGNIN': {} },
          invoke: {
            src: 'resetPassword',
            input: ({ context }) => ({ email: context.values.email.trim() }),
            onDone: {
              target: 'idle',
              actions: { type: 'showSuccess', params: { message: AUTH_MESSAGES.forgot.sent } },
            },
            onError: {
              target: 'error',
              actions: { type: 'showFailure', params: ({ event }) => ({ operation: 'forgot', error: event.error }) },
            },
          },
        },
        success: {
          on: { SUBMIT: {}, RESEND: {} },
          after: { viewSwitch: { target: '#authModal.signin' } },
        },
      },
    },

    /** Signed in: the host closes the modal. */
    signedIn: { type: 'final' },
  },
});

export type AuthModalActor = ActorRefFrom<typeof authModalMachine>;
export type AuthModalSnapshot = SnapshotFrom<typeof authModalMachine>;

/** The substates a view can be in (resending: confirm and reset sending a new code). */
export type AuthViewStatus = 'idle' | 'submitting' | 'resending' | 'error' | 'success';

/** The view and substate of a snapshot, for the view layer. The `opening` instant reads as its target. */
export function authModalView(snapshot: AuthModalSnapshot): { view: AuthView; status: AuthViewStatus } {
  const value = snapshot.value;
  if (typeof value === 'object') {
    const [view, status] = Object.entries(value)[0] ?? [];
    if (view !== undefined && isAuthView(view) && typeof status === 'string' && isStatus(status)) {
      return { view, status };
    }
  }
  if (value === 'signedIn') return { view: 'signin', status: 'success' };
  return { view: snapshot.context.initialView, status: 'idle' };
}

const AUTH_VIEWS: readonly string[] = ['signin', 'signup', 'forgot', 'confirm', 'reset'] satisfies AuthView[];

function isAuthView(value: string): value is AuthView {
  return AUTH_VIEWS.includes(value);
}

function isStatus(value: string): value is AuthViewStatus {
  return ['idle', 'submitting', 'resending', 'error', 'success'].includes(value);
}
