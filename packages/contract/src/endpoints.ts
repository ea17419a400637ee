import { z } from 'zod';

import { agentIdSchema, creditPackageIdSchema } from './catalogueSchemas';
import {
  correctionParamsSchema,
  correctionRuleSchema,
  correctionsResponseSchema,
  createCorrectionResponseSchema,
} from './corrections';
import { INSUFFICIENT_CREDITS_ERROR, SELECT_ACCOUNT_MESSAGE, ZIPCODE_MESSAGE, ZIPCODE_PATTERN } from './constants';
import {
  accountSchema,
  agentTaskSchema,
  creditBalanceSchema,
  creditLedgerItemSchema,
  linkedItemSchema,
  paymentStatusSchema,
  supportRequestSchema,
  transactionSchema,
} from './entities';
import type { AgentTask } from './entities';
import { countSchema, httpUrlSchema, timestampSchema } from './primitives';

/**
 * The HTTP API of product 7: request and response schemas for each of its 15 endpoints, plus the three
 * calls of the user's corrections (corrections.ts, ADR 0040), and one typed map (`endpoints`) that the API client, the Fastify server, the MSW handlers and the OpenAPI
 * generator all read. Request bodies are strict (unknown fields are rejected, so a client can never
 * send a price or a balance); queries and path parameters arrive as strings and are coerced;
 * responses strip unknown keys.
 */

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** The helper supports these methods only; others fail with UNSUPPORTED_METHOD_MESSAGE (product 7). */
export const HTTP_METHODS = ['get', 'post', 'put', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The error body of every failed call. */
export const errorBodySchema = z.object({ error: z.string(), message: z.string().optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `{ success: true }` */
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** A page size in a query string: whole number 1 to 100. */
export const limitQueryParamSchema = z.coerce.number().int().min(1).max(100);

/** Query with an optional `limit`. */
export const limitQuerySchema = z.object({ limit: limitQueryParamSchema.optional() });
export type LimitQuery = z.infer<typeof limitQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Bank linking (/api/plaid)
// ---------------------------------------------------------------------------------------------

export const plaidTransactionsResponseSchema = z.object({ transactions: z.array(transactionSchema) });
export type PlaidTransactionsResponse = z.infer<typeof plaidTransactionsResponseSchema>;

export const plaidAccountsResponseSchema = z.object({ accounts: z.array(accountSchema) });
export type PlaidAccountsResponse = z.infer<typeof plaidAccountsResponseSchema>;

export const plaidItemsResponseSchema = z.object({ items: z.array(linkedItemSchema) });
export type PlaidItemsResponse = z.infer<typeof plaidItemsResponseSchema>;

export const plaidItemParamsSchema = z.object({ itemId: z.string().min(1) });
export type PlaidItemParams = z.infer<typeof plaidItemParamsSchema>;

/** Product 7: products (transactions), country_codes (US), language (en). */
export const createLinkTokenBodySchema = z.strictObject({
  client_name: z.string().trim().min(1),
  products: z.tuple([z.literal('transactions')]),
  country_codes: z.tuple([z.literal('US')]),
  language: z.literal('en'),
  /** Must be the caller's own id; the server checks it against the token. */
  user_id: z.string().min(1),
});
export type CreateLinkTokenBody = z.infer<typeof createLinkTokenBodySchema>;

export const createLinkTokenResponseSchema = z.object({
  link_token: z.string().min(1),
  expiration: timestampSchema,
});
export type CreateLinkTokenResponse = z.infer<typeof createLinkTokenResponseSchema>;

/** What the link widget reports on success (product 7). */
export const setAccessTokenBodySchema = z.strictObject({
  public_token: z.string().min(1),
  user_id: z.string().min(1),
  institution: z.strictObject({ name: z.string().min(1), institution_id: z.string().min(1) }),
});
export type SetAccessTokenBody = z.infer<typeof setAccessTokenBodySchema>;

/** Never an access token: unknown keys are stripped on serialisation. */
export const setAccessTokenResponseSchema = z.object({
  success: z.literal(true),
  item_id: z.string().min(1),
});
export type SetAccessTokenResponse = z.infer<typeof setAccessTokenResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Credits and payments
// ---------------------------------------------------------------------------------------------

export const creditBalanceResponseSchema = creditBalanceSchema;
export type CreditBalanceResponse = z.infer<typeof creditBalanceResponseSchema>;

export const creditTransactionsResponseSchema = z.object({ items: z.array(creditLedgerItemSchema) });
export type CreditTransactionsResponse = z.infer<typeof creditTransactionsResponseSchema>;

/** GET /api/credits?limit=25&nextKey=...: the history, a page at a time. */
export const creditHistoryQuerySchema = limitQuerySchema.extend({ nextKey: z.string().min(1).optional() });
export type CreditHistoryQuery = z.infer<typeof creditHistoryQuerySchema>;

/** `nextKey` is absent on the last page. */
export const creditHistoryResponseSchema = z.object({
  items: z.array(creditLedgerItemSchema),
  nextKey: z.string().optional(),
});
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponseSchema>;

/** The payment provider replaces this placeholder with the checkout session id (product 7). */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * Product 7: successUrl is origin + /payment/success?session_id={CHECKOUT_SESSION_ID}, cancelUrl is
 * origin + /payment/cancel. The server also checks that both point at an allowed origin.
 */
export const creditPurchaseBodySchema = z.strictObject({
  priceId: creditPackageIdSchema,
  successUrl: httpUrlSchema.refine((url) => url.includes(CHECKOUT_SESSION_PLACEHOLDER), {
    error: `successUrl must contain ${CHECKOUT_SESSION_PLACEHOLDER}`,
  }),
  cancelUrl: httpUrlSchema,
});
export type CreditPurchaseBody = z.infer<typeof creditPurchaseBodySchema>;

export const creditPurchaseResponseSchema = z.object({ checkoutUrl: httpUrlSchema });
export type CreditPurchaseResponse = z.infer<typeof creditPurchaseResponseSchema>;

export const paymentStatusQuerySchema = z.object({ session_id: z.string().min(1) });
export type PaymentStatusQuery = z.infer<typeof paymentStatusQuerySchema>;

export const paymentStatusResponseSchema = paymentStatusSchema;
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Agents
// ---------------------------------------------------------------------------------------------

/**
 * Start an agent run (product 7). The cost is never sent: the server computes it (product 9).
 * annualIncome and zipcode are the budget builder's optional context (product 5); the ZIP code's rule
 * and message are the start modal's (ZIPCODE_PATTERN, startRules.ts), so both sides say the same.
 */
export const agentInitiateBodySchema = z.strictObject({
  agent_type: agentIdSchema,
  selectedAccounts: z
    .array(z.string().min(1))
    .min(1, { error: SELECT_ACCOUNT_MESSAGE })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each account may be selected once' }),
  annualIncome: z.int().nonnegative().optional(),
  zipcode: z.string().regex(ZIPCODE_PATTERN, { error: ZIPCODE_MESSAGE }).optional(),
});
export type AgentInitiateBody = z.infer<typeof agentInitiateBodySchema>;

export const agentInitiateResponseSchema = z.object({ taskId: z.string().min(1) });
export type AgentInitiateResponse = z.infer<typeof agentInitiateResponseSchema>;

/** HTTP 402 body of POST /api/agent/initiate (product 7). */
export const insufficientCreditsBodySchema = z.object({
  error: z.literal(INSUFFICIENT_CREDITS_ERROR),
  message: z.string().optional(),
  required: countSchema,
  current: z.number(),
  shortfall: z.number().positive(),
});
export type InsufficientCreditsBody = z.infer<typeof insufficientCreditsBodySchema>;

export const agentParamsSchema = z.object({ agentId: agentIdSchema });
export type AgentParams = z.infer<typeof agentParamsSchema>;

export const agentTaskParamsSchema = agentParamsSchema.extend({ taskId: z.string().min(1) });
export type AgentTaskParams = z.infer<typeof agentTaskParamsSchema>;

export const agentResultResponseSchema = agentTaskSchema;
export type AgentResultResponse = z.infer<typeof agentResultResponseSchema>;

/**
 * GET /api/agent/{agentId}/tasks?limit=25&nextKey=...: a page of the agent's tasks, newest first;
 * `nextKey` (from the previous page) continues after it, as the credit history does (ADR 0029: runs
 * older than the first page were unreachable).
 */
export const agentTasksQuerySchema = limitQuerySchema.extend({ nextKey: z.string().min(1).optional() });
export type AgentTasksQuery = z.infer<typeof agentTasksQuerySchema>;

/**
 * Product 7 reads `items` on one page and `tasks` on others; the server sends both keys, newest first.
 * Read it with taskListOf. `nextKey` is absent on the last page.
 */
export const agentTasksResponseSchema = z.object({
  tasks: z.array(agentTaskSchema).optional(),
  items: z.array(agentTaskSchema).optional(),
  nextKey: z.string().optional(),
});
export type AgentTasksResponse = z.infer<typeof agentTasksResponseSchema>;

/** The task list of a tasks response, whichever key carries it. */
export function taskListOf(response: AgentTasksResponse): AgentTask[] {
  return response.tasks ?? response.items ?? [];
}

// ---------------------------------------------------------------------------------------------
// Support
// ---------------------------------------------------------------------------------------------

export const supportBodySchema = supportRequestSchema;
export const supportResponseSchema = z.object({ success: z.literal(true), id: z.string().min(1) });
export type SupportResponse = z.infer<typeof supportResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The endpoint map
// ---------------------------------------------------------------------------------------------

/** One endpoint. `path` uses `{name}` placeholders (OpenAPI style); see buildPath and routePath. */
export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success body (200, or `successStatus`). */
  readonly response: z.ZodType;
  /** The status of success when it is not 200 (201 for a call that creates). */
  readonly successStatus?: 201;
  /** Error bodies with their own shape, by status. All other failures use errorBodySchema. */
  readonly errors?: Readonly<Record<number, z.ZodType>>;
}

/** Every call of product 7, once, and the corrections calls (ADR 0040). */
export const endpoints = {
  plaidTransactions: {
    method: 'get',
    path: '/api/plaid/transactions',
    summary: 'Recent transactions of all linked accounts',
    response: plaidTransactionsResponseSchema,
  },
  plaidAccounts: {
    method: 'get',
    path: '/api/plaid/accounts',
    summary: 'Linked accounts with balances',
    response: plaidAccountsResponseSchema,
  },
  plaidItems: {
    method: 'get',
    path: '/api/plaid/items',
    summary: 'Linked institutions',
    response: plaidItemsResponseSchema,
  },
  plaidDeleteItem: {
    method: 'delete',
    path: '/api/plaid/items/{itemId}',
    summary: 'Remove a linked institution and its data',
    params: plaidItemParamsSchema,
    response: successResponseSchema,
  },
  plaidCreateLinkToken: {
    method: 'post',
    path: '/api/plaid/create_link_token',
    summary: 'Create a token for the bank-linking widget',
    body: createLinkTokenBodySchema,
    response: createLinkTokenResponseSchema,
  },
  plaidSetAccessToken: {
    method: 'post',
    path: '/api/plaid/set_access_token',
    summary: 'Exchange the widget public token and store the link',
    body: setAccessTokenBodySchema,
    response: setAccessTokenResponseSchema,
  },
  creditBalance: {
    method: 'get',
    path: '/api/credits/balance',
    summary: 'Current credit balance',
    response: creditBalanceResponseSchema,
  },
  creditTransactions: {
    method: 'get',
    path: '/api/credits/transactions',
    summary: 'Latest credit ledger entries',
    // `?limit=1`: the latest entry, for the welcome-bonus check.
    query: limitQuerySchema,
    response: creditTransactionsResponseSchema,
  },
  creditHistory: {
    method: 'get',
    path: '/api/credits',
    summary: 'Credit ledger history, paged by nextKey',
    query: creditHistoryQuerySchema,
    response: creditHistoryResponseSchema,
  },
  creditPurchase: {
    method: 'post',
    path: '/api/credits/purchase',
    summary: 'Start a checkout for a credit package',
    body: creditPurchaseBodySchema,
    response: creditPurchaseResponseSchema,
  },
  paymentStatus: {
    method: 'get',
    path: '/api/payments/status',
    summary: 'Verify a checkout session and its credit grant',
    query: paymentStatusQuerySchema,
    response: paymentStatusResponseSchema,
  },
  agentInitiate: {
    method: 'post',
    path: '/api/agent/initiate',
    summary: 'Charge credits and start an agent run',
    body: agentInitiateBodySchema,
    response: agentInitiateResponseSchema,
    errors: { 402: insufficientCreditsBodySchema },
  },
  agentResult: {
    method: 'get',
    path: '/api/agent/{agentId}/result/{taskId}',
    summary: 'Status and result of one task',
    params: agentTaskParamsSchema,
    response: agentResultResponseSchema,
  },
  agentTasks: {
    method: 'get',
    path: '/api/agent/{agentId}/tasks',
    summary: "The caller's tasks for one agent, newest first, paged by nextKey",
    params: agentParamsSchema,
    query: agentTasksQuerySchema,
    response: agentTasksResponseSchema,
  },
  support: {
    method: 'post',
    path: '/api/support',
    summary: 'Send a support request',
    body: supportBodySchema,
    response: supportResponseSchema,
  },
  correctionsList: {
    method: 'get',
    path: '/api/corrections',
    summary: "The caller's corrections, newest first, each in words with what it touched in the latest run",
    response: correctionsResponseSchema,
  },
  correctionCreate: {
    method: 'post',
    path: '/api/corrections',
    summary: 'Store a correction for later runs; it replaces a stored one with the same kind and merchant',
    body: correctionRuleSchema,
    response: createCorrectionResponseSchema,
    successStatus: 201,
    // One rule over CORRECTIONS_PER_USER_MAX.
    errors: { 409: errorBodySchema },
  },
  correctionDelete: {
    method: 'delete',
    path: '/api/corrections/{id}',
    summary: "Undo one of the caller's corrections (404 for any other id)",
    params: correctionParamsSchema,
    response: successResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

type SchemaAt<E, P extends 'params' | 'query' | 'body' | 'response'> = E extends {
  readonly [K in P]: infer S extends z.ZodType;
}
  ? S
  : undefined;
type OutputAt<E, P extends 'params' | 'query' | 'body' | 'response'> =
  SchemaAt<E, P> extends z.ZodType ? z.output<SchemaAt<E, P>> : undefined;

/** Path parameters of an endpoint, or undefined when it has none. */
export type EndpointParams<K extends EndpointKey> = OutputAt<Endpoints[K], 'params'>;
/** Query of an endpoint (typed values; serialise with withQuery), or undefined. */
export type EndpointQuery<K extends EndpointKey> = OutputAt<Endpoints[K], 'query'>;
/** Body the client sends, or undefined. */
export type EndpointBody<K extends EndpointKey> =
  SchemaAt<Endpoints[K], 'body'> extends z.ZodType ? z.input<SchemaAt<Endpoints[K], 'body'>> : undefined;
/** Parsed 200 body. */
export type EndpointResponse<K extends EndpointKey> = z.output<Endpoints[K]['response']>;

type DefinedOnly<T> = { [P in keyof T as T[P] extends undefined ? never : P]: T[P] };
/**
 * Everything a call of endpoint definition E sends, with only the parts it has:
 * `{ params?, query?, body? }`. For an endpoint of any map (the app's client adds the sandbox bank's).
 */
export type RequestOf<E extends EndpointDef> = DefinedOnly<{
  params: OutputAt<E, 'params'>;
  query: OutputAt<E, 'query'>;
  body: SchemaAt<E, 'body'> extends z.ZodType ? z.input<SchemaAt<E, 'body'>> : undefined;
}>;
/** The parsed 200 body of endpoint definition E. */
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;
/** Everything a call sends, with only the parts the endpoint has: `{ params?, query?, body? }`. */
export type EndpointRequest<K extends EndpointKey> = RequestOf<Endpoints[K]>;

/** The params argument of buildPath: required when the endpoint has params, absent otherwise. */
export type PathArgs<E extends EndpointDef> =
  SchemaAt<E, 'params'> extends z.ZodType ? [params: z.output<SchemaAt<E, 'params'>>] : [];

/**
 * The concrete path of an endpoint: each `{name}` is replaced by the URI-encoded parameter.
 * @throws Error when a parameter is missing or empty.
 */
export function buildPath<E extends EndpointDef>(endpoint: E, ...params: PathArgs<E>): string;
export function buildPath(endpoint: EndpointDef, params?: Readonly<Record<string, string>>): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') {
      throw new Error(`Missing path parameter '${name}' for ${endpoint.path}`);
    }
    return encodeURIComponent(value);
  });
}

/** `path?query` with undefined and null values left out; `path` alone when nothing remains. */
export function withQuery(
  path: string,
  query?: Readonly<Record<string, string | number | boolean | null | undefined>>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The endpoint's path in Fastify's syntax: `/api/plaid/items/:itemId`. */
export function routePath(endpoint: EndpointDef): string {
  return endpoint.path.replace(/\{(\w+)\}/g, ':$1');
}
