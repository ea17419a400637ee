import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for bank access tokens (docs/architecture.md "Secrets"): AES-256-GCM with a random
 * 96-bit IV per value and a 128-bit authentication tag, so a changed byte, a swapped value or the
 * wrong key fails to decrypt instead of yielding garbage.
 *
 * Sealed format (ASCII, safe in a text column):  `v1.<keyId>.<iv>.<ciphertext>.<tag>`
 * - `v1`       format version; a future format gets a new prefix and old values stay readable.
 * - `keyId`    the first 8 hex digits of SHA-256 of the key, so a value sealed under a retired key
 *              is recognised (and decrypted when that key is passed in `previousKeys`).
 * - the rest   base64url. The version, the key id and the optional `context` (for example the item
 *              id) are authenticated as associated data: a sealed token copied onto another row
 *              does not decrypt there.
 *
 * Errors never carry the plaintext or the sealed value, so they are safe to log.
 */

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface TokenCipher {
  /** Seals `plaintext`; `context` must be given again to open it. */
  encrypt(plaintext: string, context?: string): string;
  /** @throws TokenCipherError when the value is malformed, tampered with, or sealed under another key or context. */
  decrypt(sealed: string, context?: string): string;
  /** Whether `sealed` was sealed under the current key (false means: re-encrypt after a key rotation). */
  isCurrent(sealed: string): boolean;
}

export type TokenCipherErrorCode = 'INVALID_KEY' | 'MALFORMED' | 'UNKNOWN_KEY' | 'AUTHENTICATION_FAILED';

/** A failure to seal or open a token. The message never contains key material or token text. */
export class TokenCipherError extends Error {
  override readonly name = 'TokenCipherError';
  readonly code: TokenCipherErrorCode;

  constructor(code: TokenCipherErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export interface TokenCipherOptions {
  /** The current key: 32 bytes, or their standard base64 (what TOKEN_ENCRYPTION_KEY holds). */
  readonly key: Uint8Array | string;
  /** Retired keys that may still open older values. */
  readonly previousKeys?: ReadonlyArray<Uint8Array | string>;
}

/** Parses a key from 32 raw bytes or their base64 text. */
export function parseTokenEncryptionKey(key: Uint8Array | string): Buffer {
  const bytes = typeof key === 'string' ? decodeBase64Key(key) : Buffer.from(key);
  if (bytes.length !== KEY_BYTES) {
    throw new TokenCipherError('INVALID_KEY', `The token encryption key must be ${KEY_BYTES} bytes (base64 encoded)`);
  }
  return bytes;
}

function decodeBase64Key(text: string): Buffer {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) {
    throw new TokenCipherError('INVALID_KEY', 'The token encryption key must be base64 text');
  }
  return Buffer.from(trimmed, trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64');
}

/** A fresh random key in the format TOKEN_ENCRYPTION_KEY expects (32 bytes, base64). */
export function generateTokenEncryptionKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

function associatedData(keyId: string, context: string | undefined): Buffer {
  return Buffer.from(`${VERSION}.${keyId}.${context ?? ''}`, 'utf8');
}

/** Creates a cipher for the given key (and retired keys for reading). */
export function createTokenCipher(options: TokenCipherOptions): TokenCipher {
  const current = parseTokenEncryptionKey(options.key);
  const currentId = keyIdOf(current);
  const keys = new Map<string, Buffer>([[currentId, current]]);
  for (const previous of options.previousKeys ?? []) {
    const key = parseTokenEncryptionKey(previous);
    const id = keyIdOf(key);
    if (!keys.has(id)) keys.set(id, key);
  }

  const parse = (sealed: string) => {
    const parts = sealed.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) {
      throw new TokenCipherError('MALFORMED', 'The sealed token has an unknown format');
    }
    const [, keyId, iv, ciphertext, tag] = parts as [string, string, string, string, string];
    if (!/^[0-9a-f]{8}$/.test(keyId) || ![iv, ciphertext, tag].every((part) => BASE64URL.test(part))) {
      throw new TokenCipherError('MALFORMED', 'The sealed token has an unknown format');
    }
    return {
      keyId,
      iv: Buffer.from(iv, 'base64url'),
      ciphertext: Buffer.from(ciphertext, 'base64url'),
      tag: Buffer.from(tag, 'base64url'),
    };
  };

  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(associatedData(currentId, context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [
        VERSION,
        currentId,
        iv.toString('base64url'),
        ciphertext.toString('base64url'),
        tag.toString('base64url'),
      ].join('.');
    },
    decrypt(sealed, context) {
      const { keyId, iv, ciphertext, tag } = parse(sealed);
      const key = keys.get(keyId);
      if (!key) throw new TokenCipherError('UNKNOWN_KEY', 'The token was sealed under a key that is not configured');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
        throw new TokenCipherError('MALFORMED', 'The sealed token has an unknown format');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(associatedData(keyId, context));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new TokenCipherError('AUTHENTICATION_FAILED', 'The sealed token failed authentication');
      }
    },
    isCurrent(sealed) {
      return parse(sealed).keyId === currentId;
    },
  };
}

/**
 * The cipher configured by TOKEN_ENCRYPTION_KEY (32 bytes, base64) and, during a key rotation,
 * TOKEN_ENCRYPTION_PREVIOUS_KEYS (comma-separated).
 * @throws TokenCipherError when the key is missing or malformed.
 */
export function tokenCipherFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): TokenCipher {
  const key = env.TOKEN_ENCRYPTION_KEY;
  if (!key) {
    throw new TokenCipherError('INVALID_KEY', 'TOKEN_ENCRYPTION_KEY is not set (32 random bytes, base64)');
  }
  const previousKeys = (env.TOKEN_ENCRYPTION_PREVIOUS_KEYS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return createTokenCipher({ key, previousKeys });
}
