import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { securityHeadersHook, securityHeadersOf } from './securityHeaders';

describe('security headers computed once (ADR 0015, hot path)', () => {
  it("are helmet's defaults with the options applied", () => {
    expect(securityHeadersOf({ xFrameOptions: { action: 'deny' } })).toEqual({
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('are on every answer, errors and unknown routes included, and a route may replace one', async () => {
    const app = Fastify();
    app.addHook(
      'onRequest',
      securityHeadersHook({ contentSecurityPolicy: { directives: { defaultSrc: ["'none'"] } } }),
    );
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw new Error('broken');
    });
    app.get('/page', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'self'").send('page'),
    );
    const answers = await Promise.all(['/ok', '/fails', '/missing', '/page'].map((url) => app.inject({ url })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 500, 404, 200]);
    for (const answer of answers) {
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    const policy =
      "default-src 'none';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests";
    expect(answers.slice(0, 3).map((answer) => answer.headers['content-security-policy'])).toEqual([
      policy,
      policy,
      policy,
    ]);
    expect(answers[3]?.headers['content-security-policy']).toBe("default-src 'self'");
    await app.close();
  });
});
