/**
 * Tokens this process has verified, with what the request needs of them (the provisioned user), so
 * that a client polling with the same ID token is not verified (RS256) and looked up (a database
 * round trip) on every call (ADR 0015, hot path). An entry never outlives what verification would
 * accept: it ends at the token's `exp` (without the clock tolerance verification allows), and at the
 * latest `maxAgeMs` after it was verified, so that a signing key withdrawn from the JWKS stops being
 * honoured as soon as verification itself would notice (the JWKS is cached for 10 minutes).
 * Only tokens that passed verification are stored; a refused token is verified again each time.
 */

export interface VerifiedTokenCacheOptions {
  /** Entries kept; the oldest go first. */
  readonly maxEntries: number;
  /** The longest an entry is trusted after verification. */
  readonly maxAgeMs: number;
  readonly now?: () => number;
}

const DEFAULT_VERIFIED_TOKEN_CACHE: VerifiedTokenCacheOptions = { maxEntries: 10_000, maxAgeMs: 60_000 };

interface Entry<T> {
  readonly value: T;
  readonly until: number;
}

export interface VerifiedTokenCache<T> {
  /** What was stored for token while it is still valid; undefined otherwise. */
  get(token: string): T | undefined;
  /** Stores value for a token that verification accepted, valid until its `exp` (seconds). */
  set(token: string, expiresAtSeconds: number, value: T): void;
  /** Drops every entry whose value matches (a deleted user's tokens, ADR 0033). @returns how many. */
  deleteMatching(matches: (value: T) => boolean): number;
  readonly size: number;
}

export function createVerifiedTokenCache<T>(
  options: VerifiedTokenCacheOptions = DEFAULT_VERIFIED_TOKEN_CACHE,
): VerifiedTokenCache<T> {
  // Read at each call, so that a clock faked after the cache was made is the one it reads.
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, Entry<T>>();
  return {
    get(token) {
      const entry = entries.get(token);
      if (entry === undefined) return undefined;
      if (now() < entry.until) return entry.value;
      entries.delete(token);
      return undefined;
    },
    set(token, expiresAtSeconds, value) {
      const until = Math.min(expiresAtSeconds * 1000, now() + options.maxAgeMs);
      if (!(until > now())) return;
      entries.delete(token);
      entries.set(token, { value, until });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
    },
    deleteMatching(matches) {
      let dropped = 0;
      for (const [token, entry] of entries) {
        if (!matches(entry.value)) continue;
        entries.delete(token);
        dropped += 1;
      }
      return dropped;
    },
    get size() {
      return entries.size;
    },
  };
}
