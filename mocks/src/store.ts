import {
  CHECKOUT_SESSION_PLACEHOLDER,
  CREDIT_PACKAGES,
  INSUFFICIENT_CREDITS_ERROR,
  LOCAL_LINK_TOKEN_PREFIX,
  SANDBOX_CREDENTIALS,
  creditCost,
  findSandboxInstitution,
  insufficientCreditsAlert,
} from '@ledgerlight/contract';
import type {
  Account,
  AgentId,
  BankErrorBody,
  LinkAccount,
  LinkInstitution,
  SandboxAccountTemplate,
  SandboxLinkSuccess,
  SandboxLoginBody,
  SandboxLoginResponse,
  SandboxSelectAccountsBody,
  AgentInitiateBody,
  AgentTask,
  CreateLinkTokenBody,
  CreateLinkTokenResponse,
  CreditHistoryResponse,
  CreditLedgerItem,
  CreditPurchaseBody,
  CreditPurchaseResponse,
  InsufficientCreditsBody,
  LinkedItem,
  PaymentStatusResponse,
  SetAccessTokenBody,
  SetAccessTokenResponse,
  SupportRequest,
  SupportResponse,
  Transaction,
  User,
} from '@ledgerlight/contract';

import { MOCK_CARD, compareNewestFirst, purchaseEntry, refundEntry, usageEntry } from './ledgerEntries';
import { FINISHED_STAGE, renderTask, resultEnvelope } from './taskLifecycle';
import type { TaskRecord } from './taskLifecycle';
import { MOCK_RESULT_SUMMARIES, dataWindowOf, richResultOf } from './fixtures/tasks';
import { createRandom } from './fixtures/random';
import { SANDBOX_BANK_ERRORS, sandboxMfaMessage } from './fixtures/sandboxBank';
import type { Random } from './fixtures/random';
import { fullSeed } from './fixtures/seeds';
import type { MockDbSeed, StoredSupportRequest } from './fixtures/seeds';
import { MOCK_NOW_MS } from './fixtures/time';
import { resetSharedCorrections } from './handlers/corrections';
import { resetMockUserPool } from './userPool';

/**
 * A tiny in-memory back end behind the MSW handlers, so that the demo and the stories behave like the
 * product: starting an agent charges credits and creates a task that advances as it is polled, a
 * checkout grants credits once, removing a bank removes its accounts and transactions.
 *
 * Deterministic: ids come from a seeded PRNG and time from a clock that starts at MOCK_NOW and ticks
 * one second per change (pass `now` to use the real clock, e.g. in the browser demo).
 */

export type InitiateOutcome =
  | { readonly kind: 'started'; readonly taskId: string; readonly cost: number }
  | { readonly kind: 'insufficient'; readonly body: InsufficientCreditsBody }
  | { readonly kind: 'invalid'; readonly message: string };

export type PollOutcome =
  { readonly kind: 'found'; readonly task: AgentTask } | { readonly kind: 'forbidden' } | { readonly kind: 'notFound' };

/** What a sandbox Link call answers: its 200 body, or Plaid's error body (HTTP 400). */
export type SandboxOutcome<T> =
  { readonly kind: 'ok'; readonly body: T } | { readonly kind: 'error'; readonly body: BankErrorBody };

/** The sandbox's public token prefix (the server's). */
export const LOCAL_PUBLIC_TOKEN_PREFIX = 'public-local-';

/** What a sandbox public token is bound to: an institution and the accounts set_access_token will add. */
interface PendingLink {
  readonly institution: LinkInstitution;
  readonly accounts: readonly Account[];
}

function linkAccountOf(account: Account): LinkAccount {
  return {
    id: account.account_id,
    name: account.name,
    mask: account.mask ?? null,
    type: account.type,
    subtype: account.subtype,
  };
}

export interface MockDbOptions {
  /** The current time; defaults to a clock that starts at MOCK_NOW and ticks a second per change. */
  readonly now?: () => Date;
  /** Seed of the PRNG for new ids. */
  readonly randomSeed?: string;
}

interface Cursor {
  readonly createdAt: string;
  readonly id: string;
}

