import type { CreateLinkTokenBody, LinkedItem, SetAccessTokenBody } from '@ledgerlight/contract';
import { fromPromise } from 'xstate';
import type { Api } from '../../lib/api/api';
import type { ExchangeInput } from './linkAccount.machine';
import type { BankLinkSuccessMetadata } from './types';

/*
 * The actors linkAccount.machine.ts declares by name in its setup(), built from the API client (ADR 0017, ADR 0036): the feature
 * provides them with `machine.provide({ actors })`; tests supply fakes the same way, or these over a fake client.
 */

/** Product 7: what POST /api/plaid/create_link_token sends, for the signed-in user. */
export function linkTokenRequest(userId: string): CreateLinkTokenBody {
  return {
    client_name: 'Ledgerlight',
    products: ['transactions'],
    country_codes: ['US'],
    language: 'en',
    user_id: userId,
  };
}

/**
 * Product 7: what POST /api/plaid/set_access_token sends after the widget's success: the public token,
 * the user id and the institution. A success without an institution cannot be stored.
 */
export function accessTokenRequest(
  publicToken: string,
  metadata: BankLinkSuccessMetadata,
  userId: string,
): SetAccessTokenBody {
  const institution = metadata.institution;
  if (!institution) throw new Error('The link widget reported no institution');
  return {
    public_token: publicToken,
    user_id: userId,
    institution: { name: institution.name, institution_id: institution.institution_id },
  };
}

/** linkAccountMachine: the linked institutions, their removal, the link token and the exchange (product 7). */
export const linkAccountActors = (call: Api) => ({
  fetchItems: fromPromise<LinkedItem[]>(async () => (await call('plaidItems', {})).items),
  removeItem: fromPromise<string, { itemId: string }>(async ({ input }) => {
    await call('plaidDeleteItem', { params: { itemId: input.itemId } });
    return input.itemId;
  }),
  createLinkToken: fromPromise<string, { userId: string | undefined }>(async ({ input }) => {
    if (!input.userId) throw new Error('No signed-in user to link a bank for');
    return (await call('plaidCreateLinkToken', { body: linkTokenRequest(input.userId) })).link_token;
  }),
  exchange: fromPromise<string, ExchangeInput>(async ({ input }) => {
    if (!input.success) throw new Error('No public token to exchange');
    if (!input.userId) throw new Error('No signed-in user to link a bank for');
    const { publicToken, metadata } = input.success;
    const body = accessTokenRequest(publicToken, metadata, input.userId);
    return (await call('plaidSetAccessToken', { body })).item_id;
  }),
});
