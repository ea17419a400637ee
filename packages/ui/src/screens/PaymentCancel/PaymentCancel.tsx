import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import * as styles from './PaymentCancel.css';

/** Product 2, /payment/cancel. */
export const PAYMENT_CANCELLED_TEXT = 'Your payment was cancelled and you have not been charged.';

/** /payment/cancel (product 2): the buyer left checkout; Try Again or Return to Dashboard. */
export function PaymentCancel() {
  return (
    <div className={styles.root}>
      <section className={styles.panel} aria-labelledby="payment-cancel-title">
        <span className={styles.icon}>
          <Icon name="x" size="large" />
        </span>
        <h1 id="payment-cancel-title" className={styles.title}>
          Payment Cancelled
        </h1>
        <p className={styles.message}>{PAYMENT_CANCELLED_TEXT}</p>
        <div className={styles.actions}>
          <Link to="/credits/purchase" variant="primary">
            Try Again
          </Link>
          <Link to="/dashboard" variant="secondary">
            Return to Dashboard
          </Link>
        </div>
      </section>
    </div>
  );
}
