import { CREDIT_HISTORY_PAGE_SIZE } from '@ledgerlight/contract';
import type {
  AgentInitiateResponse,
  AgentTask,
  CreateLinkTokenBody,
  CreditHistoryResponse,
  LinkedItem,
  PaymentStatus,
  SetAccessTokenBody,
  SandboxInstitutionsResponse,
  SandboxLinkSuccess,
  SandboxLoginBody,
  SandboxLoginResponse,
  SandboxSelectAccountsBody,
  SupportRequest,
  SupportResponse,
} from '@ledgerlight/contract';
import { fromPromise } from 'xstate';
import type { Api } from '../api/api';
import type { SignInOutcome, SignUpInput, SignUpOutcome, IdentityAdapter } from '../auth/identity';
import type { ExchangeInput } from '../bankLink/linkAccount.machine';
import type { BankLinkSuccessMetadata } from '../bankLink/types';
import type { CreditHistoryPageInput } from '../credits/creditHistory.machine';
import type { FetchTaskInput } from '../processing/processingPoller.machine';
import type { StartRequest } from '../agents/startAgent.machine';

/*
 * The one place where the machines' actors meet the world: each function builds, from the API client
 * (or the identity adapter), the actors one machine declares by name in its setup(). The app supplies
 * them with `machine.provide({ actors: xActors(api) })`; tests supply fakes the same way, or these
 * functions over a fake client.
 */

/** creditHistoryMachine: GET /api/credits?limit=25 (&nextKey=...) (product 7, 9). */
export const creditHistoryActors = (call: Api) => ({
  fetchPage: fromPromise<CreditHistoryResponse, CreditHistoryPageInput>(({ input }) =>
    call('creditHistory', { query: { limit: CREDIT_HISTORY_PAGE_SIZE, nextKey: input.nextKey } }),
  ),
});

/** processingPollerMachine: GET /api/agent/results/{agentId}/{taskId}. */
export const processingPollerActors = (call: Api) => ({
  fetchTask: fromPromise<AgentTask, FetchTaskInput>(({ input }) =>
    call('agentResult', { params: { agentId: input.agentId, taskId: input.taskId } }),
  ),
});

/** paymentVerificationMachine: the balance and the payment session's status. */
export const paymentVerificationActors = (call: Api) => ({
  readBalance: fromPromise<number>(async () => (await call('creditBalance', {})).balance),
  verifyPayment: fromPromise<PaymentStatus, { sessionId: string }>(({ input }) =>
    call('paymentStatus', { query: { session_id: input.sessionId } }),
  ),
});

/** helpFormMachine: POST /api/support. */
export const helpFormActors = (call: Api) => ({
  submitSupport: fromPromise<SupportResponse, SupportRequest>(({ input }) => call('support', { body: input })),
});

/** startAgentMachine: POST /api/agent/initiate, with the start's Idempotency-Key. */
export const startAgentActors = (call: Api) => ({
  initiate: fromPromise<AgentInitiateResponse, StartRequest>(({ input }) =>
    call('agentInitiate', { body: input.body, headers: { 'Idempotency-Key': input.idempotencyKey } }),
  ),
});

/** Product 7: what POST /api/plaid/create_link_token sends, for the signed-in user. */
export function linkTokenRequest(userId: string): CreateLinkTokenBody {
  return {
    client_name: 'Ledgerlight',
    products: ['transactions'],
    country_codes: ['US'],
    language: 'en',
    user_id: userId,
  };
}

/**
 * Product 7: what POST /api/plaid/set_access_token sends after the widget's success: the public token,
 * the user id and the institution. A success without an institution cannot be stored.
 */
export function accessTokenRequest(
  publicToken: string,
  metadata: BankLinkSuccessMetadata,
  userId: string,
): SetAccessTokenBody {
  const institution = metadata.institution;
  if (!institution) throw new Error('The link widget reported no institution');
  return {
    public_token: publicToken,
    user_id: userId,
    institution: { name: institution.name, institution_id: institution.institution_id },
  };
}

/** linkAccountMachine: the linked institutions, their removal, the link token and the exchange (product 7). */
export const linkAccountActors = (call: Api) => ({
  fetchItems: fromPromise<LinkedItem[]>(async () => (await call('plaidItems', {})).items),
  removeItem: fromPromise<string, { itemId: string }>(async ({ input }) => {
    await call('plaidDeleteItem', { params: { itemId: input.itemId } });
    return input.itemId;
  }),
  createLinkToken: fromPromise<string, { userId: string | undefined }>(async ({ input }) => {
    if (!input.userId) throw new Error('No signed-in user to link a bank for');
    return (await call('plaidCreateLinkToken', { body: linkTokenRequest(input.userId) })).link_token;
  }),
  exchange: fromPromise<string, ExchangeInput>(async ({ input }) => {
    if (!input.success) throw new Error('No public token to exchange');
    if (!input.userId) throw new Error('No signed-in user to link a bank for');
    const { publicToken, metadata } = input.success;
    const body = accessTokenRequest(publicToken, metadata, input.userId);
    return (await call('plaidSetAccessToken', { body })).item_id;
  }),
});

/** sandboxLinkMachine: the local sandbox bank's Link calls (contract sandboxLink.ts). */
export const sandboxLinkActors = (call: Api) => ({
  fetchInstitutions: fromPromise<SandboxInstitutionsResponse>(() => call('sandboxInstitutions', {})),
  login: fromPromise<SandboxLoginResponse, SandboxLoginBody>(({ input }) => call('sandboxLogin', { body: input })),
  selectAccounts: fromPromise<SandboxLinkSuccess, SandboxSelectAccountsBody>(({ input }) =>
    call('sandboxSelectAccounts', { body: input }),
  ),
});

/** authModalMachine: the identity operations of the adapter (Amplify, or the in-memory one in tests). */
export const authModalActors = (adapter: IdentityAdapter) => ({
  signIn: fromPromise<SignInOutcome, { email: string; password: string }>(({ input }) => adapter.signIn(input)),
  signUp: fromPromise<SignUpOutcome, SignUpInput>(({ input }) => adapter.signUp(input)),
  confirmSignUp: fromPromise<unknown, { email: string; code: string }>(({ input }) => adapter.confirmSignUp(input)),
  resendCode: fromPromise<unknown, { email: string }>(({ input }) => adapter.resendSignUpCode(input)),
  resetPassword: fromPromise<unknown, { email: string }>(({ input }) => adapter.resetPassword(input)),
  confirmResetPassword: fromPromise<unknown, { email: string; code: string; newPassword: string }>(({ input }) =>
    adapter.confirmResetPassword(input),
  ),
});
