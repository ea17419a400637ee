import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { LedgerlightServer } from '../server';
import { startLocalPoolServer } from './localPool.test-support';
import type { LocalPoolServer } from './localPool.test-support';
import { readMailbox } from '@ledgerlight/local-stack';

/**
 * ADR 0030, "Hardening, round three": the local user pool's faults, against the real cognito-local
 * behind the server as `npm start` runs it.
 */

const HOST = 'localhost:8080';
const PASSWORD = 'Secret-pass1';

describe('the local user pool, round three', () => {
  let pooled: LocalPoolServer;
  let server: LedgerlightServer;
  const stamp = Date.now();

  beforeAll(async () => {
    pooled = await startLocalPoolServer({ host: HOST });
    ({ server } = pooled);
  }, 120_000);

  afterAll(async () => {
    await pooled?.stop();
  });

  const signUp = (email: string) =>
    pooled.pool('SignUp', { Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }] });

  describe('fault 1: a deleted account', () => {
    const api = (method: 'GET' | 'POST' | 'DELETE', url: string, idToken: string, body?: unknown) =>
      server.app.inject({
        method,
        url,
        headers: {
          host: HOST,
          authorization: `Bearer ${idToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });

    it('sign up, call the API, delete the account: the old ID token is 401 and the identity is gone', async () => {
      const email = `deleted-${stamp}@example.com`;
      expect((await signUp(email)).status).toBe(200);
      const code = await pooled.codeFor(email);
      expect((await pooled.pool('ConfirmSignUp', { Username: email, ConfirmationCode: code })).status).toBe(200);
      const signedIn = await pooled.pool('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      });
      const { IdToken: idToken, AccessToken: accessToken } = (
        signedIn.body as { AuthenticationResult: { IdToken: string; AccessToken: string } }
      ).AuthenticationResult;
      expect((await api('GET', '/api/credits/balance', idToken)).statusCode).toBe(200);
      expect((await api('GET', '/api/credits/balance', idToken)).statusCode).toBe(200);

      const deleted = await api('DELETE', '/api/users/me', idToken, { accessToken });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ success: true });

      for (const [method, url, body] of [
        ['GET', '/api/credits/balance', undefined],
        ['POST', '/api/support', { analysisId: '', category: 'billing', description: 'Still there?' }],
      ] as const) {
        const answer = await api(method, url, idToken, body);
        expect(answer.statusCode, `${method} ${url}`).toBe(401);
      }
      // The identity is deleted at the user pool: the password no longer signs in.
      const again = await pooled.pool('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      });
      expect(again.status).toBe(400);
      // A repeat is harmless.
      expect((await api('DELETE', '/api/users/me', idToken, { accessToken })).statusCode).toBe(200);
    });
  });

  describe('fault 4: a body that is not JSON', () => {
    it.each([
      ['malformed JSON', '{"Username": "ada@example.com",'],
      ['a JSON array', '[1, 2]'],
      ['a JSON string', '"InitiateAuth"'],
      ['nothing', ''],
    ])('%s gets Cognito-shaped JSON, never an HTML stack trace', async (_case, payload) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/local/cognito',
        headers: {
          host: HOST,
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/x-amz-json-1\.1/);
      expect(response.json()).toEqual({
        __type: 'SerializationException',
        message: 'The request body is not a JSON object.',
      });
      expect(response.body).not.toMatch(/<html|<pre|node_modules|at \w+ \(/i);
    });
  });

  describe('fault 5: ResendConfirmationCode', () => {
    it("the confirm step's resend replaces the waiting code: the old one fails, the new one confirms", async () => {
      const email = `ada-${stamp}@example.com`;
      expect((await signUp(email)).status).toBe(200);
      const first = await pooled.codeFor(email);
      expect(first).toMatch(/^\d{6}$/);

      let second = first;
      // A fresh random code may repeat the old one (one in a million): resend until it differs.
      for (let attempt = 0; attempt < 3 && second === first; attempt += 1) {
        const resent = await pooled.pool('ResendConfirmationCode', { Username: email });
        expect(resent).toMatchObject({
          status: 200,
          body: {
            CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'a***@e***' },
          },
        });
        second = await pooled.codeFor(email);
      }
      expect(second).toMatch(/^\d{6}$/);
      expect(second).not.toBe(first);
      const messages = (await readMailbox(pooled.local.poolFile)).filter((message) => message.email === email);
      expect(messages.map((message) => message.purpose)).toEqual(['sign-up']);

      const stale = await pooled.pool('ConfirmSignUp', { Username: email, ConfirmationCode: first });
      expect(stale).toMatchObject({ status: 400, body: { __type: 'CodeMismatchException' } });
      const confirmed = await pooled.pool('ConfirmSignUp', { Username: email, ConfirmationCode: second });
      expect(confirmed.status).toBe(200);
      const signedIn = await pooled.pool('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      });
      expect(signedIn.body).toMatchObject({ AuthenticationResult: { IdToken: expect.any(String) } });

      // Confirmed: nothing more to resend, as Amazon Cognito says.
      expect(await pooled.pool('ResendConfirmationCode', { Username: email })).toMatchObject({
        status: 400,
        body: { __type: 'InvalidParameterException', message: 'User is already confirmed.' },
      });
    });

    it('an unknown email seems to get a code, as a known one does, and nothing is sent', async () => {
      const unknown = `amy-${stamp}@example.com`;
      const answer = await pooled.pool('ResendConfirmationCode', { Username: unknown });
      expect(answer).toMatchObject({
        status: 200,
        body: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'a***@e***' } },
      });
      expect(await pooled.codeFor(unknown)).toBeUndefined();
    });
  });
});
