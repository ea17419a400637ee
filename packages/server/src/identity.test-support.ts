import { randomUUID } from 'node:crypto';

import { createLocalJWKSet, exportJWK, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey, JSONWebKeySet, JWTPayload } from 'jose';

import type { KeySource } from './auth/verifier';

/**
 * A stand-in identity provider for tests: an RSA key pair, its JWKS, and ID tokens shaped like
 * Cognito's (RS256, kid, iss, aud = client id, token_use 'id'), plus the bad tokens of ADR 0013.
 */

interface TokenOptions {
  readonly sub?: string;
  /** Claims added to (or replacing) the defaults. */
  readonly claims?: JWTPayload & Record<string, unknown>;
  /** Seconds from now; negative for an expired token. */
  readonly expiresIn?: number;
}

export interface TestIdentity {
  readonly issuer: string;
  readonly clientId: string;
  readonly kid: string;
  readonly jwks: JSONWebKeySet;
  /** createLocalJWKSet over `jwks`. */
  readonly keys: KeySource;
  /** A valid ID token. */
  idToken(options?: TokenOptions): Promise<string>;
  /** Every kind of token that must be refused, by name, for a fresh subject each. */
  badTokens(): Promise<ReadonlyArray<{ readonly name: string; readonly sub: string; readonly token: string }>>;
}

const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function createTestIdentity(issuer = 'https://cognito-idp.local.test/local_pool'): Promise<TestIdentity> {
  const clientId = `client-${randomUUID().slice(0, 8)}`;
  const kid = 'test-key-1';
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const otherKeys = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const jwks: JSONWebKeySet = { keys: [jwk] };
  const publicPem = await exportSPKI(publicKey);

  const payloadFor = (sub: string, options: TokenOptions = {}): JWTPayload => {
    const now = Math.floor(Date.now() / 1000);
    return {
      sub,
      iss: issuer,
      aud: clientId,
      token_use: 'id',
      email: `${sub}@example.test`,
      iat: now,
      auth_time: now,
      exp: now + (options.expiresIn ?? 3600),
      ...options.claims,
    };
  };
  const sign = (payload: JWTPayload, key: CryptoKey, keyId = kid) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: keyId, typ: 'JWT' }).sign(key);

  const idToken = (options: TokenOptions = {}) =>
    sign(payloadFor(options.sub ?? `user-${randomUUID()}`, options), privateKey);

  return {
    issuer,
    clientId,
    kid,
    jwks,
    keys: createLocalJWKSet(jwks),
    idToken,
    async badTokens() {
      const fresh = () => `bad-${randomUUID()}`;
      const tokens: { name: string; sub: string; token: string }[] = [];
      const add = async (name: string, make: (sub: string) => Promise<string> | string) => {
        const sub = fresh();
        tokens.push({ name, sub, token: await make(sub) });
      };
      await add('alg none', (sub) => `${base64url({ alg: 'none', typ: 'JWT', kid })}.${base64url(payloadFor(sub))}.`);
      await add('HS256 signed with the public key', (sub) =>
        new SignJWT(payloadFor(sub))
          .setProtectedHeader({ alg: 'HS256', kid, typ: 'JWT' })
          .sign(new TextEncoder().encode(publicPem)),
      );
      await add('unknown kid', (sub) => sign(payloadFor(sub), otherKeys.privateKey, 'unknown-key'));
      await add('known kid, other key', (sub) => sign(payloadFor(sub), otherKeys.privateKey));
      await add('expired', (sub) => sign(payloadFor(sub, { expiresIn: -600 }), privateKey));
      await add('wrong issuer', (sub) =>
        sign(payloadFor(sub, { claims: { iss: 'https://cognito-idp.local.test/other_pool' } }), privateKey),
      );
      await add('wrong audience', (sub) => sign(payloadFor(sub, { claims: { aud: 'another-client' } }), privateKey));
      await add('access token', (sub) => {
        const {
          aud: _aud,
          email: _email,
          ...rest
        } = payloadFor(sub, {
          claims: { token_use: 'access', client_id: clientId, scope: 'openid email' },
        });
        return sign(rest, privateKey);
      });
      await add('no token_use', (sub) => {
        const { token_use: _use, ...rest } = payloadFor(sub);
        return sign(rest, privateKey);
      });
      await add('tampered payload', async (sub) => {
        const [header, , signature] = (await idToken({ sub: `victim-${sub}` })).split('.');
        return `${header}.${base64url(payloadFor(sub))}.${signature}`;
      });
      await add('not a JWT', () => 'not-a-token');
      return tokens;
    },
  };
}
