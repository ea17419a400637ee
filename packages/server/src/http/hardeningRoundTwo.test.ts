import { bankErrorBodySchema, buildPath, endpoints, errorBodySchema, withQuery } from '@ledgerlight/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { POSTGRES_SKIP_REASON, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { encodeCursor } from '../db/keysetPage';
import { localCheckoutSessions } from '../db/schema';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import { SandboxBank } from '@ledgerlight/local-stack';
import { createTokenCipher, generateTokenEncryptionKey } from '../providers/tokenCipher';
import { APP_ORIGIN, localPaymentsSetup, sessionIdOf } from '../routes/payments.test-support';
import { buildServer } from '../server';
import type { LedgerlightServer } from '../server';
import {
  ALL_ENDPOINT_KEYS,
  ALL_ENDPOINTS,
  createWorld,
  databaseDigest,
  hardeningConfig,
  methodOf,
  samplesFor,
  send,
  urlOf,
} from './hardening.test-support';
import type { AnyEndpointKey, RequestSample, World } from './hardening.test-support';

/**
 * ADR 0015, "Hardening, round two": the server faults a hostile probe of `npm start` found (1, 2, 3
 * and 9; the local identity faults 5 and 6 are in localMode/localIdentityAnswers.test.ts), each sent the
 * way the probe sent it, on PGlite and on PostgreSQL.
 */

const DEPTH = 5_000;
const KEYS_WITH_BODY = ALL_ENDPOINT_KEYS.filter((key) => ALL_ENDPOINTS[key].body !== undefined);

/** A 400 with the body the endpoint declares: `{ error, message }`, or Plaid's on the sandbox bank's calls. */
function isClearRefusal(status: number, json: unknown): boolean {
  if (status !== 400) return false;
  const plain = errorBodySchema.safeParse(json);
  if (plain.success) return (plain.data.message ?? '') !== '';
  const bank = bankErrorBodySchema.safeParse(json);
  return bank.success && bank.data.error_message !== '';
}

