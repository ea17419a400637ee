import { endpoints, errorBodySchema, routePath, SERVER_ERROR_MESSAGE } from '@ledgerlight/contract';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';

import { requireUser } from '../http/auth';
import { badRequest, forbidden, HttpError, notFound, reasonPhrase, responseSchemas } from '../http/errors';
import { addressRateLimitFor, rateLimitFor } from '../http/rateLimit';
import { FASTIFY_METHODS } from '../http/types';
import type { RouteDeps, ZodApp } from '../http/types';
import { PaymentService } from '../payments/paymentService';
import type { WebhookOutcome } from '../payments/paymentService';
import { PaymentProviderError, WebhookVerificationError } from '../providers/payments/paymentProvider';
import { hasCheckoutPages } from '../providers/payments/checkoutPages';

/**
 * Payments (product 7, ADR 0011): POST /api/credits/purchase, GET /api/payments/status, the provider's
 * webhook, and with PAYMENT_PROVIDER=local the hosted test checkout page. Registered only when the
 * server is given a payment setup (RouteDeps.payments).
 */

/** Where Stripe (and the local checkout) deliver events: public, verified by signature instead. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

const webhookResponseSchema = z.object({ received: z.literal(true) });

/** Refused webhooks write one warning per this window (with their count); the others are debug lines. */
const WEBHOOK_REFUSAL_LOG_WINDOW_MS = 60_000;

/**
 * Logs refused webhook deliveries without a line per request (a flood of forged deliveries must not
 * flood the log): the first refusal of a window is a warning carrying how many were refused since the
 * previous warning, this one included; the rest of the window logs at debug level.
 */
export function createRefusalLog(windowMs: number = WEBHOOK_REFUSAL_LOG_WINDOW_MS, now: () => number = Date.now) {
  let warnedAt = Number.NEGATIVE_INFINITY;
  let refused = 0;
  return (log: Pick<FastifyBaseLogger, 'warn' | 'debug'>, reason: string): void => {
    refused += 1;
    const time = now();
    if (time - warnedAt < windowMs) {
      log.debug({ reason }, 'webhook refused');
      return;
    }
    log.warn({ reason, refused }, 'webhook refused');
    warnedAt = time;
    refused = 0;
  };
}

/** The message of a purchase the provider could not start (details go to the log only). */
const PROVIDER_FAILED_MESSAGE = 'The payment provider could not start the checkout. Please try again.';

export function registerPaymentRoutes(app: ZodApp, deps: RouteDeps): void {
  const setup = deps.payments;
  if (setup === undefined) return;
  const { config } = deps;
  const service = new PaymentService({
    db: deps.db,
    provider: setup.provider(deps.db),
    redirectOrigins: setup.redirectOrigins,
  });

  app.route({
    method: FASTIFY_METHODS[endpoints.creditPurchase.method],
    url: routePath(endpoints.creditPurchase),
    config: { rateLimit: rateLimitFor(config, 'purchase') },
    schema: {
      body: endpoints.creditPurchase.body,
      response: { ...responseSchemas(endpoints.creditPurchase), 502: errorBodySchema },
    },
    handler: async (request) => {
      const user = requireUser(request);
      let outcome;
      try {
        outcome = await service.startPurchase(user.id, request.body);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        if (error.status === 400) throw badRequest('Invalid purchase', error.message);
        request.log.error({ err: error }, 'checkout session not created');
        throw new HttpError(error.status, {
          error: reasonPhrase(error.status),
          message: error.status === 502 ? PROVIDER_FAILED_MESSAGE : SERVER_ERROR_MESSAGE,
        });
      }
      if (outcome.kind === 'redirect-not-allowed') {
        throw badRequest(
          'Redirect URL not allowed',
          `body.${outcome.field}: must be on the app's own origin or an allowed origin`,
        );
      }
      request.log.info(
        { sessionId: outcome.sessionId, packageId: request.body.priceId, provider: service.provider.kind },
        'checkout session created',
      );
      return { checkoutUrl: outcome.checkoutUrl };
    },
  });

  app.route({
    method: FASTIFY_METHODS[endpoints.paymentStatus.method],
    url: routePath(endpoints.paymentStatus),
    schema: { querystring: endpoints.paymentStatus.query, response: responseSchemas(endpoints.paymentStatus) },
    handler: async (request) => {
      const user = requireUser(request);
      const outcome = await service.status(user.id, request.query.session_id, request.log);
      switch (outcome.kind) {
        case 'found':
          return outcome.status;
        case 'not-found':
          throw notFound('query.session_id: no payment session with this id');
        case 'foreign':
          throw forbidden('query.session_id: this payment session is not yours');
      }
    },
  });

  void app.register(async (scope: FastifyInstance) =>
    registerWebhookRoute(scope, service, addressRateLimitFor(config, 'webhook')),
  );
  const { provider } = service;
  if (hasCheckoutPages(provider)) {
    const rateLimit = addressRateLimitFor(config, 'checkout');
    void app.register(async (scope: FastifyInstance) =>
      provider.registerCheckoutPages(scope, {
        rateLimit,
        deliver: async (rawBody, signatureHeader, log) =>
          logWebhookOutcome(log, await service.receiveWebhook(rawBody, signatureHeader, log)),
      }),
    );
  }
}

/** Logs what a webhook delivery did. */
function logWebhookOutcome(log: FastifyBaseLogger, outcome: WebhookOutcome): void {
  switch (outcome.kind) {
    case 'granted':
      log.info({ sessionId: outcome.sessionId, credits: outcome.credits }, 'credits granted by webhook');
      return;
    case 'mismatch':
      log.error({ sessionId: outcome.sessionId }, 'webhook session does not match its record: not granted');
      return;
    case 'unknown-session':
      log.warn({ sessionId: outcome.sessionId }, 'webhook for a checkout session this server did not start');
      return;
    default:
      log.info({ outcome: outcome.kind }, 'webhook handled');
  }
}

/**
 * POST /api/payments/webhook, public (no bearer token): the signature is the authentication. In its
 * own encapsulated scope, JSON bodies are kept as the exact bytes received, which is what the
 * signature covers; a bad or missing signature is 400 and nothing is written.
 */
function registerWebhookRoute(scope: FastifyInstance, service: PaymentService, rateLimit: RateLimitOptions): void {
  const logRefusal = createRefusalLog();
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  scope.post(
    PAYMENT_WEBHOOK_PATH,
    {
      config: { public: true, rateLimit },
      schema: {
        response: {
          200: webhookResponseSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const rawBody = request.body;
      if (!Buffer.isBuffer(rawBody)) throw badRequest('Invalid webhook', 'The webhook body is missing');
      const signature = request.headers['stripe-signature'];
      let outcome: WebhookOutcome;
      try {
        outcome = await service.receiveWebhook(
          rawBody,
          typeof signature === 'string' ? signature : undefined,
          request.log,
        );
      } catch (error) {
        if (!(error instanceof WebhookVerificationError)) throw error;
        logRefusal(request.log, error.message);
        throw badRequest('Invalid webhook', error.message);
      }
      logWebhookOutcome(request.log, outcome);
      return { received: true as const };
    },
  );
}
