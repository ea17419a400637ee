import { describe, expect, it } from 'vitest';
import { resolveApiBase } from './baseUrl';

const at = (url: string) => {
  const { protocol, hostname, host } = new URL(url);
  return { protocol, hostname, host };
};

describe('resolveApiBase (spec 7 base address)', () => {
  it('prefers an explicit override, without a trailing slash', () => {
    expect(resolveApiBase(at('https://app.example.com'), 'https://edge.example.net/')).toBe('https://edge.example.net');
  });

  it('ignores a blank override', () => {
    expect(resolveApiBase(at('https://app.example.com'), '  ')).toBe('https://api.example.com');
  });

  it('uses the page host, port included, on localhost', () => {
    expect(resolveApiBase(at('http://localhost:8080/dashboard'))).toBe('http://localhost:8080');
  });

  it('uses the page host on an IPv4 address', () => {
    expect(resolveApiBase(at('http://192.168.1.20:5173'))).toBe('http://192.168.1.20:5173');
  });

  it('uses the page host on an IPv6 address', () => {
    expect(resolveApiBase(at('http://[::1]:8080'))).toBe('http://[::1]:8080');
  });

  it("uses 'api.' plus the registrable parent domain in production", () => {
    expect(resolveApiBase(at('https://app.example.com'))).toBe('https://api.example.com');
    expect(resolveApiBase(at('https://example.com'))).toBe('https://api.example.com');
  });

  it('respects a multi-part public suffix', () => {
    expect(resolveApiBase(at('https://app.example.co.uk'))).toBe('https://api.example.co.uk');
    expect(resolveApiBase(at('https://deep.app.example.com.au'))).toBe('https://api.example.com.au');
  });
});
