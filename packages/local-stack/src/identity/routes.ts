import type { LocalIdentityRoutes } from '@ledgerlight/server/providers/identity/localUserPool';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { registerCognitoProxy } from './cognitoProxy';
import { MAILBOX_PATH, mailboxPageHeaders, readMailbox, renderMailboxPage } from './mailbox';
import { createUserPoolThrottle } from './userPoolThrottle';

const mailboxQuery = z.object({ email: z.string().max(320).optional() });

/**
 * The local user pool on the app's origin (ADR 0013): the proxy the browser's Amplify calls, with the
 * throttle and rate limit it counts with, and the mailbox page that shows the codes the pool "sent".
 */
export const registerLocalIdentityRoutes: LocalIdentityRoutes = async (app, options) => {
  await registerCognitoProxy(app, {
    upstream: options.upstream,
    throttle: createUserPoolThrottle(options.counters, options.throttle),
    rateLimit: options.rateLimit,
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(MAILBOX_PATH, { schema: { querystring: mailboxQuery } }, async (request, reply) => {
      const messages = await readMailbox(options.poolFile);
      const html = renderMailboxPage(messages, {
        appUrl: '/',
        ...(request.query.email ? { email: request.query.email } : {}),
      });
      return reply.code(200).headers(mailboxPageHeaders()).send(html);
    });
};
