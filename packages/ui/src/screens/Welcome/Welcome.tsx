import { AGENTS } from '@ledgerlight/contract';
import { useId } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import type { IconName } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import * as styles from './Welcome.css';

/**
 * The catalogue sells more agents than the four feature cards of product 1 show: the line under the
 * cards names the rest, from the catalogue, so the copy never contradicts it.
 */
const moreAgentsLine = `Plus ${AGENTS.discretionary_spending.name}: ${AGENTS.discretionary_spending.description}`;

/** The social sign-in providers of product 1, in the order their buttons appear. */
export const welcomeSocialProviders = ['Google', 'Apple'] as const;
export type WelcomeSocialProvider = (typeof welcomeSocialProviders)[number];

export interface WelcomeProps {
  /** The free welcome credits every new account receives (the contract's WELCOME_CREDITS). */
  welcomeCredits: number;
  /** 'Continue with Email': opens the auth modal on Sign In. */
  onContinueWithEmail: () => void;
  /** The final call to action: opens the auth modal on Create Account. */
  onCreateAccount: () => void;
  /** 'Continue with Google' / 'Continue with Apple'. */
  onSocialSignIn: (provider: WelcomeSocialProvider) => void;
  /** Why Google and Apple sign-in cannot be used here; their buttons are disabled and this is shown. */
  socialUnavailableReason?: string;
  /** The provider whose redirect is starting; its button shows busy. */
  pendingProvider?: WelcomeSocialProvider;
  /** A social sign-in that failed to start. */
  socialError?: string;
  /** Why the visitor is here, shown above the sign-in buttons (a session the server refused). */
  notice?: { title: string; message: string };
}

interface Tile {
  title: string;
  icon: IconName;
  text: string;
}

/** Product 1: the welcome page advertises these four agents. */
export const welcomeFeatures: readonly Tile[] = [
  {
    title: 'Fraud Detection',
    icon: 'shield',
    text: 'Spots charges that do not look like you, from card testing to duplicate bills, before they add up.',
  },
  {
    title: 'Budget Builder',
    icon: 'pie-chart',
    text: 'Turns your real spending into a monthly budget with a sensible limit for every category.',
  },
  {
    title: 'Recurring Tracker',
    icon: 'repeat',
    text: 'Lists every subscription and bill, what it costs per month, and which prices went up.',
  },
  {
    title: 'Savings Finder',
    icon: 'piggy-bank',
    text: 'Ranks concrete ways to spend less, with the money each one saves you.',
  },
];

/** Product 1: the welcome page's trust claims. */
export const welcomeTrustClaims: readonly Tile[] = [
  {
    title: 'Bank-level security',
    icon: 'lock',
    text: 'Read-only bank connections through a trusted bank-linking provider. We never see your bank password and can never move money.',
  },
  {
    title: 'SOC 2',
    icon: 'shield',
    text: 'Operational controls aligned with SOC 2 govern how your data is stored, accessed and monitored.',
  },
  {
    title: '256-bit encryption',
    icon: 'bank',
    text: 'Your data is protected with 256-bit encryption in transit and at rest.',
  },
];

function faqs(welcomeCredits: number) {
  return [
    {
      question: 'Is it really free to start?',
      answer: `Yes. Every new account gets ${welcomeCredits} free credits, with no credit card required. That is enough to run your first analyses and see what Ledgerlight finds.`,
    },
    {
      question: 'Can Ledgerlight move my money?',
      answer:
        'No. Bank access is read-only: agents read your balances and transactions, and nothing in Ledgerlight can make a payment or change your accounts.',
    },
    {
      question: 'Do credits expire?',
      answer:
        'Never. Purchased credits activate instantly and stay in your balance until you use them. Once used, credits are non-refundable.',
    },
    {
      question: 'Is this financial advice?',
      answer:
        'No. Ledgerlight is informational and is not licensed financial advice. It is for adults aged 18 and over.',
    },
  ] as const;
}

/** A titled section of tiles, each an icon, a title and a line of text. */
function TileSection({
  headingId,
  title,
  tiles,
  gridClassName,
  after,
}: {
  headingId: string;
  title: string;
  tiles: readonly Tile[];
  gridClassName: string;
  /** A line under the tiles. */
  after?: string;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={gridClassName}>
        {tiles.map((tile) => (
          <li key={tile.title} className={styles.tile}>
            <h3 className={styles.tileTitle}>
              <span className={styles.tileIcon}>
                <Icon name={tile.icon} size="large" />
              </span>
              {tile.title}
            </h3>
            <p className={styles.muted}>{tile.text}</p>
          </li>
        ))}
      </ul>
      {after !== undefined && <p className={styles.moreAgents}>{after}</p>}
    </section>
  );
}

