import { AGENTS } from '@ledgerlight/contract';
import { Alert } from '../../components/Alert/Alert';
import { Badge } from '../../components/Badge/Badge';
import { Card } from '../../components/Card/Card';
import { Icon } from '../../components/Icon/Icon';
import type { IconName } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import * as styles from './MarketingHome.css';

/**
 * The catalogue sells more agents than the four feature cards of product 1 show: the line under the
 * cards names the rest, from the catalogue, so the copy never contradicts it.
 */
const moreAgentsLine = `Plus ${AGENTS.discretionary_spending.name}: ${AGENTS.discretionary_spending.description}`;

export interface MarketingHomeProps {
  /** Product 2: the calls to action differ for signed-in visitors. */
  signedIn: boolean;
  /** A confirmation to show above the page, e.g. after the account was deleted (ADR 0033). */
  notice?: string;
}

interface Feature {
  title: string;
  icon: IconName;
  description: string;
}

/** Product 2, Marketing home: four feature cards. */
export const marketingFeatures: readonly Feature[] = [
  {
    title: 'Fraud Detection',
    icon: 'shield',
    description:
      'Flags charges that do not look like you: card testing, duplicate bills, first-time merchants with large amounts, and purchases far from home.',
  },
  {
    title: 'Budget Builder',
    icon: 'pie-chart',
    description:
      'Turns six months of spending into a realistic budget per category, adjusted for your income and local cost of living.',
  },
  {
    title: 'Recurring Tracker',
    icon: 'repeat',
    description:
      'Finds every subscription and bill, when it renews, which prices went up, and which services you pay for twice.',
  },
  {
    title: 'Savings Finder',
    icon: 'piggy-bank',
    description:
      'Ranks concrete ways to spend less, from fees and overlapping subscriptions to delivery habits, with the money each one saves.',
  },
];

const processSteps = [
  { title: 'Sign In', text: 'Create your account in a minute. Your first 3 credits are on us.' },
  { title: 'Connect', text: 'Link your bank through our bank-linking partner. We never see your bank password.' },
  { title: 'Analyze', text: 'Pick an agent, choose accounts, and read a detailed analysis in minutes.' },
] as const;

const securityPoints = [
  { icon: 'lock', text: 'Bank-level security with 256-bit encryption for your data in transit and at rest.' },
  { icon: 'shield', text: 'SOC 2 controls for how we store, access and monitor your financial data.' },
  { icon: 'bank', text: 'Read-only bank access: agents analyse transactions and can never move money.' },
] as const satisfies readonly { icon: IconName; text: string }[];

/** The public home page (product 2, "Marketing home"). */
export function MarketingHome({ signedIn, notice }: MarketingHomeProps) {
  return (
    <div className={styles.page}>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <h1 id="home-hero-title" className={styles.heroTitle}>
          AI financial intelligence for the money you already have
        </h1>
        <p className={styles.lead}>
          Ledgerlight reads your bank transactions and answers the questions that matter: is anything suspicious, where
          does the money go, what renews next month, and where can you save.
        </p>
        {signedIn ? (
          <Link to="/finance-agents" variant="primary" size="large" iconEnd="chevron-right">
            Explore AI Agents
          </Link>
        ) : (
          <div className={styles.offer}>
            <Badge tone="success" icon="sparkles">
              Start with 3 Free Credits / No credit card required
            </Badge>
            <Link to="/welcome" variant="primary" size="large" iconEnd="chevron-right">
              Get Started Free
            </Link>
          </div>
        )}
      </section>

      <section aria-labelledby="home-features-title">
        <h2 id="home-features-title" className={styles.sectionTitle}>
          AI agents, one clear picture
        </h2>
        <div className={styles.grid}>
          {marketingFeatures.map((feature) => (
            <Card
              key={feature.title}
              as="article"
              title={
                <span>
                  <span className={styles.featureIcon}>
                    <Icon name={feature.icon} size="large" />
                  </span>{' '}
                  {feature.title}
                </span>
              }
              titleAs="h3"
              actions={
                signedIn ? (
                  <Link to="/finance-agents" variant="standalone" iconEnd="chevron-right">
                    Get Started
                  </Link>
                ) : undefined
              }
            >
              <p className={styles.muted}>{feature.description}</p>
            </Card>
          ))}
        </div>
        <p className={styles.moreAgents}>{moreAgentsLine}</p>
      </section>

      <section aria-labelledby="home-steps-title">
        <h2 id="home-steps-title" className={styles.sectionTitle}>
          How it works
        </h2>
        <ol className={styles.steps}>
          {processSteps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p className={styles.muted}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="home-security-title">
        <h2 id="home-security-title" className={styles.sectionTitle}>
          Security you can check
        </h2>
        <ul className={styles.securityList}>
          {securityPoints.map((point) => (
            <li key={point.text} className={styles.securityItem}>
              <Icon name={point.icon} />
              <span>{point.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.finalCta} aria-labelledby="home-cta-title">
        <h2 id="home-cta-title" className={styles.sectionTitle}>
          {signedIn ? 'Your agents are ready' : 'See your finances clearly, starting today'}
        </h2>
        {signedIn ? (
          <Link to="/finance-agents" variant="primary" size="large">
            Launch AI Agents
          </Link>
        ) : (
          <Link to="/welcome" variant="primary" size="large">
            Start Free Today
          </Link>
        )}
      </section>
    </div>
  );
}
