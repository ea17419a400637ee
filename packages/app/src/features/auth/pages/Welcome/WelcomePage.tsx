import { WELCOME_CREDITS } from '@ledgerlight/contract';
import { Welcome } from '@ledgerlight/ui';
import type { WelcomeSocialProvider } from '@ledgerlight/ui';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuthModal } from '../../authModalContext';
import { useAuth } from '../../session';
import { useIdentity } from '../../IdentitySessionProvider';
import { paths } from '../../../../config/paths';
import { SessionSpinner } from '../../SessionSpinner';

/** Product 8 "Other": the provider's message when it gives one, else this. */
const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** Product 8's screen errors for a session the API refused (a 401 signed the visitor out). */
export const SESSION_REFUSED_NOTICE = {
  title: 'Authentication required',
  message: 'User not authenticated. Please sign in again.',
} as const;

/** /welcome: signed-in users go to /finance-agents; others sign in with email, Google or Apple. */
export function WelcomePage() {
  const { status, sessionRejected } = useAuth();
  const authModal = useAuthModal();
  const social = useIdentity();
  const [pendingProvider, setPendingProvider] = useState<WelcomeSocialProvider>();
  const [socialError, setSocialError] = useState<string>();

  if (status === 'loading') return <SessionSpinner />;
  if (status === 'signedIn') return <Navigate to={paths.financeAgents} replace />;

  const signInWith = (provider: WelcomeSocialProvider) => {
    setSocialError(undefined);
    setPendingProvider(provider);
    // On success the browser leaves for the provider's page; we only come back here on failure.
    social.signInWithRedirect(provider).catch((error: unknown) => {
      setPendingProvider(undefined);
      setSocialError(error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR);
    });
  };

  return (
    <Welcome
      welcomeCredits={WELCOME_CREDITS}
      onContinueWithEmail={() => authModal.open('signin')}
      onCreateAccount={() => authModal.open('signup')}
      onSocialSignIn={signInWith}
      socialUnavailableReason={social.socialSignInUnavailableReason()}
      pendingProvider={pendingProvider}
      socialError={socialError}
      notice={sessionRejected ? SESSION_REFUSED_NOTICE : undefined}
    />
  );
}
