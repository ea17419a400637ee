import { pluralNoun } from '@ledgerlight/contract';
import { useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import type { AlertTone } from '../../components/Alert/Alert';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { Spinner } from '../../components/Spinner/Spinner';
import { formatCreditCount, formatUsdFromCents } from '../../format/format';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './PaymentSuccess.css';

export const paymentSuccessStates = ['verifying', 'waiting', 'success', 'warning'] as const;
export type PaymentSuccessState = (typeof paymentSuccessStates)[number];

/** Why verification stopped short of success; each has its product 8 message (given by the app). */
export const paymentWarningOutcomes = ['noSession', 'failed', 'unverified'] as const;
export type PaymentWarningOutcome = (typeof paymentWarningOutcomes)[number];

export interface PaymentSuccessProps {
  state: PaymentSuccessState;
  /** `waiting`: the 'taking longer than usual' note (product 4 step 4). */
  slow?: boolean;
  /** `success`: the credits bought and the amount paid in cents (product 3). */
  credits?: number;
  amountCents?: number;
  /** `success`: seconds left until the page moves on (product 9: 3, counting down). */
  redirectSeconds?: number;
  /**
   * `success`: where the page goes: /dashboard (product 4), or back to the agent whose start was short of
   * credits. `name` completes 'Redirecting to ...', `linkLabel` is the link's text.
   */
  destination?: PaymentDestination;
  /** `warning`: which warning, and its message (product 8, Payment). */
  outcome?: PaymentWarningOutcome;
  message?: string;
  /** `warning` 'failed': the Help page, prefilled by the app. */
  helpTo?: string;
}

export interface PaymentDestination {
  to: string;
  name: string;
  linkLabel: string;
}

export const DASHBOARD_DESTINATION: PaymentDestination = {
  to: '/dashboard',
  name: 'your dashboard',
  linkLabel: 'Go to Dashboard now',
};

const WARNINGS: Readonly<Record<PaymentWarningOutcome, { title: string; tone: AlertTone }>> = {
  noSession: { title: 'No Payment Found', tone: 'warning' },
  failed: { title: 'Payment Verification Failed', tone: 'error' },
  unverified: { title: 'Payment Being Confirmed', tone: 'warning' },
};

const TITLE_ID = 'payment-success-title';

function redirectText(name: string, seconds: number | undefined): string {
  return seconds === undefined
    ? `Taking you to ${name}`
    : `Redirecting to ${name} in ${seconds} ${pluralNoun(seconds, 'second', 'seconds')}`;
}

/**
 * Where the page goes and when. The live region says it once, with the first count ('Redirecting to
 * your dashboard in 3 seconds.'); the visible countdown (3, 2, 1) is outside it and hidden from
 * assistive technology, so a screen reader is not interrupted every second.
 */
function RedirectNotice({ name, seconds }: { name: string; seconds: number | undefined }) {
  const [announced] = useState(() => `${redirectText(name, seconds)}.`);
  return (
    <>
      <p className={visuallyHidden} role="status">
        {announced}
      </p>
      <p className={styles.message} aria-hidden="true">
        {redirectText(name, seconds)}...
      </p>
    </>
  );
}

/** /payment/success (product 2 and 4): verifying the payment, waiting for the credits, success, or a warning. */
export function PaymentSuccess({
  state,
  slow = false,
  credits,
  amountCents,
  redirectSeconds,
  destination = DASHBOARD_DESTINATION,
  outcome = 'failed',
  message,
  helpTo = '/help',
}: PaymentSuccessProps) {
  if (state === 'verifying' || state === 'waiting') {
    const verifying = state === 'verifying';
    return (
      <div className={styles.root}>
        <section className={styles.panel} aria-labelledby={TITLE_ID} aria-busy="true">
          <Spinner size="large" label={verifying ? 'Verifying your payment' : 'Adding your credits'} />
          <h1 id={TITLE_ID} className={styles.title}>
            {verifying ? 'Verifying Payment' : 'Adding Your Credits'}
          </h1>
          <p className={styles.message}>
            {verifying
              ? 'Please wait while we confirm your payment with our payment provider.'
              : 'Your payment went through. Your credits will appear on your balance in a moment.'}
          </p>
          {!verifying && slow && (
            <Alert tone="info" className={styles.alert}>
              This is taking longer than usual. Please keep this page open: your credits will be added as soon as the
              payment is confirmed.
            </Alert>
          )}
        </section>
      </div>
    );
  }

  if (state === 'success') {
    const bought =
      credits === undefined
        ? 'Your credits have been added to your balance.'
        : `${formatCreditCount(credits)}${
            amountCents === undefined ? '' : ` (${formatUsdFromCents(amountCents)})`
          } ${pluralNoun(credits, 'has', 'have')} been added to your balance.`;
    return (
      <div className={styles.root}>
        <section className={styles.panel} aria-labelledby={TITLE_ID}>
          <span className={styles.successIcon}>
            <Icon name="check-circle" size="large" />
          </span>
          <h1 id={TITLE_ID} className={styles.title}>
            Credits Added Successfully!
          </h1>
          <p className={styles.message}>{bought}</p>
          <RedirectNotice name={destination.name} seconds={redirectSeconds} />
          <Link to={destination.to} variant="primary">
            {destination.linkLabel}
          </Link>
        </section>
      </div>
    );
  }

  const warning = WARNINGS[outcome];
  return (
    <div className={styles.root}>
      <section className={styles.panel} aria-labelledby={TITLE_ID}>
        <h1 id={TITLE_ID} className={styles.title}>
          {warning.title}
        </h1>
        <Alert tone={warning.tone} className={styles.alert}>
          {message}
        </Alert>
        <div className={styles.actions}>
          {outcome === 'noSession' && (
            <Link to="/credits/purchase" variant="primary">
              Buy Credits
            </Link>
          )}
          {outcome === 'failed' && (
            <Link to={helpTo} variant="primary">
              Contact Support
            </Link>
          )}
          {outcome === 'unverified' && (
            <Link to="/credits" variant="primary">
              View Credit History
            </Link>
          )}
          <Link to="/dashboard" variant="secondary">
            Return to Dashboard
          </Link>
        </div>
      </section>
    </div>
  );
}
