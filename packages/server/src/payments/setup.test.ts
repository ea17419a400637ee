import { localStack } from '@ledgerlight/local-stack';
import { describe, expect, it } from 'vitest';

import { ConfigError } from '../config';
import { ProviderConfigError } from '../providers/config';
import { allowedRedirect, isAllowedRedirect, redirectOriginsFor } from './redirects';
import { appOriginFromEnv, paymentsFromEnv } from './setup';

const KEY = Buffer.alloc(32, 7).toString('base64');

describe('redirect origins', () => {
  it('are the app origin, its loopback aliases and the CORS origins', () => {
    expect(redirectOriginsFor('http://localhost:8080', ['https://app.example.com/'])).toEqual([
      'http://localhost:8080',
      'https://app.example.com',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(redirectOriginsFor('https://ledgerlight.example.com')).toEqual(['https://ledgerlight.example.com']);
  });

  it('admit only absolute http(s) URLs on those origins, without credentials', () => {
    const origins = redirectOriginsFor('https://ledgerlight.example.com');
    expect(isAllowedRedirect('https://ledgerlight.example.com/payment/cancel', origins)).toBe(true);
    expect(isAllowedRedirect('https://ledgerlight.example.com:443/payment/cancel', origins)).toBe(true);
    for (const url of [
      'http://ledgerlight.example.com/payment/cancel',
      'https://ledgerlight.example.com.evil.test/payment/cancel',
      'https://ledgerlight.example.com@evil.test/payment/cancel',
      'https://user:pass@ledgerlight.example.com/payment/cancel',
      '//evil.test/payment/cancel',
      '/payment/cancel',
      'javascript:alert(1)',
      'data:text/html,hi',
      'not a url',
    ]) {
      expect(isAllowedRedirect(url, origins), url).toBe(false);
    }
  });

  it('give back the URL as checked, never the raw text, with the literal placeholder', () => {
    const origins = redirectOriginsFor('http://localhost:8090');
    // A backslash is a slash to the URL parser (and browsers): this is a path on localhost, and that is what is kept.
    expect(allowedRedirect('http://localhost:8090\\@evil.com/{CHECKOUT_SESSION_ID}', origins)).toBe(
      'http://localhost:8090/@evil.com/{CHECKOUT_SESSION_ID}',
    );
    expect(allowedRedirect('HTTP://LOCALHOST:8090/payment/success?session_id={CHECKOUT_SESSION_ID}', origins)).toBe(
      'http://localhost:8090/payment/success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(allowedRedirect('http://127.0.0.1:8090/pay/{CHECKOUT_SESSION_ID}/x y#{CHECKOUT_SESSION_ID}', origins)).toBe(
      'http://127.0.0.1:8090/pay/{CHECKOUT_SESSION_ID}/x%20y#{CHECKOUT_SESSION_ID}',
    );
    expect(allowedRedirect('http://localhost:8090\t/payment/cancel', origins)).toBe(
      'http://localhost:8090/payment/cancel',
    );
    for (const url of [
      'http://evil.com\\@localhost:8090/',
      'http://localhost:8090@evil.com/',
      'http://localhost:8091/',
    ]) {
      expect(allowedRedirect(url, origins), url).toBeUndefined();
    }
  });
});

describe('paymentsFromEnv', () => {
  const config = { port: 8080, corsOrigins: [] };

  it('defaults APP_ORIGIN to http://localhost:<PORT> and reads it as an origin', () => {
    expect(appOriginFromEnv({}, 9090)).toBe('http://localhost:9090');
    expect(appOriginFromEnv({ APP_ORIGIN: ' https://ledgerlight.example.com/app ' }, 8080)).toBe(
      'https://ledgerlight.example.com',
    );
    expect(() => appOriginFromEnv({ APP_ORIGIN: 'ftp://files.example.com' }, 8080)).toThrow(ConfigError);
  });

  it('allows returns to APP_ORIGIN and CORS_ORIGINS', () => {
    const setup = paymentsFromEnv(
      { TOKEN_ENCRYPTION_KEY: KEY, APP_ORIGIN: 'https://ledgerlight.example.com' },
      { port: 8080, corsOrigins: ['https://app.example.com'] },
      localStack,
    );
    expect(setup.redirectOrigins).toEqual(['https://ledgerlight.example.com', 'https://app.example.com']);
  });

  it('reports missing provider variables at once, naming them', () => {
    expect(() => paymentsFromEnv({ PAYMENT_PROVIDER: 'stripe', TOKEN_ENCRYPTION_KEY: KEY }, config)).toThrow(
      ProviderConfigError,
    );
    expect(() => paymentsFromEnv({}, config, localStack)).toThrow(/TOKEN_ENCRYPTION_KEY/);
  });
});
