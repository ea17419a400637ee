import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Spinner } from '../../components/Spinner/Spinner';
import * as styles from './AuthCallback.css';

export const authCallbackStates = ['completing', 'error'] as const;
export type AuthCallbackState = (typeof authCallbackStates)[number];

export interface AuthCallbackProps {
  state: AuthCallbackState;
  /** The error's message (product 8: 'Authentication failed. Please try again.' or '... timed out ...'). */
  message?: string;
  /** 'Back to Welcome Page': the page sends the browser to /welcome. */
  onBackToWelcome?: () => void;
}

/** /auth/callback (product 2 and 4): the hosted UI's return, while sign-in completes or after it failed. */
export function AuthCallback({ state, message, onBackToWelcome }: AuthCallbackProps) {
  if (state === 'completing') {
    return (
      <div className={styles.root}>
        <section className={styles.panel} aria-labelledby="auth-callback-title" aria-busy="true">
          <Spinner size="large" label="Completing sign in" />
          <h1 id="auth-callback-title" className={styles.title}>
            Completing Sign In
          </h1>
          <p className={styles.message}>Please wait while we finish signing you in. This only takes a moment.</p>
        </section>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <section className={styles.panel} aria-labelledby="auth-callback-title">
        <h1 id="auth-callback-title" className={styles.title}>
          Authentication Error
        </h1>
        <Alert tone="error" className={styles.alert}>
          {message ?? 'Authentication failed. Please try again.'}
        </Alert>
        <Button variant="primary" onClick={onBackToWelcome}>
          Back to Welcome Page
        </Button>
      </section>
    </div>
  );
}
