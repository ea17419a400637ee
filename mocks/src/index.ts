/**
 * @ledgerlight/mocks: MSW handlers for every call of product 7, typed by the contract, on a small
 * in-memory store; deterministic fixtures; named scenarios for stories, tests and the demo mode.
 *
 *   tests:    setupServer(...handlers) with onUnhandledRequest: 'error', resetMockDb() before each
 *   stories:  parameters.msw.handlers = [scenario('creditBalance', 'serverError')] or scenarios.newUser
 *   demo:     setupWorker(...handlers) (worker file: public/mockServiceWorker.js)
 */

// Handlers
export { createHandlers, handlers } from './createHandlers';
export { ACCOUNT_DELETION_PATTERN, accountHandlers, createAccountHandlers } from './handlers/account';
export { agentHandlers, createAgentHandlers } from './handlers/agent';
export { createCreditsHandlers, creditsHandlers, DEFAULT_LATEST_ENTRIES } from './handlers/credits';
export { createPaymentsHandlers, paymentsHandlers } from './handlers/payments';
export { createPlaidHandlers, plaidHandlers } from './handlers/plaid';
export {
  bankErrorResponse,
  createSandboxLinkHandlers,
  sandboxLinkHandler,
  sandboxLinkHandlers,
  sandboxLinkPattern,
} from './handlers/sandboxLink';
export type { SandboxLinkHandlerBody, SandboxLinkKey, SandboxLinkResolver } from './handlers/sandboxLink';
export { sandboxLinkScenario } from './sandboxLinkScenarios';
export type { SandboxLinkScenarioName } from './sandboxLinkScenarios';
export { createSupportHandlers, supportHandlers } from './handlers/support';
export {
  COGNITO_OPERATIONS,
  MOCK_COGNITO_PATH,
  cognitoErrorResponse,
  cognitoFailure,
  cognitoHandlers,
  createCognitoHandlers,
} from './handlers/cognito';
export type { CognitoHandlerOptions, CognitoOperation } from './handlers/cognito';
export { configHandlers, createConfigHandlers, mockRuntimeConfig } from './handlers/config';
export { correctionsHandlers, createCorrectionsHandlers } from './handlers/corrections';
export { MOCK_CORRECTIONS } from './fixtures/corrections';
export { mockMerchantKey } from './fixtures/merchantKey';
export type { CorrectionsHandlerOptions } from './handlers/corrections';
export { endpointHandler, endpointPattern, errorResponse } from './handlers/endpoint';
export type { EndpointHandlerBody, EndpointPathParams, EndpointResolver } from './handlers/endpoint';
export { perRender, storyWorker } from './perRender';
export type { StoryWorker } from './perRender';

// Scenarios
export {
  EMPTY_BODIES,
  SCENARIO_NAMES,
  SCENARIO_STATUS,
  SLOW_DELAY_MS,
  everyEndpoint,
  handlersFor,
  isEmptyableEndpoint,
  scenario,
  scenarios,
} from './scenarios';
export type {
  EmptyableEndpoint,
  ErrorScenarioName,
  PathPattern,
  ScenarioName,
  ScenarioOptions,
  ScenarioTarget,
} from './scenarios';

// Store
export {
  CognitoError,
  MOCK_COGNITO_CODE,
  MOCK_COGNITO_EXPIRED_CODE,
  MOCK_TOKEN_LIFETIME_SECONDS,
  MOCK_USER_PASSWORD,
  MOCK_USER_POOL_CLIENT_ID,
  MOCK_USER_POOL_ID,
  MockUserPool,
  createMockUserPool,
  decodeMockJwt,
  mockJwt,
  mockUserPool,
  resetMockUserPool,
} from './userPool';
export type {
  AuthenticationResult,
  CodeDeliveryDetails,
  CognitoErrorName,
  MockUserPoolOptions,
  PoolUser,
} from './userPool';
export { MockDb, createMockDb, mockDb, resetMockDb } from './store';
export { LOCAL_PUBLIC_TOKEN_PREFIX } from './store';
export type { InitiateOutcome, MockDbOptions, PollOutcome, SandboxOutcome } from './store';
export { BROKE_USER_TASK_ID, brokeUserSeed, emptySeed, fullSeed, newUserSeed } from './fixtures/seeds';
export type { MockDbSeed, StoredItem, StoredSupportRequest } from './fixtures/seeds';
export {
  FINISHED_STAGE,
  POLLS_TO_COMPLETE,
  QUEUED_STATUS_TEXT,
  TASK_STAGES,
  renderTask,
  resultEnvelope,
  stageOf,
} from './taskLifecycle';
export type { TaskOutcome, TaskRecord, TaskStage } from './taskLifecycle';
export { MOCK_CARD } from './ledgerEntries';

// Fixtures
export { MOCK_HISTORY_START, MOCK_NOW, MOCK_NOW_MS, MOCK_TODAY } from './fixtures/time';
export { createRandom } from './fixtures/random';
export type { Random } from './fixtures/random';
export { MOCK_USER } from './fixtures/user';
export {
  MOCK_ACCOUNT_IDS,
  MOCK_ACCOUNT_ITEM,
  MOCK_ACCOUNTS,
  MOCK_ACCOUNTS_BY_KEY,
  MOCK_INSTITUTIONS,
  MOCK_ITEM_IDS,
  MOCK_ITEMS,
  MOCK_LOAN_ACCOUNTS,
} from './fixtures/bank';
export type { MockAccountKey, MockInstitutionKey } from './fixtures/bank';
export { MOCK_TRANSACTIONS, PENDING_FROM } from './fixtures/transactions';
export {
  MOCK_SANDBOX_INSTITUTION_IDS,
  SANDBOX_BANK_ERRORS,
  sandboxInstitutionSummaries,
  sandboxMfaMessage,
} from './fixtures/sandboxBank';
export type { SandboxBankErrorName } from './fixtures/sandboxBank';
export { MOCK_RUNS, analyzedAccounts } from './fixtures/analysis';
export type { AnalysisRun } from './fixtures/analysis';
export {
  MOCK_CHECKOUT_SESSION_ID,
  MOCK_CHECKOUT_SESSIONS,
  MOCK_CREDIT_BALANCE,
  MOCK_GRANTED_CHECKOUT_SESSION_ID,
  MOCK_LEDGER,
  MOCK_SIGNUP_AT,
} from './fixtures/ledger';
export type { CheckoutSession } from './fixtures/ledger';
export {
  MOCK_RESULTS,
  MOCK_RESULT_SUMMARIES,
  MOCK_SPECIAL_TASK_IDS,
  MOCK_TASK_IDS,
  MOCK_TASK_RECORDS,
  MOCK_TASKS,
  createFixtureTaskRecord,
  mockTaskFor,
} from './fixtures/tasks';
export type { MockTaskSpec } from './fixtures/tasks';
export { MOCK_FRAUD_LOW_RISK_RESULT, MOCK_FRAUD_RESULT } from './fixtures/results/fraud';
export { MOCK_BUDGET_RESULT, budgetResultFor } from './fixtures/results/budget';
export { MOCK_RECURRING_RESULT, MOCK_RECURRING_SOURCE_SHAPES, monthlyAmountOf } from './fixtures/results/recurring';
export type { RecurringSourceShape } from './fixtures/results/recurring';
export { MOCK_SAVINGS_RESULT, MOCK_SAVINGS_SOURCE_SHAPES } from './fixtures/results/savings';
export { MOCK_DISCRETIONARY_RESULT } from './fixtures/results/discretionary';
export { MOCK_ERROR_RESULTS } from './fixtures/results/errors';
