import { inspect } from 'node:util';

import { accountSchema, transactionSchema } from '@ledgerlight/contract';
import { http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { BankProviderError } from './bankProvider';
import { categoryOf, PlaidBank } from './plaidBank';

const BASE = 'https://sandbox.plaid.com';
const ACCESS_TOKEN = 'access-sandbox-5cd6e1b1-1b5b-459d-9284-366e2da89755';
const ITEM_ID = 'M5eVJqLnv3tbzdngLDp9FL5OlDNxlNhlE55op';

/** Every request Plaid received, for assertions on what we sent. */
const received: Array<{ path: string; headers: Headers; body: Record<string, unknown> }> = [];

function plaid(path: string, reply: (body: Record<string, unknown>) => JsonBodyType | Response) {
  return http.post(`${BASE}${path}`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    received.push({ path, headers: request.headers, body });
    const result = reply(body);
    return result instanceof Response ? result : HttpResponse.json(result);
  });
}

const plaidTransaction = {
  account_id: 'BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp',
  account_owner: null,
  amount: 72.1,
  iso_currency_code: 'USD',
  unofficial_currency_code: null,
  category: ['Shops', 'Supermarkets and Groceries'],
  category_id: '19047000',
  date: '2026-05-28',
  authorized_date: '2026-05-27',
  authorized_datetime: null,
  datetime: null,
  location: {
    address: '13425 Community Rd',
    city: 'Poway',
    region: 'CA',
    postal_code: '92064',
    country: 'US',
    lat: 32.959068,
    lon: -117.037666,
    store_number: '1700',
  },
  merchant_name: 'Whole Foods',
  name: 'WHOLE FOODS MARKET',
  payment_channel: 'in store',
  payment_meta: {},
  pending: false,
  pending_transaction_id: 'no86Eox18VHMvaOVL7gPUM9ap3aR1LsAVZ5nc',
  transaction_id: 'lPNjeW1nR6CDn5okmGQ6hEpMo4lLNoSrzqDje',
  transaction_code: null,
  transaction_type: 'place',
};

const server = setupServer(
  plaid('/link/token/create', () => ({
    link_token: 'link-sandbox-af1a0311-da53-4636-b754-dd15cc058176',
    expiration: '2026-06-15T04:00:00Z',
    request_id: 'req-1',
  })),
  plaid('/item/public_token/exchange', () => ({ access_token: ACCESS_TOKEN, item_id: ITEM_ID, request_id: 'req-2' })),
  plaid('/item/get', () => ({
    item: {
      item_id: ITEM_ID,
      institution_id: 'ins_109508',
      webhook: null,
      error: null,
      available_products: [],
      billed_products: ['transactions'],
      consent_expiration_time: null,
      update_type: 'background',
    },
    request_id: 'req-3',
  })),
  plaid('/institutions/get_by_id', () => ({
    institution: { institution_id: 'ins_109508', name: 'First Platypus Bank', products: [], country_codes: ['US'] },
    request_id: 'req-4',
  })),
  plaid('/accounts/get', () => ({
    accounts: [
      {
        account_id: 'BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp',
        balances: {
          available: 100,
          current: 110,
          limit: null,
          iso_currency_code: 'USD',
          unofficial_currency_code: null,
        },
        mask: '0000',
        name: 'Plaid Checking',
        official_name: 'Plaid Gold Standard 0% Interest Checking',
        subtype: 'checking',
        type: 'depository',
      },
      {
        account_id: 'dVzbVMLjrxTnLjX4G66XUp5GLklm4oiZy88yK',
        balances: {
          available: null,
          current: 410,
          limit: 2000,
          iso_currency_code: 'USD',
          unofficial_currency_code: null,
        },
        mask: '3333',
        name: 'Plaid Credit Card',
        official_name: 'Plaid Diamond 12.5% APR Interest Credit Card',
        subtype: 'credit card',
        type: 'credit',
      },
    ],
    item: { item_id: ITEM_ID, institution_id: 'ins_109508', institution_name: 'First Platypus Bank' },
    request_id: 'req-5',
  })),
  plaid('/transactions/sync', (body) =>
    body.cursor === 'cursor-1'
      ? {
          added: [],
          modified: [{ ...plaidTransaction, amount: 74.5 }],
          removed: [
            { transaction_id: 'no86Eox18VHMvaOVL7gPUM9ap3aR1LsAVZ5nc', account_id: plaidTransaction.account_id },
          ],
          next_cursor: 'cursor-2',
          has_more: false,
          accounts: [],
          transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
          request_id: 'req-7',
        }
      : {
          added: [
            plaidTransaction,
            {
              ...plaidTransaction,
              transaction_id: 'x1',
              amount: -2500,
              name: 'PAYROLL',
              merchant_name: null,
              category: null,
              personal_finance_category: { primary: 'INCOME', detailed: 'INCOME_WAGES', confidence_level: 'VERY_HIGH' },
              counterparties: [
                {
                  name: 'Northwind Analytics',
                  type: 'income_source',
                  entity_id: 'O5W5j4dN9OR3E6ypQmjdkWZZRoXEzVMz2ByWM',
                  website: 'northwind.example',
                  logo_url: 'https://plaid-merchant-logos.plaid.com/northwind.png',
                  confidence_level: 'HIGH',
                  account_numbers: null,
                },
              ],
              payment_channel: 'other',
              location: {
                address: null,
                city: null,
                region: null,
                postal_code: null,
                country: null,
                lat: null,
                lon: null,
                store_number: null,
              },
              pending: true,
              pending_transaction_id: null,
            },
          ],
          modified: [],
          removed: [],
          next_cursor: 'cursor-1',
          has_more: true,
          accounts: [],
          transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
          request_id: 'req-6',
        },
  ),
  plaid('/item/remove', () => ({ request_id: 'req-8' })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => server.close());

function bank() {
  return new PlaidBank({ clientId: 'client-id-1', secret: 'secret-1', environment: 'sandbox', syncPageSize: 250 });
}

async function failure(promise: Promise<unknown>): Promise<BankProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BankProviderError) return error;
    throw error;
  }
  throw new Error('expected a BankProviderError');
}

