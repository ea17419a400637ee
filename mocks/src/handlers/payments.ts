import { paymentStatusQuerySchema } from '@ledgerlight/contract';
import type { PaymentStatusResponse } from '@ledgerlight/contract';
import { HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';

import { mockDb } from '../store';
import type { MockDb } from '../store';
import { endpointHandler, notFound, validateQuery } from './endpoint';

/** /api/payments/status: verifies a checkout session and grants its credits once. */
export function createPaymentsHandlers(db: MockDb): HttpHandler[] {
  return [
    endpointHandler('paymentStatus', ({ request }) => {
      const query = validateQuery(request, paymentStatusQuerySchema);
      if (!query.ok) return query.response;
      const status = db.checkoutStatus(query.data.session_id);
      if (!status) return notFound('No payment session found');
      return HttpResponse.json<PaymentStatusResponse>(status);
    }),
  ];
}

/** The payment handlers on the shared mockDb. */
export const paymentsHandlers: HttpHandler[] = createPaymentsHandlers(mockDb);
