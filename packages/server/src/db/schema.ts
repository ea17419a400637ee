import { randomUUID } from 'node:crypto';

import { CREDIT_GRANT_STATUSES, LEDGER_ENTRY_TYPES, PAYMENT_STATUSES, TASK_STATUSES } from '@ledgerlight/contract';
import type { AnalysisOptions } from '@ledgerlight/analysis';
import type {
  CorrectionRule,
  Counterparty,
  CreditLedgerMetadata,
  PersonalFinanceCategory,
  TaskResultEnvelope,
  TransactionLocation,
} from '@ledgerlight/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The one database schema of the server (PGlite and PostgreSQL alike). Migrations in ../../drizzle are
 * generated from this file with `npm run db:generate -w @ledgerlight/server` and applied at start.
 *
 * Conventions: ids are text (UUIDs we generate, or the bank provider's ids), so a malformed id in a
 * path is simply "not found", never a database error. Timestamps are `timestamptz(3)`: millisecond
 * precision, exactly what a JS Date holds, so cursors built from them compare equal in SQL.
 * Money in USD is numeric(14,2) read as a number; credits are whole numbers.
 */

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, precision: 3 })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());
const usd = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const ledgerEntryType = pgEnum('ledger_entry_type', LEDGER_ENTRY_TYPES);
export const taskStatus = pgEnum('task_status', TASK_STATUSES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const creditGrantStatus = pgEnum('credit_grant_status', CREDIT_GRANT_STATUSES);

// ---------------------------------------------------------------------------------------------
// Users and credits
// ---------------------------------------------------------------------------------------------

/**
 * A user, keyed by the identity provider's `sub`. Names are the server's own profile: filled from the
 * ID token's claims on first sight when present, changed later with updateProfile. `balance` always
 * equals the sum of the user's ledger entries (ledger.ts writes both in one transaction).
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    name: text('name'),
    picture: text('picture'),
    balance: integer('balance').notNull().default(0),
    /**
     * When the user deleted the account (DELETE /api/users/me, ADR 0033): from then on every token of
     * the user is refused, and the retention job (users/retention.ts) removes the data on the privacy
     * page's schedule. The row itself stays as a tombstone without personal data, so that a token of
     * the deleted identity can never provision the user again.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    /** When the retention job removed the account data (ACCOUNT_DATA_RETENTION_DAYS after deletedAt). */
    accountDataPurgedAt: timestamp('account_data_purged_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_balance_non_negative', sql`${table.balance} >= 0`),
    index('users_deleted_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} IS NOT NULL`),
  ],
);

/**
 * The credit ledger. `amount` is positive for purchases and refunds, negative for usage.
 * `idempotencyKey` is unique, so each cause is booked at most once: `welcome:<userId>`,
 * `purchase:<provider session id>`, `usage:<taskId>`, `refund:<taskId>`.
 */
