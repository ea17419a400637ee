import { parse } from 'tldts';

export interface PageLocation {
  protocol: string;
  hostname: string;
  host: string;
}

/**
 * Spec 7, base address: an explicit override if present; otherwise the page's own host on
 * localhost or an IP; otherwise 'api.' plus the registrable parent domain of the current host,
 * found with the Public Suffix List so app.example.co.uk gives api.example.co.uk (ADR 0006).
 */
export function resolveApiBase(location: PageLocation, override?: string | null): string {
  const explicit = override?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');

  const { protocol, hostname, host } = location;
  const info = parse(hostname);
  const isLocal = hostname === 'localhost' || hostname.endsWith('.localhost') || info.isIp === true;
  if (isLocal || !info.domain) return `${protocol}//${host}`;
  return `${protocol}//api.${info.domain}`;
}
