import { z } from 'zod';

import { HELP_CATEGORIES, SUPPORT_DESCRIPTION_MAX } from './constants';
import { countSchema, isoDateSchema, timestampSchema, usdSchema } from './primitives';
import { taskResultEnvelopeSchema } from './results';
import type { TaskResultEnvelope } from './results';

/**
 * Entities of product 3 as zod schemas with their inferred types. Unknown keys are stripped on parse
 * (zod's default), so a newer server never breaks an older client; fields the spec leaves open are
 * optional or nullable. The agent definition lives in catalogue.ts, the result shapes in results.ts.
 */

// ---------------------------------------------------------------------------------------------
// Identity
// ---------------------------------------------------------------------------------------------

/**
 * The signed-in user (product 3). Built by the client from the identity provider. Names are optional
 * because sign-up makes first and last name optional (product 5); email format belongs to the provider.
 */
export const userSchema = z.object({
  username: z.string().min(1),
  userId: z.string().min(1),
  email: z.string().min(1),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

// ---------------------------------------------------------------------------------------------
// Bank data (Plaid shapes)
// ---------------------------------------------------------------------------------------------

/** Account balances: `available` is null when the bank does not report it (Plaid). */
export const accountBalancesSchema = z.object({
  current: usdSchema,
  available: usdSchema.nullable(),
  iso_currency_code: z.string().nullish(),
  limit: usdSchema.nullish(),
});
export type AccountBalances = z.infer<typeof accountBalancesSchema>;

/** A bank account (product 3). `type` is Plaid's (depository, credit, loan, investment, other). */
export const accountSchema = z.object({
  account_id: z.string().min(1),
  name: z.string(),
  type: z.string(),
  subtype: z.string().nullable(),
  institution_name: z.string(),
  balances: accountBalancesSchema,
  mask: z.string().nullish(),
  official_name: z.string().nullish(),
});
export type Account = z.infer<typeof accountSchema>;

/** Where a transaction happened (Plaid); every part may be missing. */
export const transactionLocationSchema = z
  .object({
    address: z.string().nullable(),
    city: z.string().nullable(),
    region: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.string().nullable(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
  })
  .partial();
export type TransactionLocation = z.infer<typeof transactionLocationSchema>;

/**
 * Plaid's personal finance category (PFCv2 taxonomy): `primary` such as 'LOAN_PAYMENTS' and `detailed`
 * such as 'LOAN_PAYMENTS_CAR_PAYMENT'. Banks supply it for some transactions and not others.
 */
export const personalFinanceCategorySchema = z.object({
  primary: z.string().min(1),
  detailed: z.string().min(1),
  confidence_level: z.string().nullish(),
});
export type PersonalFinanceCategory = z.infer<typeof personalFinanceCategorySchema>;

/**
 * A party to a transaction as the bank resolved it (Plaid `counterparties`): its name, a stable
 * `entity_id` when the bank knows the entity, and its type (merchant, financial_institution,
 * payment_app, marketplace, payment_terminal, income_source).
 */
export const counterpartySchema = z.object({
  name: z.string(),
  type: z.string(),
  entity_id: z.string().nullish(),
  confidence_level: z.string().nullish(),
});
export type Counterparty = z.infer<typeof counterpartySchema>;

/** A bank transaction (product 3). */
export const transactionSchema = z.object({
  transaction_id: z.string().min(1),
  account_id: z.string().min(1),
  date: isoDateSchema,
  name: z.string(),
  merchant_name: z.string().nullish(),
  /** Category path, most general first; the UI shows the first entry (product 3). May be empty. */
  category: z.array(z.string()),
  /** Plaid sign convention: positive is money out of the account, negative is money in. */
  amount: usdSchema,
  pending: z.boolean(),
  iso_currency_code: z.string().nullish(),
  location: transactionLocationSchema.optional(),
  /** The bank's own resolution of the transaction, when it gives one; it wins over descriptor parsing. */
  personal_finance_category: personalFinanceCategorySchema.nullish(),
  counterparties: z.array(counterpartySchema).optional(),
  /** 'online', 'in store' or 'other' (Plaid), when known. */
  payment_channel: z.string().nullish(),
  /**
   * The category the analyses file this transaction under ('Transportation', 'Shopping', 'Income'):
   * set by the API on `/api/plaid/transactions`, so the list and every result use one vocabulary.
   */
  display_category: z.string().nullish(),
  /**
   * The analyses' merchant entity of the transaction (one key per real payee, whatever the
   * descriptor) and its display name: set by the API on `/api/plaid/transactions`, so a correction
   * made on the row names the merchant as the engine does (ADR 0040).
   */
  merchantKey: z.string().min(1).nullish(),
  merchantName: z.string().min(1).nullish(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** A linked institution (product 3, /link-account). Never carries the access token. */
export const linkedItemSchema = z.object({
  item: z.object({ item_id: z.string().min(1) }),
  institution: z.object({ name: z.string(), institution_id: z.string().optional() }),
  createdAt: timestampSchema,
});
export type LinkedItem = z.infer<typeof linkedItemSchema>;

// ---------------------------------------------------------------------------------------------
// Credits and payments
// ---------------------------------------------------------------------------------------------

/** Credit balance (product 3). */
export const creditBalanceSchema = z.object({ balance: z.number() });
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

/** Ledger entry types: purchase, usage (product 3), and refund of a failed run (docs/architecture.md decision). */
export const LEDGER_ENTRY_TYPES = ['purchase', 'usage', 'refund'] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/** Card details of a purchase, and the task an agent run paid for. */
export const creditLedgerMetadataSchema = z.object({
  brand: z.string().optional(),
  last4: z.string().optional(),
  taskId: z.string().optional(),
  agentId: z.string().optional(),
});
export type CreditLedgerMetadata = z.infer<typeof creditLedgerMetadataSchema>;

/**
 * A credit ledger entry (product 3). `amount` is positive when credits are added and negative when
 * spent. A welcome bonus is recognised by `note` containing WELCOME_BONUS_NOTE (product 3).
 */
export const creditLedgerItemSchema = z.object({
  id: z.string().min(1),
  type: z.enum(LEDGER_ENTRY_TYPES),
  description: z.string(),
  note: z.string().optional(),
  amount: z.number(),
  createdAt: timestampSchema,
  /** The CreditPackage id of a purchase. */
  packageType: z.string().optional(),
  metadata: creditLedgerMetadataSchema.optional(),
});
export type CreditLedgerItem = z.infer<typeof creditLedgerItemSchema>;

/** A credit package for sale (product 3, product 9). The catalogue is in packages.ts. */
export const creditPackageSchema = z.object({
  /** Stable package id; the server maps it to the payment provider's price id. */
  id: z.string().min(1),
  credits: z.int().positive(),
  /** Price in dollars. */
  price: z.number().positive(),
  name: z.string().min(1),
  description: z.string().min(1),
  popular: z.boolean(),
  /** Badge text such as 'Save 7%'. */
  savings: z.string().optional(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

/** Payment status values. The client acts on 'succeeded' (product 4); a failed payment shows a warning. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
/** Credit grant status. 'granted' means the credits are on the balance already (product 4). */
export const CREDIT_GRANT_STATUSES = ['pending', 'granted'] as const;

/** Result of verifying a checkout session (product 3, product 4 payment success flow). */
export const paymentStatusSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  creditStatus: z.enum(CREDIT_GRANT_STATUSES),
  credits: countSchema,
  /** In cents; divided by 100 for display (product 3). */
  amount: countSchema,
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Support
// ---------------------------------------------------------------------------------------------

export const helpCategorySchema = z.enum(HELP_CATEGORIES);
export type HelpCategory = z.infer<typeof helpCategorySchema>;

/** A Help page request (product 2, product 3). Strict: it is a request body. */
export const supportRequestSchema = z.strictObject({
  /** A task id, or '' when no analysis is selected. */
  analysisId: z.string(),
  category: helpCategorySchema,
  description: z.string().trim().min(1, { error: 'Description is required' }).max(SUPPORT_DESCRIPTION_MAX),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Agent tasks
// ---------------------------------------------------------------------------------------------

/** Task statuses (product 4). */
export const TASK_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;
export const taskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/**
 * The known status a server string stands for, compared case-insensitively (product 4), or undefined
 * for anything else (shown in a neutral colour).
 */
export function toTaskStatus(status: string): TaskStatus | undefined {
  const upper = status.toUpperCase();
  return TASK_STATUSES.find((known) => known === upper);
}

/** What the user chose when starting the run. */
export const agentConfigSchema = z.object({
  selectedAccounts: z.array(z.string()),
  annualIncome: z.number().optional(),
  zipcode: z.string().optional(),
});
export type AgentConfig = z.infer<typeof agentConfigSchema>;

/**
 * An agent task as read from the server (product 3). `status` is any string because the UI compares it
 * case-insensitively (use toTaskStatus). Lifecycle fields are null or absent until they apply.
 * The result is under `analysisResult` or `result`; parse it with agentResultSchemas[agentId].read.
 */
export const agentTaskSchema = z.object({
  taskId: z.string().min(1),
  status: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema.nullish(),
  agent_config: agentConfigSchema.nullish(),
  accountIds: z.array(z.string()).nullish(),
  /** Credits charged; some records call it `cost`. */
  credit_cost: z.number().nullish(),
  cost: z.number().nullish(),
  /** Displayed instead of the lowercase status when present (product 4). */
  overallStatus: z.string().nullish(),
  accountBeingReviewed: z.string().nullish(),
  transactionsReviewed: countSchema.nullish(),
  /** Progress text; carries the keywords of the agent's progressTemplate. */
  statusText: z.string().nullish(),
  errorInfo: z.object({ message: z.string() }).nullish(),
  analysisResult: taskResultEnvelopeSchema.nullish(),
  result: taskResultEnvelopeSchema.nullish(),
  /** Added by the UI in cross-agent lists (product 3); the server may send them too. */
  agentId: z.string().optional(),
  agentName: z.string().optional(),
});
export type AgentTask = z.infer<typeof agentTaskSchema>;

/** The task's result envelope, whichever key holds it (product 3: analysisResult or result). */
export function taskResultOf(task: AgentTask): TaskResultEnvelope | undefined {
  return task.analysisResult ?? task.result ?? undefined;
}

/** Credits charged for the task, whichever key holds it (product 3: credit_cost or cost). */
export function taskCostOf(task: AgentTask): number {
  return task.credit_cost ?? task.cost ?? 0;
}

/** The accounts the task covers: accountIds, else agent_config.selectedAccounts (product 3). */
export function taskAccountIdsOf(task: AgentTask): readonly string[] {
  return task.accountIds ?? task.agent_config?.selectedAccounts ?? [];
}
