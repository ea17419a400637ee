import type { BankProvider } from '../providers/bank/bankProvider';
import { bankProviderFromEnv, ProviderConfigError } from '../providers/config';
import type { LocalStack } from '../providers/localStack';
import { tokenCipherFromEnv, TokenCipherError } from '../providers/tokenCipher';
import type { TokenCipher } from '../providers/tokenCipher';

/**
 * What the bank routes need from configuration: the provider (the sandbox bank or Plaid, chosen by
 * BANK_PROVIDER) and the cipher that seals access tokens at rest (TOKEN_ENCRYPTION_KEY).
 */
export interface BankSetup {
  readonly provider: BankProvider;
  readonly cipher: TokenCipher;
  /**
   * An item last synced longer ago than this is synced again when its owner reads accounts or
   * transactions. Default DEFAULT_STALE_AFTER_MS.
   */
  readonly staleAfterMs?: number;
  /** The clock of sync times (tests move it). */
  readonly now?: () => Date;
}

/**
 * The bank setup of the environment (docs/deploy.md: BANK_PROVIDER, PLAID_*, TOKEN_ENCRYPTION_KEY,
 * TOKEN_ENCRYPTION_PREVIOUS_KEYS). `fixedClock` (SANDBOX_CLOCK, tests only) freezes the sandbox
 * bank and its sync times at that instant and makes its histories reproducible; it refuses Plaid.
 * The sandbox bank comes from `localStack` (@ledgerlight/local-stack, loaded in local mode).
 * @throws ProviderConfigError naming what is missing or invalid, never a value.
 */
export function bankSetupFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
  fixedClock?: Date,
  localStack?: LocalStack,
): BankSetup {
  const now = fixedClock === undefined ? undefined : () => new Date(fixedClock.getTime());
  const provider = bankProviderFromEnv(env, {
    ...(localStack === undefined ? {} : { localStack }),
    ...(now === undefined ? {} : { now, reproducible: true }),
  });
  if (now !== undefined && provider.kind !== 'local') {
    throw new ProviderConfigError('SANDBOX_CLOCK is for the sandbox bank only: unset it with BANK_PROVIDER=plaid');
  }
  try {
    return { provider, cipher: tokenCipherFromEnv(env), ...(now === undefined ? {} : { now }) };
  } catch (error) {
    if (error instanceof TokenCipherError) throw new ProviderConfigError(`Bank access tokens: ${error.message}`);
    throw error;
  }
}
