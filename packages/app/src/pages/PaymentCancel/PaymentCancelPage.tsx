import { PaymentCancel } from '@ledgerlight/ui';

/** /payment/cancel (spec 2): the buyer left checkout without paying. */
export function PaymentCancelPage() {
  return <PaymentCancel />;
}
