import type { CreditPackage } from '@ledgerlight/contract';
import { Alert } from '../../components/Alert/Alert';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { formatCreditCount, formatUsd } from '../../format/format';
import * as styles from './CreditPurchase.css';

/** One line of 'How Credits Work': an agent and the cost of a run, derived from the catalogue by the app. */
export interface CreditPurchaseAgentPrice {
  id: string;
  name: string;
  /** e.g. '2 credits for 1 account' or '2 + 1 per account'. */
  price: string;
}

export interface CreditPurchaseProps {
  /** The packages on sale (product 9). */
  packages: readonly CreditPackage[];
  /** What each agent costs (product 9 formula, ADR 0007). */
  agentPrices: readonly CreditPurchaseAgentPrice[];
  /** The current balance; undefined while unknown (a failed fetch hides it, product 7). */
  balance?: number;
  /** The package being bought: its button is busy and every other one disabled while checkout opens. */
  busyPackageId?: string;
  /** 'No checkout URL received' or 'Failed to initiate purchase. Please try again.' (product 8). */
  error?: string;
  onDismissError?: () => void;
  onPurchase?: (packageId: string) => void;
}

const credits = formatCreditCount;

/**
 * /credits/purchase (product 2): the packages and 'How Credits Work'.
 *
 * Product 2 says "the purchase button shows when the balance is exactly 0". Every package keeps its own
 * Buy button at any balance (the page exists to sell credits; the nav's Buy Credits leads here at any
 * balance). The purchase button of product 2 is the page-level one: when the balance is known and
 * exactly 0, an out-of-credits notice offers one button that buys the Most Popular package. It is
 * not shown while the balance is unknown, nor for any other balance.
 */
export function CreditPurchase({
  packages,
  agentPrices,
  balance,
  busyPackageId,
  error,
  onDismissError,
  onPurchase,
}: CreditPurchaseProps) {
  const busy = busyPackageId !== undefined;
  const recommended = packages.find((pkg) => pkg.popular) ?? packages[0];
  return (
    <div className={styles.page}>
      <PageHeader
        title="Purchase Credits"
        description="Credits pay for analyses: each agent run costs a few credits, depending on how many accounts it reads."
        back={{ to: '/credits', label: 'Back to credits' }}
      />

      {balance !== undefined && (
        <p className={styles.balance}>
          <Icon name="credit-card" size="medium" />
          <span>
            Current balance: <strong>{credits(balance)}</strong>
          </span>
        </p>
      )}

      {error !== undefined && (
        <Alert tone="error" onDismiss={onDismissError} dismissLabel="Dismiss error">
          {error}
        </Alert>
      )}

      {balance === 0 && recommended && (
        <Alert
          tone="info"
          title="You are out of credits"
          actions={
            <Button
              variant="primary"
              loading={busyPackageId === recommended.id}
              disabled={busy && busyPackageId !== recommended.id}
              onClick={() => onPurchase?.(recommended.id)}
            >
              Purchase {recommended.name}
            </Button>
          }
        >
          Buy credits to run your next analysis. The {recommended.name} package is our most popular choice.
        </Alert>
      )}

      <Section title="Credit Packages" description="Pay once by card. Credits are added to your balance right away.">
        <ul className={styles.packages}>
          {packages.map((pkg) => {
            const titleId = `package-${pkg.id}-title`;
            const buying = busyPackageId === pkg.id;
            return (
              <li key={pkg.id} className={pkg.popular ? styles.packageCardPopular : styles.packageCard}>
                <article aria-labelledby={titleId} className={styles.packageBody}>
                  <div className={styles.badges}>
                    {pkg.popular && (
                      <Badge tone="info" icon="sparkles">
                        Most Popular
                      </Badge>
                    )}
                    {pkg.savings !== undefined && <Badge tone="success">{pkg.savings}</Badge>}
                  </div>
                  <h3 id={titleId} className={styles.packageName}>
                    {pkg.name}
                  </h3>
                  <p className={styles.packageCredits}>{credits(pkg.credits)}</p>
                  <p className={styles.price}>{formatUsd(pkg.price)}</p>
                  <p className={styles.perCredit}>{formatUsd(pkg.price / pkg.credits)} per credit</p>
                  <p className={styles.description}>{pkg.description}</p>
                  <Button
                    variant={pkg.popular ? 'primary' : 'secondary'}
                    fullWidth
                    loading={buying}
                    disabled={busy && !buying}
                    onClick={() => onPurchase?.(pkg.id)}
                  >
                    {buying ? 'Redirecting to checkout...' : `Buy ${credits(pkg.credits)}`}
                  </Button>
                </article>
              </li>
            );
          })}
        </ul>
        <p className={styles.status} role="status">
          {busy ? 'Opening secure checkout. You will be redirected to the payment page.' : ''}
        </p>
      </Section>

      <Section title="How Credits Work">
        <div className={styles.howItWorks}>
          <div>
            <h3 className={styles.subTitle}>What a run costs</h3>
            <dl className={styles.prices}>
              {agentPrices.map((agent) => (
                <div key={agent.id} className={styles.priceRow}>
                  <dt className={styles.agentName}>{agent.name}</dt>
                  <dd className={styles.agentPrice}>{agent.price}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.note}>
              A price written as base + per account is the credits for the run plus the credits for each account it
              reads. The exact cost is shown before you start a run, and credits are only spent when it starts.
            </p>
          </div>
          <ul className={styles.facts}>
            <li className={styles.fact}>
              <Icon name="clock" size="medium" />
              <span>
                <strong>Credits never expire.</strong> Use them whenever you like.
              </span>
            </li>
            <li className={styles.fact}>
              <Icon name="check-circle" size="medium" />
              <span>
                <strong>Instant activation.</strong> Credits are on your balance as soon as your payment is confirmed.
              </span>
            </li>
            <li className={styles.fact}>
              <Icon name="lock" size="medium" />
              <span>
                <strong>Non-refundable once used.</strong> A run that fails through our fault returns its credits.
              </span>
            </li>
          </ul>
        </div>
      </Section>
    </div>
  );
}
