import type { CheckoutPageDeps } from '@ledgerlight/server/providers/payments/checkoutPages';
import { PaymentSessionNotFoundError } from '@ledgerlight/server/providers/payments/paymentProvider';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { checkoutPageHeaders, parseCheckoutForm, renderCheckoutNotFoundPage, renderCheckoutPage } from './checkoutPage';
import type { CheckoutPageView } from './checkoutPage';
import type { LocalCheckout, LocalCheckoutSession } from './localCheckout';

/** The local checkout page of a session (LocalCheckout.checkoutUrlOf). */
const CHECKOUT_PAGE_PATH = '/checkout/:sessionId';

/** The checkout form is four short fields; anything larger is not a real submission. */
export const CHECKOUT_FORM_BODY_LIMIT = 4096;

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
export function registerCheckoutPageRoutes(
  scope: FastifyInstance,
  checkout: LocalCheckout,
  { rateLimit, deliver }: CheckoutPageDeps,
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
            await deliver(result.delivery.rawBody, result.delivery.signatureHeader, request.log);
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
