import {
  routePath,
  sandboxLinkEndpoints,
  sandboxLoginBodySchema,
  sandboxSelectAccountsBodySchema,
} from '@ledgerlight/contract';
import type {
  BankErrorBody,
  ErrorBody,
  SandboxInstitutionsResponse,
  SandboxLinkEndpoints,
} from '@ledgerlight/contract';
import { HttpResponse, http } from 'msw';
import type { DefaultBodyType, HttpHandler, HttpResponseResolver, RequestHandlerOptions } from 'msw';

import { sandboxInstitutionSummaries } from '../fixtures/sandboxBank';
import { mockDb } from '../store';
import type { MockDb, SandboxOutcome } from '../store';

/**
 * The local sandbox bank's Link calls (contract sandboxLink.ts), answered from the store: the
 * institutions, the login with its MFA step, and the account selection, whose public token
 * POST /api/plaid/set_access_token then exchanges for an item with the selected accounts.
 * Failures are Plaid's error body with HTTP 400, as the server sends them.
 */

export type SandboxLinkKey = keyof SandboxLinkEndpoints;

type OutputOf<Schema> = Schema extends { _zod: { output: infer Output } } ? Output : never;

/** Everything a handler of sandbox call K may answer with. */
export type SandboxLinkHandlerBody<K extends SandboxLinkKey> =
  OutputOf<SandboxLinkEndpoints[K]['response']> | BankErrorBody | ErrorBody;

export type SandboxLinkResolver<K extends SandboxLinkKey> = HttpResponseResolver<
  Record<string, never>,
  DefaultBodyType,
  SandboxLinkHandlerBody<K>
>;

/** The MSW path of a sandbox call, matching any origin: `*\/api/sandbox/link/login`. */
export function sandboxLinkPattern(key: SandboxLinkKey): `*/${string}` {
  return `*${routePath(sandboxLinkEndpoints[key])}` as `*/${string}`;
}

/** A handler for one sandbox call of the contract. */
export function sandboxLinkHandler<K extends SandboxLinkKey>(
  key: K,
  resolver: SandboxLinkResolver<K>,
  options?: RequestHandlerOptions,
): HttpHandler {
  return http[sandboxLinkEndpoints[key].method]<Record<string, never>, DefaultBodyType, SandboxLinkHandlerBody<K>>(
    sandboxLinkPattern(key),
    resolver,
    options,
  );
}

/** Plaid's error body, HTTP 400. */
export function bankErrorResponse(body: BankErrorBody): HttpResponse<BankErrorBody> {
  return HttpResponse.json<BankErrorBody>(body, { status: 400 });
}

interface BodyParser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** Reads a request body with a contract schema; a bad one is Plaid's INVALID_REQUEST. */
async function readBody<T>(request: Request, schema: BodyParser<T>): Promise<{ data: T } | { error: BankErrorBody }> {
  let json: unknown;
  try {
    json = await request.clone().json();
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { data: parsed.data };
  return {
    error: {
      error_type: 'INVALID_REQUEST',
      error_code: 'INVALID_FIELD',
      error_message: parsed.error.issues.map((issue) => issue.message).join('; ') || 'the request body is not valid',
      display_message: null,
    },
  };
}

function answer<T extends DefaultBodyType>(outcome: SandboxOutcome<T>): HttpResponse<T | BankErrorBody> {
  return outcome.kind === 'ok' ? HttpResponse.json<T>(outcome.body) : bankErrorResponse(outcome.body);
}

/** The sandbox Link calls on `db`. */
export function createSandboxLinkHandlers(db: MockDb): HttpHandler[] {
  return [
    sandboxLinkHandler('sandboxInstitutions', () =>
      HttpResponse.json<SandboxInstitutionsResponse>({ institutions: sandboxInstitutionSummaries() }),
    ),
    sandboxLinkHandler('sandboxLogin', async ({ request }) => {
      const body = await readBody(request, sandboxLoginBodySchema);
      if ('error' in body) return bankErrorResponse(body.error);
      return answer(db.sandboxLogin(body.data));
    }),
    sandboxLinkHandler('sandboxSelectAccounts', async ({ request }) => {
      const body = await readBody(request, sandboxSelectAccountsBodySchema);
      if ('error' in body) return bankErrorResponse(body.error);
      return answer(db.sandboxSelectAccounts(body.data));
    }),
  ];
}

/** The sandbox Link handlers on the shared mockDb. */
export const sandboxLinkHandlers: HttpHandler[] = createSandboxLinkHandlers(mockDb);
