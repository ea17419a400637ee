import { bankErrorBodySchema } from '@ledgerlight/contract';
import type {
  LinkAccount,
  SandboxInstitution,
  SandboxInstitutionsResponse,
  SandboxLinkSuccess,
  SandboxLoginBody,
  SandboxLoginResponse,
  SandboxSelectAccountsBody,
} from '@ledgerlight/contract';
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../../lib/api/http';
import { notProvided } from '../../lib/machines/notProvided';
import { internalLinkError } from './types';
import type {
  BankLinkError,
  BankLinkEventMetadata,
  BankLinkEventName,
  BankLinkExitMetadata,
  BankLinkSuccessMetadata,
} from './types';

/** Plaid Link's view names for the dialog's steps (event metadata `view_name`). */
export type SandboxLinkView =
  'LOADING' | 'ERROR' | 'SELECT_INSTITUTION' | 'CREDENTIAL' | 'MFA' | 'SELECT_ACCOUNT' | 'CONNECTED';

/** The events of product 7 the sandbox dialog can report. */
export type SandboxLinkEventName = Extract<
  BankLinkEventName,
  'OPEN' | 'SELECT_INSTITUTION' | 'ERROR' | 'EXIT' | 'HANDOFF'
>;

/** What the dialog reports to its opener, in Plaid Link's shapes and order. */
export type SandboxLinkReport =
  | { kind: 'event'; eventName: SandboxLinkEventName; metadata: BankLinkEventMetadata }
  | { kind: 'success'; publicToken: string; metadata: BankLinkSuccessMetadata }
  | { kind: 'exit'; error: BankLinkError | null; metadata: BankLinkExitMetadata };

export interface SandboxLinkInput {
  linkToken: string;
  /** One id for the whole session, in every event and callback (Plaid's link_session_id). */
  linkSessionId: string;
}

type SandboxLinkField = 'username' | 'password' | 'mfaCode';

export interface SandboxLinkContext {
  linkToken: string;
  linkSessionId: string;
  view: SandboxLinkView;
  institutions: SandboxInstitution[];
  query: string;
  institution: SandboxInstitution | undefined;
  username: string;
  password: string;
  /** The bank's prompt for the one-time code. */
  mfaMessage: string | undefined;
  mfaCode: string;
  /** The public token of the login, bound to every account until the selection narrows it. */
  publicToken: string | undefined;
  accounts: LinkAccount[];
  selectedAccountIds: string[];
  /** Continue was pressed with no account selected. */
  selectionRequired: boolean;
  /** The answer of select_accounts: what onSuccess receives. */
  success: SandboxLinkSuccess | undefined;
  /**
   * The error on the step the user is looking at. A step that goes through clears it, so onExit
   * reports the error that made the user leave, or null when they left of their own accord.
   */
  error: BankLinkError | undefined;
}

export type SandboxLinkEvent =
  | { type: 'QUERY.CHANGE'; query: string }
  | { type: 'INSTITUTION.SELECT'; institutionId: string }
  | { type: 'FIELD.CHANGE'; field: SandboxLinkField; value: string }
  | { type: 'ACCOUNT.TOGGLE'; accountId: string }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'CONTINUE' }
  | { type: 'EXIT' };

/** Any failure of a sandbox call as Plaid's error: the bank's own 400 body, else Plaid's generic one. */
export function toBankLinkError(error: unknown): BankLinkError {
  if (error instanceof ApiError && error.status === 400) {
    const body = bankErrorBodySchema.safeParse(error.body);
    if (body.success) return body.data;
  }
  return internalLinkError(error instanceof Error ? error.message : String(error));
}

/** Plaid's onExit status for the step the user left from. */
function exitStatusOf(view: SandboxLinkView): string | null {
  switch (view) {
    case 'SELECT_INSTITUTION':
      return 'institution_not_found';
    case 'CREDENTIAL':
      return 'requires_credentials';
    case 'MFA':
      return 'requires_code';
    case 'SELECT_ACCOUNT':
      return 'requires_account_selection';
    default:
      return null;
  }
}

/** The login call's body from what was entered: the link, the bank and the credentials. */
function loginRequest(context: SandboxLinkContext) {
  return {
    link_token: context.linkToken,
    institution_id: context.institution?.institution_id ?? '',
    username: context.username.trim(),
    password: context.password,
  };
}

