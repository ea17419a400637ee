import { hkdfSync } from 'node:crypto';

import type { CreditPackageId } from '@ledgerlight/contract';
import { z } from 'zod';

import type { BankProvider } from './bank/bankProvider';
import { PLAID_ENVIRONMENT_NAMES, PlaidBank } from './bank/plaidBank';
import { localStackMissingMessage } from './localStack';
import type { LocalStack } from './localStack';
import type { LocalCheckoutStore } from './payments/localCheckoutStore';
import type { PaymentProvider } from './payments/paymentProvider';
import { StripePayments } from './payments/stripePayments';
import { parseTokenEncryptionKey } from './tokenCipher';

/**
 * The config switches of the bank and payment concerns (docs/architecture.md "Local by default, real by
 * configuration"): BANK_PROVIDER=sandbox|plaid and PAYMENT_PROVIDER=local|stripe, each with the
 * variables its real implementation needs (docs/deploy.md). The local implementations come from
 * @ledgerlight/local-stack, loaded by the caller (localStack.ts, ADR 0035). Errors name missing
 * variables, never their values.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** A provider cannot start with this configuration. */
export class ProviderConfigError extends Error {
  override readonly name = 'ProviderConfigError';
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
const optionalUrl = optionalText.pipe(z.url({ protocol: /^https?$/ }).optional());

const envSchema = z.object({
  BANK_PROVIDER: z.enum(['sandbox', 'plaid']).default('sandbox'),
  PLAID_ENV: z.enum(PLAID_ENVIRONMENT_NAMES).default('sandbox'),
  PLAID_CLIENT_ID: optionalText,
  PLAID_SECRET: optionalText,
  PLAID_REDIRECT_URI: optionalUrl,
  PLAID_WEBHOOK_URL: optionalUrl,
  PAYMENT_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_CREDITS_1: optionalText,
  STRIPE_PRICE_CREDITS_5: optionalText,
  STRIPE_PRICE_CREDITS_10: optionalText,
  TOKEN_ENCRYPTION_KEY: optionalText,
});
type ProviderEnv = z.infer<typeof envSchema>;

function readEnv(env: Env): ProviderEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))].join(', ');
    throw new ProviderConfigError(`Invalid provider configuration: ${names}`);
  }
  return parsed.data;
}

function requireAll(values: Record<string, string | undefined>, because: string): void {
  const missing = Object.entries(values)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0) throw new ProviderConfigError(`${because} needs ${missing.join(', ')}`);
}

/** A key for one purpose, derived from TOKEN_ENCRYPTION_KEY (HKDF-SHA256), so one secret serves several. */
function derivedKey(env: ProviderEnv, purpose: string): Buffer {
  if (!env.TOKEN_ENCRYPTION_KEY) {
    throw new ProviderConfigError(`${purpose} needs TOKEN_ENCRYPTION_KEY`);
  }
  const key = parseTokenEncryptionKey(env.TOKEN_ENCRYPTION_KEY);
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `ledgerlight ${purpose}`, 32));
}

export interface BankProviderOptions {
  /** The loaded local stack (loadLocalStack): BANK_PROVIDER=sandbox needs it. */
  readonly localStack?: LocalStack;
  readonly now?: () => Date;
  /** The sandbox bank's reproducible histories (SandboxBankOptions.reproducible). */
  readonly reproducible?: boolean;
}

/**
 * PlaidBank when BANK_PROVIDER=plaid, else the local stack's sandbox bank (its tokens sealed under a
 * key derived from TOKEN_ENCRYPTION_KEY).
 */
