import type { FastifyReply, FastifyRequest } from 'fastify';

import { reasonPhrase } from './errors';

/**
 * The Host allow-list of local mode (ADR 0013). With local identity, the user pool
 * proxy (/local/cognito) and the mailbox (/local/mailbox) hand out reset codes to whoever asks, which
 * is safe only while nobody but the machine's own user can reach them. DNS rebinding breaks that: a
 * page on rebind.attacker.example, whose name the attacker then points at 127.0.0.1, reads those
 * answers as same-origin. Such a request carries the attacker's name in Host, so /local/* and /api/*
 * answer only the names `npm start` serves: the loopback names, the address the server listens on
 * when it is a specific one, and the origins configured for the app (APP_ORIGIN, CORS_ORIGINS,
 * API_BASE_URL). Other hosts get 421 Misdirected Request before anything else runs.
 *
 * Names are compared without the port: a browser sends the port it connected to, which rebinding
 * does not change, and the same server is reached through proxies and port mappings.
 */

const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/** Listening on every interface names no host of its own. */
const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::', '[::]', '']);

/** The paths the check guards: the API and the local identity routes. */
const GUARDED_PREFIXES = ['/api/', '/local/'] as const;

/**
 * The app's run-time configuration: it names the API and the user pool at the
 * origin the request's Host gives, so it is answered only for the hosts the server serves, like /api.
 */
const RUNTIME_CONFIG = '/config.json';

/** What a Host header may hold: a DNS name, an IPv4 address or a bracketed IPv6 address, and a port. */
const HOST_HEADER = /^(?:[a-z0-9._-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The hostname of a Host header value (lower case, IPv6 in brackets), or undefined when it is not one. */
export function hostnameOf(host: string | undefined): string | undefined {
  if (host === undefined || !HOST_HEADER.test(host)) return undefined;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

export interface ServedHostsOptions {
  /** HOST: the address the server listens on. */
  readonly listenHost: string;
  /** The app's configured origins: APP_ORIGIN, CORS_ORIGINS, API_BASE_URL. */
  readonly origins: readonly string[];
}

/** The hostnames the server answers on /local/* and /api/* in local mode. */
export function servedHostnames(options: ServedHostsOptions): ReadonlySet<string> {
  const names = new Set<string>(LOOPBACK_HOSTNAMES);
  if (!WILDCARD_ADDRESSES.has(options.listenHost)) {
    const listen = options.listenHost.includes(':') ? `[${options.listenHost}]` : options.listenHost;
    const name = hostnameOf(listen);
    if (name !== undefined) names.add(name);
  }
  for (const origin of options.origins) {
    try {
      names.add(new URL(origin).hostname);
    } catch {
      // Origins are validated where they are read; one that is not a URL names no host.
    }
  }
  return names;
}

function isGuarded(path: string | undefined): boolean {
  if (path === undefined) return false;
  return GUARDED_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}

function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Whether a request is for the API or the local identity routes (/api/*, /local/*): by the route it
 * matched, by its path, or by its percent-decoded path, so that no spelling of a path slips by.
 */
export function isApiOrLocalRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return isGuarded(request.routeOptions.url) || isGuarded(path) || isGuarded(decoded(path));
}

/** Whether a request is for the run-time configuration, by its route, its path or its decoded path. */
function isRuntimeConfigRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return [request.routeOptions.url, path, decoded(path)].includes(RUNTIME_CONFIG);
}

/** What the check guards: /api/*, /local/* and /config.json (local mode), or /config.json alone. */
export type HostCheckScope = 'api-local-and-config' | 'config';

/**
 * The onRequest hook: a request in `scope` (by the route it matched or by its path) whose Host
 * (X-Forwarded-Host behind a trusted proxy) is not one of `hostnames` gets 421 with the usual error
 * body.
 */
export function createHostCheck(hostnames: ReadonlySet<string>, scope: HostCheckScope = 'api-local-and-config') {
  const guarded = (request: FastifyRequest) =>
    isRuntimeConfigRequest(request) || (scope === 'api-local-and-config' && isApiOrLocalRequest(request));
  return async function checkHost(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (!guarded(request)) return undefined;
    const name = hostnameOf(request.host);
    if (name !== undefined && hostnames.has(name)) return undefined;
    // Debug only: a rebinding page can send these as fast as it likes, and the answer says it all.
    request.log.debug({ host: name ?? 'invalid' }, 'request for another host refused');
    const shown = name === undefined ? 'this Host header' : `the host '${name.slice(0, 253)}'`;
    // The configured names are not listed: the asker may be the page this check keeps out.
    return reply.code(421).send({
      error: reasonPhrase(421),
      message: `This server does not answer for ${shown}: open the app at localhost or 127.0.0.1, or set APP_ORIGIN to the address you use`,
    });
  };
}
