import type { LocalStack } from '@ledgerlight/server/providers/localStack';

import { SandboxBank } from './bank/sandboxBank';
import { startLocalIdentity } from './identity/localIdentity';
import { createMemoryCheckoutStore, LocalCheckout } from './payments/localCheckout';

/**
 * @ledgerlight/local-stack: the local stand-ins of `npm start` (ADR 0035), each implementing a provider
 * interface of the server (packages/server/src/providers/<concern>/). The server loads this package
 * by a dynamic import only when a concern is configured local (providers/localStack.ts); a production
 * install omits it (docs/deploy.md).
 *
 * - identity/  the local user pool: cognito-local as a child process, its proxy on the app's origin
 *              with Cognito's password policy and throttling, and the mailbox of sent codes
 * - bank/      the sandbox bank: synthetic institutions, accounts and 12-24 months of transactions
 *              behind Plaid's flow, and the in-app Link dialog's calls
 * - payments/  the local test checkout: its page, and Stripe-format signed webhook events
 */

/** What the server loads (providers/localStack.ts, loadLocalStack). */
export const localStack: LocalStack = {
  startLocalIdentity,
  createSandboxBank: (options) => new SandboxBank(options),
  createLocalCheckout: (options) => new LocalCheckout(options),
  createMemoryCheckoutStore,
};

export { SandboxBank } from './bank/sandboxBank';
export type { SandboxLoginResult } from './bank/sandboxBank';
export { buildSandboxItem } from './bank/sandboxData';
export { choosePort, COGNITO_LOCAL_LOG_FILE } from './identity/cognitoLocal';
export { LOCAL_IDENTITY_SUBDIRECTORY, LOCAL_POOL_FILE, startLocalIdentity } from './identity/localIdentity';
export type { LocalIdentity } from './identity/localIdentity';
export { readMailbox } from './identity/mailbox';
export type { MailboxMessage } from './identity/mailbox';
export { registerLocalIdentityRoutes } from './identity/routes';
export {
  DEFAULT_USER_POOL_THROTTLE,
  PASSWORD_ATTEMPTS_EXCEEDED,
  ATTEMPT_LIMIT_EXCEEDED,
  TOO_MANY_REQUESTS,
} from './identity/userPoolThrottle';
export { LOCAL_PASSWORD_POLICY, passwordPolicyProblem } from './identity/passwordPolicy';
export { CHECKOUT_FORM_BODY_LIMIT } from './payments/checkoutRoutes';
export { createMemoryCheckoutStore, LocalCheckout } from './payments/localCheckout';
export type { LocalCheckoutSession, LocalCheckoutStore } from './payments/localCheckout';
