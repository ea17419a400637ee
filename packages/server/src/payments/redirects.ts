import { CHECKOUT_SESSION_PLACEHOLDER } from '@ledgerlight/contract';

/**
 * Where a checkout may send the browser back to. successUrl and cancelUrl come from the client, and
 * the payment page redirects to them after paying or cancelling: accepting any URL would make the
 * checkout an open redirect (a phishing link that starts on our own payment page). So both must be
 * on an allowed origin: the app's own (APP_ORIGIN) or one of CORS_ORIGINS.
 */

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

function isLoopback(hostname: string): boolean {
  return (LOOPBACK_HOSTS as readonly string[]).includes(hostname);
}

/**
 * The origins a checkout may redirect to: the app's origin and the CORS allow-list. A loopback
 * origin (localhost, 127.0.0.1, [::1]) also admits its other loopback spellings on the same scheme
 * and port, since a local browser may open the app under any of them.
 */
export function redirectOriginsFor(appOrigin: string, corsOrigins: readonly string[] = []): string[] {
  const origins = new Set([appOrigin, ...corsOrigins].map((origin) => new URL(origin).origin));
  for (const origin of [...origins]) {
    const url = new URL(origin);
    if (!isLoopback(url.hostname)) continue;
    for (const host of LOOPBACK_HOSTS) {
      url.hostname = host;
      origins.add(url.origin);
    }
  }
  return [...origins];
}

/** The placeholder as the URL parser writes it in a path (where it percent-encodes braces). */
const ENCODED_PLACEHOLDER = encodeURI(CHECKOUT_SESSION_PLACEHOLDER);

/**
 * The URL a checkout may redirect to, as the URL parser reads `target`: absolute http(s), on one of
 * `origins`, without credentials. Undefined when it is not allowed.
 *
 * What is checked is the parsed URL, and that is what must be stored and used: the raw text can read
 * differently elsewhere (`http://localhost:8090\@evil.com/` is localhost here, as in browsers, but
 * evil.com to parsers that take the backslash for part of a user name). The serialised form keeps the
 * literal {CHECKOUT_SESSION_ID} placeholder that Stripe and the local checkout replace, also where
 * the parser percent-encoded its braces (in a path).
 */
export function allowedRedirect(target: string, origins: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  if (!origins.includes(url.origin)) return undefined;
  const normalised = url.href.split(ENCODED_PLACEHOLDER).join(CHECKOUT_SESSION_PLACEHOLDER);
  // The placeholder holds no delimiter, so putting it back cannot move the origin; checked all the same.
  return new URL(normalised).origin === url.origin ? normalised : undefined;
}

/** Whether `target` is an absolute http(s) URL on one of `origins`, without credentials in it. */
export function isAllowedRedirect(target: string, origins: readonly string[]): boolean {
  return allowedRedirect(target, origins) !== undefined;
}
