import {
  INVALID_AGENT_MESSAGE,
  getAgent,
  insufficientCreditsAlert,
  insufficientCreditsBodySchema,
  isAgentId,
} from '@ledgerlight/contract';
import type { AgentInitiateBody, AgentInitiateResponse } from '@ledgerlight/contract';
import { annualIncomeOf, startConfigurationErrors, visibleStartErrors } from '@ledgerlight/contract';
import type { StartAgentConfig, StartAgentErrors } from '@ledgerlight/contract';
import { and, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../../lib/api/http';
import { notProvided } from '../../lib/machines/notProvided';

/** Product 8: any failure to start other than a 402 or an unknown agent. */
export const START_FAILED_MESSAGE = 'Failed to start agent. Please try again.';

const EMPTY_CONFIG: StartAgentConfig = { selectedAccounts: [], annualIncome: '', zipcode: '' };

/**
 * The body of POST /api/agent/initiate (product 7): the agent and the accounts; annualIncome and
 * zipcode only for the budget builder, and only when given.
 */
export function initiateBody(agentId: string, config: StartAgentConfig): AgentInitiateBody {
  const body: AgentInitiateBody = {
    agent_type: agentId as AgentInitiateBody['agent_type'],
    selectedAccounts: [...config.selectedAccounts],
  };
  if (agentId === 'budget_builder') {
    const annualIncome = annualIncomeOf(config.annualIncome);
    if (annualIncome !== undefined) body.annualIncome = annualIncome;
    if (config.zipcode !== '') body.zipcode = config.zipcode;
  }
  return body;
}

/**
 * One start of a run as the server gets it: the body and the start's Idempotency-Key. The key is new for each start the user confirms and kept when they try again after a
 * failure, so that a retry of a start the server did commit (the answer lost on the way) returns
 * that task instead of charging a second run.
 */
export interface StartRequest {
  readonly body: AgentInitiateBody;
  readonly idempotencyKey: string;
}

/** A new idempotency key: 128 random bits in hex (getRandomValues works on plain http too). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What the user reads when starting failed (product 5 and 8). */
export function startErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 402) {
      const body = insufficientCreditsBodySchema.safeParse(error.body);
      if (body.success) return insufficientCreditsAlert(body.data.required, body.data.current, body.data.shortfall);
    }
    if (error.serverMessage === INVALID_AGENT_MESSAGE) return INVALID_AGENT_MESSAGE;
    const body = error.body as { error?: unknown } | null;
    if (typeof body === 'object' && body !== null && body.error === INVALID_AGENT_MESSAGE) return INVALID_AGENT_MESSAGE;
  }
  return START_FAILED_MESSAGE;
}

export type StartAgentEvent =
  | { type: 'UPDATE'; config: StartAgentConfig }
  /** The credit balance changed (undefined: not known; the server still checks). */
  | { type: 'BALANCE'; balance: number | undefined }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'START' };

export interface StartAgentContext {
  agentId: string;
  config: StartAgentConfig;
  balance?: number;
  /** CONTINUE was refused once: the fields' messages show from then on. */
  attempted: boolean;
  taskId?: string;
  error?: string;
  /** The Idempotency-Key of the start in progress or last failed; a new one for each confirmed start. */
  idempotencyKey?: string;
}

/** What the configure step refuses now (product 5), whether shown yet or not. */
function configurationErrors(context: StartAgentContext): StartAgentErrors {
  return startConfigurationErrors(getAgent(context.agentId), context.config, context.balance);
}

/** What the modal shows: the credits at once, the fields' messages after a refused Continue. */
export function startAgentErrors(snapshot: SnapshotFrom<typeof startAgentMachine>): StartAgentErrors {
  return visibleStartErrors(configurationErrors(snapshot.context), snapshot.context.attempted);
}

