import { endpoints, errorBodySchema, routePath, SERVER_ERROR_MESSAGE } from '@ledgerlight/contract';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import { requireUser } from '../http/auth';
import { badRequest, forbidden, HttpError, notFound, reasonPhrase, responseSchemas } from '../http/errors';
import { addressRateLimitFor, rateLimitFor } from '../http/rateLimit';
import { FASTIFY_METHODS } from '../http/types';
import type { RouteDeps, ZodApp } from '../http/types';
import { PaymentService } from '../payments/paymentService';
import type { WebhookOutcome } from '../payments/paymentService';
import {
  checkoutPageHeaders,
  parseCheckoutForm,
  renderCheckoutNotFoundPage,
  renderCheckoutPage,
} from '../providers/payments/checkoutPage';
import type { CheckoutPageView } from '../providers/payments/checkoutPage';
import { LocalCheckout } from '../providers/payments/localCheckout';
import type { LocalCheckoutSession } from '../providers/payments/localCheckout';
import {
  PaymentProviderError,
  PaymentSessionNotFoundError,
  WebhookVerificationError,
} from '../providers/payments/paymentProvider';

/**
 * Payments (product 7, ADR 0011): POST /api/credits/purchase, GET /api/payments/status, the provider's
 * webhook, and with PAYMENT_PROVIDER=local the hosted test checkout page. Registered only when the
 * server is given a payment setup (RouteDeps.payments).
 */

/** Where Stripe (and the local checkout) deliver events: public, verified by signature instead. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

/** The local checkout page of a session (LocalCheckout.checkoutUrlOf). */
export const CHECKOUT_PAGE_PATH = '/checkout/:sessionId';

/** The checkout form is four short fields; anything larger is not a real submission. */
export const CHECKOUT_FORM_BODY_LIMIT = 4096;

const webhookResponseSchema = z.object({ received: z.literal(true) });

/** Refused webhooks write one warning per this window (with their count); the others are debug lines. */
export const WEBHOOK_REFUSAL_LOG_WINDOW_MS = 60_000;

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
  if (provider instanceof LocalCheckout) {
    void app.register(async (scope: FastifyInstance) =>
      registerCheckoutPageRoutes(scope, service, provider, addressRateLimitFor(config, 'checkout')),
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

/** The origins the checkout form's answer may redirect to (for the page's CSP form-action). */
function redirectOriginsOf(session: LocalCheckoutSession): string[] {
  return [session.successUrl, session.cancelUrl].flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
}

function sendPage(reply: FastifyReply, status: number, session: LocalCheckoutSession, view?: CheckoutPageView) {
  return reply
    .code(status)
    .headers(checkoutPageHeaders(redirectOriginsOf(session)))
    .send(renderCheckoutPage(session, view));
}

/**
 * The local test checkout (PAYMENT_PROVIDER=local): GET shows the page of a session, POST takes its
 * form (application/x-www-form-urlencoded, works without JavaScript). Paying with a test card
 * completes the session, hands the signed Stripe-format event to the same webhook handling Stripe's
 * deliveries get, and redirects (303) to successUrl; a declined or invalid card shows the page again
 * with the message; Cancel redirects to cancelUrl. Outside /api: no bearer token, like Stripe's page.
 */
function registerCheckoutPageRoutes(
  scope: FastifyInstance,
  service: PaymentService,
  checkout: LocalCheckout,
  rateLimit: RateLimitOptions,
): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: CHECKOUT_FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const load = async (sessionId: string): Promise<LocalCheckoutSession | undefined> => {
    try {
      return await checkout.loadSession(sessionId);
    } catch (error) {
      if (error instanceof PaymentSessionNotFoundError) return undefined;
      throw error;
    }
  };
  const notFoundPage = (reply: FastifyReply) =>
    reply.code(404).headers(checkoutPageHeaders()).send(renderCheckoutNotFoundPage());

  scope.get<{ Params: { sessionId: string } }>(
    CHECKOUT_PAGE_PATH,
    { config: { rateLimit } },
    async (request, reply) => {
      const session = await load(request.params.sessionId);
      if (session === undefined) return notFoundPage(reply);
      return sendPage(reply, session.paid || session.status === 'open' ? 200 : 410, session);
    },
  );

  scope.post<{ Params: { sessionId: string } }>(
    CHECKOUT_PAGE_PATH,
    { config: { rateLimit } },
    async (request, reply) => {
      const session = await load(request.params.sessionId);
      if (session === undefined) return notFoundPage(reply);
      const form = parseCheckoutForm(request.body);
      if (form.action === 'cancel') return reply.redirect(checkout.cancelLocalCheckout(session).redirectUrl, 303);

      const result = await checkout.completeLocalCheckout({ session, card: form.card });
      const typed = { number: form.card.number, expiry: form.card.expiry, name: form.card.name };
      switch (result.outcome) {
        case 'paid': {
          try {
            const outcome = await service.receiveWebhook(
              result.delivery.rawBody,
              result.delivery.signatureHeader,
              request.log,
            );
            logWebhookOutcome(request.log, outcome);
          } catch (error) {
            // The session is paid and stored: the status call grants the credits if this failed.
            request.log.error({ err: error, sessionId: session.id }, 'local checkout event not handled');
          }
          return reply.redirect(result.redirectUrl, 303);
        }
        case 'already_paid':
          return reply.redirect(result.redirectUrl, 303);
        case 'declined':
          request.log.info({ sessionId: session.id }, 'local checkout card declined');
          return sendPage(reply, 402, result.session, { error: result.message, values: typed });
        case 'invalid':
          return sendPage(reply, 422, result.session, {
            error: result.message,
            fieldErrors: result.fieldErrors,
            values: typed,
          });
        case 'expired':
          return sendPage(reply, 410, result.session);
      }
    },
  );
}
