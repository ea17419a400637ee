import { MarketingHome } from '@ledgerlight/ui';
import { useAuth } from '../../auth/session';

/** The marketing home (spec 2): its calls to action follow the session. */
export function MarketingHomePage() {
  const { status } = useAuth();
  return <MarketingHome signedIn={status === 'signedIn'} />;
}
