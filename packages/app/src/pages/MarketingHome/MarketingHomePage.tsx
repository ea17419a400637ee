import { MarketingHome } from '@ledgerlight/ui';
import { useEffect, useState } from 'react';
import { useAuth } from '../../features/auth';
import { accountDeletedNotice, forgetAccountDeletedNotice } from '../../features/profile';

/**
 * The marketing home (product 2): its calls to action follow the session. After "Delete my account"
 * (ADR 0033) it says, once, that the account was deleted and the user signed out everywhere.
 */
export function MarketingHomePage() {
  const { status } = useAuth();
  const [notice] = useState(accountDeletedNotice);
  useEffect(() => forgetAccountDeletedNotice(), []);
  return <MarketingHome signedIn={status === 'signedIn'} {...(notice === undefined ? {} : { notice })} />;
}
