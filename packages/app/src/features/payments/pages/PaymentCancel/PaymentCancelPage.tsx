import { PaymentCancel } from '@ledgerlight/ui';
import { useEffect } from 'react';
import { clearPendingStart } from '../../../agents';

/**
 * /payment/cancel (product 2): the buyer left checkout without paying. A start kept for the Buy Credits
 * way back (pendingStart.ts) is dropped: only a successful payment returns to the agent with it.
 */
export function PaymentCancelPage() {
  useEffect(() => clearPendingStart(), []);
  return <PaymentCancel />;
}