export function bankProviderFromEnv(env: Env = process.env, options: BankProviderOptions = {}): BankProvider {
  const config = readEnv(env);
  if (config.BANK_PROVIDER === 'plaid') {
    requireAll({ PLAID_CLIENT_ID: config.PLAID_CLIENT_ID, PLAID_SECRET: config.PLAID_SECRET }, 'BANK_PROVIDER=plaid');
    return new PlaidBank({
      clientId: config.PLAID_CLIENT_ID ?? '',
      secret: config.PLAID_SECRET ?? '',
      environment: config.PLAID_ENV,
      ...(config.PLAID_REDIRECT_URI ? { redirectUri: config.PLAID_REDIRECT_URI } : {}),
      ...(config.PLAID_WEBHOOK_URL ? { webhookUrl: config.PLAID_WEBHOOK_URL } : {}),
    });
  }
  const secret = derivedKey(config, 'sandbox bank tokens');
  if (options.localStack === undefined) {
    throw new ProviderConfigError(localStackMissingMessage(['BANK_PROVIDER=sandbox']));
  }
  return options.localStack.createSandboxBank({
    secret,
    ...(options.now ? { now: options.now } : {}),
    ...(options.reproducible === undefined ? {} : { reproducible: options.reproducible }),
  });
}

export interface PaymentProviderOptions {
  /** The app's public origin (the local checkout page is served there). */
  readonly appOrigin: string;
  /** Where local checkout sessions are stored; in memory when absent. */
  readonly localStore?: LocalCheckoutStore;
  /** The loaded local stack (loadLocalStack): PAYMENT_PROVIDER=local needs it. */
  readonly localStack?: LocalStack;
  readonly now?: () => Date;
}

/**
 * StripePayments when PAYMENT_PROVIDER=stripe, else the local stack's test checkout. The local checkout signs with
 * STRIPE_WEBHOOK_SECRET when set, else with a secret derived from TOKEN_ENCRYPTION_KEY; either
 * way the same webhook handler verifies it through the provider's verifyWebhook.
 */
export function paymentProviderFromEnv(env: Env, options: PaymentProviderOptions): PaymentProvider {
  const config = readEnv(env);
  if (config.PAYMENT_PROVIDER === 'stripe') {
    requireAll(
      {
        STRIPE_SECRET_KEY: config.STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: config.STRIPE_WEBHOOK_SECRET,
        STRIPE_PRICE_CREDITS_1: config.STRIPE_PRICE_CREDITS_1,
        STRIPE_PRICE_CREDITS_5: config.STRIPE_PRICE_CREDITS_5,
        STRIPE_PRICE_CREDITS_10: config.STRIPE_PRICE_CREDITS_10,
      },
      'PAYMENT_PROVIDER=stripe',
    );
    const priceIds: Record<CreditPackageId, string> = {
      credits_1: config.STRIPE_PRICE_CREDITS_1 ?? '',
      credits_5: config.STRIPE_PRICE_CREDITS_5 ?? '',
      credits_10: config.STRIPE_PRICE_CREDITS_10 ?? '',
    };
    const clock = options.now;
    return new StripePayments({
      secretKey: config.STRIPE_SECRET_KEY ?? '',
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
      priceIds,
      ...(clock ? { now: () => clock().getTime() } : {}),
    });
  }
  const webhookSecret =
    config.STRIPE_WEBHOOK_SECRET ?? `whsec_${derivedKey(config, 'local checkout webhooks').toString('base64url')}`;
  if (options.localStack === undefined) {
    throw new ProviderConfigError(localStackMissingMessage(['PAYMENT_PROVIDER=local']));
  }
  return options.localStack.createLocalCheckout({
    appOrigin: options.appOrigin,
    webhookSecret,
    store: options.localStore ?? options.localStack.createMemoryCheckoutStore(),
    ...(options.now ? { now: options.now } : {}),
  });
}

/**
 * The concerns this environment configures local, as their settings (IDENTITY_PROVIDER=local,
 * BANK_PROVIDER=sandbox, PAYMENT_PROVIDER=local): the ones that need @ledgerlight/local-stack.
 */
export function localConcernsOf(env: Env, identityProvider: 'local' | 'cognito'): string[] {
  const config = readEnv(env);
  return [
    ...(identityProvider === 'local' ? ['IDENTITY_PROVIDER=local'] : []),
    ...(config.BANK_PROVIDER === 'sandbox' ? ['BANK_PROVIDER=sandbox'] : []),
    ...(config.PAYMENT_PROVIDER === 'local' ? ['PAYMENT_PROVIDER=local'] : []),
  ];
}
