import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  createTokenCipher,
  generateTokenEncryptionKey,
  parseTokenEncryptionKey,
  TokenCipherError,
  tokenCipherFromEnv,
} from './tokenCipher';

const ACCESS_TOKEN = 'access-sandbox-8ab976e6-64bc-4b38-98f7-731e7a349970';

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof TokenCipherError) return error.code;
    throw error;
  }
  return undefined;
}

/** Flips one character of the part at `index` of a sealed value. */
function tamper(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const part = parts[index] ?? '';
  const flipped = part[0] === 'A' ? 'B' : 'A';
  parts[index] = flipped + part.slice(1);
  return parts.join('.');
}

describe('tokenCipher', () => {
  const key = generateTokenEncryptionKey();
  const cipher = createTokenCipher({ key });

  it('round-trips a token, with and without a context', () => {
    expect(cipher.decrypt(cipher.encrypt(ACCESS_TOKEN))).toBe(ACCESS_TOKEN);
    expect(cipher.decrypt(cipher.encrypt(ACCESS_TOKEN, 'item-1'), 'item-1')).toBe(ACCESS_TOKEN);
    expect(cipher.decrypt(cipher.encrypt('ünïcode ✓'))).toBe('ünïcode ✓');
  });

  it('writes a versioned format that never contains the plaintext', () => {
    const sealed = cipher.encrypt(ACCESS_TOKEN);
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(sealed).not.toContain('access');
    expect(Buffer.from(sealed.split('.')[3] ?? '', 'base64url').toString('utf8')).not.toContain(ACCESS_TOKEN);
  });

  it('uses a random IV per value', () => {
    const a = cipher.encrypt(ACCESS_TOKEN);
    const b = cipher.encrypt(ACCESS_TOKEN);
    expect(a).not.toBe(b);
    expect(a.split('.')[2]).not.toBe(b.split('.')[2]);
  });

  it('detects tampering with the IV, the ciphertext, the tag and the key id', () => {
    const sealed = cipher.encrypt(ACCESS_TOKEN);
    expect(codeOf(() => cipher.decrypt(tamper(sealed, 2)))).toBe('AUTHENTICATION_FAILED');
    expect(codeOf(() => cipher.decrypt(tamper(sealed, 3)))).toBe('AUTHENTICATION_FAILED');
    expect(codeOf(() => cipher.decrypt(tamper(sealed, 4)))).toBe('AUTHENTICATION_FAILED');
    expect(codeOf(() => cipher.decrypt(sealed.replace(/^v1\.[0-9a-f]{8}/, 'v1.00000000')))).toBe('UNKNOWN_KEY');
  });

  it('refuses a value moved to another context', () => {
    const sealed = cipher.encrypt(ACCESS_TOKEN, 'item-1');
    expect(codeOf(() => cipher.decrypt(sealed, 'item-2'))).toBe('AUTHENTICATION_FAILED');
    expect(codeOf(() => cipher.decrypt(sealed))).toBe('AUTHENTICATION_FAILED');
  });

  it('refuses malformed values and other versions', () => {
    expect(codeOf(() => cipher.decrypt(ACCESS_TOKEN))).toBe('MALFORMED');
    expect(codeOf(() => cipher.decrypt(''))).toBe('MALFORMED');
    expect(codeOf(() => cipher.decrypt(cipher.encrypt(ACCESS_TOKEN).replace(/^v1/, 'v2')))).toBe('MALFORMED');
    expect(codeOf(() => cipher.decrypt('v1.abcdef01.!!.??.**'))).toBe('MALFORMED');
  });

  it('fails with the wrong key, and the error reveals neither token nor key', () => {
    const sealed = cipher.encrypt(ACCESS_TOKEN);
    const other = createTokenCipher({ key: generateTokenEncryptionKey() });
    let caught: unknown;
    try {
      other.decrypt(sealed);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TokenCipherError);
    const text = `${String(caught)} ${JSON.stringify(caught)} ${(caught as Error).stack ?? ''}`;
    expect(text).not.toContain(ACCESS_TOKEN);
    expect(text).not.toContain(sealed);
    expect(text).not.toContain(key);
  });

  it('opens values sealed under a retired key during a rotation', () => {
    const oldKey = generateTokenEncryptionKey();
    const sealedOld = createTokenCipher({ key: oldKey }).encrypt(ACCESS_TOKEN, 'item-1');
    const rotated = createTokenCipher({ key, previousKeys: [oldKey] });
    expect(rotated.decrypt(sealedOld, 'item-1')).toBe(ACCESS_TOKEN);
    expect(rotated.isCurrent(sealedOld)).toBe(false);
    expect(rotated.isCurrent(rotated.encrypt(ACCESS_TOKEN))).toBe(true);
  });

  it('accepts raw 32-byte keys and rejects keys of another length', () => {
    const raw = randomBytes(32);
    const fromBytes = createTokenCipher({ key: raw });
    const fromText = createTokenCipher({ key: raw.toString('base64') });
    expect(fromText.decrypt(fromBytes.encrypt(ACCESS_TOKEN))).toBe(ACCESS_TOKEN);
    expect(codeOf(() => parseTokenEncryptionKey(randomBytes(16).toString('base64')))).toBe('INVALID_KEY');
    expect(codeOf(() => parseTokenEncryptionKey('not base64 at all!'))).toBe('INVALID_KEY');
  });

  it('reads TOKEN_ENCRYPTION_KEY from the environment and requires it', () => {
    const fromEnv = tokenCipherFromEnv({ TOKEN_ENCRYPTION_KEY: key });
    expect(cipher.decrypt(fromEnv.encrypt(ACCESS_TOKEN))).toBe(ACCESS_TOKEN);
    expect(codeOf(() => tokenCipherFromEnv({}))).toBe('INVALID_KEY');
  });
});