function institutionOf(context: SandboxLinkContext): { institution_id: string; name: string } | null {
  return context.institution
    ? { institution_id: context.institution.institution_id, name: context.institution.name }
    : null;
}

/** Plaid's onEvent metadata: every field present, null where the dialog has nothing to say. */
function eventMetadata(context: SandboxLinkContext, extra: Partial<BankLinkEventMetadata> = {}): BankLinkEventMetadata {
  return {
    account_number_mask: null,
    error_type: null,
    error_code: null,
    error_message: null,
    exit_status: null,
    institution_id: context.institution?.institution_id ?? null,
    institution_name: context.institution?.name ?? null,
    institution_search_query: null,
    is_update_mode: null,
    match_reason: null,
    mfa_type: null,
    routing_number: null,
    view_name: context.view,
    selection: null,
    timestamp: new Date().toISOString(),
    link_session_id: context.linkSessionId,
    request_id: '',
    ...extra,
  };
}

function errorFields(error: BankLinkError | undefined): Partial<BankLinkEventMetadata> {
  return error
    ? { error_type: error.error_type, error_code: error.error_code, error_message: error.error_message }
    : {};
}

/** Plaid's onSuccess metadata from the sandbox's answer, under the dialog's session id. */
function successMetadata(context: SandboxLinkContext, success: SandboxLinkSuccess): BankLinkSuccessMetadata {
  return {
    institution: { ...success.metadata.institution },
    accounts: success.metadata.accounts.map((account) => ({ ...account, verification_status: null })),
    link_session_id: context.linkSessionId,
  };
}

/** The institutions whose name contains the query, ignoring case and surrounding spaces. */
export function matchingInstitutions(institutions: readonly SandboxInstitution[], query: string): SandboxInstitution[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? [...institutions] : institutions.filter((i) => i.name.toLowerCase().includes(needle));
}

/** The ERROR event for the error just met. */
function errorReport({ context }: { context: SandboxLinkContext }): SandboxLinkReport {
  return { kind: 'event', eventName: 'ERROR', metadata: eventMetadata(context, errorFields(context.error)) };
}

/**
 * The in-app sandbox Link dialog (docs/architecture.md "Local by default"): Plaid Link's flow against the
 * local sandbox bank, reporting Plaid's callbacks and the events of product 7 it can, in Plaid's order.
 *
 * - OPEN on start; loadingInstitutions -> institutions (a failure -> failed, ERROR; RETRY asks again).
 * - institutions: QUERY.CHANGE filters; INSTITUTION.SELECT -> credentials, SELECT_INSTITUTION.
 * - credentials -> (SUBMIT) loggingIn -> mfa when the bank asks for a code, else accounts. A wrong
 *   password comes back to credentials with the bank's error (ERROR). BACK -> institutions.
 * - mfa -> (SUBMIT) verifyingMfa -> accounts; a wrong code comes back with the bank's error (ERROR).
 * - accounts (every account selected at first): SUBMIT with at least one -> connecting -> success;
 *   with none it asks for one. A failure comes back with the error (ERROR).
 * - success: CONTINUE (or EXIT: the accounts are linked) -> linked: HANDOFF, then onSuccess.
 * - EXIT anywhere else -> exited: EXIT, then onExit(error or null, metadata).
 *
 * Reports go through the `report` action, which the opener provides (`.provide({ actions })`); the
 * calls are the actors fetchInstitutions, login and selectAccounts (the sandbox calls of contract
 * sandboxLink.ts), supplied with `.provide({ actors })` from sandboxLink.actors.ts.
 */
