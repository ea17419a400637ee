import { z } from 'zod';

import type { EndpointDef } from './endpoints';
import { successResponseSchema } from './endpoints';

/**
 * Account deletion (ADR 0033): not a call of product 7, but what its privacy text
 * ("Account data is kept 30 days after deletion") presupposes. Profile's "Delete my account" sends
 * the user's access token along with the usual ID token, so that the server can delete the identity
 * at the identity provider (the user pool's DeleteUser, which needs no administrator credentials).
 */
export const deleteAccountBodySchema = z.strictObject({
  /** The identity provider's access token of the same sign-in as the ID token. */
  accessToken: z.string().min(1).max(8_192),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** What the dialog tells the user before deleting (Profile, ADR 0033). */
export const DELETE_ACCOUNT_TITLE = 'Delete your account?';
export const DELETE_ACCOUNT_EXPLANATION =
  'Deleting your account signs you out everywhere and unlinks your banks. Your data is then removed on the schedule of our Privacy Policy: account data 30 days after deletion, financial data within 3 months, and analysis results within 2 years. Unused credits are lost. This cannot be undone.';
/** The notice the home page shows after a deletion. */
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted and you have been signed out everywhere.';

/** The account calls, typed like product 7's map (authenticated like every /api call). */
export const accountEndpoints = {
  deleteAccount: {
    method: 'delete',
    path: '/api/users/me',
    summary: "Delete the caller's account: sign-in ends everywhere, data is removed on the privacy schedule",
    body: deleteAccountBodySchema,
    response: successResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>;

export type AccountEndpoints = typeof accountEndpoints;
