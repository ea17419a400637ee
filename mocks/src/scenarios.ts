import {
  ANALYSIS_NOT_FOUND_MESSAGE,
  AUTH_REQUIRED_MESSAGE,
  CORRECTION_NOT_FOUND_MESSAGE,
  FORBIDDEN_ANALYSIS_MESSAGE,
  INVALID_AGENT_MESSAGE,
  endpoints,
} from '@ledgerlight/contract';
import type { EndpointKey, EndpointResponse, ErrorBody } from '@ledgerlight/contract';
import { HttpResponse, delay, http } from 'msw';
import type { HttpHandler } from 'msw';

import { createHandlers } from './createHandlers';
import { brokeUserSeed, emptySeed, fullSeed, newUserSeed } from './fixtures/seeds';
import type { MockDbSeed } from './fixtures/seeds';
import { endpointHandler, errorResponse } from './handlers/endpoint';
import { createMockDb } from './store';

/**
 * Named scenarios shared by stories, tests and the demo mode.
 *
 * `scenario(target, name)` overrides one endpoint (a key of the contract's endpoint map, or an MSW
 * path pattern for any method); put it before the normal handlers, e.g.
 * `parameters.msw.handlers = [scenario('creditBalance', 'serverError')]` or
 * `server.use(scenario('agentResult', 'forbidden'))`. `slow` waits, then falls through to the next
 * matching handler, so the normal handlers must be installed behind it.
 *
 * `scenarios.*` are whole handler sets for a kind of user; each read builds a fresh store.
 */

export const SCENARIO_NAMES = [
  'unauthorized',
  'forbidden',
  'notFound',
  'serverError',
  'slow',
  'loading',
  'empty',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** How long `slow` waits before the normal answer. */
export const SLOW_DELAY_MS = 2500;

/** HTTP status of each error scenario. */
export const SCENARIO_STATUS = { unauthorized: 401, forbidden: 403, notFound: 404, serverError: 500 } as const;
export type ErrorScenarioName = keyof typeof SCENARIO_STATUS;

/** The endpoints with a list (or a balance) that `empty` can answer with an empty, valid body. */
export type EmptyableEndpoint =
  | 'plaidTransactions'
  | 'plaidAccounts'
  | 'plaidItems'
  | 'creditBalance'
  | 'creditTransactions'
  | 'creditHistory'
  | 'agentTasks'
  | 'correctionsList';

/** The empty body of each list endpoint: no transactions, accounts, items, ledger or tasks; balance 0. */
export const EMPTY_BODIES: { readonly [K in EmptyableEndpoint]: () => EndpointResponse<K> } = {
  plaidTransactions: () => ({ transactions: [] }),
  plaidAccounts: () => ({ accounts: [] }),
  plaidItems: () => ({ items: [] }),
  creditBalance: () => ({ balance: 0 }),
  creditTransactions: () => ({ items: [] }),
  creditHistory: () => ({ items: [] }),
  agentTasks: () => ({ tasks: [], items: [] }),
  correctionsList: () => ({ corrections: [] }),
};

export function isEmptyableEndpoint(key: string): key is EmptyableEndpoint {
  return Object.hasOwn(EMPTY_BODIES, key);
}

/** An MSW path pattern such as `'*\/api/credits/balance'`; matched for every method. */
export type PathPattern = `${string}/${string}`;
export type ScenarioTarget = EndpointKey | PathPattern;

export interface ScenarioOptions {
  /** `slow`: milliseconds to wait (default SLOW_DELAY_MS). */
  readonly delayMs?: number;
  /** Error scenarios: the body's message (a default per status otherwise). */
  readonly message?: string;
  /** Answer only the first matching request. */
  readonly once?: boolean;
}

const ERROR_NAMES: Readonly<Record<ErrorScenarioName, string>> = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not Found',
  serverError: 'Internal Server Error',
};

const NOT_FOUND_MESSAGES: Partial<Record<EndpointKey, string>> = {
  agentResult: ANALYSIS_NOT_FOUND_MESSAGE,
  agentTasks: INVALID_AGENT_MESSAGE,
  paymentStatus: 'No payment session found',
  plaidDeleteItem: 'No linked institution with this id',
  correctionDelete: CORRECTION_NOT_FOUND_MESSAGE,
};

