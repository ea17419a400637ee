import type { HttpHandler } from 'msw';

import { accountHandlers, createAccountHandlers } from './handlers/account';
import { agentHandlers, createAgentHandlers } from './handlers/agent';
import { cognitoHandlers, createCognitoHandlers } from './handlers/cognito';
import { configHandlers, createConfigHandlers } from './handlers/config';
import { correctionsHandlers, createCorrectionsHandlers } from './handlers/corrections';
import { createCreditsHandlers, creditsHandlers } from './handlers/credits';
import { createPaymentsHandlers, paymentsHandlers } from './handlers/payments';
import { createPlaidHandlers, plaidHandlers } from './handlers/plaid';
import { createSandboxLinkHandlers, sandboxLinkHandlers } from './handlers/sandboxLink';
import { createSupportHandlers, supportHandlers } from './handlers/support';
import type { MockDb } from './store';
import type { MockUserPool } from './userPool';
import { mockUserPool } from './userPool';

/** Every endpoint of product 7, answered from `db`, plus /config.json and the mock Cognito pool. */
export function createHandlers(db: MockDb, pool: MockUserPool = mockUserPool): HttpHandler[] {
  return [
    ...createConfigHandlers(pool),
    ...createCognitoHandlers(pool),
    ...createPlaidHandlers(db),
    ...createSandboxLinkHandlers(db),
    ...createCreditsHandlers(db),
    ...createPaymentsHandlers(db),
    ...createAgentHandlers(db),
    ...createSupportHandlers(db),
    ...createCorrectionsHandlers(),
    ...createAccountHandlers(),
  ];
}

/**
 * The happy path: every endpoint of product 7 on the shared mockDb, the run-time configuration, and the
 * mock Cognito pool (reset both with resetMockDb).
 */
export const handlers: HttpHandler[] = [
  ...configHandlers,
  ...cognitoHandlers,
  ...plaidHandlers,
  ...sandboxLinkHandlers,
  ...creditsHandlers,
  ...paymentsHandlers,
  ...agentHandlers,
  ...supportHandlers,
  ...correctionsHandlers,
  ...accountHandlers,
];
