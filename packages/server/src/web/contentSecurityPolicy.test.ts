import { describe, expect, it } from 'vitest';

import {
  contentSecurityPolicy,
  contentSecurityPolicyDirectives,
  PLAID_CDN,
  PLAID_LINK_SCRIPT,
} from './contentSecurityPolicy';

describe('the app CSP', () => {
  it('local mode: everything from the app origin, no frames, no inline script, no upgrade of plain HTTP', () => {
    const directives = contentSecurityPolicyDirectives({ identity: { mode: 'local' } });
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['style-src']).toEqual(["'self'"]);
    // The user pool is proxied on the app origin (ADR 0011): nothing else to connect to.
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives).not.toHaveProperty('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ identity: { mode: 'local' } })).not.toContain('plaid');
  });

  it('Cognito and Plaid mode: the user pool, the hosted UI and Plaid Link are allowed, and nothing more', () => {
    const directives = contentSecurityPolicyDirectives({
      identity: { mode: 'cognito', region: 'eu-west-1', domain: 'auth.example.com' },
      plaidEnvironment: 'production',
      apiBaseUrl: 'https://api.example.com/v1',
    });
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://cognito-idp.eu-west-1.amazonaws.com',
      'https://auth.example.com',
      'https://production.plaid.com',
      'https://api.example.com',
    ]);
    expect(directives['script-src']).toEqual(["'self'", PLAID_LINK_SCRIPT]);
    expect(directives['frame-src']).toEqual([PLAID_CDN]);
    expect(directives['upgrade-insecure-requests']).toEqual([]);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
  });

  it('Plaid sandbox connects to the sandbox API only', () => {
    const header = contentSecurityPolicy({ identity: { mode: 'local' }, plaidEnvironment: 'sandbox' });
    expect(header).toContain("connect-src 'self' https://sandbox.plaid.com;");
    expect(header).not.toContain('production.plaid.com');
    expect(header).toContain(`script-src 'self' ${PLAID_LINK_SCRIPT};`);
  });
});
