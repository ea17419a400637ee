import { CHECKOUT_SESSION_PLACEHOLDER } from '@ledgerlight/contract';
import type { CreditPurchaseBody, CreditPackageId } from '@ledgerlight/contract';
import { z } from 'zod';
import { api } from '../../lib/api/client';
import { paths } from '../../config/paths';

/** Product 8, Purchase. */
export const NO_CHECKOUT_URL_MESSAGE = 'No checkout URL received';
export const PURCHASE_FAILED_MESSAGE = 'Failed to initiate purchase. Please try again.';

/** Where the provider sends the buyer back (product 7): the success page with the session id, or the cancel page. */
export function checkoutRequest(priceId: CreditPackageId, origin: string): CreditPurchaseBody {
  return {
    priceId,
    successUrl: `${origin}${paths.paymentSuccess}?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
    cancelUrl: `${origin}${paths.paymentCancel}`,
  };
}

/** The answer came back without a usable checkoutUrl (the contract rejects a missing or empty one). */
function isMissingCheckoutUrl(error: unknown): boolean {
  return error instanceof z.ZodError && error.issues.some((issue) => issue.path[0] === 'checkoutUrl');
}

/** The product 8 Purchase message for a failed POST /api/credits/purchase. */
export function purchaseErrorMessage(error: unknown): string {
  return isMissingCheckoutUrl(error) ? NO_CHECKOUT_URL_MESSAGE : PURCHASE_FAILED_MESSAGE;
}

/** POST /api/credits/purchase: the provider's checkout URL for this package. */
export async function startCheckout(priceId: CreditPackageId, origin: string): Promise<string> {
  const { checkoutUrl } = await api('creditPurchase', { body: checkoutRequest(priceId, origin) });
  return checkoutUrl;
}

/** The browser leaves for the provider's checkout page. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
