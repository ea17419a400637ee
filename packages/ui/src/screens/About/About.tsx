import type { AgentDefinition, CreditPackage } from '@ledgerlight/contract';
import { LegalDocument } from '../../components/LegalDocument/LegalDocument';
import type { LegalDocumentSection } from '../../components/LegalDocument/LegalDocument';
import { Link } from '../../components/Link/Link';
import { formatCreditCount, formatUsd } from '../../format/format';

/** When this page last changed (ISO date). */
export const ABOUT_LAST_UPDATED = '2026-11-21';

export interface AboutProps {
  /** The free welcome credits every new account receives (the contract's WELCOME_CREDITS). */
  welcomeCredits: number;
  /** The five agents, in catalogue order. */
  agents: readonly Pick<AgentDefinition, 'id' | 'name' | 'category' | 'description'>[];
  /** The credit packages on sale, smallest first. */
  creditPackages: readonly Pick<CreditPackage, 'id' | 'credits' | 'price'>[];
}

function creditsLabel(credits: number): string {
  return formatCreditCount(credits);
}

function aboutSections({ welcomeCredits, agents, creditPackages }: AboutProps): readonly LegalDocumentSection[] {
  return [
    {
      id: 'what-it-is',
      title: 'What Ledgerlight is',
      content: (
        <>
          <p>
            Ledgerlight is a personal-finance app for consumers. You link your bank accounts, see your balances and
            recent transactions in one place, and run AI finance agents that read those transactions and explain what
            they find, in minutes, in plain language.
          </p>
          <p>
            It is built for the questions people actually ask about their money: is anything here that I did not
            authorise, where does my money go, what renews next month, and where could I save?
          </p>
        </>
      ),
    },
    {
      id: 'agents',
      title: 'The agents',
      content: (
        <>
          <p>Each agent is a focused analysis of your own transactions:</p>
          <ul>
            {agents.map((agent) => (
              <li key={agent.id}>
                <strong>{agent.name}</strong> ({agent.category}): {agent.description}
              </li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'how-it-works',
      title: 'How it works',
      content: (
        <ol>
          <li>
            <strong>Sign in</strong> with Google, Apple or your email address.
          </li>
          <li>
            <strong>Connect</strong> your banks through our third-party bank-linking provider. Access is read-only: we
            never see your bank password and can never move money.
          </li>
          <li>
            <strong>Analyze</strong>: choose an agent and the accounts it should read, and get a detailed report you can
            keep, export and share.
          </li>
        </ol>
      ),
    },
    {
      id: 'credits',
      title: 'Credits',
      content: (
        <>
          <p>
            Agents are paid for with credits.{' '}
            <strong>Every new account gets {welcomeCredits} free credits, and no credit card is required.</strong> An
            analysis shows its price in credits before you start it.
          </p>
          <p>When you want more, credits come in packages, paid by card through our payment provider:</p>
          <ul>
            {creditPackages.map((pkg) => (
              <li key={pkg.id}>
                {creditsLabel(pkg.credits)} for {formatUsd(pkg.price)}
              </li>
            ))}
          </ul>
          <p>
            Activation is instant, credits do not expire, and credits are non-refundable once used. The{' '}
            <Link to="/terms">Terms &amp; Conditions</Link> explain the details.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Security and privacy',
      content: (
        <>
          <p>
            Your financial data gets <strong>bank-level security</strong>: <strong>256-bit encryption</strong> in
            transit and at rest, and operational controls aligned with <strong>SOC 2</strong>. Card payments are handled
            by our payment provider, so we never see your full card number.
          </p>
          <p>We keep each kind of data only as long as we need it:</p>
          <ul>
            <li>account data, 30 days after you delete your account;</li>
            <li>financial data, 3-12 months;</li>
            <li>analysis results, up to 2 years;</li>
            <li>usage logs, 90 days.</li>
          </ul>
          <p>
            The <Link to="/privacy">Privacy Policy</Link> covers what we collect and who else handles it.
          </p>
        </>
      ),
    },
    {
      id: 'what-it-is-not',
      title: 'What Ledgerlight is not',
      content: (
        <ul>
          <li>
            <strong>It is not financial advice.</strong> Ledgerlight is informational; it is not licensed financial
            advice. For decisions about investments, debt, tax or insurance, talk to a qualified professional.
          </li>
          <li>
            <strong>It is not for under-18s.</strong> You must be 18 or older to create an account.
          </li>
          <li>
            <strong>It is not a bank.</strong> It cannot hold money, make payments or block cards; if an agent flags a
            charge as possible fraud, contact your bank.
          </li>
        </ul>
      ),
    },
    {
      id: 'changes',
      title: 'Changes and contact',
      content: (
        <p>
          When our terms change, you hear about it at least 30 days before the change takes effect. Signed-in users can
          reach us at any time through the Help page.
        </p>
      ),
    },
  ];
}

/** /about: what Ledgerlight is, its agents, credits, security, and what it is not. */
export function About(props: AboutProps) {
  return (
    <LegalDocument
      title="About Ledgerlight"
      lastUpdated={ABOUT_LAST_UPDATED}
      intro={<p>AI financial intelligence for the money you already have: clear answers from your own transactions.</p>}
      sections={aboutSections(props)}
    />
  );
}
