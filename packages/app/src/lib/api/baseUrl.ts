export interface PageLocation {
  protocol: string;
  host: string;
}

/**
 * Where the app sends its API calls (product 7, base address). The host rule ('api.' plus the
 * registrable parent domain, which needs the Public Suffix List) runs on the server, which puts its
 * answer in /config.json as `apiBaseUrl` (packages/server/src/web/apiBaseAddress.ts, ADR 0006), so
 * the list never ships to the browser. Here: an explicit address if there is one (the run-time
 * config's, else the build's VITE_API_BASE_URL), otherwise the page's own origin, where /config.json
 * itself is read and where the demo's MSW answers.
 */
export function resolveApiBase(location: PageLocation, ...explicit: Array<string | null | undefined>): string {
  for (const candidate of explicit) {
    const address = candidate?.trim();
    if (address) return address.replace(/\/+$/, '');
  }
  return `${location.protocol}//${location.host}`;
}
