import { createHash } from 'node:crypto';

import { buildPath, endpoints, sandboxLinkEndpoints, withQuery } from '@ledgerlight/contract';
import type { AgentId, EndpointDef } from '@ledgerlight/contract';
import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';

import { loadConfig } from '../config';
import type { ServerConfig } from '../config';
import { grantCredits, seedAccounts } from '../database.test-support';
import type { Database, Db } from '../db/database';
import * as schema from '../db/schema';
import type { TestIdentity } from '../identity.test-support';
import { SandboxBank } from '@ledgerlight/local-stack';
import { createTokenCipher, generateTokenEncryptionKey } from '../providers/tokenCipher';
import { CANCEL_URL, localPaymentsSetup, sessionIdOf, SUCCESS_URL } from '../routes/payments.test-support';
import { buildServer } from '../server';
import type { LedgerlightServer } from '../server';
import { claimTask, failTask } from '../worker/lease';
import { runTask } from '../worker/run';
import { memoryLogger, seedTransactions, startTask } from '../worker/tasks.test-support';

/**
 * The hardening matrices of ADR 0008 (bad tokens, bad input, authorization, rate limits): a server
 * with every route of the contract (payments and the sandbox bank included), a world of two users
 * with data, one valid request per endpoint, and a digest of the whole database to show that a
 * refused request changed nothing.
 */

/** Every authenticated call: product 7's map and the sandbox bank's Link calls (on with the sandbox bank). */
const ENDPOINT_MAP = { ...endpoints, ...sandboxLinkEndpoints };
export type AnyEndpointKey = keyof typeof ENDPOINT_MAP;
export const ALL_ENDPOINTS: Readonly<Record<AnyEndpointKey, EndpointDef>> = ENDPOINT_MAP;
export const ALL_ENDPOINT_KEYS = Object.keys(ALL_ENDPOINTS) as AnyEndpointKey[];

/** Test body limit: small, so that a "huge" body stays cheap. */
export const TEST_BODY_LIMIT = 16_384;

export function hardeningConfig(identity: TestIdentity, extra: Record<string, string> = {}): ServerConfig {
  return loadConfig({
    AUTH_ISSUER: identity.issuer,
    AUTH_CLIENT_ID: identity.clientId,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_INITIATE: '100000',
    RATE_LIMIT_PURCHASE: '100000',
    RATE_LIMIT_SUPPORT: '100000',
    BODY_LIMIT_BYTES: String(TEST_BODY_LIMIT),
    ...extra,
  });
}

