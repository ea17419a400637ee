import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { ServerConfig } from '../config';
import { reasonPhrase } from '../http/errors';
import { addressRateLimitFor } from '../http/rateLimit';
import type { UserPoolThrottleOptions } from '../providers/identity/localUserPool';
import { registerWebApp } from '../web/webApp';
import type { WebApp, WebAppOptions } from '../web/webApp';
import { COUNTERS_PLUGIN } from './counters';
import { ROUTES_PLUGIN } from './routes';

/**
 * The browser app on the API's origin when it is served (web/webApp.ts: /config.json, the SPA, and in
 * local mode the user pool's proxy and mailbox), and the answer to a request no route matched: the
 * SPA's index.html for an app route, else a 404 with the usual body.
 */

export interface WebPluginOptions {
  readonly config: ServerConfig;
  readonly web?: WebAppOptions | undefined;
  /** The local user pool's throttle settings; the local stack's defaults when absent. */
  readonly userPoolThrottle?: UserPoolThrottleOptions | undefined;
}

const WEB_PLUGIN = 'ledgerlight-web';

export const webPlugin = fp<WebPluginOptions>(
  async (fastify, { config, web: options, userPoolThrottle }) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    let web: WebApp | undefined;
    app.setNotFoundHandler(
      (request, reply) =>
        web?.fallback(request, reply) ??
        reply.code(404).send({ error: reasonPhrase(404), message: `No route for ${request.method} ${request.url}` }),
    );
    if (options) {
      web = await registerWebApp(app, options, {
        counters: app.counters,
        ...(userPoolThrottle === undefined ? {} : { throttle: userPoolThrottle }),
        rateLimit: addressRateLimitFor(config, 'localCognito'),
      });
    }
  },
  { name: WEB_PLUGIN, fastify: '5.x', dependencies: [COUNTERS_PLUGIN, ROUTES_PLUGIN] },
);
