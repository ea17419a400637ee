import {
  CREDIT_HISTORY_PAGE_SIZE,
  creditHistoryQuerySchema,
  creditPurchaseBodySchema,
  limitQuerySchema,
} from '@ledgerlight/contract';
import type {
  CreditBalanceResponse,
  CreditHistoryResponse,
  CreditPurchaseResponse,
  CreditTransactionsResponse,
} from '@ledgerlight/contract';
import { HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';

import { mockDb } from '../store';
import type { MockDb } from '../store';
import { badRequest, endpointHandler, validateBody, validateQuery } from './endpoint';

/** Entries returned by GET /api/credits/transactions without a limit. */
export const DEFAULT_LATEST_ENTRIES = 10;

/** /api/credits: balance, latest entries, paged history, and starting a purchase. */
export function createCreditsHandlers(db: MockDb): HttpHandler[] {
  return [
    endpointHandler('creditBalance', () => HttpResponse.json<CreditBalanceResponse>({ balance: db.balance() })),
    endpointHandler('creditTransactions', ({ request }) => {
      const query = validateQuery(request, limitQuerySchema);
      if (!query.ok) return query.response;
      return HttpResponse.json<CreditTransactionsResponse>({
        items: db.latestLedgerEntries(query.data.limit ?? DEFAULT_LATEST_ENTRIES),
      });
    }),
    endpointHandler('creditHistory', ({ request }) => {
      const query = validateQuery(request, creditHistoryQuerySchema);
      if (!query.ok) return query.response;
      const page = db.ledgerPage(query.data.limit ?? CREDIT_HISTORY_PAGE_SIZE, query.data.nextKey);
      if (!page) return badRequest('nextKey is not a valid cursor');
      return HttpResponse.json<CreditHistoryResponse>(page);
    }),
    endpointHandler('creditPurchase', async ({ request }) => {
      const body = await validateBody(request, creditPurchaseBodySchema);
      if (!body.ok) return body.response;
      return HttpResponse.json<CreditPurchaseResponse>(db.startCheckout(body.data));
    }),
  ];
}

/** The credit handlers on the shared mockDb. */
export const creditsHandlers: HttpHandler[] = createCreditsHandlers(mockDb);
