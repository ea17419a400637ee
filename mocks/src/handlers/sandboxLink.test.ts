import {
  SANDBOX_CREDENTIALS,
  bankErrorBodySchema,
  endpoints,
  isLocalLinkToken,
  sandboxInstitutionsResponseSchema,
  sandboxLinkSuccessSchema,
  sandboxLoginResponseSchema,
} from '@ledgerlight/contract';
import type { SandboxLoginResponse } from '@ledgerlight/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  MOCK_SANDBOX_INSTITUTION_IDS,
  MOCK_USER,
  SANDBOX_BANK_ERRORS,
  handlers,
  resetMockDb,
  sandboxLinkScenario,
  sandboxMfaMessage,
  scenarios,
} from '../index';

const server = setupServer(...handlers);
const ORIGIN = 'http://localhost:5173';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}

async function linkToken(): Promise<string> {
  const { json } = await call('POST', '/api/plaid/create_link_token', {
    client_name: 'Ledgerlight',
    products: ['transactions'],
    country_codes: ['US'],
    language: 'en',
    user_id: MOCK_USER.userId,
  });
  return endpoints.plaidCreateLinkToken.response.parse(json).link_token;
}

async function login(institutionId: string, extra: Record<string, string> = {}): Promise<SandboxLoginResponse> {
  const { status, json } = await call('POST', '/api/sandbox/link/login', {
    link_token: await linkToken(),
    institution_id: institutionId,
    username: SANDBOX_CREDENTIALS.username,
    password: SANDBOX_CREDENTIALS.password,
    ...extra,
  });
  expect(status).toBe(200);
  return sandboxLoginResponseSchema.parse(json);
}

