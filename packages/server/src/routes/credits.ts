import { CREDIT_HISTORY_PAGE_SIZE, endpoints, routePath } from '@ledgerlight/contract';

import { listLedgerEntries, prepareBalanceRead, toLedgerItem } from '../credits/ledger';
import { requireUser } from '../http/auth';
import { responseSchemas } from '../http/errors';
import { FASTIFY_METHODS } from '../http/types';
import type { RouteDeps, ZodApp } from '../http/types';

/** Page size of GET /api/credits/transactions and GET /api/credits without `limit`. */
const DEFAULT_LEDGER_LIMIT = CREDIT_HISTORY_PAGE_SIZE;

/** GET /api/credits/balance, GET /api/credits/transactions, GET /api/credits (product 7). */
export function registerCreditRoutes(app: ZodApp, { db }: RouteDeps): void {
  const balanceOf = prepareBalanceRead(db);
  app.route({
    method: FASTIFY_METHODS[endpoints.creditBalance.method],
    url: routePath(endpoints.creditBalance),
    schema: { response: responseSchemas(endpoints.creditBalance) },
    handler: async (request) => {
      const user = requireUser(request);
      return { balance: (await balanceOf(user.id)) ?? 0 };
    },
  });

  app.route({
    method: FASTIFY_METHODS[endpoints.creditTransactions.method],
    url: routePath(endpoints.creditTransactions),
    schema: {
      querystring: endpoints.creditTransactions.query,
      response: responseSchemas(endpoints.creditTransactions),
    },
    handler: async (request) => {
      const user = requireUser(request);
      const { rows } = await listLedgerEntries(db, user.id, { limit: request.query.limit ?? DEFAULT_LEDGER_LIMIT });
      return { items: rows.map(toLedgerItem) };
    },
  });

  app.route({
    method: FASTIFY_METHODS[endpoints.creditHistory.method],
    url: routePath(endpoints.creditHistory),
    schema: { querystring: endpoints.creditHistory.query, response: responseSchemas(endpoints.creditHistory) },
    handler: async (request) => {
      const user = requireUser(request);
      const { rows, nextKey } = await listLedgerEntries(db, user.id, {
        limit: request.query.limit ?? DEFAULT_LEDGER_LIMIT,
        nextKey: request.query.nextKey,
      });
      return { items: rows.map(toLedgerItem), ...(nextKey === undefined ? {} : { nextKey }) };
    },
  });
}