export const creditLedgerEntries = pgTable(
  'credit_ledger_entries',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: ledgerEntryType('type').notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    note: text('note'),
    /** The CreditPackage id of a purchase. */
    packageType: text('package_type'),
    metadata: jsonb('metadata').$type<CreditLedgerMetadata>(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The task a usage or refund entry belongs to. */
    taskId: text('task_id').references(() => agentTasks.id, { onDelete: 'set null' }),
    /** The payment session a purchase entry belongs to. */
    paymentSessionId: text('payment_session_id').references(() => paymentSessions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_ledger_entries_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    check('credit_ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Bank data
// ---------------------------------------------------------------------------------------------

/** Bank provider of a linked item. */
export const BANK_PROVIDERS = ['plaid', 'local'] as const;
export const bankProvider = pgEnum('bank_provider', BANK_PROVIDERS);

/**
 * A linked institution (Plaid item). The access token is stored only encrypted (AES-256-GCM,
 * `iv.tag.ciphertext`), never returned, never logged. `cursor` is the transactionsSync cursor.
 */
export const linkedItems = pgTable(
  'linked_items',
  {
    /** The provider's item_id. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: bankProvider('provider').notNull(),
    institutionId: text('institution_id').notNull(),
    institutionName: text('institution_name').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    cursor: text('cursor'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true, precision: 3 }),
    /**
     * When the item was removed at the provider because its user deleted the account (ADR 0033): the
     * access token is then dead and has been wiped ('' here); the rows wait for the retention job.
     */
    providerRemovedAt: timestamp('provider_removed_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('linked_items_user_idx').on(table.userId)],
);

/** A bank account of a linked item (Plaid account shape). Deleted with its item. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    /** The provider's account_id. */
    id: text('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => linkedItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    officialName: text('official_name'),
    type: text('type').notNull(),
    subtype: text('subtype'),
    mask: text('mask'),
    balanceCurrent: usd('balance_current').notNull(),
    balanceAvailable: usd('balance_available'),
    balanceLimit: usd('balance_limit'),
    isoCurrencyCode: text('iso_currency_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('bank_accounts_user_idx').on(table.userId), index('bank_accounts_item_idx').on(table.itemId)],
);

/** A bank transaction (Plaid shape and sign convention: positive is money out). Deleted with its item. */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    /** The provider's transaction_id. */
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => linkedItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    authorizedDate: date('authorized_date', { mode: 'string' }),
    name: text('name').notNull(),
    merchantName: text('merchant_name'),
    category: text('category')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amount: usd('amount').notNull(),
    pending: boolean('pending').notNull().default(false),
    isoCurrencyCode: text('iso_currency_code'),
    location: jsonb('location').$type<TransactionLocation>(),
    /**
     * The bank's own resolution, when it gives one (Plaid enriches some transactions and not others):
     * its category with a confidence, the parties it recognised (with stable entity ids) and the
     * channel. The analyses let it win over parsing the descriptor (ADR 0031).
     */
    personalFinanceCategory: jsonb('personal_finance_category').$type<PersonalFinanceCategory>(),
    counterparties: jsonb('counterparties').$type<Counterparty[]>(),
    paymentChannel: text('payment_channel'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('bank_transactions_user_date_idx').on(table.userId, table.date.desc()),
    index('bank_transactions_account_date_idx').on(table.accountId, table.date.desc()),
    index('bank_transactions_item_idx').on(table.itemId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Agent tasks
// ---------------------------------------------------------------------------------------------

/** The error of a FAILED task, as the client reads it (product 3: errorInfo.message). */
export interface TaskErrorInfo {
  message: string;
}

/**
 * An agent run. Created PENDING by POST /api/agent/initiate in the same transaction as its usage
 * ledger entry; a worker claims it (lease owner and expiry, FOR UPDATE SKIP LOCKED), moves it through
 * PROCESSING with progress fields, and ends it COMPLETED with `result` or FAILED with `errorInfo`.
 */
export const agentTasks = pgTable(
  'agent_tasks',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    status: taskStatus('status').notNull().default('PENDING'),
    statusText: text('status_text'),
    overallStatus: text('overall_status'),
    accountBeingReviewed: text('account_being_reviewed'),
    transactionsReviewed: integer('transactions_reviewed'),
    /** Account ids chosen by the user, in their order. */
    selectedAccounts: text('selected_accounts').array().notNull(),
    /** The budget context of product 5 (annualIncome, zipcode); empty for other agents. */
    options: jsonb('options').$type<AnalysisOptions>().notNull().default({}),
    /** Credits charged, computed by the server (product 9). */
    cost: integer('cost').notNull(),
    result: jsonb('result').$type<TaskResultEnvelope>(),
    errorInfo: jsonb('error_info').$type<TaskErrorInfo>(),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The client's Idempotency-Key of the start that created the task: a retry
     * with the same key gets this task back instead of a second task and charge. Unique per user.
     */
    idempotencyKey: text('idempotency_key'),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true, precision: 3 }),
    /** A PENDING task is claimed from this time on: its creation, or after a failed attempt, a back-off. */
    runAt: timestamp('run_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('agent_tasks_user_agent_created_idx').on(
      table.userId,
      table.agentId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('agent_tasks_claim_idx').on(table.status, table.createdAt),
    uniqueIndex('agent_tasks_user_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    check('agent_tasks_cost_non_negative', sql`${table.cost} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

/** Payment provider of a checkout session. */
export const PAYMENT_PROVIDERS = ['stripe', 'local'] as const;
export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDERS);

/**
 * A checkout session for a credit package. `creditStatus` becomes 'granted' in the same transaction
 * as the purchase ledger entry (idempotency key `purchase:<providerSessionId>`).
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: id(),
    provider: paymentProvider('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The CreditPackage id. */
    packageId: text('package_id').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: paymentStatus('status').notNull().default('pending'),
    creditStatus: creditGrantStatus('credit_status').notNull().default('pending'),
    checkoutUrl: text('checkout_url'),
    /** Card brand and last four digits, when the provider reports them. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    grantedAt: timestamp('granted_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payment_sessions_user_idx').on(table.userId),
    check('payment_sessions_credits_positive', sql`${table.credits} > 0`),
    check('payment_sessions_amount_non_negative', sql`${table.amountCents} >= 0`),
  ],
);

/** Webhook events already handled, by the provider's event id (a duplicate delivery is a no-op). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: paymentProvider('provider').notNull(),
  type: text('type').notNull(),
  providerSessionId: text('provider_session_id'),
  receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** Stripe's Checkout Session statuses, for the local checkout's own sessions. */
export const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
export const checkoutSessionStatus = pgEnum('checkout_session_status', CHECKOUT_SESSION_STATUSES);

/**
 * A session of the local test checkout (PAYMENT_PROVIDER=local): what Stripe keeps on its side for a
 * Checkout Session (the package, the redirect URLs, the expiry, the card once paid), so that the
 * hosted page works after a restart and from any API process. The purchase itself (credits, grant)
 * is the payment_sessions row, exactly as with Stripe. `status` is stored 'open' until paid; an open
 * session past `expiresAt` reads as expired.
 */
export const localCheckoutSessions = pgTable(
  'local_checkout_sessions',
  {
    /** cs_local_... */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The CreditPackage id. */
    packageId: text('package_id').notNull(),
    packageName: text('package_name').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** With {CHECKOUT_SESSION_ID} still in it. */
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: checkoutSessionStatus('status').notNull().default('open'),
    paid: boolean('paid').notNull().default(false),
    paymentIntentId: text('payment_intent_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('local_checkout_sessions_user_idx').on(table.userId),
    check('local_checkout_sessions_credits_positive', sql`${table.credits} > 0`),
    check('local_checkout_sessions_amount_non_negative', sql`${table.amountCents} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Support
// ---------------------------------------------------------------------------------------------

/** A Help page request. `analysisId` is one of the caller's tasks, or null when none was chosen. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    analysisId: text('analysis_id').references(() => agentTasks.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('support_requests_user_idx').on(table.userId)],
);

// ---------------------------------------------------------------------------------------------
// Corrections
// ---------------------------------------------------------------------------------------------

/**
 * A user's correction (ADR 0040): a rule the analyses apply on every later run. `identity` is the
 * contract's correctionIdentity of the rule (kind and merchant, plus the merged merchant or the
 * band), unique per user, so a new rule with the identity of a stored one replaces it. The rules are
 * the user's, not a linked institution's: unlinking a bank keeps them; deleting the account deletes them.
 * `touched` is how many transactions the rule touched in the latest run that applied it (null until one has).
 */
export const userCorrections = pgTable(
  'user_corrections',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identity: text('identity').notNull(),
    rule: jsonb('rule').$type<CorrectionRule>().notNull(),
    touched: integer('touched'),
    touchedAt: timestamp('touched_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('user_corrections_user_identity_idx').on(table.userId, table.identity),
    index('user_corrections_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type LedgerEntryRow = typeof creditLedgerEntries.$inferSelect;
export type LinkedItemRow = typeof linkedItems.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type AgentTaskRow = typeof agentTasks.$inferSelect;
export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type LocalCheckoutSessionRow = typeof localCheckoutSessions.$inferSelect;
export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type UserCorrectionRow = typeof userCorrections.$inferSelect;
