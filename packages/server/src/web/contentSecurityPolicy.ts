/**
 * The Content-Security-Policy of the single-page app (ADR 0011). Scripts, styles and fonts come
 * from the app's own origin only (the Vite build inlines nothing). What the browser may call:
 * - local identity: nothing more, since the user pool is reached through the same origin;
 * - Cognito identity: the user pool API of the region and the hosted-UI domain (token exchange);
 * - Plaid: Link's script and frame from cdn.plaid.com and the API of its environment;
 * - an API on another origin when API_BASE_URL says so.
 */

export type CspDirectives = Record<string, string[]>;

export interface CspOptions {
  readonly identity:
    { readonly mode: 'local' } | { readonly mode: 'cognito'; readonly region: string; readonly domain: string };
  /** Plaid's environment when the bank provider is Plaid; Link then loads from Plaid's CDN. */
  readonly plaidEnvironment?: 'sandbox' | 'production';
  /** The API's address when it is not the app's own origin. */
  readonly apiBaseUrl?: string;
}

/** Plaid Link's loader; react-plaid-link injects exactly this script. */
export const PLAID_LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
export const PLAID_CDN = 'https://cdn.plaid.com';

const plaidApi = (environment: 'sandbox' | 'production') => `https://${environment}.plaid.com`;

function cognitoOrigins(region: string, domain: string): string[] {
  const host = domain.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
  return [`https://cognito-idp.${region}.amazonaws.com`, `https://${host}`];
}

/** The directives, in helmet's shape (directive name -> sources). */
export function contentSecurityPolicyDirectives(options: CspOptions): CspDirectives {
  const plaid = options.plaidEnvironment;
  const connect = ["'self'"];
  if (options.identity.mode === 'cognito') {
    connect.push(...cognitoOrigins(options.identity.region, options.identity.domain));
  }
  if (plaid) connect.push(plaidApi(plaid));
  if (options.apiBaseUrl) connect.push(new URL(options.apiBaseUrl).origin);

  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': plaid ? ["'self'", PLAID_LINK_SCRIPT] : ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...new Set(connect)],
    'frame-src': plaid ? [PLAID_CDN] : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // A deployed app is served over HTTPS; locally it is plain HTTP on loopback or a LAN address,
  // where upgrading requests would break it.
  if (options.identity.mode === 'cognito') directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The header value of those directives. */
export function contentSecurityPolicy(options: CspOptions): string {
  return Object.entries(contentSecurityPolicyDirectives(options))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
