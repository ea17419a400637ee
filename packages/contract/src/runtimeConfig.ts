import { z } from 'zod';

import { httpUrlSchema } from './primitives';

/**
 * The browser app's run-time configuration, served as `GET /config.json` (by the server, see
 * packages/server/src/web; by MSW in demo mode). One build runs against cognito-local or Amazon
 * Cognito: the identity block says which. The app checks it at boot with `parseRuntimeConfig`
 * (runtimeConfigCheck.ts), a zod-free mirror of these schemas kept in step with them by a test, so
 * that zod is not part of the first page's JavaScript (ADR 0014).
 */

/** cognito-local (or the mock pool): Amplify talks to `endpoint`, signs in with USER_PASSWORD_AUTH. */
export const localIdentityConfigSchema = z.object({
  mode: z.literal('local'),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** The user pool's API address (Amplify's `userPoolEndpoint`): the server's `<origin>/local/cognito`. */
  endpoint: httpUrlSchema,
  /** The local mailbox page, where confirmation and reset codes arrive (no email is sent locally). */
  mailboxUrl: httpUrlSchema.optional(),
});

/** Amazon Cognito: SRP sign-in, Google and Apple through the hosted UI (OAuth code flow). */
export const cognitoIdentityConfigSchema = z.object({
  mode: z.literal('cognito'),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** The hosted-UI domain, without scheme: auth.example.com or <prefix>.auth.<region>.amazoncognito.com. */
  domain: z.string().min(1),
  /** Where the hosted UI returns after sign-in; the app's origin + /auth/callback when left out. */
  redirectSignIn: httpUrlSchema.optional(),
  /** Where the hosted UI returns after sign-out; the app's origin when left out. */
  redirectSignOut: httpUrlSchema.optional(),
});

export const identityConfigSchema = z.discriminatedUnion('mode', [
  localIdentityConfigSchema,
  cognitoIdentityConfigSchema,
]);

export const runtimeConfigSchema = z.object({
  identity: identityConfigSchema,
  /**
   * Where the app sends its API calls: product 7's base address as the server decides it for the page's
   * host (packages/server/src/web/apiBaseAddress.ts, ADR 0006). Absent (the demo's MSW config), the
   * app calls its own origin.
   */
  apiBaseUrl: httpUrlSchema.optional(),
});

export type LocalIdentityConfig = z.infer<typeof localIdentityConfigSchema>;
export type CognitoIdentityConfig = z.infer<typeof cognitoIdentityConfigSchema>;
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
