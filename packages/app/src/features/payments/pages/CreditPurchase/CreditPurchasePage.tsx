import { creditPackageIdSchema } from '@ledgerlight/contract';
import { CreditPurchase } from '@ledgerlight/ui';
import { useState } from 'react';
import { useAuth } from '../../../auth';
import { useCreditBalance } from '../../../credits';
import { assignLocation, purchaseErrorMessage, startCheckout } from '../../checkout';
import { agentPriceLines, creditPackages } from '../../creditPricing';

export interface CreditPurchasePageProps {
  /** Sends the browser to the provider's checkout (window.location.assign); stories and tests observe it. */
  goToCheckout?: (url: string) => void;
}

const AGENT_PRICES = agentPriceLines();

/**
 * /credits/purchase (product 2): the packages of product 9, 'How Credits Work' priced from the catalogue,
 * and the purchase: POST /api/credits/purchase with the package id, then the browser goes to the
 * checkout URL. The page stays busy until the browser has left.
 */
export function CreditPurchasePage({ goToCheckout = assignLocation }: CreditPurchasePageProps) {
  const { status } = useAuth();
  const balance = useCreditBalance(status === 'signedIn');
  const [busyPackageId, setBusyPackageId] = useState<string>();
  const [error, setError] = useState<string>();

  const purchase = async (packageId: string) => {
    const priceId = creditPackageIdSchema.safeParse(packageId);
    if (busyPackageId !== undefined || !priceId.success) return;
    setError(undefined);
    setBusyPackageId(priceId.data);
    try {
      goToCheckout(await startCheckout(priceId.data, window.location.origin));
    } catch (failure) {
      setBusyPackageId(undefined);
      setError(purchaseErrorMessage(failure));
    }
  };

  return (
    <CreditPurchase
      packages={creditPackages}
      agentPrices={AGENT_PRICES}
      balance={balance}
      busyPackageId={busyPackageId}
      error={error}
      onDismissError={() => setError(undefined)}
      onPurchase={(packageId) => void purchase(packageId)}
    />
  );
}
