import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import type { ServerConfig } from '../config';
import { createHostCheck, isApiOrLocalRequest, servedHostnames } from '../http/hosts';
import { securityHeadersHook } from '../http/securityHeaders';
import { webAppCspDirectives } from '../web/webApp';
import type { WebAppOptions } from '../web/webApp';

/**
 * What every answer gets before any route: zod validation and serialisation, JSON-only bodies,
 * helmet's security headers (with the app's CSP when the app is served), CORS for the configured
 * origins, `no-store` on the API, and the host check (ADR 0015).
 */

/** The API's answers are per user and change with every action: never stored by a browser or a proxy. */
export const API_CACHE_CONTROL = 'no-store';

export interface HttpPluginOptions {
  readonly config: ServerConfig;
  readonly web?: WebAppOptions | undefined;
  /** The payments' redirect origins (APP_ORIGIN and CORS_ORIGINS), which the host check serves too. */
  readonly redirectOrigins: readonly string[];
}

export const HTTP_PLUGIN = 'ledgerlight-http';

export const httpPlugin = fp<HttpPluginOptions>(
  async (app, { config, web, redirectOrigins }) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    // JSON only: without a parser for it, any other content type is 415.
    app.removeAllContentTypeParsers();
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      // Product 7: the client sends `Content-Type: application/json` on every call, bodyless DELETEs too.
      if (request.method === 'DELETE' && body === '') return done(null, undefined);
      return parseJson(request, body.toString(), done);
    });

    // Helmet's headers on every answer, computed once (http/securityHeaders.ts).
    app.addHook(
      'onRequest',
      securityHeadersHook({
        // The same word as the CSP's frame-ancestors 'none', for browsers that only read this header.
        xFrameOptions: { action: 'deny' },
        ...(web ? { contentSecurityPolicy: { useDefaults: false, directives: webAppCspDirectives(web) } } : {}),
      }),
    );
    if (config.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: [...config.corsOrigins],
        credentials: true,
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
      });
    }
    app.addHook('onSend', async (request, reply, payload) => {
      if (isApiOrLocalRequest(request)) reply.header('cache-control', API_CACHE_CONTROL);
      return payload;
    });
    // The app's configured origins: CORS_ORIGINS, APP_ORIGIN (the payments' redirect origins), API_BASE_URL.
    const origins = [...config.corsOrigins, ...redirectOrigins];
    if (web?.apiBaseUrl !== undefined) origins.push(web.apiBaseUrl);
    if (web?.identity.mode === 'local') {
      // Local mode: /api, /local and /config.json answer only the hosts `npm start` serves (DNS
      // rebinding, http/hosts.ts).
      app.addHook('onRequest', createHostCheck(servedHostnames({ listenHost: config.host, origins })));
    } else if (web !== undefined && origins.length > 0) {
      // Cognito mode with configured origins: /config.json names the API only for those hosts (and loopback).
      app.addHook('onRequest', createHostCheck(servedHostnames({ listenHost: config.host, origins }), 'config'));
    }
  },
  { name: HTTP_PLUGIN, fastify: '5.x' },
);
