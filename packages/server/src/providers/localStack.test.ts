import { describe, expect, it } from 'vitest';

import { LOCAL_STACK_PACKAGE, loadLocalStack, LocalStackMissingError } from './localStack';

/** The error Node's ESM loader throws for a package that is not installed. */
function notInstalled(specifier: string): Error {
  const error = new Error(
    `Cannot find package '${specifier}' imported from /srv/ledgerlight/packages/server/src/providers/localStack.ts`,
  ) as NodeJS.ErrnoException;
  error.code = 'ERR_MODULE_NOT_FOUND';
  return error;
}

describe('loadLocalStack', () => {
  it('loads the installed workspace package, whose localStack makes every local stand-in', async () => {
    const stack = await loadLocalStack(['BANK_PROVIDER=sandbox']);
    const bank = stack.createSandboxBank({ secret: Buffer.alloc(32, 1) });
    expect(bank.kind).toBe('local');
    expect(bank.sandboxInstitutions().length).toBeGreaterThan(0);
    const checkout = stack.createLocalCheckout({
      appOrigin: 'http://localhost:8080',
      webhookSecret: 'whsec_test',
      store: stack.createMemoryCheckoutStore(),
    });
    expect(checkout.kind).toBe('local');
    expect(typeof checkout.registerCheckoutPages).toBe('function');
    expect(typeof stack.startLocalIdentity).toBe('function');
  });

  it('refuses local mode with a message naming the package and the local concerns when it is not installed', async () => {
    const attempt = loadLocalStack(['IDENTITY_PROVIDER=local', 'BANK_PROVIDER=sandbox'], async (specifier) => {
      throw notInstalled(specifier);
    });
    await expect(attempt).rejects.toBeInstanceOf(LocalStackMissingError);
    await expect(attempt).rejects.toThrow(
      'Local mode (IDENTITY_PROVIDER=local, BANK_PROVIDER=sandbox) needs @ledgerlight/local-stack, which is not installed',
    );
  });

  it('imports the package by its name alone', async () => {
    const asked: string[] = [];
    await loadLocalStack([], async (specifier) => {
      asked.push(specifier);
      return { localStack: {} };
    });
    expect(asked).toEqual([LOCAL_STACK_PACKAGE]);
  });

  it('lets any other failure of the import through: a broken package is not a missing one', async () => {
    const broken = new SyntaxError('Unexpected token');
    await expect(
      loadLocalStack(['BANK_PROVIDER=sandbox'], async () => {
        throw broken;
      }),
    ).rejects.toBe(broken);
    // A dependency of the package missing is not the package missing.
    await expect(
      loadLocalStack(['BANK_PROVIDER=sandbox'], async () => {
        throw notInstalled('cognito-local');
      }),
    ).rejects.not.toBeInstanceOf(LocalStackMissingError);
  });
});
