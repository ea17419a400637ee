import { routePath } from '@ledgerlight/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { POSTGRES_SKIP_REASON, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import type { LedgerlightServer } from '../server';
import {
  ALL_ENDPOINT_KEYS,
  ALL_ENDPOINTS,
  buildFullServer,
  createWorld,
  databaseDigest,
  methodOf,
  newUser,
  sampleProblems,
  samplesFor,
  send,
  urlOf,
} from './hardening.test-support';
import type { AnyEndpointKey, RequestSample, World } from './hardening.test-support';

/**
 * ADR 0008, bad tokens: every authenticated route of the contract (product 7's `endpoints` and the
 * sandbox bank's Link calls) refuses every kind of bad credential with 401 `{ error: 'Unauthorized' }`,
 * returns no data and changes nothing in the database. The route list is the contract's map, so a
 * new endpoint is covered as soon as it is added (and its sample, which the types require).
 * Each request aims at user A's data (A's task, item, payment session, accounts), so a check that let
 * it through would show in the response or in the database digest.
 */

interface BadCredential {
  readonly name: string;
  /** The Authorization header; none when undefined. */
  readonly authorization: string | undefined;
  /** Added to the query string instead of a header. */
  readonly query?: Readonly<Record<string, string>>;
}

const UNAUTHORIZED = { error: 'Unauthorized' };

for (const backend of TEST_BACKENDS) {
  const title = backend.available
    ? `Bad tokens on every route (${backend.name})`
    : `Bad tokens on every route (${backend.name}, ${POSTGRES_SKIP_REASON})`;

  describe.skipIf(!backend.available)(title, () => {
    let testDb: TestDatabase;
    let identity: TestIdentity;
    let server: LedgerlightServer;
    let world: World;
    let samples: Record<AnyEndpointKey, RequestSample>;
    let credentials: BadCredential[];
    let baseline: Awaited<ReturnType<typeof databaseDigest>>;

    beforeAll(async () => {
      identity = await createTestIdentity();
      testDb = await backend.open();
      server = await buildFullServer(identity, testDb.database);
      world = await createWorld(server, identity);
      samples = samplesFor(world);

      const valid = world.a.token;
      const [header, payload, signature] = valid.split('.');
      const [, bPayload] = world.b.token.split('.');
      const notYetValid = await identity.idToken({
        sub: world.a.sub,
        claims: { nbf: Math.floor(Date.now() / 1000) + 3600 },
      });
      credentials = [
        { name: 'no Authorization header', authorization: undefined },
        { name: 'empty bearer', authorization: 'Bearer ' },
        { name: 'malformed: two parts', authorization: `Bearer ${header}.${payload}` },
        { name: 'malformed: garbage', authorization: 'Bearer ####' },
        { name: 'malformed: JSON as token', authorization: `Bearer ${JSON.stringify({ sub: world.a.sub })}` },
        { name: "valid token without 'Bearer'", authorization: valid },
        { name: 'valid token under Basic', authorization: `Basic ${valid}` },
        { name: 'bad token then valid token', authorization: `Bearer not-a-token, Bearer ${valid}` },
        { name: 'valid token in the query string only', authorization: undefined, query: { access_token: valid } },
        { name: 'truncated signature', authorization: `Bearer ${valid.slice(0, -6)}` },
        {
          name: 'signature of another token',
          authorization: `Bearer ${header}.${payload}.${signature?.split('').reverse().join('')}`,
        },
        {
          name: "tampered payload: B's claims under A's signature",
          authorization: `Bearer ${header}.${bPayload}.${signature}`,
        },
        { name: 'not yet valid (nbf in an hour)', authorization: `Bearer ${notYetValid}` },
        ...(await identity.badTokens()).map(({ name, token }) => ({ name, authorization: `Bearer ${token}` })),
      ];
      baseline = await databaseDigest(server.database.db);
    }, 120_000);

    afterAll(async () => {
      await server?.app.close();
      await testDb?.drop();
    });

    it('covers the bad tokens of the acceptance list', () => {
      const names = credentials.map((credential) => credential.name);
      for (const required of [
        'no Authorization header',
        'alg none',
        'HS256 signed with the public key',
        'unknown kid',
        'expired',
        'wrong issuer',
        'wrong audience',
        'access token',
        'tampered payload',
      ]) {
        expect(names).toContain(required);
      }
    });

    it('has a valid request for every endpoint, and every endpoint is registered', () => {
      for (const key of ALL_ENDPOINT_KEYS) {
        const endpoint = ALL_ENDPOINTS[key];
        expect([key, sampleProblems(endpoint, samples[key])]).toEqual([key, []]);
        expect([key, server.app.hasRoute({ method: methodOf(endpoint), url: routePath(endpoint) })]).toEqual([
          key,
          true,
        ]);
      }
    });

    it.each(ALL_ENDPOINT_KEYS)('%s: every bad token gets 401 Unauthorized, no data, nothing written', async (key) => {
      const endpoint = ALL_ENDPOINTS[key];
      const sample = samples[key];
      for (const credential of credentials) {
        const url = urlOf(endpoint, { ...sample, query: { ...sample.query, ...credential.query } });
        const response = await send(server, methodOf(endpoint), url, {
          ...(sample.body === undefined ? {} : { body: sample.body }),
          headers: credential.authorization === undefined ? {} : { authorization: credential.authorization },
        });
        expect({ credential: credential.name, status: response.status, body: response.json }).toEqual({
          credential: credential.name,
          status: 401,
          body: UNAUTHORIZED,
        });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      expect(await databaseDigest(server.database.db)).toEqual(baseline);
    });

    // Last: it writes. A valid token of a third user reaches every route (so the 401s above come from
    // the token, not from a route that refuses everything), and never A's data.
    it('lets a valid token through on every route (control)', async () => {
      const carol = await newUser(server, identity, 'carol');
      for (const key of ALL_ENDPOINT_KEYS) {
        const endpoint = ALL_ENDPOINTS[key];
        const sample = samples[key];
        const response = await send(server, methodOf(endpoint), urlOf(endpoint, sample), {
          token: carol.token,
          ...(sample.body === undefined ? {} : { body: sample.body }),
        });
        expect([key, response.status === 401, response.status < 500]).toEqual([key, false, true]);
      }
    });
  });
}
