import { describe, expect, it } from 'vitest';

import { apiBaseUrlFor, spec7ApiBase } from './apiBaseAddress';

const at = (url: string) => new URL(url);

describe("product 7's host rule, on the server", () => {
  it('uses the page host, port included, on localhost', () => {
    expect(spec7ApiBase(at('http://localhost:8080/dashboard'))).toBe('http://localhost:8080');
    expect(spec7ApiBase(at('http://app.localhost:5173'))).toBe('http://app.localhost:5173');
  });

  it('uses the page host on an IPv4 or IPv6 address', () => {
    expect(spec7ApiBase(at('http://192.168.1.20:5173'))).toBe('http://192.168.1.20:5173');
    expect(spec7ApiBase(at('http://[::1]:8080'))).toBe('http://[::1]:8080');
  });

  it("uses 'api.' plus the registrable parent domain elsewhere", () => {
    expect(spec7ApiBase(at('https://app.example.com'))).toBe('https://api.example.com');
    expect(spec7ApiBase(at('https://example.com'))).toBe('https://api.example.com');
    expect(spec7ApiBase(at('https://app.example.com:8443'))).toBe('https://api.example.com');
  });

  it('respects a multi-part public suffix', () => {
    expect(spec7ApiBase(at('https://app.example.co.uk'))).toBe('https://api.example.co.uk');
    expect(spec7ApiBase(at('https://deep.app.example.com.au'))).toBe('https://api.example.com.au');
  });

  it("honours private suffixes: a hosted app never calls another customer's api.<suffix>", () => {
    expect(spec7ApiBase(at('https://myapp.vercel.app'))).toBe('https://api.myapp.vercel.app');
    expect(spec7ApiBase(at('https://ada.github.io'))).toBe('https://api.ada.github.io');
    expect(spec7ApiBase(at('https://preview.myapp.pages.dev'))).toBe('https://api.myapp.pages.dev');
  });

  it('keeps the page origin for a host without a registrable domain', () => {
    expect(spec7ApiBase(at('http://intranet:8080'))).toBe('http://intranet:8080');
    expect(spec7ApiBase(at('https://vercel.app'))).toBe('https://vercel.app');
  });
});

describe('the apiBaseUrl of /config.json', () => {
  it('prefers API_BASE_URL', () => {
    expect(apiBaseUrlFor({ apiBaseUrl: 'https://edge.example.net', servesApp: true }, 'https://app.example.com')).toBe(
      'https://edge.example.net',
    );
    expect(apiBaseUrlFor({ apiBaseUrl: 'https://edge.example.net', servesApp: false }, 'https://app.example.com')).toBe(
      'https://edge.example.net',
    );
  });

  it('is the page origin when the server serves the app (the CSP allows only that)', () => {
    expect(apiBaseUrlFor({ servesApp: true }, 'https://app.example.com')).toBe('https://app.example.com');
    expect(apiBaseUrlFor({ servesApp: true }, 'http://localhost:8080')).toBe('http://localhost:8080');
  });

  it("is product 7's host rule on an API-only server", () => {
    expect(apiBaseUrlFor({ servesApp: false }, 'https://app.example.com')).toBe('https://api.example.com');
    expect(apiBaseUrlFor({ servesApp: false }, 'https://myapp.vercel.app')).toBe('https://api.myapp.vercel.app');
    expect(apiBaseUrlFor({ servesApp: false }, 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });
});
