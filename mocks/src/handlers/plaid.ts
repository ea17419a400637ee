import { createLinkTokenBodySchema, setAccessTokenBodySchema } from '@ledgerlight/contract';
import type {
  CreateLinkTokenResponse,
  PlaidAccountsResponse,
  PlaidItemsResponse,
  PlaidTransactionsResponse,
  SetAccessTokenResponse,
  SuccessResponse,
} from '@ledgerlight/contract';
import { HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';

import { mockDb } from '../store';
import type { MockDb } from '../store';
import { badRequest, endpointHandler, notFound, validateBody } from './endpoint';

/** /api/plaid: transactions, accounts, linked items, removing an item, and the link-widget exchange. */
export function createPlaidHandlers(db: MockDb): HttpHandler[] {
  return [
    endpointHandler('plaidTransactions', () =>
      HttpResponse.json<PlaidTransactionsResponse>({ transactions: db.transactions() }),
    ),
    endpointHandler('plaidAccounts', () => HttpResponse.json<PlaidAccountsResponse>({ accounts: db.accounts() })),
    endpointHandler('plaidItems', () => HttpResponse.json<PlaidItemsResponse>({ items: db.items() })),
    endpointHandler('plaidDeleteItem', ({ params }) => {
      if (!db.removeItem(params.itemId)) return notFound(`No linked institution with id ${params.itemId}`);
      return HttpResponse.json<SuccessResponse>({ success: true });
    }),
    endpointHandler('plaidCreateLinkToken', async ({ request }) => {
      const body = await validateBody(request, createLinkTokenBodySchema);
      if (!body.ok) return body.response;
      return HttpResponse.json<CreateLinkTokenResponse>(db.createLinkToken(body.data));
    }),
    endpointHandler('plaidSetAccessToken', async ({ request }) => {
      const body = await validateBody(request, setAccessTokenBodySchema);
      if (!body.ok) return body.response;
      const linked = db.linkItem(body.data);
      if (!linked) return badRequest('provided public token is in an invalid format or expired');
      return HttpResponse.json<SetAccessTokenResponse>(linked);
    }),
  ];
}

/** The Plaid handlers on the shared mockDb. */
export const plaidHandlers: HttpHandler[] = createPlaidHandlers(mockDb);
