import {
  INVALID_AGENT_MESSAGE,
  insufficientCreditsAlert,
  insufficientCreditsBodySchema,
  isAgentId,
} from '@ledgerlight/contract';
import type { AgentInitiateBody, AgentInitiateResponse } from '@ledgerlight/contract';
import { annualIncomeOf } from '@ledgerlight/ui';
import type { StartAgentConfig } from '@ledgerlight/ui';
import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '../api/http';

/** Spec 8: any failure to start other than a 402 or an unknown agent. */
export const START_FAILED_MESSAGE = 'Failed to start agent. Please try again.';

export const EMPTY_CONFIG: StartAgentConfig = { selectedAccounts: [], annualIncome: '', zipcode: '' };

/**
 * The body of POST /api/agent/initiate (spec 7): the agent and the accounts; annualIncome and
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

/** What the user reads when starting failed (spec 5 and 8). */
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
  { type: 'UPDATE'; config: StartAgentConfig } | { type: 'CONTINUE' } | { type: 'BACK' } | { type: 'START' };

export interface StartAgentContext {
  agentId: string;
  config: StartAgentConfig;
  taskId?: string;
  error?: string;
}

/**
 * The Start flow (spec 2): configure -> confirm (Back returns) -> starting -> done, which leaves for
 * /processing/{agentId}/{taskId}; or failed, with the message of spec 8, from where the user may
 * try again or go back. An unknown agent fails at once with 'Invalid agent selected' (spec 5).
 */
export const startAgentMachine = setup({
  types: {
    context: {} as StartAgentContext,
    events: {} as StartAgentEvent,
    input: {} as { agentId: string; config?: StartAgentConfig },
  },
  actors: {
    initiate: fromPromise<AgentInitiateResponse, AgentInitiateBody>(async () => {
      throw new Error('initiate is provided by the page');
    }),
  },
  actions: {
    /** The page goes to /processing/{agentId}/{taskId}. */
    goToProcessing: () => undefined,
    /** The run was charged: the cached balance (spec 9, credit_balance) is stale. */
    invalidateBalance: () => undefined,
    updateConfig: assign({ config: ({ context, event }) => (event.type === 'UPDATE' ? event.config : context.config) }),
    clearError: assign({ error: undefined }),
    rejectAgent: assign({ error: INVALID_AGENT_MESSAGE }),
  },
  guards: {
    isKnownAgent: ({ context }) => isAgentId(context.agentId),
  },
}).createMachine({
  id: 'startAgent',
  context: ({ input }) => ({ agentId: input.agentId, config: input.config ?? EMPTY_CONFIG }),
  initial: 'configure',
  states: {
    configure: {
      on: {
        UPDATE: { actions: 'updateConfig' },
        CONTINUE: { target: 'confirm', actions: 'clearError' },
      },
    },
    confirm: {
      on: {
        BACK: { target: 'configure', actions: 'clearError' },
        START: [
          { guard: 'isKnownAgent', target: 'starting' },
          { target: 'failed', actions: 'rejectAgent' },
        ],
      },
    },
    starting: {
      entry: 'clearError',
      invoke: {
        src: 'initiate',
        input: ({ context }) => initiateBody(context.agentId, context.config),
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