describe("the sandbox bank's Link calls", () => {
  it('hands out a local link token, so the app opens the sandbox dialog', async () => {
    expect(isLocalLinkToken(await linkToken())).toBe(true);
  });

  it('lists the institutions, some with MFA', async () => {
    const { json } = await call('GET', '/api/sandbox/link/institutions');
    const { institutions } = sandboxInstitutionsResponseSchema.parse(json);
    expect(institutions.map((institution) => institution.name)).toEqual([
      'First Platypus Bank',
      'Tartan Credit Union',
      'Houndstooth Bank',
      'Gingham Savings',
    ]);
    expect(institutions.filter((institution) => institution.mfa === 'code')).toHaveLength(2);
  });

  it("answers a wrong password with Plaid's INVALID_CREDENTIALS", async () => {
    const { status, json } = await call('POST', '/api/sandbox/link/login', {
      link_token: await linkToken(),
      institution_id: MOCK_SANDBOX_INSTITUTION_IDS.platypus,
      username: SANDBOX_CREDENTIALS.username,
      password: 'pass_bad',
    });
    expect(status).toBe(400);
    expect(bankErrorBodySchema.parse(json)).toEqual(SANDBOX_BANK_ERRORS.invalidCredentials);
  });

  it('asks for the code at an MFA institution, refuses a wrong one and accepts 1234', async () => {
    const challenge = await login(MOCK_SANDBOX_INSTITUTION_IDS.tartan);
    expect(challenge).toEqual({
      status: 'mfa_required',
      institution: { institution_id: MOCK_SANDBOX_INSTITUTION_IDS.tartan, name: 'Tartan Credit Union' },
      mfa: { type: 'code', message: sandboxMfaMessage('Tartan Credit Union') },
    });
    const wrong = await call('POST', '/api/sandbox/link/login', {
      link_token: await linkToken(),
      institution_id: MOCK_SANDBOX_INSTITUTION_IDS.tartan,
      username: SANDBOX_CREDENTIALS.username,
      password: SANDBOX_CREDENTIALS.password,
      mfa_code: '0000',
    });
    expect(wrong).toEqual({ status: 400, json: SANDBOX_BANK_ERRORS.invalidMfa });
    const accepted = await login(MOCK_SANDBOX_INSTITUTION_IDS.tartan, { mfa_code: SANDBOX_CREDENTIALS.mfaCode });
    expect(accepted.status).toBe('select_accounts');
  });

  it('links only the selected accounts, once, through set_access_token', async () => {
    const before = endpoints.plaidAccounts.response.parse((await call('GET', '/api/plaid/accounts')).json).accounts;
    const loggedIn = await login(MOCK_SANDBOX_INSTITUTION_IDS.platypus);
    if (loggedIn.status !== 'select_accounts') throw new Error('expected the account selection');
    expect(loggedIn.accounts.map((account) => account.subtype)).toEqual(['checking', 'savings', 'credit card']);
    const [checking, , card] = loggedIn.accounts;
    if (!checking || !card) throw new Error('expected three accounts');

    const selected = await call('POST', '/api/sandbox/link/select_accounts', {
      public_token: loggedIn.public_token,
      account_ids: [checking.id, card.id],
    });
    expect(selected.status).toBe(200);
    const success = sandboxLinkSuccessSchema.parse(selected.json);
    expect(success.metadata.institution).toEqual(loggedIn.institution);
    expect(success.metadata.accounts).toEqual([checking, card]);
    // The login's token was narrowed: it is spent.
    expect(
      (
        await call('POST', '/api/sandbox/link/select_accounts', {
          public_token: loggedIn.public_token,
          account_ids: [checking.id],
        })
      ).json,
    ).toEqual(SANDBOX_BANK_ERRORS.invalidPublicToken);

    const exchange = {
      public_token: success.public_token,
      user_id: MOCK_USER.userId,
      institution: success.metadata.institution,
    };
    const linked = await call('POST', '/api/plaid/set_access_token', exchange);
    expect(linked.status).toBe(200);
    const { item_id } = endpoints.plaidSetAccessToken.response.parse(linked.json);
    const items = endpoints.plaidItems.response.parse((await call('GET', '/api/plaid/items')).json).items;
    expect(items.find((item) => item.item.item_id === item_id)?.institution).toEqual(success.metadata.institution);
    const after = endpoints.plaidAccounts.response.parse((await call('GET', '/api/plaid/accounts')).json).accounts;
    expect(after.slice(before.length).map((account) => account.account_id)).toEqual([checking.id, card.id]);
    expect(after.slice(before.length).map((account) => account.institution_name)).toEqual([
      'First Platypus Bank',
      'First Platypus Bank',
    ]);
    // Single use, as with Plaid.
    expect((await call('POST', '/api/plaid/set_access_token', exchange)).status).toBe(400);
  });

  it('refuses an account that is not part of the item, and a malformed body', async () => {
    const loggedIn = await login(MOCK_SANDBOX_INSTITUTION_IDS.gingham);
    if (loggedIn.status !== 'select_accounts') throw new Error('expected the account selection');
    const foreign = await call('POST', '/api/sandbox/link/select_accounts', {
      public_token: loggedIn.public_token,
      account_ids: ['not-an-account'],
    });
    expect(foreign).toEqual({ status: 400, json: SANDBOX_BANK_ERRORS.invalidAccountId });
    const malformed = await call('POST', '/api/sandbox/link/login', { link_token: 'link-sandbox-1' });
    expect(malformed.status).toBe(400);
    expect(bankErrorBodySchema.parse(malformed.json).error_code).toBe('INVALID_FIELD');
  });

  it('plays its error scenarios', async () => {
    server.use(
      sandboxLinkScenario('sandboxLogin', 'institutionDown'),
      sandboxLinkScenario('sandboxInstitutions', 'serverError'),
    );
    const down = await call('POST', '/api/sandbox/link/login', {
      link_token: await linkToken(),
      institution_id: MOCK_SANDBOX_INSTITUTION_IDS.platypus,
      username: SANDBOX_CREDENTIALS.username,
      password: SANDBOX_CREDENTIALS.password,
    });
    expect(down).toEqual({ status: 400, json: SANDBOX_BANK_ERRORS.institutionDown });
    expect((await call('GET', '/api/sandbox/link/institutions')).status).toBe(500);
  });

  it('is part of every user bundle', async () => {
    server.resetHandlers(...scenarios.newUser);
    const loggedIn = await login(MOCK_SANDBOX_INSTITUTION_IDS.platypus);
    expect(loggedIn.status).toBe('select_accounts');
  });
});
