import { PageSpinner } from '@ledgerlight/ui';

/** Announced while the session is being checked. */
const SESSION_LOADING_LABEL = 'Checking your session';

/** The loading state of a page that waits for the session (product 2: a spinner while auth loads). */
export function SessionSpinner() {
  return <PageSpinner label={SESSION_LOADING_LABEL} />;
}
