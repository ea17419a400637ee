import { IncomingMessage, ServerResponse } from 'node:http';
import type { OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';

import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * Helmet's security headers, computed once (ADR 0015, hot path). `@fastify/helmet` builds every helmet
 * middleware again for each request (the CSP's directives parsed anew, about 4 % of the API process's
 * CPU on the task poll) and adds an async hook; our options are static (no nonces, no per-route
 * settings), so the headers are the same for every answer. They are read here from helmet itself,
 * run once against a throwaway response, so they stay exactly what helmet sends.
 */
export function securityHeadersOf(options: Readonly<HelmetOptions>): Readonly<OutgoingHttpHeaders> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error) => {
    if (error !== undefined) throw error;
  });
  return Object.freeze(response.getHeaders());
}

/**
 * Powerful browser features the app never uses, switched off for it and for anything it frames
 * (helmet sends no Permissions-Policy). Plaid Link and the checkout use none of them.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The onRequest hook that sets those headers, and the Permissions-Policy, on every reply (a page may
 * still set its own CSP).
 */
export function securityHeadersHook(options: Readonly<HelmetOptions>) {
  const headers = Object.freeze({ ...securityHeadersOf(options), 'permissions-policy': PERMISSIONS_POLICY });
  return function securityHeaders(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    reply.headers(headers);
    done();
  };
}