describe('PlaidBank', () => {
  it('creates a link token for the caller with credentials in headers', async () => {
    const token = await bank().createLinkToken({
      userId: 'user-1',
      clientName: 'Ledgerlight',
      products: ['transactions'],
      countryCodes: ['US'],
      language: 'en',
    });
    expect(token).toEqual({
      link_token: 'link-sandbox-af1a0311-da53-4636-b754-dd15cc058176',
      expiration: '2026-06-15T04:00:00.000Z',
    });
    const [request] = received;
    expect(request?.headers.get('plaid-client-id')).toBe('client-id-1');
    expect(request?.headers.get('plaid-secret')).toBe('secret-1');
    expect(request?.body).toEqual({
      user: { client_user_id: 'user-1' },
      client_name: 'Ledgerlight',
      products: ['transactions'],
      country_codes: ['US'],
      language: 'en',
    });
  });

  it('refuses unknown products before calling Plaid', async () => {
    const error = await failure(
      bank().createLinkToken({
        userId: 'u',
        clientName: 'L',
        products: ['nope'],
        countryCodes: ['US'],
        language: 'en',
      }),
    );
    expect(error.errorCode).toBe('INVALID_FIELD');
    expect(received).toHaveLength(0);
  });

  it('exchanges a public token and names the institution', async () => {
    const item = await bank().exchangePublicToken('public-sandbox-1');
    expect(item).toEqual({
      accessToken: ACCESS_TOKEN,
      itemId: ITEM_ID,
      institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' },
    });
    expect(received.map((r) => r.path)).toEqual([
      '/item/public_token/exchange',
      '/item/get',
      '/institutions/get_by_id',
    ]);
    expect(received[0]?.body).toEqual({ public_token: 'public-sandbox-1' });
  });

  it('maps accounts to the contract shape', async () => {
    const accounts = await bank().getAccounts(ACCESS_TOKEN);
    expect(accounts).toHaveLength(2);
    for (const account of accounts) expect(accountSchema.parse(account)).toEqual(account);
    expect(accounts[1]).toMatchObject({
      name: 'Plaid Credit Card',
      type: 'credit',
      subtype: 'credit card',
      institution_name: 'First Platypus Bank',
      balances: { current: 410, available: null, limit: 2000 },
      mask: '3333',
    });
    expect(received[0]?.body).toEqual({ access_token: ACCESS_TOKEN });
  });

  it('syncs transactions page by page with the cursor, in Plaid sign convention', async () => {
    const first = await bank().syncTransactions(ACCESS_TOKEN);
    expect(received[0]?.body).toEqual({ access_token: ACCESS_TOKEN, count: 250 });
    expect(first.hasMore).toBe(true);
    expect(first.nextCursor).toBe('cursor-1');
    for (const t of first.added) expect(transactionSchema.parse(t)).toMatchObject({ transaction_id: t.transaction_id });
    expect(first.added[0]).toMatchObject({
      transaction_id: 'lPNjeW1nR6CDn5okmGQ6hEpMo4lLNoSrzqDje',
      amount: 72.1,
      category: ['Shops', 'Supermarkets and Groceries'],
      merchant_name: 'Whole Foods',
      location: { city: 'Poway', country: 'US' },
      pending_transaction_id: 'no86Eox18VHMvaOVL7gPUM9ap3aR1LsAVZ5nc',
    });
    expect(first.added[1]).toMatchObject({ amount: -2500, category: ['Income', 'Wages'], pending: true });
    expect(first.added[1]).not.toHaveProperty('location');
    // The bank's enrichment is kept as the contract defines it: no logo, website or account numbers.
    expect(first.added[1]).toMatchObject({
      personal_finance_category: { primary: 'INCOME', detailed: 'INCOME_WAGES', confidence_level: 'VERY_HIGH' },
      counterparties: [
        {
          name: 'Northwind Analytics',
          type: 'income_source',
          entity_id: 'O5W5j4dN9OR3E6ypQmjdkWZZRoXEzVMz2ByWM',
          confidence_level: 'HIGH',
        },
      ],
      payment_channel: 'other',
    });
    expect(Object.keys(first.added[1]?.counterparties?.[0] ?? {}).sort()).toEqual([
      'confidence_level',
      'entity_id',
      'name',
      'type',
    ]);
    // A transaction Plaid did not enrich has no category or counterparties, only its channel.
    expect(first.added[0]).not.toHaveProperty('personal_finance_category');
    expect(first.added[0]).not.toHaveProperty('counterparties');
    expect(first.added[0]).toMatchObject({ payment_channel: 'in store' });

    const second = await bank().syncTransactions(ACCESS_TOKEN, first.nextCursor);
    expect(received[1]?.body).toMatchObject({ cursor: 'cursor-1' });
    expect(second).toMatchObject({ hasMore: false, nextCursor: 'cursor-2', added: [] });
    expect(second.modified[0]?.amount).toBe(74.5);
    expect(second.removed).toEqual([
      { transaction_id: 'no86Eox18VHMvaOVL7gPUM9ap3aR1LsAVZ5nc', account_id: plaidTransaction.account_id },
    ]);
  });

  it('removes the item', async () => {
    await bank().removeItem(ACCESS_TOKEN);
    expect(received).toEqual([expect.objectContaining({ path: '/item/remove', body: { access_token: ACCESS_TOKEN } })]);
  });

  it("passes on Plaid's error body without the access token", async () => {
    server.use(
      plaid('/accounts/get', () =>
        HttpResponse.json(
          {
            error_type: 'ITEM_ERROR',
            error_code: 'ITEM_LOGIN_REQUIRED',
            error_message: 'the login details of this item have changed',
            display_message: 'Please update your credentials.',
            request_id: 'req-9',
          },
          { status: 400 },
        ),
      ),
    );
    const error = await failure(bank().getAccounts(ACCESS_TOKEN));
    expect(error.status).toBe(400);
    expect(error.toJSON()).toEqual({
      error_type: 'ITEM_ERROR',
      error_code: 'ITEM_LOGIN_REQUIRED',
      error_message: 'the login details of this item have changed',
      display_message: 'Please update your credentials.',
      request_id: 'req-9',
    });
    const everything = `${inspect(error, { depth: 10, showHidden: true })} ${JSON.stringify(error)} ${error.stack ?? ''}`;
    expect(everything).not.toContain(ACCESS_TOKEN);
    expect(everything).not.toContain('secret-1');
    expect(error.cause).toBeUndefined();
  });

  it('reports an outage as an API_ERROR without request details', async () => {
    server.use(plaid('/transactions/sync', () => new HttpResponse('upstream broke', { status: 502 })));
    const error = await failure(bank().syncTransactions(ACCESS_TOKEN, 'cursor-1'));
    expect(error.status).toBe(502);
    expect(error.errorType).toBe('API_ERROR');
    expect(inspect(error, { depth: 10, showHidden: true })).not.toContain(ACCESS_TOKEN);
  });

  it('derives categories from the personal finance category when the legacy one is missing', () => {
    expect(
      categoryOf(null, { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE', confidence_level: 'HIGH' }),
    ).toEqual(['Food and Drink', 'Coffee']);
    expect(categoryOf([], { primary: 'TRANSFER_IN', detailed: 'TRANSFER_IN', confidence_level: 'HIGH' })).toEqual([
      'Transfer In',
    ]);
    expect(categoryOf(undefined, null)).toEqual([]);
  });
});
