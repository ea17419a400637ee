import { labelTransactions } from '@ledgerlight/analysis';
import { endpoints, errorBodySchema, routePath } from '@ledgerlight/contract';

import type { BankService } from '../bank/bankService';
import { correctionInputsOf } from '../corrections/store';
import type { Db } from '../db/database';
import { withProvider } from '../bank/httpErrors';
import { requireUser } from '../http/auth';
import { forbidden, HttpError, notFound, responseSchemas } from '../http/errors';
import { FASTIFY_METHODS } from '../http/types';
import type { RouteDeps, ZodApp } from '../http/types';

/** The user_id a client sends must be the signed-in caller's (ADR 0012). */
function requireOwnUserId(userId: string, callerId: string): void {
  if (userId !== callerId) throw forbidden('body.user_id: must be the signed-in user');
}

const withBankFailures = <R>(endpoint: { readonly response: R }) => ({
  ...responseSchemas(endpoint),
  409: errorBodySchema,
  502: errorBodySchema,
});

/**
 * The bank-linking calls of product 7 (/api/plaid), on the configured bank provider. Without a bank
 * (a server built without one) they are not registered. ADR 0012 has the rules.
 */
export function registerPlaidRoutes(app: ZodApp, { bank, db }: RouteDeps): void {
  if (bank === undefined) return;
  registerReads(app, bank, db);
  registerLinking(app, bank);
}

function registerReads(app: ZodApp, bank: BankService, db: Db): void {
  app.route({
    method: FASTIFY_METHODS[endpoints.plaidTransactions.method],
    url: routePath(endpoints.plaidTransactions),
    schema: { response: responseSchemas(endpoints.plaidTransactions) },
    handler: async (request) => {
      const user = requireUser(request);
      const transactions = await bank.listTransactions(user.id, request.log);
      // One category vocabulary: the list shows what the analyses call each transaction (ADR 0031),
      // after the user's corrections, with the merchant entity a correction of the row names (ADR 0040).
      const labels = labelTransactions(transactions, new Date(), await correctionInputsOf(db, user.id));
      return {
        transactions: transactions.map((t) => {
          const label = labels.get(t.transaction_id);
          return label === undefined
            ? t
            : {
                ...t,
                display_category: label.category,
                merchantKey: label.merchantKey,
                merchantName: label.merchantName,
              };
        }),
      };
    },
  });

  app.route({
    method: FASTIFY_METHODS[endpoints.plaidAccounts.method],
    url: routePath(endpoints.plaidAccounts),
    schema: { response: responseSchemas(endpoints.plaidAccounts) },
    handler: async (request) => {
      const user = requireUser(request);
      return { accounts: await bank.listAccounts(user.id, request.log) };
    },
  });

  app.route({
    method: FASTIFY_METHODS[endpoints.plaidItems.method],
    url: routePath(endpoints.plaidItems),
    schema: { response: responseSchemas(endpoints.plaidItems) },
    handler: async (request) => {
      const user = requireUser(request);
      return { items: await bank.listItems(user.id) };
    },
  });
}

function registerLinking(app: ZodApp, bank: BankService): void {
  app.route({
    method: FASTIFY_METHODS[endpoints.plaidDeleteItem.method],
    url: routePath(endpoints.plaidDeleteItem),
    schema: { params: endpoints.plaidDeleteItem.params, response: withBankFailures(endpoints.plaidDeleteItem) },
    handler: async (request) => {
      const user = requireUser(request);
      const { itemId } = request.params;
      const outcome = await withProvider(() => bank.removeItem(user.id, itemId, request.log));
      switch (outcome.kind) {
        case 'removed':
          return { success: true as const };
        case 'not-found':
          throw notFound(`No linked institution with id ${itemId}`);
        case 'forbidden':
          throw forbidden('This linked institution is not yours');
      }
    },
  });

  app.route({
    method: FASTIFY_METHODS[endpoints.plaidCreateLinkToken.method],
    url: routePath(endpoints.plaidCreateLinkToken),
    schema: { body: endpoints.plaidCreateLinkToken.body, response: withBankFailures(endpoints.plaidCreateLinkToken) },
    handler: async (request) => {
      const user = requireUser(request);
      requireOwnUserId(request.body.user_id, user.id);
      const token = await withProvider(() => bank.createLinkToken(user.id, request.body));
      return { link_token: token.link_token, expiration: token.expiration };
    },
  });

  app.route({
    method: FASTIFY_METHODS[endpoints.plaidSetAccessToken.method],
    url: routePath(endpoints.plaidSetAccessToken),
    schema: { body: endpoints.plaidSetAccessToken.body, response: withBankFailures(endpoints.plaidSetAccessToken) },
    handler: async (request) => {
      const user = requireUser(request);
      const { public_token, user_id, institution } = request.body;
      requireOwnUserId(user_id, user.id);
      const outcome = await withProvider(() =>
        bank.linkItem(user.id, { publicToken: public_token, institutionId: institution.institution_id }, request.log),
      );
      switch (outcome.kind) {
        case 'linked':
          return { success: true as const, item_id: outcome.itemId };
        case 'institution-linked':
          throw new HttpError(409, {
            error: 'Institution already linked',
            message: `${outcome.institutionName} is already linked. Remove it first to link it again.`,
          });
        case 'item-linked':
          throw new HttpError(409, {
            error: 'Already linked',
            message: 'body.public_token: this connection is linked already',
          });
      }
    },
  });
}
