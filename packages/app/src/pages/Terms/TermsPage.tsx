import { WELCOME_CREDITS } from '@ledgerlight/contract';
import { Terms } from '@ledgerlight/ui';

/** /terms */
export function TermsPage() {
  return <Terms welcomeCredits={WELCOME_CREDITS} />;
}
