import { WELCOME_CREDITS } from '@ledgerlight/contract';
import { Privacy } from '@ledgerlight/ui';

/** /privacy */
export function PrivacyPage() {
  return <Privacy welcomeCredits={WELCOME_CREDITS} />;
}
