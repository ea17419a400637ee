import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { createTokenVerifier, remoteKeySource } from '@ledgerlight/server';
import { choosePort, COGNITO_LOCAL_LOG_FILE } from './cognitoLocal';
import { LOCAL_IDENTITY_SUBDIRECTORY, LOCAL_POOL_FILE, startLocalIdentity } from './localIdentity';
import type { LocalIdentity } from './localIdentity';
import { readMailbox } from './mailbox';
import { callUserPoolApi, CognitoApiError } from '@ledgerlight/server/providers/identity/userPoolApi';

/**
 * The real cognito-local, started as the server starts it: pool and client created once and reused,
 * codes reaching the mailbox, and ID tokens the server's verifier accepts.
 */

const authResult = z.object({ AuthenticationResult: z.object({ IdToken: z.string(), RefreshToken: z.string() }) });

describe('local identity on cognito-local', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'local-identity-'));
  let running: LocalIdentity | undefined;
  const savedCode = process.env.CODE;

  beforeAll(() => {
    // A fixed code for every user must not leak into the child: each user gets a real code.
    process.env.CODE = '000000';
  });
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });
  afterAll(() => {
    if (savedCode === undefined) delete process.env.CODE;
    else process.env.CODE = savedCode;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    running = await startLocalIdentity({ dataDir, preferredPort: await choosePort('127.0.0.1', 0) });
    return running;
  };

  it('creates the pool on first start, reuses it afterwards, and stops when asked', async () => {
    const first = await start();
    expect(first.created).toBe(true);
    expect(first.issuer).toBe(`${first.endpoint}/${first.userPoolId}`);
    const cognitoDir = join(dataDir, LOCAL_IDENTITY_SUBDIRECTORY);
    expect(JSON.parse(readFileSync(join(cognitoDir, LOCAL_POOL_FILE), 'utf8'))).toEqual({
      userPoolId: first.userPoolId,
      userPoolClientId: first.userPoolClientId,
    });
    expect(statSync(join(cognitoDir, COGNITO_LOCAL_LOG_FILE)).mode & 0o077).toBe(0);
    const { endpoint } = first;
    await first.stop();
    running = undefined;
    await expect(fetch(`${endpoint}/health`)).rejects.toThrow();

    const second = await start();
    expect(second.created).toBe(false);
    expect([second.userPoolId, second.userPoolClientId]).toEqual([first.userPoolId, first.userPoolClientId]);
    expect(existsSync(second.poolFile)).toBe(true);
  }, 120_000);

  it('sends sign-up and reset codes to the mailbox, and issues ID tokens the server accepts', async () => {
    const identity = await start();
    const call = (operation: string, body: object) => callUserPoolApi(identity.endpoint, operation, body);
    const email = `ada-${Date.now()}@example.com`;
    const clientId = identity.userPoolClientId;

    await call('SignUp', {
      ClientId: clientId,
      Username: email,
      Password: 'Secret-pass1',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Ada' },
      ],
    });
    const [signUp] = (await readMailbox(identity.poolFile)).filter((message) => message.email === email);
    expect(signUp).toMatchObject({ purpose: 'sign-up' });
    expect(signUp?.code).toMatch(/^\d{6}$/);
    expect(signUp?.code).not.toBe('000000');

    await expect(
      call('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: '999999x' }),
    ).rejects.toThrow(CognitoApiError);
    await call('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: signUp?.code });
    expect((await readMailbox(identity.poolFile)).filter((message) => message.email === email)).toEqual([]);

    const signIn = authResult.parse(
      await call('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'Secret-pass1' },
      }),
    );
    const verifier = createTokenVerifier({
      issuer: identity.issuer,
      clientId,
      keys: remoteKeySource(identity.jwksUrl),
    });
    const claims = await verifier.verify(signIn.AuthenticationResult.IdToken);
    expect(claims.email).toBe(email);

    await call('ForgotPassword', { ClientId: clientId, Username: email });
    const [reset] = (await readMailbox(identity.poolFile)).filter((message) => message.email === email);
    expect(reset).toMatchObject({ purpose: 'password-reset' });
    await call('ConfirmForgotPassword', {
      ClientId: clientId,
      Username: email,
      ConfirmationCode: reset?.code,
      Password: 'Newer-pass2',
    });
    const again = authResult.parse(
      await call('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'Newer-pass2' },
      }),
    );
    expect((await verifier.verify(again.AuthenticationResult.IdToken)).sub).toBe(claims.sub);
  }, 120_000);
});
