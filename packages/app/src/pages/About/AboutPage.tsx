import { AGENT_LIST, CREDIT_PACKAGES, WELCOME_CREDITS } from '@ledgerlight/contract';
import { About } from '@ledgerlight/ui';

/** /about: the agents and prices come from the catalogue, so the page matches what is charged. */
export function AboutPage() {
  return <About welcomeCredits={WELCOME_CREDITS} agents={AGENT_LIST} creditPackages={CREDIT_PACKAGES} />;
}
