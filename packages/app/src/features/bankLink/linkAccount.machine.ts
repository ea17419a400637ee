import {
  LINKED_INSTITUTIONS_FETCH_FAILED_MESSAGE,
  LINK_EXCHANGE_FAILED_MESSAGE,
  LINK_TOKEN_FAILED_MESSAGE,
  LINK_WIDGET_ERROR_MESSAGE,
  REMOVE_INSTITUTION_FAILED_MESSAGE,
} from '@ledgerlight/contract';
import type { LinkedItem } from '@ledgerlight/contract';
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { notProvided } from '../../lib/machines/notProvided';
import type { BankLinkError, BankLinkSuccessMetadata } from './types';

/**
 * Which product 8 message each failure of /link-account shows:
 * - 'Failed to fetch your linked institutions...': GET /api/plaid/items failed (the list, with Try again).
 * - 'Failed to remove the institution...': DELETE /api/plaid/items/{itemId} failed.
 * - 'Failed to get link token. Please try again.': POST /api/plaid/create_link_token failed (or no
 *   signed-in user to ask for).
 * - 'There was an error linking your account. Please try again.': the widget itself failed: it
 *   exited with an error (Plaid's onExit error, e.g. the bank refused and the user gave up), or
 *   Plaid Link's script did not load. Leaving the widget without an error shows nothing.
 * - 'Failed to link your account. Please try again.': the widget succeeded but POST
 *   /api/plaid/set_access_token failed, so the link was not stored.
 */
const LINK_ACCOUNT_MESSAGES = {
  itemsFailed: LINKED_INSTITUTIONS_FETCH_FAILED_MESSAGE,
  removeFailed: REMOVE_INSTITUTION_FAILED_MESSAGE,
  linkTokenFailed: LINK_TOKEN_FAILED_MESSAGE,
  widgetFailed: LINK_WIDGET_ERROR_MESSAGE,
  exchangeFailed: LINK_EXCHANGE_FAILED_MESSAGE,
} as const;

export interface LinkAccountInput {
  /** The signed-in user's id (product 7 user_id); undefined if the session has none. */
  userId: string | undefined;
}

export interface LinkAccountContext {
  userId: string | undefined;
  items: LinkedItem[];
  /** The institution whose removal awaits confirmation or is on its way. */
  removal: LinkedItem | undefined;
  /** The token the widget opens with. */
  linkToken: string | undefined;
  /** What the widget reported on success, on its way to set_access_token. */
  linkSuccess: { publicToken: string; metadata: BankLinkSuccessMetadata } | undefined;
  /** The last link or removal failure (product 8), until dismissed or the next action. */
  error: string | undefined;
}

export type LinkAccountEvent =
  | { type: 'RETRY' }
  | { type: 'REMOVE'; itemId: string }
  | { type: 'REMOVE.CONFIRM' }
  | { type: 'REMOVE.CANCEL' }
  | { type: 'LINK' }
  | { type: 'LINK.SUCCESS'; publicToken: string; metadata: BankLinkSuccessMetadata }
  | { type: 'LINK.EXIT'; error: BankLinkError | null }
  | { type: 'ERROR.DISMISS' };

/** What the exchange actor is given: the widget's success and the user it links a bank for. */
export interface ExchangeInput {
  success: LinkAccountContext['linkSuccess'];
  userId: string | undefined;
}

/**
 * /link-account (product 2, 5, 7, 8, 9). Two regions:
 *
 * - items: loading -> ready (the linked institutions) or failed (RETRY).
 * - action: idle; REMOVE -> confirming (the product 5 confirmation); REMOVE.CONFIRM -> removing ->
 *   idle, the item gone from the list; LINK -> fetchingToken -> linking (the widget is open) ->
 *   LINK.SUCCESS -> exchanging -> linked (final: the page goes to /profile); LINK.EXIT -> idle.
 *
 * A removal or a link clears the plaid_accounts cache (`invalidateAccounts`), so /profile and the
 * start modal read the new accounts. Failures set `error` to their product 8 message
 * (LINK_ACCOUNT_MESSAGES). The calls are actors supplied with `.provide({ actors })` (linkAccount.actors.ts);
 * `invalidateAccounts` and `linked` are actions the page provides.
 */