for (const backend of TEST_BACKENDS) {
  const title = backend.available
    ? `Hardening round two (${backend.name})`
    : `Hardening round two (${backend.name}, ${POSTGRES_SKIP_REASON})`;

  describe.skipIf(!backend.available)(title, () => {
    let testDb: TestDatabase;
    let identity: TestIdentity;
    let server: LedgerlightServer;
    let world: World;
    let samples: Record<AnyEndpointKey, RequestSample>;
    const lines: string[] = [];
    const logged = () => lines.join('');

    beforeAll(async () => {
      identity = await createTestIdentity();
      testDb = await backend.open();
      server = await buildServer({
        config: hardeningConfig(identity, { LOG_LEVEL: 'info' }),
        database: testDb.database,
        keys: identity.keys,
        payments: localPaymentsSetup(),
        bank: {
          provider: new SandboxBank({ secret: generateTokenEncryptionKey() }),
          cipher: createTokenCipher({ key: generateTokenEncryptionKey() }),
        },
        logStream: { write: (line) => lines.push(line) },
      });
      world = await createWorld(server, identity);
      samples = samplesFor(world);
    }, 120_000);

    afterAll(async () => {
      await server?.app.close();
      await testDb?.drop();
    });

    describe('fault 1: deeply nested bodies', () => {
      it.each(KEYS_WITH_BODY)('%s: a body nested 5,000 deep is a 400, not a stack overflow', async (key) => {
        const endpoint = ALL_ENDPOINTS[key];
        const sample = samples[key];
        const [field = 'client_name'] = Object.keys(sample.body as object);
        const before = await databaseDigest(server.database.db);
        // The probe's 10 KB body, and objects as deep as the test body limit (16 KB) allows.
        const payloads = [
          `{"${field}":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`,
          `{"${field}":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`,
        ];
        for (const payload of payloads) {
          const response = await send(server, methodOf(endpoint), urlOf(endpoint, sample), {
            token: world.a.token,
            payload,
            headers: { 'content-type': 'application/json' },
          });
          expect(
            { status: response.status, clear: isClearRefusal(response.status, response.json) },
            response.text,
          ).toEqual({ status: 400, clear: true });
          expect(response.text).toContain('nested');
        }
        expect(await databaseDigest(server.database.db)).toEqual(before);
        expect(logged()).not.toContain('Maximum call stack size exceeded');
      });
    });

    describe('fault 2: forged credit history cursors', () => {
      const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

      it('refuses a nextKey whose date or id the database cannot hold with 400, and never logs the query', async () => {
        const before = lines.length;
        const forged = [
          forge({ t: '0000-01-01T00:00:00.000Z', i: '0b7c3f1e-5d2a-4a57-9a63-1f0e6c9b1d42' }),
          forge({ t: '0000-12-31T23:59:59.999Z', i: 'x' }),
          forge({ t: '1969-12-31T23:59:59.999Z', i: 'x' }),
          forge({ t: '2025-02-30T00:00:00.000Z', i: 'x' }),
          forge({ t: '2025-03-01T12:00:00.000Z', i: 'a\u0000b' }),
        ];
        for (const nextKey of forged) {
          const response = await send(server, 'GET', withQuery(buildPath(endpoints.creditHistory), { nextKey }), {
            token: world.a.token,
          });
          expect([response.status, response.json], nextKey).toEqual([
            400,
            { error: 'Invalid nextKey', message: 'querystring.nextKey: not a cursor returned by this API' },
          ]);
        }
        const output = lines.slice(before).join('');
        expect(output).not.toMatch(/Failed query|select |params:/i);
        expect(output).not.toContain('"level":50');
      });

      it('still pages with the cursors it hands out', async () => {
        const first = await send(server, 'GET', withQuery(buildPath(endpoints.creditHistory), { limit: '1' }), {
          token: world.a.token,
        });
        const { items, nextKey } = first.json as { items: Array<{ id: string; createdAt: string }>; nextKey?: string };
        const [newest] = items;
        expect(newest).toBeDefined();
        expect(nextKey).toBe(encodeCursor({ createdAt: new Date(newest?.createdAt ?? 0), id: newest?.id ?? '' }));
        const second = await send(
          server,
          'GET',
          withQuery(buildPath(endpoints.creditHistory), { limit: '1', nextKey: nextKey ?? '' }),
          { token: world.a.token },
        );
        expect(second.status).toBe(200);
        expect((second.json as { items: Array<{ id: string }> }).items[0]?.id).not.toBe(newest?.id);
      });
    });

    describe('fault 3: return URLs a browser and a checker read differently', () => {
      const purchase = (successUrl: string, cancelUrl: string) =>
        send(server, 'POST', buildPath(endpoints.creditPurchase), {
          token: world.a.token,
          body: { priceId: 'credits_5', successUrl, cancelUrl },
        });
      const submit = (sessionId: string, fields: Record<string, string>) =>
        server.app.inject({
          method: 'POST',
          url: `/checkout/${encodeURIComponent(sessionId)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
      const stored = async (sessionId: string) => {
        const [row] = await server.database.db
          .select({ successUrl: localCheckoutSessions.successUrl, cancelUrl: localCheckoutSessions.cancelUrl })
          .from(localCheckoutSessions)
          .where(eq(localCheckoutSessions.id, sessionId));
        return row;
      };

      it('stores and redirects to the normalised URL that was checked, never the raw one', async () => {
        const response = await purchase(
          `${APP_ORIGIN}\\@evil.com/{CHECKOUT_SESSION_ID}`,
          `${APP_ORIGIN}\\@evil.com/payment/cancel`,
        );
        expect(response.status).toBe(200);
        const sessionId = sessionIdOf((response.json as { checkoutUrl: string }).checkoutUrl);
        expect(await stored(sessionId)).toEqual({
          successUrl: `${APP_ORIGIN}/@evil.com/{CHECKOUT_SESSION_ID}`,
          cancelUrl: `${APP_ORIGIN}/@evil.com/payment/cancel`,
        });

        const page = await server.app.inject({ method: 'GET', url: `/checkout/${encodeURIComponent(sessionId)}` });
        expect(page.body).not.toContain('\\@evil.com');
        const cancelled = await submit(sessionId, { action: 'cancel' });
        expect([cancelled.statusCode, cancelled.headers.location]).toEqual([
          303,
          `${APP_ORIGIN}/@evil.com/payment/cancel`,
        ]);
        const paid = await submit(sessionId, {
          action: 'pay',
          number: '4242 4242 4242 4242',
          expiry: '12/34',
          cvc: '123',
          name: 'Ada Lovelace',
        });
        expect(paid.statusCode).toBe(303);
        const location = new URL(String(paid.headers.location));
        expect([location.origin, location.pathname]).toEqual([APP_ORIGIN, `/@evil.com/${sessionId}`]);
      });

      it('keeps the literal {CHECKOUT_SESSION_ID} placeholder wherever the URL holds it', async () => {
        const response = await purchase(
          `${APP_ORIGIN}/payment/{CHECKOUT_SESSION_ID}/done?session_id={CHECKOUT_SESSION_ID}#top`,
          `${APP_ORIGIN}/payment/cancel`,
        );
        expect(response.status).toBe(200);
        const sessionId = sessionIdOf((response.json as { checkoutUrl: string }).checkoutUrl);
        expect((await stored(sessionId))?.successUrl).toBe(
          `${APP_ORIGIN}/payment/{CHECKOUT_SESSION_ID}/done?session_id={CHECKOUT_SESSION_ID}#top`,
        );
      });

      it('still refuses a URL whose normalised origin is not allowed', async () => {
        for (const url of ['http://evil.com\\@localhost:8080/x', 'http://localhost:8080@evil.com/x']) {
          const response = await purchase(url, `${APP_ORIGIN}/payment/cancel`);
          expect([url, response.status]).toEqual([url, 400]);
        }
      });
    });

    describe('fault 9: caches, logs, frames and framework errors', () => {
      it('marks every /api response no-store: data, errors, 401 and unknown paths alike', async () => {
        for (const key of ALL_ENDPOINT_KEYS) {
          const endpoint = ALL_ENDPOINTS[key];
          const sample = samples[key];
          for (const token of [world.a.token, undefined]) {
            const response = await send(server, methodOf(endpoint), urlOf(endpoint, sample), {
              token,
              ...(sample.body === undefined ? {} : { body: sample.body }),
            });
            expect([key, response.status < 600, response.headers['cache-control']]).toEqual([key, true, 'no-store']);
          }
        }
        const unknown = await send(server, 'GET', '/api/no-such-route', { token: world.a.token });
        expect([unknown.status, unknown.headers['cache-control']]).toEqual([404, 'no-store']);
      });

      it('forbids framing with one voice: X-Frame-Options DENY beside frame-ancestors', async () => {
        const response = await send(server, 'GET', buildPath(endpoints.creditBalance), { token: world.a.token });
        expect(response.headers['x-frame-options']).toBe('DENY');
      });

      it('logs a failed query by its code and message, without the SQL or its parameters', async () => {
        const secret = '0000-01-01T00:00:00.000Z';
        let failure: unknown;
        try {
          await server.database.db.execute(sql`select ${secret}::timestamptz as probe_column`);
        } catch (error) {
          failure = error;
        }
        expect(failure).toBeInstanceOf(Error);
        const before = lines.length;
        server.app.log.error({ err: failure }, 'probe: query failed');
        const output = lines.slice(before).join('');
        expect(output).toContain('probe: query failed');
        expect(output).toContain('"code":"22008"');
        expect(output).not.toContain('probe_column');
        expect(output).not.toContain('params');
      });

      it('never writes a checkout session id in the logs', async () => {
        const response = await send(server, 'POST', buildPath(endpoints.creditPurchase), {
          token: world.a.token,
          body: {
            priceId: 'credits_5',
            successUrl: `${APP_ORIGIN}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
            cancelUrl: `${APP_ORIGIN}/payment/cancel`,
          },
        });
        const sessionId = sessionIdOf((response.json as { checkoutUrl: string }).checkoutUrl);
        await send(server, 'GET', withQuery(buildPath(endpoints.paymentStatus), { session_id: sessionId }), {
          token: world.a.token,
        });
        await server.app.inject({ method: 'GET', url: `/checkout/${encodeURIComponent(sessionId)}` });
        await server.app.inject({ method: 'GET', url: `/payment/success?session_id=${encodeURIComponent(sessionId)}` });
        const output = logged();
        expect(output).toContain('checkout session created');
        expect(output).toContain('/checkout/[Redacted');
        for (const id of [sessionId, world.aPaymentSessionId]) {
          expect(output).not.toContain(id);
          expect(output).not.toContain(encodeURIComponent(id));
        }
      });

      it('answers framework errors (bad URL, parameter too long) with the usual error body', async () => {
        const cases = [
          { url: '/api/credits%', status: 400, error: 'Bad Request' },
          { url: `/api/agent/${'x'.repeat(300)}/result/some-task`, status: 414, error: 'URI Too Long' },
        ];
        for (const { url, status, error } of cases) {
          const response = await send(server, 'GET', url, { token: world.a.token });
          expect([response.status, response.json]).toEqual([status, { error, message: expect.any(String) }]);
          expect(response.text).not.toContain('x'.repeat(300));
          expect(response.headers['cache-control']).toBe('no-store');
          expect(response.headers['x-content-type-options']).toBe('nosniff');
        }
      });
    });
  });
}
