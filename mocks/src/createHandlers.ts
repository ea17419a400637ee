import type { HttpHandler } from 'msw';

import { agentHandlers, createAgentHandlers } from './handlers/agent';
import { createCreditsHandlers, creditsHandlers } from './handlers/credits';
import { createPaymentsHandlers, paymentsHandlers } from './handlers/payments';
import { createPlaidHandlers, plaidHandlers } from './handlers/plaid';
import { createSupportHandlers, supportHandlers } from './handlers/support';
import type { MockDb } from './store';

/** Every endpoint of spec 7, answered from `db`. */
export function createHandlers(db: MockDb): HttpHandler[] {
  return [
    ...createPlaidHandlers(db),
    ...createCreditsHandlers(db),
    ...createPaymentsHandlers(db),
    ...createAgentHandlers(db),
    ...createSupportHandlers(db),
  ];
}

/** The happy path: every endpoint of spec 7 on the shared mockDb (reset it with resetMockDb). */
export const handlers: HttpHandler[] = [
  ...plaidHandlers,
  ...creditsHandlers,
  ...paymentsHandlers,
  ...agentHandlers,
  ...supportHandlers,
];
