import { describe, expect, it } from 'vitest';

import { createTestIdentity } from '../identity.test-support';
import { bearerToken, createTokenVerifier, InvalidTokenError } from './verifier';

describe('createTokenVerifier', () => {
  it('accepts a valid ID token and maps its claims', async () => {
    const identity = await createTestIdentity();
    const verifier = createTokenVerifier({ issuer: identity.issuer, clientId: identity.clientId, keys: identity.keys });
    const token = await identity.idToken({
      sub: 'abc-123',
      claims: { given_name: 'Ada', family_name: '', name: 'Ada Lovelace', picture: 42 },
    });
    expect(await verifier.verify(token)).toEqual({
      sub: 'abc-123',
      email: 'abc-123@example.test',
      givenName: 'Ada',
      familyName: undefined,
      name: 'Ada Lovelace',
      picture: undefined,
      expiresAt: expect.any(Number),
    });
  });

  it('refuses every bad token with InvalidTokenError', async () => {
    const identity = await createTestIdentity();
    const verifier = createTokenVerifier({ issuer: identity.issuer, clientId: identity.clientId, keys: identity.keys });
    for (const { name, token } of await identity.badTokens()) {
      await expect(verifier.verify(token), name).rejects.toBeInstanceOf(InvalidTokenError);
    }
  });
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header only', () => {
    expect(bearerToken('Bearer a.b.c')).toBe('a.b.c');
    expect(bearerToken('bearer   a.b-c_d ')).toBe('a.b-c_d');
    for (const header of [undefined, '', 'Bearer', 'Bearer ', 'Basic a.b.c', 'a.b.c', 'Bearer a b', 'Bearer a,b']) {
      expect(bearerToken(header), String(header)).toBeUndefined();
    }
  });
});
