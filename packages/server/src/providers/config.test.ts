import { createMemoryCheckoutStore, LocalCheckout, localStack, SandboxBank } from '@ledgerlight/local-stack';
import { describe, expect, it } from 'vitest';

import { PlaidBank } from './bank/plaidBank';
import { bankProviderFromEnv, localConcernsOf, paymentProviderFromEnv, ProviderConfigError } from './config';
import { StripePayments } from './payments/stripePayments';
import { generateTokenEncryptionKey } from './tokenCipher';

const KEY = generateTokenEncryptionKey();
const options = { appOrigin: 'http://localhost:8080', localStore: createMemoryCheckoutStore(), localStack };

function configError(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof ProviderConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ProviderConfigError');
}

describe('provider configuration', () => {
  it('defaults to the local sandbox bank and local checkout', () => {
    expect(bankProviderFromEnv({ TOKEN_ENCRYPTION_KEY: KEY }, { localStack })).toBeInstanceOf(SandboxBank);
    expect(paymentProviderFromEnv({ TOKEN_ENCRYPTION_KEY: KEY }, options)).toBeInstanceOf(LocalCheckout);
  });

  it('keeps sandbox tokens valid across restarts with the same key', async () => {
    const before = bankProviderFromEnv({ TOKEN_ENCRYPTION_KEY: KEY }, { localStack });
    const token = await before.createLinkToken({
      userId: 'u',
      clientName: 'Ledgerlight',
      products: ['transactions'],
      countryCodes: ['US'],
      language: 'en',
    });
    const after = bankProviderFromEnv({ TOKEN_ENCRYPTION_KEY: KEY }, { localStack });
    if (!(after instanceof SandboxBank)) throw new Error('expected the sandbox');
    const login = await after.sandboxLogin({
      userId: 'u',
      linkToken: token.link_token,
      institutionId: 'ins_local_gingham',
      username: 'user_good',
      password: 'pass_good',
    });
    expect(login.status).toBe('select_accounts');
  });

  it('switches to Plaid and Stripe by configuration', () => {
    const plaid = bankProviderFromEnv({
      BANK_PROVIDER: 'plaid',
      PLAID_CLIENT_ID: 'id',
      PLAID_SECRET: 'secret',
      PLAID_ENV: 'production',
    });
    expect(plaid).toBeInstanceOf(PlaidBank);
    const stripe = paymentProviderFromEnv(
      {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PRICE_CREDITS_1: 'price_1',
        STRIPE_PRICE_CREDITS_5: 'price_5',
        STRIPE_PRICE_CREDITS_10: 'price_10',
      },
      options,
    );
    expect(stripe).toBeInstanceOf(StripePayments);
  });

  it('names missing or invalid variables, never their values', () => {
    expect(configError(() => bankProviderFromEnv({ BANK_PROVIDER: 'plaid', PLAID_CLIENT_ID: 'id-123' }))).toBe(
      'BANK_PROVIDER=plaid needs PLAID_SECRET',
    );
    expect(configError(() => bankProviderFromEnv({}, { localStack }))).toBe(
      'sandbox bank tokens needs TOKEN_ENCRYPTION_KEY',
    );
    const message = configError(() =>
      paymentProviderFromEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_secret' }, options),
    );
    expect(message).toBe(
      'PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_CREDITS_1, STRIPE_PRICE_CREDITS_5, STRIPE_PRICE_CREDITS_10',
    );
    expect(configError(() => bankProviderFromEnv({ BANK_PROVIDER: 'mainframe' }))).toBe(
      'Invalid provider configuration: BANK_PROVIDER',
    );
    expect(configError(() => bankProviderFromEnv({ PLAID_WEBHOOK_URL: 'ftp://secret-host' }))).not.toContain(
      'secret-host',
    );
  });

  it('refuses the local implementations when the local stack is not loaded, naming the package', () => {
    expect(configError(() => bankProviderFromEnv({ TOKEN_ENCRYPTION_KEY: KEY }))).toMatch(
      /^Local mode \(BANK_PROVIDER=sandbox\) needs @ledgerlight\/local-stack, which is not installed/,
    );
    const { localStack: _loaded, ...withoutStack } = options;
    expect(configError(() => paymentProviderFromEnv({ TOKEN_ENCRYPTION_KEY: KEY }, withoutStack))).toMatch(
      /^Local mode \(PAYMENT_PROVIDER=local\) needs @ledgerlight\/local-stack/,
    );
  });

  it('lists the concerns configured local, which need the local stack', () => {
    expect(localConcernsOf({}, 'local')).toEqual([
      'IDENTITY_PROVIDER=local',
      'BANK_PROVIDER=sandbox',
      'PAYMENT_PROVIDER=local',
    ]);
    expect(localConcernsOf({ BANK_PROVIDER: 'plaid' }, 'cognito')).toEqual(['PAYMENT_PROVIDER=local']);
    expect(localConcernsOf({ BANK_PROVIDER: 'plaid', PAYMENT_PROVIDER: 'stripe' }, 'cognito')).toEqual([]);
  });
});