/** The server as `npm start` builds it: local checkout payments and the sandbox bank on. */
export function buildFullServer(
  identity: TestIdentity,
  database: Database,
  extra: Record<string, string> = {},
): Promise<LedgerlightServer> {
  return buildServer({
    config: hardeningConfig(identity, extra),
    database,
    keys: identity.keys,
    payments: localPaymentsSetup(),
    bank: {
      provider: new SandboxBank({ secret: generateTokenEncryptionKey() }),
      cipher: createTokenCipher({ key: generateTokenEncryptionKey() }),
    },
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SendOptions {
  readonly token?: string | undefined;
  /** Sent as JSON with content-type application/json. */
  readonly body?: unknown;
  /** Sent as is (with `headers` saying what it is). */
  readonly payload?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface SentResponse {
  readonly status: number;
  readonly text: string;
  readonly json: unknown;
  readonly headers: Readonly<Record<string, string | string[] | number | undefined>>;
}

export async function send(
  server: LedgerlightServer,
  method: Method,
  url: string,
  options: SendOptions = {},
): Promise<SentResponse> {
  const headers: Record<string, string> = {};
  let payload: string | undefined = options.payload;
  if (payload === undefined && options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  Object.assign(headers, options.headers);
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const response = await server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  let json: unknown;
  try {
    json = response.body === '' ? undefined : JSON.parse(response.body);
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, text: response.body, json, headers: response.headers };
}

export const methodOf = (endpoint: EndpointDef): Method => endpoint.method.toUpperCase() as Method;

/** One request of an endpoint: its path parameters, query and body. */
export interface RequestSample {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

export function urlOf(endpoint: EndpointDef, sample: RequestSample): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(sample.params?.[name] ?? ''),
  );
  return withQuery(path, sample.query);
}

export interface TestUser {
  readonly sub: string;
  readonly token: string;
}

/** User A's data, which user B must never reach. */
export interface World {
  readonly a: TestUser;
  readonly b: TestUser;
  readonly aAccounts: readonly string[];
  readonly aItemId: string;
  /** A's tasks by state, with their agents. */
  readonly aTasks: Readonly<
    Record<'completed' | 'failed' | 'pending', { readonly taskId: string; readonly agentId: AgentId }>
  >;
  readonly aPaymentSessionId: string;
  /** A's correction (ADR 0040). */
  readonly aCorrectionId: string;
}

export async function newUser(server: LedgerlightServer, identity: TestIdentity, label: string): Promise<TestUser> {
  const sub = `${label}-${crypto.randomUUID()}`;
  const token = await identity.idToken({ sub, claims: { given_name: label } });
  const first = await send(server, 'GET', buildPath(endpoints.creditBalance), { token });
  if (first.status !== 200) throw new Error(`Could not provision ${label}: ${first.status} ${first.text}`);
  return { sub, token };
}

/**
 * Two users. A has a linked institution with two accounts and transactions, a completed, a failed
 * (refunded) and a pending task, a checkout session and a correction. B has only the welcome bonus.
 */
export async function createWorld(server: LedgerlightServer, identity: TestIdentity): Promise<World> {
  const db = server.database.db;
  const a = await newUser(server, identity, 'alice');
  const b = await newUser(server, identity, 'bob');
  await grantCredits(db, a.sub, 20);
  const aAccounts = await seedAccounts(db, a.sub, 2);
  const [account] = aAccounts;
  if (account === undefined) throw new Error('No account seeded');
  const [item] = await db.select().from(schema.bankAccounts).where(eq(schema.bankAccounts.id, account));
  if (item === undefined) throw new Error('No item seeded');
  // Fresh, so that reading accounts does not try to sync the seeded item with the bank.
  await db.update(schema.linkedItems).set({ lastSyncedAt: new Date() }).where(eq(schema.linkedItems.id, item.itemId));
  await seedTransactions(db, a.sub, aAccounts, 4, new Date());

  const completed = await startTask(db, a.sub, 'fraud_detection', [account]);
  const claimed = await claimTask(db, 'hardening-world', 60_000);
  if (claimed?.id !== completed) throw new Error('Could not claim the task to complete');
  const claim = { taskId: completed, workerId: 'hardening-world', attempt: claimed.attempts };
  if ((await runTask({ db, task: claimed, claim, logger: memoryLogger() })) !== 'COMPLETED') {
    throw new Error('The task did not complete');
  }
  const failed = await startTask(db, a.sub, 'recurring_expenses', aAccounts);
  const toFail = await claimTask(db, 'hardening-world', 60_000);
  if (toFail?.id !== failed) throw new Error('Could not claim the task to fail');
  await failTask(db, { taskId: failed, workerId: 'hardening-world', attempt: toFail.attempts }, 'Test failure');
  const pending = await startTask(db, a.sub, 'savings_finder', aAccounts);

  const purchase = await send(server, 'POST', buildPath(endpoints.creditPurchase), {
    token: a.token,
    body: { priceId: 'credits_5', successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL },
  });
  if (purchase.status !== 200) throw new Error(`Purchase failed: ${purchase.status} ${purchase.text}`);
  const aPaymentSessionId = sessionIdOf((purchase.json as { checkoutUrl: string }).checkoutUrl);
  const correction = await send(server, 'POST', buildPath(endpoints.correctionCreate), {
    token: a.token,
    body: { kind: 'not_recurring', merchant: { key: 'svc:netflix', name: 'Netflix' } },
  });
  if (correction.status !== 201) throw new Error(`Correction failed: ${correction.status} ${correction.text}`);
  const aCorrectionId = (correction.json as { correction: { id: string } }).correction.id;

  return {
    a,
    b,
    aAccounts,
    aItemId: item.itemId,
    aTasks: {
      completed: { taskId: completed, agentId: 'fraud_detection' },
      failed: { taskId: failed, agentId: 'recurring_expenses' },
      pending: { taskId: pending, agentId: 'savings_finder' },
    },
    aPaymentSessionId,
    aCorrectionId,
  };
}

/**
 * One valid request per endpoint, aimed at A's data (A's task, item, session, accounts), so that a
 * check that lets the request through would read or change A's data. Typed by the endpoint map: a
 * new endpoint does not compile until it has a sample.
 */
export function samplesFor(world: World): Record<AnyEndpointKey, RequestSample> {
  const { a, aAccounts, aItemId, aTasks, aPaymentSessionId, aCorrectionId } = world;
  return {
    plaidTransactions: {},
    plaidAccounts: {},
    plaidItems: {},
    plaidDeleteItem: { params: { itemId: aItemId } },
    plaidCreateLinkToken: {
      body: {
        client_name: 'Ledgerlight',
        products: ['transactions'],
        country_codes: ['US'],
        language: 'en',
        user_id: a.sub,
      },
    },
    plaidSetAccessToken: {
      body: {
        public_token: 'public-local-sample',
        user_id: a.sub,
        institution: { name: 'First Platypus Bank', institution_id: 'ins_local_platypus' },
      },
    },
    creditBalance: {},
    creditTransactions: { query: { limit: '5' } },
    creditHistory: { query: { limit: '10' } },
    creditPurchase: { body: { priceId: 'credits_10', successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL } },
    paymentStatus: { query: { session_id: aPaymentSessionId } },
    agentInitiate: {
      body: { agent_type: 'budget_builder', selectedAccounts: [...aAccounts], annualIncome: 85_000, zipcode: '94110' },
    },
    agentResult: { params: { ...aTasks.completed } },
    agentTasks: { params: { agentId: 'fraud_detection' }, query: { limit: '10' } },
    support: {
      body: { analysisId: aTasks.completed.taskId, category: 'bad analysis', description: 'The totals look off.' },
    },
    correctionsList: {},
    correctionCreate: {
      body: { kind: 'rename', merchant: { key: 'svc:netflix', name: 'Netflix' }, name: 'Family movies' },
    },
    correctionDelete: { params: { id: aCorrectionId } },
    sandboxInstitutions: {},
    sandboxLogin: {
      body: {
        link_token: 'link-local-sample',
        institution_id: 'ins_local_platypus',
        username: 'user_good',
        password: 'pass_good',
      },
    },
    sandboxSelectAccounts: { body: { public_token: 'public-local-sample', account_ids: [aAccounts[0] ?? 'acc'] } },
  };
}

/** Whether a sample is a valid request of its endpoint (each part parses with the contract's schema). */
export function sampleProblems(endpoint: EndpointDef, sample: RequestSample): string[] {
  const problems: string[] = [];
  const check = (part: 'params' | 'query' | 'body', schemaOf: z.ZodType | undefined, value: unknown) => {
    if (schemaOf === undefined) {
      if (value !== undefined) problems.push(`${part} given but the endpoint has none`);
      return;
    }
    const parsed = schemaOf.safeParse(value ?? {});
    if (!parsed.success) problems.push(`${part}: ${parsed.error.message}`);
  };
  check('params', endpoint.params, sample.params);
  check('query', endpoint.query, sample.query);
  check('body', endpoint.body, sample.body);
  return problems;
}

/** The fields of an object schema (strict bodies, queries, params), or undefined for other schemas. */
export function objectShape(schemaOf: z.ZodType | undefined): Readonly<Record<string, z.ZodType>> | undefined {
  return schemaOf instanceof z.ZodObject ? (schemaOf.shape as Record<string, z.ZodType>) : undefined;
}

const TABLES: PgTable[] = [];
for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) TABLES.push(value);

/**
 * A digest of every row of every table: equal digests mean the database did not change. Also the
 * row counts, and the balances against the ledger, for readable failures.
 */
export async function databaseDigest(db: Db): Promise<{ digest: string; rows: Record<string, number> }> {
  const hash = createHash('sha256');
  const rows: Record<string, number> = {};
  for (const table of TABLES) {
    const all = (await db.select().from(table)) as unknown[];
    const lines = all.map((row) => JSON.stringify(row)).sort();
    rows[getTableName(table)] = lines.length;
    hash.update(`${getTableName(table)}\n${lines.join('\n')}\n`);
  }
  return { digest: hash.digest('hex'), rows };
}