/**
 * /welcome (product 2, "Welcome/landing"): sign in with email, Google or Apple; what the agents do;
 * why the data is safe; 3 free credits; a short FAQ and a final call to action.
 */
export function Welcome({
  welcomeCredits,
  onContinueWithEmail,
  onCreateAccount,
  onSocialSignIn,
  socialUnavailableReason,
  pendingProvider,
  socialError,
  notice,
}: WelcomeProps) {
  const id = useId();
  const reasonId = `${id}-social-reason`;
  const socialUnavailable = socialUnavailableReason !== undefined && socialUnavailableReason !== '';

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby={`${id}-title`}>
        <div className={styles.heroText}>
          <h1 id={`${id}-title`} className={styles.title}>
            Your money, clearly explained
          </h1>
          <p className={styles.lead}>
            Link your bank accounts and let Ledgerlight’s AI finance agents check for fraud, build your budget, track
            your subscriptions and find savings, in minutes.
          </p>
          <Badge tone="success" icon="sparkles">
            {welcomeCredits} free credits · No credit card required
          </Badge>
        </div>

        <div className={styles.signInPanel} role="group" aria-labelledby={`${id}-panel-title`}>
          <h2 id={`${id}-panel-title`} className={styles.panelTitle}>
            Get started
          </h2>
          {notice ? (
            <Alert tone="warning" title={notice.title}>
              {notice.message}
            </Alert>
          ) : null}
          <Button size="large" fullWidth icon={<Icon name="mail" />} onClick={onContinueWithEmail}>
            Continue with Email
          </Button>
          <p className={styles.divider}>or</p>
          {welcomeSocialProviders.map((provider) => (
            <Button
              key={provider}
              variant="secondary"
              size="large"
              fullWidth
              disabled={socialUnavailable}
              loading={pendingProvider === provider}
              aria-describedby={socialUnavailable ? reasonId : undefined}
              onClick={() => onSocialSignIn(provider)}
            >
              Continue with {provider}
            </Button>
          ))}
          {socialUnavailable ? (
            <p id={reasonId} className={styles.note}>
              <Icon name="info" /> {socialUnavailableReason}
            </p>
          ) : null}
          {socialError ? (
            <Alert tone="error" title="Sign-in could not start">
              {socialError}
            </Alert>
          ) : null}
          <p className={styles.note}>
            By continuing you agree to our <Link to="/terms">Terms &amp; Conditions</Link> and{' '}
            <Link to="/privacy">Privacy Policy</Link>.
          </p>
        </div>
      </section>

      <TileSection
        headingId={`${id}-features`}
        title="Agents that know your money"
        tiles={welcomeFeatures}
        gridClassName={styles.grid}
        after={moreAgentsLine}
      />

      <TileSection
        headingId={`${id}-trust`}
        title="Security you can trust"
        tiles={welcomeTrustClaims}
        gridClassName={styles.trustGrid}
      />

      <section aria-labelledby={`${id}-faq`}>
        <h2 id={`${id}-faq`} className={styles.sectionTitle}>
          Questions, answered
        </h2>
        <div className={styles.faq}>
          {faqs(welcomeCredits).map((item) => (
            <div key={item.question} className={styles.faqItem}>
              <h3 className={styles.faqQuestion}>{item.question}</h3>
              <p className={styles.muted}>{item.answer}</p>
            </div>
          ))}
          <p className={styles.muted}>
            More in our <Link to="/about">About</Link> page, <Link to="/privacy">Privacy Policy</Link> and{' '}
            <Link to="/terms">Terms &amp; Conditions</Link>.
          </p>
        </div>
      </section>

      <section className={styles.finalCta} aria-labelledby={`${id}-cta`}>
        <h2 id={`${id}-cta`} className={styles.sectionTitle}>
          See where your money goes, starting today
        </h2>
        <p className={styles.finalCtaText}>
          Create your account in a minute. Your first {welcomeCredits} credits are on us.
        </p>
        <Button size="large" onClick={onCreateAccount}>
          Create Free Account
        </Button>
      </section>
    </div>
  );
}
