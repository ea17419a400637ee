import { z } from 'zod';

import type { EndpointDef } from './endpoints';

/**
 * The local sandbox bank's Link flow (docs/architecture.md "Local by default"): not a call of product 7, but
 * the server's stand-in for the bank-linking widget's own service. The app opens its in-app sandbox
 * Link dialog instead of Plaid Link when create_link_token returns a token with this prefix, and the
 * dialog drives these three calls. Shapes and names follow Plaid Link (snake_case, Plaid's error body).
 */
export const LOCAL_LINK_TOKEN_PREFIX = 'link-local-';

/** Whether a link token belongs to the local sandbox bank (open the sandbox dialog, not Plaid Link). */
export function isLocalLinkToken(linkToken: string): boolean {
  return linkToken.startsWith(LOCAL_LINK_TOKEN_PREFIX);
}

/** Plaid's sandbox credentials, which the sandbox bank accepts (and the dialog shows as a hint). */
export const SANDBOX_CREDENTIALS = { username: 'user_good', password: 'pass_good', mfaCode: '1234' } as const;

export const SANDBOX_ACCOUNT_KINDS = ['checking', 'savings', 'credit'] as const;

export const sandboxInstitutionSchema = z.object({
  institution_id: z.string().min(1),
  name: z.string().min(1),
  /** 'code': the login asks for a one-time code after the password. */
  mfa: z.literal('code').nullable(),
  accountTypes: z.array(z.enum(SANDBOX_ACCOUNT_KINDS)),
});
export type SandboxInstitution = z.infer<typeof sandboxInstitutionSchema>;

export const sandboxInstitutionsResponseSchema = z.object({ institutions: z.array(sandboxInstitutionSchema) });
export type SandboxInstitutionsResponse = z.infer<typeof sandboxInstitutionsResponseSchema>;

/** Plaid Link's institution metadata. */
export const linkInstitutionSchema = z.object({ institution_id: z.string().min(1), name: z.string().min(1) });
export type LinkInstitution = z.infer<typeof linkInstitutionSchema>;

/** Plaid Link's account metadata (onSuccess metadata.accounts[]). */
export const linkAccountSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  mask: z.string().nullable(),
  type: z.string(),
  subtype: z.string().nullable(),
});
export type LinkAccount = z.infer<typeof linkAccountSchema>;

export const sandboxLoginBodySchema = z.strictObject({
  link_token: z.string().startsWith(LOCAL_LINK_TOKEN_PREFIX),
  institution_id: z.string().min(1),
  username: z.string().min(1).max(200),
  password: z.string().min(1).max(200),
  /** The one-time code, on the second submit at an institution with mfa 'code'. */
  mfa_code: z.string().max(20).optional(),
});
export type SandboxLoginBody = z.infer<typeof sandboxLoginBodySchema>;

export const sandboxLoginResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('mfa_required'),
    institution: linkInstitutionSchema,
    mfa: z.object({ type: z.literal('code'), message: z.string() }),
  }),
  z.object({
    status: z.literal('select_accounts'),
    /** Bound to every account of the item until select_accounts narrows it. */
    public_token: z.string().min(1),
    institution: linkInstitutionSchema,
    accounts: z.array(linkAccountSchema).min(1),
  }),
]);
export type SandboxLoginResponse = z.infer<typeof sandboxLoginResponseSchema>;

export const sandboxSelectAccountsBodySchema = z.strictObject({
  public_token: z.string().min(1),
  account_ids: z.array(z.string().min(1)).min(1).max(50),
});
export type SandboxSelectAccountsBody = z.infer<typeof sandboxSelectAccountsBodySchema>;

/** What Plaid Link's onSuccess receives: the public token and its metadata. */
export const sandboxLinkSuccessSchema = z.object({
  public_token: z.string().min(1),
  metadata: z.object({
    institution: linkInstitutionSchema,
    accounts: z.array(linkAccountSchema).min(1),
    link_session_id: z.string().min(1),
  }),
});
export type SandboxLinkSuccess = z.infer<typeof sandboxLinkSuccessSchema>;

/** Plaid's error object (https://plaid.com/docs/errors/): the 4xx body of the sandbox calls. */
export const bankErrorBodySchema = z.object({
  error_type: z.string(),
  error_code: z.string(),
  error_message: z.string(),
  display_message: z.string().nullable(),
});
export type BankErrorBody = z.infer<typeof bankErrorBodySchema>;

/** The sandbox Link calls, typed like product 7's map (authenticated like every /api call). */
export const sandboxLinkEndpoints = {
  sandboxInstitutions: {
    method: 'get',
    path: '/api/sandbox/link/institutions',
    summary: 'Local sandbox bank: the institutions its Link dialog offers',
    response: sandboxInstitutionsResponseSchema,
  },
  sandboxLogin: {
    method: 'post',
    path: '/api/sandbox/link/login',
    summary: 'Local sandbox bank: sign in at an institution (user_good / pass_good), with an MFA step',
    body: sandboxLoginBodySchema,
    response: sandboxLoginResponseSchema,
    errors: { 400: bankErrorBodySchema },
  },
  sandboxSelectAccounts: {
    method: 'post',
    path: '/api/sandbox/link/select_accounts',
    summary: 'Local sandbox bank: bind the public token to the selected accounts',
    body: sandboxSelectAccountsBodySchema,
    response: sandboxLinkSuccessSchema,
    errors: { 400: bankErrorBodySchema },
  },
} as const satisfies Record<string, EndpointDef>;

export type SandboxLinkEndpoints = typeof sandboxLinkEndpoints;
