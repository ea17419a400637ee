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

/** Whether `target` is an absolute http(s) URL on one of `origins`, without credentials in it. */
export function isAllowedRedirect(target: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  return origins.includes(url.origin);
}
