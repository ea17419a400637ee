import { parse } from 'tldts';

/**
 * Product 7's base address, decided by the server for the page that asks for /config.json (ADR 0006).
 * The rule needs the Public Suffix List (tldts, ~85 KB gzip): it runs here, so the list never ships
 * to the browser, and the app reads the answer from its run-time configuration.
 */

/** The parts of the page's address the rule reads (a URL has them). */
export interface PageAddress {
  /** `https:` */
  readonly protocol: string;
  /** `app.example.com` (IPv6 in brackets, as URL gives it) */
  readonly hostname: string;
  /** `app.example.com:8443`: hostname and port */
  readonly host: string;
}

/** What the server knows about where the API is. */
export interface ApiBaseSettings {
  /** API_BASE_URL: an explicit address (product 7's override), without a trailing slash. */
  readonly apiBaseUrl?: string;
  /**
   * This server serves the app's pages next to /api (SERVE_APP, the default): the API is on the
   * page's own origin, which is also all the page's CSP lets it call (`connect-src 'self'`).
   */
  readonly servesApp: boolean;
}

const isLocalHost = (hostname: string): boolean => hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * Product 7's host rule: the page's own origin on localhost or an IP address; otherwise `api.` plus the
 * registrable parent domain of the page's host. The registrable domain honours the PRIVATE section of
 * the Public Suffix List, so a page on `myapp.vercel.app` or `ada.github.io` (suffixes owned by a
 * hosting company, under which every customer has its own site) gets `api.myapp.vercel.app`, never
 * another customer's `api.vercel.app`. A host with no registrable domain (a bare suffix, a
 * single-label intranet name) keeps its own origin.
 */
export function spec7ApiBase(page: PageAddress): string {
  const origin = `${page.protocol}//${page.host}`;
  const hostname = page.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isLocalHost(hostname)) return origin;
  const { isIp, domain } = parse(hostname, { allowPrivateDomains: true });
  if (isIp === true || !domain) return origin;
  return `${page.protocol}//api.${domain}`;
}

/**
 * The `apiBaseUrl` of /config.json for a page on `pageOrigin`:
 * 1. API_BASE_URL when set (product 7's explicit override; the CSP allows its origin);
 * 2. otherwise, when this server serves the app, the page's own origin: the API is right here, and
 *    `connect-src 'self'` allows exactly that, so the configuration and the CSP agree;
 * 3. otherwise (an API-only server answering /config.json for an app hosted elsewhere), product 7's
 *    host rule above.
 */
export function apiBaseUrlFor(settings: ApiBaseSettings, pageOrigin: string): string {
  if (settings.apiBaseUrl) return settings.apiBaseUrl;
  const page = new URL(pageOrigin);
  if (settings.servesApp) return page.origin;
  return spec7ApiBase(page);
}