export const sandboxLinkMachine = setup({
  types: {
    context: {} as SandboxLinkContext,
    events: {} as SandboxLinkEvent,
    input: {} as SandboxLinkInput,
    tags: {} as 'busy',
  },
  actors: {
    fetchInstitutions: notProvided<SandboxInstitutionsResponse>('fetchInstitutions'),
    login: notProvided<SandboxLoginResponse, SandboxLoginBody>('login'),
    selectAccounts: notProvided<SandboxLinkSuccess, SandboxSelectAccountsBody>('selectAccounts'),
  },
  actions: {
    /** Provided by the opener: passes each report on to Plaid-style callbacks. */
    report: (_, _report: SandboxLinkReport) => undefined,
    enterView: assign((_, params: { view: SandboxLinkView }) => ({ view: params.view })),
    setError: assign((_, params: { error: unknown }) => ({ error: toBankLinkError(params.error) })),
    clearError: assign({ error: undefined, selectionRequired: false }),
    /** The login let the user in: its public token, and every account selected to begin with. */
    takeAccounts: assign((_, params: { response: SandboxLoginResponse }) =>
      params.response.status === 'select_accounts'
        ? {
            publicToken: params.response.public_token,
            accounts: params.response.accounts,
            selectedAccountIds: params.response.accounts.map((account) => account.id),
          }
        : {},
    ),
  },
  guards: {
    knownInstitution: ({ context, event }) =>
      event.type === 'INSTITUTION.SELECT' &&
      context.institutions.some((institution) => institution.institution_id === event.institutionId),
    credentialsFilled: ({ context }) => context.username.trim() !== '' && context.password !== '',
    codeFilled: ({ context }) => context.mfaCode.trim() !== '',
    accountSelected: ({ context }) => context.selectedAccountIds.length > 0,
  },
}).createMachine({
  id: 'sandboxLink',
  context: ({ input }) => ({
    linkToken: input.linkToken,
    linkSessionId: input.linkSessionId,
    view: 'LOADING',
    institutions: [],
    query: '',
    institution: undefined,
    username: '',
    password: '',
    mfaMessage: undefined,
    mfaCode: '',
    publicToken: undefined,
    accounts: [],
    selectedAccountIds: [],
    selectionRequired: false,
    success: undefined,
    error: undefined,
  }),
  entry: {
    type: 'report',
    params: ({ context }) => ({ kind: 'event', eventName: 'OPEN', metadata: eventMetadata(context) }),
  },
  initial: 'loadingInstitutions',
  on: {
    EXIT: { target: '.exited' },
    'FIELD.CHANGE': {
      actions: assign(({ event }) => ({ [event.field]: event.value })),
    },
  },
  states: {
    loadingInstitutions: {
      tags: ['busy'],
      entry: { type: 'enterView', params: { view: 'LOADING' } },
      invoke: {
        src: 'fetchInstitutions',
        onDone: {
          target: 'institutions',
          actions: [assign(({ event }) => ({ institutions: event.output.institutions })), 'clearError'],
        },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      entry: [
        { type: 'enterView', params: { view: 'ERROR' } },
        { type: 'report', params: errorReport },
      ],
      on: { RETRY: { target: 'loadingInstitutions' } },
    },
    institutions: {
      entry: { type: 'enterView', params: { view: 'SELECT_INSTITUTION' } },
      on: {
        'QUERY.CHANGE': { actions: assign(({ event }) => ({ query: event.query })) },
        'INSTITUTION.SELECT': {
          guard: 'knownInstitution',
          target: 'credentials',
          actions: [
            assign(({ context, event }) => ({
              institution: context.institutions.find((i) => i.institution_id === event.institutionId),
              username: '',
              password: '',
              mfaCode: '',
              mfaMessage: undefined,
            })),
            'clearError',
            {
              type: 'report',
              params: ({ context, event }) => {
                const chosen = context.institutions.find((i) => i.institution_id === event.institutionId);
                return {
                  kind: 'event',
                  eventName: 'SELECT_INSTITUTION',
                  metadata: eventMetadata(context, {
                    institution_id: chosen?.institution_id ?? null,
                    institution_name: chosen?.name ?? null,
                    institution_search_query: context.query.trim() === '' ? null : context.query.trim(),
                  }),
                };
              },
            },
          ],
        },
      },
    },
    credentials: {
      entry: { type: 'enterView', params: { view: 'CREDENTIAL' } },
      on: {
        SUBMIT: { guard: 'credentialsFilled', target: 'loggingIn' },
        BACK: { target: 'institutions', actions: 'clearError' },
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        src: 'login',
        input: ({ context }) => loginRequest(context),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'mfa_required',
            target: 'mfa',
            actions: [
              assign(({ event }) => ({
                mfaMessage: event.output.status === 'mfa_required' ? event.output.mfa.message : undefined,
                mfaCode: '',
              })),
              'clearError',
            ],
          },
          {
            target: 'accounts',
            actions: [{ type: 'takeAccounts', params: ({ event }) => ({ response: event.output }) }, 'clearError'],
          },
        ],
        onError: {
          target: 'credentials',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'report', params: errorReport },
          ],
        },
      },
    },
    mfa: {
      entry: { type: 'enterView', params: { view: 'MFA' } },
      on: {
        SUBMIT: { guard: 'codeFilled', target: 'verifyingMfa' },
        BACK: { target: 'credentials', actions: 'clearError' },
      },
    },
    verifyingMfa: {
      tags: ['busy'],
      invoke: {
        src: 'login',
        input: ({ context }) => ({ ...loginRequest(context), mfa_code: context.mfaCode.trim() }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'select_accounts',
            target: 'accounts',
            actions: [{ type: 'takeAccounts', params: ({ event }) => ({ response: event.output }) }, 'clearError'],
          },
          {
            target: 'mfa',
            actions: [
              { type: 'setError', params: { error: new Error('The bank asked for another code') } },
              { type: 'report', params: errorReport },
            ],
          },
        ],
        onError: {
          target: 'mfa',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'report', params: errorReport },
          ],
        },
      },
    },
    accounts: {
      entry: { type: 'enterView', params: { view: 'SELECT_ACCOUNT' } },
      on: {
        'ACCOUNT.TOGGLE': {
          actions: assign(({ context, event }) => {
            const selected = context.selectedAccountIds.includes(event.accountId)
              ? context.selectedAccountIds.filter((id) => id !== event.accountId)
              : context.accounts
                  .map((account) => account.id)
                  .filter((id) => id === event.accountId || context.selectedAccountIds.includes(id));
            return { selectedAccountIds: selected, selectionRequired: false };
          }),
        },
        SUBMIT: [{ guard: 'accountSelected', target: 'connecting' }, { actions: assign({ selectionRequired: true }) }],
      },
    },
    connecting: {
      tags: ['busy'],
      invoke: {
        src: 'selectAccounts',
        input: ({ context }) => ({ public_token: context.publicToken ?? '', account_ids: context.selectedAccountIds }),
        onDone: {
          target: 'success',
          actions: [assign(({ event }) => ({ success: event.output })), 'clearError'],
        },
        onError: {
          target: 'accounts',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'report', params: errorReport },
          ],
        },
      },
    },
    success: {
      entry: { type: 'enterView', params: { view: 'CONNECTED' } },
      on: {
        CONTINUE: { target: 'linked' },
        // The accounts are linked: leaving now still hands them over, as Continue does.
        EXIT: { target: 'linked' },
      },
    },
    linked: {
      type: 'final',
      entry: [
        {
          type: 'report',
          params: ({ context }) => ({ kind: 'event', eventName: 'HANDOFF', metadata: eventMetadata(context) }),
        },
        {
          type: 'report',
          params: ({ context }) =>
            context.success
              ? {
                  kind: 'success',
                  publicToken: context.success.public_token,
                  metadata: successMetadata(context, context.success),
                }
              : {
                  kind: 'exit',
                  error: internalLinkError('The link finished without a public token'),
                  metadata: exitMetadata(context),
                },
        },
      ],
    },
    exited: {
      type: 'final',
      entry: [
        {
          type: 'report',
          params: ({ context }) => ({
            kind: 'event',
            eventName: 'EXIT',
            metadata: eventMetadata(context, {
              ...errorFields(context.error),
              exit_status: exitStatusOf(context.view),
            }),
          }),
        },
        {
          type: 'report',
          params: ({ context }) => ({ kind: 'exit', error: context.error ?? null, metadata: exitMetadata(context) }),
        },
      ],
    },
  },
});

/** Plaid's onExit metadata for where the user is. */
function exitMetadata(context: SandboxLinkContext): BankLinkExitMetadata {
  return {
    institution: institutionOf(context),
    status: exitStatusOf(context.view),
    link_session_id: context.linkSessionId,
    request_id: '',
  };
}

export type SandboxLinkSnapshot = SnapshotFrom<typeof sandboxLinkMachine>;
