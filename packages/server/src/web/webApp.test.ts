import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { runtimeConfigSchema } from '@ledgerlight/contract';
import { registerLocalIdentityRoutes } from '@ledgerlight/local-stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { createPgliteTestDatabase } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import { buildServer } from '../server';
import type { LedgerlightServer } from '../server';
import { CONFIG_PRELOAD, IMMUTABLE_CACHE, isAppRoute, negotiateEncoding, REVALIDATE_CACHE } from './webApp';
import type { WebAppOptions } from './webApp';

/**
 * The app served by the API server: run-time config, SPA files and history fallback, cache and
 * security headers, and in local mode the user pool proxy and the mailbox.
 */

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Ledgerlight</title></head><body><div id="root"></div></body></html>';
/** A built script with the compressed siblings the build writes next to it (ADR 0014). */
const BUNDLE = `export const rows = [${Array.from({ length: 200 }, (_, index) => `'row ${index}'`).join(', ')}];`;
/** Fonts are already compressed: the build writes no sibling for them. */
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);

interface Upstream {
  readonly url: string;
  readonly calls: Array<{ target: string | undefined; contentType: string | undefined; body: string }>;
  close(): Promise<void>;
}

/** A stand-in cognito-local that records what reaches it and answers like the user pool API. */
async function startUpstream(): Promise<Upstream> {
  const calls: Upstream['calls'] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const target = request.headers['x-amz-target'];
      calls.push({
        target: typeof target === 'string' ? target : undefined,
        contentType: request.headers['content-type'],
        body,
      });
      if (target === 'AWSCognitoIdentityProviderService.InitiateAuth') {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ __type: 'InvalidPasswordException', message: 'Invalid password' }));
        return;
      }
      if (target === 'AWSCognitoIdentityProviderService.ConfirmSignUp') {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ __type: 'CodeMismatchException', message: 'Incorrect confirmation code' }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify({ UserConfirmed: false, UserSub: 'sub-1' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the web app on the API server', () => {
  const root = mkdtempSync(join(tmpdir(), 'webapp-'));
  const appDir = join(root, 'dist');
  const poolFile = join(root, 'local_pool.json');
  let identity: TestIdentity;
  let testDb: TestDatabase;
  let upstream: Upstream;
  let local: LedgerlightServer;
  let cognito: LedgerlightServer;
  let apiOnly: LedgerlightServer;

  const build = (web: WebAppOptions) =>
    buildServer({
      config: loadConfig({
        AUTH_ISSUER: identity.issuer,
        AUTH_CLIENT_ID: identity.clientId,
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
      }),
      keys: identity.keys,
      database: testDb.database,
      web,
    });

  beforeAll(async () => {
    mkdirSync(join(appDir, 'assets'), { recursive: true });
    writeFileSync(join(appDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(appDir, 'assets', 'index-AbC123.js'), 'console.log("app")');
    writeFileSync(join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(appDir, 'assets', 'bundle-Xy9.js'), BUNDLE);
    writeFileSync(join(appDir, 'assets', 'bundle-Xy9.js.br'), brotliCompressSync(BUNDLE));
    writeFileSync(join(appDir, 'assets', 'bundle-Xy9.js.gz'), gzipSync(BUNDLE));
    writeFileSync(join(appDir, 'assets', 'inter-latin-Ab1.woff2'), FONT);
    writeFileSync(join(appDir, 'assets', 'index-AbC123.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
    writeFileSync(
      poolFile,
      JSON.stringify({
        Users: {
          u1: {
            Username: 'u1',
            Attributes: [{ Name: 'email', Value: 'ada@example.com' }],
            UserStatus: 'UNCONFIRMED',
            ConfirmationCode: '482913',
            UserLastModifiedDate: '2026-01-01T10:00:00.000Z',
          },
        },
      }),
    );
    identity = await createTestIdentity();
    testDb = await createPgliteTestDatabase();
    upstream = await startUpstream();
    local = await build({
      appDir,
      identity: {
        mode: 'local',
        userPoolId: 'local_pool',
        userPoolClientId: 'client-local',
        upstream: upstream.url,
        poolFile,
        routes: registerLocalIdentityRoutes,
      },
    });
    cognito = await build({
      appDir,
      plaidEnvironment: 'sandbox',
      identity: {
        mode: 'cognito',
        config: {
          mode: 'cognito',
          region: 'eu-west-1',
          userPoolId: 'eu-west-1_AbCdEf',
          userPoolClientId: 'client-cognito',
          domain: 'auth.example.com',
        },
      },
    });
    // SERVE_APP=false: an API-only process answering /config.json for an app hosted elsewhere.
    apiOnly = await build({
      identity: {
        mode: 'cognito',
        config: {
          mode: 'cognito',
          region: 'eu-west-1',
          userPoolId: 'eu-west-1_AbCdEf',
          userPoolClientId: 'client-cognito',
          domain: 'auth.example.com',
        },
      },
    });
  }, 60_000);

  afterAll(async () => {
    await local.app.close();
    await cognito.app.close();
    await apiOnly.app.close();
    await upstream.close();
    await testDb.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the local run-time config with the user pool and mailbox on the origin the browser used', async () => {
    const response = await local.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { host: 'localhost:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
    const config = runtimeConfigSchema.parse(response.json());
    expect(config).toEqual({
      identity: {
        mode: 'local',
        userPoolId: 'local_pool',
        userPoolClientId: 'client-local',
        endpoint: 'http://localhost:8080/local/cognito',
        mailboxUrl: 'http://localhost:8080/local/mailbox',
      },
      apiBaseUrl: 'http://localhost:8080',
    });
    const other = await local.app.inject({ method: 'GET', url: '/config.json', headers: { host: '127.0.0.1:8181' } });
    expect(other.json()).toMatchObject({
      identity: { endpoint: 'http://127.0.0.1:8181/local/cognito' },
      apiBaseUrl: 'http://127.0.0.1:8181',
    });
  });

  it('revalidates the run-time config: an unchanged one is 304, another host gets its own', async () => {
    const first = await local.app.inject({ method: 'GET', url: '/config.json', headers: { host: 'localhost:8080' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await local.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { host: 'localhost:8080', 'if-none-match': `W/${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(REVALIDATE_CACHE);
    const elsewhere = await local.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { host: '127.0.0.1:8080', 'if-none-match': etag },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({ apiBaseUrl: 'http://127.0.0.1:8080' });
  });

  it('serves no source map, and sends a Permissions-Policy with every answer', async () => {
    for (const url of ['/assets/index-AbC123.js.map', '/assets/index-AbC123.js.MAP', '/assets/index-AbC123.js%2Emap']) {
      const response = await local.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('secret source');
    }
    for (const url of ['/', '/dashboard', '/assets/index-AbC123.js', '/config.json', '/api/credits/balance']) {
      const response = await local.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });
      expect([url, response.headers['permissions-policy']]).toEqual([
        url,
        expect.stringMatching(/(^|, )camera=\(\)(, |$)/),
      ]);
      expect(String(response.headers['permissions-policy'])).toMatch(/geolocation=\(\)/);
    }
  });

  it('the mailbox address asked for is not written in the logs', async () => {
    const lines: string[] = [];
    const logged = await buildServer({
      config: loadConfig({
        AUTH_ISSUER: identity.issuer,
        AUTH_CLIENT_ID: identity.clientId,
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'info',
      }),
      keys: identity.keys,
      database: testDb.database,
      logStream: { write: (line) => lines.push(line) },
      web: {
        identity: {
          mode: 'local',
          userPoolId: 'local_pool',
          userPoolClientId: 'client-local',
          upstream: upstream.url,
          poolFile,
          routes: registerLocalIdentityRoutes,
        },
      },
    });
    try {
      for (const email of ['ada@example.com', 'ADA%40example.com']) {
        const response = await logged.app.inject({
          method: 'GET',
          url: `/local/mailbox?x=1&email=${email}`,
          headers: { host: 'localhost:8080' },
        });
        expect(response.statusCode).toBe(200);
      }
      const text = lines.join('');
      expect(text).toContain('/local/mailbox?x=1&email=[Redacted]');
      expect(text.toLowerCase()).not.toContain('example.com');
    } finally {
      await logged.app.close();
    }
  });

  it('local mode answers /config.json only for the hosts it serves (421), and says it varies by Host', async () => {
    for (const url of ['/config.json', '/config.json?x=1', '/%63onfig.json']) {
      const evil = await local.app.inject({ method: 'GET', url, headers: { host: 'evil.com' } });
      expect([url, evil.statusCode], evil.body).toEqual([url, 421]);
      expect(evil.json()).toMatchObject({ error: 'Misdirected Request' });
      expect(evil.body).not.toContain('evil.com/');
    }
    const served = await local.app.inject({ method: 'GET', url: '/config.json', headers: { host: 'localhost:8080' } });
    expect(served.statusCode).toBe(200);
    expect(String(served.headers.vary)).toMatch(/\bHost\b/i);
  });

  it('the Cognito config varies by Host, and with configured origins answers only those hosts', async () => {
    const open = await cognito.app.inject({ method: 'GET', url: '/config.json', headers: { host: 'app.example.com' } });
    expect(String(open.headers.vary)).toMatch(/\bHost\b/i);
    const configured = await buildServer({
      config: loadConfig({
        AUTH_ISSUER: identity.issuer,
        AUTH_CLIENT_ID: identity.clientId,
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        CORS_ORIGINS: 'https://app.example.com',
      }),
      keys: identity.keys,
      database: testDb.database,
      web: {
        appDir,
        identity: {
          mode: 'cognito',
          config: {
            mode: 'cognito',
            region: 'eu-west-1',
            userPoolId: 'eu-west-1_AbCdEf',
            userPoolClientId: 'client-cognito',
            domain: 'auth.example.com',
          },
        },
      },
    });
    try {
      const evil = await configured.app.inject({ method: 'GET', url: '/config.json', headers: { host: 'evil.com' } });
      expect(evil.statusCode).toBe(421);
      const app = await configured.app.inject({
        method: 'GET',
        url: '/config.json',
        headers: { host: 'app.example.com' },
      });
      expect(app.statusCode).toBe(200);
      expect(runtimeConfigSchema.parse(app.json()).apiBaseUrl).toBe('http://app.example.com');
    } finally {
      await configured.app.close();
    }
  });

  it('sends the API to the page origin when it serves the app, whatever the domain, as its CSP allows', async () => {
    // Product 7's host rule would say https://api.example.com, which `connect-src 'self'` blocks (ADR 0006).
    const response = await cognito.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { host: 'app.example.com' },
    });
    const { apiBaseUrl } = runtimeConfigSchema.parse(response.json());
    const page = await cognito.app.inject({ method: 'GET', url: '/dashboard', headers: { host: 'app.example.com' } });
    expect(String(page.headers['content-security-policy'])).toMatch(/connect-src 'self'[ ;]/);
    expect(new URL(String(apiBaseUrl)).host).toBe('app.example.com');
  });

  it("an API-only server applies product 7's host rule, with private suffixes honoured", async () => {
    const apiBase = async (host: string) =>
      runtimeConfigSchema.parse(
        (await apiOnly.app.inject({ method: 'GET', url: '/config.json', headers: { host } })).json(),
      ).apiBaseUrl;
    expect(await apiBase('app.example.com')).toBe('http://api.example.com');
    expect(await apiBase('app.example.co.uk')).toBe('http://api.example.co.uk');
    // Not another customer's api.vercel.app / api.github.io.
    expect(await apiBase('myapp.vercel.app')).toBe('http://api.myapp.vercel.app');
    expect(await apiBase('ada.github.io')).toBe('http://api.ada.github.io');
    expect(await apiBase('localhost:5173')).toBe('http://localhost:5173');
    expect(await apiBase('10.0.0.7:8080')).toBe('http://10.0.0.7:8080');
  });

  it('serves the Cognito run-time config from its settings, without local routes', async () => {
    const response = await cognito.app.inject({ method: 'GET', url: '/config.json' });
    expect(runtimeConfigSchema.parse(response.json())).toEqual({
      identity: {
        mode: 'cognito',
        region: 'eu-west-1',
        userPoolId: 'eu-west-1_AbCdEf',
        userPoolClientId: 'client-cognito',
        domain: 'auth.example.com',
      },
      apiBaseUrl: 'http://localhost',
    });
    expect((await cognito.app.inject({ method: 'POST', url: '/local/cognito', payload: '{}' })).statusCode).toBe(404);
    // Without a mailbox route, /local/mailbox is just another app route.
    const mailbox = await cognito.app.inject({ method: 'GET', url: '/local/mailbox' });
    expect(mailbox.body).toBe(INDEX_HTML);
  });

  it('answers app routes with index.html (never cached), and hashed assets with a long cache', async () => {
    for (const url of ['/', '/dashboard', '/results/fraud-detection/1234?x=1', '/payment/success?session_id=cs_1']) {
      const response = await local.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
      expect(response.body).toBe(INDEX_HTML);
    }
    const asset = await local.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(asset.headers['content-type']).toContain('javascript');
    const favicon = await local.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it("sends the build's brotli or gzip file for what the browser accepts, and says it varies on that", async () => {
    const get = (acceptEncoding?: string) =>
      local.app.inject({
        method: 'GET',
        url: '/assets/bundle-Xy9.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 3);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);
    expect((await get('br;q=0, gzip;q=0.5')).headers['content-encoding']).toBe('gzip');

    for (const plain of [await get(), await get('identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(BUNDLE);
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('sends fonts as they are (woff2 is compressed already) and never a compressed sibling by its own name', async () => {
    const font = await local.app.inject({
      method: 'GET',
      url: '/assets/inter-latin-Ab1.woff2',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.equals(FONT)).toBe(true);
    expect(font.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    for (const url of ['/assets/bundle-Xy9.js.br', '/assets/bundle-Xy9.js.gz']) {
      expect((await local.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('compresses index.html for the routes of the app, and never caches it without revalidating', async () => {
    const br = await local.app.inject({ method: 'GET', url: '/welcome', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX_HTML);
    // The run-time config downloads alongside the scripts.
    expect(br.headers.link).toBe(CONFIG_PRELOAD);
    expect(CONFIG_PRELOAD).toBe('</config.json>; rel=preload; as=fetch; crossorigin=use-credentials');
    const gzip = await local.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX_HTML);
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding(['gzip;q=1', 'br;q=0.1'])).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
  });

  it('keeps 404s for missing files, the API, other methods and paths outside the app', async () => {
    const missingAsset = await local.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toMatchObject({ error: 'Not Found' });
    const api = await local.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    const traversal = await local.app.inject({ method: 'GET', url: '/assets/../../etc/passwd' });
    expect(traversal.body).not.toContain('root:');
    const post = await local.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(isAppRoute('/api')).toBe(false);
    expect(isAppRoute('/credits/purchase')).toBe(true);
  });

  it('sends security headers and the local CSP with every page', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/welcome' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toContain('plaid');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends the Cognito and Plaid CSP in that mode', async () => {
    const response = await cognito.app.inject({ method: 'GET', url: '/link-account' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(
      "connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com https://auth.example.com https://sandbox.plaid.com;",
    );
    expect(csp).toContain("script-src 'self' https://cdn.plaid.com/link/v2/stable/link-initialize.js;");
    expect(csp).toContain('frame-src https://cdn.plaid.com;');
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('forwards the user pool calls an app client may make, with their body, to cognito-local', async () => {
    const body = JSON.stringify({ ClientId: 'client-local', Username: 'ada@example.com', Password: 'Secret-pass1' });
    const response = await local.app.inject({
      method: 'POST',
      url: '/local/cognito',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ UserConfirmed: false, UserSub: 'sub-1' });
    expect(upstream.calls.at(-1)).toEqual({
      target: 'AWSCognitoIdentityProviderService.SignUp',
      contentType: 'application/x-amz-json-1.1',
      body,
    });

    const mismatch = await local.app.inject({
      method: 'POST',
      url: '/local/cognito',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ConfirmSignUp',
      },
      payload: '{}',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      __type: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
  });

  it("answers a wrong sign-in password as Amazon Cognito does (cognito-local's answer differs)", async () => {
    const response = await local.app.inject({
      method: 'POST',
      url: '/local/cognito',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('refuses pool administration and anything that is not a user pool call', async () => {
    const before = upstream.calls.length;
    for (const target of ['AdminConfirmSignUp', 'ListUsers', 'DeleteUserPool', 'CreateUserPoolClient', '']) {
      const response = await local.app.inject({
        method: 'POST',
        url: '/local/cognito',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
        },
        payload: '{}',
      });
      expect(response.statusCode, target).toBe(400);
      expect(response.json()).toMatchObject({ __type: 'NotAuthorizedException' });
    }
    const json = await local.app.inject({ method: 'POST', url: '/local/cognito', payload: { a: 1 } });
    expect(json.statusCode).toBe(400);
    expect(upstream.calls.length).toBe(before);
  });

  it("accepts the app's bodyless DELETE with its JSON content type (product 7: every call is JSON)", async () => {
    const token = await identity.idToken();
    const response = await local.app.inject({
      method: 'DELETE',
      url: '/api/plaid/items/no-such-item',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    const post = await local.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(post.statusCode).toBe(400);
  });

  it('shows the waiting codes on the mailbox page, with its own CSP, never cached', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/local/mailbox?email=ada@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(String(response.headers['content-security-policy'])).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(response.body).toContain('ada@example.com');
    expect(response.body).toContain('482913');
  });
});