export const linkAccountMachine = setup({
  types: {
    context: {} as LinkAccountContext,
    events: {} as LinkAccountEvent,
    input: {} as LinkAccountInput,
    tags: {} as 'linking',
  },
  actors: {
    /** GET /api/plaid/items: the linked institutions. */
    fetchItems: notProvided<LinkedItem[]>('fetchItems'),
    /** DELETE /api/plaid/items/{itemId}; answers with the id it removed. */
    removeItem: notProvided<string, { itemId: string }>('removeItem'),
    /** POST /api/plaid/create_link_token: the link token. */
    createLinkToken: notProvided<string, { userId: string | undefined }>('createLinkToken'),
    /** POST /api/plaid/set_access_token (accessTokenRequest): the new item's id. */
    exchange: notProvided<string, ExchangeInput>('exchange'),
  },
  actions: {
    /** Product 9: the cached bank accounts are stale once a bank is linked or removed. */
    invalidateAccounts: () => undefined,
    /** The bank is linked: the page goes to /profile. */
    linked: () => undefined,
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    clearError: assign({ error: undefined }),
    logError: (_, params: { what: string; error: unknown }) => console.error(params.what, params.error),
  },
}).createMachine({
  id: 'linkAccount',
  type: 'parallel',
  context: ({ input }) => ({
    userId: input.userId,
    items: [],
    removal: undefined,
    linkToken: undefined,
    linkSuccess: undefined,
    error: undefined,
  }),
  on: { 'ERROR.DISMISS': { actions: 'clearError' } },
  states: {
    items: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'fetchItems',
            onDone: { target: 'ready', actions: assign(({ event }) => ({ items: event.output })) },
            onError: {
              target: 'failed',
              actions: {
                type: 'logError',
                params: ({ event }) => ({ what: 'Failed to fetch linked institutions', error: event.error }),
              },
            },
          },
        },
        failed: { on: { RETRY: { target: 'loading' } } },
        ready: {},
      },
    },
    action: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            REMOVE: {
              target: 'confirming',
              guard: ({ context, event }) => context.items.some((item) => item.item.item_id === event.itemId),
              actions: [
                assign(({ context, event }) => ({
                  removal: context.items.find((item) => item.item.item_id === event.itemId),
                })),
                'clearError',
              ],
            },
            LINK: { target: 'fetchingToken', actions: 'clearError' },
          },
        },
        confirming: {
          on: {
            'REMOVE.CONFIRM': { target: 'removing' },
            'REMOVE.CANCEL': { target: 'idle', actions: assign({ removal: undefined }) },
          },
        },
        removing: {
          invoke: {
            src: 'removeItem',
            input: ({ context }) => ({ itemId: context.removal?.item.item_id ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({
                  items: context.items.filter((item) => item !== context.removal),
                  removal: undefined,
                })),
                'invalidateAccounts',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ removal: undefined }),
                { type: 'setError', params: { message: LINK_ACCOUNT_MESSAGES.removeFailed } },
                {
                  type: 'logError',
                  params: ({ event }) => ({ what: 'Failed to remove the institution', error: event.error }),
                },
              ],
            },
          },
        },
        fetchingToken: {
          tags: ['linking'],
          invoke: {
            src: 'createLinkToken',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: { target: 'linking', actions: assign(({ event }) => ({ linkToken: event.output })) },
            onError: {
              target: 'idle',
              actions: [
                { type: 'setError', params: { message: LINK_ACCOUNT_MESSAGES.linkTokenFailed } },
                {
                  type: 'logError',
                  params: ({ event }) => ({ what: 'Failed to get link token', error: event.error }),
                },
              ],
            },
          },
        },
        linking: {
          tags: ['linking'],
          on: {
            'LINK.SUCCESS': {
              target: 'exchanging',
              actions: assign(({ event }) => ({
                linkToken: undefined,
                linkSuccess: { publicToken: event.publicToken, metadata: event.metadata },
              })),
            },
            'LINK.EXIT': [
              {
                guard: ({ event }) => event.error !== null,
                target: 'idle',
                actions: [
                  assign({ linkToken: undefined }),
                  { type: 'setError', params: { message: LINK_ACCOUNT_MESSAGES.widgetFailed } },
                  {
                    type: 'logError',
                    params: ({ event }) => ({ what: 'The link widget exited with an error', error: event.error }),
                  },
                ],
              },
              { target: 'idle', actions: assign({ linkToken: undefined }) },
            ],
          },
        },
        exchanging: {
          tags: ['linking'],
          invoke: {
            src: 'exchange',
            input: ({ context }) => ({ success: context.linkSuccess, userId: context.userId }),
            onDone: { target: 'linked', actions: [assign({ linkSuccess: undefined }), 'invalidateAccounts'] },
            onError: {
              target: 'idle',
              actions: [
                assign({ linkSuccess: undefined }),
                { type: 'setError', params: { message: LINK_ACCOUNT_MESSAGES.exchangeFailed } },
                {
                  type: 'logError',
                  params: ({ event }) => ({ what: 'Failed to link your account', error: event.error }),
                },
              ],
            },
          },
        },
        linked: { tags: ['linking'], entry: 'linked' },
      },
    },
  },
});

export type LinkAccountSnapshot = SnapshotFrom<typeof linkAccountMachine>;