function defaultMessage(name: ErrorScenarioName, target: ScenarioTarget): string {
  switch (name) {
    case 'unauthorized':
      return AUTH_REQUIRED_MESSAGE;
    case 'forbidden':
      return FORBIDDEN_ANALYSIS_MESSAGE;
    case 'notFound':
      return (
        (isEndpointKey(target) ? NOT_FOUND_MESSAGES[target] : undefined) ?? 'The requested resource does not exist.'
      );
    case 'serverError':
      return 'The server could not complete the request. Please try again later.';
  }
}

function isEndpointKey(target: string): target is EndpointKey {
  return Object.hasOwn(endpoints, target);
}

function isErrorScenario(name: ScenarioName): name is ErrorScenarioName {
  return Object.hasOwn(SCENARIO_STATUS, name);
}

/** Override one endpoint with a named scenario. `empty` exists for list endpoints only. */
export function scenario(target: EmptyableEndpoint, name: ScenarioName, options?: ScenarioOptions): HttpHandler;
export function scenario(
  target: ScenarioTarget,
  name: Exclude<ScenarioName, 'empty'>,
  options?: ScenarioOptions,
): HttpHandler;
export function scenario(target: ScenarioTarget, name: ScenarioName, options: ScenarioOptions = {}): HttpHandler {
  const handlerOptions = options.once ? { once: true } : undefined;
  const on = (resolver: () => HttpResponse<ErrorBody> | Promise<undefined>): HttpHandler =>
    isEndpointKey(target)
      ? endpointHandler(target, resolver, handlerOptions)
      : http.all(target, resolver, handlerOptions);

  if (isErrorScenario(name)) {
    const message = options.message ?? defaultMessage(name, target);
    return on(() => errorResponse(SCENARIO_STATUS[name], ERROR_NAMES[name], message));
  }
  switch (name) {
    case 'slow':
      return on(async () => {
        await delay(options.delayMs ?? SLOW_DELAY_MS);
        return undefined;
      });
    case 'loading':
      return on(async () => {
        await delay('infinite');
        return undefined;
      });
    case 'empty':
      if (!isEmptyableEndpoint(target)) {
        throw new RangeError(
          `The 'empty' scenario needs a list endpoint (${Object.keys(EMPTY_BODIES).join(', ')}), got '${target}'`,
        );
      }
      return emptyHandler(target, handlerOptions);
  }
}

function emptyHandler(key: EmptyableEndpoint, options: { once: boolean } | undefined): HttpHandler {
  return endpointHandler<EmptyableEndpoint>(
    key,
    () => HttpResponse.json<EndpointResponse<EmptyableEndpoint>>(EMPTY_BODIES[key]()),
    options,
  );
}

/** The same scenario on every endpoint of product 7 (`empty` on the list endpoints only). */
export function everyEndpoint(name: ScenarioName, options?: ScenarioOptions): HttpHandler[] {
  const keys = Object.keys(endpoints).filter(isEndpointKey);
  if (name === 'empty') return keys.filter(isEmptyableEndpoint).map((key) => scenario(key, 'empty', options));
  return keys.map((key) => scenario(key, name, options));
}

/** A full handler set on a fresh store started from `seed`. */
export function handlersFor(seed: () => MockDbSeed): HttpHandler[] {
  return createHandlers(createMockDb(seed));
}

/**
 * Ready-made handler sets. The user bundles are complete (every endpoint) and each read builds a new
 * store, so stories and tests never share state through them.
 */
export const scenarios = {
  /** The full demo: three banks, seven accounts, a year of transactions, 23 tasks, 14 credits. */
  get happy(): HttpHandler[] {
    return handlersFor(fullSeed);
  },
  /** Just signed up: 3 welcome credits, nothing linked, no tasks. */
  get newUser(): HttpHandler[] {
    return handlersFor(newUserSeed);
  },
  /** Nothing at all: no accounts, transactions, items, ledger entries or tasks; balance 0. */
  get empty(): HttpHandler[] {
    return handlersFor(emptySeed);
  },
  /** Banks linked, welcome credits spent: balance 0. */
  get brokeUser(): HttpHandler[] {
    return handlersFor(brokeUserSeed);
  },
  /** Every endpoint answers 401. */
  get unauthorized(): HttpHandler[] {
    return everyEndpoint('unauthorized');
  },
  /** Every endpoint answers 500. */
  get serverError(): HttpHandler[] {
    return everyEndpoint('serverError');
  },
  /** Every endpoint never answers. */
  get loading(): HttpHandler[] {
    return everyEndpoint('loading');
  },
};
