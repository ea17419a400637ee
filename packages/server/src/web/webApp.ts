import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import { negotiate } from '@fastify/accept-negotiator';
import type { RateLimitOptions } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { RUNTIME_CONFIG_PATH } from '@ledgerlight/contract';
import type { CognitoIdentityConfig, RuntimeConfig } from '@ledgerlight/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { API_PREFIX } from '../http/auth';
import type { ZodApp } from '../http/types';
import type { CounterStore } from '../http/counterStore';
import { LOCAL_MAILBOX_PATH, LOCAL_USER_POOL_PATH } from '../providers/identity/localUserPool';
import type { LocalIdentityRoutes, UserPoolThrottleOptions } from '../providers/identity/localUserPool';
import { apiBaseUrlFor } from './apiBaseAddress';
import { contentSecurityPolicyDirectives } from './contentSecurityPolicy';
import type { CspDirectives } from './contentSecurityPolicy';

/**
 * The browser app served by the API server on one origin: GET /config.json (the app's run-time
 * configuration), the built SPA with history fallback, and in local identity mode the user pool
 * proxy and the local mailbox (ADR 0011). Files are sent in the brotli or gzip form the build made
 * next to them when the browser accepts it (ADR 0014).
 */

/** Local identity: the pool's ids, where cognito-local listens, and its store (for the mailbox). */
interface LocalWebIdentity {
  readonly mode: 'local';
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** cognito-local's loopback address; the browser reaches it through /local/cognito. */
  readonly upstream: string;
  /** cognito-local's file of the pool, read by the mailbox. */
  readonly poolFile: string;
  /** The local stack's proxy and mailbox routes (providers/identity/localUserPool.ts). */
  readonly routes: LocalIdentityRoutes;
}

interface CognitoWebIdentity {
  readonly mode: 'cognito';
  readonly config: CognitoIdentityConfig;
}

export type WebIdentity = LocalWebIdentity | CognitoWebIdentity;

export interface WebAppOptions {
  readonly identity: WebIdentity;
  /** The built app (`vite build` output: index.html and assets/). Not served when absent. */
  readonly appDir?: string;
  /** The API's address when it is not the app's origin (run-time config and CSP). */
  readonly apiBaseUrl?: string;
  /** Plaid's environment when BANK_PROVIDER=plaid (the CSP then lets Link load). */
  readonly plaidEnvironment?: 'sandbox' | 'production';
}

/** Hashed build output: cached for a year, never revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html, /config.json and unhashed files: always revalidated, so a new build shows at once. */
export const REVALIDATE_CACHE = 'no-cache';

/** The encodings the server sends, best first (the build writes `.br` and `.gz` files, ADR 0014). */
const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/** The encoding to send for a request's Accept-Encoding, or undefined for the plain bytes. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  return negotiate<ContentEncoding>(header.toLowerCase(), [...CONTENT_ENCODINGS]) ?? undefined;
}

/** A small response held in memory with its compressed forms (index.html for the history fallback). */
interface EncodedBody {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

function encodeBody(body: Buffer): EncodedBody {
  return {
    identity: body,
    br: brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: zlibConstants.Z_BEST_COMPRESSION }),
  };
}

/**
 * Sent with index.html: the browser fetches the run-time config while it downloads the scripts,
 * instead of after running them (the app cannot render before it has it). `use-credentials` matches
 * the app's own request (credentials: 'include'), so the preloaded response is the one it reads.
 */
export const CONFIG_PRELOAD = `<${RUNTIME_CONFIG_PATH}>; rel=preload; as=fetch; crossorigin=use-credentials`;

/** A compressed file the build wrote next to its original (`x.js.br`, `x.js.gz`): sent only as an encoding. */
const ENCODED_SIBLING = /\.(br|gz)$/;
/**
 * Source maps hold the app's whole source: never served. The build writes them
 * hidden (no sourceMappingURL comment), for whoever debugs a build on the machine that made it.
 */
const SOURCE_MAP = /\.map$/i;

