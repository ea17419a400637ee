import type { PaymentStatus } from '@ledgerlight/contract';
import { fromPromise } from 'xstate';
import type { Api } from '../../lib/api/api';

/*
 * The actors paymentVerification.machine.ts declares by name in its setup(), built from the API client (ADR 0017, ADR 0036): the feature
 * provides them with `machine.provide({ actors })`; tests supply fakes the same way, or these over a fake client.
 */

/** paymentVerificationMachine: the balance and the payment session's status. */
export const paymentVerificationActors = (call: Api) => ({
  readBalance: fromPromise<number>(async () => (await call('creditBalance', {})).balance),
  verifyPayment: fromPromise<PaymentStatus, { sessionId: string }>(({ input }) =>
    call('paymentStatus', { query: { session_id: input.sessionId } }),
  ),
});
