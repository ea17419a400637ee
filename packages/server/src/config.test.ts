import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig, loadSandboxClock } from './config';

const required = { AUTH_ISSUER: 'http://127.0.0.1:9229/local_pool', AUTH_CLIENT_ID: 'client123' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig(required)).toEqual({
      host: '127.0.0.1',
      port: 8080,
      logLevel: 'info',
      database: { url: undefined, poolSize: 10, dataDir: '.data' },
      auth: {
        issuer: 'http://127.0.0.1:9229/local_pool',
        clientId: 'client123',
        jwksUrl: 'http://127.0.0.1:9229/local_pool/.well-known/jwks.json',
      },
      bodyLimitBytes: 65_536,
      rateLimit: {
        windowMs: 60_000,
        max: { initiate: 10, purchase: 10, support: 5 },
        perAddress: { webhook: 120, checkout: 60, localCognito: 300 },
      },
      redisUrl: undefined,
      corsOrigins: [],
      trustProxy: false,
      taskCache: true,
    });
  });

  it('reads every variable, treating empty values as unset', () => {
    const config = loadConfig({
      ...required,
      HOST: '0.0.0.0',
      PORT: '3000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgresql://app@db.internal:5432/ledgerlight',
      DATABASE_POOL_SIZE: '20',
      DATA_DIR: '',
      AUTH_JWKS_URL: 'https://keys.example.test/jwks.json',
      BODY_LIMIT_BYTES: '1024',
      RATE_LIMIT_WINDOW_MS: '1000',
      RATE_LIMIT_INITIATE: '1',
      RATE_LIMIT_PURCHASE: '2',
      RATE_LIMIT_SUPPORT: '3',
      RATE_LIMIT_WEBHOOK: '4',
      RATE_LIMIT_CHECKOUT: '5',
      RATE_LIMIT_LOCAL_COGNITO: '6',
      REDIS_URL: 'redis://cache.internal:6379/2',
      CORS_ORIGINS: 'https://app.example.test, http://localhost:5173/',
      TRUST_PROXY: 'true',
      TASK_CACHE: 'false',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 3000,
      logLevel: 'warn',
      database: { url: 'postgresql://app@db.internal:5432/ledgerlight', poolSize: 20, dataDir: '.data' },
      auth: { jwksUrl: 'https://keys.example.test/jwks.json' },
      bodyLimitBytes: 1024,
      rateLimit: {
        windowMs: 1000,
        max: { initiate: 1, purchase: 2, support: 3 },
        perAddress: { webhook: 4, checkout: 5, localCognito: 6 },
      },
      redisUrl: 'redis://cache.internal:6379/2',
      corsOrigins: ['https://app.example.test', 'http://localhost:5173'],
      trustProxy: true,
      taskCache: false,
    });
  });

  it('names every missing or invalid variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', RATE_LIMIT_SUPPORT: '0' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/AUTH_ISSUER[\s\S]*AUTH_CLIENT_ID/);
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'RATE_LIMIT_SUPPORT']) {
      expect(attempt).toThrow(new RegExp(name));
    }
    expect(() => loadConfig({ ...required, CORS_ORIGINS: 'app.example.test' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ ...required, TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...required, TASK_CACHE: 'off' })).toThrow(/TASK_CACHE/);
  });
});

describe('loadSandboxClock', () => {
  it('is the real clock (undefined) unless SANDBOX_CLOCK names an instant', () => {
    expect(loadSandboxClock({})).toBeUndefined();
    expect(loadSandboxClock({ SANDBOX_CLOCK: '' })).toBeUndefined();
    expect(loadSandboxClock({ SANDBOX_CLOCK: '2026-06-15T12:00:00Z' })).toEqual(new Date(Date.UTC(2026, 5, 15, 12)));
    expect(loadSandboxClock({ SANDBOX_CLOCK: '2026-06-15T14:00:00+02:00' })).toEqual(
      new Date(Date.UTC(2026, 5, 15, 12)),
    );
  });

  it('refuses anything but an ISO 8601 instant', () => {
    for (const value of ['tomorrow', '2026-06-15', '1750000000000']) {
      expect(() => loadSandboxClock({ SANDBOX_CLOCK: value })).toThrow(/SANDBOX_CLOCK/);
    }
  });
});
