import { localStack } from '@ledgerlight/local-stack';
import { describe, expect, it } from 'vitest';

import { ProviderConfigError } from '../providers/config';
import { generateTokenEncryptionKey } from '../providers/tokenCipher';
import { bankSetupFromEnv } from './setup';

const env = { TOKEN_ENCRYPTION_KEY: generateTokenEncryptionKey() };
const FIXED = new Date(Date.UTC(2026, 5, 15, 12));

describe('bankSetupFromEnv', () => {
  it('uses the real clock by default', () => {
    expect(bankSetupFromEnv(env, undefined, localStack).now).toBeUndefined();
  });

  it('with a fixed clock (SANDBOX_CLOCK), the sandbox bank and its sync times read that instant', async () => {
    const setup = bankSetupFromEnv(env, FIXED, localStack);
    expect(setup.now?.()).toEqual(FIXED);
    const token = await setup.provider.createLinkToken({
      userId: 'u',
      clientName: 'Ledgerlight',
      products: ['transactions'],
      countryCodes: ['US'],
      language: 'en',
    });
    expect(token.expiration).toBe('2026-06-15T16:00:00.000Z');
  });

  it('refuses a fixed clock with Plaid', () => {
    const plaid = { ...env, BANK_PROVIDER: 'plaid', PLAID_CLIENT_ID: 'client', PLAID_SECRET: 'secret' };
    expect(() => bankSetupFromEnv(plaid, FIXED)).toThrow(ProviderConfigError);
    expect(() => bankSetupFromEnv(plaid, FIXED)).toThrow(/SANDBOX_CLOCK/);
    expect(bankSetupFromEnv(plaid).provider.kind).toBe('plaid');
  });
});