/**
 * The Start flow (product 2): configure -> confirm (Back returns) -> starting -> done, which leaves for
 * /processing/{agentId}/{taskId}; or failed, with the message of product 8, from where the user may
 * try again or go back. An unknown agent fails at once with 'Invalid agent selected' (product 5).
 *
 * CONTINUE leaves configure only when the rules of product 5 hold (guards hasSelection, isAffordable,
 * hasValidBudgetContext over startConfigurationErrors); otherwise it stays, and from then on
 * `startAgentErrors` gives the fields' messages. BALANCE keeps the balance the cost is checked against.
 */
export const startAgentMachine = setup({
  types: {
    context: {} as StartAgentContext,
    events: {} as StartAgentEvent,
    input: {} as { agentId: string; config?: StartAgentConfig; balance?: number },
  },
  actors: {
    /** POST /api/agent/initiate, supplied with `.provide({ actors })`. */
    initiate: notProvided<AgentInitiateResponse, StartRequest>('initiate'),
  },
  actions: {
    /** The page goes to /processing/{agentId}/{taskId}. */
    goToProcessing: () => undefined,
    /** The run was charged: the cached balance (product 9, credit_balance) is stale. */
    invalidateBalance: () => undefined,
    updateConfig: assign({ config: ({ context, event }) => (event.type === 'UPDATE' ? event.config : context.config) }),
    updateBalance: assign({
      balance: ({ context, event }) => (event.type === 'BALANCE' ? event.balance : context.balance),
    }),
    markAttempted: assign({ attempted: true }),
    clearError: assign({ error: undefined }),
    rejectAgent: assign({ error: INVALID_AGENT_MESSAGE }),
    /** A confirmed start gets a key of its own; trying again after a failure keeps it. */
    newStartKey: assign({ idempotencyKey: () => newIdempotencyKey() }),
  },
  guards: {
    isKnownAgent: ({ context }) => isAgentId(context.agentId),
    hasSelection: ({ context }) => configurationErrors(context).selectedAccounts === undefined,
    /** The cost is within the balance, or the balance is not known (the server still checks). */
    isAffordable: ({ context }) => configurationErrors(context).credits === undefined,
    /** The budget builder's income and ZIP code are absent or readable (product 5). */
    hasValidBudgetContext: ({ context }) => {
      const errors = configurationErrors(context);
      return errors.annualIncome === undefined && errors.zipcode === undefined;
    },
  },
}).createMachine({
  id: 'startAgent',
  context: ({ input }) => ({
    agentId: input.agentId,
    config: input.config ?? EMPTY_CONFIG,
    balance: input.balance,
    attempted: false,
  }),
  initial: 'configure',
  on: { BALANCE: { actions: 'updateBalance' } },
  states: {
    configure: {
      on: {
        UPDATE: { actions: 'updateConfig' },
        CONTINUE: [
          {
            guard: and(['hasSelection', 'isAffordable', 'hasValidBudgetContext']),
            target: 'confirm',
            actions: 'clearError',
          },
          { actions: 'markAttempted' },
        ],
      },
    },
    confirm: {
      on: {
        BACK: { target: 'configure', actions: 'clearError' },
        START: [
          { guard: 'isKnownAgent', target: 'starting', actions: 'newStartKey' },
          { target: 'failed', actions: 'rejectAgent' },
        ],
      },
    },
    starting: {
      entry: 'clearError',
      invoke: {
        src: 'initiate',
        input: ({ context }) => ({
          body: initiateBody(context.agentId, context.config),
          idempotencyKey: context.idempotencyKey ?? newIdempotencyKey(),
        }),
        onDone: {
          target: 'done',
          actions: [assign({ taskId: ({ event }) => event.output.taskId }), 'invalidateBalance', 'goToProcessing'],
        },
        onError: {
          target: 'failed',
          actions: [assign({ error: ({ event }) => startErrorMessage(event.error) }), 'invalidateBalance'],
        },
      },
    },
    failed: {
      on: {
        BACK: { target: 'configure', actions: 'clearError' },
        START: [
          { guard: 'isKnownAgent', target: 'starting' },
          { target: 'failed', actions: 'rejectAgent' },
        ],
      },
    },
    done: { type: 'final' },
  },
});
