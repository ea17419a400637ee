import type { BankProvider } from './bank/bankProvider';
import type { SandboxBankOptions, SandboxLink } from './bank/sandboxLink';
import type { LocalIdentity, LocalIdentityOptions } from './identity/localUserPool';
import type { CheckoutPages } from './payments/checkoutPages';
import type { LocalCheckoutOptions, LocalCheckoutStore } from './payments/localCheckoutStore';
import type { PaymentProvider } from './payments/paymentProvider';

/**
 * The local stand-ins of `npm start` (docs/architecture.md "Local by default, real by configuration",
 * ADR 0035): the local user pool, the sandbox bank and the local test checkout live in the workspace
 * package @ledgerlight/local-stack, which implements the provider interfaces of this folder. The server
 * never imports it statically: this module loads it, only when a concern is configured local, and a
 * production install that omits it (docs/deploy.md) refuses local mode at start-up with a message
 * that says so. A lint rule keeps every other server module from importing it (ADR 0002).
 */

/** What @ledgerlight/local-stack exports as `localStack`, as the server uses it. */
export interface LocalStack {
  /** Starts the local user pool (cognito-local, a child process) under options.dataDir. */
  startLocalIdentity(options: LocalIdentityOptions): Promise<LocalIdentity>;
  /** The sandbox bank: Plaid's flow and shapes with no network, and the in-app Link dialog's calls. */
  createSandboxBank(options: SandboxBankOptions): BankProvider & SandboxLink;
  /** The local test checkout: Stripe-format signed events and its own checkout page. */
  createLocalCheckout(options: LocalCheckoutOptions): PaymentProvider & CheckoutPages;
  /** Local checkout sessions in memory (single process; the server keeps them in its database). */
  createMemoryCheckoutStore(): LocalCheckoutStore;
}

/** The package name, imported by loadLocalStack alone. */
export const LOCAL_STACK_PACKAGE = '@ledgerlight/local-stack';

/** Local mode was asked for and the local stack is not installed. */
export class LocalStackMissingError extends Error {
  override readonly name = 'LocalStackMissingError';
}

/** The message for concerns (e.g. 'BANK_PROVIDER=sandbox') that need the local stack when it is absent. */
export function localStackMissingMessage(concerns: readonly string[]): string {
  return (
    `Local mode (${concerns.join(', ')}) needs ${LOCAL_STACK_PACKAGE}, which is not installed: ` +
    'a production install omits it (docs/deploy.md). Configure the real providers ' +
    '(IDENTITY_PROVIDER=cognito, BANK_PROVIDER=plaid, PAYMENT_PROVIDER=stripe), or install every ' +
    'workspace with `npm ci` for local mode.'
  );
}

const isModuleNotFound = (error: unknown): boolean =>
  error instanceof Error &&
  (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' &&
  error.message.includes(LOCAL_STACK_PACKAGE);

/** Imports a module by name (the dynamic import; tests replace it). */
export type ModuleImporter = (specifier: string) => Promise<unknown>;

const importModule: ModuleImporter = (specifier) => import(specifier);

/**
 * Loads @ledgerlight/local-stack for the concerns that are configured local.
 * @throws LocalStackMissingError naming those concerns when the package is not installed; any other
 *   failure of the import (a bug in the package) as it is.
 */
export async function loadLocalStack(
  concerns: readonly string[],
  importer: ModuleImporter = importModule,
): Promise<LocalStack> {
  let loaded: unknown;
  try {
    loaded = await importer(LOCAL_STACK_PACKAGE);
  } catch (error) {
    if (isModuleNotFound(error)) throw new LocalStackMissingError(localStackMissingMessage(concerns));
    throw error;
  }
  const { localStack } = loaded as { localStack?: LocalStack };
  if (localStack === undefined) throw new Error(`${LOCAL_STACK_PACKAGE} exports no localStack`);
  return localStack;
}
