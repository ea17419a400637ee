import { z } from 'zod';

/**
 * The browser app's run-time configuration, served as `GET /config.json` (by the server, see
 * packages/server/src/web; by MSW in demo mode). One build runs against cognito-local or Amazon
 * Cognito: the identity block says which.
 */

/** cognito-local (or the mock pool): Amplify talks to `endpoint`, signs in with USER_PASSWORD_AUTH. */
export const localIdentityConfigSchema = z.object({
  mode: z.literal('local'),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** The user pool's API address (Amplify's `userPoolEndpoint`): the server's `<origin>/local/cognito`. */
  endpoint: z.url(),
  /** The local mailbox page, where confirmation and reset codes arrive (no email is sent locally). */
  mailboxUrl: z.url().optional(),
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
  redirectSignIn: z.url().optional(),
  /** Where the hosted UI returns after sign-out; the app's origin when left out. */
  redirectSignOut: z.url().optional(),
});

export const identityConfigSchema = z.discriminatedUnion('mode', [
  localIdentityConfigSchema,
  cognitoIdentityConfigSchema,
]);

export const runtimeConfigSchema = z.object({
  identity: identityConfigSchema,
  /** Overrides the API base address of spec 7 (an explicit override wins over the host rule). */
  apiBaseUrl: z.url().optional(),
});

export type LocalIdentityConfig = z.infer<typeof localIdentityConfigSchema>;
export type CognitoIdentityConfig = z.infer<typeof cognitoIdentityConfigSchema>;
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Where the app reads its run-time configuration. */
export const RUNTIME_CONFIG_PATH = '/config.json';