function encodeCursor(cursor: Cursor): string {
  return btoa(JSON.stringify([cursor.createdAt, cursor.id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * One page of `sorted` (newest first by createdAt, then id) starting after the cursor `nextKey`, with
 * the next cursor when more follow; undefined when `nextKey` is not a cursor.
 */
function pageAfter<T>(
  sorted: readonly T[],
  positionOf: (item: T) => Cursor,
  limit: number,
  nextKey?: string,
): { items: T[]; nextKey?: string } | undefined {
  let start = 0;
  if (nextKey !== undefined) {
    const cursor = decodeCursor(nextKey);
    if (!cursor) return undefined;
    start = sorted.findIndex((item) => {
      const { createdAt, id } = positionOf(item);
      return createdAt < cursor.createdAt || (createdAt === cursor.createdAt && id < cursor.id);
    });
    if (start === -1) start = sorted.length;
  }
  const items = sorted.slice(start, start + limit);
  const last = items.at(-1);
  return start + limit < sorted.length && last !== undefined
    ? { items, nextKey: encodeCursor(positionOf(last)) }
    : { items };
}

function taskPosition(record: TaskRecord): Cursor {
  return { createdAt: record.createdAt, id: record.taskId };
}

function decodeCursor(key: string): Cursor | undefined {
  try {
    const parsed: unknown = JSON.parse(atob(key.replace(/-/g, '+').replace(/_/g, '/')));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string'
    ) {
      return { createdAt: parsed[0], id: parsed[1] };
    }
    return undefined;
  } catch {
    return undefined;
  }
}

export class MockDb {
  private state: MockDbSeed;
  private random: Random;
  private ticks = 0;
  /** Sandbox public tokens not yet exchanged (single use, as with Plaid). */
  private pendingLinks = new Map<string, PendingLink>();

  constructor(
    private readonly seed: () => MockDbSeed = fullSeed,
    private readonly options: MockDbOptions = {},
  ) {
    this.state = seed();
    this.random = createRandom(options.randomSeed ?? 'ledgerlight-store');
  }

  /** Back to the seed: data, ids and clock. */
  reset(): void {
    this.state = this.seed();
    this.random = createRandom(this.options.randomSeed ?? 'ledgerlight-store');
    this.ticks = 0;
    this.pendingLinks = new Map();
  }

  /** The current time as an ISO timestamp. */
  now(): string {
    if (this.options.now) return this.options.now().toISOString();
    this.ticks += 1;
    return new Date(MOCK_NOW_MS + this.ticks * 1000).toISOString();
  }

  // ---- bank data -------------------------------------------------------------------------------

  get user(): User {
    return structuredClone(this.state.user);
  }

  items(): LinkedItem[] {
    return this.state.items.map((item) => structuredClone(item.linked));
  }

  accounts(): Account[] {
    return structuredClone(this.state.accounts);
  }

  /** Newest first. */
  transactions(): Transaction[] {
    return structuredClone(this.state.transactions);
  }

  /** Removes an institution with its accounts and their transactions; false when unknown. */
  removeItem(itemId: string): boolean {
    const item = this.state.items.find((candidate) => candidate.linked.item.item_id === itemId);
    if (!item) return false;
    const accountIds = new Set(item.accountIds);
    this.state.items = this.state.items.filter((candidate) => candidate !== item);
    this.state.accounts = this.state.accounts.filter((account) => !accountIds.has(account.account_id));
    this.state.transactions = this.state.transactions.filter((transaction) => !accountIds.has(transaction.account_id));
    return true;
  }

  createLinkToken(_body: CreateLinkTokenBody): CreateLinkTokenResponse {
    const now = this.now();
    return {
      link_token: `${LOCAL_LINK_TOKEN_PREFIX}${this.random.uuid()}`,
      expiration: new Date(Date.parse(now) + 4 * 3_600_000).toISOString(),
    };
  }

  /**
   * The sandbox bank's login (user_good / pass_good): an MFA challenge first at an institution with
   * MFA (answered with code 1234), then a public token bound to all of the item's accounts.
   */
  sandboxLogin(body: SandboxLoginBody): SandboxOutcome<SandboxLoginResponse> {
    const institution = findSandboxInstitution(body.institution_id);
    if (!institution) return { kind: 'error', body: SANDBOX_BANK_ERRORS.invalidInstitution };
    if (body.username !== SANDBOX_CREDENTIALS.username || body.password !== SANDBOX_CREDENTIALS.password) {
      return { kind: 'error', body: SANDBOX_BANK_ERRORS.invalidCredentials };
    }
    const linked: LinkInstitution = { institution_id: institution.institution_id, name: institution.name };
    if (institution.mfa === 'code') {
      if (body.mfa_code === undefined || body.mfa_code === '') {
        return {
          kind: 'ok',
          body: {
            status: 'mfa_required',
            institution: linked,
            mfa: { type: 'code', message: sandboxMfaMessage(institution.name) },
          },
        };
      }
      if (body.mfa_code.trim() !== SANDBOX_CREDENTIALS.mfaCode) {
        return { kind: 'error', body: SANDBOX_BANK_ERRORS.invalidMfa };
      }
    }
    const accounts = institution.accounts.map((template) => this.sandboxAccount(institution.name, template));
    const publicToken = this.publicToken();
    this.pendingLinks.set(publicToken, { institution: linked, accounts });
    return {
      kind: 'ok',
      body: {
        status: 'select_accounts',
        public_token: publicToken,
        institution: linked,
        accounts: accounts.map(linkAccountOf),
      },
    };
  }

  /** Binds a sandbox public token to the selected accounts (one or more of its own). */
  sandboxSelectAccounts(body: SandboxSelectAccountsBody): SandboxOutcome<SandboxLinkSuccess> {
    const pending = this.pendingLinks.get(body.public_token);
    if (!pending) return { kind: 'error', body: SANDBOX_BANK_ERRORS.invalidPublicToken };
    const wanted = new Set(body.account_ids);
    const selected = pending.accounts.filter((account) => wanted.has(account.account_id));
    if (wanted.size === 0 || selected.length !== wanted.size) {
      return { kind: 'error', body: SANDBOX_BANK_ERRORS.invalidAccountId };
    }
    this.pendingLinks.delete(body.public_token);
    const publicToken = this.publicToken();
    this.pendingLinks.set(publicToken, { institution: pending.institution, accounts: selected });
    return {
      kind: 'ok',
      body: {
        public_token: publicToken,
        metadata: {
          institution: pending.institution,
          accounts: selected.map(linkAccountOf),
          link_session_id: this.random.uuid(),
        },
      },
    };
  }

  /**
   * Stores a newly linked institution. A sandbox public token adds the accounts it is bound to, once
   * (undefined when it is unknown or already exchanged); any other token adds a checking and a
   * savings account at the institution named in the body.
   */
  linkItem(body: SetAccessTokenBody): SetAccessTokenResponse | undefined {
    if (body.public_token.startsWith(LOCAL_PUBLIC_TOKEN_PREFIX)) {
      const pending = this.pendingLinks.get(body.public_token);
      if (!pending) return undefined;
      this.pendingLinks.delete(body.public_token);
      return this.storeItem(pending.institution, pending.accounts);
    }
    const itemId = this.random.plaidId(37);
    const institution = body.institution.name;
    const checking = this.random.amount(850, 6200);
    const savings = this.random.amount(1500, 24000);
    const accounts: Account[] = [
      {
        account_id: this.random.plaidId(37),
        name: `${institution} Checking`,
        official_name: `${institution} Everyday Checking`,
        type: 'depository',
        subtype: 'checking',
        mask: this.random.text(4, '0123456789'),
        institution_name: institution,
        balances: { current: checking, available: checking, iso_currency_code: 'USD', limit: null },
      },
      {
        account_id: this.random.plaidId(37),
        name: `${institution} Savings`,
        official_name: `${institution} Savings`,
        type: 'depository',
        subtype: 'savings',
        mask: this.random.text(4, '0123456789'),
        institution_name: institution,
        balances: { current: savings, available: savings, iso_currency_code: 'USD', limit: null },
      },
    ];
    this.state.items.push({
      linked: {
        item: { item_id: itemId },
        institution: { name: institution, institution_id: body.institution.institution_id },
        createdAt: this.now(),
      },
      accountIds: accounts.map((account) => account.account_id),
    });
    this.state.accounts.push(...accounts);
    return { success: true, item_id: itemId };
  }

  private storeItem(institution: LinkInstitution, accounts: readonly Account[]): SetAccessTokenResponse {
    const itemId = this.random.plaidId(37);
    this.state.items.push({
      linked: { item: { item_id: itemId }, institution: { ...institution }, createdAt: this.now() },
      accountIds: accounts.map((account) => account.account_id),
    });
    this.state.accounts.push(...structuredClone([...accounts]));
    return { success: true, item_id: itemId };
  }

  private publicToken(): string {
    return `${LOCAL_PUBLIC_TOKEN_PREFIX}${this.random.uuid()}`;
  }

  /** One account of a sandbox institution, with today's balance. */
  private sandboxAccount(institutionName: string, template: SandboxAccountTemplate): Account {
    const common = {
      account_id: this.random.plaidId(37),
      name: template.name,
      official_name: template.officialName,
      mask: this.random.text(4, '0123456789'),
      institution_name: institutionName,
    };
    if (template.kind === 'credit') {
      const owed = this.random.amount(150, 2400);
      return {
        ...common,
        type: 'credit',
        subtype: 'credit card',
        balances: {
          current: owed,
          available: Math.round((5000 - owed) * 100) / 100,
          iso_currency_code: 'USD',
          limit: 5000,
        },
      };
    }
    const balance = template.kind === 'checking' ? this.random.amount(850, 6200) : this.random.amount(1500, 24000);
    return {
      ...common,
      type: 'depository',
      subtype: template.kind,
      balances: { current: balance, available: balance, iso_currency_code: 'USD', limit: null },
    };
  }

  // ---- credits ---------------------------------------------------------------------------------

  balance(): number {
    return this.state.ledger.reduce((sum, entry) => sum + entry.amount, 0);
  }

  /** The whole ledger, newest first. */
  ledger(): CreditLedgerItem[] {
    return structuredClone([...this.state.ledger].sort(compareNewestFirst));
  }

  /** The latest `limit` ledger entries. */
  latestLedgerEntries(limit: number): CreditLedgerItem[] {
    return this.ledger().slice(0, limit);
  }

  /** One page of the ledger, newest first, after the opaque `nextKey`; undefined for a bad key. */
  ledgerPage(limit: number, nextKey?: string): CreditHistoryResponse | undefined {
    return pageAfter(this.ledger(), (entry) => entry, limit, nextKey);
  }

  /** Opens a checkout; in the mock it is paid at once, so its URL is the success URL. */
  startCheckout(body: CreditPurchaseBody): CreditPurchaseResponse {
    const sessionId = `cs_test_a1${this.random.text(56)}`;
    this.state.checkoutSessions.push({ sessionId, packageId: body.priceId, createdAt: this.now(), granted: false });
    return { checkoutUrl: body.successUrl.replaceAll(CHECKOUT_SESSION_PLACEHOLDER, sessionId) };
  }

  /** Verifies a checkout session and grants its credits once; undefined when unknown. */
  checkoutStatus(sessionId: string): PaymentStatusResponse | undefined {
    const session = this.state.checkoutSessions.find((candidate) => candidate.sessionId === sessionId);
    const pkg = CREDIT_PACKAGES.find((candidate) => candidate.id === session?.packageId);
    if (!session || !pkg) return undefined;
    if (!session.granted) {
      session.granted = true;
      this.state.ledger.push(purchaseEntry(this.entryId(), this.now(), pkg, MOCK_CARD));
    }
    return { status: 'succeeded', creditStatus: 'granted', credits: pkg.credits, amount: Math.round(pkg.price * 100) };
  }

  // ---- agents ----------------------------------------------------------------------------------

  /** Validates the accounts, charges the cost (product 9) and queues a task. */
  initiate(body: AgentInitiateBody): InitiateOutcome {
    const known = new Map(this.state.accounts.map((account) => [account.account_id, account]));
    const unknown = body.selectedAccounts.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      return { kind: 'invalid', message: `Unknown account${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}` };
    }
    const cost = creditCost(body.agent_type, body.selectedAccounts.length);
    const current = this.balance();
    if (current < cost) {
      return {
        kind: 'insufficient',
        body: {
          error: INSUFFICIENT_CREDITS_ERROR,
          message: insufficientCreditsAlert(cost, current, cost - current),
          required: cost,
          current,
          shortfall: cost - current,
        },
      };
    }

    const createdAt = this.now();
    const window = dataWindowOf(body.agent_type, createdAt.slice(0, 10));
    const selected = new Set(body.selectedAccounts);
    const transactionCount = this.state.transactions.filter(
      (transaction) =>
        selected.has(transaction.account_id) && transaction.date >= window.from && transaction.date <= window.to,
    ).length;
    const accounts = body.selectedAccounts.flatMap((id) => {
      const account = known.get(id);
      return account
        ? [
            {
              name: account.name,
              accountId: account.account_id,
              type: account.type,
              subtype: account.subtype,
              balance: account.balances.current,
              mask: account.mask ?? null,
            },
          ]
        : [];
    });
    const config = {
      selectedAccounts: [...body.selectedAccounts],
      ...(body.annualIncome === undefined ? {} : { annualIncome: body.annualIncome }),
      ...(body.zipcode === undefined ? {} : { zipcode: body.zipcode }),
    };
    const record: TaskRecord = {
      agentId: body.agent_type,
      taskId: this.random.uuid(),
      createdAt,
      updatedAt: createdAt,
      config,
      cost,
      costField: 'credit_cost',
      resultField: 'result',
      accounts,
      transactionCount,
      stage: 0,
      outcome: {
        status: 'COMPLETED',
        result: resultEnvelope(richResultOf(body.agent_type, config), {
          accounts,
          transactionCount,
          ...window,
          generatedAt: createdAt,
          summary: MOCK_RESULT_SUMMARIES[body.agent_type],
        }),
      },
    };
    this.state.tasks.push(record);
    this.state.ledger.push(usageEntry(this.entryId(), record));
    return { kind: 'started', taskId: record.taskId, cost };
  }

  /** The task as it is now, then one stage further for the next poll (see taskLifecycle). */
  pollTask(agentId: AgentId, taskId: string): PollOutcome {
    if (this.state.foreignTaskIds.includes(taskId)) return { kind: 'forbidden' };
    const record = this.state.tasks.find((candidate) => candidate.taskId === taskId && candidate.agentId === agentId);
    if (!record) return { kind: 'notFound' };
    const task = renderTask(record);
    if (record.stage < FINISHED_STAGE) {
      record.stage += 1;
      record.updatedAt = this.now();
      if (record.stage === FINISHED_STAGE && record.outcome.status === 'FAILED') {
        this.state.ledger.push(refundEntry(this.entryId(), record.updatedAt, record));
      }
    }
    return { kind: 'found', task };
  }

  /** An agent's tasks, newest first, without advancing them. */
  tasks(agentId: AgentId, limit?: number): AgentTask[] {
    const records = this.taskRecords(agentId);
    return structuredClone(records.slice(0, limit ?? records.length).map(renderTask));
  }

  /**
   * A page of the agent's tasks, newest first, after `nextKey`, as the server pages them (GET
   * /api/agent/{agentId}/tasks); undefined when nextKey is not a cursor.
   */
  tasksPage(agentId: AgentId, limit: number, nextKey?: string): { items: AgentTask[]; nextKey?: string } | undefined {
    const page = pageAfter(this.taskRecords(agentId), taskPosition, limit, nextKey);
    return page && { ...page, items: structuredClone(page.items.map(renderTask)) };
  }

  /** The agent's task records newest first (by createdAt, then id, as the server orders them). */
  private taskRecords(agentId: AgentId): TaskRecord[] {
    return this.state.tasks
      .filter((record) => record.agentId === agentId)
      .sort((a, b) => {
        const first = taskPosition(a);
        const second = taskPosition(b);
        if (first.createdAt !== second.createdAt) return first.createdAt < second.createdAt ? 1 : -1;
        return first.id === second.id ? 0 : first.id < second.id ? 1 : -1;
      });
  }

  // ---- support ---------------------------------------------------------------------------------

  submitSupport(body: SupportRequest): SupportResponse {
    const id = `sr_${this.random.text(20)}`;
    this.state.supportRequests.push({ ...body, id, createdAt: this.now() });
    return { success: true, id };
  }

  supportRequests(): StoredSupportRequest[] {
    return structuredClone(this.state.supportRequests);
  }

  private entryId(): string {
    return `cl_${this.random.text(24)}`;
  }
}

/** A store starting from `seed` (the full demo by default). */
export function createMockDb(seed: () => MockDbSeed = fullSeed, options: MockDbOptions = {}): MockDb {
  return new MockDb(seed, options);
}

/** The store behind `handlers`. */
export const mockDb = createMockDb();

/** Restores `mockDb` and the mock user pool to their starting state (call it before each test or story). */
export function resetMockDb(): void {
  mockDb.reset();
  resetMockUserPool();
  resetSharedCorrections();
}
