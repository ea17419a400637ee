import { describe, expect, it } from 'vitest';
import { resolveApiBase } from './baseUrl';

const at = (url: string) => {
  const { protocol, host } = new URL(url);
  return { protocol, host };
};

/**
 * Product 7's host rule itself runs on the server (packages/server/src/web/apiBaseAddress.test.ts);
 * the browser takes the address it is given, or its own origin.
 */
describe('resolveApiBase (product 7 base address, browser side)', () => {
  it("takes the run-time config's address, without a trailing slash", () => {
    expect(resolveApiBase(at('https://app.example.com'), 'https://api.example.com/')).toBe('https://api.example.com');
  });

  it('prefers the first explicit address: the run-time config over the build-time one', () => {
    expect(resolveApiBase(at('https://app.example.com'), 'https://api.example.com', 'https://edge.example.net')).toBe(
      'https://api.example.com',
    );
    expect(resolveApiBase(at('https://app.example.com'), undefined, 'https://edge.example.net/')).toBe(
      'https://edge.example.net',
    );
  });

  it('ignores blank addresses', () => {
    expect(resolveApiBase(at('https://app.example.com'), '  ', '')).toBe('https://app.example.com');
  });

  it('uses the page origin, port included, without an address (before /config.json, and in demo mode)', () => {
    expect(resolveApiBase(at('http://localhost:8080/dashboard'))).toBe('http://localhost:8080');
    expect(resolveApiBase(at('http://192.168.1.20:5173'), null)).toBe('http://192.168.1.20:5173');
    expect(resolveApiBase(at('http://[::1]:8080'))).toBe('http://[::1]:8080');
    // Never a guessed api.<domain>: that is the server's call, made with the Public Suffix List.
    expect(resolveApiBase(at('https://myapp.vercel.app'))).toBe('https://myapp.vercel.app');
  });
});
