import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { redirectOriginsFor } from '../payments/redirects';
import { createDatabaseCheckoutStore } from '../payments/checkoutStore';
import { LocalCheckout } from '@ledgerlight/local-stack';
import type { LedgerlightServer } from '../server';
import type { LocalIdentity } from '@ledgerlight/local-stack';
import { startLocalPoolServer } from './localPool.test-support';
import type { LocalPoolServer } from './localPool.test-support';
import { readMailbox } from '@ledgerlight/local-stack';

/**
 * Against the real cognito-local behind the server as `npm start` runs it:
 * a page under another host name (DNS rebinding) reaches neither the user pool, nor the mailbox, nor
 * the API; and the user pool's answers do not tell whether an email has an account (ADR 0013, as
 * Amazon Cognito with PreventUserExistenceErrors).
 */

const PORT = 8181;
/** A configured public origin (APP_ORIGIN) besides the loopback names. */
const APP_ORIGIN = 'http://ledgerlight.home.arpa:8181';
const PASSWORD = 'Secret-pass1';

interface PoolAnswer {
  readonly status: number;
  readonly body: unknown;
}

describe('the local user pool through the server', () => {
  let pooled: LocalPoolServer;
  let local: LocalIdentity;
  let server: LedgerlightServer;
  const stamp = Date.now();
  /** Known and unknown emails with the same first letters, so that masked destinations can be compared. */
  const known = `ada-${stamp}@example.com`;
  const unknown = `amy-${stamp}@example.com`;
  const unconfirmed = `ann-${stamp}@example.com`;

  const pool = async (operation: string, body: object, host?: string): Promise<PoolAnswer> => {
    const { status, body: answer } = await pooled.pool(operation, body, host === undefined ? {} : { host });
    return { status, body: answer };
  };
  const signIn = (email: string, password: string, host?: string) =>
    pool(
      'InitiateAuth',
      { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } },
      host,
    );
  const codeFor = (email: string) => pooled.codeFor(email);
  const signUp = (email: string) =>
    pool('SignUp', { Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }] });

  beforeAll(async () => {
    pooled = await startLocalPoolServer({
      host: `localhost:${PORT}`,
      env: { PORT: String(PORT) },
      payments: {
        redirectOrigins: redirectOriginsFor(APP_ORIGIN),
        provider: (db) =>
          new LocalCheckout({
            appOrigin: APP_ORIGIN,
            webhookSecret: 'whsec_local_answers_test',
            store: createDatabaseCheckoutStore(db),
          }),
      },
    });
    ({ local, server } = pooled);
    expect((await signUp(known)).status).toBe(200);
    const code = await codeFor(known);
    expect((await pool('ConfirmSignUp', { Username: known, ConfirmationCode: code })).status).toBe(200);
    expect((await signUp(unconfirmed)).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await pooled?.stop();
  });

  describe('fault 6: an unknown email looks like a known one', () => {
    it('sign-in: unknown email and wrong password get the same answer', async () => {
      const wrongPassword = await signIn(known, 'Wrong-pass9');
      const noAccount = await signIn(unknown, PASSWORD);
      expect(noAccount).toEqual(wrongPassword);
      expect(wrongPassword).toEqual({
        status: 400,
        body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
      });
      // What product 8 still needs: the right password signs in, and an unconfirmed account says so.
      expect((await signIn(known, PASSWORD)).body).toMatchObject({
        AuthenticationResult: { IdToken: expect.any(String) },
      });
      expect((await signIn(unconfirmed, PASSWORD)).body).toMatchObject({ __type: 'UserNotConfirmedException' });
    });

    it('forgot password: an unknown email seems to get a code, exactly as a known one does', async () => {
      const forKnown = await pool('ForgotPassword', { Username: known });
      const forUnknown = await pool('ForgotPassword', { Username: unknown });
      expect(forUnknown).toEqual(forKnown);
      expect(forKnown).toEqual({
        status: 200,
        body: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'a***@e***' } },
      });
      expect(await codeFor(known)).toMatch(/^\d{6}$/);
      expect(await codeFor(unknown)).toBeUndefined();
    });

    it('confirming a reset or a sign-up: an unknown email is a wrong code, as for a known one', async () => {
      const reset = { ConfirmationCode: 'x00000', Password: 'Newer-pass2' };
      const resetKnown = await pool('ConfirmForgotPassword', { Username: known, ...reset });
      const resetUnknown = await pool('ConfirmForgotPassword', { Username: unknown, ...reset });
      expect(resetUnknown).toEqual(resetKnown);
      expect(resetKnown.body).toMatchObject({ __type: 'CodeMismatchException' });

      const confirmKnown = await pool('ConfirmSignUp', { Username: unconfirmed, ConfirmationCode: 'x00000' });
      const confirmUnknown = await pool('ConfirmSignUp', { Username: unknown, ConfirmationCode: 'x00000' });
      expect(confirmUnknown).toEqual(confirmKnown);
      expect(confirmKnown.body).toMatchObject({ __type: 'CodeMismatchException' });
    });

    it("sign-up: a taken email is UsernameExistsException, as on Cognito (product 8's message needs it)", async () => {
      expect(await signUp(known)).toEqual({
        status: 400,
        body: { __type: 'UsernameExistsException', message: 'An account with the given email already exists.' },
      });
      const fresh = await signUp(`bea-${stamp}@example.com`);
      expect(fresh.status).toBe(200);
      expect(fresh.body).toMatchObject({ CodeDeliveryDetails: { Destination: 'b***@e***' } });
    });
  });

  describe('fault 5: DNS rebinding', () => {
    const rebound = 'rebind.attacker.example:8181';

    it('refuses another host on /local/cognito, /local/mailbox and /api, before anything is done', async () => {
      const before = await readMailbox(local.poolFile);
      const reset = await pool('ForgotPassword', { Username: unconfirmed }, rebound);
      expect(reset.status).toBe(421);
      expect(reset.body).toEqual({
        error: 'Misdirected Request',
        message: expect.stringContaining('rebind.attacker.example'),
      });
      expect(await readMailbox(local.poolFile)).toEqual(before);

      const mailbox = await server.app.inject({ method: 'GET', url: '/local/mailbox', headers: { host: rebound } });
      expect(mailbox.statusCode).toBe(421);
      expect(mailbox.body).not.toContain('ann-');
      expect(mailbox.json()).toMatchObject({ error: 'Misdirected Request' });

      const signedIn = (await signIn(known, PASSWORD)).body as { AuthenticationResult: { IdToken: string } };
      const balance = await server.app.inject({
        method: 'GET',
        url: '/api/credits/balance',
        headers: { host: rebound, authorization: `Bearer ${signedIn.AuthenticationResult.IdToken}` },
      });
      expect(balance.statusCode).toBe(421);
      for (const host of ['rebind.attacker.example', 'localhost.attacker.example:8181', '127.0.0.1.nip.io:8181']) {
        const response = await server.app.inject({ method: 'GET', url: '/api/credits/balance', headers: { host } });
        expect([host, response.statusCode]).toEqual([host, 421]);
      }
    });

    it('serves the hosts `npm start` answers on: loopback names with the port, and the configured origin', async () => {
      const signedIn = (await signIn(known, PASSWORD)).body as { AuthenticationResult: { IdToken: string } };
      for (const host of [
        `localhost:${PORT}`,
        `127.0.0.1:${PORT}`,
        `[::1]:${PORT}`,
        'LOCALHOST:8181',
        new URL(APP_ORIGIN).host,
      ]) {
        const mailbox = await server.app.inject({ method: 'GET', url: '/local/mailbox', headers: { host } });
        expect([host, mailbox.statusCode]).toEqual([host, 200]);
        const balance = await server.app.inject({
          method: 'GET',
          url: '/api/credits/balance',
          headers: { host, authorization: `Bearer ${signedIn.AuthenticationResult.IdToken}` },
        });
        expect([host, balance.statusCode]).toEqual([host, 200]);
      }
      expect((await pool('ForgotPassword', { Username: unconfirmed }, `127.0.0.1:${PORT}`)).status).toBe(200);
    });

    it('refuses /config.json under another host too: it would name that host as the API', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/config.json', headers: { host: rebound } });
      expect(response.statusCode).toBe(421);
      const served = await server.app.inject({
        method: 'GET',
        url: '/config.json',
        headers: { host: `localhost:${PORT}` },
      });
      expect(served.statusCode).toBe(200);
    });
  });
});