export interface WebApp {
  /** Answers a GET or HEAD that matched no route with index.html when it is an app route. */
  fallback(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined;
}

/** The CSP of the app for these options (helmet's directive shape). */
export function webAppCspDirectives(options: WebAppOptions): CspDirectives {
  const { identity } = options;
  return contentSecurityPolicyDirectives({
    identity:
      identity.mode === 'local'
        ? { mode: 'local' }
        : { mode: 'cognito', region: identity.config.region, domain: identity.config.domain },
    ...(options.plaidEnvironment ? { plaidEnvironment: options.plaidEnvironment } : {}),
    ...(options.apiBaseUrl ? { apiBaseUrl: options.apiBaseUrl } : {}),
  });
}

/** The origin the browser used, from Host (or X-Forwarded-Host behind a trusted proxy). */
function originOf(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The run-time configuration for a page loaded from `origin`. `apiBaseUrl` is product 7's base address
 * as the server decides it (apiBaseAddress.ts): API_BASE_URL, else this origin when the server
 * serves the app, else the host rule.
 */
function runtimeConfigFor(options: WebAppOptions, origin: string): RuntimeConfig {
  const { identity } = options;
  const apiBase = {
    apiBaseUrl: apiBaseUrlFor(
      {
        servesApp: options.appDir !== undefined,
        ...(options.apiBaseUrl ? { apiBaseUrl: options.apiBaseUrl } : {}),
      },
      origin,
    ),
  };
  if (identity.mode === 'cognito') return { identity: identity.config, ...apiBase };
  return {
    identity: {
      mode: 'local',
      userPoolId: identity.userPoolId,
      userPoolClientId: identity.userPoolClientId,
      endpoint: `${origin}${LOCAL_USER_POOL_PATH}`,
      mailboxUrl: `${origin}${LOCAL_MAILBOX_PATH}`,
    },
    ...apiBase,
  };
}

/** A path the SPA's router owns: not the API, and not a file name (a missing asset stays a 404). */
export function isAppRoute(path: string): boolean {
  if (path === '/api' || path.startsWith(API_PREFIX)) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

/** Registers the app's routes on the server. */
/** What the local user pool's proxy counts with: the server's counters, the throttle settings and its rate limit. */
export interface LocalPoolGuards {
  readonly counters: CounterStore;
  readonly throttle?: UserPoolThrottleOptions;
  readonly rateLimit: RateLimitOptions;
}

export async function registerWebApp(app: ZodApp, options: WebAppOptions, guards: LocalPoolGuards): Promise<WebApp> {
  app.get(RUNTIME_CONFIG_PATH, async (request, reply) => {
    const origin = originOf(request);
    if (origin === undefined) return reply.code(400).send({ error: 'Bad Request', message: 'Invalid Host header' });
    // Revalidated on every load (no-cache) and answered 304 while it is unchanged.
    const body = JSON.stringify(runtimeConfigFor(options, origin));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    // The answer depends on the Host it was asked for: no shared cache may hand it to another host.
    reply.header('cache-control', REVALIDATE_CACHE).header('etag', etag).header('vary', 'Host');
    const match = request.headers['if-none-match'];
    if (match !== undefined && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });

  const { identity } = options;
  if (identity.mode === 'local') {
    await identity.routes(app, { upstream: identity.upstream, poolFile: identity.poolFile, ...guards });
  }

  if (options.appDir === undefined) return { fallback: () => undefined };

  const root = resolve(options.appDir);
  const indexFile = join(root, 'index.html');
  let indexHtml: EncodedBody;
  try {
    indexHtml = encodeBody(readFileSync(indexFile));
  } catch {
    throw new Error(`The app is not built: ${indexFile} is missing. Run \`npm run build\` first.`);
  }
  const assets = `${join(root, 'assets')}${sep}`;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // `x.js.br` / `x.js.gz` when the browser accepts it, with Content-Encoding and Vary: Accept-Encoding.
    preCompressed: true,
    // Files only: app routes fall through to index.html, nothing under /api/ is a file, and the
    // compressed siblings are reached only through their originals.
    allowedPath: (pathName) =>
      !isAppRoute(pathName) &&
      !pathName.startsWith(API_PREFIX) &&
      !ENCODED_SIBLING.test(pathName) &&
      !SOURCE_MAP.test(pathName),
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });

  return {
    fallback(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      const path = request.url.split('?')[0] ?? '/';
      if (!isAppRoute(path)) return undefined;
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      const vary = reply.getHeader('vary');
      reply
        .code(200)
        .header('cache-control', REVALIDATE_CACHE)
        .header('link', CONFIG_PRELOAD)
        .header('vary', vary === undefined ? 'accept-encoding' : `${String(vary)}, accept-encoding`);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(indexHtml[encoding ?? 'identity']);
    },
  };
}
